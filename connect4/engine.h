// The Connect4 engine as the bots, the course library and the arena see it: one object per
// process that chooses moves within a deadline and may keep what it learnt between turns of the
// same game.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include "connect4/board.h"
#include "connect4/game.h"
#include "core/clock.h"
#include "core/hybrid.h"
#include "core/random.h"

namespace connect4 {

struct EngineOptions {
    // Which search answers: "uct" (default: the strongest kind measured so far, STRENGTH.md),
    // "hybrid", "alphabeta", "uct-plain" (UCT without game knowledge) or "random". The adapters
    // validate the name; any other string runs the hybrid.
    std::string kind = "uct";
    uint64_t seed = 1;
    // Upper bound on the memory the search may allocate, in MiB.
    int memory_mb = 160;
    // Stop after this many search iterations even if time is left (0: no limit). With a fixed
    // seed and a limit reached well before the deadline, answers are reproducible.
    uint64_t max_iterations = 0;
};

struct Decision {
    int column = -1;
    uint64_t iterations = 0;  // UCT iterations plus alpha-beta nodes searched
    // The searcher's estimate that the side to move wins, in [0, 1]; 0.5 when it has none.
    double value = 0.5;
    // One line for a debug field or log: engine, iterations, value, time used.
    std::string summary;
};

class Engine {
  public:
    explicit Engine(EngineOptions options = {});
    // Forgets everything of the previous game.
    void new_game();
    // Chooses a column for the side to move of `board` and returns before `deadline`.
    // Precondition: !board.is_terminal(). Whatever the engine kept from an earlier call is reused
    // only where it applies to `board`.
    Decision choose(const Board& board, const core::Deadline& deadline);

    // The time share alpha-beta gets in the hybrid at `board` (see engine.cpp for the data).
    static core::HybridPlan plan(const Board& board);

  private:
    EngineOptions options_;
    core::Rng rng_;
    std::unique_ptr<core::Searcher<Game>> searcher_;  // absent for "random"
};

}  // namespace connect4
