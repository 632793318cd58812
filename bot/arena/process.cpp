#include "bot/arena/process.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

namespace arena {

void ignore_sigpipe() {
    signal(SIGPIPE, SIG_IGN);
}

std::string ExitInfo::text() const {
    if (signalled) return "killed by signal " + std::to_string(code) + " (" + strsignal(code) + ")";
    return "exit status " + std::to_string(code);
}

namespace {

struct Pipes {
    int to_child[2] = {-1, -1};    // child reads [0], parent writes [1]
    int from_child[2] = {-1, -1};  // parent reads [0], child writes [1]
    int err_child[2] = {-1, -1};   // the child's stderr, when kept: parent reads [0]
};

void close_pipes(Pipes& p) {
    for (int fd : {p.to_child[0], p.to_child[1], p.from_child[0], p.from_child[1], p.err_child[0],
                   p.err_child[1]})
        if (fd >= 0) close(fd);
}

bool make_pipes(Pipes& p, bool keep_stderr) {
    if (pipe2(p.to_child, O_CLOEXEC) == 0 && pipe2(p.from_child, O_CLOEXEC) == 0 &&
        (!keep_stderr || pipe2(p.err_child, O_CLOEXEC) == 0))
        return true;
    close_pipes(p);
    return false;
}

// In the child: the pipes become stdin/stdout, stderr goes to its pipe or /dev/null, own process
// group.
void child_setup(const Pipes& p) {
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    dup2(p.to_child[0], 0);
    dup2(p.from_child[1], 1);
    if (p.err_child[1] >= 0) {
        dup2(p.err_child[1], 2);
    } else {
        const int null = open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, 2);
    }
    signal(SIGPIPE, SIG_DFL);  // what a program expects; fork_call sets it back
}

// Milliseconds until `deadline` for poll(), rounded up so that poll never returns early and
// spins; capped at 1000 s.
int poll_ms(core::SteadyClock::time_point deadline) {
    const auto left = deadline - core::SteadyClock::now();
    const long long ms =
        std::chrono::duration_cast<std::chrono::microseconds>(left).count() / 1000 + 1;
    return int(ms < 1000000 ? ms : 1000000);
}

// In a forked child that does not exec: closes every descriptor above stderr.
void close_other_fds() {
    std::vector<int> fds;
    if (DIR* dir = opendir("/proc/self/fd")) {
        while (dirent* e = readdir(dir)) {
            const int fd = atoi(e->d_name);
            if (fd > 2 && fd != dirfd(dir)) fds.push_back(fd);
        }
        closedir(dir);
    } else {
        for (int fd = 3; fd < 1024; ++fd) fds.push_back(fd);
    }
    for (int fd : fds) close(fd);
}

}  // namespace

core::Expected<Process> Process::spawn(const std::vector<std::string>& argv, bool keep_stderr) {
    if (argv.empty()) return core::Error{"empty command"};
    Pipes p;
    if (!make_pipes(p, keep_stderr)) return core::Error{std::string("pipe: ") + strerror(errno)};
    int status_pipe[2];  // reports exec failure: closed by a successful exec
    if (pipe2(status_pipe, O_CLOEXEC) != 0) {
        close_pipes(p);
        return core::Error{std::string("pipe: ") + strerror(errno)};
    }
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);

    const pid_t pid = fork();
    if (pid < 0) {
        const std::string why = strerror(errno);
        close_pipes(p);
        close(status_pipe[0]);
        close(status_pipe[1]);
        return core::Error{"fork: " + why};
    }
    if (pid == 0) {
        child_setup(p);
        execv(args[0], args.data());
        const int err = errno;
        ssize_t ignored = ::write(status_pipe[1], &err, sizeof err);
        (void)ignored;
        _exit(127);
    }
    setpgid(pid, pid);  // also from the parent: no race with an early kill
    close(status_pipe[1]);
    close(p.to_child[0]);
    close(p.from_child[1]);
    if (p.err_child[1] >= 0) close(p.err_child[1]);
    Process proc;
    proc.pid_ = pid;
    proc.in_fd_ = p.to_child[1];
    proc.out_fd_ = p.from_child[0];
    proc.err_fd_ = p.err_child[0];
    fcntl(proc.in_fd_, F_SETFL, fcntl(proc.in_fd_, F_GETFL) | O_NONBLOCK);
    int err = 0;
    ssize_t n;
    do n = ::read(status_pipe[0], &err, sizeof err);
    while (n < 0 && errno == EINTR);
    close(status_pipe[0]);
    if (n == ssize_t(sizeof err))
        return core::Error{"cannot run " + argv[0] + ": " + strerror(err)};
    return proc;
}

