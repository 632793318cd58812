#include "nogo/engine.h"

namespace nogo {

// Until the search lands (the engine issue) every kind answers a uniformly random legal move.
Engine::Engine(EngineOptions options) : options_(std::move(options)), rng_(options_.seed) {}

void Engine::new_game() {
    rng_.reseed(options_.seed);
}

Decision Engine::choose(const Board& board, const core::Deadline& deadline) {
    const PointSet legal = board.legal(board.to_move());
    Decision d;
    d.move = legal.select(int(rng_.below(uint32_t(legal.count()))));
    d.summary = "random legal=" + std::to_string(legal.count()) +
                " time=" + std::to_string(int(deadline.elapsed() * 1000)) + "ms";
    return d;
}

}  // namespace nogo
