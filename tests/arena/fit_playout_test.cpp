// The playout fit over recorded games: the AUC itself, counts, the chosen slope, the same report
// for the same seed, and errors naming the game.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "bot/arena/analysis/fit_playout.h"
#include "tests/arena/shared_games.h"

TEST_CASE("the AUC ranks wins above losses, ties counting half") {
    CHECK(arena::auc({0.1, 0.2, 0.8, 0.9}, {false, false, true, true}) == 1.0);
    CHECK(arena::auc({0.1, 0.2, 0.8, 0.9}, {true, true, false, false}) == 0.0);
    CHECK(arena::auc({0.5, 0.5, 0.5}, {true, false, false}) == 0.5);
    // Win-loss pairs: 0.5 > 0.1, 0.5 = 0.5 (a half), 0.9 > 0.1, 0.9 > 0.5: 3.5 of 4.
    CHECK(arena::auc({0.9, 0.5, 0.5, 0.1}, {true, true, false, false}) == 0.875);
    CHECK(arena::auc({0.3, 0.7}, {true, true}) < 0);
    CHECK(arena::auc({}, {}) < 0);
}

TEST_CASE("the NoGo playouts predict the recorded winners better than a coin") {
    const std::vector<arena::GameRecord> games = shared_games("nogo.jsonl");
    arena::PlayoutFitOptions options;
    options.playouts = 40;
    options.every = 4;
    core::Expected<arena::PlayoutFit> fit = arena::fit_playout(games, options);
    REQUIRE(fit);
    int sampled = 0;  // NoGo has no draws, and its recorded games end when the loser cannot move
    for (const arena::GameRecord& g : games) sampled += int((g.moves.size() + 3) / 4);
    CHECK(fit->games == int(games.size()));
    CHECK(fit->positions == sampled);
    CHECK(fit->auc > 0.6);
    REQUIRE(fit->slopes.size() == arena::FIT_SLOPES.size());
    for (const arena::SlopeFit& s : fit->slopes)
        CHECK(s.log_likelihood <= fit->best.log_likelihood);
    CHECK(fit->best.log_likelihood > std::log(0.5) + 0.02);
    int phase_positions = 0;
    for (const arena::PlayoutPhase& p : fit->phases) {
        phase_positions += p.positions;
        CHECK(p.auc <= 1.0);
    }
    CHECK(phase_positions == sampled);

    const std::string report = arena::playout_fit_report(*fit, options);
    CHECK(report.find("best slope") != std::string::npos);
    core::Expected<arena::PlayoutFit> again = arena::fit_playout(games, options);
    REQUIRE(again);
    CHECK(arena::playout_fit_report(*again, options) == report);
}

TEST_CASE("the playout fit skips draws and names a game that does not replay") {
    std::vector<arena::GameRecord> games = shared_games("connect4.jsonl");
    int decided = 0;
    for (const arena::GameRecord& g : games) decided += g.result != arena::Result::DRAW;
    arena::PlayoutFitOptions options;
    options.playouts = 10;
    options.every = 8;
    core::Expected<arena::PlayoutFit> fit = arena::fit_playout(games, options);
    REQUIRE(fit);
    CHECK(fit->games == decided);
    CHECK(fit->auc > 0.5);

    arena::GameRecord bad = games.front();
    bad.id = "broken";
    bad.result = arena::Result::FIRST;
    bad.moves.insert(bad.moves.begin(), bad.moves.front());  // the first cell, played twice
    const core::Expected<arena::PlayoutFit> refused = arena::fit_playout({bad}, options);
    REQUIRE(!refused);
    CHECK(refused.error().rfind("game broken: move 2 ", 0) == 0);
    CHECK(!arena::fit_playout({}, options));
}
