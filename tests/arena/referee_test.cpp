// The referee with small players written for the purpose: every way to lose by rule is recorded
// with its reason, and legal programs (per-turn, keep-running, course library) play full games.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>

#include "bot/arena/analysis/check.h"
#include "bot/arena/players/builtin.h"
#include "bot/arena/players/forked_player.h"
#include "bot/arena/players/player.h"
#include "bot/arena/referee.h"

using arena::Game;
using arena::GameRecord;

namespace {

GameRecord setup(Game game) {
    GameRecord r;
    r.game = game;
    r.id = "t";
    r.players[0] = "first";
    r.players[1] = "second";
    if (game == Game::CONNECT4) {
        r.rows = 9;
        r.cols = 10;
        r.forbidden = {{8, 3}};
    }
    return r;
}

std::unique_ptr<arena::Player> player(const std::string& text, Game game) {
    core::Expected<arena::PlayerSpec> spec = arena::parse_player_spec(text, game);
    REQUIRE_MESSAGE(spec.ok(), spec.error());
    core::Expected<std::unique_ptr<arena::Player>> p = arena::make_player(*spec, game, 0);
    REQUIRE(p.ok());
    return std::move(*p);
}

// Plays `breaker` as the second player against a legal random built-in.
GameRecord against_breaker(const std::string& breaker, Game game, double limit = 0.3) {
    auto legal = player("random", game);
    auto bad = player(breaker, game);
    return arena::play_game(setup(game), *legal, *bad, arena::TimeControl{limit, limit});
}

const std::string FAULTY = std::string("cmd:") + FAULTY_PLAYER;
const std::string KEEP_FAULTY = std::string("keep:") + FAULTY_PLAYER;

}  // namespace

TEST_CASE("a player too slow loses by timeout") {
    const GameRecord r = against_breaker(FAULTY + " sleep", Game::NOGO, 0.2);
    CHECK(r.reason == "timeout");
    CHECK(r.result == arena::Result::FIRST);
    CHECK(r.moves.size() == 1);
    CHECK(r.loss_detail.find("move 2 by second") == 0);
}

TEST_CASE("a crashing player loses by crash") {
    const GameRecord r = against_breaker(FAULTY + " abort", Game::CONNECT4);
    CHECK(r.reason == "crash");
    CHECK(r.result == arena::Result::FIRST);
    CHECK(r.loss_detail.find("signal 6") != std::string::npos);
}

TEST_CASE("an illegal move loses") {
    for (Game g : {Game::NOGO, Game::CONNECT4}) {
        const GameRecord r = against_breaker(FAULTY + " illegal", g);
        CHECK(r.reason == "illegal");
        CHECK(r.result == arena::Result::FIRST);
        CHECK(r.loss_detail.find("(-1,-1) is illegal") != std::string::npos);
    }
}

TEST_CASE("malformed output or no output loses as malformed") {
    GameRecord r = against_breaker(FAULTY + " malformed", Game::NOGO);
    CHECK(r.reason == "malformed");
    CHECK(r.loss_detail.find("not JSON: my move is 3 4") != std::string::npos);
    r = against_breaker(FAULTY + " silent", Game::NOGO);
    CHECK(r.reason == "malformed");
    CHECK(r.loss_detail.find("exited without an answer") != std::string::npos);
}

TEST_CASE("keep-running: a missing marker is a timeout, a crash is a crash") {
    GameRecord r = against_breaker(KEEP_FAULTY + " nomarker", Game::NOGO, 0.2);
    CHECK(r.reason == "timeout");
    CHECK(r.loss_detail.find("marker") != std::string::npos);
    r = against_breaker(KEEP_FAULTY + " abort", Game::NOGO);
    CHECK(r.reason == "crash");
}

