// The exact Connect4 solver the tests trust: plain negamax over every legal column, memoised by
// hash, so it is obviously right and only usable on small boards.
#pragma once

#include <algorithm>
#include <cstdint>
#include <unordered_map>

#include "connect4/board.h"

namespace search_test {

// The result for the side to move of b with best play: +1 a win, 0 a draw, -1 a loss.
inline int connect4_value(const connect4::Board& b, std::unordered_map<uint64_t, int>& memo) {
    if (b.is_terminal()) return b.outcome() == connect4::Outcome::DRAW ? 0 : -1;
    const auto known = memo.find(b.hash());
    if (known != memo.end()) return known->second;
    int best = -1;
    for (unsigned cols = b.legal_columns(); cols && best < 1; cols &= cols - 1) {
        connect4::Board n = b;
        n.play(__builtin_ctz(cols));
        best = std::max(best, -connect4_value(n, memo));
    }
    memo[b.hash()] = best;
    return best;
}

}  // namespace search_test
