// `nogo bench`: a fixed set of positions searched with a fixed seed and iteration count by each
// bench kind (core/bench.h: the default `uct` and the hybrid), then the search speed from the
// empty board. A signature fingerprints a kind's behaviour: any change to the moves chosen or the
// work done changes it.
#pragma once

#include <cstdint>
#include <ostream>

#include "core/bench.h"
#include "core/engine_options.h"

namespace nogo {

// The signature of the bench positions searched by `kind` at `iterations` per position.
core::BenchSignature bench(core::EngineKind kind, uint64_t iterations);

// The iterations per position of the bench command, whose signatures tests/search pins.
constexpr uint64_t BENCH_ITERATIONS = 20000;

// The bench command: the signatures at BENCH_ITERATIONS, then the speed of 200,000 iterations
// from the empty board and the shipped net's evaluations a second (nogo/net.h), each the median
// of 5 runs. Returns 0.
int run_bench(std::ostream& out);

}  // namespace nogo
