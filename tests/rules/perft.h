// Perft (move-path counts) over the fast boards and the naive referees, and the parsers of the
// positions named in tests/data/rules/*_perft.txt. A terminal position has no moves, so a path
// stops where the game ends.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "connect4/board.h"
#include "nogo/board.h"
#include "tests/rules/naive_connect4.h"
#include "tests/rules/naive_nogo.h"

namespace rules_test {

// Number of move sequences of length depth from b.
uint64_t perft(const nogo::Board& b, int depth);
uint64_t perft(const naive::NoGo& b, int depth);
uint64_t perft(const connect4::Board& b, int depth);
uint64_t perft(const naive::Connect4& b, int depth);

// "x,y;x,y;..." or "-": NoGo moves as (x, y) pairs.
std::vector<std::pair<int, int>> parse_pairs(const std::string& text);
// "3,3,4" or "-": Connect4 columns.
std::vector<int> parse_columns(const std::string& text);

}  // namespace rules_test
