// The playout board: a lighter copy of a NoGo position for playing it out fast.
//
// It keeps a colour per point, union-find groups (path halving; a new stone joins an existing
// root) and group liberties like nogo::Board, but neither a hash nor exact legal sets. Instead
// each colour has a candidate set: a superset of its legal points that starts exact (copied from
// the Board) and loses a point when a legality test fails. This is sound because a point illegal
// for a colour stays illegal for the rest of the game (board.h, Board::play), so a candidate set
// never needs to grow, and a point is only ever tested when a policy draws it: most positions are
// never re-examined.
//
// Sampling "uniformly among the legal points of a set" is done by rejection: draw uniformly from
// the candidates, drop a drawn point that turns out illegal, draw again. The point finally
// accepted is uniform among the legal ones, exactly as if the legal set were known.
#pragma once

#include "core/random.h"
#include "nogo/board.h"

namespace nogo {

class PlayoutBoard {
  public:
    // Copies b's position: O(stones) group look-ups.
    explicit PlayoutBoard(const Board& b);

    // Plays the game to its end and returns 1 if the side to move at the start wins, else 0.
    // With knowledge each side plays a uniformly random shared point (legal for both) while it
    // has one, else a uniformly random own point; without, a uniformly random legal point.
    float run(core::Rng& rng, bool knowledge);

  private:
    Point find(Point p) {
        while (parent_[p] != p) {
            parent_[p] = parent_[parent_[p]];
            p = parent_[p];
        }
        return p;
    }
    // Bit c set iff colour c may play at the empty point p: the full rule of
    // Board::compute_legal for both colours in one pass.
    unsigned legal_colours(Point p);
    // Plays p for c. Precondition: c may play at p.
    void play(Point p, Color c);
    // A uniformly random point of `from` legal for c (and for opponent(c) when `shared`),
    // dropping the illegal ones it draws from the candidate sets and from `from`; -1 if none.
    Point draw(PointSet from, Color c, bool shared, core::Rng& rng);

    PointSet candidates_[2];
    PointSet libs_[POINTS];  // valid at group roots only
    uint8_t parent_[POINTS];
    Cell colour_[POINTS];
    Color to_move_;
};

}  // namespace nogo
