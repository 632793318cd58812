#include "bot/arena/svg_plot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace arena {

namespace {

// The drawing area inside the SVG's viewBox: title and legend above, tick labels left and below.
constexpr double WIDTH = 600, HEIGHT = 280;
constexpr double LEFT = 62, RIGHT = 16, TOP = 44, BOTTOM = 42;

// A number for an SVG attribute or a tick label.
std::string num(double v, const char* fmt = "%.1f") {
    char buf[32];
    std::snprintf(buf, sizeof buf, fmt, v + 0.0);  // + 0.0 turns -0 into +0
    return buf;
}

// A round step (1, 2 or 5 times a power of ten) near span / 5.
double tick_step(double span) {
    const double raw = span / 5, power = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / power;
    return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * power;
}

struct Range {
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    bool whole = true;  // every value added is a whole number
    void add(double v) {
        low = std::min(low, v);
        high = std::max(high, v);
        whole = whole && v == std::floor(v);
    }
    bool empty() const { return low > high; }
    // Widened to whole ticks (at least one unit wide when it holds one value); returns the step,
    // at least 1 when every value is whole (games, moves).
    double round_out() {
        if (empty()) *this = Range{0, 1, true};
        if (high - low < 1e-9) {
            low -= 1;
            high += 1;
        }
        const double step = whole ? std::max(1.0, tick_step(high - low)) : tick_step(high - low);
        low = std::floor(low / step + 1e-9) * step;
        high = std::ceil(high / step - 1e-9) * step;
        return step;
    }
};

// The tick labels' format for a step: no decimals for whole steps.
const char* tick_format(double step) {
    return step >= 1 ? "%.0f" : step >= 0.1 ? "%.1f" : "%.2f";
}

}  // namespace

std::string html_escape(const std::string& text) {
    std::string s;
    for (char c : text) {
        switch (c) {
            case '&':
                s += "&amp;";
                break;
            case '<':
                s += "&lt;";
                break;
            case '>':
                s += "&gt;";
                break;
            case '"':
                s += "&quot;";
                break;
            case '\'':
                s += "&#39;";
                break;
            default:
                s += c;
        }
    }
    return s;
}

Plot::Plot(std::string title, std::string x_label, std::string y_label)
    : title_(std::move(title)),
      x_label_(std::move(x_label)),
      y_label_(std::move(y_label)),
      y_limit_low_(-std::numeric_limits<double>::infinity()),
      y_limit_high_(std::numeric_limits<double>::infinity()) {}

void Plot::line(const std::string& label, const std::string& colour,
                std::vector<PlotPoint> points) {
    lines_.push_back({label, colour, std::move(points)});
}

void Plot::band(const std::string& label, const std::string& colour, std::vector<double> x,
                std::vector<double> low, std::vector<double> high) {
    bands_.push_back({label, colour, std::move(x), std::move(low), std::move(high)});
}

void Plot::guide(double y, const std::string& label, const std::string& colour) {
    guides_.push_back({y, label, colour});
}

void Plot::bars(const std::string& colour, std::vector<double> from, std::vector<double> to,
                std::vector<double> height) {
    bars_.push_back({colour, std::move(from), std::move(to), std::move(height)});
}

void Plot::limit_y(double low, double high) {
    y_limit_low_ = low;
    y_limit_high_ = high;
}

