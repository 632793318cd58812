// The Botzone turn loop's clock: where each turn's deadline starts (bot/botzone_loop.h).
#include <doctest/doctest.h>

#include <chrono>
#include <sstream>
#include <string>

#include "bot/botzone_loop.h"

namespace {

// A session that accepts any input as turn 1 and keeps the deadline it was asked to answer by.
struct ClockSession {
    bool in_game() const { return false; }
    core::Expected<int> apply(const bot::Envelope&) { return 1; }
    bot::Answer answer(const core::Deadline& deadline) {
        start = deadline.start();
        bot::Answer a;
        a.response = {{"x", 0}, {"y", 0}};
        a.text = "0 0";
        return a;
    }
    core::SteadyClock::time_point start{};
};

const std::string FIRST_REQUEST = R"({"requests":[{"x":-1,"y":-1}],"responses":[]})";

// The deadline's start for a one-shot first turn read now by a program launched `ago` earlier
// (a default `launched` when ago is negative), and the time the turn was read.
std::pair<core::SteadyClock::time_point, core::SteadyClock::time_point> first_turn_start(
    double ago) {
    bot::BotOptions options;
    options.keep_running = false;
    ClockSession session;
    std::istringstream in(FIRST_REQUEST + "\n");
    std::ostringstream out, err;
    const auto now = core::SteadyClock::now();
    const auto launched = ago < 0 ? core::SteadyClock::time_point{}
                                  : now - std::chrono::duration_cast<core::SteadyClock::duration>(
                                              std::chrono::duration<double>(ago));
    const int code =
        bot::run_botzone(session, options, bot::NOGO_BOTZONE_TIME, "test", in, out, err, launched);
    CAPTURE(err.str());
    REQUIRE(code == 0);
    return {session.start, launched};
}

}  // namespace

TEST_CASE("the first turn's clock starts at the launch when its line came at once") {
    const auto soon = first_turn_start(0.2);
    CHECK(soon.first == soon.second);  // launched 0.2 s before the line: timed from the launch

    const auto before = core::SteadyClock::now();
    const auto late = first_turn_start(2.0);  // the line came 2 s after the launch
    CHECK(late.first >= before);              // timed from the line

    const auto plain = first_turn_start(-1);  // no launch time given
    CHECK(plain.first >= before);
}
