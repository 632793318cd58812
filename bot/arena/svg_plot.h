// Charts as inline SVG for the HTML match report (html_report.h): lines, a shaded band between
// two curves, horizontal guide lines and bars over one pair of axes with round-number ticks.
// Nothing but the SVG text: the page's stylesheet gives fonts and sizes.
#pragma once

#include <string>
#include <vector>

namespace arena {

struct PlotPoint {
    double x = 0;
    double y = 0;
};

class Plot {
  public:
    Plot(std::string title, std::string x_label, std::string y_label);

    // A curve through `points` (in order of x) with a legend entry.
    void line(const std::string& label, const std::string& colour, std::vector<PlotPoint> points);
    // The area between low[i] and high[i] over x[i] (all of one size), with a legend entry.
    void band(const std::string& label, const std::string& colour, std::vector<double> x,
              std::vector<double> low, std::vector<double> high);
    // A dashed horizontal line at y, labelled at its right end.
    void guide(double y, const std::string& label, const std::string& colour);
    // Bars: bar i covers [from[i], to[i]) on x, from 0 to height[i].
    void bars(const std::string& colour, std::vector<double> from, std::vector<double> to,
              std::vector<double> height);
    // Keeps y within [low, high]: values beyond a limit (infinite ones too) are drawn at it.
    // Without limits, infinite values are left out of the range and drawn at its edge.
    void limit_y(double low, double high);

    // The chart as one <svg> element with the given id, scaled to its container's width.
    std::string svg(const std::string& id) const;

  private:
    struct Series {
        std::string label, colour;
        std::vector<PlotPoint> points;
    };
    struct Band {
        std::string label, colour;
        std::vector<double> x, low, high;
    };
    struct Guide {
        double y;
        std::string label, colour;
    };
    struct Bars {
        std::string colour;
        std::vector<double> from, to, height;
    };
    std::string title_, x_label_, y_label_;
    std::vector<Series> lines_;
    std::vector<Band> bands_;
    std::vector<Guide> guides_;
    std::vector<Bars> bars_;
    double y_limit_low_, y_limit_high_;
};

// `text` with &, <, >, " and ' as character references, for HTML and SVG text and attributes.
std::string html_escape(const std::string& text);

}  // namespace arena
