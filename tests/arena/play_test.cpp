// `arena play` on a pseudo-terminal, as a person plays it, against our engine at a fixed number
// of iterations (the games are reproducible): refusals with their reasons, help, undo (the board
// drawn again as it was), games played to the end with the result the rules give, quit and the
// end of input, and the records appended to the file.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include "bot/arena/analysis/replay.h"
#include "bot/arena/position.h"
#include "bot/arena/record.h"
#include "tests/arena/terminal.h"

using arena::Game;
using arena::Move;

namespace {

const std::string BOT = "engine:kind=uct,iterations=100,name=bot";

// `name` in the test's directory, with no file there.
std::string fresh_file(const std::string& name) {
    std::remove(name.c_str());
    return name;
}

// The output up to and including the end of the line that starts with `start`.
std::string line(test::Terminal& t, const std::string& start) {
    const std::string upto = t.expect(start);
    REQUIRE_MESSAGE(!upto.empty(), "no '" << start << "' in:\n" << t.output());
    return upto + t.expect("\n");
}

// The game as the session's output tells it, checked on the rule engine of the test.
struct Transcript {
    arena::GameRecord record;

    // Takes every "Move k: STONE NAME (x,y)" line of `text` as move k, dropping the moves after
    // it; each must be legal.
    void read(const std::string& text) {
        for (size_t at = text.find("Move "); at != std::string::npos;
             at = text.find("Move ", at + 1)) {
            unsigned number = 0;
            int x = 0, y = 0;
            if (std::sscanf(text.c_str() + at, "Move %u: %*s %*s (%d,%d)", &number, &x, &y) != 3)
                continue;
            const size_t k = number - 1;
            REQUIRE(k <= record.moves.size());
            record.moves.resize(k);
            record.moves.push_back({x, y});
        }
        REQUIRE(arena::Position::after(record, record.moves.size()).ok());
    }
    arena::Position position() const {
        return *arena::Position::after(record, record.moves.size());
    }
    // The finished record the rules give for the moves so far.
    arena::GameRecord finished() const {
        arena::GameRecord r = record;
        const arena::Position p = position();
        REQUIRE(p.is_terminal());
        r.result = p.result();
        r.reason = p.end_reason();
        return r;
    }
};

// What the person types at a prompt: NoGo, the first legal point as "x y"; Connect4, a column
// that wins or blocks the bot's win at once, else column 3 while it is open, else the first
// open column.
std::string choose(const arena::Position& p) {
    if (p.game() == Game::NOGO) {
        for (int x = 0; x < 9; ++x)
            for (int y = 0; y < 9; ++y)
                if (p.is_legal({x, y})) return std::to_string(x) + " " + std::to_string(y);
    } else {
        const connect4::Board& b = p.connect4();
        const connect4::Bitboard wins = b.threats(connect4::FIRST) | b.threats(connect4::SECOND);
        for (int y = 0; y < b.cols(); ++y)
            if (b.can_play(y) && wins.test(b.landing_bit(y))) return std::to_string(y);
        if (b.can_play(3)) return "3";
        for (int y = 0; y < b.cols(); ++y)
            if (b.can_play(y)) return std::to_string(y);
    }
    FAIL("no legal move");
    return "";
}

// Plays from the person's prompt to the end, `choose` at every prompt; returns the output after
// the last move line, up to the end of the result line. In Connect4, the first time column 3 is
// full at the person's turn, "3" is typed and must be refused (full_refused is then set).
std::string play_to_end(test::Terminal& t, Transcript& game, bool& full_refused) {
    const std::string bot = game.record.players[0] == "bot" ? "● bot (" : "○ bot (";
    for (;;) {
        const arena::Position p = game.position();
        if (p.game() == Game::CONNECT4 && !p.connect4().can_play(3) && !full_refused) {
            t.type("3\n");
            CHECK(!t.expect("refused: column 3 is full\n").empty());
            full_refused = true;
        }
        const size_t k = game.record.moves.size();
        t.type(choose(p) + "\n");
        game.read(line(t, "Move " + std::to_string(k + 1) + ": "));
        if (!game.position().is_terminal())
            game.read(line(t, "Move " + std::to_string(k + 2) + ": " + bot));
        if (game.position().is_terminal()) return line(t, "Result: ");  // the board, the result
        REQUIRE(!t.expect("Move " + std::to_string(k + 3) + ", your turn: ").empty());
    }
}

// The records of `file`; the test fails if it cannot be read.
std::vector<arena::GameRecord> records_of(const std::string& file) {
    core::Expected<std::vector<arena::GameRecord>> records = arena::read_records(file);
    REQUIRE_MESSAGE(records.ok(), records.error());
    return *records;
}

}  // namespace

