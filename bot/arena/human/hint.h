// The hint of `arena play` (the command "hint"): what our Connect4 engine thinks of the person's
// position, column by column, as the bot's "analysis" answer gives it (bot/connect4_analysis.h).
#pragma once

#include <string>

#include "connect4/board.h"

namespace arena {

// The engine's search at `position` (not terminal) stops after this many iterations, or at the
// time given, whichever comes first.
constexpr uint64_t HINT_ITERATIONS = 20000;

// A fresh engine of the default kind searches `position` for at most `seconds`; the text has one
// line per column the graph searched, for the side to move:
// "  column C: N visits, win P%, PROOF, line C1 C2 ..." (P with one decimal, PROOF won, lost or
// open), each line ending in a newline; or
// one line saying that the engine decided without its graph.
std::string connect4_hint(const connect4::Board& position, double seconds);

}  // namespace arena
