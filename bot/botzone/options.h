// Command-line options shared by the bots, and the per-turn time budget they imply.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "bot/time_budget.h"
#include "core/engine_options.h"
#include "core/expected.h"

namespace bot {

struct BotOptions {
    std::optional<core::EngineKind> engine;  // --engine KIND (none: the game's DEFAULT_KIND)
    uint64_t seed = 1;                       // --seed N
    uint64_t iterations = 0;                 // --iterations N (0: until the deadline)
    int memory_mb = 0;                       // --memory MB (0: the game's default)
    std::optional<uint32_t> net_visits;      // --net-visits N (none: the game's default)
    double time = 0;                         // --time SECONDS per turn (0: the protocol's default)
    bool keep_running = true;                // --no-keep-running turns it off
    bool saiblo = false;                     // --saiblo (connect4 only)
    bool help = false;                       // --help or -h: print the usage, play nothing
};

// A decimal count of 1 to 19 digits and nothing else (no sign, no spaces); false, and `out`
// untouched, otherwise.
bool parse_u64(const std::string& s, uint64_t* out);

// Parses argv[1..argc). `allow_saiblo` admits --saiblo. The error names the bad argument.
// --help or -h anywhere sets `help` and nothing else: the other arguments are not looked at.
core::Expected<BotOptions> parse_options(int argc, const char* const* argv, bool allow_saiblo);

// The program's options and its --help, for --help and after a bad argument: two lines, no final
// newline. The mains add the modes that only they have (bench, --gtp).
std::string usage(const std::string& program, bool allow_saiblo);

// The engine settings the options carry, for either game's engine (nogo/engine.h,
// connect4/engine.h); the game headers stay out of this one. Without --engine the kind is
// nullopt: each game's engine runs its own default.
inline core::EngineOptions engine_options(const BotOptions& o) {
    core::EngineOptions e;
    e.kind = o.engine;
    e.seed = o.seed;
    e.max_iterations = o.iterations;
    e.memory_mb = o.memory_mb;
    e.net_visits = o.net_visits;
    return e;
}

// Seconds this turn may take: --time if given, else `margin` times the input's time_limit (when
// positive), else the policy's turn budget; times first_turn_factor on the first turn unless
// --time was given.
double turn_budget(const BotOptions& options, const TimePolicy& policy, bool first_turn,
                   double input_limit);

}  // namespace bot
