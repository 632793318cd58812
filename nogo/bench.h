// `nogo bench`: a fixed set of positions searched with a fixed seed and iteration count, then the
// search speed from the empty board. The signature fingerprints the search's behaviour: any
// change to the moves chosen or the work done changes it.
#pragma once

#include <cstdint>
#include <ostream>

#include "core/bench.h"

namespace nogo {

// Searches the bench positions with the hybrid engine at `iterations` per position; then, if
// speed_runs > 0, times speed_runs searches of `speed_iterations` knowledge-UCT iterations from
// the empty board and keeps the median rate.
core::BenchResult bench(uint64_t iterations, int speed_runs, uint64_t speed_iterations);

// The iterations per position of the bench command, whose signature tests/search pins.
constexpr uint64_t BENCH_ITERATIONS = 20000;

// The bench command: bench(BENCH_ITERATIONS, 5, 200000), printed as a short table. Returns 0.
int run_bench(std::ostream& out);

}  // namespace nogo
