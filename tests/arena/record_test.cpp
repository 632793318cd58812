// Records: the shared games read unchanged and replay to their recorded results; the arena's own
// records round-trip; the protocol's inputs and the replay's drawings are as specified.
#include <doctest/doctest.h>

#include <sstream>

#include "bot/arena/analysis/replay.h"
#include "bot/arena/position.h"
#include "bot/arena/protocol.h"
#include "bot/arena/record.h"
#include "tests/arena/shared_games.h"

using arena::Game;
using arena::GameRecord;

TEST_CASE("the shared games are read unchanged and replay to their results") {
    for (const char* file : {"nogo.jsonl", "connect4.jsonl"}) {
        const std::vector<GameRecord> games = shared_games(file);
        CHECK(games.size() == (std::string(file) == "nogo.jsonl" ? 30u : 34u));
        for (const GameRecord& g : games) {
            core::Expected<arena::Position> end = arena::Position::after(g, g.moves.size());
            REQUIRE_MESSAGE(end.ok(), std::string(g.id + ": " + end.error()));
            if (g.reason == "resign") {
                CHECK(!end->is_terminal());
                continue;
            }
            REQUIRE_MESSAGE(end->is_terminal(), g.id);
            CHECK(end->result() == g.result);
            CHECK(end->end_reason() == g.reason);
        }
    }
}

TEST_CASE("records round-trip, with the arena's extra fields") {
    for (const char* file : {"nogo.jsonl", "connect4.jsonl"}) {
        for (const GameRecord& g : shared_games(file)) {
            core::Expected<GameRecord> again = arena::parse_record(arena::to_json_line(g));
            REQUIRE(again.ok());
            CHECK(again->game == g.game);
            CHECK(again->id == g.id);
            CHECK(again->players[0] == g.players[0]);
            CHECK(again->players[1] == g.players[1]);
            CHECK(again->rows == g.rows);
            CHECK(again->cols == g.cols);
            CHECK(again->forbidden == g.forbidden);
            CHECK(again->moves == g.moves);
            CHECK(again->result == g.result);
            CHECK(again->reason == g.reason);
        }
    }
    GameRecord r;
    r.game = Game::CONNECT4;
    r.id = "c4-0007";
    r.players[0] = "engine:kind=uct";
    r.players[1] = "cmd:./bot";
    r.rows = 10;
    r.cols = 11;
    r.forbidden = {{3, 5}};
    r.moves = {{9, 5}, {9, 4}};
    r.times = {0.25, 1.5};
    r.result = arena::Result::SECOND;
    r.reason = arena::REASON_TIMEOUT;
    r.loss_detail = "move 3 by engine:kind=uct (limit 1.000 s): no answer within the limit";
    core::Expected<GameRecord> again = arena::parse_record(arena::to_json_line(r));
    REQUIRE(again.ok());
    CHECK(again->times == r.times);
    CHECK(again->loss_detail == r.loss_detail);
    CHECK(again->reason == "timeout");
    CHECK(arena::is_rule_loss(again->reason));
}

TEST_CASE("bad record lines are rejected with a reason") {
    CHECK(arena::parse_record("{").error() == "not a JSON object");
    CHECK_FALSE(arena::parse_record(
        R"({"id":"x","black":"a","white":"b","moves":[[1]],"winner":"black","reason":"r"})"));
    CHECK_FALSE(arena::parse_record(
        R"({"id":"x","black":"a","white":"b","moves":[],"winner":"red","reason":"r"})"));
    CHECK_FALSE(arena::parse_record(
        R"({"id":"x","M":9,"N":9,"forbidden":[],"first":"a","second":"b","moves":[],"result":"first","reason":"r","times":[1]})"));
    CHECK(arena::read_records("/nonexistent/file.jsonl").error() ==
          "cannot open /nonexistent/file.jsonl");
}

TEST_CASE("Botzone inputs: full history and bare requests") {
    GameRecord g;
    g.moves = {{4, 4}, {0, 0}, {8, 8}};
    // Black before move 3 (index 2): requests (-1,-1) and white's (0,0); its response (4,4).
    CHECK(arena::full_input(g, 2) ==
          R"({"requests":[{"x":-1,"y":-1},{"x":0,"y":0}],"responses":[{"x":4,"y":4}]})");
    CHECK(arena::full_input(g, 1) == R"({"requests":[{"x":4,"y":4}],"responses":[]})");
    CHECK(arena::request_line(g, 3) == R"({"x":8,"y":8})");

    GameRecord c;
    c.game = Game::CONNECT4;
    c.rows = 10;
    c.cols = 11;
    c.forbidden = {{3, 5}};
    c.moves = {{9, 5}};
    CHECK(arena::full_input(c, 0) ==
          R"({"requests":[{"M":10,"N":11,"forbidden":[[3,5]],"x":-1,"y":-1}],"responses":[]})");
    CHECK(arena::full_input(c, 1) ==
          R"({"requests":[{"M":10,"N":11,"forbidden":[[3,5]],"x":9,"y":5}],"responses":[]})");
    CHECK(arena::request_line(c, 1) == R"({"M":10,"N":11,"forbidden":[[3,5]],"x":9,"y":5})");
}

