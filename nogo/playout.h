// The playout board: a lighter copy of a NoGo position for playing it out fast.
//
// It keeps a colour per point and the groups with their liberties like nogo::Board, but neither a
// hash nor exact legal sets. Groups are stored flat: every stone names its group's root directly
// (root_), the stones of a group form a circular list (next_) and a merge relabels the smaller
// group, so a group look-up is one load. Each root stores its liberty set and liberty count.
// Neighbour lists are padded to four entries with off-board sentinels, OFF + i in slot i. An
// empty point and a sentinel are their own roots with a meaningless liberty set: play() updates
// the liberties of every neighbour's root without asking what it is, and distinct slots never
// share such a dummy root, so those updates never wait on each other.
//
// Instead of legal sets each point has a candidate mask (bit c: c may still play there): a
// superset of its legality that starts exact (copied from the Board) and loses a bit when a
// legality test fails. This is sound because a point illegal for a colour stays illegal for the
// rest of the game (board.h, Board::play), so a mask never needs to grow, and a point is only
// ever tested when a policy draws it: most positions are never re-examined. The candidates are
// kept in three lists by mask (both colours, black only, white only; swap-remove on change), so
// a uniform draw from a list, or from two lists, is one random number and one load.
//
// Sampling "uniformly among the legal points of a set" is done by rejection: draw uniformly from
// the candidates, narrow the mask of a drawn point that turns out illegal (it leaves the lists
// drawn from), draw again. The point finally accepted is uniform among the legal ones, exactly
// as if the legal set were known.
#pragma once

#include "core/random.h"
#include "nogo/board.h"

namespace nogo {

class PlayoutBoard {
  public:
    // Copies b's position: O(points).
    explicit PlayoutBoard(const Board& b);

    // Plays the game to its end and returns the reward for the side to move at the start: with
    // knowledge reserve_reward (nogo/knowledge.h) of whether it won and the winner's reserve at
    // the end; without, 1 if it won, else 0.
    // With knowledge the game has two phases, as HaHaNoGo's playouts have. First, the points
    // shared at the start (legal for both) are drawn in a uniformly random order, the side to
    // move playing the first drawn that is still legal for it (drawn points it may not play go
    // to the other side's own points); once none is left, each side plays a uniformly random
    // own point. Without knowledge: a uniformly random legal point. Under this rule a point the
    // first phase makes one side's own is kept for it only when the other side draws it first
    // (STRENGTH.md, Tuned constants, nogo-tree; the variants that played worse are in
    // "Experiments not kept").
    // When `played` is not null the points played in the first phase (all points, without
    // knowledge) are added to played[0] (by the side to move at the start) and played[1] (by
    // the other side): the moves of the second phase are not the tree's to learn from, see
    // nogo/knowledge.h.
    float run(core::Rng& rng, bool knowledge, PointSet* played);
    // One move of run()'s policy: plays it for the side to move and returns it, or returns -1
    // (and plays nothing) when the side to move has no legal move, i.e. has lost. When
    // `first_phase` is not null it is set to whether the move came from the first phase (with
    // knowledge; always true without).
    Point move(core::Rng& rng, bool knowledge, bool* first_phase = nullptr);

  private:
    // The first off-board sentinel (OFF + i pads slot i of the neighbour lists), and the number
    // of entries of the per-point arrays.
    static constexpr Point OFF = POINTS;
    static constexpr int ENTRIES = POINTS + 4;

    // Bit c set iff colour c may play at the empty point p: the full rule of
    // Board::legal_colours, over the playout board's arrays.
    unsigned legal_colours(Point p) const;
    // Plays p for c. Precondition: c may play at p.
    void play(Point p, Color c);
    // Sets p's candidate mask to m, moving p between the candidate lists.
    void set_mask(Point p, unsigned m);
    // A uniformly random point among the candidates of the shared list (if `shared`) and of c's
    // own list (if `own`) whose legal colours include all of `need`; narrows the masks of the
    // points it draws that fail; -1 if none.
    Point draw(Color c, bool shared, bool own, unsigned need, core::Rng& rng);
    // The points colour c may play, counted over the candidates that may hold them up to `cap`:
    // min(cap, their number).
    int legal_count(Color c, int cap) const;

    // List of candidate mask m: m % 3, so 0 (SHARED) holds mask 3, 1 + c holds mask 1 << c.
    static constexpr int SHARED = 0;
    uint8_t list_[3][POINTS];
    uint8_t list_size_[3];
    uint8_t slot_[POINTS];  // p's index in its list
    uint8_t mask_[POINTS];  // 0 once the point is occupied or illegal for both
    PointSet empty_;
    PointSet libs_[ENTRIES];      // valid at group roots (meaningless at empty points, sentinels)
    uint8_t lib_count_[ENTRIES];  // libs_[r].count()
    uint8_t root_[ENTRIES];       // a stone's group root; itself for empty points and sentinels
    uint8_t next_[POINTS];        // the next stone of the same group (circular)
    uint8_t size_[POINTS];        // stones in the group, valid at roots
    uint8_t colour_[ENTRIES];     // a Cell, or CELL_OFF at the sentinels
    Color to_move_;
};

}  // namespace nogo
