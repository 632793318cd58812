// The hint of `arena play` (bot/arena/human/hint.h): each column the engine searched, with its
// visits, win rate, proof and a legal line starting with it; a win in one shown won.
#include <doctest/doctest.h>

#include <sstream>

#include "bot/arena/human/hint.h"
#include "bot/arena/human/human_move.h"

namespace {

// The board after `columns` are played in turn from an empty 6 x 7 board with a forbidden cell
// in the top row.
connect4::Board after(const std::vector<int>& columns) {
    connect4::Board b = *connect4::Board::create(6, 7, {{0, 6}});
    for (int c : columns) b.play(c);
    return b;
}

}  // namespace

TEST_CASE("hint: one line per searched column, its line legal from the position") {
    const connect4::Board position = after({3, 3, 2});
    std::istringstream text(arena::connect4_hint(position, 10));
    int lines = 0, previous = -1;
    for (std::string line; std::getline(text, line);) {
        INFO(line);
        std::istringstream in(line);
        std::string word, visits_word, win_word, proof, line_word;
        int column = -1;
        unsigned visits = 0;
        double win = -1;
        char colon = 0, percent = 0, comma = 0;
        in >> word >> column >> colon >> visits >> visits_word >> win_word >> win >> percent >>
            comma;
        CHECK(word == "column");
        CHECK(column > previous);  // in column order
        previous = column;
        CHECK(position.can_play(column));
        CHECK((win >= 0 && win <= 100));
        in >> proof >> line_word;
        CHECK((proof == "open," || proof == "won," || proof == "lost,"));
        // Alpha-beta's proven columns may have no visits; the open ones were all searched.
        if (proof == "open,") CHECK(visits > 0);
        if (proof == "lost,") CHECK(win == 0);
        CHECK(line_word == "line");
        connect4::Board b = position;
        int first = -1;
        for (int move; in >> move;) {
            if (first < 0) first = move;
            REQUIRE(!b.is_terminal());
            REQUIRE(b.can_play(move));
            b.play(move);
        }
        CHECK(first == column);
        ++lines;
    }
    CHECK(lines == 7);  // every column is open at this position and the graph tried each
}

TEST_CASE("hint: a win in one is the column shown won, its line the winning move alone") {
    // The first player has three in column 0 and is to move.
    const std::string hint = arena::connect4_hint(after({0, 1, 0, 1, 0, 1}), 10);
    CHECK(hint.find("  column 0: ") != std::string::npos);
    CHECK(hint.find("win 100.0%, won, line 0\n") != std::string::npos);
    CHECK(hint.find("open") == std::string::npos);
}

TEST_CASE("hint: the command is read in any case") {
    const arena::GameRecord setup = [] {
        arena::GameRecord r;
        r.game = arena::Game::CONNECT4;
        r.rows = 6;
        r.cols = 7;
        r.forbidden = {{0, 6}};
        return r;
    }();
    const arena::Position start = *arena::Position::start(setup);
    CHECK(arena::read_human_input("hint", start)->action == arena::HumanAction::HINT);
    CHECK(arena::read_human_input(" HINT ", start)->action == arena::HumanAction::HINT);
    CHECK(arena::human_help(arena::Game::CONNECT4).find("  hint ") != std::string::npos);
    CHECK(arena::human_help(arena::Game::NOGO).find("  hint ") == std::string::npos);
}
