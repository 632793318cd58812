// The NoGo (不围棋) position on Botzone's 9x9 board, built for the inner loop of a search.
//
// Rules (Botzone's judge): a move is legal iff the point is empty, the new stone's group keeps
// a liberty, and no adjacent enemy group loses its last liberty. Stones are never removed; there
// is no pass. Black moves first; the side to move with no legal move has lost.
//
// Representation
//   - A point is x * 9 + y for Botzone's (x, y), x and y in 0..8 (the judge's grid[x][y]).
//   - Stones of each colour and the empty points are 128-bit sets (bits 81..127 always 0), and
//     cell_ holds each point's Cell, so that a neighbour's kind is one load.
//   - Groups are stored flat: every stone names its group's root (root_), the stones of a group
//     form a circular list (next_) and a merge relabels the smaller group, so finding a group is
//     one load. Each root stores its group's size, liberties (a point set) and their count:
//     groups only ever merge because nothing is ever captured. An empty point is its own root
//     and its own list.
//     nogo::PlayoutBoard keeps groups the same way and copies these arrays as they are.
//   - legal_[c] is the set of points where colour c may play. It is kept up to date by play()
//     and only ever shrinks: a point illegal for c stays illegal (see play() for the proof),
//     so play() re-examines only the few points whose status can change. The test is branch-free
//     over four neighbour slots, the missing ones padded with an off-board entry (OFF).
//   - hash_ is a Zobrist hash of the stones (the side to move follows from the stone count).
//
// Cost of a copy: sizeof(Board) == 1,800 bytes (pinned by a static_assert), one memcpy with no
// pointers inside.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "core/bits.h"
#include "core/random.h"

namespace nogo {

constexpr int SIZE = 9;
constexpr int POINTS = SIZE * SIZE;

using Point = int;  // x * SIZE + y, 0..80
using PointSet = core::Bits<2>;

enum Color : uint8_t { BLACK = 0, WHITE = 1 };
enum Cell : uint8_t { CELL_BLACK = 0, CELL_WHITE = 1, CELL_EMPTY = 2 };

// What one neighbour q of an empty point says about the point's legality, looked up by
// 2 * (q's cell) + (q's group has a single liberty), four bits an entry: bits 0-1 "colour k would
// breathe", bits 2-3 "colour k would capture" (take an enemy group's last liberty):
//   black stone: breathes for black, or (single) a capture for white;
//   white stone: breathes for white, or (single) a capture for black;
//   empty: breathes for both, whatever its single bit; cell 3 (off the board): nothing.
// The point's legal colours are then, over its neighbours' entries ORed together,
// effects & 3 & ~(effects >> 2).
// Board and PlayoutBoard both use it, with CELL_OFF at their off-board entries.
constexpr uint32_t NEIGHBOUR_EFFECT = 0x1 | 0x8 << 4 | 0x2 << 8 | 0x4 << 12 | 0x3 << 16 | 0x3 << 20;
constexpr uint8_t CELL_OFF = 3;

constexpr Color opponent(Color c) {
    return Color(c ^ 1);
}
constexpr Point make_point(int x, int y) {
    return x * SIZE + y;
}
constexpr int x_of(Point p) {
    return p / SIZE;
}
constexpr int y_of(Point p) {
    return p % SIZE;
}
constexpr bool on_board(int x, int y) {
    return x >= 0 && x < SIZE && y >= 0 && y < SIZE;
}

// The four (or fewer) orthogonal neighbours of every point, as sets and as lists.
struct Neighbours {
    PointSet set[POINTS];
    Point list[POINTS][4];
    uint8_t count[POINTS];
};
const Neighbours& neighbours();

// Every point of the board.
PointSet all_points();

// Joins the distinct groups of roots a and b in a flat group store, as Board and PlayoutBoard keep
// theirs: root[] names each stone's root, next[] links a group's stones in a circle, size[] counts
// them at the root. Relabels the smaller group's stones (b's on a tie) and splices the circles.
// Returns the joined group's root. O(stones of the smaller group).
inline Point join_groups(uint8_t* root, uint8_t* next, uint8_t* size, Point a, Point b) {
    Point big = a, small = b;
    if (size[small] > size[big]) std::swap(big, small);
    Point s = small;
    do {
        root[s] = uint8_t(big);
        s = next[s];
    } while (s != small);
    std::swap(next[big], next[small]);
    size[big] = uint8_t(size[big] + size[small]);
    return big;
}

class Board {
  public:
    // The empty board, black to move.
    Board();

