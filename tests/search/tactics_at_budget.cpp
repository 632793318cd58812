// tactics: the tactics suite at the real time limits (the test, tactics_test.cpp, runs it at a
// fixed iteration count). The search bench is the bots' `nogo bench` / `connect4 bench`.
//
//   tactics DATA_DIR
//       Runs the tactics suite (DATA_DIR/connect4.txt, DATA_DIR/nogo.txt) with the hybrid engine
//       at the real budgets, 0.9 s per NoGo move and 2.5 s per Connect4 move; exit status 1 if
//       any position is missed, 2 if the suite cannot be read.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "connect4/engine.h"
#include "nogo/engine.h"
#include "tests/search/tactics_suite.h"

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

// Runs the tactics suite of tests/data/search (tactics_suite.h) with the hybrid engine at the
// real per-move budgets and prints how many positions it gets right: exit status 0 if all, 1 if
// any is missed, 2 if the suite cannot be read.
int run_suite(const std::string& dir, double nogo_seconds, double connect4_seconds) {
    const auto c4 = tactics::read_connect4_tactics(dir + "/connect4.txt");
    const auto ng = tactics::read_nogo_tactics(dir + "/nogo.txt");
    if (!c4 || !ng) {
        std::fprintf(stderr, "tactics: %s\n", (c4 ? ng.error() : c4.error()).c_str());
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
    for (const tactics::Connect4Tactic& t : *c4) {
        connect4::Engine e({core::EngineKind::HYBRID, 1, 160, 0, std::nullopt});
        const connect4::Decision d = timed_choose(e, t.board, connect4_seconds);
        score("connect4", t.line, t.good, d.move, d.summary);
    }
    for (const tactics::NogoTactic& t : *ng) {
        if (!t.mover_wins) continue;
        nogo::Engine e({core::EngineKind::HYBRID, 1, 160, 0, std::nullopt});
        const nogo::Decision d = timed_choose(e, t.board, nogo_seconds);
        score("nogo", t.line, t.good, d.move, d.summary);
    }
    std::printf(
        "tactics: %d/%d right at %.2fs (NoGo) and %.2fs (Connect4) per move, longest turn %.0f "
        "ms\n",
        right, total, nogo_seconds, connect4_seconds, longest_turn * 1000);
    return right == total ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2) return run_suite(argv[1], 0.9, 2.5);
    std::fprintf(stderr, "usage: tactics DATA_DIR\n");
    return 2;
}
