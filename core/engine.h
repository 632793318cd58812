// What both games' engines (nogo/engine.h, connect4/engine.h) are made with and answer. The
// searcher they run is core/hybrid.h's; this header stays light, for the bots' option parsing.
#pragma once

#include <cstdint>
#include <string>

namespace core {

struct EngineOptions {
    // Which search answers: "hybrid", "uct", "alphabeta", "uct-plain" (UCT without game
    // knowledge) or "random". Empty: the game's default, its Engine::DEFAULT_KIND (the strongest
    // kind measured, STRENGTH.md). The adapters validate the name; any other string runs the
    // hybrid.
    std::string kind;
    uint64_t seed = 1;
    // Upper bound on the memory the search may allocate, in MiB.
    int memory_mb = 160;
    // Stop after this many search iterations even if time is left (0: no limit). With a fixed
    // seed and a limit reached well before the deadline, answers are reproducible.
    uint64_t max_iterations = 0;
};

// An engine's answer for one turn; Move is the game's (a NoGo point, a Connect4 column).
template <class Move>
struct Decision {
    Move move = Move(-1);
    uint64_t iterations = 0;  // UCT iterations plus alpha-beta nodes searched
    // The searcher's estimate that the side to move wins, in [0, 1]; 0.5 when it has none.
    double value = 0.5;
    // One line for a debug field or log: engine kind, iterations, value, time used.
    std::string summary;
};

}  // namespace core
