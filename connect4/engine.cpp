#include "connect4/engine.h"

namespace connect4 {

namespace {

// The weight of the hybrid's implicit minimax backups (core/uct.h) of the evaluation
// (connect4/knowledge.h, with its fitted scale). Screened with the hybrid against `uct` at 0.05 s
// a move, 200 games each (STRENGTH.md, "Tuned constants"): 0.3 scored 46.0% (Elo -28 [-77, +20]),
// 0.1 scored 54.2% (+30 [-18, +79]), so 0.1.
constexpr float MINIMAX_WEIGHT = 0.1f;

}  // namespace

// UCT parameters: exploration constant and prior weight (virtual visits). The knowledge tree
// seeds each child with 10 virtual visits at its prior (untuned); the plain tree has no prior
// weight. The exploration constant was tuned with the arena, knowledge UCT against itself at
// 0.05 s a move, 200 games each (STRENGTH.md): 0.4 scored 57.0% against 0.7 (Elo +49 [+1, +99])
// and 0.25 scored 42.0% against 0.4 (Elo -56 [-106, -8]). The plain tree keeps the same constant,
// so that `uct-plain` is the same UCT without knowledge. Only the hybrid's tree backs up the
// evaluation (implicit minimax, above).
core::UctParams EnginePolicy::uct_params(bool knowledge, bool hybrid) {
    core::UctParams p;
    p.exploration = 0.4;
    p.prior_visits = knowledge ? 10.0f : 0.0f;
    p.expand_visits = 2;
    p.minimax_weight = hybrid ? MINIMAX_WEIGHT : 0.0f;
    return p;
}

// Alpha-beta's share by the number of empty cells left (E). Measured with ID alpha-beta alone,
// 2 s per position, on positions of 9..12 x 9..12 boards after k plies of safe random play:
// what it proves (a forced win or loss somewhere in the tree of tactics) it proves within a
// few milliseconds (max 2 ms over 32 positions); what it does not prove in that time it did not
// prove in 2 s either. In play, alpha-beta alone scored 0.400 +- 0.152 against knowledge UCT
// (40 games, 0.1 s per move), so UCT leads in open positions and alpha-beta screens tactics
// with a tenth of the time; near the end (E <= 24, where the whole remaining game fits in its
// horizon) alpha-beta gets half.
core::HybridPlan EnginePolicy::plan(const Board& board, double /*seconds_left*/) {
    core::HybridPlan p;
    p.alphabeta_share = size(board) <= 24 ? 0.5 : 0.1;
    return p;
}

}  // namespace connect4
