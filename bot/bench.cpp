// bench: the search benchmarks. (Matches between engines are the arena's: bot/arena.)
//
//   bench nogo|connect4
//       Runs the game's bench (nogo/bench.h, connect4/bench.h): total nodes, signature and
//       iterations per second. The bots run the same as `nogo bench` and `connect4 bench`.
//   bench tactics DATA_DIR
//       Runs the tactics suite (DATA_DIR/connect4.txt, DATA_DIR/nogo.txt) with the hybrid engine
//       at the real budgets, 0.9 s per NoGo move and 2.5 s per Connect4 move; exit status 1 if
//       any position is missed.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "connect4/bench.h"
#include "connect4/engine.h"
#include "nogo/bench.h"
#include "nogo/engine.h"

namespace {

// The longest choose() call seen, in seconds.
double longest_turn = 0;

// Times one choose() call.
template <class Engine, class Board>
auto timed_choose(Engine& e, const Board& b, double seconds) {
    const core::Deadline deadline = core::Deadline::after(seconds);
    const auto d = e.choose(b, deadline);
    longest_turn = std::max(longest_turn, deadline.elapsed());
    return d;
}

std::vector<int> parse_list(const std::string& s, char sep) {
    std::vector<int> out;
    std::stringstream in(s);
    std::string item;
    while (std::getline(in, item, sep))
        if (!item.empty() && item != "-") out.push_back(std::stoi(item));
    return out;
}

// Runs the tactics suite of tests/data/search (format: tests/search/make_tactics.cpp) with the
// hybrid engine at the real per-move budgets and prints how many positions it gets right.
int tactics(const std::string& dir, double nogo_seconds, double connect4_seconds) {
    int right = 0, total = 0;
    std::ifstream c4(dir + "/connect4.txt");
    for (std::string line; std::getline(c4, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::stringstream in(line);
        int rows, cols, plies;
        std::string forbidden, moves, kind, expected;
        in >> rows >> cols >> forbidden >> moves >> kind >> plies >> expected;
        std::vector<connect4::Cell> cells;
        std::stringstream f(forbidden);
        for (std::string cell; std::getline(f, cell, ';');) {
            const std::vector<int> xy = parse_list(cell, ',');
            cells.push_back({xy[0], xy[1]});
        }
        connect4::Board b = *connect4::Board::create(rows, cols, cells);
        for (int col : parse_list(moves, ',')) b.play(col);
        const std::vector<int> good = parse_list(expected, ',');
        connect4::Engine e({"hybrid", 1, 160, 0});
        const connect4::Decision d = timed_choose(e, b, connect4_seconds);
        const bool ok = std::find(good.begin(), good.end(), d.move) != good.end();
        right += ok;
        ++total;
        if (!ok)
            std::printf("missed: connect4 %s (played %d: %s)\n", line.c_str(), d.move,
                        d.summary.c_str());
    }
    std::ifstream ng(dir + "/nogo.txt");
    for (std::string line; std::getline(ng, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::stringstream in(line);
        std::string moves, winner, expected;
        in >> moves >> winner >> expected;
        if (winner != "mover") continue;
        nogo::Board b;
        for (int p : parse_list(moves, ',')) b.play(p);
        const std::vector<int> good = parse_list(expected, ',');
        nogo::Engine e({"hybrid", 1, 160, 0});
        const nogo::Decision d = timed_choose(e, b, nogo_seconds);
        const bool ok = std::find(good.begin(), good.end(), d.move) != good.end();
        right += ok;
        ++total;
        if (!ok)
            std::printf("missed: nogo %s (played %d: %s)\n", line.c_str(), d.move,
                        d.summary.c_str());
    }
    std::printf(
        "tactics: %d/%d right at %.2fs (NoGo) and %.2fs (Connect4) per move, longest turn %.0f "
        "ms\n",
        right, total, nogo_seconds, connect4_seconds, longest_turn * 1000);
    return right == total ? 0 : 1;
}

int usage() {
    std::fprintf(stderr,
                 "usage: bench nogo|connect4\n"
                 "       bench tactics DATA_DIR\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::string(argv[1]) == "nogo") return nogo::run_bench(std::cout);
    if (argc == 2 && std::string(argv[1]) == "connect4") return connect4::run_bench(std::cout);
    if (argc == 3 && std::string(argv[1]) == "tactics") return tactics(argv[2], 0.9, 2.5);
    return usage();
}
