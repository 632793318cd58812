// The fast paths against naive versions: Connect4 threats (compile-time shifts, board.cpp)
// against a line scan, the Connect4 playout's quiet columns (rejection sampling, knowledge.cpp),
// its follow-up and stacked wins against a scan of the cells above, the Connect4 evaluation's
// features and zugzwang game (bitboards, knowledge.cpp) against scans of the columns and lines,
// NoGo playouts (the playout board) against nogo::Board's legal sets.
#include <doctest/doctest.h>

#include <set>
#include <vector>

#include "connect4/board.h"
#include "connect4/knowledge.h"

#include "core/random.h"
#include "nogo/knowledge.h"
#include "nogo/playout.h"
#include "tests/search/nogo_solver.h"

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

// The row a stone would land on after one lands on (x, y) in the same column, skipping
// forbidden cells; x = -1 when the column would then be full.
int next_landing_row(const connect4::Board& b, int x, int y) {
    int above = x - 1;
    while (above >= 0 && !b.cells().test(b.bit({above, y}))) --above;
    return above;
}

// The cells of column y that can hold a stone and are empty, bottom up, as bits.
std::vector<int> empty_column(const connect4::Board& b, int y) {
    std::vector<int> cells;
    for (int x = b.rows() - 1; x >= 0; --x) {
        const int bit = b.bit({x, y});
        if (b.cells().test(bit) && !b.stones(connect4::FIRST).test(bit) &&
            !b.stones(connect4::SECOND).test(bit))
            cells.push_back(bit);
    }
    return cells;
}

// Lines of four cells from (x, y) in steps (dx, dy) with no forbidden cell and no stone of p's
// opponent, by p's stones in them: adds one to one[p] for a single stone, to two[p] for two.
void naive_windows(const connect4::Board& b, int dx, int dy, int* one, int* two) {
    for (connect4::Player p : {connect4::FIRST, connect4::SECOND})
        for (int x = 0; x < b.rows(); ++x)
            for (int y = 0; y < b.cols(); ++y) {
                int own = 0;
                bool open = true;
                for (int k = 0; k < 4 && open; ++k) {
                    const int cx = x + k * dx, cy = y + k * dy;
                    open = cx >= 0 && cx < b.rows() && cy < b.cols() &&
                           b.cells().test(b.bit({cx, cy})) &&
                           !b.stones(connect4::other(p)).test(b.bit({cx, cy}));
                    own += open && b.stones(p).test(b.bit({cx, cy}));
                }
                one[p] += open && own == 1;
                two[p] += open && own == 2;
            }
}

// eval_features by scans of the columns and lines, as knowledge.h defines them.
connect4::EvalFeatures naive_features(const connect4::Board& b) {
    using connect4::FIRST;
    using connect4::SECOND;
    connect4::EvalFeatures f{};
    const connect4::Player me = b.to_move();
    for (int y = 0; y < b.cols(); ++y) {
        const std::vector<int> cells = empty_column(b, y);
        for (connect4::Player p : {FIRST, SECOND}) {
            const connect4::Player o = connect4::other(p);
            bool has = false, theirs_below = false;
            for (size_t i = 0; i < cells.size(); ++i) {
                theirs_below |= b.threats(o).test(cells[i]);
                if (!b.threats(p).test(cells[i])) continue;
                ++f.threats[p];
                has = true;
                f.under[p] += !theirs_below;
                const int above = cells[i] + 1;
                f.stacked[p] += above % b.stride() < b.rows() && b.threats(p).test(above);
            }
            f.lowest[p] += has;
            if (!cells.empty()) {
                const bool playable_threat = b.threats(p).test(cells[0]);
                if (p == me) f.win_now |= playable_threat;
                if (p != me) f.blocks += playable_threat;
                f.safe[p] += cells.size() == 1 || !b.threats(o).test(cells[1]);
            }
        }
    }
    naive_windows(b, -1, 0, f.vertical1, f.vertical2);
    naive_windows(b, 0, 1, f.across1, f.across2);
    f.zugzwang = 0;  // compared on its own
    f.filled = b.move_count();
    f.capacity = b.cells().count();
    return f;
}

