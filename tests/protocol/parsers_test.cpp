// The input parsers and helpers of bot/ called directly: shapes, limits and error messages.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "bot/botzone/botzone_input.h"
#include "bot/botzone/line_reader.h"
#include "bot/botzone/options.h"
#include "bot/connect4_session.h"
#include "bot/course/course_player.h"
#include "bot/course/saiblo.h"
#include "bot/nogo_session.h"

namespace {

const std::string BOM = "\xEF\xBB\xBF";  // a UTF-8 byte order mark

core::Expected<bot::Envelope> parse(const std::string& text, bool in_game = false) {
    std::istringstream in(text);
    bot::LineReader reader(in);
    std::string first;
    reader.next(first);
    return bot::parse_input(first, in_game, reader);
}

// A stream buffer that yields `text`, then fails as libstdc++'s filebuf does on a read error
// (standard input a directory, an I/O error): underflow() throws.
class FailingBuf : public std::stringbuf {
  public:
    explicit FailingBuf(const std::string& text) : std::stringbuf(text) {}

  protected:
    int_type underflow() override {
        const int_type c = std::stringbuf::underflow();
        if (traits_type::eq_int_type(c, traits_type::eof()))
            throw std::ios_base::failure("read error");
        return c;
    }
};

}  // namespace

TEST_CASE("a stream that cannot be read is an error, not an exception") {
    FailingBuf lines("first\nsecond");
    std::istream in(&lines);
    bot::LineReader reader(in);
    std::string line;
    CHECK(reader.next(line) == bot::LineReader::Status::LINE);
    CHECK(line == "first");
    CHECK(reader.next(line) == bot::LineReader::Status::FAILED);
    CHECK(line.empty());

    FailingBuf simplified("2\n-1 -1\n");  // three messages announced, one readable
    std::istream text(&simplified);
    bot::LineReader more(text);
    std::string first;
    REQUIRE(more.next(first) == bot::LineReader::Status::LINE);
    CHECK(bot::parse_input(first, false, more).error() == "cannot read message 2 of 3");

    FailingBuf tokens("9 9 8 ");
    std::istream saiblo(&tokens);
    bot::TokenReader reader_tokens(saiblo);
    CHECK(bot::read_saiblo_header(reader_tokens).error() == "cannot read the input at header noY");
}

TEST_CASE("the line reader caps line length and never waits past the end") {
    std::istringstream in(std::string(100, 'x') + "\nshort\r\nlast");
    bot::LineReader reader(in, 64);
    std::string line;
    CHECK(reader.next(line) == bot::LineReader::Status::TOO_LONG);
    CHECK(line.empty());
    CHECK(reader.next(line) == bot::LineReader::Status::LINE);
    CHECK(line == "short");
    CHECK(reader.next(line) == bot::LineReader::Status::LINE);
    CHECK(line == "last");
    CHECK(reader.next(line) == bot::LineReader::Status::END);

    // A UTF-8 byte order mark is dropped at the start of the stream only.
    std::istringstream bom(BOM + "{}\n" + BOM + "1");
    bot::LineReader marked(bom);
    CHECK(marked.next(line) == bot::LineReader::Status::LINE);
    CHECK(line == "{}");
    CHECK(marked.next(line) == bot::LineReader::Status::LINE);
    CHECK(line == BOM + "1");
}

TEST_CASE("the three Botzone shapes are told apart") {
    auto full = parse(R"({"requests":[{"x":-1,"y":-1}],"responses":[],"time_limit":1.5})");
    REQUIRE(full);
    CHECK_FALSE(full->bare);
    CHECK(full->format == bot::Format::JSON);
    CHECK(full->time_limit == doctest::Approx(1.5));
    CHECK(full->keep_running);

    auto bare = parse(R"({"x":3,"y":4})", true);
    REQUIRE(bare);
    CHECK(bare->bare);
    CHECK(bare->requests.size() == 1);

    auto text = parse("2\n-1 -1\n4 4\n3 3\n\n\n");
    REQUIRE(text);
    CHECK(text->format == bot::Format::TEXT);
    CHECK(text->requests.size() == 2);
    CHECK(text->responses.size() == 1);
    CHECK(text->responses[0]["x"] == 4);

    auto bare_text = parse("3 4", true);
    REQUIRE(bare_text);
    CHECK(bare_text->bare);
    CHECK(bare_text->format == bot::Format::TEXT);

    auto off = parse(R"({"requests":[{"x":1,"y":1}],"responses":[],"keep_running":false})");
    REQUIRE(off);
    CHECK_FALSE(off->keep_running);
    CHECK_FALSE(off->analysis);  // absent: off
    auto analysis = parse(R"({"requests":[{"x":1,"y":1}],"responses":[],"analysis":true})");
    REQUIRE(analysis);
    CHECK(analysis->analysis);

    // Saved by an editor that writes a byte order mark: the same shapes.
    auto marked_json = parse(BOM + R"({"requests":[{"x":-1,"y":-1}],"responses":[]})");
    REQUIRE(marked_json);
    CHECK(marked_json->format == bot::Format::JSON);
    auto marked_text = parse(BOM + "1\n-1 -1\n");
    REQUIRE(marked_text);
    CHECK(marked_text->format == bot::Format::TEXT);
    CHECK(marked_text->requests.size() == 1);
}

