#include "arena/stats.h"

#include <cmath>
#include <limits>
#include <sstream>

namespace arena {

namespace {

constexpr double Z95 = 1.959963984540054;  // two-sided 95% quantile of the normal law

// The per-game score variance of counts w, d, l (not all zero), and their mean score.
double variance(double w, double d, double l, double& s) {
    const double n = w + d + l;
    s = (w + 0.5 * d) / n;
    return (w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
}

double variance(const Tally& t) {
    double s;
    return variance(t.wins, t.draws, t.losses, s);
}

// Fishtest's regularisation (LLRcalc.regularize): a count of zero becomes 1e-3, so that a
// one-sided result (all wins, say) still has a variance and the test can end.
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

EloEstimate estimate_elo(const Tally& t) {
    const double s = t.score();
    const double sigma = std::sqrt(variance(t) / t.games());
    return {elo_from_score(s), elo_from_score(s - Z95 * sigma), elo_from_score(s + Z95 * sigma)};
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

SprtState sprt(const Tally& t, const SprtConfig& c) {
    SprtState st;
    st.lower = std::log(c.beta / (1 - c.alpha));
    st.upper = std::log((1 - c.beta) / c.alpha);
    if (t.games() == 0) return st;
    const double w = regularised(t.wins), d = regularised(t.draws), l = regularised(t.losses);
    double s;
    const double var = variance(w, d, l, s);
    const double s0 = score_from_elo(c.elo0), s1 = score_from_elo(c.elo1);
    st.llr = (w + d + l) * (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
    st.decision = st.llr >= st.upper   ? SprtDecision::ACCEPT_H1
                  : st.llr <= st.lower ? SprtDecision::ACCEPT_H0
                                       : SprtDecision::CONTINUE;
    return st;
}

}  // namespace arena
