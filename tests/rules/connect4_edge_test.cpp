// Connect4 edge cases by hand: forbidden cells in the top and bottom rows, lines broken by a
// forbidden cell, long lines, draws, and the course's top[]/board[] arrays in both directions.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "connect4/board.h"
#include "tests/rules/naive_connect4.h"

namespace {

using Diagram = std::vector<std::string>;

connect4::Board empty_board(int rows, int cols, std::vector<connect4::Cell> forbidden) {
    core::Expected<connect4::Board> b = connect4::Board::create(rows, cols, forbidden);
    REQUIRE_MESSAGE(b.ok(), b.error());
    return *b;
}

// The course's arrays for a diagram ('X' first player, 'O' second, '#' the forbidden cell, '.'
// empty; row x = 0 first): board[] with the side to move as 2, top[] = landing row + 1.
struct CourseArrays {
    int rows = 0;
    int cols = 0;
    std::vector<int> top;
    std::vector<int> board;
    int no_x = -1;
    int no_y = -1;
};

CourseArrays course_arrays(const Diagram& d) {
    CourseArrays a;
    a.rows = int(d.size());
    a.cols = int(d[0].size());
    int first = 0, second = 0;
    for (const std::string& row : d) {
        for (char c : row) {
            first += c == 'X';
            second += c == 'O';
        }
    }
    const char own = first == second ? 'X' : 'O';
    for (int x = 0; x < a.rows; ++x) {
        for (int y = 0; y < a.cols; ++y) {
            const char c = d[x][y];
            a.board.push_back(c == own ? 2 : c == 'X' || c == 'O' ? 1 : 0);
            if (c == '#') {
                a.no_x = x;
                a.no_y = y;
            }
        }
    }
    for (int y = 0; y < a.cols; ++y) {
        int top = 0;
        for (int x = a.rows - 1; x >= 0 && !top; --x)
            if (d[x][y] == '.') top = x + 1;
        a.top.push_back(top);
    }
    return a;
}

core::Expected<connect4::Board> from_arrays(const CourseArrays& a) {
    return connect4::Board::from_course(a.rows, a.cols, a.top.data(), a.board.data(), a.no_x,
                                        a.no_y);
}

// The fast board of a diagram with exactly one forbidden cell, through from_course.
connect4::Board from_diagram(const Diagram& d) {
    core::Expected<connect4::Board> b = from_arrays(course_arrays(d));
    REQUIRE_MESSAGE(b.ok(), b.error());
    CHECK(b->to_string() == [&] {
        std::string s;
        for (const std::string& row : d) s += row + "\n";
        return s;
    }());
    CHECK(b->consistency_error() == "");
    return *b;
}

std::vector<int> course_top(const connect4::Board& b) {
    std::vector<int> top(b.cols()), board(b.rows() * b.cols());
    b.to_course(top.data(), board.data());
    return top;
}

// from_course fails on a and names the problem with `words`, on one line.
void check_rejected(const CourseArrays& a, const std::string& words) {
    core::Expected<connect4::Board> b = from_arrays(a);
    REQUIRE_FALSE(b.ok());
    INFO(b.error());
    CHECK(b.error().find(words) != std::string::npos);
    CHECK(b.error().find('\n') == std::string::npos);
}

}  // namespace

TEST_CASE("connect4: a forbidden cell in the top row caps its column one stone early") {
    connect4::Board b = empty_board(4, 4, {{0, 1}});
    naive::Connect4 ref(4, 4, {{0, 1}});
    CHECK(course_top(b) == std::vector<int>{4, 4, 4, 4});
    for (int expected_row : {3, 2, 1}) {
        REQUIRE(b.can_play(1));
        CHECK(b.landing_cell(1) == connect4::Cell{expected_row, 1});
        CHECK(ref.landing_row(1) == expected_row);
        b.play(1);
        ref.play(1);
    }
    // Column 1 holds three stones and is full: (0, 1) can never be played.
    CHECK_FALSE(b.can_play(1));
    CHECK_FALSE(b.is_legal({0, 1}));
    CHECK(b.legal_columns() == 0b1101u);
    CHECK(ref.landing_row(1) == -1);
    CHECK(course_top(b) == std::vector<int>{4, 0, 4, 4});
    CHECK(ref.course_top() == std::vector<int>{4, 0, 4, 4});
    CHECK(b.consistency_error() == "");
}

