#include "bot/arena/stats.h"

#include <cmath>
#include <limits>
#include <sstream>

namespace arena {

namespace {

constexpr double Z95 = 1.959963984540054;  // two-sided 95% quantile of the normal law

// The per-game score variance (trinomial). Precondition: t.games() > 0.
double variance(const Tally& t) {
    const double s = t.score(), n = t.games();
    return (t.wins * (1 - s) * (1 - s) + t.draws * (0.5 - s) * (0.5 - s) + t.losses * s * s) / n;
}

// Fishtest's regularisation (LLRcalc.regularize): a count of zero becomes 1e-3, so that every
// outcome keeps a positive probability in the likelihoods.
double regularised(int count) {
    return count == 0 ? 1e-3 : count;
}

}  // namespace

double elo_from_score(double s) {
    if (s <= 0) return -std::numeric_limits<double>::infinity();
    if (s >= 1) return std::numeric_limits<double>::infinity();
    return -400 * std::log10(1 / s - 1);
}

double score_from_elo(double elo) {
    return 1 / (1 + std::pow(10.0, -elo / 400));
}

ScoreInterval wilson_interval(double successes, int trials) {
    const double n = trials, p = successes / n, z2 = Z95 * Z95;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = Z95 / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return {successes > 0 ? centre - half : 0.0, successes < trials ? centre + half : 1.0};
}

EloEstimate estimate_elo(const Tally& t) {
    const double s = t.score();
    const double sigma = std::sqrt(variance(t) / t.games());
    const double low = s - Z95 * sigma, high = s + Z95 * sigma;
    if (sigma > 0 && low > 0 && high < 1)
        return {elo_from_score(s), elo_from_score(low), elo_from_score(high),
                IntervalMethod::NORMAL};
    const ScoreInterval w = wilson_interval(t.wins + 0.5 * t.draws, t.games());
    return {elo_from_score(s), elo_from_score(w.low), elo_from_score(w.high),
            IntervalMethod::WILSON};
}

double likelihood_of_superiority(const Tally& t) {
    if (t.wins + t.losses == 0) return 0.5;
    return 0.5 * (1 + std::erf((t.wins - t.losses) / std::sqrt(2.0 * (t.wins + t.losses))));
}

core::Expected<SprtConfig> parse_sprt(const std::string& text) {
    std::istringstream in(text);
    SprtConfig c;
    char comma[3];
    if (!(in >> c.elo0 >> comma[0] >> c.elo1 >> comma[1] >> c.alpha >> comma[2] >> c.beta) ||
        comma[0] != ',' || comma[1] != ',' || comma[2] != ',' || !(in >> std::ws).eof())
        return core::Error{"--sprt wants elo0,elo1,alpha,beta (e.g. 0,10,0.05,0.05)"};
    if (!(c.elo0 < c.elo1)) return core::Error{"--sprt: elo0 must be below elo1"};
    if (!(c.alpha > 0 && c.alpha < 0.5 && c.beta > 0 && c.beta < 0.5))
        return core::Error{"--sprt: alpha and beta must lie in (0, 0.5)"};
    return c;
}

namespace {

// The distribution q over the outcomes {loss, draw, win} (scores 0, 1/2, 1) of largest likelihood
// for observed frequencies p among those with expected score `s`: q_i = p_i / (1 + x (a_i - s))
// with x the root of sum_i p_i (a_i - s) / (1 + x (a_i - s)) = 0 (a decreasing function on
// (-1 / (1 - s), 1 / s)), found by bisection.
void closest_with_score(const double p[3], double s, double q[3]) {
    const double d[3] = {0 - s, 0.5 - s, 1 - s};
    double lo = -1 / (1 - s), hi = 1 / s;
    for (int iter = 0; iter < 200; ++iter) {
        const double x = (lo + hi) / 2;
        double f = 0;
        for (int i = 0; i < 3; ++i) f += p[i] * d[i] / (1 + x * d[i]);
        (f > 0 ? lo : hi) = x;
    }
    const double x = (lo + hi) / 2;
    for (int i = 0; i < 3; ++i) q[i] = p[i] / (1 + x * d[i]);
}

}  // namespace

SprtState sprt(const Tally& t, const SprtConfig& c) {
    SprtState st;
    st.lower = std::log(c.beta / (1 - c.alpha));
    st.upper = std::log((1 - c.beta) / c.alpha);
    if (t.games() == 0) return st;
    const double n[3] = {regularised(t.losses), regularised(t.draws), regularised(t.wins)};
    const double total = n[0] + n[1] + n[2];
    const double p[3] = {n[0] / total, n[1] / total, n[2] / total};
    double q0[3], q1[3];
    closest_with_score(p, score_from_elo(c.elo0), q0);
    closest_with_score(p, score_from_elo(c.elo1), q1);
    for (int i = 0; i < 3; ++i) st.llr += n[i] * std::log(q1[i] / q0[i]);
    st.decision = st.llr >= st.upper   ? SprtDecision::ACCEPT_H1
                  : st.llr <= st.lower ? SprtDecision::ACCEPT_H0
                                       : SprtDecision::CONTINUE;
    return st;
}

}  // namespace arena
