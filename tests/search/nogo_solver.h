// The full-width NoGo solver the search tests and the tactics generator trust: no table, no
// ordering, so it is obviously right and only usable on positions with few legal moves.
#pragma once

#include "nogo/board.h"

namespace search_test {

// Whether the side to move of b wins with best play.
inline bool nogo_wins(const nogo::Board& b) {
    bool win = false;
    b.legal(b.to_move()).for_each([&](nogo::Point p) {
        if (win) return;
        nogo::Board n = b;
        n.play(p);
        win = !nogo_wins(n);
    });
    return win;
}

}  // namespace search_test
