// The full-width NoGo solver the search tests and the tactics generator trust: no table, no
// ordering, so it is obviously right and only usable on positions with few legal moves; and the
// random play the tests give it positions from.
#pragma once

#include "core/random.h"
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

// A NoGo position after uniformly random play from the empty board down to at most `open` points
// legal for either side (it may be terminal).
inline nogo::Board random_endgame(core::Rng& rng, int open) {
    nogo::Board b;
    while (!b.is_terminal() && (b.legal(nogo::BLACK) | b.legal(nogo::WHITE)).count() > open)
        b.play(nogo::random_point(b, rng));
    return b;
}

}  // namespace search_test
