// The HTML report rendered by a real browser: headless Chromium loads the pages `arena report`
// writes for small real matches (NoGo in two shards with SPRT, merged; Connect4 whole) and
// dumps the DOM its script built. Checked: every summary figure equals the summary JSON's, and
// the replayer opened by the URL fragment #game=ID&move=K shows, cell by cell, the position our
// rule engine has after K moves, the last move marked, its think time; the forbidden Connect4
// cell drawn; the win-rate graph under the board has a point for each move whose recorded debug
// line reports a value, at that move, in the first player's view, and none for the others, its
// cursor at the move shown; each game's row names where the loser's estimate crossed 50%.
// Screenshots of both pages are left in the build directory for people to look at.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "bot/arena/analysis/win_rate.h"
#include "bot/arena/position.h"
#include "bot/arena/record.h"
#include "tests/arena/external/external_tool.h"

using arena::GameRecord;
using nlohmann::json;

namespace {

const std::string ARENA = ARENA_BIN;

// Runs an arena command line; the test fails unless it exits 0.
void arena_ok(const std::string& arguments) {
    int status = -1;
    run_command(ARENA + " " + arguments + " 2>/dev/null", &status);
    REQUIRE_MESSAGE(status == 0, arguments);
}

// Chromium, headless, on a fresh profile and without any network of its own.
std::string chromium(const std::string& options, const std::string& url) {
    return run_command("profile=$(mktemp -d) && timeout 120 '" + external_tool +
                       "' --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
                       "--disable-background-networking --disable-component-update "
                       "--disable-sync --user-data-dir=\"$profile\" " +
                       options + " '" + url + "' 2>/dev/null; rm -rf \"$profile\"");
}

// The DOM after the page's script ran, without the scripts' text (whose source names the
// attributes it sets).
std::string dump_dom(const std::string& page, const std::string& fragment = "") {
    std::string dom = chromium("--dump-dom", "file://" + page + fragment);
    REQUIRE_MESSAGE(dom.find("</html>") != std::string::npos, "Chromium dumped no page");
    for (size_t at; (at = dom.find("<script")) != std::string::npos;) {
        const size_t end = dom.find("</script>", at);
        REQUIRE(end != std::string::npos);
        dom.erase(at, end + 9 - at);
    }
    return dom;
}

// The attribute `name` of an HTML start tag, with its character references undone.
std::string attribute(const std::string& tag, const std::string& name) {
    const std::string key = " " + name + "=\"";
    const size_t begin = tag.find(key);
    if (begin == std::string::npos) return "";
    const size_t from = begin + key.size(), end = tag.find('"', from);
    if (end == std::string::npos) return "";
    std::string v = tag.substr(from, end - from);
    const std::pair<const char*, const char*> refs[] = {
        {"&quot;", "\""}, {"&#39;", "'"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}};
    for (const auto& [ref, c] : refs)
        for (size_t at = 0; (at = v.find(ref, at)) != std::string::npos; ++at)
            v.replace(at, std::string(ref).size(), c);
    return v;
}

// Every start tag of `dom` (`<` a lowercase name, a space, attributes, `>`) that has attribute
// `name`.
std::vector<std::string> tags_with(const std::string& dom, const std::string& name) {
    std::vector<std::string> out;
    for (size_t at = dom.find('<'); at != std::string::npos; at = dom.find('<', at + 1)) {
        size_t space = at + 1;
        while (space < dom.size() && dom[space] >= 'a' && dom[space] <= 'z') ++space;
        if (space == at + 1 || space >= dom.size() || dom[space] != ' ') continue;
        const size_t end = dom.find('>', space);
        if (end == std::string::npos) break;
        const std::string tag = dom.substr(at, end + 1 - at);
        if (tag.find(name + "=\"", space - at) != std::string::npos) out.push_back(tag);
    }
    return out;
}

json read_json(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return json::parse(text.str());
}

// Every data-figure of the page equals the summary JSON at its path, and the figures named in
// `expected` are all there.
void check_figures(const std::string& dom, const json& summary,
                   const std::vector<std::string>& expected) {
    std::map<std::string, std::string> shown;
    for (const std::string& tag : tags_with(dom, "data-figure"))
        shown[attribute(tag, "data-figure")] = attribute(tag, "data-value");
    for (const std::string& path : expected) CHECK_MESSAGE(shown.count(path), path);
    for (const auto& [path, value] : shown) {
        INFO("figure " << path << " shows " << value);
        std::string slashes = path;
        std::replace(slashes.begin(), slashes.end(), '.', '/');
        json::json_pointer pointer("/" + slashes);
        REQUIRE(summary.contains(pointer));
        CHECK(json::parse(value) == summary.at(pointer));
    }
}

// The graph at `dom` shows `r`'s reported values: one point per move whose debug line reports
// one (win_rate.h), at its move number, by its side, in the first player's view; the cursor at
// `moves`.
void check_graph(const std::string& dom, const GameRecord& r, size_t moves) {
    std::map<size_t, std::pair<std::string, double>> expected;
    for (size_t k = 0; k < r.debug.size(); ++k)
        if (std::optional<double> v = arena::reported_value(r.debug[k]))
            expected[k + 1] = {k % 2 == 0 ? "b" : "w", k % 2 == 0 ? *v : 1 - *v};
    std::map<size_t, std::pair<std::string, double>> shown;
    for (const std::string& tag : tags_with(dom, "data-point")) {
        const size_t move = std::stoul(attribute(tag, "data-point"));
        CHECK_MESSAGE(!shown.count(move), "move " << move << " drawn twice");
        shown[move] = {attribute(tag, "data-side"),
                       std::strtod(attribute(tag, "data-winrate").c_str(), nullptr)};
    }
    CHECK(shown.size() == expected.size());
    for (const auto& [move, point] : expected) {
        INFO("move " << move);
        REQUIRE(shown.count(move));
        CHECK(shown[move].first == point.first);
        CHECK(shown[move].second == doctest::Approx(point.second).epsilon(1e-12));
    }
    const std::vector<std::string> cursor = tags_with(dom, "data-at");
    REQUIRE(cursor.size() == 1);
    CHECK(attribute(cursor[0], "data-at") == std::to_string(moves));
}

// The replayer's board at `fragment` is `r` after `moves` moves on our rule engine, cell by cell.
void check_board(const std::string& page, const GameRecord& r, size_t moves,
                 const std::string& fragment) {
    INFO(r.id << " at " << fragment);
    const std::string dom = dump_dom(page, fragment);
    const std::vector<std::string> replayer = tags_with(dom, "data-move");
    REQUIRE(!replayer.empty());
    CHECK(attribute(replayer[0], "data-game") == r.id);
    CHECK(attribute(replayer[0], "data-move") == std::to_string(moves));

    const arena::Position p = *arena::Position::after(r, moves);
    const std::vector<std::string> cells = tags_with(dom, "data-cell");
    CHECK(cells.size() == size_t(r.rows * r.cols));
    size_t marked = 0;
    for (const std::string& tag : cells) {
        int x = -1, y = -1;
        REQUIRE(std::sscanf(attribute(tag, "data-cell").c_str(), "%d,%d", &x, &y) == 2);
        char expected = '.';
        if (r.game == arena::Game::NOGO) {
            const nogo::Cell c = p.nogo().at(nogo::make_point(x, y));
            expected = c == nogo::CELL_BLACK ? 'b' : c == nogo::CELL_WHITE ? 'w' : '.';
        } else {
            const connect4::Board& b = p.connect4();
            const int bit = b.bit({x, y});
            expected = b.forbidden().test(bit)                ? 'x'
                       : b.stones(connect4::FIRST).test(bit)  ? 'b'
                       : b.stones(connect4::SECOND).test(bit) ? 'w'
                                                              : '.';
        }
        CHECK_MESSAGE(attribute(tag, "data-stone") == std::string(1, expected),
                      "cell " << x << "," << y);
        if (attribute(tag, "data-last") == "1") {
            ++marked;
            CHECK((moves > 0 && r.moves[moves - 1] == arena::Move{x, y}));
        }
    }
    CHECK(marked == (moves > 0 ? 1u : 0u));
    const std::vector<std::string> info = tags_with(dom, "data-time");
    REQUIRE(!info.empty());
    const std::string time = attribute(info[0], "data-time");
    if (moves == 0) {
        CHECK(time.empty());
    } else {
        CHECK(std::strtod(time.c_str(), nullptr) == r.times[moves - 1]);
    }
    check_graph(dom, r, moves);
}

// Each row of the games table names the crossing loser_crossing finds in its game.
void check_crossings(const std::string& dom, const std::vector<GameRecord>& games) {
    std::map<std::string, std::string> expected;
    for (const GameRecord& r : games)
        expected[r.id] = arena::crossing_text(arena::loser_crossing(r));
    std::vector<std::string> rows;
    for (const std::string& tag : tags_with(dom, "data-game"))
        if (tag.rfind("<tr ", 0) == 0) rows.push_back(attribute(tag, "data-game"));
    const std::vector<std::string> cells = tags_with(dom, "data-crossing");
    REQUIRE(rows.size() == games.size());
    REQUIRE(cells.size() == rows.size());
    for (size_t i = 0; i < rows.size(); ++i)
        CHECK_MESSAGE(attribute(cells[i], "data-crossing") == expected[rows[i]], rows[i]);
}

void screenshot(const std::string& page, const std::string& fragment, const std::string& png) {
    chromium("--screenshot=" + png + " --window-size=1200,1400 --hide-scrollbars",
             "file://" + page + fragment);
    std::ifstream in(png, std::ios::binary);
    std::string magic(8, '\0');
    REQUIRE_MESSAGE(in.read(&magic[0], 8), "no screenshot " << png);
    CHECK(magic == "\x89PNG\r\n\x1a\n");
    MESSAGE("screenshot of the report: " << png);
}

const std::vector<std::string> COMMON_FIGURES = {
    "games",         "wins",           "draws",
    "losses",        "score",          "elo",
    "elo_low",       "elo_high",       "los",
    "a_first.wins",  "a_first.draws",  "a_first.losses",
    "a_second.wins", "a_second.draws", "a_second.losses",
    "A.name",        "A.moves",        "A.time_median",
    "A.time_max",    "B.name",         "B.moves",
    "B.time_median", "B.time_max"};

}  // namespace

