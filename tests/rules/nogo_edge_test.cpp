// NoGo edge cases by hand: suicide, capture, merging groups on a shared last liberty, points
// legal for one colour only, and the last legal move of a game.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "nogo/board.h"
#include "tests/rules/naive_nogo.h"

namespace {

// Both boards after playing a diagram's stones ('X' black, 'O' white, rows x = 0.. from the
// top, missing rows empty): black and white stones alternate, each colour in reading order.
// Precondition: every stone is legal in that order (checked).
struct Position {
    nogo::Board fast;
    naive::NoGo ref;
};

Position play_diagram(const std::vector<std::string>& rows) {
    std::vector<nogo::Point> stones[2];
    for (int x = 0; x < int(rows.size()); ++x)
        for (int y = 0; y < int(rows[x].size()); ++y)
            if (rows[x][y] == 'X' || rows[x][y] == 'O')
                stones[rows[x][y] == 'O'].push_back(nogo::make_point(x, y));
    REQUIRE((stones[0].size() == stones[1].size() || stones[0].size() == stones[1].size() + 1));
    Position pos;
    for (size_t i = 0; i < stones[0].size() + stones[1].size(); ++i) {
        const nogo::Point p = stones[i % 2][i / 2];
        REQUIRE(pos.fast.is_legal(p, pos.fast.to_move()));
        REQUIRE(pos.ref.is_legal(nogo::x_of(p), nogo::y_of(p), pos.ref.to_move()));
        pos.fast.play(p);
        pos.ref.play(nogo::x_of(p), nogo::y_of(p));
    }
    REQUIRE(pos.fast.consistency_error() == "");
    return pos;
}

// Whether colour c may play at (x, y), asserting that both boards agree.
bool legal(const Position& pos, int x, int y, nogo::Color c) {
    const bool fast = pos.fast.is_legal(nogo::make_point(x, y), c);
    CHECK(fast == pos.ref.is_legal(x, y, int(c)));
    return fast;
}

}  // namespace

TEST_CASE("nogo: a single stone may not fill its own last liberty but the other colour may") {
    const Position pos = play_diagram({
        ".O.......",
        "O........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "......X.X",
    });
    REQUIRE(pos.fast.to_move() == nogo::BLACK);
    CHECK_FALSE(legal(pos, 0, 0, nogo::BLACK));  // suicide
    CHECK(legal(pos, 0, 0, nogo::WHITE));        // joins the white stones, which breathe
    CHECK(legal(pos, 0, 2, nogo::BLACK));        // next to the corner, still a liberty
}

TEST_CASE("nogo: a group may not fill its own last liberty") {
    const Position pos = play_diagram({
        "XX.O.....",
        "OOO......",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "......X.X",
    });
    // (0,2) is the last liberty of black (0,0)-(0,1): suicide for black, capture for white.
    CHECK(pos.fast.liberties(nogo::make_point(0, 0)).count() == 1);
    CHECK_FALSE(legal(pos, 0, 2, nogo::BLACK));
    CHECK_FALSE(legal(pos, 0, 2, nogo::WHITE));
}

TEST_CASE("nogo: taking the last liberty of an enemy group is illegal for the capturer") {
    const Position single = play_diagram({
        "OX.......",
    });
    CHECK_FALSE(legal(single, 1, 0, nogo::BLACK));  // white (0,0) would have no liberty
    CHECK(legal(single, 1, 0, nogo::WHITE));        // white extends to two liberties

    const Position group = play_diagram({
        "OOX......",
        ".X.......",
    });
    CHECK(group.fast.liberties(nogo::make_point(0, 0)).count() == 1);
    CHECK_FALSE(legal(group, 1, 0, nogo::BLACK));  // captures the two white stones
    CHECK(legal(group, 1, 0, nogo::WHITE));        // white keeps (2,0)
}

TEST_CASE("nogo: merging two groups on their shared last liberty needs another liberty") {
    // Both black stones breathe only at (0,1), and (0,1) has no empty neighbour: illegal.
    const Position closed = play_diagram({
        "X.XO.....",
        "OOO......",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "......X.X",
    });
    CHECK_FALSE(legal(closed, 0, 1, nogo::BLACK));
    CHECK_FALSE(legal(closed, 0, 1, nogo::WHITE));

    // Without white (0,3) the merged group keeps the liberty (0,3) of black (0,2): legal for
    // black, still a capture of black (0,0) for white.
    const Position open = play_diagram({
        "X.X......",
        "OOO......",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "........X",
    });
    CHECK(legal(open, 0, 1, nogo::BLACK));
    CHECK_FALSE(legal(open, 0, 1, nogo::WHITE));
    nogo::Board after = open.fast;
    after.play(nogo::make_point(0, 1));
    CHECK(after.liberties(nogo::make_point(0, 0)) ==
          nogo::PointSet::single(nogo::make_point(0, 3)));
    CHECK(after.group_of(nogo::make_point(0, 0)) == after.group_of(nogo::make_point(0, 2)));
    CHECK(after.consistency_error() == "");
}

TEST_CASE("nogo: the last legal move of a recorded game leaves the opponent without a move") {
    // Game nogo-s001 of /work/shared/games/nogo.jsonl ends by no-legal-move, won by white.
    std::ifstream in(std::string(GAMES_DIR) + "/nogo.jsonl");
    std::string line;
    REQUIRE(std::getline(in, line));
    const nlohmann::json game = nlohmann::json::parse(line);
    REQUIRE(game["id"] == "nogo-s001");
    const nlohmann::json& moves = game["moves"];
    nogo::Board b;
    naive::NoGo ref;
    for (size_t i = 0; i + 1 < moves.size(); ++i) {
        b.play(nogo::make_point(moves[i][0], moves[i][1]));
        ref.play(moves[i][0], moves[i][1]);
    }
    REQUIRE_FALSE(b.is_terminal());
    CHECK(b.to_move() == nogo::WHITE);
    const int x = moves.back()[0], y = moves.back()[1];
    CHECK(b.is_legal(nogo::make_point(x, y), nogo::WHITE));
    b.play(nogo::make_point(x, y));
    ref.play(x, y);
    CHECK(b.is_terminal());
    CHECK(ref.is_terminal());
    CHECK(b.legal(nogo::BLACK).none());
    CHECK(ref.legal_points(nogo::BLACK).empty());
    CHECK(b.winner() == nogo::WHITE);
    CHECK(ref.winner() == nogo::WHITE);
}
