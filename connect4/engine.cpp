#include "connect4/engine.h"

namespace connect4 {

namespace {

// Alpha-beta's share of a hybrid turn by E, the cells still empty. What alpha-beta proves in an
// open position (a forced win or loss in the tree of tactics) it proves within milliseconds, so
// there it screens with a tenth of the turn, at most OPEN_ALPHABETA_SECONDS; near the end, where
// the whole remaining game fits in its horizon, it gets half (STRENGTH.md, Tuned constants,
// connect4-alphabeta-share and connect4-alphabeta-cap).
constexpr int ENDGAME_EMPTY = 24;
constexpr double ENDGAME_SHARE = 0.5;
constexpr double OPEN_SHARE = 0.1;
constexpr double OPEN_ALPHABETA_SECONDS = 0.02;

}  // namespace

// The knowledge adapter carries the learned net; tree_params says when the graph asks it.
Game EnginePolicy::game(bool knowledge) {
    return Game{knowledge, knowledge ? &shipped_net() : nullptr};
}

// The PUCT constant, Lionjump's 2.3 on its [-1, 1] scale of values, 1.15 on ours, for every kind
// (the plain graph differs only in its adapter: all legal columns, random playouts); the learned
// net (connect4/net.h) gives priors to the knowledge graph's nodes of net_visits visits
// (STRENGTH.md, Tuned constants, connect4-puct).
core::PuctParams EnginePolicy::tree_params(bool knowledge, bool /*hybrid*/, uint32_t net_visits) {
    core::PuctParams p;
    p.exploration = 1.15f;
    p.net_visits = knowledge ? net_visits : 0;
    return p;
}

EnginePolicy::Plan EnginePolicy::plan(const Board& board, double /*seconds_left*/) {
    Plan p;
    if (size(board) <= ENDGAME_EMPTY) {
        p.alphabeta_share = ENDGAME_SHARE;
    } else {
        p.alphabeta_share = OPEN_SHARE;
        p.alphabeta_max_seconds = OPEN_ALPHABETA_SECONDS;
    }
    return p;
}

}  // namespace connect4
