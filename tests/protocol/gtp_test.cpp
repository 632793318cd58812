// `nogo --gtp`: the session sample through the binary against its expected output, timing by
// the time commands, bad flags and junk input; and the GTP pieces directly (bot/gtp/).
#include <doctest/doctest.h>

#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "bot/gtp/command.h"
#include "bot/gtp/nogo_gtp.h"
#include "bot/gtp/time_plan.h"
#include "bot/gtp/vertex.h"
#include "tests/protocol/process.h"
#include "tests/protocol/referee.h"

using namespace protocol_test;

namespace {

// The golden test's settings: with a fixed seed and iteration limit every genmove is exact.
const std::vector<std::string> GTP = {NOGO_BIN,       "--gtp", "--seed",   "7",
                                      "--iterations", "32",    "--memory", "16"};

}  // namespace

TEST_CASE("the GTP session sample gives exactly the expected responses") {
    const RunResult r = run_process(GTP, read_file(std::string(SAMPLES_DIR) + "/gtp/session.gtp"));
    CAPTURE(r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out == read_file(std::string(DATA_DIR) + "/protocol/gtp_session.txt"));
}

TEST_CASE("vertices: letters are x without I, the number is 9 - y") {
    CHECK(*bot::parse_vertex("A9") == nogo::make_point(0, 0));
    CHECK(*bot::parse_vertex("J1") == nogo::make_point(8, 8));
    CHECK(*bot::parse_vertex("h2") == nogo::make_point(7, 7));
    CHECK(*bot::parse_vertex("E5") == nogo::make_point(4, 4));
    CHECK(*bot::parse_vertex("C8") == nogo::make_point(2, 1));
    for (const char* bad : {"I5", "A0", "A10", "K1", "pass", "", "A", "5A", "A9 "})
        CHECK_FALSE(bot::parse_vertex(bad));
    for (nogo::Point p = 0; p < nogo::POINTS; ++p)
        CHECK(*bot::parse_vertex(bot::vertex_text(p)) == p);
    CHECK(bot::is_pass("PASS"));
    CHECK(*bot::parse_colour("White") == nogo::WHITE);
    CHECK(*bot::parse_colour("b") == nogo::BLACK);
    CHECK_FALSE(bot::parse_colour("red"));
}

TEST_CASE("command lines: ids, comments, tabs and control characters") {
    const std::optional<bot::GtpCommand> c = bot::parse_command(" 12\tplay b\x01 D4  # a move\r");
    REQUIRE(c);
    CHECK(c->id == "12");
    CHECK(c->name == "play");
    CHECK(c->args == std::vector<std::string>{"b", "D4"});
    CHECK_FALSE(bot::parse_command("# only a comment"));
    CHECK_FALSE(bot::parse_command(" \t "));
    CHECK(bot::parse_command("7")->name.empty());
    CHECK(bot::format_response("5", {true, "D4"}) == "=5 D4\n\n");
    CHECK(bot::format_response("", {true, ""}) == "=\n\n");
    CHECK(bot::format_response("", {false, "unknown command"}) == "? unknown command\n\n");
    CHECK(bot::format_response("3", {true, "\nX"}) == "=3\nX\n\n");
}

TEST_CASE("time plan: the clock's share of a move, with the margin") {
    using bot::TimePlan;
    TimePlan plan(0.9);
    CHECK(plan.budget(nogo::BLACK, 0) == doctest::Approx(0.9));  // no time command: the fallback
    plan.settings(60, 0, 0);                                     // 60 s absolute
    CHECK(plan.budget(nogo::BLACK, 0) == doctest::Approx(0.9 * 60 / 40));
    CHECK(plan.budget(nogo::WHITE, 78) == doctest::Approx(0.9 * 60 / 8));  // MIN_MOVES_LEFT
    plan.charge(nogo::BLACK, 20);
    CHECK(plan.budget(nogo::BLACK, 0) == doctest::Approx(0.9 * 40 / 40));
    plan.settings(1, 10, 5);  // 1 s main, then 10 s for every 5 stones
    CHECK(plan.budget(nogo::BLACK, 0) == doctest::Approx(0.9 * 2));
    plan.charge(nogo::BLACK, 1.5);  // 0.5 s into the first period
    CHECK(plan.budget(nogo::BLACK, 10) == doctest::Approx(0.9 * 9.5 / 4));
    plan.left(nogo::BLACK, 3, 1);
    CHECK(plan.budget(nogo::BLACK, 10) == doctest::Approx(0.9 * 3));
    plan.charge(nogo::BLACK, 2);  // the period's last stone: a new period starts
    CHECK(plan.budget(nogo::BLACK, 10) == doctest::Approx(0.9 * 2));
    plan.left(nogo::WHITE, 0, 1);
    CHECK(plan.budget(nogo::WHITE, 10) == doctest::Approx(TimePlan::MIN_BUDGET));
    plan.settings(0, 5, 0);  // byo-yomi time without stones: no limit
    CHECK(plan.budget(nogo::BLACK, 0) == doctest::Approx(0.9));
}

