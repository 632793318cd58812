// Connect4: the fast board against the naive referee over random games on random boards, and
// hash properties.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "connect4/board.h"
#include "core/random.h"
#include "tests/rules/naive_connect4.h"
#include "tests/rules/test_support.h"

namespace {

using Forbidden = std::vector<std::pair<int, int>>;

// A random board shape: M, N in 4..12; every eighth game has one forbidden cell in the top row,
// the next one in the bottom row, the others 0..3 forbidden cells anywhere (repeats allowed).
struct Shape {
    int rows;
    int cols;
    Forbidden forbidden;
};

Shape random_shape(int game, core::Rng& rng) {
    Shape s;
    s.rows = 4 + int(rng.below(9));
    s.cols = 4 + int(rng.below(9));
    const int kind = game % 8;
    const int count = kind < 2 ? 1 : int(rng.below(4));
    for (int i = 0; i < count; ++i) {
        const int x = kind == 0 ? 0 : kind == 1 ? s.rows - 1 : int(rng.below(uint32_t(s.rows)));
        s.forbidden.emplace_back(x, int(rng.below(uint32_t(s.cols))));
    }
    return s;
}

connect4::Board fast_board(const Shape& s) {
    std::vector<connect4::Cell> cells;
    for (const auto& f : s.forbidden) cells.push_back({f.first, f.second});
    core::Expected<connect4::Board> b = connect4::Board::create(s.rows, s.cols, cells);
    REQUIRE_MESSAGE(b.ok(), b.error());
    return *b;
}

naive::Connect4::Result naive_result(connect4::Outcome o) {
    switch (o) {
        case connect4::Outcome::FIRST_WINS:
            return naive::Connect4::Result::FIRST_WINS;
        case connect4::Outcome::SECOND_WINS:
            return naive::Connect4::Result::SECOND_WINS;
        case connect4::Outcome::DRAW:
            return naive::Connect4::Result::DRAW;
        default:
            return naive::Connect4::Result::ONGOING;
    }
}

// Everything the two boards must agree on; empty when they do, else what differs.
std::string difference(const connect4::Board& fast, const naive::Connect4& ref) {
    const std::string consistency = fast.consistency_error();
    if (!consistency.empty()) return "consistency: " + consistency;
    if (naive_result(fast.outcome()) != ref.result()) return "outcome";
    if (int(fast.to_move()) != ref.to_move()) return "side to move";
    unsigned ref_cols = 0;
    for (int y : ref.legal_columns()) ref_cols |= 1u << y;
    if (fast.legal_columns() != ref_cols) return "legal columns";
    for (int y = 0; y < ref.cols(); ++y) {
        const int row = ref.landing_row(y);
        if (fast.playable().test(fast.bit({row, y})) != (row >= 0))
            return "playable cell of column " + std::to_string(y);
        if (row >= 0 && fast.landing_cell(y) != connect4::Cell{row, y})
            return "landing cell of column " + std::to_string(y);
        // The next landing cell: the first cell up from the landing one that is not forbidden.
        int up = row - 1;
        while (up >= 0 && ref.at(up, y) == naive::Connect4::FORBIDDEN) --up;
        for (int x = 0; x < ref.rows(); ++x)
            if (fast.above().test(fast.bit({x, y})) != (row >= 0 && x == up))
                return "cell above the landing cell of column " + std::to_string(y);
        for (int x = 0; x < ref.rows(); ++x)
            if (fast.is_legal({x, y}) != (fast.can_play(y) && x == row))
                return "is_legal at (" + std::to_string(x) + "," + std::to_string(y) + ")";
    }
    if (fast.is_terminal()) return "";
    std::vector<int> top(ref.cols()), board(ref.rows() * ref.cols());
    fast.to_course(top.data(), board.data());
    if (top != ref.course_top()) return "course top[]";
    if (board != ref.course_board()) return "course board[]";
    for (int y = 0; y < ref.cols(); ++y) {
        const int row = ref.landing_row(y);
        if (top[y] != row + 1) return "top[" + std::to_string(y) + "] and the landing cell";
    }
    return "";
}

}  // namespace

