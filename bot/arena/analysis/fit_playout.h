// How well a game's playout policy (the knowledge playouts its searches learn from) predicts the
// winners of recorded games. At every `every`-th position of each decided game it runs `playouts`
// playouts and takes their mean result for the side to move, then scores those means two ways:
// the AUC, the chance that a position its side to move went on to win gets a higher mean than one
// it went on to lose (ties count half; 0.5 is a coin), and the log-likelihood of the logistic fit
// P(win) = 1 / (1 + exp(-slope * logit(mean))) over a grid of slopes. The playouts are where the
// tree's values come from, so a change to them can be screened here in a minute before it is
// played in matches.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

struct PlayoutFitOptions {
    int playouts = 200;  // a position's playouts
    int every = 5;       // the plies sampled: 0, every, 2 * every, ...
    uint64_t seed = 1;   // the playouts' random numbers: the same seed, the same report
};

struct SlopeFit {
    double slope;
    double log_likelihood;  // mean over the positions, natural log; a coin scores ln 0.5
};

// The AUC over the positions of plies [first_ply, first_ply + PHASE_PLIES) (PHASE_PLIES from
// fit_eval.h); negative when they hold no win or no loss.
struct PlayoutPhase {
    int first_ply;
    int positions;
    double auc;
};

struct PlayoutFit {
    int games = 0;      // decided games used (draws are skipped)
    int positions = 0;  // the sampled positions (each before a move)
    double auc = 0.5;
    std::vector<SlopeFit> slopes;  // the candidate slopes, in increasing order
    SlopeFit best{};
    std::vector<PlayoutPhase> phases;
};

// Replays every decided game of `records` (all of one game). Fails naming the first game that does
// not replay, and when the positions hold no win or no loss (no AUC to give).
core::Expected<PlayoutFit> fit_playout(const std::vector<GameRecord>& records,
                                       const PlayoutFitOptions& options);
extern const std::vector<double> FIT_SLOPES;

// The AUC of `means` against `wins` (same length), ties counting half; negative when `wins` holds
// no win or no loss. O(n log n).
double auc(const std::vector<double>& means, const std::vector<bool>& wins);

// The fit as text: the AUC, one line per slope, the best one, then one line per phase.
std::string playout_fit_report(const PlayoutFit& fit, const PlayoutFitOptions& options);

}  // namespace arena
