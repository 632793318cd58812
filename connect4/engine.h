// The Connect4 engine as the bots, the course library and the arena see it: core::Engine
// (core/engine.h) with Connect4's policy, its time plan and tree parameters.
#pragma once

#include "connect4/board.h"
#include "connect4/game.h"
#include "core/engine.h"
#include "core/puct_graph.h"

namespace connect4 {

// Connect4's part of the engine (the policy contract is in core/engine.h).
struct EnginePolicy {
    using Game = connect4::Game;
    // The tree: a graph with PUCT (core/puct_graph.h), whose nodes are positions, since Connect4
    // reaches the same position by many move orders and every move adds a stone (no position
    // recurs).
    using Tree = core::PuctGraph<Game>;
    using Plan = core::TurnPlan<Tree>;
    // The hybrid: alpha-beta screens tactics, then the graph (STRENGTH.md, Tuned constants,
    // connect4-default-kind).
    static constexpr core::EngineKind DEFAULT_KIND = core::EngineKind::HYBRID;
    // Room for a turn's search at the course's 2.5 s beside what the next root still reaches of
    // the last one, so that re-rooting rarely starts afresh (STRENGTH.md, Tuned constants,
    // connect4-memory). The course states no memory limit.
    static constexpr int DEFAULT_MEMORY_MB = 320;
    // E: the cells still empty (forbidden cells excluded).
    static constexpr const char* SIZE_NAME = "E";
    static int size(const Board& b) {
        return b.cells().and_not(b.stones(FIRST) | b.stones(SECOND)).count();
    }
    // See engine.cpp; the time left does not matter.
    static Plan plan(const Board& board, double seconds_left);
    // The adapter; the knowledge one carries the learned net (connect4/net.h).
    static Game game(bool knowledge);
    static core::PuctParams tree_params(bool knowledge, bool hybrid, uint32_t net_visits);
    // The learned net is off unless the options ask for it (STRENGTH.md, Tuned constants,
    // connect4-net).
    static constexpr uint32_t DEFAULT_NET_VISITS = 0;
    static int random_move(const Board& b, core::Rng& rng) { return random_column(b, rng); }
    static constexpr const char* MOVES_NAME = "columns";
    static int move_count(const Board& b) { return __builtin_popcount(b.legal_columns()); }
};

using Engine = core::Engine<EnginePolicy>;
using EngineOptions = core::EngineOptions;
using Decision = core::Decision<int>;

}  // namespace connect4
