// `arena play` without a terminal: what a person types is read against the position (moves in
// both notations, commands, every reason for a refusal), and the command line is parsed.
#include <doctest/doctest.h>

#include "bot/arena/human/human_move.h"
#include "bot/arena/human/play_command.h"

using arena::Game;
using arena::HumanAction;
using arena::Move;

namespace {

// The position after `moves` from the start of `game` (Connect4: 6 x 7, forbidden (5,1)).
arena::Position position(Game game, const std::vector<Move>& moves) {
    arena::GameRecord r;
    r.game = game;
    if (game == Game::CONNECT4) {
        r.rows = 6;
        r.cols = 7;
        r.forbidden = {{5, 1}};
    }
    r.moves = moves;
    core::Expected<arena::Position> p = arena::Position::after(r, moves.size());
    REQUIRE_MESSAGE(p.ok(), p.error());
    return *p;
}

// The move `line` makes; the test fails if it is refused or is not a move.
Move move_of(const std::string& line, const arena::Position& p) {
    core::Expected<arena::HumanInput> in = arena::read_human_input(line, p);
    REQUIRE_MESSAGE(in.ok(), in.error());
    REQUIRE(in->action == HumanAction::MOVE);
    return in->move;
}

// Why `line` is refused; the test fails if it is not.
std::string refusal(const std::string& line, const arena::Position& p) {
    core::Expected<arena::HumanInput> in = arena::read_human_input(line, p);
    REQUIRE_FALSE(in.ok());
    return in.error();
}

core::Expected<arena::PlayOptions> parse(const std::vector<std::string>& args) {
    return arena::parse_play_args(args);
}

}  // namespace

TEST_CASE("commands are read in any case, and a blank line is nothing") {
    const arena::Position p = position(Game::NOGO, {});
    CHECK(arena::read_human_input("UNDO", p)->action == HumanAction::UNDO);
    CHECK(arena::read_human_input(" help ", p)->action == HumanAction::HELP);
    CHECK(arena::read_human_input("?", p)->action == HumanAction::HELP);
    CHECK(arena::read_human_input("quit", p)->action == HumanAction::QUIT);
    CHECK(arena::read_human_input("Resign", p)->action == HumanAction::QUIT);
    CHECK(arena::read_human_input("  ", p)->action == HumanAction::NOTHING);
    CHECK(arena::human_help(Game::NOGO).find("C7") != std::string::npos);
    CHECK(arena::human_help(Game::CONNECT4).find("column") != std::string::npos);
}

TEST_CASE("NoGo moves are x y as drawn or GTP vertices, and refusals say why") {
    const arena::Position empty = position(Game::NOGO, {});
    CHECK(move_of("4 4", empty) == Move{4, 4});
    CHECK(move_of("4,5", empty) == Move{4, 5});
    CHECK(move_of("E5", empty) == Move{4, 4});  // E gives x = 4, row 5 is y = 9 - 5
    CHECK(move_of("c7", empty) == Move{2, 2});
    CHECK(refusal("hello", empty) == "'hello' is not a move (type help)");
    CHECK(refusal("I5", empty) == "'i5' is not a move (type help)");  // GTP has no column I
    CHECK(refusal("4", empty) == "a move is two numbers, x and y (or a vertex)");
    CHECK(refusal("4 x", empty) == "'x' is not a number");
    CHECK(refusal("1 2 3", empty) == "'1 2 3' is not a move (type help)");
    CHECK(refusal("9 0", empty) == "(9,0) is off the board (x and y are 0..8)");
    CHECK(refusal("0 -1", empty) == "(0,-1) is off the board (x and y are 0..8)");

    const arena::Position one = position(Game::NOGO, {{4, 4}});
    CHECK(refusal("4 4", one) == "(4,4) is occupied");
    CHECK(refusal("E5", one) == "(4,4) is occupied");

    // Black to move at (0,0) between white (0,1) and (1,0): its stone would have no liberty.
    const arena::Position corner = position(Game::NOGO, {{4, 4}, {0, 1}, {4, 5}, {1, 0}});
    CHECK(refusal("0 0", corner) ==
          "(0,0) is illegal, suicide: the stone and its group would have no liberty");
    // White to move at (1,0), the last liberty of black (0,0) next to white (0,1).
    const arena::Position capture = position(Game::NOGO, {{0, 0}, {0, 1}, {5, 5}});
    CHECK(refusal("1 0", capture) ==
          "(1,0) is illegal, a capture: it takes the last liberty of the opponent's group at "
          "(0,0)");
    // Both at once: white to move at (0,1), between black (0,0), (0,2) and (1,1); black (0,0)
    // has no other liberty (white (1,0) below it).
    const arena::Position both = position(Game::NOGO, {{0, 0}, {1, 0}, {0, 2}, {8, 8}, {1, 1}});
    CHECK(refusal("0 1", both) ==
          "(0,1) is illegal, suicide: the stone and its group would have no liberty; a capture: "
          "it takes the last liberty of the opponent's group at (0,0)");
}

