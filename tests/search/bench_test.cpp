// The bench signatures are pinned: a change of search behaviour (moves chosen or work done at a
// fixed seed and iteration count) must be deliberate, with the new values written here and in
// the commit message. The first pair is what `nogo bench` and `connect4 bench` print (nodes and
// signature); the second, at 300 iterations, fails faster in a search that is only a little off.
#include <doctest/doctest.h>

#include "connect4/bench.h"
#include "nogo/bench.h"

TEST_CASE("the signatures nogo bench and connect4 bench print") {
    const core::BenchResult n = nogo::bench(nogo::BENCH_ITERATIONS, 0, 0);
    CHECK(n.positions == 7);
    CHECK(n.work == 188128);
    CHECK(n.signature == 0xd050c94fff9d7e71ULL);
    const core::BenchResult c = connect4::bench(connect4::BENCH_ITERATIONS, 0, 0);
    CHECK(c.positions == 15);
    CHECK(c.work == 21168);
    CHECK(c.signature == 0x795b02cac3b86017ULL);
}

TEST_CASE("nogo bench signature at 300 iterations") {
    const core::BenchResult r = nogo::bench(300, 0, 0);
    CHECK(r.positions == 7);
    CHECK(r.signature == 0x096f1cfe79a0be42ULL);
}

TEST_CASE("connect4 bench signature at 300 iterations") {
    const core::BenchResult r = connect4::bench(300, 0, 0);
    CHECK(r.positions == 15);
    CHECK(r.signature == 0x573cb99b0e43aab9ULL);
}
