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