TEST_CASE("Chromium: a NoGo report of merged shards shows the summary and replays any move") {
    const std::string dir = fresh_directory("report-nogo");
    const std::string match =
        "match --game nogo --games 6 -j 1 --time 2 --seed 11 "
        "--sprt 0,200,0.05,0.05 "
        "engine:iterations=40,memory=8,name=engine greedy";
    for (int k = 1; k <= 2; ++k)
        arena_ok(match + " --shard " + std::to_string(k) + "/2 --json " + dir + "/shard-" +
                 std::to_string(k) + ".json");
    // merge exits 0 only when no shard or game is missing.
    arena_ok("merge " + dir + "/shard-2.json " + dir + "/shard-1.json --json " + dir +
             "/merged.json --records " + dir + "/merged.jsonl");
    const std::string page = dir + "/report.html";
    arena_ok("report " + dir + "/merged.json " + dir + "/merged.jsonl -o " + page);

    std::vector<std::string> figures = COMMON_FIGURES;
    for (const char* f : {"sprt.llr", "sprt.lower", "sprt.upper", "sprt.decision"})
        figures.push_back(f);
    const std::string dom = dump_dom(page);
    check_figures(dom, read_json(dir + "/merged.json"), figures);

    const std::vector<GameRecord> games = *arena::read_records(dir + "/merged.jsonl");
    REQUIRE(games.size() == 6);
    check_crossings(dom, games);
    const GameRecord& g = games[3];
    // The engine reports values and greedy none: the graph has points and gaps to check.
    const std::vector<std::optional<double>> rates = arena::first_player_win_rates(g);
    REQUIRE(std::count(rates.begin(), rates.end(), std::nullopt) > 0);
    REQUIRE(std::count(rates.begin(), rates.end(), std::nullopt) < std::ptrdiff_t(rates.size()));
    const size_t n = g.moves.size();
    for (size_t k : {size_t(0), size_t(1), size_t(2), n / 2, n - 1, n})
        check_board(page, g, k, "#game=" + g.id + "&move=" + std::to_string(k));
    check_board(page, g, n, "#game=" + g.id);                   // no move: the end
    check_board(page, g, n, "#game=" + g.id + "&move=100000");  // clamped
    check_board(page, games[0], games[0].moves.size(), "");     // no fragment: the first game
    screenshot(page, "#game=" + g.id + "&move=" + std::to_string(n / 2),
               std::string(OUTPUT_DIR) + "/arena-report-nogo.png");
}

