// Search values and their sign convention, stated once for every search in the project.
//
// Sign convention: a Value is ALWAYS from the point of view of the side to move in the position
// it describes. Negamax negates it when it crosses a move.
//
// Exact results: a position whose side to move wins with its n-th own-or-opponent move from here
// (n plies) is worth VALUE_WIN - n; one it loses after n plies is worth VALUE_LOSS + n =
// -(VALUE_WIN
// - n). A terminal position where the side to move has lost is VALUE_LOSS (n = 0). A draw is
// VALUE_DRAW. Static evaluations stay strictly inside (-VALUE_KNOWN, VALUE_KNOWN), so any value
// at or beyond VALUE_KNOWN is a proof.
//
// UCT nodes store results in [0, 1] (1 a win, 0.5 a draw, 0 a loss) from the point of view of the
// player who made the move INTO the node, so that a parent picks the child with the best mean
// directly; a node's proven state is from the view of the side to move AT the node (see uct.h).
#pragma once

#include <cmath>
#include <cstdint>

namespace core {

using Value = int32_t;

constexpr Value VALUE_DRAW = 0;
constexpr Value VALUE_WIN = 30000;
constexpr Value VALUE_LOSS = -VALUE_WIN;
constexpr Value VALUE_INFINITE = VALUE_WIN + 1;
// Longest game either searcher can see: NoGo has at most 81 plies, Connect4 at most 144.
constexpr int MAX_PLY = 256;
// Values with |v| >= VALUE_KNOWN are exact wins or losses.
constexpr Value VALUE_KNOWN = VALUE_WIN - MAX_PLY;

// The side to move wins in `ply` plies.
constexpr Value win_in(int ply) {
    return VALUE_WIN - ply;
}
// The side to move loses in `ply` plies.
constexpr Value loss_in(int ply) {
    return VALUE_LOSS + ply;
}
constexpr bool is_proven(Value v) {
    return v >= VALUE_KNOWN || v <= -VALUE_KNOWN;
}
constexpr bool is_win(Value v) {
    return v >= VALUE_KNOWN;
}
constexpr bool is_loss(Value v) {
    return v <= -VALUE_KNOWN;
}

// A proven value as seen from the root, converted to a node `ply` plies deeper for storage in a
// transposition table (distances are stored from the node, not from the root) ...
constexpr Value value_to_tt(Value v, int ply) {
    return is_win(v) ? v + ply : is_loss(v) ? v - ply : v;
}
// ... and back when read at `ply`.
constexpr Value value_from_tt(Value v, int ply) {
    return is_win(v) ? v - ply : is_loss(v) ? v + ply : v;
}

// A value mapped to an estimated win probability in [0, 1] for reports: proofs map to 0 or 1,
// evaluations through a logistic curve of `scale` evaluation units per factor e.
inline double value_to_probability(Value v, double scale) {
    if (is_win(v)) return 1.0;
    if (is_loss(v)) return 0.0;
    return 1.0 / (1.0 + std::exp(-double(v) / scale));
}

}  // namespace core