TEST_CASE("malformed envelopes name what is wrong") {
    CHECK(parse("{").error().find("malformed JSON") == 0);
    CHECK(parse("").error() == "empty input");
    CHECK(parse(R"({"requests":[]})").error() == "\"requests\" is empty");
    CHECK(parse(R"({"requests":[1],"responses":[2]})").error() ==
          "1 requests need 0 responses, got 1");
    CHECK(parse("3 4").error().find("turn number") != std::string::npos);
    CHECK(parse("0").error().find("out of range") != std::string::npos);
    CHECK(parse("2\n-1 -1\n").error() == "simplified input ends after 1 of 3 messages");
    CHECK(parse(R"({"requests":[1],"analysis":1})").error() == "\"analysis\" is not true or false");
    CHECK(parse(std::string(40, '[')).error().find("JSON nested deeper") == 0);
    CHECK(parse("{\"x\":\"\x01\xff\"").error().find("malformed JSON") == 0);
    // Bytes that are not printable ASCII are quoted as '?', so the error line stays one line
    // of text.
    CHECK(parse("\x01\xff\n").error() == "input line: '\?\?' is not an integer in -1000..1000");
}

TEST_CASE("NoGo session: colour, replay and one-line errors naming the turn") {
    bot::NogoSession s(nogo::EngineOptions{});
    auto white = parse(R"({"requests":[{"x":4,"y":4},{"x":0,"y":0}],"responses":[{"x":8,"y":8}]})");
    REQUIRE(white);
    auto turn = s.apply(*white);
    REQUIRE(turn);
    CHECK(*turn == 2);
    CHECK(s.colour() == nogo::WHITE);
    CHECK(s.board().stone_count() == 3);

    const nogo::Board before = s.board();
    auto bad = parse(R"({"x":4,"y":4})", true);
    CHECK(s.apply(*bad).error() == "turn 3 request (4,4) is occupied");
    CHECK(s.board().hash() == before.hash());
    auto words = parse(R"({"x":true,"y":4})", true);
    CHECK(s.apply(*words).error() == "turn 3 request x is true, not an integer");
    auto huge = parse(R"({"x":99999999999999999999,"y":4})", true);
    CHECK(s.apply(*huge).error().find("not an integer") != std::string::npos);
}

TEST_CASE("Connect4 session: the first request carries the board") {
    bot::Connect4Session s(connect4::EngineOptions{});
    auto first =
        parse(R"({"requests":[{"M":9,"N":10,"forbidden":[[8,3]],"x":8,"y":4}],"responses":[]})");
    REQUIRE(first);
    REQUIRE(s.apply(*first));
    CHECK(s.board().rows() == 9);
    CHECK(s.board().cols() == 10);
    CHECK(s.board().move_count() == 1);
    auto on_forbidden = parse(R"({"x":8,"y":3})", true);
    CHECK(s.apply(*on_forbidden).error() == "turn 2 request (8,3) is a forbidden cell");
    CHECK(bot::connect4_board_of(bot::Json{{"M", 9}, {"N", 9}, {"forbidden", {{0, 9}}}}).error() ==
          "forbidden cell (0,9) is off the 9x9 board");
}

