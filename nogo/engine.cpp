#include "nogo/engine.h"

namespace nogo {

namespace {

// Alpha-beta's share of a hybrid turn by L, the points still legal for either side: alpha-beta
// returns as soon as it proves the result, so it leads only where it proves within the time it
// gets, screens for short forced lines and lost moves with a twentieth of the time where it
// sometimes proves something, and is not run where it never does (STRENGTH.md, Tuned constants,
// nogo-alphabeta-share).
constexpr int LEAD_LEGAL = 16;       // alpha-beta leads at L <= 16 ...
constexpr int LONG_LEAD_LEGAL = 20;  // ... and at L <= 20 with LONG_LEAD_SECONDS left
constexpr double LONG_LEAD_SECONDS = 0.5;
constexpr int SCREEN_LEGAL = 20;  // a screen at L <= 20; none above
constexpr double LEAD_SHARE = 0.8;
constexpr double LONG_LEAD_SHARE = 0.6;
constexpr double SCREEN_SHARE = 0.05;

// The visit on which a leaf is expanded in a turn bound by time: the second in turns with at
// least LONG_TURN_SECONDS left when the plan is made, else the eighth (STRENGTH.md, Tuned
// constants, nogo-expansion). A turn's plan sees its budget less what the turn has spent, so the
// bound lies below 0.5 s for a 0.5 s budget to reach it.
constexpr double LONG_TURN_SECONDS = 0.45;
constexpr uint32_t LONG_TURN_EXPAND_VISITS = 2;
constexpr uint32_t SHORT_TURN_EXPAND_VISITS = 8;

// The weight of the net's progressive bias where the tree asks it (core/uct.h) (STRENGTH.md,
// Tuned constants, nogo-net).
constexpr float POLICY_WEIGHT = 1.0f;

}  // namespace

// The knowledge tree is HaHaNoGo's: RAVE pooled with the child's own results from 20 virtual
// AMAF visits, exploration 0.25, children in a random order (core/uct.h), with our solver and
// tree reuse, learning from playouts that score a win by the winner's reserve at the end
// (nogo/knowledge.h) (STRENGTH.md, Tuned constants, nogo-tree). A search bound by an iteration
// count expands a leaf on its eighth visit; plan() sets the visit for a search bound by time.
// The hybrid's tree is the same; only the `uct` tree asks the learned net (nogo/net.h) for
// priors, at nodes of net_visits visits (core/uct.h). The plain tree has neither RAVE nor
// shuffling; its exploration 0.7 is untuned.
Game EnginePolicy::game(bool knowledge) {
    return Game{knowledge, knowledge ? &shipped_net() : nullptr};
}

core::UctParams EnginePolicy::tree_params(bool knowledge, bool hybrid, uint32_t net_visits) {
    core::UctParams p;
    p.exploration = knowledge ? 0.25 : 0.7;
    p.expand_visits = SHORT_TURN_EXPAND_VISITS;
    p.rave_prior_visits = knowledge ? 20.0f : 0.0f;
    p.shuffle_children = knowledge;
    p.net_visits = knowledge && !hybrid ? net_visits : 0;
    p.policy_weight = POLICY_WEIGHT;
    return p;
}

EnginePolicy::Plan EnginePolicy::plan(const Board& board, double seconds_left) {
    Plan p;
    p.tree.expand_visits =
        seconds_left >= LONG_TURN_SECONDS ? LONG_TURN_EXPAND_VISITS : SHORT_TURN_EXPAND_VISITS;
    const int legal = size(board);
    if (legal <= LEAD_LEGAL)
        p.alphabeta_share = LEAD_SHARE;
    else if (legal <= LONG_LEAD_LEGAL && seconds_left >= LONG_LEAD_SECONDS)
        p.alphabeta_share = LONG_LEAD_SHARE;
    else if (legal <= SCREEN_LEGAL)
        p.alphabeta_share = SCREEN_SHARE;
    else
        p.alphabeta_share = 0.0;
    return p;
}

}  // namespace nogo
