// What the net sees of a NoGo position and what it answers, version NET_FEATURES_VERSION: the
// input planes a learned net (core/net.h) reads, and the cell of the canvas each point is. The
// self-play generator (bot/learn/selfplay.cpp) writes these planes for training, so the trainer
// and the engine see one definition.
//
// Canvas: NET_HEIGHT x NET_WIDTH = 9 x 9, cell x * 9 + y for the point (x, y) (Botzone's
// grid[x][y], row x, column y), the same number as the Point. Planes, for the side to move c and
// its opponent e, each 1 or 0 at every cell:
//   0  c's stones                      1  e's stones
//   2  points legal for c              3  points legal for e
//   4  c's stones in groups of one liberty    5  e's stones in groups of one liberty
//   6  c's stones in groups of two liberties  7  e's stones in groups of two liberties
//   8  ones: the board (the on-board mask, NET_MASK_PLANE)
// The policy is one logit per cell, read at the points legal for c; the value is c's win rate.
#pragma once

#include <cstdint>

#include "nogo/board.h"

namespace nogo {

constexpr int NET_FEATURES_VERSION = 1;
constexpr int NET_PLANES = 9;
constexpr int NET_HEIGHT = SIZE;
constexpr int NET_WIDTH = SIZE;
constexpr int NET_CELLS = NET_HEIGHT * NET_WIDTH;
constexpr int NET_MASK_PLANE = 8;

// The canvas cell of point p, and the point of a cell.
constexpr int net_cell(Point p) {
    return p;
}
constexpr Point net_point(int cell) {
    return cell;
}

// Writes b's planes into out[NET_PLANES * NET_CELLS], plane-major (plane, row, column), as 1 or
// 0 of T (uint8_t for the self-play files, float for the net).
template <class T>
void net_planes(const Board& b, T* out) {
    const Color c = b.to_move(), e = opponent(c);
    for (int i = 0; i < NET_PLANES * NET_CELLS; ++i) out[i] = T(0);
    auto mark = [&](int plane, const PointSet& points) {
        points.for_each([&](Point p) { out[plane * NET_CELLS + net_cell(p)] = T(1); });
    };
    mark(0, b.stones(c));
    mark(1, b.stones(e));
    mark(2, b.legal(c));
    mark(3, b.legal(e));
    for (const Color side : {c, e}) {
        const int plane = side == c ? 4 : 5;
        b.stones(side).for_each([&](Point p) {
            const int libs = b.liberties(p).count();
            if (libs <= 2) out[(plane + 2 * (libs - 1)) * NET_CELLS + net_cell(p)] = T(1);
        });
    }
    mark(NET_MASK_PLANE, all_points());
}

}  // namespace nogo
