// When this process was launched, on the steady clock. Botzone times a program's first turn from
// its launch, and what runs before main() (the kernel's exec, the loader, a script that execs the
// bot) counts against that turn: the first turn's clock (run_botzone) starts here.
#pragma once

#include <cstdint>
#include <string>

#include "core/clock.h"

namespace bot {

// The kernel's start time of this process, on the steady clock. On Linux it comes from
// /proc/self/stat (in clock ticks since boot, rounded down: at most one tick, 10 ms, early)
// read against CLOCK_BOOTTIME; elsewhere, or when that cannot be read or gives an age outside
// [0, MAX_LAUNCH_AGE] seconds, it is now. Within that age the answer does not depend on when it
// is called.
core::SteadyClock::time_point launch_time();

// A process whose start lies further back than this is taken as misread (a clock mismatch), not
// as slow to start: beyond any first turn's limit.
constexpr double MAX_LAUNCH_AGE = 5.0;

// The start time field (the 22nd) of a /proc/PID/stat line, in clock ticks since boot (a count
// parse_u64 reads, bot/botzone/options.h); false when the line is not one. The command name (the
// 2nd field, in parentheses) may hold spaces and parentheses: the fields after it are counted
// from its last ')'.
bool parse_start_ticks(const std::string& stat, uint64_t* ticks);

}  // namespace bot
