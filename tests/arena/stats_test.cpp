// Statistics against values computed elsewhere: cutechess-cli's published match outputs (its
// "Elo difference: x +/- y, LOS: z %" and "SPRT: llr ..." lines use the same formulas) and
// values worked out by hand.
#include <doctest/doctest.h>

#include <cmath>

#include "bot/arena/report.h"
#include "bot/arena/stats.h"

using arena::Tally;

TEST_CASE("score and Elo conversions by hand") {
    CHECK(arena::elo_from_score(0.5) == doctest::Approx(0.0));
    // 400 Elo is odds of 10:1, a score of 10/11.
    CHECK(arena::score_from_elo(400) == doctest::Approx(10.0 / 11.0));
    CHECK(arena::elo_from_score(10.0 / 11.0) == doctest::Approx(400.0));
    // 75%: odds 3:1, Elo = 400 log10(3) = 190.848...
    CHECK(arena::elo_from_score(0.75) == doctest::Approx(190.848).epsilon(1e-5));
    CHECK(std::isinf(arena::elo_from_score(1.0)));
    CHECK(std::isinf(arena::elo_from_score(0.0)));
    const Tally t{3, 2, 1};  // (3 + 1) / 6
    CHECK(t.score() == doctest::Approx(4.0 / 6.0));
}

TEST_CASE("Elo, interval and LOS match cutechess outputs") {
    // cutechess/cutechess issue #543: "880 - 759 - 1863 [0.517] 3502 /
    // Elo difference: 12.0 +/- 7.9, LOS: 99.9 %" (W - L - D).
    Tally a{880, 1863, 759};
    arena::EloEstimate e = arena::estimate_elo(a);
    CHECK(e.elo == doctest::Approx(12.0).epsilon(0.005));
    CHECK(e.margin() == doctest::Approx(7.9).epsilon(0.01));
    CHECK(arena::likelihood_of_superiority(a) == doctest::Approx(0.999).epsilon(0.001));
    // brunocodutra/cinder pull request #570: "1038 - 1037 - 1925 [0.500] 4000 /
    // Elo difference: 0.1 +/- 7.7, LOS: 50.9 %".
    Tally b{1038, 1925, 1037};
    e = arena::estimate_elo(b);
    CHECK(std::abs(e.elo - 0.1) < 0.05);
    CHECK(e.margin() == doctest::Approx(7.7).epsilon(0.01));
    CHECK(arena::likelihood_of_superiority(b) == doctest::Approx(0.509).epsilon(0.002));
    // jw1912/Chess-Challenge pull request #22: "195 - 110 - 85 [0.609] 390 /
    // Elo difference: 77.0 +/- 31.1".
    Tally c{195, 85, 110};
    e = arena::estimate_elo(c);
    CHECK(std::abs(e.elo - 77.0) < 0.05);
    CHECK(std::abs(e.margin() - 31.1) < 0.05);
    CHECK(e.low < e.elo);
    CHECK(e.high > e.elo);
}

TEST_CASE("Wilson score intervals match Newcombe's examples") {
    // Newcombe, "Two-sided confidence intervals for the single proportion: comparison of seven
    // methods", Statistics in Medicine 17:857-872 (1998): its examples 81/263, 15/148, 0/20 and
    // 1/29 with the score method without continuity correction (Wilson 1927), 95%, to four
    // places; recomputed independently in Python from the closed form
    // (p + z^2/2n -/+ z sqrt(p (1-p) / n + z^2/4n^2)) / (1 + z^2/n): 0.255289-0.366210,
    // 0.062386-0.160487, 0-0.161125, 0.006113-0.171755. (For 0/20 the exact Clopper-Pearson
    // interval of the same paper is 0-0.1684: wider, as the paper reports of that method.)
    const struct {
        int x, n;
        double low, high;
    } cases[] = {{81, 263, 0.2553, 0.3662},
                 {15, 148, 0.0624, 0.1605},
                 {0, 20, 0.0, 0.1611},
                 {1, 29, 0.0061, 0.1718}};
    for (const auto& c : cases) {
        const arena::ScoreInterval w = arena::wilson_interval(c.x, c.n);
        CHECK(std::abs(w.low - c.low) < 0.00005);
        CHECK(std::abs(w.high - c.high) < 0.00005);
    }
    CHECK(arena::wilson_interval(0, 20).low == 0.0);  // exactly: the Elo bound is -inf
    CHECK(arena::wilson_interval(20, 20).high == 1.0);
    // The mirror image: 20/20 is 1 - 0.161125 = 0.838875 to 1.
    CHECK(arena::wilson_interval(20, 20).low == doctest::Approx(0.838875).epsilon(1e-6));
}

