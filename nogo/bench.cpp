#include "nogo/bench.h"

#include <vector>

#include "core/bench.h"
#include "core/random.h"
#include "nogo/engine.h"

namespace nogo {

namespace {

// The bench positions: the empty board and positions after 10, 20, ..., 60 plies of uniformly
// random play from seed 2024 (a game that ends sooner contributes its last non-terminal
// position).
std::vector<Board> bench_positions() {
    std::vector<Board> out;
    core::Rng rng(2024);
    for (int plies = 0; plies <= 60; plies += 10)
        out.push_back(core::random_play(Board(), plies, rng, random_point));
    return out;
}

}  // namespace

core::BenchResult bench(uint64_t iterations, int speed_runs, uint64_t speed_iterations) {
    return core::run_bench<Engine>(bench_positions(), iterations, Board(), speed_runs,
                                   speed_iterations);
}

int run_bench(std::ostream& out) {
    const int runs = 5;
    core::print_bench(out, "nogo", bench(BENCH_ITERATIONS, runs, 200000), "the empty board", runs);
    return 0;
}

}  // namespace nogo
