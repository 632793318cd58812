// The tactics suite (tests/data/search/*.txt, answers proven by make_tactics): the hybrid engine
// must find every forced win and forced defence with a fixed iteration budget (fixed so the test
// is deterministic, also under sanitizers; `bench tactics` runs the suite at the real time limits).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "connect4/engine.h"
#include "core/alphabeta.h"
#include "nogo/engine.h"
#include "nogo/game.h"

namespace {

std::vector<int> parse_list(const std::string& s, char sep) {
    std::vector<int> out;
    std::stringstream in(s);
    std::string item;
    while (std::getline(in, item, sep))
        if (!item.empty() && item != "-") out.push_back(std::stoi(item));
    return out;
}

std::vector<std::string> data_lines(const std::string& file) {
    std::ifstream in(std::string(SEARCH_DATA_DIR) + "/" + file);
    std::vector<std::string> out;
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}

// Iterations per position: with alpha-beta's share this is also its node budget.
constexpr uint64_t ITERATIONS = 20000;

}  // namespace

TEST_CASE("Connect4 tactics: wins in 1-7 plies and forced defences, near forbidden cells too") {
    const std::vector<std::string> lines = data_lines("connect4.txt");
    REQUIRE(lines.size() >= 30);
    for (const std::string& line : lines) {
        std::stringstream in(line);
        int rows, cols, plies;
        std::string forbidden, moves, kind, expected;
        in >> rows >> cols >> forbidden >> moves >> kind >> plies >> expected;
        std::vector<connect4::Cell> cells;
        for (const std::string& cell : [&] {
                 std::vector<std::string> v;
                 std::stringstream f(forbidden);
                 std::string c;
                 while (std::getline(f, c, ';')) v.push_back(c);
                 return v;
             }()) {
            const std::vector<int> xy = parse_list(cell, ',');
            cells.push_back({xy[0], xy[1]});
        }
        connect4::Board b = *connect4::Board::create(rows, cols, cells);
        for (int col : parse_list(moves, ',')) b.play(col);
        const std::vector<int> good = parse_list(expected, ',');
        connect4::Engine e({"hybrid", 1, 16, ITERATIONS});
        const connect4::Decision d = e.choose(b, core::Deadline::never());
        CHECK_MESSAGE(std::find(good.begin(), good.end(), d.move) != good.end(),
                      line << " played " << d.move << " " << d.summary);
    }
}

TEST_CASE("NoGo endgames: the winner is known and the winning side finds a winning move") {
    const std::vector<std::string> lines = data_lines("nogo.txt");
    REQUIRE(lines.size() >= 10);
    for (const std::string& line : lines) {
        std::stringstream in(line);
        std::string moves, winner, expected;
        in >> moves >> winner >> expected;
        nogo::Board b;
        for (int p : parse_list(moves, ',')) b.play(p);
        const std::vector<int> good = parse_list(expected, ',');
        nogo::Engine e({"hybrid", 1, 16, ITERATIONS});
        const nogo::Decision d = e.choose(b, core::Deadline::never());
        if (winner == "mover") {
            CHECK_MESSAGE(std::find(good.begin(), good.end(), d.move) != good.end(),
                          line << " played " << d.move << " " << d.summary);
        } else {
            CHECK(b.is_legal(d.move, b.to_move()));
            core::TranspositionTable tt(1);
            core::AlphaBeta<nogo::Game> ab(nogo::Game{true}, &tt);
            CHECK_MESSAGE(core::is_loss(ab.search(b, core::Deadline::never(), 40).value), line);
        }
    }
}
