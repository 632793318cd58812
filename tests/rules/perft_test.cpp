// Perft counts pinned in tests/data/rules/{nogo,connect4}_perft.txt, checked with both the fast
// boards and the naive referees. Lines: `name moves depth expected` (NoGo, moves "x,y;x,y" or
// "-") and `name MxN forbidden columns depth expected` (Connect4, forbidden "x,y;x,y" or "-",
// columns "3,3,4" or "-").
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/rules/perft.h"
#include "tests/rules/test_support.h"

TEST_CASE("nogo: perft counts match the data file with both boards") {
    const auto lines = rules_test::data_lines("nogo_perft.txt");
    REQUIRE(lines.size() >= 4);
    for (const auto& line : lines) {
        REQUIRE(line.size() == 4);
        INFO(line[0]);
        nogo::Board fast;
        naive::NoGo ref;
        for (const auto& xy : rules_test::parse_pairs(line[1])) {
            const nogo::Point p = nogo::make_point(xy.first, xy.second);
            REQUIRE(fast.is_legal(p, fast.to_move()));
            REQUIRE(ref.is_legal(xy.first, xy.second, ref.to_move()));
            fast.play(p);
            ref.play(xy.first, xy.second);
        }
        const int depth = std::stoi(line[2]);
        const uint64_t expected = std::stoull(line[3]);
        CHECK(rules_test::perft(ref, depth) == expected);
        CHECK(rules_test::perft(fast, depth) == expected);
    }
}

TEST_CASE("connect4: perft counts match the data file with both boards") {
    const auto lines = rules_test::data_lines("connect4_perft.txt");
    REQUIRE(lines.size() >= 10);
    for (const auto& line : lines) {
        REQUIRE(line.size() == 6);
        INFO(line[0]);
        const size_t by = line[1].find('x');
        REQUIRE(by != std::string::npos);
        const int rows = std::stoi(line[1].substr(0, by)), cols = std::stoi(line[1].substr(by + 1));
        const auto forbidden = rules_test::parse_pairs(line[2]);
        std::vector<connect4::Cell> cells;
        for (const auto& f : forbidden) cells.push_back({f.first, f.second});
        core::Expected<connect4::Board> made = connect4::Board::create(rows, cols, cells);
        REQUIRE_MESSAGE(made.ok(), made.error());
        connect4::Board fast = *made;
        naive::Connect4 ref(rows, cols, forbidden);
        for (int y : rules_test::parse_columns(line[3])) {
            REQUIRE(fast.can_play(y));
            fast.play(y);
            ref.play(y);
        }
        const int depth = std::stoi(line[4]);
        const uint64_t expected = std::stoull(line[5]);
        CHECK(rules_test::perft(ref, depth) == expected);
        CHECK(rules_test::perft(fast, depth) == expected);
    }
}
