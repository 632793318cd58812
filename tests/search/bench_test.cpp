// The bench signature is pinned: a change of search behaviour (moves chosen or work done at a
// fixed seed and iteration count) must be deliberate, with the new value written here.
// Update with the signatures `bench nogo` / `bench connect4` would print at these iterations.
#include <doctest/doctest.h>

#include "connect4/bench.h"
#include "nogo/bench.h"

TEST_CASE("nogo bench signature") {
    const core::BenchResult r = nogo::bench(300, 0, 0);
    CHECK(r.positions == 7);
    CHECK(r.signature == 0x5d0f950f217f3cacULL);
}

TEST_CASE("connect4 bench signature") {
    const core::BenchResult r = connect4::bench(300, 0, 0);
    CHECK(r.positions == 15);
    CHECK(r.signature == 0x062c22690044773aULL);
}
