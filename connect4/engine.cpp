#include "connect4/engine.h"

namespace connect4 {

// Until the search lands (the engine issue) every kind answers a uniformly random legal column.
Engine::Engine(EngineOptions options) : options_(std::move(options)), rng_(options_.seed) {}

void Engine::new_game() {
    rng_.reseed(options_.seed);
}

Decision Engine::choose(const Board& board, const core::Deadline& deadline) {
    unsigned legal = board.legal_columns();
    Decision d;
    for (int k = int(rng_.below(uint32_t(__builtin_popcount(legal)))); k > 0; --k)
        legal &= legal - 1;
    d.column = __builtin_ctz(legal);
    d.summary = "random columns=" + std::to_string(__builtin_popcount(board.legal_columns())) +
                " time=" + std::to_string(int(deadline.elapsed() * 1000)) + "ms";
    return d;
}

}  // namespace connect4
