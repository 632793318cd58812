// Running the bot binaries from tests: one-shot with a whole input, or interactively over pipes
// (keep-running and Saiblo sessions). Every read has a timeout, so a hung bot fails the test
// instead of hanging it.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace protocol_test {

struct RunResult {
    int exit_code = -1;  // -1 when killed (timeout or signal)
    std::string out;
    std::string err;
};

// Runs argv[0] with `input` on stdin; kills it after `timeout_s` seconds.
RunResult run_process(const std::vector<std::string>& argv, const std::string& input,
                      double timeout_s = 30);

class Child {
  public:
    explicit Child(const std::vector<std::string>& argv);
    ~Child();
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    // Writes all of `data` to the child's stdin.
    bool send(const std::string& data);
    // Reads stdout up to "\n" (excluded); false on end of output or timeout.
    bool read_line(std::string& line, double timeout_s = 30);
    // Reads exactly n bytes of stdout; false on end of output or timeout.
    bool read_bytes(std::string& bytes, std::size_t n, double timeout_s = 30);
    // Closes stdin and waits for the exit code (-1 if killed after the timeout).
    int finish(double timeout_s = 30);
    // Everything the child wrote on stderr so far (read after finish()).
    const std::string& err() const { return err_; }

  private:
    bool fill(double timeout_s);
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1, errfd_ = -1;
    std::string buffer_, err_;
};

}  // namespace protocol_test