TEST_CASE("options and time budgets") {
    const char* argv[] = {"nogo", "--seed", "5",   "--iterations",
                          "100",  "--time", "0.5", "--no-keep-running"};
    auto o = bot::parse_options(8, argv, false);
    REQUIRE(o);
    CHECK(o->seed == 5);
    CHECK(o->iterations == 100);
    CHECK_FALSE(o->keep_running);
    CHECK(bot::turn_budget(*o, bot::NOGO_BOTZONE_TIME, true, 0) == doctest::Approx(0.5));
    const bot::BotOptions defaults;
    CHECK(bot::turn_budget(defaults, bot::NOGO_BOTZONE_TIME, true, 0) == doctest::Approx(1.8));
    CHECK(bot::turn_budget(defaults, bot::NOGO_BOTZONE_TIME, false, 0) == doctest::Approx(0.9));
    CHECK(bot::turn_budget(defaults, bot::NOGO_BOTZONE_TIME, false, 2) == doctest::Approx(1.8));
    CHECK(bot::turn_budget(defaults, bot::CONNECT4_TIME, true, 0) == doctest::Approx(2.5));
    // Without --engine each game plays its own default kind (the strongest measured).
    CHECK(nogo::Engine(bot::engine_options(defaults)).kind() == core::EngineKind::UCT);
    CHECK(connect4::Engine(bot::engine_options(defaults)).kind() == core::EngineKind::HYBRID);
    const char* alpha[] = {"nogo", "--engine", "alphabeta"};
    CHECK(nogo::Engine(bot::engine_options(*bot::parse_options(3, alpha, false))).kind() ==
          core::EngineKind::ALPHABETA);
    const char* bad[] = {"nogo", "--engine", "magic"};
    CHECK(bot::parse_options(3, bad, false).error() == "bad argument '--engine magic'");
    // --net-visits reaches the engine's options; without it the game's default (nullopt).
    CHECK_FALSE(bot::engine_options(defaults).net_visits);
    const char* net[] = {"nogo", "--net-visits", "256"};
    CHECK(bot::engine_options(*bot::parse_options(3, net, false)).net_visits == 256u);
    const char* bad_net[] = {"nogo", "--net-visits", "-3"};
    CHECK(bot::parse_options(3, bad_net, false).error() == "bad argument '--net-visits -3'");
    // --help wins over anything else on the line, a bad argument included.
    const char* help[] = {"nogo", "--engine", "magic", "-h"};
    const auto asked = bot::parse_options(4, help, false);
    REQUIRE(asked);
    CHECK(asked->help);
    CHECK_FALSE(o->help);
}

TEST_CASE("Saiblo framing and token reading") {
    CHECK(bot::saiblo_frame("5 7") == std::string("\0\0\0\x03"
                                                  "5 7",
                                                  7));
    std::istringstream in("9 9 8 4\n-1 -1\n1 2 x");
    bot::TokenReader reader(in);
    auto h = bot::read_saiblo_header(reader);
    REQUIRE(h);
    CHECK(h->no_y == 4);
    auto t = bot::read_saiblo_turn(reader, *h);
    CHECK(t.error() == "top[2]: 'x' is not an integer");
}

TEST_CASE("the course player notices new games and keeps following the current one") {
    connect4::EngineOptions e;
    e.max_iterations = 8;
    e.memory_mb = 16;
    bot::CoursePlayer player(e);
    auto ask = [&](connect4::Board& board, connect4::Cell no) {
        std::vector<int> top(board.cols()), cells(board.rows() * board.cols());
        board.to_course(top.data(), cells.data());
        const bot::CourseTurn turn{board.rows(), board.cols(), top.data(), cells.data(),
                                   -1,           -1,           no.x,       no.y};
        const bot::CourseMove move = player.choose(turn, core::Deadline::after(1));
        REQUIRE(move.error.empty());
        REQUIRE(board.is_legal(move.cell));
        board.play(move.cell.y);
    };
    const connect4::Cell no{3, 3};
    connect4::Board board = *connect4::Board::create(9, 9, {no});
    ask(board, no);
    CHECK(player.games() == 1);
    for (int turn = 0; turn < 3; ++turn) {
        board.play(__builtin_ctz(board.legal_columns()));  // the opponent
        ask(board, no);
    }
    CHECK(player.games() == 1);
    // The same board again, now moving second: a new game.
    connect4::Board again = *connect4::Board::create(9, 9, {no});
    again.play(8);
    ask(again, no);
    CHECK(player.games() == 2);
    // Another size; then the previous position with a stone removed.
    connect4::Board other = *connect4::Board::create(10, 12, {{9, 0}});
    ask(other, {9, 0});
    CHECK(player.games() == 3);
    connect4::Board fewer = *connect4::Board::create(10, 12, {{9, 0}});
    ask(fewer, {9, 0});
    CHECK(player.games() == 4);
}
