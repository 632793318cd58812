// The HTML report without a browser: a self-contained page, its summary figures, the check that
// records are the summary's games, and refusals. html_report_browser_test.cpp loads pages in
// Chromium.
#include <doctest/doctest.h>

#include <limits>

#include "bot/arena/html_report.h"
#include "bot/arena/merge.h"
#include "bot/arena/report.h"
#include "bot/arena/svg_plot.h"
#include "tests/arena/shared_games.h"

using arena::Game;
using arena::GameRecord;

namespace {

// A summary of the first `games` shared NoGo games as a match of "A" against "B" (A first in
// even games), through the JSON that `arena match --json` writes.
arena::MatchSummary shared_summary(int games, const std::string& a_name = "A") {
    const std::vector<GameRecord> shared = shared_games("nogo.jsonl");
    arena::MatchConfig c;
    c.games = games;
    c.players[0].name = a_name;
    c.players[0].text = "cmd:a";
    c.players[1].name = "B";
    c.players[1].text = "cmd:b";
    arena::MatchReport report(c, arena::SprtConfig{0, 50, 0.05, 0.05});
    for (int i = 0; i < games; ++i) report.add(i, shared[size_t(i)]);
    core::Expected<arena::MatchSummary> s = arena::parse_summary(report.json(), "summary.json");
    REQUIRE_MESSAGE(s.ok(), s.error());
    return *s;
}

size_t count(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = 0; (at = text.find(what, at)) != std::string::npos; at += what.size()) ++n;
    return n;
}

std::vector<GameRecord> records_of(const arena::MatchSummary& s) {
    std::vector<GameRecord> out;
    for (const auto& [index, r] : s.games) out.push_back(r);
    return out;
}

}  // namespace

TEST_CASE("the report is one page that fetches nothing, with figures and every game") {
    const arena::MatchSummary s = shared_summary(10, "A</script><b>");
    core::Expected<std::string> page = arena::html_report(s);
    REQUIRE_MESSAGE(page.ok(), page.error());
    for (const char* remote : {"http:", "https:", "://", "src=", "url(", "@import", "@font-face"})
        CHECK_MESSAGE(page->find(remote) == std::string::npos, remote);
    CHECK(count(*page, "<link ") == 1);  // the empty icon, so that no favicon is asked for
    CHECK(page->find("<link rel=\"icon\" href=\"data:,\">") != std::string::npos);
    // A player's name cannot end the script holding the games, nor make markup.
    CHECK(count(*page, "</script>") == 2);
    CHECK(page->find("<b>") == std::string::npos);
    CHECK(page->find("A&lt;/script&gt;&lt;b&gt;") != std::string::npos);
    for (const auto& [index, r] : s.games)
        CHECK(page->find("<tr data-game=\"" + r.id + "\">") != std::string::npos);
    CHECK(count(*page, "<svg ") == 5);  // Elo, SPRT, time per move, game lengths, win rate
    arena::MatchReport full(s.config, s.sprt);
    for (const auto& [index, r] : s.games) full.add(index, r);
    CHECK(page->find("data-figure=\"wins\" data-value=\"" + std::to_string(full.tally().wins) +
                     "\"") != std::string::npos);
    CHECK(page->find("data-figure=\"sprt.decision\"") != std::string::npos);
}

TEST_CASE("a shard's report has no SPRT state and no SPRT plot") {
    arena::MatchSummary s = shared_summary(4);
    s.config.games = 8;
    s.config.shard = arena::Shard{1, 2};
    const std::string page = *arena::html_report(s);
    CHECK(page.find("no test on a shard") != std::string::npos);
    CHECK(page.find("data-figure=\"sprt.") == std::string::npos);
    CHECK(count(page, "<svg ") == 4);
}

TEST_CASE("records must be the summary's games") {
    const arena::MatchSummary s = shared_summary(4);
    std::vector<GameRecord> records = records_of(s);
    std::swap(records[0], records[3]);  // any order
    CHECK(arena::check_same_games(s, records, "r.jsonl").ok());

    std::vector<GameRecord> fewer(records.begin(), records.end() - 1);
    CHECK(arena::check_same_games(s, fewer, "r.jsonl").error() ==
          "summary.json's game " + records.back().id + " is not in r.jsonl");
    std::vector<GameRecord> twice = records;
    twice.push_back(records[1]);
    CHECK(arena::check_same_games(s, twice, "r.jsonl").error() ==
          "r.jsonl holds game " + records[1].id + " twice");
    std::vector<GameRecord> other = records;
    other[2].moves.pop_back();
    CHECK(arena::check_same_games(s, other, "r.jsonl").error() ==
          "game " + other[2].id + " of r.jsonl differs from summary.json's");
    std::vector<GameRecord> stranger = records;
    stranger[0].id = "elsewhere";
    CHECK(arena::check_same_games(s, stranger, "r.jsonl").error() ==
          "r.jsonl holds game elsewhere, which summary.json does not: they are not the same "
          "match");
}

TEST_CASE("a summary with an illegal game or a game of the other kind is refused") {
    arena::MatchSummary s = shared_summary(2);
    GameRecord& first = s.games.begin()->second;
    const std::string id = first.id;
    first.moves.push_back(first.moves.front());
    first.times.clear();
    CHECK(arena::html_report(s).error() == "summary.json: game " + id + ": move " +
                                               std::to_string(first.moves.size()) +
                                               " is played after the end");
    first.moves.pop_back();
    first.game = Game::CONNECT4;
    CHECK(arena::html_report(s).error() ==
          "summary.json: game " + id + " is connect4, the match nogo");
}

TEST_CASE(
    "SVG plots: ticks on round numbers, infinite values and those beyond limits at the edge") {
    arena::Plot p("t<", "x", "y");
    p.line("l", "#000", {{1, 10}, {2, 20}, {3, 30}, {4, std::numeric_limits<double>::infinity()}});
    const std::string svg = p.svg("id");
    CHECK(svg.rfind("<svg id=\"id\" class=\"plot\" viewBox=\"0 0 600 280\"", 0) == 0);
    CHECK(svg.find(">t&lt;</text>") != std::string::npos);
    // y from 10 to 30 in steps of 5, x from 1 to 4 in whole steps; +inf drawn at the top.
    for (const char* tick : {">10</text>", ">15</text>", ">30</text>", ">1</text>", ">4</text>"})
        CHECK_MESSAGE(svg.find(tick) != std::string::npos, tick);
    CHECK(svg.find(">1.5</text>") == std::string::npos);
    CHECK(svg.find("<polyline points=\"62.0,238.0 236.0,141.0 410.0,44.0 584.0,44.0\"") !=
          std::string::npos);

    arena::Plot limited("t", "x", "y");
    limited.line("l", "#000", {{1, -5000}, {2, 100}});
    limited.limit_y(-1000, 1000);
    const std::string clipped = limited.svg("id");
    CHECK(clipped.find(">-1000</text>") != std::string::npos);
    CHECK(clipped.find(">-5000</text>") == std::string::npos);
    CHECK(arena::html_escape("<a href=\"x\">'&'</a>") ==
          "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
}
