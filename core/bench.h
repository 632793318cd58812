// What every game's bench shares (nogo/bench.h, connect4/bench.h), as a chess engine's bench: a
// fixed set of positions searched with a fixed seed and iteration count, whose chosen moves and
// work fold into a signature that fingerprints the search's behaviour, one for each kind that
// matters (bench_kinds); then the search speed from the start position, the median of timed
// runs.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <vector>

#include "core/clock.h"
#include "core/engine_options.h"
#include "core/net.h"
#include "core/random.h"

namespace core {

// A bench signature: the positions searched, the work done (tree iterations plus alpha-beta
// nodes, summed over the positions) and the fingerprint of the moves chosen and the work.
struct BenchSignature {
    int positions = 0;
    uint64_t work = 0;
    uint64_t signature = 0;
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

// The kinds whose signatures a game's bench prints and the tests pin: the game's default kind,
// then the hybrid where that is not the default (Engine: nogo/engine.h, connect4/engine.h).
template <class Engine>
std::vector<EngineKind> bench_kinds() {
    std::vector<EngineKind> kinds{Engine::DEFAULT_KIND};
    if (Engine::DEFAULT_KIND != EngineKind::HYBRID) kinds.push_back(EngineKind::HYBRID);
    return kinds;
}

// Searches each of `positions` with a fresh Engine of `kind` (seed 1, 64 MiB) to `iterations`.
template <class Engine, class Position>
BenchSignature bench_signature(const std::vector<Position>& positions, EngineKind kind,
                               uint64_t iterations) {
    EngineOptions fixed;
    fixed.kind = kind;
    fixed.seed = 1;
    fixed.max_iterations = iterations;
    fixed.memory_mb = 64;
    BenchSignature r;
    for (const Position& p : positions) {
        Engine e(fixed);
        const auto d = e.choose(p, Deadline::never());
        const uint64_t work = d.uct_iterations + d.alphabeta_nodes;
        ++r.positions;
        r.work += work;
        r.signature = bench_mix(bench_mix(r.signature, uint64_t(d.move)), work);
    }
    return r;
}

// The tree iterations a second of the `uct` kind from `start`: `runs` searches of `iterations`
// with one Engine (seed 1, its game's default memory), each a new game after an untimed first
// one, the median rate. So the runs measure the engine as a match does, where it lives for many
// turns with its tables' pages already mapped: a fresh engine pays for first touching them.
template <class Engine, class Position>
double bench_speed(const Position& start, int runs, uint64_t iterations) {
    EngineOptions speed;
    speed.kind = EngineKind::UCT;
    speed.seed = 1;
    speed.max_iterations = iterations;
    Engine e(speed);
    e.choose(start, Deadline::never());  // maps the pages the timed runs will use
    std::vector<double> rates;
    for (int run = 0; run < runs; ++run) {
        e.new_game();
        const auto begin = SteadyClock::now();
        const auto d = e.choose(start, Deadline::never());
        rates.push_back(double(d.uct_iterations) / seconds_since(begin));
    }
    std::sort(rates.begin(), rates.end());
    return rates.empty() ? 0.0 : rates[rates.size() / 2];
}

// Prints "GAME net: R evaluations/s (net ID, ISA kernel, ...)": R, evaluations a second of
// `evaluate(position)` (a learned net's, for the bench positions in turn), the median of `runs`
// timed runs of `per_run` evaluations each.
template <class Position, class Evaluate>
void print_net_speed(std::ostream& out, const char* game, const char* net_id,
                     const std::vector<Position>& positions, int runs, int per_run,
                     Evaluate evaluate) {
    std::vector<double> rates;
    for (int run = 0; run < runs; ++run) {
        const auto begin = SteadyClock::now();
        for (int i = 0; i < per_run; ++i) evaluate(positions[size_t(i) % positions.size()]);
        rates.push_back(double(per_run) / seconds_since(begin));
    }
    std::sort(rates.begin(), rates.end());
    char line[200];
    std::snprintf(line, sizeof line,
                  "%s net: %.0f evaluations/s (net %s, %s kernel, the bench positions, median of "
                  "%d)\n",
                  game, rates.empty() ? 0.0 : rates[rates.size() / 2], net_id, net_vector_isa(),
                  runs);
    out << line;
}

// A game's bench command: for each of bench_kinds() the signature of `positions` at
// `iterations`, then the speed from `start` (described by `start_name`), median of `runs` runs
// of `speed_iterations`. Writes, for `game` ("nogo", "connect4"):
//   <game> bench <kind>[ (default)]: positions N, nodes <work>, signature <16 hex digits>
//   <game> speed: N iterations/s (the tree of `uct` from <start>, median of <runs>)
template <class Engine, class Position>
void print_bench(std::ostream& out, const char* game, const std::vector<Position>& positions,
                 uint64_t iterations, const Position& start, const char* start_name, int runs,
                 uint64_t speed_iterations) {
    char line[240];
    for (EngineKind kind : bench_kinds<Engine>()) {
        const BenchSignature s = bench_signature<Engine>(positions, kind, iterations);
        std::snprintf(line, sizeof line,
                      "%s bench %s%s: positions %d, nodes %llu, signature %016llx\n", game,
                      engine_kind_name(kind), kind == Engine::DEFAULT_KIND ? " (default)" : "",
                      s.positions, (unsigned long long)s.work, (unsigned long long)s.signature);
        out << line;
    }
    std::snprintf(line, sizeof line,
                  "%s speed: %.0f iterations/s (the tree of `uct` from %s, median of %d)\n", game,
                  bench_speed<Engine>(start, runs, speed_iterations), start_name, runs);
    out << line;
}

}  // namespace core
