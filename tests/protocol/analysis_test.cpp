// Connect4's "analysis" flag through the built binary: with it, the answer adds each column the
// graph searched with its visits, win rate, proof and principal variation; the move is the one
// chosen without it, and without it the answer has no "analysis" field.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "connect4/board.h"
#include "tests/protocol/process.h"
#include "tests/protocol/referee.h"

using namespace protocol_test;

namespace {

const std::vector<std::string> ARGV = {CONNECT4_BIN, "--seed",   "7",  "--iterations",
                                       "1000",       "--memory", "16", "--no-keep-running"};

Json answer_to(const std::string& input) {
    const RunResult r = run_process(ARGV, input);
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    return Json::parse(r.out.substr(0, r.out.find('\n')));
}

// The board of a full Connect4 input: its first request's size and forbidden cell, then every
// move in the order played.
connect4::Board board_of(const Json& input) {
    const Json& first = input["requests"][0];
    std::vector<connect4::Cell> forbidden;
    for (const Json& f : first["forbidden"])
        forbidden.push_back({f[0].get<int>(), f[1].get<int>()});
    connect4::Board b =
        *connect4::Board::create(first["M"].get<int>(), first["N"].get<int>(), forbidden);
    const Json& requests = input["requests"];
    const Json& responses = input["responses"];
    for (size_t i = 0; i < requests.size(); ++i) {
        if (i > 0) b.play(requests[i]["y"].get<int>());
        if (i < responses.size()) b.play(responses[i]["y"].get<int>());
    }
    return b;
}

}  // namespace

TEST_CASE("connect4 analysis: each searched column's visits, win rate, proof and line") {
    const std::string sample =
        read_file(std::string(SAMPLES_DIR) + "/connect4/analysis_mid_game.json");
    const Json input = Json::parse(sample);
    const connect4::Board board = board_of(input);
    const Json with = answer_to(sample);
    Json plain_input = input;
    plain_input.erase("analysis");
    const Json without = answer_to(plain_input.dump());

    CHECK(without.find("analysis") == without.end());
    CHECK(with["response"] == without["response"]);  // the flag does not change the search
    REQUIRE(with["analysis"].is_array());
    const Json& columns = with["analysis"];
    REQUIRE(columns.size() > 0);
    std::set<int> seen;
    int previous = -1;
    bool chosen_listed = false;
    for (const Json& c : columns) {
        INFO(c.dump());
        const int column = c["column"].get<int>();
        CHECK(column > previous);  // in column order, each once
        previous = column;
        CHECK(board.can_play(column));
        chosen_listed |= column == with["response"]["y"].get<int>();
        const double w = c["win_rate"].get<double>();
        CHECK((w >= 0 && w <= 1));
        const std::string proof = c["proof"].get<std::string>();
        CHECK((proof == "won" || proof == "lost" || proof == "open"));
        if (proof == "won") CHECK(w == 1.0);
        if (proof == "lost") CHECK(w == 0.0);
        // The line starts with the column and is legal move by move.
        const Json& pv = c["pv"];
        REQUIRE(pv.size() >= 1);
        CHECK(pv.size() <= 12);
        CHECK(pv[0].get<int>() == column);
        connect4::Board b = board;
        for (const Json& move : pv) {
            REQUIRE(!b.is_terminal());
            REQUIRE(b.can_play(move.get<int>()));
            b.play(move.get<int>());
        }
        seen.insert(column);
    }
    CHECK(chosen_listed);
    // Most of the 1000 iterations went through the root's columns.
    unsigned visits = 0;
    for (const Json& c : columns) visits += c["visits"].get<unsigned>();
    CHECK(visits > 0);
    CHECK(visits <= 1000);
}
