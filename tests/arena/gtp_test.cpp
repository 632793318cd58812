// The gtp: player: GTP programs play whole games (our own `nogo --gtp` in a short match), and
// each way a GTP program can lose is recorded with its reason.
#include <doctest/doctest.h>

#include "bot/arena/match.h"
#include "bot/arena/players/player.h"
#include "bot/arena/position.h"
#include "bot/arena/referee.h"
#include "bot/arena/report.h"

using arena::Game;
using arena::GameRecord;

namespace {

GameRecord setup() {
    GameRecord r;
    r.id = "gtp";
    r.players[0] = "first";
    r.players[1] = "second";
    return r;
}

std::unique_ptr<arena::Player> player(const std::string& text) {
    core::Expected<arena::PlayerSpec> spec = arena::parse_player_spec(text, Game::NOGO);
    REQUIRE_MESSAGE(spec.ok(), spec.error());
    core::Expected<std::unique_ptr<arena::Player>> p = arena::make_player(*spec, Game::NOGO, 0);
    REQUIRE(p.ok());
    return std::move(*p);
}

const std::string TEST_GTP = std::string("gtp:") + GTP_PLAYER;

// Plays the test GTP program in `mode` as the second player against a random built-in.
GameRecord against(const std::string& mode) {
    auto random = player("random");
    auto gtp = player(TEST_GTP + " " + mode);
    return arena::play_game(setup(), *random, *gtp, arena::TimeControl{1, 2});
}

}  // namespace

TEST_CASE("a GTP program plays whole games in either seat") {
    for (int seat = 0; seat < 2; ++seat) {
        auto gtp = player(TEST_GTP + " legal");
        auto random = player("random");
        const GameRecord r = seat == 0 ? arena::play_game(setup(), *gtp, *random, {1, 2})
                                       : arena::play_game(setup(), *random, *gtp, {1, 2});
        CHECK(r.reason == "no-legal-move");
        CHECK(r.times.size() == r.moves.size());
        CHECK(arena::Position::after(r, r.moves.size())->is_terminal());
    }
}

TEST_CASE("a GTP program loses by resign, pass, an illegal move or a bad response") {
    GameRecord r = against("resign");
    CHECK(r.reason == "resign");
    CHECK(r.result == arena::Result::FIRST);
    CHECK(r.moves.size() == 3);    // the program resigned at its second turn
    CHECK(r.loss_detail.empty());  // a resignation is no loss by rule
    CHECK_FALSE(arena::is_rule_loss(r.reason));

    r = against("pass");
    CHECK(r.reason == "illegal");
    CHECK(r.loss_detail.find("move 4 by second") == 0);
    CHECK(r.loss_detail.find("passed") != std::string::npos);

    r = against("occupied");
    CHECK(r.reason == "illegal");
    CHECK(r.loss_detail.find("is illegal") != std::string::npos);

    r = against("error");
    CHECK(r.reason == "malformed");
    CHECK(r.loss_detail.find("'genmove w' answered with an error: ? not today") !=
          std::string::npos);

    r = against("garbage");
    CHECK(r.reason == "malformed");
    CHECK(r.loss_detail.find("'Z0', not a vertex") != std::string::npos);

    r = against("noplay");
    CHECK(r.reason == "malformed");
    CHECK(r.loss_detail.find("'play b ") != std::string::npos);
}

TEST_CASE("GTP programs play NoGo only, and must exist") {
    CHECK_FALSE(arena::parse_player_spec(TEST_GTP, Game::CONNECT4));
    CHECK_FALSE(arena::parse_player_spec("gtp:/nonexistent/engine", Game::NOGO));
    CHECK(arena::parse_player_spec("gtp,name=g:" + std::string(GTP_PLAYER), Game::NOGO)->name ==
          "g");
}

TEST_CASE("our nogo --gtp plays a short match through the gtp: player") {
    arena::MatchConfig c;
    c.game = Game::NOGO;
    c.games = 2;
    c.jobs = 1;
    c.clock = {1.0, 2.0};
    c.seed = 3;
    c.players[0] = *arena::parse_player_spec(
        std::string("gtp,name=gtp:") + NOGO_BIN + " --gtp --seed 5 --iterations 200 --memory 16",
        Game::NOGO);
    c.players[1] =
        *arena::parse_player_spec("engine:iterations=200,memory=16,name=engine", Game::NOGO);
    arena::MatchReport report(c, std::nullopt);
    core::Expected<int> played = arena::run_match(c, [&](int index, const GameRecord& r) {
        CHECK_MESSAGE(!arena::is_rule_loss(r.reason), r.loss_detail);
        CHECK(r.reason == "no-legal-move");
        CHECK(arena::Position::after(r, r.moves.size())->is_terminal());
        report.add(index, r);
        return true;
    });
    REQUIRE_MESSAGE(played.ok(), played.error());
    CHECK(*played == 2);
    CHECK(report.tally().games() == 2);
}
