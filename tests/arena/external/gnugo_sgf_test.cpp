// Our SGF read by a real SGF reader nobody here wrote: GNU Go (Debian's gnugo) loads the files
// that `arena sgf` writes and lists the stones, which must be the stones our NoGo rule engine
// (nogo/board.h) has after the same moves. NoGo never captures, so Go's rules replay the moves
// unchanged. The games: every shared game (../shared/games/nogo.jsonl) and a game played here by
// the engine built-in, whose comments carry debug lines, with "]" and "\" in its names and debug
// lines (escaped in the SGF).
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "bot/arena/players/player.h"
#include "bot/arena/position.h"
#include "bot/arena/referee.h"
#include "bot/gtp/vertex.h"
#include "tests/arena/external/external_tool.h"

using arena::GameRecord;

namespace {

// A NoGo game of the engine built-in against the greedy player, with awkward names and every
// debug line given a "]" and a "\".
GameRecord engine_game() {
    GameRecord setup;
    setup.id = "nogo-live";
    setup.players[0] = "en]gine\\";
    setup.players[1] = "[greedy]";
    auto make = [](const char* spec) -> std::unique_ptr<arena::Player> {
        core::Expected<std::unique_ptr<arena::Player>> p = arena::make_player(
            *arena::parse_player_spec(spec, arena::Game::NOGO), arena::Game::NOGO, 0);
        REQUIRE(p.ok());
        return std::move(*p);
    };
    auto engine = make("engine:iterations=40,memory=8");
    auto greedy = make("greedy");
    GameRecord r = arena::play_game(setup, *engine, *greedy, arena::TimeControl{2, 2});
    REQUIRE(r.debug.size() == r.moves.size());
    for (std::string& d : r.debug) d += " [v=0.5] \\ ]";
    return r;
}

// The stones GTP lists ("A1 J9 ...") as Botzone points.
std::set<int> points_of(const std::string& vertices) {
    std::set<int> out;
    std::istringstream in(vertices);
    for (std::string v; in >> v;) {
        const std::optional<nogo::Point> p = bot::parse_vertex(v);
        REQUIRE_MESSAGE(p.has_value(), v);
        out.insert(*p);
    }
    return out;
}

// The stones of `colour` after the first `count` moves, on our rule engine.
std::set<int> our_stones(const GameRecord& r, size_t count, nogo::Cell colour) {
    const arena::Position p = *arena::Position::after(r, count);
    std::set<int> out;
    for (int point = 0; point < nogo::POINTS; ++point)
        if (p.nogo().at(point) == colour) out.insert(point);
    return out;
}

// Runs GTP commands through gnugo; returns each response's text by its command id.
std::map<int, std::string> gnugo_session(const std::vector<std::string>& commands,
                                         const std::string& dir) {
    const std::string script = dir + "/commands.gtp";
    std::ofstream out(script);
    for (size_t i = 0; i < commands.size(); ++i) out << i + 1 << " " << commands[i] << "\n";
    out << "quit\n";
    out.close();
    const std::string text = run_command(external_tool + " --mode gtp < '" + script + "'");
    // Responses: "=ID text" or "?ID error", then an empty line.
    std::map<int, std::string> responses;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.size() < 2 || (line[0] != '=' && line[0] != '?')) continue;
        const size_t space = line.find(' ');
        const int id = std::atoi(line.substr(1, space).c_str());
        const std::string body = space == std::string::npos ? "" : line.substr(space + 1);
        if (id > 0) responses[id] = (line[0] == '?' ? "?" : "") + body;  // not quit's
    }
    return responses;
}

}  // namespace

TEST_CASE("gnugo loads the SGF of every game to the stones our NoGo rules give") {
    const std::string dir = fresh_directory("sgf-in-gnugo");
    core::Expected<std::vector<GameRecord>> shared =
        arena::read_records(std::string(GAMES_DIR) + "/nogo.jsonl");
    REQUIRE(shared.ok());
    std::vector<GameRecord> games = *shared;
    games.push_back(engine_game());
    const std::string records = dir + "/games.jsonl";
    {
        std::ofstream out(records);
        for (const GameRecord& r : games) out << arena::to_json_line(r) << "\n";
    }

    // One SGF per game through the command line, at the end and before a move in the middle;
    // the collection of all games, of which gnugo reads the first.
    std::vector<std::string> commands;
    struct Expect {
        size_t game, moves;
        int id;
    };
    std::vector<Expect> expected;
    for (size_t g = 0; g < games.size(); ++g) {
        const std::string file = dir + "/" + games[g].id + ".sgf";
        int status = -1;
        run_command(std::string(ARENA_BIN) + " sgf '" + records + "' " + std::to_string(g + 1) +
                        " -o '" + file + "'",
                    &status);
        REQUIRE(status == 0);
        const size_t n = games[g].moves.size();
        for (size_t moves : {n, n / 2}) {
            // "loadsgf FILE K" sets up the position before move K.
            commands.push_back("loadsgf " + file +
                               (moves == n ? "" : " " + std::to_string(moves + 1)));
            expected.push_back({g, moves, int(commands.size())});
            commands.push_back("list_stones black");
            commands.push_back("list_stones white");
        }
    }
    int status = -1;
    run_command(std::string(ARENA_BIN) + " sgf '" + records + "' -o '" + dir + "/all.sgf'",
                &status);
    REQUIRE(status == 0);
    commands.push_back("loadsgf " + dir + "/all.sgf");
    expected.push_back({0, games[0].moves.size(), int(commands.size())});
    commands.push_back("list_stones black");
    commands.push_back("list_stones white");

    const std::map<int, std::string> responses = gnugo_session(commands, dir);
    REQUIRE(responses.size() == commands.size());
    for (const Expect& e : expected) {
        const GameRecord& r = games[e.game];
        INFO(r.id << " after " << e.moves << " moves");
        // loadsgf answers the colour to move.
        CHECK(responses.at(e.id) == (e.moves % 2 == 0 ? "black" : "white"));
        CHECK(points_of(responses.at(e.id + 1)) == our_stones(r, e.moves, nogo::CELL_BLACK));
        CHECK(points_of(responses.at(e.id + 2)) == our_stones(r, e.moves, nogo::CELL_WHITE));
    }
    // The shared games alone fill the board with 67 to 76 stones: the comparison saw them all.
    CHECK(our_stones(games[0], games[0].moves.size(), nogo::CELL_BLACK).size() > 30);
}
