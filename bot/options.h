// Command-line options shared by the bots, and the per-turn time budget they imply.
#pragma once

#include <cstdint>
#include <string>

#include "core/engine.h"
#include "core/expected.h"

namespace bot {

struct BotOptions {
    std::string engine;        // --engine KIND ("": the game's default, Engine::DEFAULT_KIND)
    uint64_t seed = 1;         // --seed N
    uint64_t iterations = 0;   // --iterations N (0: until the deadline)
    int memory_mb = 160;       // --memory MB
    double time = 0;           // --time SECONDS per turn (0: the protocol's default)
    bool keep_running = true;  // --no-keep-running turns it off
    bool saiblo = false;       // --saiblo (connect4 only)
};

// How long a protocol lets a turn last and what share of it the bot uses.
struct TimePolicy {
    double turn_seconds;       // budget of an ordinary turn when the input states no limit
    double first_turn_factor;  // Botzone doubles the first turn's limit
    double margin;             // share of an input's "time_limit" that is used
};
inline constexpr TimePolicy NOGO_BOTZONE_TIME{0.9, 2.0, 0.9};
inline constexpr TimePolicy CONNECT4_TIME{2.5, 1.0, 0.85};

// Parses argv[1..argc). `allow_saiblo` admits --saiblo. The error names the bad argument.
core::Expected<BotOptions> parse_options(int argc, const char* const* argv, bool allow_saiblo);

// One line per option, for --help and after a bad argument.
std::string usage(const std::string& program, bool allow_saiblo);

// The engine settings the options carry, for either game's engine (nogo/engine.h,
// connect4/engine.h); the game headers stay out of this one. Without --engine the kind is empty:
// each game's engine runs its own default.
inline core::EngineOptions engine_options(const BotOptions& o) {
    core::EngineOptions e;
    e.kind = o.engine;
    e.seed = o.seed;
    e.max_iterations = o.iterations;
    e.memory_mb = o.memory_mb;
    return e;
}

// Seconds this turn may take: --time if given, else `margin` times the input's time_limit (when
// positive), else the policy's turn budget; times first_turn_factor on the first turn unless
// --time was given.
double turn_budget(const BotOptions& options, const TimePolicy& policy, bool first_turn,
                   double input_limit);

}  // namespace bot
