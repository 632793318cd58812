// The Connect4 engine as the bots, the course library and the arena see it: one object per
// process that chooses moves within a deadline and may keep what it learnt between turns of the
// same game.
#pragma once

#include <memory>
#include <string>

#include "connect4/board.h"
#include "connect4/game.h"
#include "core/clock.h"
#include "core/engine.h"
#include "core/hybrid.h"
#include "core/random.h"

namespace connect4 {

using EngineOptions = core::EngineOptions;
using Decision = core::Decision<int>;

class Engine {
  public:
    // The kind an engine runs when its options name none: the strongest measured (STRENGTH.md).
    static constexpr const char* DEFAULT_KIND = "hybrid";

    explicit Engine(EngineOptions options = {});
    // Forgets everything of the previous game.
    void new_game();
    // Chooses a column for the side to move of `board` and returns before `deadline`.
    // Precondition: !board.is_terminal(). Whatever the engine kept from an earlier call is reused
    // only where it applies to `board`.
    Decision choose(const Board& board, const core::Deadline& deadline);
    // The kind this engine runs (DEFAULT_KIND when its options named none).
    const std::string& kind() const { return options_.kind; }

    // The time share alpha-beta gets in the hybrid at `board` (see engine.cpp for the data).
    static core::HybridPlan plan(const Board& board);

  private:
    EngineOptions options_;
    core::Rng rng_;
    std::unique_ptr<core::Searcher<Game>> searcher_;  // absent for "random"
};

}  // namespace connect4
