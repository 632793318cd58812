// Running the bot binaries from tests, over the arena's child-process library
// (bot/arena/process.h): one-shot with a whole input, or interactively over pipes (keep-running
// and Saiblo sessions). Every read has a timeout, so a hung bot fails the test instead of
// hanging it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "bot/arena/process.h"

namespace protocol_test {

struct RunResult {
    int exit_code = -1;  // -1 when killed (timeout or signal) or not started
    std::string out;
    std::string err;
};

// Runs argv[0] with `input` on stdin; kills it after `timeout_s` seconds.
RunResult run_process(const std::vector<std::string>& argv, const std::string& input,
                      double timeout_s = 30);

// A bot in a session: lines or bytes in and out, stderr kept.
class Child {
  public:
    explicit Child(const std::vector<std::string>& argv);

    // Writes all of `data` to the child's stdin.
    bool send(const std::string& data, double timeout_s = 30);
    // Reads stdout up to "\n" (excluded); false on end of output or timeout.
    bool read_line(std::string& line, double timeout_s = 30);
    // Reads exactly n bytes of stdout; false on end of output or timeout.
    bool read_bytes(std::string& bytes, std::size_t n, double timeout_s = 30);
    // Closes stdin and waits for the exit code (-1 if killed after the timeout).
    int finish(double timeout_s = 30);
    // Everything the child wrote on stderr so far (all of it after finish()).
    const std::string& err() const;

  private:
    std::unique_ptr<arena::Process> process_;  // null when it could not be started
    std::string no_err_;
};

}  // namespace protocol_test
