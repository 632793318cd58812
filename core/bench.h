// What every game's bench shares (nogo/bench.h, connect4/bench.h), as a chess engine's bench: a
// fixed set of positions searched with a fixed seed and iteration count, whose chosen moves and
// work fold into a signature that fingerprints the search's behaviour; then the search speed from
// the start position, the median of timed runs.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

#include "core/clock.h"
#include "core/random.h"

namespace core {

struct BenchResult {
    int positions = 0;
    uint64_t nodes = 0;  // the engines' Decision::iterations summed over all positions
    uint64_t signature = 0;
    double iterations_per_second = 0;  // median of the speed runs (0 when none ran)
};

// Folds v into the signature h.
inline uint64_t bench_mix(uint64_t h, uint64_t v) {
    uint64_t s = h ^ (v + 0x9E3779B97F4A7C15ULL);
    return splitmix64(s);
}

// Searches each of `positions` with a fresh Engine(fixed) to its iteration limit, then, speed_runs
// times, `start` with a fresh Engine(speed), timed. move_of(decision) is the chosen move as an
// integer. Both option sets must carry an iteration limit: nothing here has a deadline.
template <class Engine, class Options, class Position, class MoveOf>
BenchResult run_bench(const std::vector<Position>& positions, const Options& fixed,
                      const Position& start, const Options& speed, int speed_runs, MoveOf move_of) {
    BenchResult r;
    for (const Position& p : positions) {
        Engine e(fixed);
        const auto d = e.choose(p, Deadline::never());
        ++r.positions;
        r.nodes += d.iterations;
        r.signature = bench_mix(bench_mix(r.signature, uint64_t(move_of(d))), d.iterations);
    }
    std::vector<double> rates;
    for (int run = 0; run < speed_runs; ++run) {
        Engine e(speed);
        const auto begin = SteadyClock::now();
        const auto d = e.choose(start, Deadline::never());
        const double seconds = std::chrono::duration<double>(SteadyClock::now() - begin).count();
        rates.push_back(double(d.iterations) / seconds);
    }
    if (!rates.empty()) {
        std::sort(rates.begin(), rates.end());
        r.iterations_per_second = rates[rates.size() / 2];
    }
    return r;
}

}  // namespace core
