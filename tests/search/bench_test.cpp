// The bench signatures are pinned: a change of search behaviour (moves chosen or work done at a
// fixed seed and iteration count) must be deliberate, with the new values written here and in
// the commit message. The first case is what `nogo bench` and `connect4 bench` print for each
// bench kind (core/bench.h: the game's default kind, and the hybrid); the others, at 300
// iterations, fail faster in a search that is only a little off.
#include <doctest/doctest.h>

#include "connect4/bench.h"
#include "connect4/engine.h"
#include "nogo/bench.h"
#include "nogo/engine.h"

using core::EngineKind;

TEST_CASE("the signatures nogo bench and connect4 bench print") {
    REQUIRE(nogo::Engine::DEFAULT_KIND == EngineKind::UCT);
    REQUIRE(connect4::Engine::DEFAULT_KIND == EngineKind::HYBRID);
    const core::BenchSignature u = nogo::bench(EngineKind::UCT, nogo::BENCH_ITERATIONS);
    CHECK(u.positions == 7);
    CHECK(u.work == 140000);
    CHECK(u.signature == 0x5b07302be85b522eULL);
    const core::BenchSignature h = nogo::bench(EngineKind::HYBRID, nogo::BENCH_ITERATIONS);
    CHECK(h.positions == 7);
    CHECK(h.work == 188128);
    CHECK(h.signature == 0x30223206d3a921cdULL);
    const core::BenchSignature c = connect4::bench(EngineKind::HYBRID, connect4::BENCH_ITERATIONS);
    CHECK(c.positions == 15);
    CHECK(c.work == 21168);
    CHECK(c.signature == 0x01ea9fd5e36deddcULL);
}

TEST_CASE("nogo bench signatures at 300 iterations") {
    CHECK(nogo::bench(EngineKind::UCT, 300).signature == 0xfa6cad09413ec30cULL);
    CHECK(nogo::bench(EngineKind::HYBRID, 300).signature == 0x726ce92aa33d3336ULL);
}

TEST_CASE("connect4 bench signature at 300 iterations") {
    CHECK(connect4::bench(EngineKind::HYBRID, 300).signature == 0x5a3e1289778bdb5aULL);
}
