#include "bot/arena/analysis/fit_eval.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "bot/arena/analysis/decided_positions.h"
#include "connect4/knowledge.h"
#include "nogo/knowledge.h"

namespace arena {

const std::vector<double> FIT_SCALES = {5,   10,  15,  20,  30,  40,  60,   80,  100,
                                        150, 200, 300, 400, 600, 800, 1200, 1600};

namespace {

struct Sample {
    double evaluation;  // for the side to move
    bool wins;          // whether the side to move won the game
    int ply;
};

double log_likelihood(const std::vector<Sample>& samples, double scale) {
    double sum = 0;
    for (const Sample& s : samples) {
        const double p = 1.0 / (1.0 + std::exp(-s.evaluation / scale));
        sum += std::log(std::clamp(s.wins ? p : 1.0 - p, 1e-12, 1.0));
    }
    return sum / double(samples.size());
}

}  // namespace

core::Expected<EvalFit> fit_eval(const std::vector<GameRecord>& records) {
    EvalFit fit;
    std::vector<Sample> samples;
    core::Expected<int> games =
        visit_decided_positions(records, [&](const Position& p, int ply, bool wins) {
            const double e = p.game() == Game::NOGO ? nogo::evaluate(p.nogo())
                                                    : connect4::evaluate(p.connect4());
            samples.push_back(Sample{e, wins, ply});
        });
    if (!games) return core::Error{games.error()};
    fit.games = *games;
    if (samples.empty()) return core::Error{"no decided game to fit"};
    fit.positions = int(samples.size());
    for (double scale : FIT_SCALES) {
        fit.scales.push_back(ScaleFit{scale, log_likelihood(samples, scale)});
        if (fit.scales.back().log_likelihood > fit.best.log_likelihood || fit.scales.size() == 1)
            fit.best = fit.scales.back();
    }
    for (const Sample& s : samples) {
        const size_t phase = size_t(s.ply / PHASE_PLIES);
        while (fit.phases.size() <= phase)
            fit.phases.push_back(PhaseFit{int(fit.phases.size()) * PHASE_PLIES, 0, 0, 0});
        PhaseFit& f = fit.phases[phase];
        ++f.positions;
        if (s.evaluation == 0)
            ++f.zero;
        else
            f.correct += (s.evaluation > 0) == s.wins;
    }
    return fit;
}

std::string fit_report(const EvalFit& fit) {
    std::string out;
    char line[160];
    std::snprintf(line, sizeof line, "%d positions of %d decided games; a coin scores %.4f\n",
                  fit.positions, fit.games, std::log(0.5));
    out += line;
    for (const ScaleFit& s : fit.scales) {
        std::snprintf(line, sizeof line, "scale %6.0f  log-likelihood %.4f\n", s.scale,
                      s.log_likelihood);
        out += line;
    }
    std::snprintf(line, sizeof line, "best scale %.0f (log-likelihood %.4f)\n", fit.best.scale,
                  fit.best.log_likelihood);
    out += line;
    for (const PhaseFit& f : fit.phases) {
        const int signed_positions = f.positions - f.zero;
        std::snprintf(line, sizeof line,
                      "plies %3d-%3d  %6d positions  sign right %5.1f%%  even %d\n", f.first_ply,
                      f.first_ply + PHASE_PLIES - 1, f.positions,
                      signed_positions ? 100.0 * f.correct / signed_positions : 0.0, f.zero);
        out += line;
    }
    return out;
}

}  // namespace arena
