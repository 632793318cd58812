#include "nogo/bench.h"

#include <vector>

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

core::BenchSignature bench(core::EngineKind kind, uint64_t iterations) {
    return core::bench_signature<Engine>(bench_positions(), kind, iterations);
}

int run_bench(std::ostream& out) {
    core::print_bench<Engine>(out, "nogo", bench_positions(), BENCH_ITERATIONS, Board(),
                              "the empty board", 5, 200000);
    return 0;
}

}  // namespace nogo
