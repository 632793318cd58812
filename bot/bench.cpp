// bench: the search benchmarks, and a small self-play harness until the arena exists.
//
//   bench nogo|connect4
//       Runs the game's bench (nogo/bench.h, connect4/bench.h): total nodes, signature and
//       iterations per second.
//   bench match nogo|connect4 KIND_A KIND_B GAMES SECONDS [SEED]
//       Plays GAMES games between engine kinds A and B (EngineOptions.kind) at SECONDS per move,
//       colours alternating (Connect4: each pair of games on one random board, 9..12 rows and
//       columns, one random forbidden cell), and prints A's score with a 95% interval and the
//       longest turn.
//   bench tactics DATA_DIR
//       Runs the tactics suite (DATA_DIR/connect4.txt, DATA_DIR/nogo.txt) with the hybrid engine
//       at the real budgets, 0.9 s per NoGo move and 2.5 s per Connect4 move; exit status 1 if
//       any position is missed.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "connect4/bench.h"
#include "connect4/engine.h"
#include "core/random.h"
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

// One game; returns the score of engine a (1 win, 0.5 draw, 0 loss). a moves first iff a_first.
double play_nogo(nogo::Engine& a, nogo::Engine& b, bool a_first, double seconds) {
    nogo::Board board;
    a.new_game();
    b.new_game();
    for (bool a_to_move = a_first;; a_to_move = !a_to_move) {
        if (board.is_terminal()) return a_to_move ? 0.0 : 1.0;
        nogo::Engine& e = a_to_move ? a : b;
        const nogo::Decision d = timed_choose(e, board, seconds);
        board.play(d.move);
    }
}

double play_connect4(connect4::Engine& a, connect4::Engine& b, bool a_first, double seconds,
                     const connect4::Board& empty) {
    connect4::Board board = empty;
    a.new_game();
    b.new_game();
    for (bool a_to_move = a_first;; a_to_move = !a_to_move) {
        if (board.is_terminal()) {
            if (board.outcome() == connect4::Outcome::DRAW) return 0.5;
            return a_to_move ? 0.0 : 1.0;  // the last mover won
        }
        connect4::Engine& e = a_to_move ? a : b;
        const connect4::Decision d = timed_choose(e, board, seconds);
        board.play(d.column);
    }
}

int match(const std::string& game, const std::string& kind_a, const std::string& kind_b, int games,
          double seconds, uint64_t seed) {
    core::Rng boards(seed);
    double score = 0, squares = 0;
    connect4::Board c4 = *connect4::Board::create(12, 12, {{6, 5}});
    for (int g = 0; g < games; ++g) {
        const bool a_first = g % 2 == 0;
        double s;
        if (game == "nogo") {
            nogo::Engine a({kind_a, seed + uint64_t(g), 160, 0});
            nogo::Engine b({kind_b, seed + uint64_t(g) + 1000, 160, 0});
            s = play_nogo(a, b, a_first, seconds);
        } else {
            if (g % 2 == 0) {
                const int rows = 9 + int(boards.below(4)), cols = 9 + int(boards.below(4));
                c4 = *connect4::Board::create(
                    rows, cols,
                    {{int(boards.below(uint32_t(rows))), int(boards.below(uint32_t(cols)))}});
            }
            connect4::Engine a({kind_a, seed + uint64_t(g), 160, 0});
            connect4::Engine b({kind_b, seed + uint64_t(g) + 1000, 160, 0});
            s = play_connect4(a, b, a_first, seconds, c4);
        }
        score += s;
        squares += s * s;
    }
    const double mean = score / games;
    const double var = squares / games - mean * mean;
    const double half = 1.96 * std::sqrt(var / games);
    std::printf(
        "%s %s vs %s: %d games at %.2fs/move: score %.3f +- %.3f (95%%), longest turn %.0f ms\n",
        game.c_str(), kind_a.c_str(), kind_b.c_str(), games, seconds, mean, half,
        longest_turn * 1000);
    return 0;
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
        const bool ok = std::find(good.begin(), good.end(), d.column) != good.end();
        right += ok;
        ++total;
        if (!ok)
            std::printf("missed: connect4 %s (played %d: %s)\n", line.c_str(), d.column,
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
                 "       bench match nogo|connect4 KIND_A KIND_B GAMES SECONDS [SEED]\n"
                 "       bench tactics DATA_DIR\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::string(argv[1]) == "nogo") return nogo::run_bench(std::cout);
    if (argc == 2 && std::string(argv[1]) == "connect4") return connect4::run_bench(std::cout);
    if ((argc == 7 || argc == 8) && std::string(argv[1]) == "match") {
        const std::string game = argv[2];
        const int games = std::atoi(argv[5]);
        const double seconds = std::atof(argv[6]);
        if ((game != "nogo" && game != "connect4") || games <= 0 || !(seconds > 0)) return usage();
        return match(game, argv[3], argv[4], games, seconds,
                     argc == 8 ? std::strtoull(argv[7], nullptr, 10) : 1);
    }
    if (argc == 3 && std::string(argv[1]) == "tactics") return tactics(argv[2], 0.9, 2.5);
    return usage();
}