TEST_CASE("NoGo on a terminal: refusals, help, undo, a game to the end and its record") {
    const std::string file = fresh_file("play_test_nogo.jsonl");
    test::Terminal t({ARENA_BIN, "play", "--game", "nogo", "--time", "10", "--record", file, BOT});
    REQUIRE(t.started());
    Transcript game;
    game.record.players[0] = "human";
    game.record.players[1] = "bot";
    const std::string start = t.expect("Move 1, your turn: ");
    REQUIRE_MESSAGE(!start.empty(), t.output());
    CHECK(start.find("nogo-human-0001 (nogo): ● human vs ○ bot\n") == 0);
    CHECK(start.find(arena::draw_position(game.record, 0)) != std::string::npos);

    t.type("hello\n");
    CHECK(!t.expect("refused: 'hello' is not a move (type help)\n").empty());
    t.type("undo\n");
    CHECK(!t.expect("refused: you have no move to take back\n").empty());
    t.type("help\n");
    CHECK(!t.expect("  undo    take back your last move and the bot's reply\n").empty());
    t.type("E5\n");  // the GTP vertex of (4,4)
    game.read(line(t, "Move 1: ● human (4,4) in "));
    game.read(line(t, "Move 2: ○ bot ("));
    const std::string before = t.expect("Move 3, your turn: ");
    const Move reply = game.record.moves[1];
    const std::string reply_text = arena::move_text(reply);
    t.type(std::to_string(reply.x) + " " + std::to_string(reply.y) + "\n");
    CHECK(!t.expect("refused: " + reply_text + " is occupied\n").empty());
    t.type("9 9\n");
    CHECK(!t.expect("refused: (9,9) is off the board (x and y are 0..8)\n").empty());

    // A move and the bot's reply, taken back: the board before them is drawn again.
    t.type(choose(game.position()) + "\n");
    game.read(line(t, "Move 3: ● human ("));
    game.read(line(t, "Move 4: ○ bot ("));
    REQUIRE(!t.expect("Move 5, your turn: ").empty());
    t.type("undo\n");
    const std::string after = t.expect("Move 3, your turn: ");
    CHECK(after.find("Took back moves 3 and 4.\n") == 0);
    game.record.moves.resize(2);
    const std::string board = arena::draw_position(game.record, 2);
    CHECK(before.find(board) != std::string::npos);
    CHECK(after.find(board) != std::string::npos);

    bool unused = false;
    const std::string end = play_to_end(t, game, unused);
    const arena::GameRecord expected = game.finished();
    CHECK(end == "\n" + arena::draw_position(expected, expected.moves.size()) + "\n" +
                     arena::result_line(expected) + "\n");
    CHECK(end.find(" wins by no-legal-move\n") != std::string::npos);
    CHECK(!t.expect("Record: game 1 of " + file + " (arena replay " + file + " 1)\n").empty());
    CHECK(t.wait() == 0);

    const std::vector<arena::GameRecord> records = records_of(file);
    REQUIRE(records.size() == 1);
    const arena::GameRecord& r = records[0];
    CHECK(r.id == "nogo-human-0001");
    CHECK(r.game == Game::NOGO);
    CHECK(r.players[0] == "human");
    CHECK(r.players[1] == "bot");
    CHECK(r.moves == expected.moves);
    CHECK(r.result == expected.result);
    CHECK(r.reason == "no-legal-move");
    CHECK(r.times.size() == r.moves.size());
}