TEST_CASE("a program that cannot be run is refused before the match") {
    CHECK_FALSE(arena::parse_player_spec("cmd:/nonexistent/bot", Game::NOGO));
    CHECK_FALSE(arena::parse_player_spec("lib:/nonexistent/bot.so", Game::CONNECT4));
    CHECK_FALSE(arena::parse_player_spec(std::string("lib:") + COURSE_PLAYER, Game::NOGO));
    CHECK_FALSE(arena::parse_player_spec("engine:kind=magic", Game::NOGO));
    CHECK_FALSE(arena::parse_player_spec("engine:speed=3", Game::NOGO));
    CHECK_FALSE(arena::parse_player_spec("random:seed=x", Game::NOGO));
    CHECK_FALSE(arena::parse_player_spec("human", Game::NOGO));
    const arena::PlayerSpec s = *arena::parse_player_spec(
        "cmd,name=mine:" + std::string(LEGAL_PLAYER) + " --keep", Game::NOGO);
    CHECK(s.name == "mine");
    CHECK(s.command.size() == 2);
    CHECK(arena::parse_player_spec("engine:kind=uct,seed=3,name=u3", Game::NOGO)->name == "u3");
}

TEST_CASE("an engine spec sets each game's engine, and a kind not given is that game's default") {
    const arena::PlayerSpec bare = *arena::parse_player_spec("engine", Game::CONNECT4);
    const arena::EngineSettings d = arena::engine_settings(bare.options, 7);
    CHECK(connect4::Engine(d.options).kind() == core::EngineKind::HYBRID);
    CHECK(nogo::Engine(d.options).kind() == core::EngineKind::UCT);
    CHECK(d.options.seed == 7);
    CHECK(d.options.memory_mb == core::EngineOptions().memory_mb);
    CHECK(d.options.max_iterations == 0);
    CHECK(d.think == 0);

    const arena::PlayerSpec full = *arena::parse_player_spec(
        "engine:kind=alphabeta,iterations=500,memory=32,time=0.3,seed=4", Game::CONNECT4);
    const arena::EngineSettings s = arena::engine_settings(full.options, 9);
    CHECK(connect4::Engine(s.options).kind() == core::EngineKind::ALPHABETA);
    CHECK(s.options.max_iterations == 500);
    CHECK(s.options.memory_mb == 32);
    CHECK(s.think == doctest::Approx(0.3));
    CHECK(s.options.seed == 9);  // the seed make_player passes (the spec's seed plus its offset)
}

TEST_CASE("legal programs play whole games in both protocols") {
    const std::string legal = std::string("cmd:") + LEGAL_PLAYER;
    const std::string keep = std::string("keep:") + LEGAL_PLAYER + " --keep";
    for (Game g : {Game::NOGO, Game::CONNECT4}) {
        auto a = player(legal, g);
        auto b = player(keep, g);
        const GameRecord r = arena::play_game(setup(g), *a, *b, arena::TimeControl{2, 2});
        CHECK_FALSE(arena::is_rule_loss(r.reason));
        CHECK(r.times.size() == r.moves.size());
        CHECK(arena::Position::after(r, r.moves.size())->is_terminal());
    }
}

TEST_CASE("each move's debug line is recorded from the players that give one") {
    // legal_player answers with "debug":"legal_player"; the engine built-in gives its summary
    // line ("uct by=... it=..."); the random built-in and a course library give none.
    auto program = player(std::string("keep:") + LEGAL_PLAYER + " --keep", Game::NOGO);
    auto engine = player("engine:iterations=40,memory=8", Game::NOGO);
    const GameRecord r =
        arena::play_game(setup(Game::NOGO), *program, *engine, arena::TimeControl{2, 2});
    REQUIRE(r.debug.size() == r.moves.size());
    for (size_t k = 0; k < r.moves.size(); ++k) {
        if (k % 2 == 0) {
            CHECK(r.debug[k] == "legal_player");
        } else {
            CHECK(r.debug[k].find(" it=") != std::string::npos);
        }
    }
    auto lib = player(std::string("lib:") + COURSE_PLAYER, Game::CONNECT4);
    auto random = player("random", Game::CONNECT4);
    const GameRecord quiet =
        arena::play_game(setup(Game::CONNECT4), *lib, *random, arena::TimeControl{2, 2});
    CHECK(quiet.debug.empty());
    CHECK(arena::to_json_line(quiet).find("\"debug\"") == std::string::npos);
}