// zugzwang(b) by playing its rules (knowledge.h) on the columns' lists of empty cells.
int naive_zugzwang(const connect4::Board& b) {
    std::vector<std::vector<int>> columns;  // per column, the empty cells' threats: bit 0 FIRST's
    for (int y = 0; y < b.cols(); ++y) {
        columns.emplace_back();
        for (int bit : empty_column(b, y))
            columns.back().push_back(int(b.threats(connect4::FIRST).test(bit)) |
                                     int(b.threats(connect4::SECOND).test(bit)) << 1);
    }
    std::vector<size_t> next(columns.size(), 0);  // per column, its first empty cell
    const int me = b.to_move();
    int mover = me;
    const auto result = [&](int winner) { return winner == me ? 1 : -1; };
    for (;;) {
        const int own = 1 << mover, theirs = 1 << (1 - mover);
        int blocks = 0, block = -1;
        for (size_t y = 0; y < columns.size(); ++y) {
            if (next[y] == columns[y].size()) continue;
            if (columns[y][next[y]] & own) return result(mover);
            if (columns[y][next[y]] & theirs) ++blocks, block = int(y);
        }
        if (blocks > 1) return result(1 - mover);
        if (blocks == 1) {
            ++next[size_t(block)];
            mover = 1 - mover;
            continue;
        }
        std::vector<size_t> lowest(columns.size(), 0);  // a lowest threat's index, else 0
        size_t filled = 0;
        for (size_t y = 0; y < columns.size(); ++y) {
            size_t i = next[y];
            while (i < columns[y].size() && !columns[y][i]) ++i;
            lowest[y] = i < columns[y].size() ? i : 0;
            const size_t stop = lowest[y] ? lowest[y] - 1 : columns[y].size();
            filled += stop - next[y];
            next[y] = stop;
        }
        if (filled % 2) mover = 1 - mover;
        int escape = -1;
        bool any = false;
        for (size_t y = 0; y < columns.size(); ++y) {
            if (!lowest[y]) continue;
            any = true;
            if (escape < 0 && columns[y][lowest[y]] == 1 << mover) escape = int(y);
        }
        if (escape < 0) return any ? result(1 - mover) : 0;
        next[size_t(escape)] = lowest[size_t(escape)] + 1;
    }
}

// An empty board of 4..12 rows and 4..12 columns with up to three random forbidden cells.
connect4::Board random_connect4_board(core::Rng& rng) {
    const int rows = 4 + int(rng.below(9)), cols = 4 + int(rng.below(9));
    std::vector<connect4::Cell> forbidden;
    for (int i = int(rng.below(4)); i > 0; --i)
        forbidden.push_back({int(rng.below(uint32_t(rows))), int(rng.below(uint32_t(cols)))});
    return *connect4::Board::create(rows, cols, forbidden);
}

// An empty board of 4..12 rows and 4..12 columns whose forbidden cells are two stacked in one
// column, a case no contest board has.
connect4::Board stacked_forbidden_board(core::Rng& rng) {
    const int rows = 4 + int(rng.below(9)), cols = 4 + int(rng.below(9));
    const int x = 1 + int(rng.below(uint32_t(rows - 1))), y = int(rng.below(uint32_t(cols)));
    return *connect4::Board::create(rows, cols, {{x, y}, {x - 1, y}});
}

// The empty board after rng.below(60) random plies, fewer if the game ends first.
nogo::Board random_position(core::Rng& rng) {
    nogo::Board b;
    for (int i = int(rng.below(60)); i > 0 && !b.is_terminal(); --i)
        b.play(nogo::random_point(b, rng));
    return b;
}

}  // namespace

TEST_CASE("Connect4 threats and threat columns equal a plain line scan on every board size") {
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
            // The threat columns: each column's first three cells to be filled, found by
            // walking up past stones and forbidden cells.
            for (connect4::Player p : {connect4::FIRST, connect4::SECOND})
                for (int y = 0; y < cols; ++y) {
                    int x = b.can_play(y) ? b.landing_cell(y).x : -1;
                    for (int step = 0; step < 3; ++step) {
                        const bool threat = x >= 0 && naive_threat(b, p, x, y);
                        REQUIRE(bool(b.threat_columns(p, step) >> y & 1u) == threat);
                        x = x >= 0 ? next_landing_row(b, x, y) : -1;
                    }
                }
            b.play(connect4::random_column(b, rng));
        }
    }
}

