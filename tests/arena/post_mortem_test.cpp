// The post-mortem: on random games of a small Connect4 board it finds the same losing moves as a
// plain minimax; with few nodes it stops at the edge of its reach; it skips what it should and
// names a game that does not replay.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <unordered_map>

#include "bot/arena/analysis/post_mortem.h"
#include "bot/arena/position.h"
#include "connect4/board.h"
#include "core/random.h"
#include "tests/arena/shared_games.h"
#include "tests/search/connect4_solver.h"

using arena::GameRecord;
using arena::LossFinding;
using arena::LossKind;

namespace {

// A uniformly random game on a 4 x 5 board with a forbidden cell, as a record.
GameRecord random_game(core::Rng& rng, int number) {
    GameRecord r;
    r.game = arena::Game::CONNECT4;
    r.id = "small-" + std::to_string(number);
    r.players[0] = "a";
    r.players[1] = "b";
    r.rows = 4;
    r.cols = 5;
    r.forbidden = {arena::Move{1, 2}};
    connect4::Board b = *connect4::Board::create(4, 5, {{1, 2}});
    while (!b.is_terminal()) {
        const int col = connect4::random_column(b, rng);
        const connect4::Cell c = b.landing_cell(col);
        r.moves.push_back(arena::Move{c.x, c.y});
        b.play(col);
    }
    r.result = b.outcome() == connect4::Outcome::FIRST_WINS    ? arena::Result::FIRST
               : b.outcome() == connect4::Outcome::SECOND_WINS ? arena::Result::SECOND
                                                               : arena::Result::DRAW;
    r.reason = b.outcome() == connect4::Outcome::DRAW ? "board-full" : "four-in-a-row";
    return r;
}

// What the post-mortem must find for a decided game, by plain minimax over its positions.
LossFinding expected(const GameRecord& r, std::unordered_map<uint64_t, int>& memo) {
    const int loser = r.result == arena::Result::FIRST ? 1 : 0;
    std::vector<connect4::Board> positions{*connect4::Board::create(4, 5, {{1, 2}})};
    for (const arena::Move& m : r.moves) {
        positions.push_back(positions.back());
        positions.back().play(m.y);
    }
    LossFinding f;
    f.kind = LossKind::FROM_START;
    for (size_t k = positions.size(); k-- > 0;) {
        if (positions[k].is_terminal() || positions[k].to_move() != loser) continue;
        f.move = int(k) + 1;
        const int v = search_test::connect4_value(positions[k], memo);
        if (v == 1) f.kind = LossKind::THREW_WIN;
        if (v == 0) f.kind = LossKind::THREW_DRAW;
        if (v != -1) break;
    }
    return f;
}

}  // namespace

TEST_CASE("the post-mortem finds the losing move a plain minimax finds, on random small games") {
    core::Rng rng(31);
    std::unordered_map<uint64_t, int> memo;
    std::vector<GameRecord> games;
    for (int i = 0; i < 300; ++i) games.push_back(random_game(rng, i));
    const core::Expected<std::vector<LossFinding>> findings =
        arena::post_mortem(games, "", 10000000);
    REQUIRE(findings);
    size_t next = 0;
    int kinds[5] = {0, 0, 0, 0, 0};
    for (const GameRecord& g : games) {
        if (g.result == arena::Result::DRAW) continue;
        REQUIRE(next < findings->size());
        const LossFinding& f = (*findings)[next++];
        const LossFinding want = expected(g, memo);
        CHECK(f.id == g.id);
        CHECK(f.loser == g.players[g.result == arena::Result::FIRST ? 1 : 0]);
        CHECK_MESSAGE(f.kind == want.kind, g.id);
        CHECK_MESSAGE(f.move == want.move, g.id);
        CHECK(f.empties == 19 - (f.move - 1));
        if (f.kind == LossKind::THREW_WIN || f.kind == LossKind::THREW_DRAW)
            CHECK(f.proved_lost);  // a small board is solved at once
        ++kinds[int(f.kind)];
    }
    CHECK(next == findings->size());
    CHECK(kinds[int(LossKind::THREW_WIN)] >= 20);  // random players throw wins away
    CHECK(kinds[int(LossKind::THREW_DRAW)] >= 5);
    CHECK(kinds[int(LossKind::FROM_START)] >= 5);
    CHECK(kinds[int(LossKind::BEYOND_REACH)] == 0);
    const std::string report = arena::post_mortem_report(*findings, 10000000);
    CHECK(report.find("threw away a win with move") != std::string::npos);
}

TEST_CASE("with few nodes the post-mortem stops at the edge of its reach, at the loser's turns") {
    for (const char* file : {"connect4.jsonl", "nogo.jsonl"}) {
        const std::vector<GameRecord> games = shared_games(file);
        const core::Expected<std::vector<LossFinding>> findings =
            arena::post_mortem(games, "", 2048);
        REQUIRE(findings);
        int beyond = 0;
        for (const LossFinding& f : *findings) {
            const GameRecord& g = *std::find_if(games.begin(), games.end(),
                                                [&](const GameRecord& r) { return r.id == f.id; });
            const int loser = g.result == arena::Result::FIRST ? 1 : 0;
            CHECK(f.loser == g.players[loser]);
            if (f.kind == LossKind::BY_RULE) continue;
            REQUIRE(f.move >= 1);
            REQUIRE(size_t(f.move) <= g.moves.size() + 1);
            const core::Expected<arena::Position> before = arena::Position::after(g, f.move - 1);
            REQUIRE(before);
            CHECK(before->to_move() == loser);
            beyond += f.kind == LossKind::BEYOND_REACH;
        }
        CHECK(beyond >= int(findings->size()) / 2);  // full-size games, 2048 nodes a turn
        CHECK(arena::post_mortem_report(*findings, 2048).find("where the solver's reach ended") !=
              std::string::npos);
    }
}

TEST_CASE("the post-mortem skips draws and other losers, reports losses by rule, names bad games") {
    core::Rng rng(32);
    GameRecord decided = random_game(rng, 0);
    while (decided.result == arena::Result::DRAW) decided = random_game(rng, 0);
    GameRecord draw = decided;
    draw.result = arena::Result::DRAW;
    GameRecord timeout = decided;
    timeout.reason = arena::REASON_TIMEOUT;
    const std::string loser = decided.players[decided.result == arena::Result::FIRST ? 1 : 0];
    const std::string winner = decided.players[decided.result == arena::Result::FIRST ? 0 : 1];

    core::Expected<std::vector<LossFinding>> f =
        arena::post_mortem({decided, draw, timeout}, loser, 1000000);
    REQUIRE(f);
    REQUIRE(f->size() == 2);
    CHECK((*f)[0].kind != LossKind::BY_RULE);
    CHECK((*f)[1].kind == LossKind::BY_RULE);
    CHECK((*f)[1].move == 0);
    f = arena::post_mortem({decided, draw}, winner, 1000000);
    REQUIRE(f);
    CHECK(f->empty());

    GameRecord bad = decided;
    bad.id = "broken";
    bad.moves.insert(bad.moves.begin(), arena::Move{0, 2});  // floats: row 0 of an empty column
    const core::Expected<std::vector<LossFinding>> refused = arena::post_mortem({bad}, "", 1000);
    REQUIRE(!refused);
    CHECK(refused.error().rfind("game broken: move 1 ", 0) == 0);
}
