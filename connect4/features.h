// What the net sees of a Connect4 position and what it answers, version NET_FEATURES_VERSION: the
// input planes a learned net (core/net.h) reads, and the canvas cell of each board cell. The
// self-play generator (bot/learn/selfplay.cpp) writes these planes for training, so the trainer
// and the engine see one definition.
//
// Canvas: NET_HEIGHT x NET_WIDTH = 12 x 12, the largest board; an M x N board sits in its bottom
// left corner, rows [12 - M, 12) and columns [0, N), so that the bottom row (where stones land
// first) is always the canvas's last row: the board's cell (x, y) (x the row from the top) is the
// canvas cell (12 - M + x) * 12 + y. The net is fully convolutional and masked outside the board
// (NET_MASK_PLANE), as KataGo serves many board sizes with one net. Planes, for the side to move
// s and its opponent o, each 1 or 0 at every cell:
//   0  s's stones                      1  o's stones
//   2  empty cells a stone can fill    3  forbidden cells
//   4  the board (forbidden cells too: the on-board mask)
//   5  landing cells: where each open column's next stone lands (the legal moves)
//   6  s's threats: empty cells where s's stone would make four
//   7  o's threats
//   8  ones on the board when s moved first (whose turn it is by the parity of the stones)
//   9  the board's odd rows counted from the bottom (1 the bottom row): Allis's odd and even
//      threats, which a convolution cannot tell apart far from the bottom edge
// The policy is one logit per cell, read at the landing cells; the value is s's win rate (a draw
// one half).
#pragma once

#include <cstdint>

#include "connect4/board.h"

namespace connect4 {

constexpr int NET_FEATURES_VERSION = 1;
constexpr int NET_PLANES = 10;
constexpr int NET_HEIGHT = MAX_SIZE;
constexpr int NET_WIDTH = MAX_SIZE;
constexpr int NET_CELLS = NET_HEIGHT * NET_WIDTH;
constexpr int NET_MASK_PLANE = 4;

// The canvas cell of b's cell c, and the column of a canvas cell.
inline int net_cell(const Board& b, Cell c) {
    return (NET_HEIGHT - b.rows() + c.x) * NET_WIDTH + c.y;
}
constexpr int net_column(int cell) {
    return cell % NET_WIDTH;
}
// The canvas cell where a stone dropped in column col lands. Precondition: b.can_play(col).
inline int net_move_cell(const Board& b, int col) {
    return net_cell(b, b.landing_cell(col));
}

// Writes b's planes into out[NET_PLANES * NET_CELLS], plane-major (plane, row, column), as 1 or
// 0 of T (uint8_t for the self-play files, float for the net).
template <class T>
void net_planes(const Board& b, T* out) {
    const Player s = b.to_move(), o = other(s);
    for (int i = 0; i < NET_PLANES * NET_CELLS; ++i) out[i] = T(0);
    auto mark = [&](int plane, const Bitboard& bits) {
        bits.for_each([&](int bit) { out[plane * NET_CELLS + net_cell(b, b.cell(bit))] = T(1); });
    };
    const Bitboard stones = b.stones(FIRST) | b.stones(SECOND);
    mark(0, b.stones(s));
    mark(1, b.stones(o));
    mark(2, b.cells().and_not(stones));  // cells() leaves the forbidden cells out
    mark(3, b.forbidden());
    mark(NET_MASK_PLANE, b.cells() | b.forbidden());
    for (int col = 0; col < b.cols(); ++col)
        if (b.can_play(col)) out[5 * NET_CELLS + net_move_cell(b, col)] = T(1);
    mark(6, b.threats(s));
    mark(7, b.threats(o));
    for (int x = 0; x < b.rows(); ++x)
        for (int y = 0; y < b.cols(); ++y) {
            const int cell = net_cell(b, Cell{x, y});
            if (s == FIRST) out[8 * NET_CELLS + cell] = T(1);
            if ((b.rows() - x) % 2 == 1) out[9 * NET_CELLS + cell] = T(1);
        }
}

}  // namespace connect4
