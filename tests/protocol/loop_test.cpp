// The Botzone turn loop's clock: where each turn's deadline starts (bot/botzone/botzone_loop.h),
// and the launch time it starts the first turn from (bot/botzone/launch_time.h).
#include <doctest/doctest.h>

#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "bot/botzone/botzone_loop.h"
#include "bot/botzone/launch_time.h"

namespace {

// Taken while this test program's statics are initialised: after its launch, before any test.
const core::SteadyClock::time_point STATICS_READY = core::SteadyClock::now();

// A session that accepts any input as turn 1 and keeps the start of each deadline it was asked
// to answer by.
struct ClockSession {
    bool in_game() const { return false; }
    core::Expected<int> apply(const bot::Envelope&) { return 1; }
    bot::Answer answer(const core::Deadline& deadline) {
        starts.push_back(deadline.start());
        bot::Answer a;
        a.response = {{"x", 0}, {"y", 0}};
        a.text = "0 0";
        return a;
    }
    std::vector<core::SteadyClock::time_point> starts;
};

const std::string FIRST_REQUEST = R"({"requests":[{"x":-1,"y":-1}],"responses":[]})";

// The starts of the deadlines of `turns` requests (keep-running when more than one), read now by
// a program launched `ago` seconds earlier (with the default `launched` when ago is negative),
// and the launch time given.
std::pair<std::vector<core::SteadyClock::time_point>, core::SteadyClock::time_point> turn_starts(
    double ago, int turns) {
    bot::BotOptions options;
    options.keep_running = turns > 1;
    ClockSession session;
    std::string input;
    for (int i = 0; i < turns; ++i) input += FIRST_REQUEST + "\n";
    std::istringstream in(input);
    std::ostringstream out, err;
    const auto now = core::SteadyClock::now();
    const auto launched = ago < 0 ? core::SteadyClock::time_point{}
                                  : now - std::chrono::duration_cast<core::SteadyClock::duration>(
                                              std::chrono::duration<double>(ago));
    const int code =
        bot::run_botzone(session, options, bot::NOGO_BOTZONE_TIME, "test", in, out, err, launched);
    CAPTURE(err.str());
    REQUIRE(code == 0);
    REQUIRE(session.starts.size() == size_t(turns));
    return {session.starts, launched};
}

}  // namespace

TEST_CASE("the first turn's clock starts at the launch when its line came at once") {
    const auto before = core::SteadyClock::now();
    const auto soon = turn_starts(0.2, 2);  // launched 0.2 s before the first line
    CHECK(soon.first[0] == soon.second);    // the first turn is timed from the launch
    CHECK(soon.first[1] >= before);         // a later turn from its line

    const auto late = turn_starts(2.0, 1);  // the line came 2 s after the launch
    CHECK(late.first[0] >= before);         // timed from the line

    const auto plain = turn_starts(-1, 1);  // no launch time given
    CHECK(plain.first[0] >= before);
}

TEST_CASE("the launch time is read from the kernel, before the program's own code ran") {
    const auto launched = bot::launch_time();
#ifdef __linux__
    // A fallback to now would come after the statics; a misread would lie further back.
    CHECK(launched <= STATICS_READY);
    CHECK(core::seconds_since(launched) <= bot::MAX_LAUNCH_AGE);
#endif
    CHECK(launched <= core::SteadyClock::now());
}

TEST_CASE("the start time is the 22nd field of a stat line, counted after the command's name") {
    uint64_t ticks = 0;
    const std::string tail = " S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 ";
    CHECK(bot::parse_start_ticks("42 (nogo)" + tail + "123456 789 10", &ticks));
    CHECK(ticks == 123456);
    // A name with spaces and parentheses does not shift the fields.
    CHECK(bot::parse_start_ticks("42 (a) b (c))" + tail + "77 1", &ticks));
    CHECK(ticks == 77);

    ticks = 5;
    CHECK_FALSE(bot::parse_start_ticks("", &ticks));
    CHECK_FALSE(bot::parse_start_ticks("42 nogo S 1 2 3", &ticks));          // no name
    CHECK_FALSE(bot::parse_start_ticks("42 (nogo) S 1 2 3", &ticks));        // too few fields
    CHECK_FALSE(bot::parse_start_ticks("42 (nogo)" + tail + "-1", &ticks));  // not a count
    CHECK_FALSE(bot::parse_start_ticks("42 (nogo)" + tail + "12x", &ticks));
    CHECK_FALSE(bot::parse_start_ticks("42 (nogo)" + tail + "99999999999999999999999", &ticks));
    CHECK(ticks == 5);  // untouched on failure
}
