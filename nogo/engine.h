// The NoGo engine as the bots and the arena see it: one object per game process that chooses
// moves within a deadline and may keep what it learnt between turns of the same game.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include "core/clock.h"
#include "core/hybrid.h"
#include "core/random.h"
#include "nogo/board.h"
#include "nogo/game.h"

namespace nogo {

struct EngineOptions {
    // Which search answers: "hybrid" (default: the strongest kind measured so far, STRENGTH.md),
    // "uct", "alphabeta", "uct-plain" (UCT without game knowledge) or "random". The adapters
    // validate the name; any other string runs the hybrid.
    std::string kind = "hybrid";
    uint64_t seed = 1;
    // Upper bound on the memory the search may allocate, in MiB.
    int memory_mb = 160;
    // Stop after this many search iterations even if time is left (0: no limit). With a fixed
    // seed and a limit reached well before the deadline, answers are reproducible.
    uint64_t max_iterations = 0;
};

struct Decision {
    Point move = -1;
    uint64_t iterations = 0;  // UCT iterations plus alpha-beta nodes searched
    // The searcher's estimate that the side to move wins, in [0, 1]; 0.5 when it has none.
    double value = 0.5;
    // One line for Botzone's debug field: engine, iterations, value, time used.
    std::string summary;
};

class Engine {
  public:
    explicit Engine(EngineOptions options = {});
    // Forgets everything of the previous game.
    void new_game();
    // Chooses a move for the side to move of `board` and returns before `deadline`.
    // Precondition: !board.is_terminal(). Whatever the engine kept from an earlier call is reused
    // only where it applies to `board`.
    Decision choose(const Board& board, const core::Deadline& deadline);

    // The time share alpha-beta gets in the hybrid at `board` with `seconds_left` to think (see
    // engine.cpp for the data).
    static core::HybridPlan plan(const Board& board, double seconds_left);

  private:
    EngineOptions options_;
    core::Rng rng_;
    std::unique_ptr<core::Searcher<Game>> searcher_;  // absent for "random"
};

}  // namespace nogo
