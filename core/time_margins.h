// Every margin between a time limit and the time a search may use, in one place: the budgets
// the bots and the arena give a turn, and the margin the search keeps before its deadline for
// the last poll, the final choice and the scheduler.
#pragma once

#include <algorithm>

#include "core/clock.h"

namespace core {

// How long a protocol lets a turn last and what share of it the bot uses.
struct TimePolicy {
    double turn_seconds;       // budget of an ordinary turn when the input states no limit
    double first_turn_factor;  // Botzone doubles the first turn's limit
    double margin;             // share of an input's "time_limit" that is used
};
// NoGo on Botzone: 0.9 of the 1 s limit, doubled on the first turn.
constexpr TimePolicy NOGO_BOTZONE_TIME{0.9, 2.0, 0.9};
// Connect4 (JSON, Saiblo, the course library): 2.5 s of the course's 3 s, or 0.85 of a stated
// limit.
constexpr TimePolicy CONNECT4_TIME{2.5, 1.0, 0.85};
// The share of the move limit an arena engine player thinks for (the usual Botzone margin).
constexpr double ARENA_THINK_SHARE = 0.85;

// The searches stop SEARCH_MARGIN_SHARE of the time left before the caller's deadline, at most
// SEARCH_MARGIN_MAX seconds early: the last poll interval, the final choice and a preemption by
// the scheduler must all fit in that margin. (Measured: with the other core busy, turns of a
// 0.9 s deadline without a margin ended up to 20 ms late.)
constexpr double SEARCH_MARGIN_SHARE = 0.05;
constexpr double SEARCH_MARGIN_MAX = 0.03;

// `d` brought forward by the search margin; a deadline that never expires stays so.
inline Deadline with_search_margin(const Deadline& d) {
    if (d.is_never()) return d;
    const double left = d.remaining();
    return Deadline::after(
        std::max(0.0, left - std::min(SEARCH_MARGIN_MAX, SEARCH_MARGIN_SHARE * left)));
}

}  // namespace core
