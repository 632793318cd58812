// `connect4 bench`: a fixed set of positions searched with a fixed seed and iteration count, then
// the search speed from an empty 12x12 board with a forbidden cell. The signature fingerprints the
// search's behaviour: any change to the moves chosen or the work done changes it.
#pragma once

#include <cstdint>
#include <ostream>

#include "core/bench.h"

namespace connect4 {

// Searches the bench positions with the hybrid engine at `iterations` per position; then, if
// speed_runs > 0, times speed_runs searches of `speed_iterations` iterations of the `uct` kind's
// graph (core/puct_graph.h) from an empty 12x12 board with a forbidden cell and keeps the median
// rate.
core::BenchResult bench(uint64_t iterations, int speed_runs, uint64_t speed_iterations);

// The iterations per position of the bench command, whose signature tests/search pins. A graph
// iteration plays out every new child of the node it expands, about ten playouts.
constexpr uint64_t BENCH_ITERATIONS = 2000;

// The bench command: bench(BENCH_ITERATIONS, 5, 50000), printed as a short table. Returns 0.
int run_bench(std::ostream& out);

}  // namespace connect4
