// The win rates read from recorded debug lines (bot/arena/analysis/win_rate.h): the lines our
// engines write, lines without a value, the first player's view, and the loser's crossing.
#include <doctest/doctest.h>

#include "bot/arena/analysis/win_rate.h"

using arena::GameRecord;
using arena::LoserCrossing;

namespace {

// A NoGo record whose moves carry `debug` (the moves themselves do not matter here).
GameRecord with_debug(const std::vector<std::string>& debug, arena::Result result) {
    GameRecord r;
    for (size_t k = 0; k < debug.size(); ++k) r.moves.push_back({int(k), 0});
    r.debug = debug;
    r.result = result;
    return r;
}

}  // namespace

TEST_CASE("win rate: the value of each debug line our engines and others write") {
    // The built-in engine's line (core/engine.h) and the bots' lines around it.
    CHECK(*arena::reported_value("uct by=uct it=40 ab=0/d0 moves=81 lost=0 v=0.513 time=3ms") ==
          0.513);
    CHECK(*arena::reported_value("turn 3 black: hybrid by=uct it=9 v=0.250 time=1ms used=2ms") ==
          0.25);
    CHECK(*arena::reported_value("turn 1: hybrid by=alphabeta-win it=0 v=1.000 time=0ms") == 1.0);
    CHECK(*arena::reported_value("v=0") == 0.0);
    // The random kind, a third party's own text, a line of JSON: no value.
    CHECK(!arena::reported_value("random moves=81 time=0ms"));
    CHECK(!arena::reported_value(""));
    CHECK(!arena::reported_value("{\"v\":0.5}"));
    CHECK(!arena::reported_value("nav=0.5 dev=0.4"));         // "v=" inside a word
    CHECK(!arena::reported_value("v=1.5 v=-0.2 v=abc"));      // out of [0, 1] or not a number
    CHECK(*arena::reported_value("v= v=0.7x v=0.6") == 0.6);  // the first valid token
}

TEST_CASE("win rate: every move's value in the first player's view, gaps kept") {
    const GameRecord r =
        with_debug({"v=0.600", "", "v=0.700", "v=0.250", "greedy"}, arena::Result::FIRST);
    const std::vector<std::optional<double>> rates = arena::first_player_win_rates(r);
    REQUIRE(rates.size() == 5);
    CHECK(*rates[0] == 0.6);
    CHECK(!rates[1]);
    CHECK(*rates[2] == 0.7);
    CHECK(*rates[3] == doctest::Approx(0.75));  // the second player's 25% is the first's 75%
    CHECK(!rates[4]);
    // A record without debug lines has one empty entry per move.
    GameRecord none = r;
    none.debug.clear();
    CHECK(arena::first_player_win_rates(none) == std::vector<std::optional<double>>(5));
}

TEST_CASE("win rate: the move from which the loser's estimate stayed below 50%") {
    using Kind = LoserCrossing::Kind;
    // The second player loses; its moves are 2, 4, 6, 8: 0.6, 0.4, 0.55, 0.3, then no value.
    const GameRecord r = with_debug(
        {"v=0.5", "v=0.6", "v=0.5", "v=0.4", "", "v=0.55", "", "v=0.3", "", "random", "v=0.9"},
        arena::Result::FIRST);
    LoserCrossing c = arena::loser_crossing(r);
    CHECK(c.kind == Kind::AT_MOVE);
    CHECK(c.move == 8);
    CHECK(arena::crossing_text(c) == "8");
    // Below 50% from its first value on, whatever the winner thought.
    const GameRecord early =
        with_debug({"v=0.2", "v=0.9", "v=0.1", "", "v=0.45"}, arena::Result::SECOND);
    CHECK(arena::crossing_text(arena::loser_crossing(early)) == "1");
    // The loser's last value at 50% or more: never; exactly 0.5 is not below.
    CHECK(arena::crossing_text(arena::loser_crossing(
              with_debug({"v=0.9", "v=0.2", "v=0.5"}, arena::Result::SECOND))) == "never");
    CHECK(arena::crossing_text(arena::loser_crossing(
              with_debug({"v=0.9", "random", "v=0.5", ""}, arena::Result::FIRST))) == "no values");
    CHECK(arena::crossing_text(arena::loser_crossing(
              with_debug({"v=0.1", "v=0.1"}, arena::Result::DRAW))) == "draw");
}
