// Child processes: exec failures, deadlines, end of file, exit statuses, broken pipes.
#include <doctest/doctest.h>
#include <errno.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>

#include "bot/arena/process.h"

using arena::Process;
using arena::ReadStatus;

namespace {

core::SteadyClock::time_point in_seconds(double s) {
    return core::SteadyClock::now() + std::chrono::duration_cast<core::SteadyClock::duration>(
                                          std::chrono::duration<double>(s));
}

}  // namespace

TEST_CASE("a program that cannot be executed is an error, not a child") {
    core::Expected<Process> p = Process::spawn({"/nonexistent/program"});
    REQUIRE_FALSE(p.ok());
    CHECK(p.error() == "cannot run /nonexistent/program: No such file or directory");
}

TEST_CASE("a whole exchange: a large input, all the output, and the kept stderr") {
    // More than a pipe holds each way, so writing and reading must interleave.
    const std::string input(1 << 20, 'x');
    core::Expected<Process> p =
        Process::spawn({"/bin/sh", "-c", "cat; echo done >&2; exit 3"}, true);
    REQUIRE(p.ok());
    std::string out;
    CHECK(p->communicate(input, out, in_seconds(10)));
    CHECK(out == input);
    CHECK(p->finish(5).code == 3);
    CHECK(p->err() == "done\n");
}

TEST_CASE("bytes, and a stderr that is not kept") {
    core::Expected<Process> p = Process::spawn({"/bin/sh", "-c", "echo noise >&2; cat"});
    REQUIRE(p.ok());
    std::string bytes;
    CHECK(p->write("abcdef", in_seconds(5)));
    CHECK(p->read_bytes(bytes, 4, in_seconds(5)));
    CHECK(bytes == "abcd");
    p->close_input();
    CHECK_FALSE(p->read_bytes(bytes, 4, in_seconds(5)));  // only "ef" is left
    p->finish(5);
    CHECK(p->err().empty());
}

TEST_CASE("lines, deadlines and end of file") {
    core::Expected<Process> p = Process::spawn({"/bin/cat"});
    REQUIRE(p.ok());
    std::string line;
    CHECK(p->write("one\ntw", in_seconds(5)));
    CHECK(p->read_line(line, in_seconds(5)) == ReadStatus::LINE);
    CHECK(line == "one");
    const auto start = core::SteadyClock::now();
    CHECK(p->read_line(line, in_seconds(0.05)) == ReadStatus::TIMEOUT);
    const double waited = std::chrono::duration<double>(core::SteadyClock::now() - start).count();
    CHECK(waited >= 0.05);
    CHECK(waited < 1.0);
    p->close_input();  // cat ends: the unterminated rest is the last line
    CHECK(p->read_line(line, in_seconds(5)) == ReadStatus::LINE);
    CHECK(line == "tw");
    CHECK(p->read_line(line, in_seconds(5)) == ReadStatus::CLOSED);
    CHECK(p->finish(5).clean());
}

TEST_CASE("exit statuses and signals are told apart") {
    core::Expected<Process> f = Process::spawn({"/bin/false"});
    REQUIRE(f.ok());
    CHECK(f->finish(5).text() == "exit status 1");
    core::Expected<Process> k = Process::fork_call([](int, int) {
        raise(SIGSEGV);
        return 0;
    });
    REQUIRE(k.ok());
    const arena::ExitInfo info = k->finish(5);
    CHECK(info.signalled);
    CHECK(info.code == SIGSEGV);
    // A child that never ends is killed after the grace period.
    core::Expected<Process> s = Process::spawn({"/bin/sleep", "100"});
    REQUIRE(s.ok());
    CHECK(s->finish(0.05).text() == "killed by signal 9 (Killed)");
}

TEST_CASE("a forked child survives writing to a closed pipe") {
    core::Expected<Process> p = Process::fork_call([](int, int) {
        int fds[2];
        if (pipe(fds) != 0) return 2;
        close(fds[0]);
        return write(fds[1], "x", 1) < 0 && errno == EPIPE ? 0 : 1;
    });
    REQUIRE(p.ok());
    CHECK(p->finish(5).text() == "exit status 0");
}

TEST_CASE("writing to a child that does not read gives up at the deadline") {
    core::Expected<Process> p = Process::spawn({"/bin/sleep", "100"});
    REQUIRE(p.ok());
    const std::string big(1 << 20, 'x');  // more than a pipe holds
    const auto start = core::SteadyClock::now();
    CHECK_FALSE(p->write(big, in_seconds(0.1)));
    CHECK(std::chrono::duration<double>(core::SteadyClock::now() - start).count() < 1.0);
}