TEST_CASE("responses are parsed strictly") {
    core::Expected<arena::Move> m =
        arena::parse_response(R"({"response":{"x":3,"y":4},"debug":"d"})");
    REQUIRE(m.ok());
    CHECK(m->x == 3);
    CHECK(m->y == 4);
    std::string data = "old";
    REQUIRE(arena::parse_response(R"({"response":{"x":1,"y":2},"data":"tree:17"})", &data).ok());
    CHECK(data == "tree:17");
    CHECK(arena::full_input(arena::GameRecord{}, 0, data) ==
          R"({"data":"tree:17","requests":[{"x":-1,"y":-1}],"responses":[]})");
    CHECK(arena::parse_response("3 4").error() == "output is not JSON");
    CHECK(arena::parse_response(R"({"x":3,"y":4})").error() == "output has no \"response\" object");
    CHECK(arena::parse_response(R"({"response":{"x":"3","y":4}})").error() ==
          "response is not {\"x\":int,\"y\":int}");
}

TEST_CASE("replay draws the board with the last move marked and exports a turn") {
    GameRecord c;
    c.game = Game::CONNECT4;
    c.id = "small";
    c.rows = 4;
    c.cols = 4;
    c.forbidden = {{3, 0}};
    c.moves = {{3, 1}, {2, 1}};
    // Rows x = 0..3 from the top; ● first, ○ second, ✕ forbidden, [ ] the last move.
    CHECK(arena::draw_position(c, 2) ==
          "     0  1  2  3  y\n"
          " 0  ·  ·  ·  · \n"
          " 1  ·  ·  ·  · \n"
          " 2  · [○] ·  · \n"
          " 3  ✕  ●  ·  · \n"
          " x\n");
    CHECK(
        *arena::export_turn(c, 3) ==
        R"({"requests":[{"M":4,"N":4,"forbidden":[[3,0]],"x":-1,"y":-1},{"x":2,"y":1}],"responses":[{"x":3,"y":1}]})");
    CHECK_FALSE(arena::export_turn(c, 4));
    CHECK_FALSE(arena::export_turn(c, 0));

    std::ostringstream out;
    std::istringstream in;
    c.result = arena::Result::DRAW;
    c.reason = "board-full";
    REQUIRE(arena::replay_game(c, out, in, false).ok());
    CHECK(out.str().find("Move 2: ○") != std::string::npos);

    const std::vector<GameRecord> games = shared_games("nogo.jsonl");
    CHECK(arena::select_record(games, "2")->id == games[1].id);
    CHECK(arena::select_record(games, games[5].id)->id == games[5].id);
    CHECK_FALSE(arena::select_record(games, "31"));
}

TEST_CASE("debug lines: parallel to the moves, written only when a move has one") {
    GameRecord r;
    r.id = "d";
    r.players[0] = "a";
    r.players[1] = "b";
    r.reason = "no-legal-move";
    arena::append_move(r, {4, 4}, 0.5, "");
    CHECK(r.debug.empty());
    CHECK(arena::to_json_line(r).find("debug") == std::string::npos);
    arena::append_move(r, {0, 0}, 0.25, "uct it=50");
    arena::append_move(r, {8, 8}, 0.125, "");
    CHECK(r.debug == std::vector<std::string>{"", "uct it=50", ""});
    CHECK(r.times == std::vector<double>{0.5, 0.25, 0.125});
    core::Expected<GameRecord> again = arena::parse_record(arena::to_json_line(r));
    REQUIRE(again.ok());
    CHECK(again->debug == r.debug);

    arena::truncate_moves(r, 1);
    CHECK(r.moves.size() == 1);
    CHECK(r.times.size() == 1);
    CHECK(r.debug == std::vector<std::string>{""});
    // A record whose lines are all empty writes none, and reads back without any.
    CHECK(arena::to_json_line(r).find("debug") == std::string::npos);

    CHECK_FALSE(arena::parse_record(
        R"({"id":"x","black":"a","white":"b","moves":[[1,1]],"winner":"black","reason":"r","debug":[]})"));
    CHECK_FALSE(arena::parse_record(
        R"({"id":"x","black":"a","white":"b","moves":[[1,1]],"winner":"black","reason":"r","debug":[3]})"));
    CHECK(
        arena::parse_record(
            R"({"id":"x","black":"a","white":"b","moves":[[1,1]],"winner":"black","reason":"r","debug":["d"]})")
            ->debug == std::vector<std::string>{"d"});
}

TEST_CASE("a debug line is one line of bounded length, cut between characters") {
    CHECK(arena::debug_line("a\nb\tc\r") == "a b c ");
    const std::string long_ascii(arena::MAX_DEBUG_BYTES + 50, 'x');
    CHECK(arena::debug_line(long_ascii).size() == arena::MAX_DEBUG_BYTES);
    // "é" is two bytes: with an odd limit a cut at the limit would split one.
    std::string accents = "x";
    while (accents.size() < arena::MAX_DEBUG_BYTES + 10) accents += "é";
    const std::string cut = arena::debug_line(accents);
    CHECK(cut.size() <= arena::MAX_DEBUG_BYTES);
    CHECK(cut.size() >= arena::MAX_DEBUG_BYTES - 1);
    CHECK((static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80);  // ends with a whole "é"
    CHECK(accents.compare(0, cut.size(), cut) == 0);
}

TEST_CASE("a response's debug field becomes the move's debug line") {
    std::string debug = "old";
    REQUIRE(arena::parse_response(R"({"response":{"x":1,"y":2},"debug":"it=5\nv=0.5"})", nullptr,
                                  &debug)
                .ok());
    CHECK(debug == "it=5 v=0.5");
    REQUIRE(arena::parse_response(R"({"response":{"x":1,"y":2},"debug":{"it":5}})", nullptr, &debug)
                .ok());
    CHECK(debug == R"({"it":5})");
    REQUIRE(arena::parse_response(R"({"response":{"x":1,"y":2}})", nullptr, &debug).ok());
    CHECK(debug.empty());
}