TEST_CASE("course libraries play in a child process and their crash is recorded") {
    auto lib = player(std::string("lib:") + COURSE_PLAYER, Game::CONNECT4);
    auto random = player("greedy", Game::CONNECT4);
    GameRecord r = arena::play_game(setup(Game::CONNECT4), *lib, *random, arena::TimeControl{1, 1});
    CHECK_FALSE(arena::is_rule_loss(r.reason));
    CHECK(r.moves[0] == arena::Move{8, 0});  // the library's leftmost legal cell

    r = against_breaker(std::string("lib:") + COURSE_CRASH, Game::CONNECT4);
    CHECK(r.reason == "crash");
    CHECK(r.loss_detail.find("getPoint: killed by signal 11") != std::string::npos);
}

namespace {

// In-process players that misbehave, to be run through ForkedPlayer as the built-ins are.
struct AbortingPlayer : arena::Player {
    arena::Answer play(const arena::Turn&) override { std::abort(); }
};
struct HangingPlayer : arena::Player {
    arena::Answer play(const arena::Turn&) override {
        for (;;) pause();
    }
};

}  // namespace

TEST_CASE("built-ins run in a process of their own: their crash or hang loses one game") {
    auto legal = player("random", Game::NOGO);
    arena::ForkedPlayer crashing([] { return std::make_unique<AbortingPlayer>(); });
    GameRecord r = arena::play_game(setup(Game::NOGO), *legal, crashing, arena::TimeControl{1, 1});
    CHECK(r.reason == "crash");
    CHECK(r.loss_detail.find("signal 6") != std::string::npos);
    arena::ForkedPlayer hanging([] { return std::make_unique<HangingPlayer>(); });
    r = arena::play_game(setup(Game::NOGO), hanging, *legal, arena::TimeControl{0.1, 0.1});
    CHECK(r.reason == "timeout");
    CHECK(r.result == arena::Result::SECOND);
}

TEST_CASE("check: every recorded position gets a legal answer") {
    core::Expected<std::vector<GameRecord>> nogo =
        arena::read_records(std::string(GAMES_DIR) + "/nogo.jsonl");
    core::Expected<std::vector<GameRecord>> c4 =
        arena::read_records(std::string(GAMES_DIR) + "/connect4.jsonl");
    REQUIRE(nogo.ok());
    REQUIRE(c4.ok());
    // The engine built-in (the bots' brain), briefly, on every position of every tenth game. The
    // 3 s limit only guards against hangs: on a loaded machine a forked turn of 0.02 s has
    // taken more than 1 s.
    for (const auto* games : {&*nogo, &*c4}) {
        std::vector<GameRecord> some;
        for (size_t i = 0; i < games->size(); i += 10) some.push_back((*games)[i]);
        const Game g = games->front().game;
        core::Expected<arena::CheckSummary> s = arena::check_records(
            some, *arena::parse_player_spec("engine:iterations=64,time=0.02", g), 3.0);
        REQUIRE_MESSAGE(s.ok(), s.error());
        CHECK(s->games == int(some.size()));
    }
    // The program protocol on the first game, and a course library on Connect4.
    const std::vector<GameRecord> first(nogo->begin(), nogo->begin() + 1);
    const arena::PlayerSpec legal =
        *arena::parse_player_spec(std::string("keep:") + LEGAL_PLAYER + " --keep", Game::NOGO);
    core::Expected<arena::CheckSummary> s = arena::check_records(first, legal, 2.0);
    REQUIRE_MESSAGE(s.ok(), s.error());
    CHECK(s->positions == int(first[0].moves.size()) + (first[0].reason == "resign" ? 1 : 0));
    const std::vector<GameRecord> c4first(c4->begin(), c4->begin() + 2);
    s = arena::check_records(
        c4first, *arena::parse_player_spec(std::string("lib:") + COURSE_PLAYER, Game::CONNECT4),
        1.0);
    REQUIRE_MESSAGE(s.ok(), s.error());
    // A rule breaker fails the check, and the message names the game and the move.
    s = arena::check_records(first, *arena::parse_player_spec(FAULTY + " illegal", Game::NOGO),
                             1.0);
    REQUIRE_FALSE(s.ok());
    CHECK(s.error() == first[0].id + " move 1: illegal answer (-1,-1)");
}
