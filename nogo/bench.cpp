#include "nogo/bench.h"

#include <cstdio>
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
    for (int plies = 0; plies <= 60; plies += 10) {
        Board b;
        for (int i = 0; i < plies; ++i) {
            const PointSet& legal = b.legal(b.to_move());
            Board next = b;
            next.play(legal.select(int(rng.below(uint32_t(legal.count())))));
            if (next.is_terminal()) break;
            b = next;
        }
        out.push_back(b);
    }
    return out;
}

}  // namespace

core::BenchResult bench(uint64_t iterations, int speed_runs, uint64_t speed_iterations) {
    return core::run_bench<Engine, EngineOptions>(bench_positions(), iterations, Board(),
                                                  speed_runs, speed_iterations,
                                                  [](const Decision& d) { return d.move; });
}

int run_bench(std::ostream& out) {
    const core::BenchResult r = bench(20000, 5, 200000);
    char line[200];
    std::snprintf(line, sizeof line,
                  "nogo bench: positions %d, nodes %llu, signature %016llx\n"
                  "nogo speed: %.0f iterations/s (knowledge UCT from the empty board, median of "
                  "5)\n",
                  r.positions, (unsigned long long)r.nodes, (unsigned long long)r.signature,
                  r.iterations_per_second);
    out << line;
    return 0;
}

}  // namespace nogo
