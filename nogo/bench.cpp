#include "nogo/bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
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

uint64_t mix(uint64_t h, uint64_t v) {
    uint64_t s = h ^ (v + 0x9E3779B97F4A7C15ULL);
    return core::splitmix64(s);
}

}  // namespace

BenchResult bench(uint64_t iterations, int speed_runs, uint64_t speed_iterations) {
    BenchResult r;
    for (const Board& b : bench_positions()) {
        EngineOptions o;
        o.kind = "hybrid";
        o.seed = 1;
        o.max_iterations = iterations;
        o.memory_mb = 64;
        Engine e(o);
        const Decision d = e.choose(b, core::Deadline::never());
        ++r.positions;
        r.nodes += d.iterations;
        r.signature = mix(mix(r.signature, uint64_t(d.move)), d.iterations);
    }
    std::vector<double> rates;
    for (int run = 0; run < speed_runs; ++run) {
        EngineOptions o;
        o.kind = "uct";
        o.seed = 1;
        o.max_iterations = speed_iterations;
        Engine e(o);
        const auto start = std::chrono::steady_clock::now();
        const Decision d = e.choose(Board(), core::Deadline::never());
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        rates.push_back(double(d.iterations) / s);
    }
    if (!rates.empty()) {
        std::sort(rates.begin(), rates.end());
        r.iterations_per_second = rates[rates.size() / 2];
    }
    return r;
}

int run_bench(std::ostream& out) {
    const BenchResult r = bench(20000, 5, 200000);
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
