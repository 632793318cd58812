// Every time budget and share the bots and the arena give a turn, in one place: how long each
// protocol lets a turn last and what share of it a bot thinks for. (The search itself stops a
// little before any deadline it is given: core/clock.h, with_search_margin.)
#pragma once

namespace bot {

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
// GTP mode (bot/gtp/time_plan.h): the share of a move's part of the clock that it thinks for,
// the Botzone bot's margin, leaving room for the protocol's round trip.
constexpr double GTP_THINK_SHARE = NOGO_BOTZONE_TIME.margin;
// The share of the move limit an arena engine player thinks for (the usual Botzone margin).
constexpr double ARENA_THINK_SHARE = 0.85;

}  // namespace bot
