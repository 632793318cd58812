// Short matches between built-ins in parallel game processes: seating, boards, records, SPRT stop.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "bot/arena/match.h"
#include "bot/arena/report.h"

using arena::Game;
using arena::GameRecord;

namespace {

arena::MatchConfig config(Game game, const char* a, const char* b, int games) {
    arena::MatchConfig c;
    c.game = game;
    c.games = games;
    c.jobs = 2;
    c.clock = {0.5, 1.0};
    c.seed = 7;
    c.players[0] = *arena::parse_player_spec(a, game);
    c.players[1] = *arena::parse_player_spec(b, game);
    return c;
}

}  // namespace

TEST_CASE("Connect4 boards are drawn from the seed and each is played twice, colours swapped") {
    const arena::MatchConfig c = config(Game::CONNECT4, "random", "greedy", 40);
    std::set<std::pair<int, int>> sizes;
    for (int i = 0; i < 40; i += 2) {
        const GameRecord x = arena::game_setup(c, i), y = arena::game_setup(c, i + 1);
        CHECK(x.rows == y.rows);
        CHECK(x.cols == y.cols);
        CHECK(x.forbidden == y.forbidden);
        CHECK(x.players[0] == "random");
        CHECK(y.players[0] == "greedy");
        CHECK(x.rows >= 9);
        CHECK(x.rows <= 12);
        CHECK(x.cols >= 9);
        CHECK(x.cols <= 12);
        REQUIRE(x.forbidden.size() == 1);
        CHECK(x.forbidden[0].x < x.rows);
        CHECK(x.forbidden[0].y < x.cols);
        sizes.insert({x.rows, x.cols});
    }
    CHECK(sizes.size() > 4);  // 20 draws from 16 sizes
    // The boards are drawn from the seed: another config with the same seed draws the same
    // ones, another seed draws others.
    const arena::MatchConfig same = config(Game::CONNECT4, "random", "greedy", 40);
    arena::MatchConfig other = same;
    other.seed = c.seed + 1;
    int differ = 0;
    for (int i = 0; i < 40; i += 2) {
        const GameRecord x = arena::game_setup(c, i), y = arena::game_setup(same, i),
                         z = arena::game_setup(other, i);
        CHECK(x.rows == y.rows);
        CHECK(x.cols == y.cols);
        CHECK(x.forbidden == y.forbidden);
        differ += x.rows != z.rows || x.cols != z.cols || x.forbidden != z.forbidden;
    }
    CHECK(differ > 10);
}

TEST_CASE("a short match between built-ins: every game reported once, the stronger side ahead") {
    for (Game g : {Game::NOGO, Game::CONNECT4}) {
        const arena::MatchConfig c = config(g, "greedy", "random", 8);
        arena::MatchReport report(c, std::nullopt);
        std::set<int> seen;
        core::Expected<int> played = arena::run_match(c, [&](int index, const GameRecord& r) {
            CHECK(seen.insert(index).second);
            CHECK(r.players[0] == (arena::a_moves_first(index) ? "greedy" : "random"));
            CHECK_FALSE(arena::is_rule_loss(r.reason));
            report.add(index, r);
            return true;
        });
        REQUIRE_MESSAGE(played.ok(), played.error());
        CHECK(*played == 8);
        CHECK(report.tally().games() == 8);
        CHECK(report.tally_by_seat(0).games() == 4);
        CHECK(report.tally_by_seat(1).games() == 4);
        // One-ply knowledge beats random play nearly always; 8 games leave no doubt.
        CHECK(report.tally().wins >= 6);
        CHECK(report.player(0).times.size() > 0);
        CHECK(report.json().find("\"games\": 8") != std::string::npos);
    }
}

TEST_CASE("SPRT stops scheduling once decided") {
    const arena::MatchConfig c = config(Game::NOGO, "greedy", "random", 200);
    arena::MatchReport report(c, arena::SprtConfig{0, 200, 0.05, 0.05});
    core::Expected<int> played = arena::run_match(c, [&](int index, const GameRecord& r) {
        report.add(index, r);
        return report.sprt_state()->decision == arena::SprtDecision::CONTINUE;
    });
    REQUIRE(played.ok());
    CHECK(*played < 200);
    CHECK(report.sprt_state()->decision != arena::SprtDecision::CONTINUE);
}

TEST_CASE("rule losses reach the report") {
    arena::MatchConfig c =
        config(Game::NOGO, "random", (std::string("cmd:") + FAULTY_PLAYER + " illegal").c_str(), 2);
    arena::MatchReport report(c, std::nullopt);
    REQUIRE(arena::run_match(c, [&](int index, const GameRecord& r) {
                report.add(index, r);
                return true;
            }).ok());
    CHECK(report.tally().wins == 2);
    CHECK(report.player(1).rule_losses.at("illegal") == 2);
    CHECK(report.text().find("illegal 2") != std::string::npos);

    // A program that exits without reading its input: the game process must survive the
    // broken pipe and record a crash.
    c = config(Game::CONNECT4, "greedy", "cmd:/bin/false", 2);
    arena::MatchReport crashes(c, std::nullopt);
    core::Expected<int> played = arena::run_match(c, [&](int index, const GameRecord& r) {
        crashes.add(index, r);
        return true;
    });
    REQUIRE_MESSAGE(played.ok(), played.error());
    CHECK(crashes.player(1).rule_losses.at("crash") == 2);
}

TEST_CASE("the report credits results, times and rule losses to the right player") {
    const arena::MatchConfig c = config(Game::CONNECT4, "greedy", "random", 4);
    arena::MatchReport report(c, std::nullopt);
    GameRecord g = arena::game_setup(c, 0);  // A (greedy) first
    g.moves = {{8, 0}, {8, 1}, {7, 0}};
    g.times = {0.1, 0.2, 0.3};
    g.result = arena::Result::FIRST;
    g.reason = "four-in-a-row";
    report.add(0, g);
    g = arena::game_setup(c, 1);  // B first; A, to move after it, times out
    g.moves = {{8, 4}};
    g.times = {0.4};
    g.result = arena::Result::FIRST;
    g.reason = arena::REASON_TIMEOUT;
    g.loss_detail = "move 2 by greedy: no answer within the limit";
    report.add(1, g);
    g = arena::game_setup(c, 2);
    g.result = arena::Result::DRAW;
    g.reason = "board-full";
    g.moves.clear();
    g.times.clear();
    report.add(2, g);
    CHECK(report.tally().wins == 1);
    CHECK(report.tally().losses == 1);
    CHECK(report.tally().draws == 1);
    CHECK(report.tally_by_seat(0).games() == 2);
    // A made moves 1 and 3 of game 1 (0.1, 0.3); B move 2 of game 1 and move 1 of game 2.
    CHECK(arena::median(report.player(0).times) == doctest::Approx(0.2));
    CHECK(arena::median(report.player(1).times) == doctest::Approx(0.3));
    CHECK(report.player(0).rule_losses.at("timeout") == 1);
    CHECK(report.player(1).rule_losses.empty());
    const nlohmann::json j = nlohmann::json::parse(report.json());
    CHECK(j["wins"] == 1);
    CHECK(j["score"] == doctest::Approx(0.5));
    CHECK(j["los"] == doctest::Approx(0.5));
    CHECK(j["A"]["rule_losses"]["timeout"] == 1);
    CHECK(j["B"]["time_max"] == doctest::Approx(0.4));
}
