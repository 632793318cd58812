// `nogo bench`: a fixed set of positions searched with a fixed seed and iteration count, then the
// search speed from the empty board. The signature fingerprints the search's behaviour: any
// change to the moves chosen or the work done changes it.
#pragma once

#include <cstdint>
#include <ostream>

namespace nogo {

struct BenchResult {
    int positions = 0;
    uint64_t nodes = 0;  // UCT iterations plus alpha-beta nodes over all positions
    uint64_t signature = 0;
    double iterations_per_second = 0;  // median of the speed runs (0 when none ran)
};

// Searches the bench positions with the hybrid engine at `iterations` per position; then, if
// speed_runs > 0, times speed_runs searches of `speed_iterations` knowledge-UCT iterations from
// the empty board and keeps the median rate.
BenchResult bench(uint64_t iterations, int speed_runs, uint64_t speed_iterations);

// The bench command: bench(20000, 5, 200000), printed as a short table. Returns 0.
int run_bench(std::ostream& out);

}  // namespace nogo