TEST_CASE("connect4: a forbidden cell in the bottom row lifts the first stone to row M-2") {
    connect4::Board b = empty_board(6, 7, {{5, 3}});
    naive::Connect4 ref(6, 7, {{5, 3}});
    CHECK(course_top(b) == std::vector<int>{6, 6, 6, 5, 6, 6, 6});
    CHECK(ref.course_top() == course_top(b));
    CHECK(b.landing_cell(3) == connect4::Cell{4, 3});
    CHECK_FALSE(b.is_legal({5, 3}));
    CHECK(b.is_legal({4, 3}));
    b.play(3);
    ref.play(3);
    CHECK(b.to_string() ==
          ".......\n"
          ".......\n"
          ".......\n"
          ".......\n"
          "...X...\n"
          "...#...\n");
    CHECK(course_top(b) == std::vector<int>{6, 6, 6, 4, 6, 6, 6});
    CHECK(ref.course_top() == course_top(b));
}

TEST_CASE("connect4: top[] jumps over a forbidden cell in the middle of a column") {
    connect4::Board b = empty_board(6, 5, {{2, 4}});
    naive::Connect4 ref(6, 5, {{2, 4}});
    for (int i = 0; i < 3; ++i) {
        b.play(4);
        ref.play(4);
    }
    // Stones at rows 5, 4, 3; the next lands at row 1, above the forbidden (2, 4).
    CHECK(b.landing_cell(4) == connect4::Cell{1, 4});
    CHECK(course_top(b) == std::vector<int>{6, 6, 6, 6, 2});
    CHECK(ref.course_top() == course_top(b));
    b.play(4);
    b.play(4);
    CHECK_FALSE(b.can_play(4));
    CHECK(course_top(b) == std::vector<int>{6, 6, 6, 6, 0});
}

TEST_CASE("connect4: four in a row broken by a forbidden cell is not a win (horizontal)") {
    const Diagram d = {
        ".......",
        "O.....O",
        "O.O.O.O",
        "XXX#XXX",
    };
    connect4::Board b = from_diagram(d);
    naive::Connect4 ref(d);
    CHECK(b.outcome() == connect4::Outcome::ONGOING);
    CHECK(ref.result() == naive::Connect4::Result::ONGOING);
    CHECK(b.to_move() == connect4::FIRST);
    // X above the forbidden cell joins no line of the bottom row.
    b.play(3);
    ref.play(3);
    CHECK(b.outcome() == connect4::Outcome::ONGOING);
    CHECK(ref.result() == naive::Connect4::Result::ONGOING);
}

TEST_CASE("connect4: stones on both sides of a forbidden cell in a column are not a four") {
    const Diagram d = {
        "....", "X...", "X...", "X...", "#...", "XOOO",
    };
    connect4::Board b = from_diagram(d);
    naive::Connect4 ref(d);
    CHECK(b.outcome() == connect4::Outcome::ONGOING);
    CHECK(ref.result() == naive::Connect4::Result::ONGOING);
    CHECK_FALSE(b.threats(connect4::FIRST).test(b.bit({4, 0})));  // the forbidden cell
    CHECK(b.threats(connect4::FIRST).test(b.bit({0, 0})));        // a true four above
    b.play(1);
    ref.play(1);
    b.play(0);
    ref.play(0);
    CHECK(b.outcome() == connect4::Outcome::FIRST_WINS);
    CHECK(ref.result() == naive::Connect4::Result::FIRST_WINS);
}

TEST_CASE("connect4: a diagonal broken by a forbidden cell is not a win") {
    // X at (4,0), (2,2), (1,3), (0,4) with the forbidden (3,1) between them.
    const Diagram d = {
        "....X", "...XO", "..XOX", ".#XOO", "XOOXO",
    };
    connect4::Board b = from_diagram(d);
    naive::Connect4 ref(d);
    CHECK(b.outcome() == connect4::Outcome::ONGOING);
    CHECK(ref.result() == naive::Connect4::Result::ONGOING);
    CHECK_FALSE(b.threats(connect4::FIRST).test(b.bit({3, 1})));
    CHECK(b.legal_columns() == 0b01111u);
}

TEST_CASE("connect4: filling the gap of XX.XX makes five and wins") {
    const Diagram d = {
        "#....", ".....", ".....", "OO.OO", "XX.XX",
    };
    connect4::Board b = from_diagram(d);
    naive::Connect4 ref(d);
    REQUIRE(b.to_move() == connect4::FIRST);
    CHECK(b.threats(connect4::FIRST).test(b.bit({4, 2})));
    b.play(2);
    ref.play(2);
    CHECK(b.outcome() == connect4::Outcome::FIRST_WINS);
    CHECK(ref.result() == naive::Connect4::Result::FIRST_WINS);
    CHECK(b.legal_columns() == 0u);
    CHECK(b.consistency_error() == "");
}