TEST_CASE("connect4: fast board matches the naive referee after every move of random games") {
    const int games = rules_test::game_count();
    core::Rng rng(0x436F6E6E44696666ULL);
    long moves = 0;
    int wins = 0, draws = 0;
    for (int g = 0; g < games; ++g) {
        const Shape shape = random_shape(g, rng);
        connect4::Board fast = fast_board(shape);
        naive::Connect4 ref(shape.rows, shape.cols, shape.forbidden);
        for (;;) {
            const std::string diff = difference(fast, ref);
            if (!diff.empty())
                FAIL("game " << g << " (" << shape.rows << "x" << shape.cols << ") after "
                             << fast.move_count() << " moves: " << diff << "\n"
                             << fast.to_string());
            const std::vector<int> cols = ref.legal_columns();
            if (cols.empty()) break;
            const int y = cols[rng.below(uint32_t(cols.size()))];
            fast.play(y);
            ref.play(y);
            ++moves;
        }
        (fast.outcome() == connect4::Outcome::DRAW ? draws : wins) += 1;
    }
    MESSAGE(games << " games, " << moves << " moves compared, " << wins << " wins, " << draws
                  << " draws");
    CHECK(wins > 0);
    CHECK(draws > 0);
}

TEST_CASE("connect4: two move orders reaching one position give one hash") {
    core::Rng rng(0x436F6E6E48617368ULL);
    int transpositions = 0;
    for (int g = 0; g < 1000; ++g) {
        const Shape shape = random_shape(g, rng);
        connect4::Board original = fast_board(shape);
        std::vector<int> game;
        while (!original.is_terminal()) {
            const unsigned legal = original.legal_columns();
            int y;
            do y = int(rng.below(uint32_t(shape.cols)));
            while (!((legal >> y) & 1));
            connect4::Board next = original;
            next.play(y);
            if (next.is_terminal()) break;  // keep a position with no four on the board
            original = next;
            game.push_back(y);
        }
        // Rebuild the same stones in another order: at each turn a random column whose next
        // stone belongs to the side to move. No subset of a four-free board holds a four.
        std::vector<std::vector<connect4::Player>> column_stones(shape.cols);
        {
            connect4::Board replay = fast_board(shape);
            for (int y : game) {
                column_stones[y].push_back(replay.to_move());
                replay.play(y);
            }
        }
        std::vector<size_t> placed(shape.cols, 0);
        connect4::Board other = fast_board(shape);
        bool stuck = false;
        while (other.move_count() < original.move_count()) {
            std::vector<int> choices;
            for (int y = 0; y < shape.cols; ++y)
                if (placed[y] < column_stones[y].size() &&
                    column_stones[y][placed[y]] == other.to_move())
                    choices.push_back(y);
            if (choices.empty()) {
                stuck = true;
                break;
            }
            const int y = choices[rng.below(uint32_t(choices.size()))];
            other.play(y);
            ++placed[y];
        }
        if (stuck) continue;
        ++transpositions;
        REQUIRE(other.to_string() == original.to_string());
        CHECK(other.hash() == original.hash());
        CHECK(other.consistency_error() == "");
        CHECK(other.legal_columns() == original.legal_columns());
        for (connect4::Player p : {connect4::FIRST, connect4::SECOND})
            CHECK(other.threats(p) == original.threats(p));
    }
    MESSAGE(transpositions << " transposed positions");
    CHECK(transpositions > 500);
}

TEST_CASE("connect4: distinct positions of random games have distinct hashes") {
    core::Rng rng(0x436F6E6E436F6C6CULL);
    std::map<uint64_t, std::string> seen;
    int collisions = 0;
    for (int g = 0; g < 1000; ++g) {
        const Shape shape = random_shape(g, rng);
        connect4::Board b = fast_board(shape);
        while (!b.is_terminal()) {
            const unsigned legal = b.legal_columns();
            int y;
            do y = int(rng.below(uint32_t(shape.cols)));
            while (!((legal >> y) & 1));
            b.play(y);
            // The diagram shows size, forbidden cells and stones: the whole position.
            const auto inserted = seen.emplace(b.hash(), b.to_string());
            if (!inserted.second && inserted.first->second != b.to_string()) ++collisions;
        }
    }
    MESSAGE(seen.size() << " distinct hashes");
    CHECK(seen.size() > 20000);
    CHECK(collisions == 0);
}