core::Expected<Process> Process::fork_call(const std::function<int(int, int)>& body) {
    Pipes p;
    if (!make_pipes(p, false)) return core::Error{std::string("pipe: ") + strerror(errno)};
    const pid_t pid = fork();
    if (pid < 0) {
        const std::string why = strerror(errno);
        close_pipes(p);
        return core::Error{"fork: " + why};
    }
    if (pid == 0) {
        child_setup(p);
        close_other_fds();
        // A crash in the child must end it by its signal, not run a handler inherited from the
        // parent (a test framework's or a sanitizer's) that would write to the pipe.
        for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) signal(sig, SIG_DFL);
        // Like the arena, the child writes to players that may be gone: EPIPE, not death.
        signal(SIGPIPE, SIG_IGN);
        _exit(body(0, 1));
    }
    setpgid(pid, pid);
    close(p.to_child[0]);
    close(p.from_child[1]);
    Process proc;
    proc.pid_ = pid;
    proc.in_fd_ = p.to_child[1];
    proc.out_fd_ = p.from_child[0];
    fcntl(proc.in_fd_, F_SETFL, fcntl(proc.in_fd_, F_GETFL) | O_NONBLOCK);
    return proc;
}

Process::Process(Process&& o) noexcept {
    *this = std::move(o);
}

Process& Process::operator=(Process&& o) noexcept {
    if (this != &o) {
        finish(0);
        pid_ = o.pid_;
        in_fd_ = o.in_fd_;
        out_fd_ = o.out_fd_;
        err_fd_ = o.err_fd_;
        buffer_ = std::move(o.buffer_);
        err_ = std::move(o.err_);
        eof_ = o.eof_;
        exit_ = o.exit_;
        o.pid_ = -1;
        o.in_fd_ = o.out_fd_ = o.err_fd_ = -1;
    }
    return *this;
}

Process::~Process() {
    finish(0);
}

bool Process::write(const std::string& text, core::SteadyClock::time_point deadline) {
    if (in_fd_ < 0) return false;
    size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(in_fd_, text.data() + done, text.size() - done);
        if (n > 0) {
            done += size_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n == 0 || errno != EAGAIN) return false;
        if (core::SteadyClock::now() >= deadline) return false;
        pollfd pfd{in_fd_, POLLOUT, 0};
        poll(&pfd, 1, poll_ms(deadline));
    }
    return true;
}

void Process::close_input() {
    if (in_fd_ >= 0) close(in_fd_);
    in_fd_ = -1;
}

bool Process::fill(core::SteadyClock::time_point deadline) {
    for (;;) {
        if (core::SteadyClock::now() >= deadline) return false;
        pollfd fds[2] = {{out_fd_, POLLIN, 0}, {err_fd_, POLLIN, 0}};
        const int ready = poll(fds, 2, poll_ms(deadline));
        if (ready <= 0) continue;  // EINTR or timeout: the loop re-checks the deadline
        if (fds[1].revents) drain_err(false);
        if (!fds[0].revents) continue;
        char chunk[4096];
        const ssize_t n = ::read(out_fd_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            eof_ = true;
        } else {
            buffer_.append(chunk, size_t(n));
        }
        return true;
    }
}

