// Child processes with a pipe to their stdin and one from their stdout: the arena's only way to
// talk to players, and the tests' way to run the bots. Nothing here blocks without a deadline,
// and a Process object never outlives its child: the destructor kills the child's process group
// and reaps it.
//
// Children run in their own process group (so a player's own children are killed with it) with
// stderr sent to /dev/null (or kept in a pipe, for tests), and receive SIGKILL when their parent
// dies (Linux PR_SET_PDEATHSIG), so an interrupted arena leaves no player behind. Every pipe is
// close-on-exec, and a forked function closes every descriptor it does not own, so no child holds
// another child's pipe open. Writes to a dead child fail with EPIPE instead of raising SIGPIPE
// (ignore_sigpipe() must have been called).
#pragma once

#include <sys/types.h>

#include <functional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/expected.h"

namespace arena {

// Sets SIGPIPE to be ignored in this process (and its forks); call once at start-up.
void ignore_sigpipe();

enum class ReadStatus { LINE, TIMEOUT, CLOSED, TOO_LONG };

// How a child ended.
struct ExitInfo {
    bool signalled = false;
    int code = 0;  // the exit status, or the signal number when signalled
    // "exit status 3", "killed by signal 6 (Aborted)".
    std::string text() const;
    bool clean() const { return !signalled && code == 0; }
};

class Process {
  public:
    // Runs argv[0] (a path; PATH is not searched) with the arguments. Fails with one line when
    // the program cannot be executed. With keep_stderr the child's stderr is read into err()
    // whenever its stdout is waited for; otherwise it goes to /dev/null.
    static core::Expected<Process> spawn(const std::vector<std::string>& argv,
                                         bool keep_stderr = false);
    // Forks a child that runs body(read_fd, write_fd) (its ends of the two pipes) and exits with
    // its return value via _exit, skipping the parent's atexit handlers. In the child SIGPIPE is
    // ignored and fatal signals have their default action.
    static core::Expected<Process> fork_call(const std::function<int(int, int)>& body);

    Process(Process&& o) noexcept;
    Process& operator=(Process&& o) noexcept;
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;
    ~Process();

    // Writes all of `text` by `deadline`; false when the child has closed its input (or died)
    // or has not read enough of it in time (the input pipe is non-blocking).
    bool write(const std::string& text, core::SteadyClock::time_point deadline);
    // Closes the child's stdin so that it sees end of file.
    void close_input();
    // Reads one line (without the newline) into `line`, waiting until `deadline` at most.
    // Lines longer than MAX_LINE are TOO_LONG. A final line without newline counts at EOF.
    ReadStatus read_line(std::string& line, core::SteadyClock::time_point deadline);
    // Reads exactly n bytes of output into `bytes` by `deadline`; false at end of output or on
    // timeout.
    bool read_bytes(std::string& bytes, size_t n, core::SteadyClock::time_point deadline);
    // Writes `input` while reading the child's output (so neither side blocks on a full pipe),
    // closes its stdin when all is written and reads until it closes its stdout: everything it
    // wrote is then in `out` (and its stderr in err()). False when `deadline` came first.
    bool communicate(const std::string& input, std::string& out,
                     core::SteadyClock::time_point deadline);
    // What the child wrote on stderr so far, when spawned with keep_stderr; all of it after
    // finish().
    const std::string& err() const { return err_; }
    // Waits up to `grace` seconds for the child to exit by itself, then kills its process group;
    // reaps it and says how it ended. Idempotent.
    ExitInfo finish(double grace);
    bool running() const { return pid_ > 0; }
    // The descriptor read_line reads from, for poll() over several processes.
    int output_fd() const { return out_fd_; }

    static constexpr size_t MAX_LINE = 1 << 20;

  private:
    Process() = default;
    void close_fds();
    // Waits until `deadline` for output (draining stderr meanwhile) and appends what comes to
    // buffer_; sets eof_ at end of output. False on timeout.
    bool fill(core::SteadyClock::time_point deadline);
    // Appends what the kept stderr holds now to err_ (all of it when `to_end`).
    void drain_err(bool to_end);

    pid_t pid_ = -1;
    int in_fd_ = -1;   // writes go to the child's stdin
    int out_fd_ = -1;  // reads come from the child's stdout
    int err_fd_ = -1;  // the child's stderr, when kept
    std::string buffer_;
    std::string err_;
    bool eof_ = false;
    ExitInfo exit_;
};

}  // namespace arena
