#include "nogo/engine.h"

namespace nogo {

namespace {

// The weight of the hybrid's implicit minimax backups (core/uct.h) of the evaluation
// (nogo/knowledge.h, with its fitted scale). Screened with the hybrid against `uct` at 0.05 s a
// move, 200 games each (STRENGTH.md, "Tuned constants"): 0.3 scored 60.0% (Elo +70 [+22, +121]),
// 0.6 scored 59.0% (+63 [+15, +114]).
constexpr float MINIMAX_WEIGHT = 0.3f;

}  // namespace

// UCT parameters. The knowledge tree selects by RAVE pooled with the child's own results, from
// 20 virtual AMAF visits, with exploration 0.25 (core/uct.h), children in a random order and no
// prior visits: HaHaNoGo's tree, with our exploration term, solver and tree reuse. Against
// HaHaNoGo (STRENGTH.md, "Tuned constants"), at equal fixed work, our 30,000 iterations to its
// 30,000 simulations: HaHaNoGo's tree with its playout's first phase and AMAF (nogo/knowledge.h)
// scored 52.0% (100 games) with its own exploration term and without solver or reuse, 52.3%
// (44) with our exploration term, 52.0% (100) with our solver and reuse; the tree before, with
// 10 prior visits at the shared/own prior and the children in point order, scored 35.3% (51),
// and HaHaNoGo's with the 10 prior visits back 30.2% (43). (At 7,000 against 5,000 the tree
// before scored 68.0%: priors help little searches and hurt large ones.) The plain tree has
// neither RAVE nor shuffling; its exploration 0.7 is untuned. Only the hybrid's tree backs up
// the evaluation (implicit minimax, above): in the `uct` tree, at weight 0.1, it scored 73.2%
// against HaHaNoGo at 0.18 s where the tree without it scored 82.1% on the same 56 games. At the
// Botzone default, exploration 0.15 or 0.35, AMAF statistics fading with the child's own visits, 10
// or 40 virtual AMAF visits, new children's AMAF statistics seeded from the grandparent's and the
// reserve reward's grade fading with a node's visits played no better (STRENGTH.md); GRAVE (a node
// under 50 visits selecting by an ancestor's AMAF statistics) scored 51.0% against the engine
// without it at 0.18 s. A leaf is expanded on its eighth visit (HaHaNoGo: its second) in a search
// bound by an iteration count; in one bound by time, on the visit plan() sets below. Unlike
// HaHaNoGo's, the playouts it learns from score a win by the winner's reserve at the end
// (nogo/knowledge.h, reserve_reward).
core::UctParams EnginePolicy::uct_params(bool knowledge, bool hybrid) {
    core::UctParams p;
    p.exploration = knowledge ? 0.25 : 0.7;
    p.prior_visits = 0.0f;
    p.expand_visits = 8;
    p.rave_prior_visits = knowledge ? 20.0f : 0.0f;
    p.minimax_weight = hybrid ? MINIMAX_WEIGHT : 0.0f;
    p.shuffle_children = knowledge;
    return p;
}

// Alpha-beta's share by the number of points still legal for either side (L) and the time left.
// Measured with ID alpha-beta alone on 10 random-play positions per bound, 0.9 s each (this
// machine, release):
//   L <= 12: all proven within 1 ms;   L <= 16: all proven, median 11 ms, max 116 ms;
//   L <= 20: 7/10 proven, median 176 ms;  L <= 24: 2/10 proven, both near 0.9 s;
//   L <= 28 and above: none proven.
// And in play (the hybrid at 0.2 s a move, every second position from ply 24 of three arena
// games, 72 positions): with 5% of the turn alpha-beta proved no result and no lost move in any
// of the 51 positions of L >= 20 and proved 1 of the 3 at L = 18; with 80% it proved all 18 of
// L <= 15.
// Alpha-beta returns as soon as it proves the result, so a large share costs nothing where it
// proves quickly (L <= 16) but all of UCT's time where it does not: a first plan that gave it
// 80% up to L = 20 and 40% up to L = 28 whatever the time scored 0.333 +- 0.169 against
// knowledge UCT (30 games, 0.1 s per move). Hence it leads only where it proves within the time
// it gets (L <= 16; L <= 20 with at least 0.5 s left), screens for short forced lines and lost
// moves with a twentieth of the time up to L = 28 (what it proves there also prunes the UCT tree,
// core/searcher.h), and is not run at all above L = 28, where it never proved anything.
//
// The tree's expansion threshold by the time left. A leaf's first visits are cheaper as playouts
// alone, which write no nodes (an expansion writes one per legal point, and selection reads them
// back from memory); a longer search gained from a tree that grows sooner. Against HaHaNoGo at
// equal time (STRENGTH.md): at 0.18 s a move (seeds 2153 and 2154) the eighth visit scored 81.5%
// over 200 games, the fourth 73.0%; at Botzone's 0.9 s the fourth scored 76.0% on seed 2141 where
// the eighth scored 69.0%, and on 97 games of seed 2162 72.2% where the eighth scored 56.7%. There
// the second visit (HaHaNoGo's) scored 73.7% over 784 games (74.6% over 260 with today's fuller
// tree, core/uct.h), where the fourth scored 72.4% over 286; before the reserve reward 70.0% over
// 300, where the fourth scored 67.3% over 370: ahead both times, within the noise each time
// (pooled, 1.9 points, about 0.8 standard errors). It fills
// the tree's pool in a 1.8 s first turn (210 MB in all), within Botzone's 256 MB; re-rooting cuts
// the kept tree back to leave room for the next turn (core/uct.h).
// A turn's plan sees its budget less what the turn has already spent, so the bound lies below
// 0.5 s for a 0.5 s budget to reach it: there the second visit scored 74.5% over 200 games (seed
// 2653) where the eighth scored 72.5% on the same games and 72.1% over 430 in all, again ahead
// within the noise. Between 0.18 s and 0.45 s the second visit was not played (at 0.3 s the
// eighth scored 81.9% over 94).
core::TurnPlan EnginePolicy::plan(const Board& board, double seconds_left) {
    core::TurnPlan p;
    p.expand_visits = seconds_left >= 0.45 ? 2 : 8;
    const int legal = size(board);
    p.alphabeta_share = legal <= 16                          ? 0.8
                        : legal <= 20 && seconds_left >= 0.5 ? 0.6
                        : legal <= 28                        ? 0.05
                                                             : 0.0;
    return p;
}

}  // namespace nogo
