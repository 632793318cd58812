// The NoGo engine as the bots and the arena see it: one object per game process that chooses
// moves within a deadline and may keep what it learnt between turns of the same game.
#pragma once

#include <memory>
#include <string>

#include "core/clock.h"
#include "core/engine.h"
#include "core/hybrid.h"
#include "core/random.h"
#include "nogo/board.h"
#include "nogo/game.h"

namespace nogo {

using EngineOptions = core::EngineOptions;
using Decision = core::Decision<Point>;

class Engine {
  public:
    // The kind an engine runs when its options name none: the strongest measured (STRENGTH.md).
    static constexpr const char* DEFAULT_KIND = "hybrid";

    explicit Engine(EngineOptions options = {});
    // Forgets everything of the previous game.
    void new_game();
    // Chooses a move for the side to move of `board` and returns before `deadline`.
    // Precondition: !board.is_terminal(). Whatever the engine kept from an earlier call is reused
    // only where it applies to `board`.
    Decision choose(const Board& board, const core::Deadline& deadline);
    // The kind this engine runs (DEFAULT_KIND when its options named none).
    const std::string& kind() const { return options_.kind; }

    // The time share alpha-beta gets in the hybrid at `board` with `seconds_left` to think (see
    // engine.cpp for the data).
    static core::HybridPlan plan(const Board& board, double seconds_left);

  private:
    EngineOptions options_;
    core::Rng rng_;
    std::unique_ptr<core::Searcher<Game>> searcher_;  // absent for "random"
};

}  // namespace nogo
