// The tactics suite (tests/data/search/*.txt, answers proven by make_tactics): the hybrid engine
// must find every forced win and forced defence with a fixed iteration budget (fixed so the test
// is deterministic, also under sanitizers; `tactics` (tactics_at_budget.cpp) runs the suite at the
// real time limits).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "connect4/engine.h"
#include "core/alphabeta.h"
#include "nogo/engine.h"
#include "nogo/game.h"
#include "tests/search/tactics_suite.h"

namespace {

// Iterations per position: with alpha-beta's share this is also its node budget.
constexpr uint64_t ITERATIONS = 20000;

const std::string DATA_DIR = SEARCH_DATA_DIR;

}  // namespace

TEST_CASE("Connect4 tactics: wins in 1-7 plies and forced defences, near forbidden cells too") {
    const auto tactics = tactics::read_connect4_tactics(DATA_DIR + "/connect4.txt");
    REQUIRE_MESSAGE(tactics.ok(), tactics.error());
    REQUIRE(tactics->size() >= 30);
    // The suite covers what this test's name says: wins of every length 1-7 (the winner's own
    // plies make the length odd), and defences.
    std::set<int> win_lengths;
    int defences = 0;
    for (const tactics::Connect4Tactic& t : *tactics) {
        if (t.win) win_lengths.insert(t.plies);
        defences += !t.win;
    }
    CHECK(win_lengths == std::set<int>{1, 3, 5, 7});
    CHECK(defences > 0);
    for (const tactics::Connect4Tactic& t : *tactics) {
        connect4::Engine e({core::EngineKind::HYBRID, 1, 16, ITERATIONS, std::nullopt});
        const connect4::Decision d = e.choose(t.board, core::Deadline::never());
        CHECK_MESSAGE(std::find(t.good.begin(), t.good.end(), d.move) != t.good.end(),
                      t.line << " played " << d.move << " " << d.summary);
    }
}

TEST_CASE("NoGo endgames: the winner is known and the winning side finds a winning move") {
    const auto tactics = tactics::read_nogo_tactics(DATA_DIR + "/nogo.txt");
    REQUIRE_MESSAGE(tactics.ok(), tactics.error());
    REQUIRE(tactics->size() >= 10);
    for (const tactics::NogoTactic& t : *tactics) {
        nogo::Engine e({core::EngineKind::HYBRID, 1, 16, ITERATIONS, std::nullopt});
        const nogo::Decision d = e.choose(t.board, core::Deadline::never());
        if (t.mover_wins) {
            CHECK_MESSAGE(std::find(t.good.begin(), t.good.end(), d.move) != t.good.end(),
                          t.line << " played " << d.move << " " << d.summary);
        } else {
            CHECK(t.board.is_legal(d.move, t.board.to_move()));
            core::TranspositionTable tt(1);
            core::AlphaBeta<nogo::Game> ab(nogo::Game{true}, &tt);
            CHECK_MESSAGE(core::is_loss(ab.search(t.board, core::Deadline::never(), 40).value),
                          t.line);
        }
    }
}

TEST_CASE("the suite's reader names the file and the line it cannot read") {
    const std::string file = "tactics_reader_test.txt";
    auto write = [&](const std::string& text) { std::ofstream(file) << text; };
    CHECK(tactics::read_connect4_tactics("no/such/file.txt").error() ==
          "no/such/file.txt: cannot be read");
    write("# comment\n\n9 9 8,4 4,4 win 1 4\n");
    const auto ok = tactics::read_connect4_tactics(file);
    REQUIRE_MESSAGE(ok.ok(), ok.error());
    REQUIRE(ok->size() == 1);
    CHECK((*ok)[0].board.move_count() == 2);
    CHECK((*ok)[0].good == std::vector<int>{4});
    CHECK((*ok)[0].win);
    CHECK((*ok)[0].plies == 1);
    write("9 9 8,4 4,4 mate 1 4\n");
    CHECK(tactics::read_connect4_tactics(file).error() ==
          file + ": kind is not win or defend: 9 9 8,4 4,4 mate 1 4");
    write("9 9 8,4 4,4 win\n");
    CHECK(tactics::read_connect4_tactics(file).error() == file + ": not 7 fields: 9 9 8,4 4,4 win");
    write("9 9 8,4 4,x win 1 4\n");
    CHECK(tactics::read_connect4_tactics(file).error() ==
          file + ": bad column list: 9 9 8,4 4,x win 1 4");
    write("9 9 8,4 4,9 win 1 4\n");
    CHECK(tactics::read_connect4_tactics(file).error() ==
          file + ": illegal move 9: 9 9 8,4 4,9 win 1 4");
    write("40,41 mover 3\n");
    const auto nogo_ok = tactics::read_nogo_tactics(file);
    REQUIRE_MESSAGE(nogo_ok.ok(), nogo_ok.error());
    CHECK((*nogo_ok)[0].mover_wins);
    write("40,40 mover 3\n");
    CHECK(tactics::read_nogo_tactics(file).error() == file + ": illegal move 40: 40,40 mover 3");
    write("40 loser -\n");
    CHECK(tactics::read_nogo_tactics(file).error() ==
          file + ": not 'moves mover|other expected': 40 loser -");
    std::remove(file.c_str());
}
