// The fast paths against naive versions: Connect4 threats (compile-time shifts, board.cpp)
// against a line scan, the Connect4 playout's quiet columns (rejection sampling, knowledge.cpp)
// against a scan of the cells above, NoGo playouts (the playout board) against nogo::Board's
// legal sets.
#include <doctest/doctest.h>

#include <set>
#include <vector>

#include "connect4/board.h"
#include "connect4/knowledge.h"

#include "core/random.h"
#include "nogo/knowledge.h"
#include "nogo/playout.h"

namespace {

// Whether a stone of p at the empty cell (x, y) would make four or more in a row: a plain scan.
bool naive_threat(const connect4::Board& b, connect4::Player p, int x, int y) {
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto& d : dirs) {
        int run = 1;
        for (int sign : {-1, 1}) {
            for (int k = 1; k < 4; ++k) {
                const int cx = x + sign * k * d[0], cy = y + sign * k * d[1];
                if (cx < 0 || cx >= b.rows() || cy < 0 || cy >= b.cols()) break;
                if (!b.stones(p).test(b.bit({cx, cy}))) break;
                ++run;
            }
        }
        if (run >= 4) return true;
    }
    return false;
}

// The row a stone would land on after one lands on (x, y) in the same column, skipping a
// forbidden cell; x = -1 when the column would then be full.
int next_landing_row(const connect4::Board& b, int x, int y) {
    int above = x - 1;
    if (above >= 0 && !b.cells().test(b.bit({above, y}))) --above;
    return above;
}

// An empty board of 4..12 rows and 4..12 columns with up to three random forbidden cells.
connect4::Board random_connect4_board(core::Rng& rng) {
    const int rows = 4 + int(rng.below(9)), cols = 4 + int(rng.below(9));
    std::vector<connect4::Cell> forbidden;
    for (int i = int(rng.below(4)); i > 0; --i)
        forbidden.push_back({int(rng.below(uint32_t(rows))), int(rng.below(uint32_t(cols)))});
    return *connect4::Board::create(rows, cols, forbidden);
}

// Plays a uniformly random legal move for the side to move. Precondition: b is not over.
void play_random(nogo::Board& b, core::Rng& rng) {
    const nogo::PointSet& legal = b.legal(b.to_move());
    b.play(legal.select(int(rng.below(uint32_t(legal.count())))));
}

// The empty board after rng.below(60) random plies, fewer if the game ends first.
nogo::Board random_position(core::Rng& rng) {
    nogo::Board b;
    for (int i = int(rng.below(60)); i > 0 && !b.is_terminal(); --i) play_random(b, rng);
    return b;
}

}  // namespace

TEST_CASE("Connect4 threats equal a plain line scan on every board size") {
    core::Rng rng(21);
    for (int game = 0; game < 300; ++game) {
        connect4::Board b = random_connect4_board(rng);
        const int rows = b.rows(), cols = b.cols();
        while (!b.is_terminal()) {
            for (int x = 0; x < rows; ++x)
                for (int y = 0; y < cols; ++y) {
                    const int bit = b.bit({x, y});
                    const bool open = b.cells().test(bit) && !b.stones(connect4::FIRST).test(bit) &&
                                      !b.stones(connect4::SECOND).test(bit);
                    for (connect4::Player p : {connect4::FIRST, connect4::SECOND})
                        REQUIRE(b.threats(p).test(bit) == (open && naive_threat(b, p, x, y)));
                }
            b.play(connect4::random_column(b, rng));
        }
    }
}

TEST_CASE("Connect4 playout's quiet columns are drawn from the first non-empty tier, all of it") {
    core::Rng rng(22);
    int positions = 0, narrowed = 0;
    for (int game = 0; game < 300; ++game) {
        connect4::Board b = random_connect4_board(rng);
        while (!b.is_terminal()) {
            const connect4::Player me = b.to_move(), op = connect4::other(me);
            if ((b.playable() & (b.threats(me) | b.threats(op))).none()) {
                // The tiers by a scan: quiet (neither poisoned nor self-blocking), not poisoned.
                std::set<int> all, safe, quiet;
                for (int y = 0; y < b.cols(); ++y) {
                    if (!b.can_play(y)) continue;
                    const connect4::Cell c = b.landing_cell(y);
                    const int above = next_landing_row(b, c.x, y);
                    const bool poisoned = above >= 0 && naive_threat(b, op, above, y);
                    const bool self_blocking = above >= 0 && naive_threat(b, me, above, y);
                    all.insert(y);
                    if (!poisoned) safe.insert(y);
                    if (!poisoned && !self_blocking) quiet.insert(y);
                }
                const std::set<int>& tier = !quiet.empty() ? quiet : !safe.empty() ? safe : all;
                std::set<int> drawn;
                for (int i = 0; i < 400; ++i) drawn.insert(connect4::quiet_column(b, rng));
                REQUIRE(drawn == tier);
                ++positions;
                narrowed += tier.size() < all.size();
            }
            b.play(connect4::random_column(b, rng));
        }
    }
    INFO("positions " << positions << ", narrowed " << narrowed);
    CHECK(narrowed > 100);
}

TEST_CASE("NoGo playouts end in a result and leave the board alone") {
    core::Rng rng(22);
    for (int game = 0; game < 50; ++game) {
        nogo::Board b = random_position(rng);
        if (b.is_terminal()) continue;
        const nogo::Board before = b;
        for (bool knowledge : {true, false}) {
            const float r = nogo::playout(b, rng, knowledge);
            CHECK((r == 0.0f || r == 1.0f));
            CHECK(b.hash() == before.hash());
        }
    }
}

TEST_CASE("NoGo playout moves are legal for the side to move and shared points come first") {
    core::Rng rng(23);
    for (int game = 0; game < 300; ++game) {
        nogo::Board b = random_position(rng);
        if (b.is_terminal()) continue;
        for (bool knowledge : {true, false}) {
            nogo::Board ref = b;
            nogo::PlayoutBoard playout(b);
            for (;;) {
                const nogo::Color c = ref.to_move();
                const nogo::Point p = playout.move(rng, knowledge);
                if (p < 0) {
                    REQUIRE(ref.is_terminal());
                    break;
                }
                REQUIRE(ref.is_legal(p, c));
                const nogo::PointSet shared = ref.legal(c) & ref.legal(nogo::opponent(c));
                if (knowledge && shared.any()) REQUIRE(shared.test(p));
                ref.play(p);
            }
        }
    }
}

TEST_CASE("NoGo playout moves are uniform among the shared points") {
    // After 30 random plies from seed 24 some points are own points or illegal for both; the
    // first policy move must spread evenly over the shared ones (expected count 1,000 each).
    core::Rng rng(24);
    nogo::Board b;
    for (int i = 0; i < 30; ++i) play_random(b, rng);
    REQUIRE(!b.is_terminal());
    const nogo::PointSet shared = b.legal(nogo::BLACK) & b.legal(nogo::WHITE);
    REQUIRE(shared != b.legal(b.to_move()));
    const int per_point = 1000;
    std::vector<int> counts(nogo::POINTS, 0);
    for (int i = 0; i < per_point * shared.count(); ++i)
        ++counts[nogo::PlayoutBoard(b).move(rng, true)];
    // Counts are binomial with a standard deviation near 31: 6 of them either side.
    shared.for_each([&](nogo::Point p) { CHECK((counts[p] > 814 && counts[p] < 1186)); });
    int off_shared = 0;
    for (nogo::Point p = 0; p < nogo::POINTS; ++p) off_shared += shared.test(p) ? 0 : counts[p];
    CHECK(off_shared == 0);
}
