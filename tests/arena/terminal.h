// A program run on a pseudo-terminal (forkpty), as a person runs it from a shell: its stdin,
// stdout and stderr are the terminal. The terminal does not echo what is typed, so the output is
// the program's alone; its "\r\n" line ends are read as "\n".
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace test {

class Terminal {
  public:
    // Starts argv[0] (a path) with the arguments; started() says whether that worked.
    explicit Terminal(const std::vector<std::string>& argv);
    Terminal(const Terminal&) = delete;
    Terminal& operator=(const Terminal&) = delete;
    // Kills the program if it still runs, and reaps it.
    ~Terminal();

    bool started() const { return pid_ > 0; }
    // Types `text` (a line ends with "\n", as Enter sends it).
    void type(const std::string& text);
    // Ctrl-D at the start of a line: the program reads end of input.
    void end_input();
    // Waits up to `seconds` for `text` in the output after what earlier calls consumed; returns
    // the output up to and including it, now consumed, or "" when the time ran out or the output
    // ended first.
    std::string expect(const std::string& text, double seconds = 60);
    // Waits up to `seconds` for the program to exit: its exit status, or -1 when it was killed
    // by a signal or did not exit in time (it is then killed).
    int wait(double seconds = 60);
    // All the output so far.
    const std::string& output() const { return output_; }

  private:
    // Reads what the program has written within `seconds`; false at the end of its output.
    bool read_some(double seconds);

    pid_t pid_ = -1;
    int fd_ = -1;  // the terminal's master side
    std::string output_;
    size_t consumed_ = 0;
};

}  // namespace test