TEST_CASE("Elo intervals at the edges come from the Wilson score interval") {
    // 20-0: the normal range collapses to a point (no variance); the lower bound is the Wilson
    // bound 0.838875 converted: -400 log10(1 / 0.838875 - 1) = +286.614 (Python).
    arena::EloEstimate e = arena::estimate_elo(Tally{20, 0, 0});
    CHECK(e.method == arena::IntervalMethod::WILSON);
    CHECK(std::isinf(e.elo));
    REQUIRE(std::isfinite(e.low));
    CHECK(e.low == doctest::Approx(arena::elo_from_score(arena::wilson_interval(20, 20).low)));
    CHECK(e.low == doctest::Approx(286.614).epsilon(1e-5));
    CHECK(std::isinf(e.high));  // nothing bounds a side that won every game from above
    // 0-20 mirrors it.
    e = arena::estimate_elo(Tally{0, 0, 20});
    CHECK(e.high == doctest::Approx(-286.614).epsilon(1e-5));
    CHECK(std::isinf(e.low));
    // 19-1-0 (W-D-L): s = 0.975, s + 1.96 sigma = 1.023 > 1, so Wilson for 19.5 / 20:
    // 0.799547-0.997384 (Python), both bounds finite.
    e = arena::estimate_elo(Tally{19, 1, 0});
    CHECK(e.method == arena::IntervalMethod::WILSON);
    CHECK(e.low == doctest::Approx(arena::elo_from_score(0.799547)).epsilon(1e-4));
    CHECK(e.high == doctest::Approx(arena::elo_from_score(0.997384)).epsilon(1e-4));
    // Every game drawn: no variance either; Wilson for 10 / 20 is 0.299298-0.700702.
    e = arena::estimate_elo(Tally{0, 20, 0});
    CHECK(e.method == arena::IntervalMethod::WILSON);
    CHECK(e.high == doctest::Approx(arena::elo_from_score(0.700702)).epsilon(1e-4));
    CHECK(e.low == doctest::Approx(-e.high));
    // Away from the edges the normal range (cutechess's) stays.
    CHECK(arena::estimate_elo(Tally{195, 85, 110}).method == arena::IntervalMethod::NORMAL);
}

TEST_CASE("LOS by hand") {
    CHECK(arena::likelihood_of_superiority(Tally{5, 3, 5}) == doctest::Approx(0.5));
    // W - L = 2, W + L = 2: erf(2 / sqrt(4)) = erf(1) = 0.842701 -> 0.921350.
    CHECK(arena::likelihood_of_superiority(Tally{2, 0, 0}) == doctest::Approx(0.921350));
    CHECK(arena::likelihood_of_superiority(Tally{0, 4, 0}) == doctest::Approx(0.5));
}

TEST_CASE("SPRT matches cutechess outputs") {
    // cutechess issue #543, -sprt elo0=0 elo1=5 alpha=0.05 beta=0.05:
    // "SPRT: llr 2.95 (100.2%), lbound -2.94, ubound 2.94 - H1 was accepted".
    const arena::SprtConfig cfg = *arena::parse_sprt("0,5,0.05,0.05");
    arena::SprtState s = arena::sprt(Tally{880, 1863, 759}, cfg);
    CHECK(std::abs(s.llr - 2.95) < 0.005);
    CHECK(std::abs(s.lower + 2.94) < 0.005);
    CHECK(std::abs(s.upper - 2.94) < 0.005);
    CHECK(s.decision == arena::SprtDecision::ACCEPT_H1);
    // cinder #570, elo0=-5 elo1=5: "SPRT: llr 0.0555 (1.9%), lbound -2.94, ubound 2.94".
    s = arena::sprt(Tally{1038, 1925, 1037}, *arena::parse_sprt("-5,5,0.05,0.05"));
    CHECK(std::abs(s.llr - 0.0555) < 0.00005);
    CHECK(s.decision == arena::SprtDecision::CONTINUE);
    // The mirror image of a passing test fails: the LLR changes sign.
    s = arena::sprt(Tally{759, 1863, 880}, *arena::parse_sprt("-5,0,0.05,0.05"));
    CHECK(s.llr == doctest::Approx(-2.95).epsilon(0.002));
    CHECK(s.decision == arena::SprtDecision::ACCEPT_H0);
}

TEST_CASE("SPRT on one-sided results needs as many games as a binomial test") {
    // W wins and nothing else: the likelihood ratio of a win is s1 / s0, so LLR = W ln(s1 / s0)
    // up to the 1e-3 regularisation. elo1 = 10: s1 = 1 / (1 + 10^(-10/400)) = 0.514387,
    // ln(s1 / 0.5) = 0.028357; 5 wins give 0.14178 (hand).
    arena::SprtState s = arena::sprt(Tally{5, 0, 0}, *arena::parse_sprt("0,10,0.05,0.05"));
    CHECK(s.llr == doctest::Approx(0.14178).epsilon(0.003));
    CHECK(s.decision == arena::SprtDecision::CONTINUE);
    // elo1 = 20: s1 = 0.528758, ln(s1 / 0.5) = 0.055924; 60 wins give 3.355 > 2.944: H1.
    s = arena::sprt(Tally{60, 0, 0}, *arena::parse_sprt("0,20,0.05,0.05"));
    CHECK(s.llr == doctest::Approx(3.355).epsilon(0.003));
    CHECK(s.decision == arena::SprtDecision::ACCEPT_H1);
    // 52 wins give 2.908: not yet.
    s = arena::sprt(Tally{52, 0, 0}, *arena::parse_sprt("0,20,0.05,0.05"));
    CHECK(s.decision == arena::SprtDecision::CONTINUE);
}

TEST_CASE("SPRT bounds by hand and bad configurations") {
    // alpha 0.05, beta 0.10: lower = ln(0.10 / 0.95) = -2.2513, upper = ln(0.90 / 0.05) = 2.8904
    // (fastchess prints "(-2.25, 2.89)" for these).
    const arena::SprtState s = arena::sprt(Tally{}, *arena::parse_sprt("0,3,0.05,0.10"));
    CHECK(s.lower == doctest::Approx(-2.2513).epsilon(1e-4));
    CHECK(s.upper == doctest::Approx(2.8904).epsilon(1e-4));
    CHECK_FALSE(arena::parse_sprt("5,0,0.05,0.05"));
    CHECK_FALSE(arena::parse_sprt("0,5,0.05"));
    CHECK_FALSE(arena::parse_sprt("0,5,0.7,0.05"));
    CHECK_FALSE(arena::parse_sprt("0,5,0.05,0.05,1"));
}

TEST_CASE("median") {
    CHECK(arena::median({}) == 0);
    CHECK(arena::median({3, 1, 2}) == 2);
    CHECK(arena::median({4, 1, 3, 2}) == doctest::Approx(2.5));
}
