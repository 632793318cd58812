// Match statistics from wins, draws and losses (of player A against player B).
//
//   score       s = (W + D/2) / N
//   Elo         elo(s) = -400 log10(1/s - 1)                      (logistic model)
//   95% range   elo(s -/+ 1.959964 sigma), sigma^2 = var / N, var the per-game score variance
//               (W (1-s)^2 + D (1/2-s)^2 + L s^2) / N              (trinomial, cutechess's)
//               when that range lies inside (0, 1) with var > 0. Otherwise the normal
//               approximation has broken down (one side won or lost every game, every game was
//               drawn, or the range crosses 0 or 1, which maps to an infinite Elo): the range is
//               then Wilson's score interval for W + D/2 successes in N trials, a draw counted
//               as half a win and half a loss. Wilson's interval stays inside [0, 1] and is
//               finite on the side away from the edge: 20-0 gives [0.8389, 1], Elo [+286.6, +inf].
//               It treats each game as a win or a loss, so with draws it is wider than the
//               trinomial range would be (Newcombe 1998 compares it with the exact
//               Clopper-Pearson interval, which is wider still).
//   LOS         1/2 (1 + erf((W - L) / sqrt(2 (W + L))))
//   SPRT        the generalised likelihood ratio of the trinomial model (fishtest's GSPRT):
//               for each hypothesis k the W/D/L distribution q_k of largest likelihood whose
//               expected score is s_k (the score of elo_k, logistic model);
//               LLR = sum over outcomes of count * ln(q1 / q0). For many games it equals the
//               normal approximation N (s1 - s0)(2 s - s0 - s1) / (2 var); unlike it, it stays
//               honest for one-sided results (W wins in a row give about W ln(s1 / s0)).
//               Zero counts count as 1e-3 (fishtest's regularisation). Stop with H1 at
//               LLR >= ln((1-beta)/alpha), with H0 at LLR <= ln(beta/(1-alpha)).
// These are the formulas cutechess-cli prints ("Elo difference: x +/- y, LOS", "SPRT: llr");
// the tests compare with outputs it published.
#pragma once

#include <string>

#include "core/expected.h"

namespace arena {

struct Tally {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
    // Precondition: games() > 0.
    double score() const { return (wins + 0.5 * draws) / games(); }
};

// Elo difference for an expected score in [0, 1]; -inf at 0 and +inf at 1.
double elo_from_score(double s);
// The expected score of an Elo difference.
double score_from_elo(double elo);

// The 95% Wilson score interval of a proportion: the p with |x/n - p| <= z sqrt(p (1-p) / n).
// `successes` may be fractional (draws count half). Precondition: 0 <= successes <= trials,
// trials > 0. The bounds are exactly 0 at no success and exactly 1 at all successes.
struct ScoreInterval {
    double low = 0;
    double high = 1;
};
ScoreInterval wilson_interval(double successes, int trials);

enum class IntervalMethod { NORMAL, WILSON };

struct EloEstimate {
    double elo = 0;
    double low = 0;  // 95% interval, may be infinite
    double high = 0;
    IntervalMethod method = IntervalMethod::NORMAL;  // how low and high were found (above)
    // Half the interval's width, as cutechess prints it (+/-).
    double margin() const { return (high - low) / 2; }
};
// Precondition: t.games() > 0.
EloEstimate estimate_elo(const Tally& t);
// Likelihood that A is stronger: 0.5 when no game was decisive.
double likelihood_of_superiority(const Tally& t);

struct SprtConfig {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;
};
// "elo0,elo1,alpha,beta" with elo0 < elo1 and alpha, beta in (0, 0.5).
core::Expected<SprtConfig> parse_sprt(const std::string& text);

enum class SprtDecision { CONTINUE, ACCEPT_H0, ACCEPT_H1 };
struct SprtState {
    double llr = 0;
    double lower = 0;  // log(beta / (1 - alpha))
    double upper = 0;  // log((1 - beta) / alpha)
    SprtDecision decision = SprtDecision::CONTINUE;
};
// The test after the games of `t` (LLR 0 before any game).
SprtState sprt(const Tally& t, const SprtConfig& c);

}  // namespace arena
