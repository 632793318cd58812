// Alpha-beta against a plain minimax: on small positions searched to the end both must give the
// same exact value, distance to the win or loss included.
#include <doctest/doctest.h>

#include <algorithm>

#include "connect4/game.h"
#include "core/alphabeta.h"
#include "core/random.h"
#include "nogo/game.h"
#include "tests/search/nogo_solver.h"

namespace {

using core::Value;

// Plain negamax over all legal moves, values as in core/score.h.
Value c4_minimax(const connect4::Board& b, int ply) {
    if (b.is_terminal())
        return b.outcome() == connect4::Outcome::DRAW ? core::VALUE_DRAW : core::loss_in(ply);
    Value best = -core::VALUE_INFINITE;
    for (unsigned cols = b.legal_columns(); cols; cols &= cols - 1) {
        connect4::Board n = b;
        n.play(__builtin_ctz(cols));
        best = std::max(best, Value(-c4_minimax(n, ply + 1)));
    }
    return best;
}

Value nogo_minimax(const nogo::Board& b, int ply) {
    if (b.is_terminal()) return core::loss_in(ply);
    Value best = -core::VALUE_INFINITE;
    b.legal(b.to_move()).for_each([&](nogo::Point p) {
        nogo::Board n = b;
        n.play(p);
        best = std::max(best, Value(-nogo_minimax(n, ply + 1)));
    });
    return best;
}

}  // namespace

TEST_CASE("alpha-beta equals minimax on small Connect4 boards with forbidden cells") {
    core::Rng rng(3);
    core::TranspositionTable tt(1);
    int checked = 0;
    for (int game = 0; game < 40; ++game) {
        const int rows = 4 + int(rng.below(2)), cols = 4 + int(rng.below(2));
        connect4::Board b = *connect4::Board::create(
            rows, cols, {{int(rng.below(uint32_t(rows))), int(rng.below(uint32_t(cols)))}});
        const int empties_left = 7 + int(rng.below(4));
        while (!b.is_terminal() && b.cells().count() - b.move_count() > empties_left) {
            b.play(connect4::random_column(b, rng));
        }
        if (b.is_terminal()) continue;
        for (bool knowledge : {false, true}) {
            tt.clear();
            core::AlphaBeta<connect4::Game> ab(connect4::Game{knowledge}, &tt);
            const auto r = ab.search(b, core::Deadline::never(), empties_left + 1);
            CHECK_MESSAGE(r.value == c4_minimax(b, 0), b.to_string());
            CHECK(((b.legal_columns() >> r.move) & 1));
        }
        ++checked;
    }
    CHECK(checked >= 20);
}

TEST_CASE("alpha-beta equals minimax on small NoGo endgames") {
    core::Rng rng(5);
    core::TranspositionTable tt(1);
    int checked = 0;
    for (int game = 0; game < 30; ++game) {
        const nogo::Board b = search_test::random_endgame(rng, 9);
        if (b.is_terminal()) continue;
        tt.clear();
        core::AlphaBeta<nogo::Game> ab(nogo::Game{true}, &tt);
        const auto r = ab.search(b, core::Deadline::never(), 20);
        CHECK_MESSAGE(r.value == nogo_minimax(b, 0), b.to_string());
        CHECK(b.is_legal(r.move, b.to_move()));
        ++checked;
    }
    CHECK(checked >= 15);
}

TEST_CASE("the root moves alpha-beta reports lost are lost") {
    // Second player to move on 6x7 after X: 3, O: 0, X: 3, O: 0, X: 3: only column 3 stops the
    // vertical four; every other column loses at once. A null-window search proves a move lost
    // only when it meets the refutation first, so the report may be a subset.
    connect4::Board b = *connect4::Board::create(6, 7, {{0, 6}});
    for (int col : {3, 0, 3, 0, 3}) b.play(col);
    core::TranspositionTable tt(1);
    core::AlphaBeta<connect4::Game> ab(connect4::Game{false}, &tt);
    const auto r = ab.search(b, core::Deadline::never(), 4);
    CHECK(r.move == 3);
    CHECK(!r.lost_moves.empty());
    for (int col : r.lost_moves) {
        connect4::Board n = b;
        n.play(col);
        CHECK((n.threats(n.to_move()) & n.playable()).any());  // the opponent wins now
    }
}

TEST_CASE("searches cut short by a node limit report only true losses and avoid them") {
    core::Rng rng(8);
    core::TranspositionTable tt(1);
    int lost_seen = 0;
    for (int game = 0; game < 40; ++game) {
        const nogo::Board b = search_test::random_endgame(rng, 11);
        if (b.is_terminal()) continue;
        core::AlphaBeta<nogo::Game> ab(nogo::Game{true}, &tt);
        const uint64_t limit = 1024 * (1 + rng.below(8));
        const auto r = ab.search(b, core::Deadline::never(), 100, limit);
        const int n = b.legal(b.to_move()).count();
        for (nogo::Point m : r.lost_moves) {
            nogo::Board next = b;
            next.play(m);
            CHECK(nogo_minimax(next, 1) > 0);  // the opponent wins after m
            ++lost_seen;
        }
        const bool chose_lost =
            std::find(r.lost_moves.begin(), r.lost_moves.end(), r.move) != r.lost_moves.end();
        CHECK((!chose_lost || int(r.lost_moves.size()) == n));
    }
    CHECK(lost_seen > 0);
}

TEST_CASE("root moves proved lost elsewhere are skipped and reported lost") {
    const connect4::Board b = *connect4::Board::create(6, 7, {});
    core::TranspositionTable tt(1);
    core::AlphaBeta<connect4::Game> ab(connect4::Game{true}, &tt);
    const std::vector<int> known = {0, 1, 2, 4, 5, 6};
    const auto r = ab.search(b, core::Deadline::never(), 3, 0, known);
    CHECK(r.move == 3);
    CHECK(r.lost_moves.size() == known.size());
}