TEST_CASE("Connect4 moves are a column or the cell it lands on, and refusals say why") {
    // 6 x 7, forbidden (5,1): column 1's first stone lands on (4,1).
    const arena::Position empty = position(Game::CONNECT4, {});
    CHECK(move_of("3", empty) == Move{5, 3});
    CHECK(move_of("1", empty) == Move{4, 1});
    CHECK(move_of("5 3", empty) == Move{5, 3});
    CHECK(refusal("x", empty) == "'x' is not a number: type a column (or help)");
    CHECK(refusal("7", empty) == "column 7 is off the board (columns are 0..6)");
    CHECK(refusal("-1", empty) == "column -1 is off the board (columns are 0..6)");
    CHECK(refusal("6 0", empty) == "(6,0) is off the board (rows are 0..5, columns are 0..6)");
    CHECK(refusal("5 1", empty) == "(5,1) is the forbidden cell");
    CHECK(refusal("2 2", empty) == "(2,2) is not where column 2 lands: (5,2)");
    CHECK(refusal("a b", empty) == "'a' is not a number");

    // Column 0 full of alternating stones (no four).
    const arena::Position full =
        position(Game::CONNECT4, {{5, 0}, {4, 0}, {3, 0}, {2, 0}, {1, 0}, {0, 0}});
    CHECK(refusal("0", full) == "column 0 is full");
    CHECK(refusal("0 0", full) == "(0,0) is occupied");
    CHECK(refusal("5 0", full) == "(5,0) is occupied");
}

TEST_CASE("arena play's command line") {
    core::Expected<arena::PlayOptions> o =
        parse({"--game", "connect4", "--board", "6,7,0:3", "--first", "bot", "--time", "0.5",
               "--record", "r.jsonl", "engine:iterations=10"});
    REQUIRE_MESSAGE(o.ok(), o.error());
    const arena::GameRecord& s = o->game.setup;
    CHECK(s.game == Game::CONNECT4);
    CHECK(s.rows == 6);
    CHECK(s.cols == 7);
    CHECK(s.forbidden == std::vector<Move>{{0, 3}});
    CHECK(o->game.human_seat == 1);
    CHECK(s.players[0] == "engine:iterations=10");
    CHECK(s.players[1] == "human");
    CHECK(o->game.clock.time == 0.5);
    CHECK(o->game.clock.first_time == 1.0);  // twice --time, as in a match
    CHECK(o->record_path == "r.jsonl");

    o = parse({"--game", "nogo", "--first-time", "3", "random,name=human"});
    REQUIRE(o.ok());
    CHECK(o->game.human_seat == 0);
    CHECK(o->game.setup.players[0] == "human");
    CHECK(o->game.setup.players[1] == "human (bot)");
    CHECK(o->game.clock.time == 1.0);
    CHECK(o->game.clock.first_time == 3.0);
    CHECK(o->record_path == arena::DEFAULT_PLAY_RECORD);

    // Without --board, a board as a match draws them: 9..12 x 9..12, one forbidden cell.
    o = parse({"--game", "connect4", "greedy"});
    REQUIRE(o.ok());
    CHECK(o->game.setup.rows >= 9);
    CHECK(o->game.setup.cols <= 12);
    CHECK(o->game.setup.forbidden.size() == 1);

    CHECK(parse({"--game", "nogo"}).error() == "play needs a player to play against");
    CHECK(parse({"--game", "nogo", "random", "greedy"}).error() ==
          "play takes one player, not also greedy");
    CHECK(parse({"--game", "nogo", "--board", "9,9", "random"}).error() ==
          "--board is for Connect4 only");
    CHECK(parse({"--game", "connect4", "--board", "6x7", "random"}).error() ==
          "--board '6x7' is not M,N,x:y (rows, columns, forbidden cells)");
    CHECK(parse({"--game", "connect4", "--board", "6,7,9:0", "random"})
              .error()
              .find("--board '6,7,9:0': ") == 0);
    CHECK(parse({"--game", "nogo", "--first", "nobody", "random"}).error() ==
          "bad option --first nobody");
    CHECK(parse({"--game", "chess", "random"}).error() ==
          "unknown game 'chess' (nogo or connect4)");
    CHECK(parse({"--game", "connect4", "gtp:/bin/true"}).error().find("NoGo only") !=
          std::string::npos);
    CHECK(parse({"--game", "nogo", "--time"}).error() == "--time needs a value");
}
