// The tactics suite's files read back (tests/data/search, written by
// tests/search/make_tactics.cpp), for its two runners: the test with a fixed iteration budget
// (tactics_test.cpp) and `tactics` at the real time limits (tactics_at_budget.cpp).
// Comment lines (#) and empty lines are skipped. The files are ours: a malformed line is a broken
// suite, reported as an error.
#pragma once

#include <string>
#include <vector>

#include "connect4/board.h"
#include "core/expected.h"
#include "nogo/board.h"

namespace tactics {

// connect4.txt: "rows cols forbidden(x,y;...) moves(c,c,...) kind plies expected(c,c,...)", kind
// "win" (the side to move wins within `plies` plies, playing a column of `good`) or "defend"
// (the opponent threatens such a win, and only the columns of `good` stop it).
struct Connect4Tactic {
    std::string line;  // as in the file, for messages
    connect4::Board board;
    bool win;               // kind "win"; false: "defend"
    int plies;              // the length of the forced win, played or prevented
    std::vector<int> good;  // the columns that keep the known result
};
core::Expected<std::vector<Connect4Tactic>> read_connect4_tactics(const std::string& file);

// nogo.txt: "moves(p,p,...) winner expected(p,p,...)", winner "mover" (the side to move wins, and
// `good` holds its winning points) or "other" (it loses whatever it plays; `good` is empty).
struct NogoTactic {
    std::string line;
    nogo::Board board;
    bool mover_wins;
    std::vector<int> good;
};
core::Expected<std::vector<NogoTactic>> read_nogo_tactics(const std::string& file);

}  // namespace tactics
