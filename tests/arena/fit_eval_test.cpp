// The evaluation fit over recorded games: counts, the chosen scale, and errors naming the game.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "bot/arena/analysis/fit_eval.h"
#include "tests/arena/shared_games.h"

TEST_CASE("the NoGo evaluation predicts the recorded winners better than a coin") {
    const std::vector<arena::GameRecord> games = shared_games("nogo.jsonl");
    core::Expected<arena::EvalFit> fit = arena::fit_eval(games);
    REQUIRE(fit);
    int moves = 0;
    for (const arena::GameRecord& g : games) moves += int(g.moves.size());  // NoGo has no draws
    CHECK(fit->games == int(games.size()));
    CHECK(fit->positions == moves);
    REQUIRE(fit->scales.size() == arena::FIT_SCALES.size());
    for (const arena::ScaleFit& s : fit->scales)
        CHECK(s.log_likelihood <= fit->best.log_likelihood);
    CHECK(fit->best.log_likelihood > std::log(0.5) + 0.02);
    int phase_positions = 0;
    for (const arena::PhaseFit& p : fit->phases) {
        phase_positions += p.positions;
        CHECK(p.correct <= p.positions - p.zero);
    }
    CHECK(phase_positions == moves);
    CHECK(arena::fit_report(*fit).find("best scale") != std::string::npos);
}

TEST_CASE("the fit skips draws and names a game that does not replay") {
    std::vector<arena::GameRecord> games = shared_games("connect4.jsonl");
    int decided = 0;
    for (const arena::GameRecord& g : games) decided += g.result != arena::Result::DRAW;
    core::Expected<arena::EvalFit> fit = arena::fit_eval(games);
    REQUIRE(fit);
    CHECK(fit->games == decided);

    arena::GameRecord bad = games.front();
    bad.id = "broken";
    bad.result = arena::Result::FIRST;
    bad.moves.insert(bad.moves.begin(), bad.moves.front());  // the first cell, played twice
    const core::Expected<arena::EvalFit> refused = arena::fit_eval({bad});
    REQUIRE(!refused);
    CHECK(refused.error().rfind("game broken: move 2 ", 0) == 0);
    CHECK(!arena::fit_eval({}));
}
