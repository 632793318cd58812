// How well a game's static evaluation (the one alpha-beta searches with) predicts the winners of
// recorded games, and the scale that maps it to a win rate: P(side to move wins) = 1 / (1 +
// exp(-evaluation / scale)), with which the searcher reports alpha-beta's value (core/searcher.h).
// The engines' EVAL_SCALE constants come from this fit.
#pragma once

#include <string>
#include <vector>

#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

struct ScaleFit {
    double scale;
    double log_likelihood;  // mean over the positions, natural log; a coin scores ln 0.5
};

// Sign accuracy over the positions of plies [first_ply, first_ply + PHASE_PLIES).
struct PhaseFit {
    int first_ply;
    int positions;
    int zero;     // positions the evaluation calls even (0)
    int correct;  // of the others, those whose sign names the winner
};

struct EvalFit {
    int games = 0;                 // decided games used (draws are skipped)
    int positions = 0;             // every non-terminal position of them
    std::vector<ScaleFit> scales;  // the candidate scales, in increasing order
    ScaleFit best{};
    std::vector<PhaseFit> phases;
};
constexpr int PHASE_PLIES = 10;

// Replays every decided game of `records` (all of one game) and fits the scale over a fixed
// geometric grid (FIT_SCALES). Fails naming the first game that does not replay.
core::Expected<EvalFit> fit_eval(const std::vector<GameRecord>& records);
extern const std::vector<double> FIT_SCALES;

// The fit as text: one line per scale, the best one, then one line per phase.
std::string fit_report(const EvalFit& fit);

}  // namespace arena
