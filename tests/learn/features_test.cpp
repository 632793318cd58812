// The net's input planes (nogo/features.h, connect4/features.h) against the deliberately naive
// referees of tests/rules, over random games: every plane, every cell; and the evaluators that
// turn the shipped nets' logits into priors (nogo/net.h).
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "connect4/features.h"
#include "connect4/net.h"
#include "connect4/net_weights.h"
#include "core/bench.h"
#include "core/random.h"
#include "nogo/features.h"
#include "nogo/net.h"
#include "nogo/net_weights.h"
#include "tests/rules/naive_connect4.h"
#include "tests/rules/naive_nogo.h"

namespace {

// The liberties of the group at (x, y) on the naive grid, by flood fill.
int naive_liberties(const naive::NoGo& g, int x, int y) {
    const int colour = g.at(x, y);
    std::vector<int> seen(81, 0), stack{x * 9 + y};
    std::vector<int> libs(81, 0);
    seen[x * 9 + y] = 1;
    int count = 0;
    while (!stack.empty()) {
        const int p = stack.back();
        stack.pop_back();
        const int px = p / 9, py = p % 9;
        const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
        for (int d = 0; d < 4; ++d) {
            const int nx = px + dx[d], ny = py + dy[d];
            if (nx < 0 || nx > 8 || ny < 0 || ny > 8) continue;
            const int q = nx * 9 + ny;
            if (g.at(nx, ny) == naive::NoGo::EMPTY) {
                if (!libs[q]) ++count;
                libs[q] = 1;
            } else if (g.at(nx, ny) == colour && !seen[q]) {
                seen[q] = 1;
                stack.push_back(q);
            }
        }
    }
    return count;
}

// Whether `stone` at the empty cell (x, y) of the naive board would make four or more in a row.
bool naive_threat(const naive::Connect4& g, int x, int y, int stone) {
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto& d : dirs) {
        int run = 1;
        for (int sign : {-1, 1})
            for (int k = 1; k < 4; ++k) {
                const int cx = x + sign * k * d[0], cy = y + sign * k * d[1];
                if (cx < 0 || cx >= g.rows() || cy < 0 || cy >= g.cols() || g.at(cx, cy) != stone)
                    break;
                ++run;
            }
        if (run >= 4) return true;
    }
    return false;
}

// Whether (x, y) is where a stone dropped in its column lands on the naive board.
bool naive_landing(const naive::Connect4& g, int x, int y) {
    for (int col : g.legal_columns())
        if (col == y && g.landing_row(col) == x) return true;
    return false;
}

}  // namespace

TEST_CASE("NoGo's planes equal a naive reading of the position, cell by cell") {
    core::Rng rng(11);
    int positions = 0;
    for (int game = 0; game < 60; ++game) {
        nogo::Board b;
        naive::NoGo g;
        while (!b.is_terminal()) {
            std::vector<uint8_t> planes(nogo::NET_PLANES * nogo::NET_CELLS);
            nogo::net_planes(b, planes.data());
            const int c = g.to_move(), e = 1 - c;
            const std::vector<int> legal_c = g.legal_points(c), legal_e = g.legal_points(e);
            for (int x = 0; x < 9; ++x)
                for (int y = 0; y < 9; ++y) {
                    const int cell = nogo::net_cell(nogo::make_point(x, y));
                    auto plane = [&](int k) {
                        return int(planes[size_t(k * nogo::NET_CELLS + cell)]);
                    };
                    const int at = g.at(x, y);
                    const int libs = at == naive::NoGo::EMPTY ? 0 : naive_liberties(g, x, y);
                    auto in = [&](const std::vector<int>& v) {
                        for (int p : v)
                            if (p == x * 9 + y) return 1;
                        return 0;
                    };
                    REQUIRE(plane(0) == int(at == c));
                    REQUIRE(plane(1) == int(at == e));
                    REQUIRE(plane(2) == in(legal_c));
                    REQUIRE(plane(3) == in(legal_e));
                    REQUIRE(plane(4) == int(at == c && libs == 1));
                    REQUIRE(plane(5) == int(at == e && libs == 1));
                    REQUIRE(plane(6) == int(at == c && libs == 2));
                    REQUIRE(plane(7) == int(at == e && libs == 2));
                    REQUIRE(plane(nogo::NET_MASK_PLANE) == 1);
                }
            ++positions;
            const nogo::Point p = nogo::random_point(b, rng);
            b.play(p);
            g.play(nogo::x_of(p), nogo::y_of(p));
        }
    }
    CHECK(positions > 3000);
}

