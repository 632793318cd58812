#include "bot/arena/html_report.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "bot/arena/analysis/replay.h"
#include "bot/arena/analysis/win_rate.h"
#include "bot/arena/position.h"
#include "bot/arena/report.h"
#include "bot/arena/report_css.h"
#include "bot/arena/report_js.h"
#include "bot/arena/svg_plot.h"
#include "bot/gtp/vertex.h"

namespace arena {

namespace {

using nlohmann::json;

const char* const COLOUR_A = "#1f6fb4";
const char* const COLOUR_B = "#c8372d";

const char* const REPLAYER = R"html(
<section id="replay">
<h2>Replay</h2>
<div id="replayer" data-game="" data-move="">
<div id="replay-title"></div>
<div class="replay-body">
<div id="board" class="board"></div>
<div class="replay-side">
<div class="controls"><button id="first" title="first (Home)">|&#x25C0;</button><button id="prev"
 title="previous (&#x2190;)">&#x25C0;</button><button id="next"
 title="next (&#x2192;)">&#x25B6;</button><button id="last" title="last (End)">&#x25B6;|</button></div>
<input type="range" id="slider" min="0" max="0" value="0" aria-label="move">
<div id="move-info" data-time=""></div>
<div id="move-debug"></div>
<div id="result-line"></div>
</div>
</div>
<div id="winrate-box">
<svg id="winrate" viewBox="0 0 560 170" role="img"
 aria-label="win rate at each move"></svg>
<div class="winrate-legend">Win rate of <span id="winrate-view"></span>, as each side's engine
reported it with its move (the second player's own estimate shown as 100% minus it):<span
 class="key b"></span><span id="winrate-legend-b"></span><span class="key w"></span><span
 id="winrate-legend-w"></span>; gaps: moves without a reported value; red: the move shown.</div>
</div>
</div>
</section>
)html";

std::string ms_text(double seconds) {
    return format("%.1f ms", 1000 * seconds);
}

std::string percent_text(double fraction) {
    return format("%.1f%%", 100 * fraction);
}

json finite_or_null(double v) {
    return std::isfinite(v) ? json(v) : json(nullptr);
}

// A summary figure (html_report.h): `text` shown, `value` as the summary JSON writes it.
std::string figure(const std::string& path, const json& value, const std::string& text) {
    return "<span data-figure=\"" + path + "\" data-value=\"" +
           html_escape(value.dump(-1, ' ', false, json::error_handler_t::replace)) + "\">" +
           html_escape(text) + "</span>";
}

// "W-D-L" of a tally, each count a figure under `prefix` ("" or "a_first.").
std::string wdl_figures(const Tally& t, const std::string& prefix) {
    return figure(prefix + "wins", t.wins, std::to_string(t.wins)) + "-" +
           figure(prefix + "draws", t.draws, std::to_string(t.draws)) + "-" +
           figure(prefix + "losses", t.losses, std::to_string(t.losses));
}

// "+12.3 [-40.1, +70.2]" of a tally with games.
std::string elo_interval_text(const EloEstimate& e) {
    return elo_text(e.elo) + " [" + elo_text(e.low) + ", " + elo_text(e.high) + "]";
}

// The report's state after each game, games in the order of their index.
struct Progress {
    std::vector<double> games, elo, low, high, llr;
};

Progress progress_of(const MatchSummary& s) {
    Progress p;
    MatchReport step(s.config, s.sprt);
    for (const auto& [index, record] : s.games) {
        step.add(index, record);
        const EloEstimate e = estimate_elo(step.tally());
        p.games.push_back(step.tally().games());
        p.elo.push_back(e.elo);
        p.low.push_back(e.low);
        p.high.push_back(e.high);
        if (std::optional<SprtState> st = step.sprt_state()) p.llr.push_back(st->llr);
    }
    return p;
}

std::string summary_section(const MatchSummary& s, const MatchReport& r) {
    const MatchConfig& c = s.config;
    std::string h = "<section id=\"summary\">\n<h2>Summary</h2>\n<p class=\"setup\">" +
                    std::string(game_name(c.game)) + ", " +
                    figure("games", r.tally().games(), std::to_string(r.tally().games())) + " of " +
                    std::to_string(c.games) + " games, " + format("%.3f s", c.clock.time) +
                    " a move (first move " + format("%.3f s", c.clock.first_time) + "), seed " +
                    std::to_string(c.seed);
    if (!c.shard.whole()) h += ", " + html_escape(shard_text(c.shard, c.games));
    h += "</p>\n<table class=\"figures\">\n<thead><tr><th>A against B</th><th>games</th>"
         "<th>W-D-L</th><th>score</th><th>Elo A &minus; B, 95% interval</th><th>LOS</th></tr>"
         "</thead>\n<tbody>\n";
    const Tally& t = r.tally();
    h += "<tr><th>all games</th><td>" + std::to_string(t.games()) + "</td><td>" +
         wdl_figures(t, "") + "</td>";
    if (t.games() > 0) {
        const EloEstimate e = estimate_elo(t);
        h += "<td>" + figure("score", t.score(), percent_text(t.score())) + "</td><td>" +
             figure("elo", finite_or_null(e.elo), elo_text(e.elo)) + " [" +
             figure("elo_low", finite_or_null(e.low), elo_text(e.low)) + ", " +
             figure("elo_high", finite_or_null(e.high), elo_text(e.high)) + "]" +
             (e.method == IntervalMethod::WILSON ? " (Wilson)" : "") + "</td><td>" +
             figure("los", likelihood_of_superiority(t),
                    percent_text(likelihood_of_superiority(t))) +
             "</td>";
    } else {
        h += "<td></td><td></td><td></td>";
    }
    h += "</tr>\n";
    for (int seat = 0; seat < 2; ++seat) {
        const Tally& st = r.tally_by_seat(seat);
        h += std::string("<tr><th>A moving ") + (seat == 0 ? "first" : "second") + "</th><td>" +
             std::to_string(st.games()) + "</td><td>" +
             wdl_figures(st, seat == 0 ? "a_first." : "a_second.") + "</td><td>" +
             (st.games() > 0 ? percent_text(st.score()) : "") + "</td><td>" +
             (st.games() > 0 ? elo_interval_text(estimate_elo(st)) : "") + "</td><td></td></tr>\n";
    }
    h += "</tbody></table>\n";
    if (s.sprt) {
        const SprtConfig& sp = *s.sprt;
        h += "<p class=\"sprt\">SPRT elo0 " + format("%g", sp.elo0) + ", elo1 " +
             format("%g", sp.elo1) + ", alpha " + format("%g", sp.alpha) + ", beta " +
             format("%g", sp.beta) + ": ";
        if (std::optional<SprtState> st = r.sprt_state()) {
            const char* decision = decision_name(st->decision);
            h += "LLR " + figure("sprt.llr", st->llr, format("%.2f", st->llr)) + " in [" +
                 figure("sprt.lower", st->lower, format("%.2f", st->lower)) + ", " +
                 figure("sprt.upper", st->upper, format("%.2f", st->upper)) + "], " +
                 figure("sprt.decision", decision, decision_text(st->decision));
        } else {
            h += "no test on a shard (the merge of the shards tests the whole match)";
        }
        h += "</p>\n";
    }
    h += "<table class=\"players\">\n<thead><tr><th></th><th class=\"text\">player</th>"
         "<th class=\"text\">spec</th><th>moves</th><th>median time</th><th>max time</th>"
         "<th class=\"text\">losses by rule</th></tr></thead>\n<tbody>\n";
    for (int i = 0; i < 2; ++i) {
        const PlayerReport& p = r.player(i);
        const std::string key = i == 0 ? "A." : "B.";
        std::string losses;
        for (const auto& [reason, count] : p.rule_losses)
            losses += (losses.empty() ? "" : ", ") + reason + " " + std::to_string(count);
        h += "<tr><th>" + std::string(i == 0 ? "A" : "B") + "</th><td class=\"text\">" +
             figure(key + "name", p.name, p.name) + "</td><td class=\"text\">" +
             html_escape(p.spec) + "</td><td>" +
             figure(key + "moves", p.times.size(), std::to_string(p.times.size())) + "</td><td>" +
             figure(key + "time_median", median(p.times), ms_text(median(p.times))) + "</td><td>" +
             figure(key + "time_max", p.time_max(), ms_text(p.time_max())) +
             "</td><td class=\"text\">" + html_escape(losses.empty() ? "none" : losses) +
             "</td></tr>\n";
    }
    return h + "</tbody></table>\n</section>\n";
}

// The Elo estimate and its 95% interval after each game.
std::string elo_plot(const Progress& p) {
    Plot plot("Elo of A against B after each game", "games", "Elo");
    plot.band("95% interval", COLOUR_A, p.games, p.low, p.high);
    std::vector<PlotPoint> points;
    for (size_t i = 0; i < p.games.size(); ++i) points.push_back({p.games[i], p.elo[i]});
    plot.line("estimate", COLOUR_A, points);
    plot.guide(0, "equal", "#777");
    // An early interval reaches thousands of Elo or infinity: drawn at +/-1000.
    plot.limit_y(-1000, 1000);
    return plot.svg("plot-elo");
}

// The SPRT's LLR after each game between its bounds. Precondition: the report has an SPRT state.
std::string sprt_plot(const Progress& p, const MatchReport& r) {
    const SprtState end = *r.sprt_state();
    Plot plot("SPRT log-likelihood ratio after each game", "games", "LLR");
    std::vector<PlotPoint> points;
    for (size_t i = 0; i < p.llr.size(); ++i) points.push_back({p.games[i], p.llr[i]});
    plot.line("LLR", COLOUR_A, points);
    plot.guide(end.upper, "H1 accepted above " + format("%.2f", end.upper), "#1a7f37");
    plot.guide(end.lower, "H0 accepted below " + format("%.2f", end.lower), COLOUR_B);
    return plot.svg("plot-sprt");
}

// Each player's median think time at each move number (from 1), over the games with times.
std::string time_plot(const MatchSummary& s, const MatchReport& r) {
    std::map<size_t, std::vector<double>> by_move[2];
    for (const auto& [index, record] : s.games) {
        const int a_seat = a_moves_first(index) ? 0 : 1;
        for (size_t k = 0; k < record.times.size(); ++k)
            by_move[int(k % 2) == a_seat ? 0 : 1][k + 1].push_back(1000 * record.times[k]);
    }
    Plot plot("Median think time at each move", "move number", "ms");
    for (int i = 0; i < 2; ++i) {
        std::vector<PlotPoint> points;
        for (const auto& [move, ms] : by_move[i]) points.push_back({double(move), median(ms)});
        plot.line((i == 0 ? "A " : "B ") + r.player(i).name, i == 0 ? COLOUR_A : COLOUR_B, points);
    }
    return plot.svg("plot-time");
}

// The histogram of game lengths, in at most about 20 bins of whole moves.
std::string length_plot(const MatchSummary& s) {
    size_t shortest = SIZE_MAX, longest = 0;
    for (const auto& [index, record] : s.games) {
        shortest = std::min(shortest, record.moves.size());
        longest = std::max(longest, record.moves.size());
    }
    const size_t width = std::max<size_t>(1, (longest - std::min(shortest, longest) + 20) / 20);
    std::map<size_t, double> bins;
    for (const auto& [index, record] : s.games) bins[(record.moves.size() - shortest) / width] += 1;
    std::vector<double> from, to, count;
    for (const auto& [bin, n] : bins) {
        from.push_back(double(shortest + bin * width));
        to.push_back(double(shortest + (bin + 1) * width));
        count.push_back(n);
    }
    Plot plot("Game lengths",
              width == 1 ? "moves" : "moves (bins of " + std::to_string(width) + ")", "games");
    plot.bars(COLOUR_A, from, to, count);
    return plot.svg("plot-lengths");
}

std::string plots_section(const MatchSummary& s, const MatchReport& r) {
    const Progress p = progress_of(s);
    return "<section id=\"plots\">\n<h2>Plots</h2>\n<div class=\"plots\">\n" + elo_plot(p) +
           (p.llr.empty() ? "" : sprt_plot(p, r)) + time_plot(s, r) + length_plot(s) +
           "</div>\n</section>\n";
}

std::string games_section(const MatchSummary& s) {
    const bool nogo = s.config.game == Game::NOGO;
    std::string h =
        "<section id=\"games\">\n<h2>Games</h2>\n<div class=\"games-scroll\">\n"
        "<table id=\"games-table\">\n<thead><tr><th>#</th><th class=\"text\">id</th>"
        "<th class=\"text\">" +
        std::string(nogo ? "black" : "first") + "</th><th class=\"text\">" +
        (nogo ? "white" : "second") +
        "</th><th>moves</th><th class=\"text\">result</th><th class=\"text\">reason</th>"
        "<th class=\"text\">A</th><th title=\"the move after which the loser's own win rate "
        "stayed below 50%\">loser &lt;50%</th></tr></thead>\n<tbody>\n";
    for (const auto& [index, r] : s.games) {
        const bool a_first = a_moves_first(index);
        const char* a_result = r.result == Result::DRAW                 ? "draw"
                               : (r.result == Result::FIRST) == a_first ? "win"
                                                                        : "loss";
        const char* winner = r.result == Result::DRAW    ? "draw"
                             : r.result == Result::FIRST ? (nogo ? "black" : "first")
                                                         : (nogo ? "white" : "second");
        h += "<tr data-game=\"" + html_escape(r.id) + "\"><td>" + std::to_string(index + 1) +
             "</td><td class=\"text\"><a href=\"#game=" + html_escape(r.id) + "\">" +
             html_escape(r.id) + "</a></td><td class=\"text\">" + html_escape(r.players[0]) +
             "</td><td class=\"text\">" + html_escape(r.players[1]) + "</td><td>" +
             std::to_string(r.moves.size()) + "</td><td class=\"text\">" + winner +
             "</td><td class=\"text\">" + html_escape(r.reason) + "</td><td class=\"text " +
             a_result + "\">" + a_result + "</td>";
        const std::string crossing = crossing_text(loser_crossing(r));
        h += "<td data-crossing=\"" + crossing + "\">" + crossing + "</td></tr>\n";
    }
    return h + "</tbody></table>\n</div>\n</section>\n";
}

// Every game for the replayer: setup, players, moves, times, debug lines, the win rates for the
// graph (win_rate.h: the first player's view, null where none was reported), and the lines the
// terminal replay prints (replay.h), the NoGo moves with their GTP vertex.
std::string games_json(const MatchSummary& s) {
    json games = json::array();
    for (const auto& [index, r] : s.games) {
        json lines = json::array(), moves = json::array(), forbidden = json::array();
        for (size_t k = 0; k < r.moves.size(); ++k) {
            const Move m = r.moves[k];
            std::string line = move_line(r, k);
            if (r.game == Game::NOGO) line += ", " + bot::vertex_text(nogo::make_point(m.x, m.y));
            lines.push_back(line);
            moves.push_back({m.x, m.y});
        }
        for (const Move& f : r.forbidden) forbidden.push_back({f.x, f.y});
        json win_rates = json::array();
        for (const std::optional<double>& v : first_player_win_rates(r))
            win_rates.push_back(v ? json(*v) : json(nullptr));
        games.push_back({{"id", r.id},
                         {"index", index},
                         {"game", game_name(r.game)},
                         {"rows", r.rows},
                         {"cols", r.cols},
                         {"forbidden", forbidden},
                         {"moves", moves},
                         {"times", r.times},
                         {"debug", r.debug},
                         {"win_rates", win_rates},
                         {"names", {r.players[0], r.players[1]}},
                         {"lines", lines},
                         {"header", "Game " + std::to_string(index + 1) + ": " + game_header(r)},
                         {"result", result_line(r)}});
    }
    std::string text = json{{"games", games}}.dump(-1, ' ', false, json::error_handler_t::replace);
    // Inside <script> the text must not close the element: "</" becomes JSON's "<\/".
    for (size_t at = 0; (at = text.find("</", at)) != std::string::npos; at += 3)
        text.replace(at, 2, "<\\/");
    return text;
}

}  // namespace

core::Expected<bool> check_same_games(const MatchSummary& summary,
                                      const std::vector<GameRecord>& records,
                                      const std::string& records_name) {
    std::map<std::string, const GameRecord*> by_id;
    for (const auto& [index, r] : summary.games) by_id[r.id] = &r;
    std::map<std::string, bool> seen;
    for (const GameRecord& r : records) {
        const auto it = by_id.find(r.id);
        if (it == by_id.end())
            return core::Error{records_name + " holds game " + r.id + ", which " + summary.name +
                               " does not: they are not the same match"};
        if (!seen.emplace(r.id, true).second)
            return core::Error{records_name + " holds game " + r.id + " twice"};
        if (to_json_line(r) != to_json_line(*it->second))
            return core::Error{"game " + r.id + " of " + records_name + " differs from " +
                               summary.name + "'s"};
    }
    for (const auto& [id, r] : by_id)
        if (!seen.count(id))
            return core::Error{summary.name + "'s game " + id + " is not in " + records_name};
    return true;
}

core::Expected<std::string> html_report(const MatchSummary& summary) {
    MatchReport report(summary.config, summary.sprt);
    for (const auto& [index, r] : summary.games) {
        if (r.game != summary.config.game)
            return core::Error{summary.name + ": game " + r.id + " is " + game_name(r.game) +
                               ", the match " + game_name(summary.config.game)};
        core::Expected<Position> end = Position::after(r, r.moves.size());
        if (!end) return core::Error{summary.name + ": game " + r.id + ": " + end.error()};
        report.add(index, r);
    }
    const std::string title = "Match " + std::string(game_name(summary.config.game)) + ": A " +
                              report.player(0).name + " against B " + report.player(1).name;
    std::string h =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        "<link rel=\"icon\" href=\"data:,\">\n<title>" +
        html_escape(title) + "</title>\n<style>" + REPORT_CSS + "</style>\n</head>\n<body>\n<h1>" +
        html_escape(title) + "</h1>\n";
    h += summary_section(summary, report);
    h += plots_section(summary, report);
    h += "<div class=\"games-and-replay\">\n" + games_section(summary) + REPLAYER + "</div>\n";
    h += "<script type=\"application/json\" id=\"match-data\">" + games_json(summary) +
         "</script>\n<script>" + REPORT_JS + "</script>\n</body>\n</html>\n";
    return h;
}

}  // namespace arena