TEST_CASE("genmove thinks for the time the clock allows") {
    Child bot({NOGO_BIN, "--gtp"});
    REQUIRE(bot.send("time_settings 0 0.5 1\ngenmove b\n"));
    std::string line;
    REQUIRE(bot.read_line(line));
    CHECK(line == "=");
    REQUIRE(bot.read_line(line));
    const auto start = std::chrono::steady_clock::now();
    REQUIRE(bot.read_line(line));
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(line.size() == 4);  // "= D4"
    CHECK(seconds > 0.3);     // 0.9 of the 0.5 s byo-yomi stone, less the pipe's delay
    CHECK(seconds < 1.0);
    CHECK(bot.finish() == 0);
}

TEST_CASE("bad flags are refused, and junk input gets errors, never a crash") {
    for (const char* flag : {"--no-keep-running", "--bogus"}) {
        const RunResult r = run_process({NOGO_BIN, "--gtp", flag}, "name\n");
        CAPTURE(flag);
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(r.err.rfind("nogo: error: ", 0) == 0);
    }
    std::string junk = "\xff\xfe play\n= D4\n?\n12345678901234567890 nama\n";
    junk += "play b " + std::string(1000, 'A') + "\n";
    junk += std::string("genmove \x80\x81\n") + "boardsize -1\ntime_left b -3 0\n";
    junk += "play\nkomi x\nknown_command\n";
    const RunResult r = run_process({NOGO_BIN, "--gtp", "--iterations", "16"}, junk);
    CHECK(r.exit_code == 0);
    std::istringstream out(r.out);
    int errors = 0, empty = 0;
    for (std::string line; std::getline(out, line);) {
        if (line.empty()) {
            ++empty;
            continue;
        }
        CHECK(line[0] == '?');
        if (line.find("12345678901234567890") != std::string::npos) CHECK(line.find("?1") == 0);
        ++errors;
    }
    CHECK(errors == 11);
    CHECK(empty == 11);
}

namespace {

// One candidate of an analysis info line.
struct Candidate {
    std::string move;
    long visits = -1;
    double winrate = -1;
    int order = -1;
    std::vector<std::string> pv;
};

// The candidates of an `info ...` line, lz (winrate 0..10000) or kata (0..1) units; fails the
// test on a field it does not know or a value out of range.
std::vector<Candidate> parse_info(const std::string& line, bool kata) {
    std::istringstream in(line);
    std::vector<Candidate> out;
    std::string word;
    bool in_pv = false;
    while (in >> word) {
        if (word == "info") {
            out.emplace_back();
            in_pv = false;
            continue;
        }
        REQUIRE(!out.empty());
        Candidate& c = out.back();
        if (in_pv) {
            c.pv.push_back(word);
            continue;
        }
        if (word == "pv") {
            in_pv = true;
        } else if (word == "move") {
            REQUIRE(static_cast<bool>(in >> c.move));
        } else if (word == "visits") {
            REQUIRE(static_cast<bool>(in >> c.visits));
        } else if (word == "winrate") {
            REQUIRE(static_cast<bool>(in >> c.winrate));
            CHECK(c.winrate >= 0);
            CHECK(c.winrate <= (kata ? 1.0 : 10000.0));
        } else if (word == "order") {
            REQUIRE(static_cast<bool>(in >> c.order));
        } else {
            FAIL("unknown field " << word);  // no prior without a net
        }
    }
    return out;
}

// Checks one info line against the position `board`: every candidate parses, its move and PV
// are legal in order, orders count up from 0, visits are positive and within their sum.
void check_info(const std::string& line, const nogo::Board& board, bool kata) {
    CAPTURE(line);
    REQUIRE(line.rfind("info move ", 0) == 0);
    const std::vector<Candidate> cs = parse_info(line, kata);
    REQUIRE(!cs.empty());
    long total = 0;
    for (const Candidate& c : cs) total += c.visits;
    for (std::size_t i = 0; i < cs.size(); ++i) {
        const Candidate& c = cs[i];
        CHECK(c.order == int(i));
        CHECK(c.visits > 0);
        CHECK(c.visits <= total);
        CHECK(c.winrate >= 0);
        REQUIRE(!c.pv.empty());
        CHECK(c.pv[0] == c.move);
        nogo::Board b = board;
        for (const std::string& v : c.pv) {
            const std::optional<nogo::Point> p = bot::parse_vertex(v);
            REQUIRE(p);
            REQUIRE(b.is_legal(*p, b.to_move()));
            b.play(*p);
        }
    }
}

// Runs `command` (an analysis command) after the moves of `moves`, reads info lines for about
// 0.6 s, sends `name`, and checks the stream ends with an empty line and `name` is answered.
void run_analysis(const std::string& command, bool kata) {
    Child bot({NOGO_BIN, "--gtp", "--memory", "64"});
    const std::vector<std::string> moves = {"b E5", "w C3", "b G7", "w D6"};
    nogo::Board board;
    for (const std::string& m : moves) {
        REQUIRE(bot.send("play " + m + "\n"));
        board.play(*bot::parse_vertex(m.substr(2)));
    }
    std::string line;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        REQUIRE(bot.read_line(line));
        CHECK(line == "=");
        REQUIRE(bot.read_line(line));
        CHECK(line.empty());
    }
    REQUIRE(bot.send(command + "\n"));
    REQUIRE(bot.read_line(line, 2));
    CHECK(line == "=");
    int infos = 0;
    const auto start = std::chrono::steady_clock::now();
    while (infos < 3 && std::chrono::steady_clock::now() - start < std::chrono::seconds(5)) {
        REQUIRE(bot.read_line(line, 2));
        check_info(line, board, kata);
        ++infos;
    }
    CHECK(infos == 3);
    REQUIRE(bot.send("name\n"));
    const auto sent = std::chrono::steady_clock::now();
    // Info lines already on their way may come first; then the empty line that ends the stream.
    for (;;) {
        REQUIRE(bot.read_line(line, 2));
        if (line.empty()) break;
        check_info(line, board, kata);
    }
    const double latency =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
    MESSAGE(command << ": stopped " << latency * 1000 << " ms after the next command");
    CHECK(latency < 2.0);
    REQUIRE(bot.read_line(line, 2));
    CHECK(line == "= gamebots-nogo");
    REQUIRE(bot.read_line(line, 2));
    CHECK(line.empty());
    CHECK(bot.finish() == 0);
}

}  // namespace