TEST_CASE("Connect4's planes equal a naive reading, the board in the canvas's bottom left") {
    core::Rng rng(12);
    int positions = 0;
    for (int game = 0; game < 120; ++game) {
        const int rows = 4 + int(rng.below(9)), cols = 4 + int(rng.below(9));
        const int fx = int(rng.below(uint32_t(rows))), fy = int(rng.below(uint32_t(cols)));
        connect4::Board b = *connect4::Board::create(rows, cols, {{fx, fy}});
        naive::Connect4 g(rows, cols, {{fx, fy}});
        while (!b.is_terminal()) {
            std::vector<uint8_t> planes(connect4::NET_PLANES * connect4::NET_CELLS);
            connect4::net_planes(b, planes.data());
            const int s = g.to_move();
            for (int r = 0; r < connect4::NET_HEIGHT; ++r)
                for (int col = 0; col < connect4::NET_WIDTH; ++col) {
                    const int cell = r * connect4::NET_WIDTH + col;
                    auto plane = [&](int k) {
                        return int(planes[size_t(k * connect4::NET_CELLS + cell)]);
                    };
                    const int x = r - (connect4::NET_HEIGHT - rows);  // the board's row
                    const bool on = x >= 0 && col < cols;
                    REQUIRE(plane(connect4::NET_MASK_PLANE) == int(on));
                    if (!on) {
                        for (int k = 0; k < connect4::NET_PLANES; ++k) REQUIRE(plane(k) == 0);
                        continue;
                    }
                    const int at = g.at(x, col);
                    const int own =
                        s == 0 ? naive::Connect4::FIRST_STONE : naive::Connect4::SECOND_STONE;
                    const int opp =
                        s == 0 ? naive::Connect4::SECOND_STONE : naive::Connect4::FIRST_STONE;
                    REQUIRE(plane(0) == int(at == own));
                    REQUIRE(plane(1) == int(at == opp));
                    REQUIRE(plane(2) == int(at == naive::Connect4::EMPTY));
                    REQUIRE(plane(3) == int(at == naive::Connect4::FORBIDDEN));
                    REQUIRE(plane(5) == int(naive_landing(g, x, col)));
                    const bool empty = at == naive::Connect4::EMPTY;
                    REQUIRE(plane(6) == int(empty && naive_threat(g, x, col, own)));
                    REQUIRE(plane(7) == int(empty && naive_threat(g, x, col, opp)));
                    REQUIRE(plane(8) == int(s == 0));
                    REQUIRE(plane(9) == int((rows - x) % 2 == 1));
                }
            ++positions;
            const int col = connect4::random_column(b, rng);
            b.play(col);
            g.play(col);
        }
    }
    CHECK(positions > 2000);
}

namespace {

// Checks an evaluator's answer for a position: `value` is the net's value of `planes`, and
// priors[i] the softmax of the net's logits at cells[i] over those cells.
void check_evaluation(core::Net& net, const std::vector<float>& planes,
                      const std::vector<int>& cells, const std::vector<float>& priors,
                      float value) {
    std::vector<float> logits(size_t(net.shape().cells()));
    float direct = -1;
    net.evaluate(planes.data(), logits.data(), &direct);
    CHECK(value == direct);
    double sum = 0, norm = 0;
    for (int c : cells) norm += std::exp(double(logits[size_t(c)]));
    for (size_t i = 0; i < cells.size(); ++i) {
        sum += priors[i];
        CHECK(priors[i] ==
              doctest::Approx(std::exp(double(logits[size_t(cells[i])])) / norm).epsilon(1e-5));
    }
    CHECK(sum == doctest::Approx(1.0).epsilon(1e-5));
}

}  // namespace

TEST_CASE("NoGo's evaluator gives a softmax of the net's logits over the moves asked about") {
    core::Rng rng(13);
    core::Net net(nogo::NET_WEIGHTS);
    for (int game = 0; game < 20; ++game) {
        const nogo::Board b =
            core::random_play(nogo::Board(), int(rng.below(60)), rng, nogo::random_point);
        std::vector<nogo::Point> moves;
        std::vector<int> cells;
        b.legal(b.to_move()).for_each([&](nogo::Point p) {
            if (rng.below(2) || moves.empty()) {  // any subset of the moves
                moves.push_back(p);
                cells.push_back(nogo::net_cell(p));
            }
        });
        std::vector<float> priors(moves.size()), planes(nogo::NET_PLANES * nogo::NET_CELLS);
        float value = -1;
        nogo::shipped_net().evaluate(b, moves.data(), int(moves.size()), priors.data(), &value);
        nogo::net_planes(b, planes.data());
        check_evaluation(net, planes, cells, priors, value);
    }
}

TEST_CASE("Connect4's evaluator gives a softmax of the net's logits at the columns' landings") {
    core::Rng rng(14);
    core::Net net(connect4::NET_WEIGHTS);
    for (int game = 0; game < 40; ++game) {
        const int rows = 9 + int(rng.below(4)), cols = 9 + int(rng.below(4));
        const auto empty = connect4::Board::create(
            rows, cols, {{int(rng.below(uint64_t(rows))), int(rng.below(uint64_t(cols)))}});
        REQUIRE(empty);
        const connect4::Board b =
            core::random_play(*empty, int(rng.below(40)), rng, connect4::random_column);
        if (b.is_terminal()) continue;
        std::vector<int> moves, cells;
        for (unsigned legal = b.legal_columns(); legal; legal &= legal - 1) {
            const int col = __builtin_ctz(legal);
            if (rng.below(2) || moves.empty()) {
                moves.push_back(col);
                cells.push_back(connect4::net_move_cell(b, col));
            }
        }
        std::vector<float> priors(moves.size()), planes(connect4::NET_PLANES * connect4::NET_CELLS);
        float value = -1;
        connect4::shipped_net().evaluate(b, moves.data(), int(moves.size()), priors.data(), &value);
        connect4::net_planes(b, planes.data());
        check_evaluation(net, planes, cells, priors, value);
    }
}
