// The recorded games of ../shared/games replayed through every protocol turn by turn: one-shot
// full-history JSON and simplified text (in process, through the same loop as the binaries),
// keep-running sessions and Saiblo sessions (the binaries over pipes). Every answer must be a
// legal move for the position it answers.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "bot/botzone/botzone_loop.h"
#include "bot/connect4_session.h"
#include "bot/course/saiblo.h"
#include "bot/nogo_session.h"
#include "tests/protocol/process.h"
#include "tests/protocol/referee.h"

using namespace protocol_test;

namespace {

const std::string NOGO_GAMES = std::string(GAMES_DIR) + "/nogo.jsonl";
const std::string CONNECT4_GAMES = std::string(GAMES_DIR) + "/connect4.jsonl";
const std::vector<std::string> FAST = {"--seed", "7", "--iterations", "32", "--memory", "16"};

bot::BotOptions fast_options() {
    bot::BotOptions o;
    o.seed = 7;
    o.iterations = 32;
    o.memory_mb = 16;
    o.keep_running = false;
    return o;
}

// Runs one one-shot turn in process; returns stdout, requiring exit code 0 and no stderr.
template <class Session>
std::string one_shot(const std::string& input, const bot::TimePolicy& policy) {
    const bot::BotOptions o = fast_options();
    Session session(bot::engine_options(o));
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = bot::run_botzone(session, o, policy, "test", in, out, err);
    CAPTURE(err.str());
    CHECK(code == 0);
    CHECK(err.str().empty());
    return out.str();
}

std::pair<int, int> parse_xy_line(const std::string& line) {
    std::istringstream ss(line);
    int x = -1, y = -1;
    ss >> x >> y;
    return {x, y};
}

}  // namespace

TEST_CASE("NoGo games through one-shot JSON and simplified input, every turn") {
    const auto games = load_nogo_games(NOGO_GAMES);
    REQUIRE(games.size() >= 30);
    int turns = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const auto& moves = games[g];
        for (std::size_t k = 0; k < moves.size(); ++k) {
            CAPTURE(g);
            CAPTURE(k);
            const nogo::Board board = nogo_after(moves, k);
            const std::string json = one_shot<bot::NogoSession>(
                nogo_history(moves, k).dump() + "\n", bot::NOGO_BOTZONE_TIME);
            const Json reply = Json::parse(json);
            const int x = reply["response"]["x"].get<int>(), y = reply["response"]["y"].get<int>();
            REQUIRE(nogo::on_board(x, y));
            CHECK(board.is_legal(nogo::make_point(x, y), board.to_move()));

            const std::string text =
                one_shot<bot::NogoSession>(nogo_simplified(moves, k), bot::NOGO_BOTZONE_TIME);
            const auto p = parse_xy_line(text);
            REQUIRE(nogo::on_board(p.first, p.second));
            CHECK(board.is_legal(nogo::make_point(p.first, p.second), board.to_move()));
            ++turns;
        }
    }
    CHECK(turns > 2000);
}

TEST_CASE("Connect4 games through one-shot JSON, every turn") {
    const auto games = load_connect4_games(CONNECT4_GAMES);
    REQUIRE(games.size() >= 34);
    for (std::size_t g = 0; g < games.size(); ++g) {
        for (std::size_t k = 0; k < games[g].moves.size(); ++k) {
            CAPTURE(g);
            CAPTURE(k);
            const connect4::Board board = connect4_after(games[g], k);
            const std::string json = one_shot<bot::Connect4Session>(
                connect4_history(games[g], k).dump() + "\n", bot::CONNECT4_TIME);
            const Json reply = Json::parse(json);
            CHECK(board.is_legal(
                {reply["response"]["x"].get<int>(), reply["response"]["y"].get<int>()}));
        }
    }
}