void Process::drain_err(bool to_end) {
    if (err_fd_ < 0) return;
    char chunk[4096];
    for (;;) {
        pollfd pfd{err_fd_, POLLIN, 0};
        if (!to_end && poll(&pfd, 1, 0) <= 0) return;
        const ssize_t n = ::read(err_fd_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            close(err_fd_);
            err_fd_ = -1;
            return;
        }
        err_.append(chunk, size_t(n));
    }
}

ReadStatus Process::read_line(std::string& line, core::SteadyClock::time_point deadline) {
    for (;;) {
        const size_t nl = buffer_.find('\n');
        if (nl != std::string::npos) {
            line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return ReadStatus::LINE;
        }
        if (buffer_.size() > MAX_LINE) return ReadStatus::TOO_LONG;
        if (eof_ || out_fd_ < 0) {
            if (buffer_.empty()) return ReadStatus::CLOSED;
            line.swap(buffer_);
            buffer_.clear();
            return ReadStatus::LINE;
        }
        if (!fill(deadline)) return ReadStatus::TIMEOUT;
    }
}

bool Process::read_bytes(std::string& bytes, size_t n, core::SteadyClock::time_point deadline) {
    while (buffer_.size() < n) {
        if (eof_ || out_fd_ < 0 || !fill(deadline)) return false;
    }
    bytes = buffer_.substr(0, n);
    buffer_.erase(0, n);
    return true;
}

bool Process::communicate(const std::string& input, std::string& out,
                          core::SteadyClock::time_point deadline) {
    size_t written = 0;
    if (input.empty()) close_input();
    while (!eof_ && out_fd_ >= 0) {
        if (in_fd_ >= 0) {
            const ssize_t n = ::write(in_fd_, input.data() + written, input.size() - written);
            if (n > 0) written += size_t(n);
            if ((n < 0 && errno != EAGAIN && errno != EINTR) || written == input.size())
                close_input();
        }
        if (in_fd_ >= 0) {
            // Wait for room in the input pipe or for output, whichever comes first.
            pollfd fds[3] = {{in_fd_, POLLOUT, 0}, {out_fd_, POLLIN, 0}, {err_fd_, POLLIN, 0}};
            if (core::SteadyClock::now() >= deadline) return false;
            if (poll(fds, 3, poll_ms(deadline)) <= 0) continue;
            if (fds[2].revents) drain_err(false);
            if (fds[1].revents && !fill(deadline)) return false;
        } else if (!fill(deadline)) {
            return false;
        }
    }
    out.swap(buffer_);
    buffer_.clear();
    return true;
}

void Process::close_fds() {
    close_input();
    if (out_fd_ >= 0) close(out_fd_);
    out_fd_ = -1;
    drain_err(true);
}

ExitInfo Process::finish(double grace) {
    if (pid_ <= 0) {
        close_fds();
        return exit_;
    }
    close_input();
    int status = 0;
    pid_t done = 0;
    const auto until = core::SteadyClock::now() + std::chrono::microseconds(int64_t(grace * 1e6));
    for (;;) {
        done = waitpid(pid_, &status, WNOHANG);
        if (done != 0 || core::SteadyClock::now() >= until) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    if (done == 0) {
        kill(-pid_, SIGKILL);
        kill(pid_, SIGKILL);
        while ((done = waitpid(pid_, &status, 0)) < 0 && errno == EINTR) {
        }
    } else {
        kill(-pid_, SIGKILL);  // whatever the player left behind in its group
    }
    if (done == pid_) {
        exit_.signalled = WIFSIGNALED(status);
        exit_.code = exit_.signalled ? WTERMSIG(status) : WEXITSTATUS(status);
    }
    pid_ = -1;
    close_fds();
    return exit_;
}

}  // namespace arena