TEST_CASE("Chromium: a Connect4 report draws each board's size and forbidden cell") {
    const std::string dir = fresh_directory("report-connect4");
    arena_ok("match --game connect4 --games 4 -j 1 --time 2 --seed 3 --json " + dir +
             "/summary.json --records " + dir +
             "/records.jsonl "
             "engine:iterations=40,memory=8,name=engine greedy");
    const std::string page = dir + "/report.html";
    arena_ok("report " + dir + "/summary.json " + dir + "/records.jsonl -o " + page);
    const std::string dom = dump_dom(page);
    check_figures(dom, read_json(dir + "/summary.json"), COMMON_FIGURES);

    const std::vector<GameRecord> games = *arena::read_records(dir + "/records.jsonl");
    REQUIRE(games.size() == 4);
    check_crossings(dom, games);
    for (const GameRecord* g : {&games[0], &games[3]}) {
        const size_t n = g->moves.size();
        for (size_t k : {size_t(0), size_t(1), n / 2, n})
            check_board(page, *g, k, "#game=" + g->id + "&move=" + std::to_string(k));
    }
    screenshot(page, "#game=" + games[0].id + "&move=" + std::to_string(games[0].moves.size()),
               std::string(OUTPUT_DIR) + "/arena-report-connect4.png");
}