TEST_CASE("Connect4 on a terminal, the bot first: refusals, a game to the end and its record") {
    const std::string file = fresh_file("play_test_connect4.jsonl");
    test::Terminal t({ARENA_BIN, "play", "--game", "connect4", "--board", "6,7,0:3", "--first",
                      "bot", "--time", "10", "--record", file, BOT});
    REQUIRE(t.started());
    Transcript game;
    game.record.game = Game::CONNECT4;
    game.record.rows = 6;
    game.record.cols = 7;
    game.record.forbidden = {{0, 3}};
    game.record.players[0] = "bot";
    game.record.players[1] = "human";
    const std::string start = line(t, "Move 1: ● bot (");
    CHECK(start.find("c4-human-0001 (connect4): ● bot vs ○ human, 6x7, forbidden (0,3)\n") == 0);
    game.read(start);
    REQUIRE(!t.expect("Move 2, your turn: ").empty());

    t.type("x\n");
    CHECK(!t.expect("refused: 'x' is not a number: type a column (or help)\n").empty());
    t.type("7\n");
    CHECK(!t.expect("refused: column 7 is off the board (columns are 0..6)\n").empty());
    t.type("0 3\n");
    CHECK(!t.expect("refused: (0,3) is the forbidden cell\n").empty());
    const connect4::Cell land = game.position().connect4().landing_cell(0);
    t.type("0 0\n");
    CHECK(!t.expect("refused: (0,0) is not where column 0 lands: " +
                    arena::move_text({land.x, land.y}) + "\n")
               .empty());

    bool full_refused = false;
    const std::string end = play_to_end(t, game, full_refused);
    const arena::GameRecord expected = game.finished();
    CHECK(end == "\n" + arena::draw_position(expected, expected.moves.size()) + "\n" +
                     arena::result_line(expected) + "\n");
    CHECK(full_refused);  // column 3 (its top cell forbidden) filled up during the game
    CHECK(!t.expect("Record: game 1 of " + file).empty());
    CHECK(t.wait() == 0);

    const std::vector<arena::GameRecord> records = records_of(file);
    REQUIRE(records.size() == 1);
    const arena::GameRecord& r = records[0];
    CHECK(r.id == "c4-human-0001");
    CHECK(r.rows == 6);
    CHECK(r.cols == 7);
    CHECK(r.forbidden == std::vector<Move>{{0, 3}});
    CHECK(r.players[0] == "bot");
    CHECK(r.moves == expected.moves);
    CHECK(r.result == expected.result);
    CHECK(r.reason == expected.reason);
}

TEST_CASE("quit and the end of input resign, records are appended, a foreign file is refused") {
    const std::string file = fresh_file("play_test_quit.jsonl");
    const std::vector<std::string> nogo = {ARENA_BIN, "play", "--game",   "nogo",
                                           "--time",  "10",   "--record", file};
    {
        std::vector<std::string> args = nogo;
        args.insert(args.end(), {"--first", "bot", BOT});
        test::Terminal t(args);
        REQUIRE(!t.expect("Move 2, your turn: ").empty());
        t.type("quit\n");
        CHECK(!t.expect("Result: bot (●) wins by resign\n").empty());
        CHECK(!t.expect("Record: game 1 of " + file).empty());
        CHECK(t.wait() == 0);
    }
    {
        std::vector<std::string> args = nogo;
        args.push_back(BOT);
        test::Terminal t(args);
        REQUIRE(!t.expect("Move 1, your turn: ").empty());
        t.type("4 4\n");
        REQUIRE(!t.expect("Move 3, your turn: ").empty());
        t.end_input();
        CHECK(!t.expect("(end of input)\n").empty());
        CHECK(!t.expect("Result: bot (○) wins by resign\n").empty());
        CHECK(!t.expect("Record: game 2 of " + file).empty());
        CHECK(t.wait() == 0);
    }
    const std::vector<arena::GameRecord> records = records_of(file);
    REQUIRE(records.size() == 2);
    CHECK(records[0].id == "nogo-human-0001");
    CHECK(records[0].moves.size() == 1);
    CHECK(records[0].result == arena::Result::FIRST);
    CHECK(records[0].reason == "resign");
    CHECK(records[1].id == "nogo-human-0002");
    CHECK(records[1].moves.size() == 2);
    CHECK(records[1].result == arena::Result::SECOND);
    CHECK(records[1].reason == "resign");

    // A file that holds something else is not appended to: the game does not start.
    const std::string foreign = fresh_file("play_test_foreign.txt");
    std::ofstream(foreign) << "not a record\n";
    test::Terminal t({ARENA_BIN, "play", "--game", "nogo", "--record", foreign, BOT});
    CHECK(!t.expect("which is not a record file").empty());
    CHECK(t.wait() == 1);
}
