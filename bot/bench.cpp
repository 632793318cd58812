// bench: the search benchmarks. (Matches between engines are the arena's: bot/arena.)
//
//   bench nogo|connect4
//       Runs the game's bench (nogo/bench.h, connect4/bench.h): total nodes, signature and
//       iterations per second. The bots run the same as `nogo bench` and `connect4 bench`.
//   bench tactics DATA_DIR
//       Runs the tactics suite (DATA_DIR/connect4.txt, DATA_DIR/nogo.txt) with the hybrid engine
//       at the real budgets, 0.9 s per NoGo move and 2.5 s per Connect4 move; exit status 1 if
//       any position is missed, 2 if the suite cannot be read.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "bot/tactics_suite.h"
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

// Runs the tactics suite of tests/data/search (bot/tactics_suite.h) with the hybrid engine at the
// real per-move budgets and prints how many positions it gets right: exit status 0 if all, 1 if
// any is missed, 2 if the suite cannot be read.
int tactics(const std::string& dir, double nogo_seconds, double connect4_seconds) {
    const auto c4 = bot::read_connect4_tactics(dir + "/connect4.txt");
    const auto ng = bot::read_nogo_tactics(dir + "/nogo.txt");
    if (!c4 || !ng) {
        std::fprintf(stderr, "bench: %s\n", (c4 ? ng.error() : c4.error()).c_str());
        return 2;
    }
    int right = 0, total = 0;
    auto score = [&](const char* game, const std::string& line, const std::vector<int>& good,
                     int move, const std::string& summary) {
        const bool ok = std::find(good.begin(), good.end(), move) != good.end();
        right += ok;
        ++total;
        if (!ok)
            std::printf("missed: %s %s (played %d: %s)\n", game, line.c_str(), move,
                        summary.c_str());
    };
    for (const bot::Connect4Tactic& t : *c4) {
        connect4::Engine e({core::EngineKind::HYBRID, 1, 160, 0});
        const connect4::Decision d = timed_choose(e, t.board, connect4_seconds);
        score("connect4", t.line, t.good, d.move, d.summary);
    }
    for (const bot::NogoTactic& t : *ng) {
        if (!t.mover_wins) continue;
        nogo::Engine e({core::EngineKind::HYBRID, 1, 160, 0});
        const nogo::Decision d = timed_choose(e, t.board, nogo_seconds);
        score("nogo", t.line, t.good, d.move, d.summary);
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
