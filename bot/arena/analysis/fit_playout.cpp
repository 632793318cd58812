#include "bot/arena/analysis/fit_playout.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "bot/arena/analysis/decided_positions.h"
#include "bot/arena/analysis/fit_eval.h"
#include "connect4/knowledge.h"
#include "core/random.h"
#include "nogo/knowledge.h"

namespace arena {

const std::vector<double> FIT_SLOPES = {0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6};

namespace {

struct Sample {
    double mean;  // the playouts' mean result for the side to move
    bool wins;    // whether the side to move won the game
    int ply;
};

// The mean result of n knowledge playouts from p for its side to move.
double playout_mean(const Position& p, int n, core::Rng& rng) {
    double sum = 0;
    for (int i = 0; i < n; ++i) {
        if (p.game() == Game::NOGO) {
            nogo::Board b = p.nogo();
            sum += nogo::playout(b, rng, true);
        } else {
            connect4::Board b = p.connect4();
            bool proven;
            sum += connect4::playout(b, rng, true, &proven);
        }
    }
    return sum / n;
}

// The AUC of the samples' means against their games' results (auc, fit_playout.h).
double samples_auc(const std::vector<Sample>& samples) {
    std::vector<double> means;
    std::vector<bool> wins;
    for (const Sample& s : samples) {
        means.push_back(s.mean);
        wins.push_back(s.wins);
    }
    return auc(means, wins);
}

double log_likelihood(const std::vector<Sample>& samples, double slope, int playouts) {
    // A mean of 0 or 1 is taken as half a playout away from it, so that its logit is finite.
    const double lo = 0.5 / playouts, hi = 1 - lo;
    double sum = 0;
    for (const Sample& s : samples) {
        const double m = std::clamp(s.mean, lo, hi);
        const double p = 1.0 / (1.0 + std::exp(-slope * std::log(m / (1 - m))));
        sum += std::log(std::clamp(s.wins ? p : 1.0 - p, 1e-12, 1.0));
    }
    return sum / double(samples.size());
}

}  // namespace

double auc(const std::vector<double>& means, const std::vector<bool>& wins) {
    std::vector<size_t> order(means.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return means[a] < means[b]; });
    double win_ranks = 0;  // the sum of the wins' ranks (from 1), tied means sharing their mean
    size_t n_wins = 0;
    for (size_t i = 0; i < order.size();) {
        size_t j = i;
        while (j < order.size() && means[order[j]] == means[order[i]]) ++j;
        const double rank = double(i + 1 + j) / 2;
        for (size_t k = i; k < j; ++k)
            if (wins[order[k]]) {
                win_ranks += rank;
                ++n_wins;
            }
        i = j;
    }
    const size_t n_losses = means.size() - n_wins;
    if (n_wins == 0 || n_losses == 0) return -1;
    return (win_ranks - double(n_wins) * double(n_wins + 1) / 2) /
           (double(n_wins) * double(n_losses));
}

core::Expected<PlayoutFit> fit_playout(const std::vector<GameRecord>& records,
                                       const PlayoutFitOptions& options) {
    PlayoutFit fit;
    std::vector<Sample> samples;
    core::Rng rng(options.seed);
    core::Expected<int> games =
        visit_decided_positions(records, [&](const Position& p, int ply, bool wins) {
            if (ply % options.every == 0)
                samples.push_back(Sample{playout_mean(p, options.playouts, rng), wins, ply});
        });
    if (!games) return core::Error{games.error()};
    fit.games = *games;
    fit.auc = samples_auc(samples);
    if (fit.auc < 0) return core::Error{"the positions hold no win or no loss to rank"};
    fit.positions = int(samples.size());
    for (double slope : FIT_SLOPES) {
        fit.slopes.push_back(SlopeFit{slope, log_likelihood(samples, slope, options.playouts)});
        if (fit.slopes.back().log_likelihood > fit.best.log_likelihood || fit.slopes.size() == 1)
            fit.best = fit.slopes.back();
    }
    std::vector<std::vector<Sample>> by_phase;
    for (const Sample& s : samples) {
        const size_t phase = size_t(s.ply / PHASE_PLIES);
        if (by_phase.size() <= phase) by_phase.resize(phase + 1);
        by_phase[phase].push_back(s);
    }
    for (size_t phase = 0; phase < by_phase.size(); ++phase)
        fit.phases.push_back(PlayoutPhase{int(phase) * PHASE_PLIES, int(by_phase[phase].size()),
                                          samples_auc(by_phase[phase])});
    return fit;
}

std::string playout_fit_report(const PlayoutFit& fit, const PlayoutFitOptions& options) {
    std::string out;
    char line[160];
    std::snprintf(line, sizeof line,
                  "%d positions (every %d plies) of %d decided games, %d playouts each\n",
                  fit.positions, options.every, fit.games, options.playouts);
    out += line;
    std::snprintf(line, sizeof line, "AUC %.4f (a coin scores 0.5)\n", fit.auc);
    out += line;
    for (const SlopeFit& s : fit.slopes) {
        std::snprintf(line, sizeof line, "slope %5.2f  log-likelihood %.4f\n", s.slope,
                      s.log_likelihood);
        out += line;
    }
    std::snprintf(line, sizeof line, "best slope %.2f (log-likelihood %.4f; a coin scores %.4f)\n",
                  fit.best.slope, fit.best.log_likelihood, std::log(0.5));
    out += line;
    for (const PlayoutPhase& f : fit.phases) {
        if (f.auc < 0)
            std::snprintf(line, sizeof line, "plies %3d-%3d  %6d positions  AUC -\n", f.first_ply,
                          f.first_ply + PHASE_PLIES - 1, f.positions);
        else
            std::snprintf(line, sizeof line, "plies %3d-%3d  %6d positions  AUC %.4f\n",
                          f.first_ply, f.first_ply + PHASE_PLIES - 1, f.positions, f.auc);
        out += line;
    }
    return out;
}

}  // namespace arena
