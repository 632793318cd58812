// The NoGo engine as the bots and the arena see it: core::Engine (core/engine.h) with NoGo's
// policy, its time plan and tree parameters.
#pragma once

#include "core/engine.h"
#include "core/uct.h"
#include "nogo/board.h"
#include "nogo/game.h"

namespace nogo {

// NoGo's part of the engine (the policy contract is in core/engine.h).
struct EnginePolicy {
    using Game = nogo::Game;
    // The tree: NoGo's UCT selection pools RAVE statistics, which the graph (core/puct_graph.h)
    // does not keep.
    using Tree = core::Uct<Game>;
    using Plan = core::TurnPlan<Tree>;
    // `uct`: the tree alone (STRENGTH.md, Tuned constants, nogo-default-kind).
    static constexpr core::EngineKind DEFAULT_KIND = core::EngineKind::UCT;
    // The 1.8 s first turn fills the tree's pool, so the tree gets most of Botzone's 256 MB
    // (STRENGTH.md, Tuned constants, nogo-memory).
    static constexpr int DEFAULT_MEMORY_MB = 200;
    // L: the points still legal for either side.
    static constexpr const char* SIZE_NAME = "L";
    static int size(const Board& b) { return (b.legal(BLACK) | b.legal(WHITE)).count(); }
    // See engine.cpp.
    static Plan plan(const Board& board, double seconds_left);
    static Game game(bool knowledge);
    static core::UctParams tree_params(bool knowledge, bool hybrid, uint32_t net_visits);
    // The learned net is off unless the options ask for it (STRENGTH.md, Tuned constants,
    // nogo-net).
    static constexpr uint32_t DEFAULT_NET_VISITS = 0;
    static Point random_move(const Board& b, core::Rng& rng) { return random_point(b, rng); }
    static constexpr const char* MOVES_NAME = "legal";
    static int move_count(const Board& b) { return b.legal(b.to_move()).count(); }
};

using Engine = core::Engine<EnginePolicy>;
using EngineOptions = core::EngineOptions;
using Decision = core::Decision<Point>;

}  // namespace nogo
