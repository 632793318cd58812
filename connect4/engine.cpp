#include "connect4/engine.h"

namespace connect4 {

// The graph's parameter (core/puct_graph.h reads only the exploration constant): its PUCT
// constant, Lionjump's 2.3 on its [-1, 1] scale of values, 1.15 on ours, for every kind (the
// plain graph differs only in its adapter: all legal columns, random playouts). Screened
// against Lionjump at 0.25 s a move (STRENGTH.md, "Against the strongest public engines").
core::UctParams EnginePolicy::uct_params(bool /*knowledge*/, bool /*hybrid*/) {
    core::UctParams p;
    p.exploration = 1.15;
    return p;
}

// Alpha-beta's share by the number of empty cells left (E). Measured with ID alpha-beta alone,
// 2 s per position, on positions of 9..12 x 9..12 boards after k plies of safe random play:
// what it proves (a forced win or loss somewhere in the tree of tactics) it proves within a
// few milliseconds (max 2 ms over 32 positions); what it does not prove in that time it did not
// prove in 2 s either. In play, alpha-beta alone scored 0.400 +- 0.152 against knowledge UCT
// (40 games, 0.1 s per move), so UCT leads in open positions and alpha-beta screens tactics
// with a tenth of the time, at most OPEN_ALPHABETA_SECONDS; near the end (E <= 24, where the
// whole remaining game fits in its horizon) alpha-beta gets half.
// The cap: on 62 positions of the recorded games (plies 8, 16, 24 and 32 of the first 20 games
// of ../shared/games/connect4.jsonl, E of 48 to 123), a 1.35 s turn of the hybrid decided the
// same with a tenth (135 ms) and with 20 ms: the same 11 proofs (3 wins, 2 losses, 6 positions
// with one move left standing) and the same number of root moves proved lost in every position;
// the 115 ms saved go to the graph.
constexpr double OPEN_ALPHABETA_SECONDS = 0.02;

core::TurnPlan EnginePolicy::plan(const Board& board, double /*seconds_left*/) {
    core::TurnPlan p;
    if (size(board) <= 24) {
        p.alphabeta_share = 0.5;
    } else {
        p.alphabeta_share = 0.1;
        p.alphabeta_max_seconds = OPEN_ALPHABETA_SECONDS;
    }
    return p;
}

}  // namespace connect4