    Color to_move() const { return Color(stone_count_ & 1); }
    // Stones on the board, which is also the number of moves played.
    int stone_count() const { return stone_count_; }
    Cell at(Point p) const { return Cell(cell_[p]); }
    const PointSet& stones(Color c) const { return stones_[c]; }
    PointSet empty() const { return all_points().and_not(stones_[BLACK] | stones_[WHITE]); }

    // Whether c may play at p, in O(1). p must be on the board.
    bool is_legal(Point p, Color c) const { return legal_[c].test(p); }
    // All points where c may play.
    const PointSet& legal(Color c) const { return legal_[c]; }
    // The side to move has no legal move: it has lost.
    bool is_terminal() const { return legal_[to_move()].none(); }
    // Precondition: is_terminal(). The player who made the last move.
    Color winner() const { return opponent(to_move()); }

    // Plays p for the side to move. Precondition: is_legal(p, to_move()).
    void play(Point p);

    // Liberties of the group holding the stone at p. Precondition: p holds a stone.
    const PointSet& liberties(Point p) const { return libs_[find(p)]; }
    // The root of the group holding the stone at p: equal roots, same group.
    Point group_of(Point p) const { return find(p); }

    uint64_t hash() const { return hash_; }

    // Recomputes groups, liberties, legal sets and hash from the stones alone and compares them
    // with the incremental state; returns an empty string when consistent, else what differs.
    // For tests and debug builds: it is O(points^2).
    std::string consistency_error() const;

    // A 9-line diagram: X black, O white, . empty; x runs down, y across (grid[x][y]).
    std::string to_string() const;

  private:
    friend class PlayoutBoard;  // copies the groups as they are (nogo/playout.h)

    Point find(Point p) const { return root_[p]; }
    // Bit c set iff colour c may play at the empty point p given the current groups: the full
    // rule for both colours in one pass, O(1).
    unsigned legal_colours(Point p) const;

    // The entry at index OFF pads the neighbour lists of legal_colours (board.cpp): it is its own
    // root, off the board, with no liberties.
    static constexpr Point OFF = POINTS;

    PointSet stones_[2];
    PointSet legal_[2];
    PointSet libs_[POINTS + 1];      // valid at group roots only; none at empty points and OFF
    uint8_t lib_count_[POINTS + 1];  // libs_[r].count() at group roots; 0 at empty points and OFF
    uint8_t root_[POINTS + 1];       // a stone's group root; p itself for an empty point p, and OFF
    uint8_t next_[POINTS];           // the next stone of the same group (circular)
    uint8_t size_[POINTS];           // stones in the group, valid at roots
    uint8_t cell_[POINTS + 1];       // a Cell per point, CELL_OFF at OFF
    uint64_t hash_ = 0;
    int stone_count_ = 0;
};

// The Zobrist key of a stone of colour c at p (fixed seed, identical on every platform).
uint64_t zobrist_key(Color c, Point p);

// A uniformly random legal point for the side to move of b, by one draw of rng. Precondition:
// !b.is_terminal() (the side to move has a legal point).
inline Point random_point(const Board& b, core::Rng& rng) {
    const PointSet& legal = b.legal(b.to_move());
    return legal.select(int(rng.below(uint32_t(legal.count()))));
}

}  // namespace nogo
