// NoGo knowledge for the searches: mobility evaluation, move priors and the playout policy.
//
// Vocabulary. For the side to move c and its opponent e:
//   shared points = legal(c) & legal(e): either side may still take them;
//   own points    = legal(c) & ~legal(e): only c may play there (eyes and their kin).
// A side with no legal move loses, so own points are reserves: once no shared point is left the
// players spend their own points and the side with more of them wins. Taking a shared point
// denies it to the opponent; spending an own point early wastes a reserve.
#pragma once

#include <algorithm>

#include "core/random.h"
#include "core/score.h"
#include "nogo/board.h"

namespace nogo {

// Mobility evaluation for the side to move, inside (-VALUE_KNOWN, VALUE_KNOWN): own points weigh
// EVAL_OWN, every legal point EVAL_LEGAL, both as (side to move) minus (opponent). The weights
// are untuned starting values (own points are what decides the endgame, hence the larger one).
// Its scale, units per factor e of the odds that the side to move wins (core/game.h), is fitted
// to recorded games with `arena fit-eval` (STRENGTH.md, Tuned constants, nogo-eval-scale).
constexpr core::Value EVAL_OWN = 40;
constexpr core::Value EVAL_LEGAL = 5;
constexpr double EVAL_SCALE = 80;
core::Value evaluate(const Board& b);

// Estimated win rates in [0, 1] for the side to move playing each of the n points `moves`
// (legal for it): shared points above own points (untuned starting values). They order
// alpha-beta's moves; the UCT tree gives them no weight (nogo/engine.cpp).
constexpr float PRIOR_SHARED = 0.55f;
constexpr float PRIOR_OWN = 0.35f;
void priors(const Board& b, const Point* moves, int n, float* out);

// Plays b to the end and returns its reward for the side to move of b at the start: above one
// half if that side wins, below if it loses (reserve_reward, below; without knowledge 1 or 0).
// With knowledge, HaHaNoGo's policy: the points shared at the start are drawn in a random order
// and each side plays the first drawn that is still legal for it; then each side plays uniformly
// random own points. Without: a uniformly random legal point. (Runs on a PlayoutBoard,
// nogo/playout.h, which says it exactly; b itself is left unchanged.) When `played` is not null,
// the points played in the first phase (all, without knowledge) are added to played[0] (by the
// side to move at the start) and played[1] (by the other side), for RAVE. The second phase's
// moves are left out, as HaHaNoGo leaves them out: who spends more own points there is who wins,
// so crediting them would teach the tree that filling its own reserves wins.
float playout(Board& b, core::Rng& rng, bool knowledge, PointSet* played = nullptr);

// The reward of a playout with knowledge: a win or a loss graded by the winner's reserve, the
// points still legal for the winner when the loser has none (0 in about half of the playouts: a
// win on the tempo alone; 1 in a quarter, 2 or more in the rest). A win is worth
// 1 - RESERVE_BONUS at a margin of 0, rising evenly to 1 at RESERVE_FULL or more, and a loss
// RESERVE_BONUS down to 0, so the result still says who won (above or below one half) while a
// close finish counts less than a clear one: the qualitative bonus of Pepels, Tak, Lanctot and
// Winands (ECAI 2014), a grade of the playout's final position, here with a fixed weight
// (STRENGTH.md, Tuned constants, nogo-reserve-reward). Playouts without knowledge score 1 or 0.
constexpr float RESERVE_BONUS = 0.3f;
constexpr int RESERVE_FULL = 2;
inline float reserve_reward(bool won, int margin) {
    const float grade = RESERVE_BONUS * float(std::min(margin, RESERVE_FULL)) / float(RESERVE_FULL);
    return won ? 1.0f - RESERVE_BONUS + grade : RESERVE_BONUS - grade;
}

// Whether the side to move has a move after which the opponent has no legal move; if so *move
// is one. Tries every move, so only when the opponent has at most WIN_CHECK_LEGAL legal points;
// otherwise answers false without looking (allowed by core/game.h: searches find such wins by
// searching).
constexpr int WIN_CHECK_LEGAL = 4;
bool winning_move(const Board& b, Point* move);

}  // namespace nogo