TEST_CASE("gtp lz-analyze streams info lines until the next command") {
    run_analysis("lz-analyze b 10", false);
}

TEST_CASE("gtp kata-analyze streams info lines until the next command") {
    run_analysis("kata-analyze b interval 10", true);
}

TEST_CASE("gtp genmove_analyze thinks, streams, then plays a legal move") {
    Child bot({NOGO_BIN, "--gtp", "--time", "0.4", "--memory", "64"});
    REQUIRE(bot.send("play b E5\ngenmove_analyze w 10\nshowboard\n"));
    std::string line;
    REQUIRE(bot.read_line(line));
    CHECK(line == "=");
    REQUIRE(bot.read_line(line));
    REQUIRE(bot.read_line(line));
    CHECK(line == "=");
    nogo::Board board;
    board.play(*bot::parse_vertex("E5"));
    int infos = 0;
    for (;;) {
        REQUIRE(bot.read_line(line, 5));
        if (line.rfind("play ", 0) == 0) break;
        check_info(line, board, false);
        ++infos;
    }
    CHECK(infos >= 1);
    const std::optional<nogo::Point> p = bot::parse_vertex(line.substr(5));
    REQUIRE(p);
    CHECK(board.is_legal(*p, nogo::WHITE));
    REQUIRE(bot.read_line(line));
    CHECK(line.empty());
    REQUIRE(bot.read_line(line));
    CHECK(line == "=");  // showboard's result starts below the '=': the move was played
    CHECK(bot.finish() == 0);
}

TEST_CASE("gtp gogui-analyze_commands and the gfx commands") {
    const RunResult r = run_process({NOGO_BIN, "--gtp", "--memory", "64"},
                                    "known_command lz-analyze\ngogui-analyze_commands\n"
                                    "play b E5\nnogo-visits\nnogo-winrates\n");
    CHECK(r.exit_code == 0);
    std::istringstream out(r.out);
    std::vector<std::string> lines;
    for (std::string line; std::getline(out, line);) lines.push_back(line);
    REQUIRE(lines.size() >= 10);
    CHECK(lines[0] == "= true");
    CHECK(lines[2] == "= gfx/Visits heat map/nogo-visits");
    CHECK(lines[3] == "gfx/Win rates/nogo-winrates");
    CHECK(lines[7].rfind("= INFLUENCE ", 0) == 0);
    CHECK(lines[7].find(" 1.000") != std::string::npos);  // normalised: the most visited is 1
    CHECK(lines[9].rfind("= LABEL ", 0) == 0);
}
