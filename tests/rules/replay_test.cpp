// Replays the recorded games of /work/shared/games on the fast boards and the naive referees:
// every move is legal and the recorded result is what the boards say.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "connect4/board.h"
#include "nogo/board.h"
#include "tests/rules/naive_connect4.h"
#include "tests/rules/naive_nogo.h"

namespace {

std::vector<nlohmann::json> read_games(const std::string& file) {
    std::ifstream in(std::string(GAMES_DIR) + "/" + file);
    std::vector<nlohmann::json> games;
    std::string line;
    while (std::getline(in, line))
        if (!line.empty()) games.push_back(nlohmann::json::parse(line));
    return games;
}

// Round trip through the course's arrays: the rebuilt board equals b in every observable way.
void check_course_round_trip(const connect4::Board& b, const connect4::Cell& forbidden) {
    std::vector<int> top(b.cols()), board(b.rows() * b.cols());
    b.to_course(top.data(), board.data());
    core::Expected<connect4::Board> back = connect4::Board::from_course(
        b.rows(), b.cols(), top.data(), board.data(), forbidden.x, forbidden.y);
    REQUIRE_MESSAGE(back.ok(), back.error());
    CHECK(back->hash() == b.hash());
    CHECK(back->to_string() == b.to_string());
    CHECK(back->to_move() == b.to_move());
    CHECK(back->move_count() == b.move_count());
    CHECK(back->legal_columns() == b.legal_columns());
    for (connect4::Player p : {connect4::FIRST, connect4::SECOND}) {
        CHECK(back->stones(p) == b.stones(p));
        CHECK(back->threats(p) == b.threats(p));
    }
    CHECK(back->consistency_error() == "");
}

}  // namespace

TEST_CASE("nogo: recorded games replay legally and end as recorded") {
    const std::vector<nlohmann::json> games = read_games("nogo.jsonl");
    REQUIRE(games.size() == 30);
    int resigned = 0;
    for (const nlohmann::json& game : games) {
        INFO(game["id"].get<std::string>());
        nogo::Board fast;
        naive::NoGo ref;
        for (const nlohmann::json& move : game["moves"]) {
            const int x = move[0], y = move[1];
            REQUIRE_FALSE(fast.is_terminal());
            REQUIRE(fast.is_legal(nogo::make_point(x, y), fast.to_move()));
            REQUIRE(ref.is_legal(x, y, ref.to_move()));
            fast.play(nogo::make_point(x, y));
            ref.play(x, y);
        }
        CHECK(fast.consistency_error() == "");
        const nogo::Color last_mover = nogo::opponent(fast.to_move());
        const nogo::Color winner = game["winner"] == "black" ? nogo::BLACK : nogo::WHITE;
        const std::string reason = game["reason"];
        if (reason == "no-legal-move") {
            CHECK(fast.is_terminal());
            CHECK(ref.is_terminal());
            CHECK(fast.winner() == winner);
            CHECK(ref.winner() == int(winner));
        } else {
            REQUIRE(reason == "resign");
            ++resigned;
            CHECK_FALSE(fast.is_terminal());
            CHECK_FALSE(ref.is_terminal());
            CHECK(winner == last_mover);
        }
    }
    CHECK(resigned == 3);
}

TEST_CASE(
    "connect4: recorded games replay legally, end as recorded and round-trip the course "
    "arrays") {
    const std::vector<nlohmann::json> games = read_games("connect4.jsonl");
    REQUIRE(games.size() == 34);
    for (const nlohmann::json& game : games) {
        INFO(game["id"].get<std::string>());
        const int rows = game["M"], cols = game["N"];
        std::vector<connect4::Cell> cells;
        std::vector<std::pair<int, int>> pairs;
        for (const nlohmann::json& f : game["forbidden"]) {
            cells.push_back({f[0], f[1]});
            pairs.emplace_back(f[0], f[1]);
        }
        REQUIRE(cells.size() == 1);
        core::Expected<connect4::Board> made = connect4::Board::create(rows, cols, cells);
        REQUIRE_MESSAGE(made.ok(), made.error());
        connect4::Board fast = *made;
        naive::Connect4 ref(rows, cols, pairs);
        for (const nlohmann::json& move : game["moves"]) {
            const connect4::Cell c{move[0], move[1]};
            REQUIRE_FALSE(fast.is_terminal());
            REQUIRE(ref.result() == naive::Connect4::Result::ONGOING);
            check_course_round_trip(fast, cells[0]);
            REQUIRE(fast.is_legal(c));
            REQUIRE(ref.landing_row(c.y) == c.x);
            fast.play(c.y);
            ref.play(c.y);
        }
        CHECK(fast.consistency_error() == "");
        const std::string result = game["result"], reason = game["reason"];
        if (reason == "four-in-a-row") {
            const bool first = fast.move_count() % 2 == 1;  // the last move was the first player's
            CHECK(result == (first ? "first" : "second"));
            CHECK(fast.outcome() ==
                  (first ? connect4::Outcome::FIRST_WINS : connect4::Outcome::SECOND_WINS));
            CHECK(ref.result() == (first ? naive::Connect4::Result::FIRST_WINS
                                         : naive::Connect4::Result::SECOND_WINS));
        } else {
            REQUIRE(reason == "board-full");
            CHECK(result == "draw");
            CHECK(fast.outcome() == connect4::Outcome::DRAW);
            CHECK(ref.result() == naive::Connect4::Result::DRAW);
        }
    }
}
