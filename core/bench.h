// What every game's bench shares (nogo/bench.h, connect4/bench.h), as a chess engine's bench: a
// fixed set of positions searched with a fixed seed and iteration count, whose chosen moves and
// work fold into a signature that fingerprints the search's behaviour; then the search speed from
// the start position, the median of timed runs.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <vector>

#include "core/clock.h"
#include "core/engine_options.h"
#include "core/random.h"

namespace core {

struct BenchResult {
    int positions = 0;
    uint64_t work = 0;  // UCT iterations plus alpha-beta nodes, summed over all positions
    uint64_t signature = 0;
    double iterations_per_second = 0;  // UCT iterations, median of the speed runs (0: none ran)
};

// Folds v into the signature h.
inline uint64_t bench_mix(uint64_t h, uint64_t v) {
    uint64_t s = h ^ (v + 0x9E3779B97F4A7C15ULL);
    return splitmix64(s);
}

// `p` after `plies` plies of random play, random_move(position, rng) choosing each, stopped
// before a ply that would end the game: a bench position is never terminal.
template <class Position, class RandomMove>
Position random_play(Position p, int plies, Rng& rng, RandomMove random_move) {
    for (int i = 0; i < plies; ++i) {
        Position next = p;
        next.play(random_move(p, rng));
        if (next.is_terminal()) break;
        p = next;
    }
    return p;
}

// Searches each of `positions` with a fresh hybrid Engine (seed 1, 64 MiB) to `iterations`, then,
// speed_runs times, `start` with one `uct` Engine (seed 1, its game's default memory) to
// `speed_iterations`, timed, each run a new game after an untimed first one. So the runs measure
// the engine as a match does, where it lives for many turns with its tables' pages already mapped:
// a fresh engine pays for first touching them, which on a virtual machine took a fifth to a half
// of a 0.5 s Connect4 turn. Engine is a game's engine (nogo/engine.h, connect4/engine.h).
template <class Engine, class Position>
BenchResult run_bench(const std::vector<Position>& positions, uint64_t iterations,
                      const Position& start, int speed_runs, uint64_t speed_iterations) {
    EngineOptions fixed;
    fixed.kind = EngineKind::HYBRID;
    fixed.seed = 1;
    fixed.max_iterations = iterations;
    fixed.memory_mb = 64;
    EngineOptions speed;
    speed.kind = EngineKind::UCT;
    speed.seed = 1;
    speed.max_iterations = speed_iterations;
    BenchResult r;
    for (const Position& p : positions) {
        Engine e(fixed);
        const auto d = e.choose(p, Deadline::never());
        const uint64_t work = d.uct_iterations + d.alphabeta_nodes;
        ++r.positions;
        r.work += work;
        r.signature = bench_mix(bench_mix(r.signature, uint64_t(d.move)), work);
    }
    std::vector<double> rates;
    if (speed_runs > 0) {
        Engine e(speed);
        e.choose(start, Deadline::never());  // maps the pages the timed runs will use
        for (int run = 0; run < speed_runs; ++run) {
            e.new_game();
            const auto begin = SteadyClock::now();
            const auto d = e.choose(start, Deadline::never());
            rates.push_back(double(d.uct_iterations) / seconds_since(begin));
        }
    }
    if (!rates.empty()) {
        std::sort(rates.begin(), rates.end());
        r.iterations_per_second = rates[rates.size() / 2];
    }
    return r;
}

// Writes r as the bench's two lines, for `game` ("nogo", "connect4"), whose speed runs (`runs`
// of them) started from `start` (its description):
//   <game> bench: positions N, nodes <work>, signature <16 hex digits>
//   <game> speed: N iterations/s (the tree of `uct` from <start>, median of <runs>)
inline void print_bench(std::ostream& out, const char* game, const BenchResult& r,
                        const char* start, int runs) {
    char line[240];
    std::snprintf(line, sizeof line,
                  "%s bench: positions %d, nodes %llu, signature %016llx\n"
                  "%s speed: %.0f iterations/s (the tree of `uct` from %s, median of %d)\n",
                  game, r.positions, (unsigned long long)r.work, (unsigned long long)r.signature,
                  game, r.iterations_per_second, start, runs);
    out << line;
}

}  // namespace core
