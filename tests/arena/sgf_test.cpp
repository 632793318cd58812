// SGF of NoGo records: the root's properties, the points against GTP's vertices, results,
// comments and escaping. A real SGF reader loads these files in gnugo_sgf_test.cpp.
#include <doctest/doctest.h>

#include "bot/arena/analysis/sgf.h"
#include "bot/gtp/vertex.h"
#include "tests/arena/shared_games.h"

using arena::Game;
using arena::GameRecord;

namespace {

GameRecord small_game() {
    GameRecord r;
    r.id = "nogo-0001";
    r.players[0] = "black]bot";
    r.players[1] = "white\\bot";
    r.moves = {{4, 4}, {0, 8}, {8, 0}};
    r.times = {0.0123, 0.5, 0.001};
    r.debug = {"uct it=50 [x]", "", ""};
    r.result = arena::Result::SECOND;
    r.reason = arena::REASON_TIMEOUT;
    r.loss_detail = "move 4 by black]bot (limit 1.000 s): no answer within the limit";
    return r;
}

}  // namespace

TEST_CASE("an SGF point is Botzone's x then y as letters, the point GTP names") {
    // SGF: column letter from the left, row letter from the top. GTP: column letter (no I), row
    // number from the bottom. Both must name the same point for every (x, y).
    const char* const gtp_letters = "ABCDEFGHJ";
    for (int x = 0; x < 9; ++x)
        for (int y = 0; y < 9; ++y) {
            GameRecord r;
            r.id = "p";
            r.moves = {{x, y}};
            const std::string sgf = *arena::game_sgf(r);
            const std::string point = {char('a' + x), char('a' + y)};
            REQUIRE(sgf.find(";B[" + point + "]") != std::string::npos);
            // The SGF column is the GTP column; SGF row a (top) is GTP row 9.
            const std::string vertex = bot::vertex_text(nogo::make_point(x, y));
            CHECK(vertex[0] == gtp_letters[point[0] - 'a']);
            CHECK(vertex[1] - '0' == 9 - (point[1] - 'a'));
        }
}

TEST_CASE("the SGF of a game: root properties, moves with time and debug, escaped text") {
    const std::string sgf = *arena::game_sgf(small_game());
    CHECK(sgf.rfind("(;FF[4]GM[1]SZ[9]CA[UTF-8]AP[gamebots arena:1]GN[nogo-0001]", 0) == 0);
    CHECK(sgf.find("PB[black\\]bot]PW[white\\\\bot]") != std::string::npos);
    CHECK(sgf.find("RE[W+T]") != std::string::npos);
    CHECK(sgf.find("NoGo (不围棋)") != std::string::npos);
    CHECK(sgf.find("white (white\\\\bot) wins: black (black\\]bot) loses by timeout (move 4 by "
                   "black\\]bot (limit 1.000 s): no answer within the limit).") !=
          std::string::npos);
    CHECK(sgf.find(";B[ee]C[12.3 ms\nuct it=50 [x\\]]\n;W[ai]C[500.0 ms]\n;B[ia]C[1.0 ms]\n)\n") !=
          std::string::npos);
    // Every "]" that is not escaped closes a property value: one per property written.
    size_t closes = 0;
    for (size_t i = 0; i < sgf.size(); ++i)
        if (sgf[i] == ']' && sgf[i - 1] != '\\') ++closes;
    CHECK(closes == 11 + 3 * 2);  // the root's 11 (its comment among them), 3 moves with comments
    CHECK(arena::sgf_escape("a]b\\c") == "a\\]b\\\\c");
}

TEST_CASE("SGF results: B+ or W+ for NoGo's end, R, T and F for the others") {
    GameRecord r = small_game();
    const std::pair<const char*, const char*> cases[] = {
        {"no-legal-move", "W+"}, {"resign", "W+R"}, {"timeout", "W+T"},
        {"illegal", "W+F"},      {"crash", "W+F"},  {"malformed", "W+F"}};
    for (const auto& [reason, re] : cases) {
        r.reason = reason;
        CHECK(arena::sgf_result(r) == re);
    }
    r.result = arena::Result::FIRST;
    r.reason = "no-legal-move";
    CHECK(arena::sgf_result(r) == "B+");
    r.reason = "resign";
    CHECK(arena::game_sgf(r)->find("black (black\\]bot) wins: white (white\\\\bot) resigned "
                                   "after move 3.") != std::string::npos);
}

TEST_CASE("SGF refuses Connect4 and illegal games; a collection holds every game") {
    GameRecord c;
    c.game = Game::CONNECT4;
    c.id = "c4-0001";
    c.rows = 9;
    c.cols = 9;
    CHECK(arena::game_sgf(c).error() ==
          "c4-0001 is a Connect4 game: SGF has no game type for gravity Connect4");
    GameRecord bad = small_game();
    bad.moves.push_back({4, 4});
    bad.times.push_back(0);
    bad.debug.push_back("");
    CHECK(arena::game_sgf(bad).error() == "nogo-0001: move 4 (4,4) is illegal");

    const std::vector<GameRecord> games = shared_games("nogo.jsonl");
    const std::string all = *arena::collection_sgf(games);
    size_t trees = 0;
    for (size_t at = 0; (at = all.find("(;FF[4]", at)) != std::string::npos; ++at) ++trees;
    CHECK(trees == games.size());
    CHECK(all.find("GN[" + games.back().id + "]") != std::string::npos);
    CHECK(arena::collection_sgf({games[0], c}).error() ==
          "c4-0001 is a Connect4 game: SGF has no game type for gravity Connect4");
}
