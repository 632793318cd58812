#include "nogo/bench.h"

#include <vector>

#include "core/random.h"
#include "nogo/engine.h"
#include "nogo/net.h"

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
    const std::vector<Board> positions = bench_positions();
    core::print_bench<Engine>(out, "nogo", positions, BENCH_ITERATIONS, Board(), "the empty board",
                              5, 200000);
    NetEvaluator& net = shipped_net();
    core::print_net_speed(out, "nogo", net.id(), positions, 5, 2000, [&net](const Board& b) {
        Point moves[POINTS];
        float priors[POINTS], value;
        int n = 0;
        b.legal(b.to_move()).for_each([&](Point p) { moves[n++] = p; });
        net.evaluate(b, moves, n, priors, &value);
    });
    return 0;
}

}  // namespace nogo