// A keep-running session per game and colour: the first turn is the full history up to the
// colour's first move; after that the opponent plays the recorded move when it is still legal
// after our (different) answers, else its first legal move.
TEST_CASE("NoGo games through keep-running sessions (JSON and simplified)") {
    const auto games = load_nogo_games(NOGO_GAMES);
    for (std::size_t g = 0; g < games.size(); ++g) {
        for (int turn_format = 0; turn_format < 4; ++turn_format) {
            const int colour = turn_format % 2;
            const bool text = turn_format >= 2;
            CAPTURE(g);
            CAPTURE(colour);
            CAPTURE(text);
            std::vector<std::string> argv = {NOGO_BIN};
            argv.insert(argv.end(), FAST.begin(), FAST.end());
            Child bot(argv);
            nogo::Board board = nogo_after(games[g], std::size_t(colour));
            bot.send(text ? nogo_simplified(games[g], std::size_t(colour))
                          : nogo_history(games[g], std::size_t(colour)).dump() + "\n");
            for (std::size_t k = std::size_t(colour);;) {
                std::string line, marker;
                REQUIRE(bot.read_line(line));
                REQUIRE(bot.read_line(marker));
                CHECK(marker == bot::KEEP_RUNNING_MARKER);
                const auto p = text ? parse_xy_line(line)
                                    : std::make_pair(Json::parse(line)["response"]["x"].get<int>(),
                                                     Json::parse(line)["response"]["y"].get<int>());
                REQUIRE(nogo::on_board(p.first, p.second));
                const nogo::Point ours = nogo::make_point(p.first, p.second);
                REQUIRE(board.is_legal(ours, board.to_move()));
                board.play(ours);
                if (board.is_terminal()) break;
                k += 2;
                nogo::Point theirs = board.legal(board.to_move()).lowest();
                if (k - 1 < games[g].size()) {
                    const auto& m = games[g][k - 1];
                    const nogo::Point rec = nogo::make_point(m.first, m.second);
                    if (board.is_legal(rec, board.to_move())) theirs = rec;
                }
                board.play(theirs);
                if (board.is_terminal()) break;
                const std::string request =
                    text ? std::to_string(nogo::x_of(theirs)) + " " +
                               std::to_string(nogo::y_of(theirs))
                         : Json{{"x", nogo::x_of(theirs)}, {"y", nogo::y_of(theirs)}}.dump();
                bot.send(request + "\n");
            }
            CHECK(bot.finish() == 0);
            CHECK(bot.err().empty());
        }
    }
}

TEST_CASE("Connect4 games through keep-running JSON sessions and Saiblo sessions") {
    const auto games = load_connect4_games(CONNECT4_GAMES);
    for (std::size_t g = 0; g < games.size(); ++g) {
        for (int side = 0; side < 2; ++side) {
            for (bool saiblo : {false, true}) {
                CAPTURE(g);
                CAPTURE(side);
                CAPTURE(saiblo);
                std::vector<std::string> argv = {CONNECT4_BIN};
                argv.insert(argv.end(), FAST.begin(), FAST.end());
                if (saiblo) argv.push_back("--saiblo");
                Child bot(argv);
                const Connect4Game& game = games[g];
                connect4::Board board = connect4_after(game, std::size_t(side));
                if (saiblo)
                    bot.send(std::to_string(game.rows) + " " + std::to_string(game.cols) + " " +
                             std::to_string(game.forbidden[0].x) + " " +
                             std::to_string(game.forbidden[0].y) + "\n");
                connect4::Cell last = side == 1 ? game.moves[0] : connect4::Cell{-1, -1};
                for (std::size_t k = std::size_t(side);;) {
                    if (saiblo) {
                        std::vector<int> top(game.cols), cells(game.rows * game.cols);
                        board.to_course(top.data(), cells.data());
                        std::string turn = std::to_string(last.x) + " " + std::to_string(last.y);
                        for (int v : top) turn += " " + std::to_string(v);
                        for (int v : cells) turn += " " + std::to_string(v);
                        bot.send(turn + "\n");
                    } else if (k == std::size_t(side)) {
                        bot.send(connect4_history(game, k).dump() + "\n");
                    } else {
                        bot.send(Json{{"x", last.x}, {"y", last.y}}.dump() + "\n");
                    }
                    connect4::Cell ours{-1, -1};
                    if (saiblo) {
                        std::string head, body;
                        REQUIRE(bot.read_bytes(head, 4));
                        REQUIRE(bot.read_bytes(body, std::size_t(uint8_t(head[3]))));
                        const auto p = parse_xy_line(body);
                        ours = {p.first, p.second};
                    } else {
                        std::string line, marker;
                        REQUIRE(bot.read_line(line));
                        REQUIRE(bot.read_line(marker));
                        CHECK(marker == bot::KEEP_RUNNING_MARKER);
                        const Json r = Json::parse(line)["response"];
                        ours = {r["x"].get<int>(), r["y"].get<int>()};
                    }
                    REQUIRE(board.is_legal(ours));
                    board.play(ours.y);
                    if (board.is_terminal()) break;
                    k += 2;
                    int col = __builtin_ctz(board.legal_columns());
                    if (k - 1 < game.moves.size() && board.can_play(game.moves[k - 1].y) &&
                        board.landing_cell(game.moves[k - 1].y) == game.moves[k - 1])
                        col = game.moves[k - 1].y;
                    last = board.landing_cell(col);
                    board.play(col);
                    if (board.is_terminal()) break;
                }
                CHECK(bot.finish() == 0);
                CHECK(bot.err().empty());
            }
        }
    }
}