std::string Plot::svg(const std::string& id) const {
    // Step 1. The ranges: every x; every y, those beyond the limits at the limit.
    Range xr, yr;
    auto add_y = [&](double y) {
        const double clamped = std::min(std::max(y, y_limit_low_), y_limit_high_);
        if (std::isfinite(clamped)) yr.add(clamped);
    };
    for (const Series& l : lines_)
        for (const PlotPoint& p : l.points) {
            xr.add(p.x);
            add_y(p.y);
        }
    for (const Band& b : bands_)
        for (size_t i = 0; i < b.x.size(); ++i) {
            xr.add(b.x[i]);
            add_y(b.low[i]);
            add_y(b.high[i]);
        }
    for (const Guide& g : guides_) add_y(g.y);
    for (const Bars& b : bars_)
        for (size_t i = 0; i < b.from.size(); ++i) {
            xr.add(b.from[i]);
            xr.add(b.to[i]);
            add_y(0);
            add_y(b.height[i]);
        }
    const double x_step = xr.round_out(), y_step = yr.round_out();
    const double plot_w = WIDTH - LEFT - RIGHT, plot_h = HEIGHT - TOP - BOTTOM;
    // Data to drawing coordinates (y clamped to the range), as numbers and as attribute text.
    auto px = [&](double x) { return LEFT + (x - xr.low) / (xr.high - xr.low) * plot_w; };
    auto py = [&](double y) {
        const double c = std::isnan(y) ? yr.low : std::min(std::max(y, yr.low), yr.high);
        return TOP + plot_h - (c - yr.low) / (yr.high - yr.low) * plot_h;
    };
    auto sx = [&](double x) { return num(px(x)); };
    auto sy = [&](double y) { return num(py(y)); };

    // Step 2. Title, legend, grid and axes.
    std::string s = "<svg id=\"" + html_escape(id) + "\" class=\"plot\" viewBox=\"0 0 " +
                    num(WIDTH, "%.0f") + " " + num(HEIGHT, "%.0f") +
                    "\" role=\"img\" aria-label=\"" + html_escape(title_) + "\">\n";
    s += "<text class=\"plot-title\" x=\"" + num(LEFT) + "\" y=\"16\">" + html_escape(title_) +
         "</text>\n";
    double legend_x = LEFT;
    auto legend = [&](const std::string& label, const std::string& colour, double opacity) {
        if (label.empty()) return;
        s += "<rect x=\"" + num(legend_x) + "\" y=\"25\" width=\"14\" height=\"9\" fill=\"" +
             colour + "\" fill-opacity=\"" + num(opacity, "%.2f") + "\"/><text x=\"" +
             num(legend_x + 18) + "\" y=\"33\">" + html_escape(label) + "</text>\n";
        legend_x += 30 + 6.2 * double(label.size());
    };
    for (const Series& l : lines_) legend(l.label, l.colour, 1);
    for (const Band& b : bands_) legend(b.label, b.colour, 0.25);
    const char* y_fmt = tick_format(y_step);
    for (double y = yr.low; y <= yr.high + y_step / 2; y += y_step) {
        s += "<line class=\"grid\" x1=\"" + num(LEFT) + "\" x2=\"" + num(LEFT + plot_w) +
             "\" y1=\"" + sy(y) + "\" y2=\"" + sy(y) + "\"/><text class=\"tick\" x=\"" +
             num(LEFT - 6) + "\" y=\"" + sy(y) + "\" dy=\"4\" text-anchor=\"end\">" +
             num(y, y_fmt) + "</text>\n";
    }
    const char* x_fmt = tick_format(x_step);
    for (double x = xr.low; x <= xr.high + x_step / 2; x += x_step)
        s += "<text class=\"tick\" x=\"" + sx(x) + "\" y=\"" + num(TOP + plot_h + 16) +
             "\" text-anchor=\"middle\">" + num(x, x_fmt) + "</text>\n";
    s += "<path class=\"axis\" d=\"M" + num(LEFT) + " " + num(TOP) + " V" + num(TOP + plot_h) +
         " H" + num(LEFT + plot_w) + "\"/>\n";
    s += "<text class=\"axis-label\" x=\"" + num(LEFT + plot_w / 2) + "\" y=\"" + num(HEIGHT - 6) +
         "\" text-anchor=\"middle\">" + html_escape(x_label_) + "</text>\n";
    s += "<text class=\"axis-label\" transform=\"translate(14 " + num(TOP + plot_h / 2) +
         ") rotate(-90)\" text-anchor=\"middle\">" + html_escape(y_label_) + "</text>\n";

    // Step 3. The data: bars, bands, guides, then lines on top.
    for (const Bars& b : bars_)
        for (size_t i = 0; i < b.from.size(); ++i) {
            const double top = py(b.height[i]), width = px(b.to[i]) - px(b.from[i]) - 1;
            s += "<rect x=\"" + sx(b.from[i]) + "\" y=\"" + num(top) + "\" width=\"" +
                 num(std::max(0.0, width)) + "\" height=\"" + num(py(0) - top) + "\" fill=\"" +
                 b.colour + "\"/>\n";
        }
    for (const Band& b : bands_) {
        if (b.x.empty()) continue;
        std::string d;
        for (size_t i = 0; i < b.x.size(); ++i)
            d += (i ? " L" : "M") + sx(b.x[i]) + " " + sy(b.high[i]);
        for (size_t i = b.x.size(); i-- > 0;) d += " L" + sx(b.x[i]) + " " + sy(b.low[i]);
        s += "<path d=\"" + d + " Z\" fill=\"" + b.colour + "\" fill-opacity=\"0.25\"/>\n";
    }
    for (const Guide& g : guides_) {
        s += "<line x1=\"" + num(LEFT) + "\" x2=\"" + num(LEFT + plot_w) + "\" y1=\"" + sy(g.y) +
             "\" y2=\"" + sy(g.y) + "\" stroke=\"" + g.colour +
             "\" stroke-dasharray=\"6 4\"/><text class=\"tick\" x=\"" + num(LEFT + plot_w - 4) +
             "\" y=\"" + sy(g.y) + "\" dy=\"-4\" text-anchor=\"end\">" + html_escape(g.label) +
             "</text>\n";
    }
    for (const Series& l : lines_) {
        if (l.points.empty()) continue;
        std::string pts;
        for (const PlotPoint& p : l.points) pts += sx(p.x) + "," + sy(p.y) + " ";
        pts.pop_back();
        s += "<polyline points=\"" + pts + "\" fill=\"none\" stroke=\"" + l.colour +
             "\" stroke-width=\"2\"/>\n";
    }
    return s + "</svg>\n";
}

}  // namespace arena