TEST_CASE("Connect4 poisoned cells and the playout's quiet tiers equal a scan of each column") {
    core::Rng rng(22);
    int positions = 0, narrowed = 0, stacked = 0;
    for (int game = 0; game < 800; ++game) {
        connect4::Board b = game % 2 ? random_connect4_board(rng) : stacked_forbidden_board(rng);
        while (!b.is_terminal()) {
            const connect4::Player me = b.to_move(), op = connect4::other(me);
            // By a scan of each column's next landing cell: the poisoned cells (the opponent's
            // threat), and the tiers: quiet (neither poisoned nor self-blocking), not poisoned.
            connect4::Bitboard poisoned;
            std::set<int> all, safe, quiet;
            for (int y = 0; y < b.cols(); ++y) {
                if (!b.can_play(y)) continue;
                const connect4::Cell c = b.landing_cell(y);
                const int above = next_landing_row(b, c.x, y);
                const bool poison = above >= 0 && naive_threat(b, op, above, y);
                stacked += poison && above < c.x - 2;  // past two forbidden cells or more
                const bool self_blocking = above >= 0 && naive_threat(b, me, above, y);
                if (poison) poisoned.set(b.bit(c));
                all.insert(y);
                if (!poison) safe.insert(y);
                if (!poison && !self_blocking) quiet.insert(y);
            }
            REQUIRE(connect4::poisoned_cells(b) == poisoned);
            if ((b.playable() & (b.threats(me) | b.threats(op))).none()) {
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
    INFO("positions " << positions << ", narrowed " << narrowed << ", stacked " << stacked);
    CHECK(narrowed > 100);
    CHECK(stacked > 0);
}

TEST_CASE("Connect4's follow-up plays on top of the last move about half the time, only if quiet") {
    // follows_up (knowledge.h) against a scan of the cell on top of the last move: quiet when
    // neither side's threat lies there (then neither poisoned nor self-blocking).
    core::Rng rng(23);
    int quiet_tops = 0, other_tops = 0;
    for (int game = 0; game < 200; ++game) {
        connect4::Board b = game % 2 ? random_connect4_board(rng) : stacked_forbidden_board(rng);
        int last = -1;
        while (!b.is_terminal()) {
            const connect4::Player me = b.to_move(), op = connect4::other(me);
            const connect4::Bitboard quiet_cells =
                b.playable().and_not(connect4::cells_under(b, b.threats(op) | b.threats(me)));
            unsigned quiet = 0;  // its columns
            for (int y = 0; y < b.cols(); ++y)
                if (b.can_play(y) && quiet_cells.test(b.landing_bit(y))) quiet |= 1u << y;
            bool top_quiet = false;
            if (last >= 0 && b.can_play(last)) {
                const connect4::Cell c = b.landing_cell(last);
                const int above = next_landing_row(b, c.x, last);
                top_quiet = above < 0 || (!naive_threat(b, op, above, last) &&
                                          !naive_threat(b, me, above, last));
            }
            int followed = 0;
            for (int i = 0; i < 200; ++i) {
                core::Rng before = rng;
                if (connect4::follows_up(last, quiet, rng)) {
                    ++followed;
                } else if (!top_quiet) {
                    REQUIRE(rng.next() == before.next());  // no draw where no follow-up is open
                }
            }
            if (top_quiet) {
                ++quiet_tops;
                REQUIRE(followed >= 60);  // 200 draws at one half: 100, sd about 7
                REQUIRE(followed <= 140);
            } else {
                ++other_tops;
                REQUIRE(followed == 0);
            }
            last = connect4::random_column(b, rng);
            b.play(last);
        }
    }
    INFO("quiet tops " << quiet_tops << ", others " << other_tops);
    CHECK(quiet_tops > 1000);
    CHECK(other_tops > 100);
}

TEST_CASE("Connect4 stacked wins equal a scan of each column and win by play") {
    core::Rng rng(24);
    int positions = 0, found = 0, any = 0;
    for (int game = 0; game < 800; ++game) {
        connect4::Board b = game % 2 ? random_connect4_board(rng) : stacked_forbidden_board(rng);
        while (!b.is_terminal()) {
            const connect4::Player me = b.to_move(), op = connect4::other(me);
            connect4::Bitboard scanned;
            for (int y = 0; y < b.cols(); ++y) {
                if (!b.can_play(y)) continue;
                const connect4::Cell c = b.landing_cell(y);
                const int above = next_landing_row(b, c.x, y);
                if (above < 0) continue;
                const int third = next_landing_row(b, above, y);
                if (third >= 0 && naive_threat(b, me, above, y) && !naive_threat(b, op, above, y) &&
                    naive_threat(b, me, third, y))
                    scanned.set(b.bit(c));
            }
            const connect4::Bitboard fast = connect4::stacked_wins(b);
            REQUIRE(fast == scanned);
            any += fast.any();
            if ((b.playable() & (b.threats(me) | b.threats(op))).none()) {
                ++positions;
                // With no winning or forced cell on the board, each wins whatever the reply.
                fast.for_each([&](int bit) {
                    ++found;
                    connect4::Board after = b;
                    after.play(b.cell(bit).y);
                    REQUIRE((after.threats(op) & after.playable()).none());
                    for (unsigned r = after.legal_columns(); r; r &= r - 1) {
                        connect4::Board reply = after;
                        reply.play(__builtin_ctz(r));
                        REQUIRE((reply.threats(me) & reply.playable()).any());
                    }
                });
            }
            b.play(connect4::random_column(b, rng));
        }
    }
    INFO("quiet positions " << positions << ", stacked wins there " << found << ", anywhere "
                            << any);
    CHECK(any > 40);
    CHECK(found > 5);
}

TEST_CASE("Connect4 evaluation features and zugzwang equal scans of columns and lines") {
    core::Rng rng(23);
    int positions = 0, decided = 0;
    for (int game = 0; game < 300; ++game) {
        connect4::Board b = random_connect4_board(rng);
        while (!b.is_terminal()) {
            const connect4::EvalFeatures fast = connect4::eval_features(b);
            const connect4::EvalFeatures naive = naive_features(b);
            for (int p = 0; p < 2; ++p) {
                REQUIRE(fast.threats[p] == naive.threats[p]);
                REQUIRE(fast.lowest[p] == naive.lowest[p]);
                REQUIRE(fast.under[p] == naive.under[p]);
                REQUIRE(fast.stacked[p] == naive.stacked[p]);
                REQUIRE(fast.safe[p] == naive.safe[p]);
                REQUIRE(fast.vertical1[p] == naive.vertical1[p]);
                REQUIRE(fast.vertical2[p] == naive.vertical2[p]);
                REQUIRE(fast.across1[p] == naive.across1[p]);
                REQUIRE(fast.across2[p] == naive.across2[p]);
            }
            REQUIRE(fast.win_now == naive.win_now);
            REQUIRE(fast.blocks == naive.blocks);
            REQUIRE(fast.filled == naive.filled);
            REQUIRE(fast.capacity == naive.capacity);
            REQUIRE(fast.zugzwang == naive_zugzwang(b));
            REQUIRE(connect4::zugzwang(b) == fast.zugzwang);
            const core::Value v = connect4::evaluate(b);
            REQUIRE(v > -core::VALUE_KNOWN);
            REQUIRE(v < core::VALUE_KNOWN);
            ++positions;
            decided += fast.zugzwang != 0;
            b.play(connect4::random_column(b, rng));
        }
    }
    INFO("positions " << positions << ", zugzwang decided " << decided);
    CHECK(decided > positions / 4);
}

TEST_CASE("NoGo playouts end in a result and leave the board alone") {
    // Without knowledge a playout scores 1 or 0; with it, a win lies in [1 - B, 1] and a loss in
    // [0, B], B = RESERVE_BONUS, and both ends of each range occur.
    core::Rng rng(22);
    const float b_max = nogo::RESERVE_BONUS;
    int graded = 0, clear = 0;
    for (int game = 0; game < 200; ++game) {
        nogo::Board b = random_position(rng);
        if (b.is_terminal()) continue;
        const nogo::Board before = b;
        for (bool knowledge : {true, false}) {
            const float r = nogo::playout(b, rng, knowledge);
            if (knowledge) {
                CHECK(((r >= 0.0f && r <= b_max) || (r >= 1.0f - b_max && r <= 1.0f)));
                graded += r == b_max || r == 1.0f - b_max;
                clear += r == 0.0f || r == 1.0f;
            } else {
                CHECK((r == 0.0f || r == 1.0f));
            }
            CHECK(b.hash() == before.hash());
        }
    }
    CHECK(graded > 10);
    CHECK(clear > 10);
}

TEST_CASE("NoGo playout moves are legal for the side to move and shared points come first") {
    // The first phase draws from the points shared at the start. A point shared now was shared
    // then (legality only shrinks) and, legal for both, was never drawn and passed over, so
    // while one exists the move must be a point shared at the start; the first phase's moves
    // are such points, and after the first move of the second phase none comes again.
    core::Rng rng(23);
    int first_phase_moves = 0, second_phase_moves = 0;
    for (int game = 0; game < 300; ++game) {
        nogo::Board b = random_position(rng);
        if (b.is_terminal()) continue;
        const nogo::PointSet shared_at_start = b.legal(nogo::BLACK) & b.legal(nogo::WHITE);
        for (bool knowledge : {true, false}) {
            nogo::Board ref = b;
            nogo::PlayoutBoard playout(b);
            bool second_phase = false;
            for (;;) {
                const nogo::Color c = ref.to_move();
                bool first_phase = false;
                const nogo::Point p = playout.move(rng, knowledge, &first_phase);
                if (p < 0) {
                    REQUIRE(ref.is_terminal());
                    break;
                }
                REQUIRE(ref.is_legal(p, c));
                if (!knowledge) {
                    CHECK(first_phase);
                } else {
                    const nogo::PointSet shared = ref.legal(c) & ref.legal(nogo::opponent(c));
                    if (shared.any()) REQUIRE(first_phase);
                    if (first_phase) REQUIRE(shared_at_start.test(p));
                    if (first_phase) REQUIRE(!second_phase);
                    second_phase |= !first_phase;
                    ++(first_phase ? first_phase_moves : second_phase_moves);
                }
                ref.play(p);
            }
        }
    }
    CHECK(first_phase_moves > 1000);
    CHECK(second_phase_moves > 300);
}

TEST_CASE("NoGo playouts report the first phase's moves for RAVE, and their reward") {
    // Replaying the same generator: run() reports exactly the moves move() tags as the first
    // phase's, by the side that played them, and its reward is reserve_reward of the winner
    // (the side to move at the start iff the other side is left without a move) and of the
    // winner's legal points at the end, counted on a nogo::Board following the same moves.
    core::Rng rng(25);
    int margins[3] = {0, 0, 0};
    for (int game = 0; game < 100; ++game) {
        nogo::Board b = random_position(rng);
        if (b.is_terminal()) continue;
        for (bool knowledge : {true, false}) {
            core::Rng a(uint64_t(game) + 1), c(uint64_t(game) + 1);
            nogo::PointSet played[2];
            const float result = nogo::PlayoutBoard(b).run(a, knowledge, played);
            nogo::PointSet expected[2];
            nogo::PlayoutBoard replay(b);
            nogo::Board ref = b;
            int mover = 0;
            bool first_phase;
            for (nogo::Point p; (p = replay.move(c, knowledge, &first_phase)) >= 0; mover ^= 1) {
                if (first_phase) expected[mover].set(p);
                ref.play(p);
            }
            REQUIRE(ref.is_terminal());
            const bool won = mover == 1;
            const int margin = ref.legal(nogo::opponent(ref.to_move())).count();
            if (knowledge) {
                CHECK(result == nogo::reserve_reward(won, margin));
                ++margins[margin == 0 ? 0 : margin < nogo::RESERVE_FULL ? 1 : 2];
            } else {
                CHECK(result == (won ? 1.0f : 0.0f));
            }
            CHECK(played[0] == expected[0]);
            CHECK(played[1] == expected[1]);
            CHECK((played[0] & played[1]).none());
        }
    }
    // Every grade of the reward occurs: a margin of 0, one between, RESERVE_FULL or more.
    CHECK(margins[0] > 0);
    CHECK((margins[1] > 0 || nogo::RESERVE_FULL == 1));
    CHECK(margins[2] > 0);
}

TEST_CASE("NoGo playout moves are uniform among the shared points") {
    // After 30 random plies from seed 24 some points are own points or illegal for both; the
    // first policy move must spread evenly over the shared ones (expected count 1,000 each).
    core::Rng rng(24);
    nogo::Board b;
    for (int i = 0; i < 30; ++i) b.play(nogo::random_point(b, rng));
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