TEST_CASE("connect4: filling the last cell of a small board without a four is a draw") {
    const Diagram d = {
        ".XO#",
        "OOXX",
        "XXOO",
        "OOXX",
    };
    connect4::Board b = from_diagram(d);
    naive::Connect4 ref(d);
    REQUIRE(b.legal_columns() == 0b0001u);
    b.play(0);
    ref.play(0);
    CHECK(b.outcome() == connect4::Outcome::DRAW);
    CHECK(ref.result() == naive::Connect4::Result::DRAW);
    CHECK(b.is_terminal());
    CHECK(b.legal_columns() == 0u);
    CHECK(b.consistency_error() == "");
}

TEST_CASE("connect4: from_course accepts the course's start and early positions") {
    // Empty 9x12 board with the forbidden cell in the bottom row: top[noY] = M-1.
    CourseArrays a = course_arrays({
        "............",
        "............",
        "............",
        "............",
        "............",
        "............",
        "............",
        "............",
        ".....#......",
    });
    CHECK(a.top[5] == 8);
    connect4::Board start = *from_arrays(a);
    CHECK(start.to_move() == connect4::FIRST);
    CHECK(start.move_count() == 0);
    CHECK(course_top(start) == a.top);
    // After the opponent's first move the program is second: its stones are "2", none yet.
    a = course_arrays({
        "..........",
        "..........",
        "..........",
        "..#.......",
        "..........",
        "..........",
        "..........",
        "..........",
        "..........",
        "......X...",
    });
    connect4::Board second = from_diagram({
        "..........",
        "..........",
        "..........",
        "..#.......",
        "..........",
        "..........",
        "..........",
        "..........",
        "..........",
        "......X...",
    });
    CHECK(a.board[9 * 10 + 6] == 1);
    CHECK(second.to_move() == connect4::SECOND);
    CHECK(course_top(second) == a.top);
    CHECK(a.top[6] == 9);
}

TEST_CASE("connect4: from_course rejects malformed positions with a clear message") {
    const Diagram ok = {
        "....",
        "..#.",
        "....",
        "XO..",
    };
    REQUIRE(from_arrays(course_arrays(ok)).ok());

    CourseArrays a = course_arrays(ok);
    a.board[2 * 4 + 3] = 1;  // above the empty (3, 3)
    check_rejected(a, "floats");

    a = course_arrays(ok);
    a.top[3] = 3;
    check_rejected(a, "top[3]");

    a = course_arrays(ok);
    a.board[1 * 4 + 2] = 1;  // on the forbidden cell
    check_rejected(a, "forbidden cell");

    a = course_arrays(ok);
    a.board[3 * 4 + 2] = 1;  // three opponent stones against one
    a.board[3 * 4 + 3] = 1;
    a.top[2] = a.top[3] = 3;
    check_rejected(a, "stone counts");

    a = course_arrays(ok);
    a.board[3 * 4 + 0] = 3;
    check_rejected(a, "not 0, 1 or 2");

    const std::vector<int> top13(13, 13), board13(13 * 13, 0);
    core::Expected<connect4::Board> big =
        connect4::Board::from_course(13, 13, top13.data(), board13.data(), 0, 0);
    REQUIRE_FALSE(big.ok());
    CHECK(big.error().find("outside 4..12") != std::string::npos);

    a = course_arrays(ok);
    a.no_x = 4;
    check_rejected(a, "off the");
    a.no_x = -1;
    check_rejected(a, "off the");

    check_rejected(course_arrays({
                       "....",
                       "X.#.",
                       "XXX.",
                       "OOOO",
                   }),
                   "four in a row");
    check_rejected(course_arrays({
                       "XXO#",
                       "OOXX",
                       "XXOO",
                       "OOXX",
                   }),
                   "full");
}

TEST_CASE("connect4: nth_column gives the k-th set column of every mask of 12 columns") {
    for (unsigned mask = 1; mask < (1u << connect4::MAX_SIZE); ++mask) {
        unsigned rest = mask;
        for (int k = 0; rest; ++k, rest &= rest - 1)
            REQUIRE(connect4::nth_column(mask, k) == __builtin_ctz(rest));
    }
}
