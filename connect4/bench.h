// `connect4 bench`: a fixed set of positions searched with a fixed seed and iteration count by
// each bench kind (core/bench.h: the default, the hybrid), then the search speed from an empty
// 12x12 board with a forbidden cell. A signature fingerprints a kind's behaviour: any change to
// the moves chosen or the work done changes it.
#pragma once

#include <cstdint>
#include <ostream>

#include "core/bench.h"
#include "core/engine_options.h"

namespace connect4 {

// The signature of the bench positions searched by `kind` at `iterations` per position.
core::BenchSignature bench(core::EngineKind kind, uint64_t iterations);

// The iterations per position of the bench command, whose signature tests/search pins. A graph
// iteration plays out every new child of the node it expands, about ten playouts.
constexpr uint64_t BENCH_ITERATIONS = 2000;

// The bench command: the signature at BENCH_ITERATIONS, then the speed of 50,000 iterations of
// the `uct` kind's graph (core/puct_graph.h) from an empty 12x12 board with a forbidden cell,
// the median of 5 runs. Returns 0.
int run_bench(std::ostream& out);

}  // namespace connect4
