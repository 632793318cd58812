#include "tests/arena/terminal.h"

#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <chrono>
#include <thread>

namespace test {

Terminal::Terminal(const std::vector<std::string>& argv) {
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    int fd = -1;
    const pid_t pid = forkpty(&fd, nullptr, nullptr, nullptr);
    if (pid == 0) {
        termios mode;
        if (tcgetattr(0, &mode) == 0) {
            mode.c_lflag &= ~tcflag_t(ECHO);
            tcsetattr(0, TCSANOW, &mode);
        }
        execv(args[0], args.data());
        _exit(127);
    }
    pid_ = pid;
    fd_ = fd;
}

Terminal::~Terminal() {
    if (pid_ > 0) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
    }
    if (fd_ >= 0) close(fd_);
}

void Terminal::type(const std::string& text) {
    for (size_t done = 0; done < text.size();) {
        const ssize_t n = write(fd_, text.data() + done, text.size() - done);
        if (n <= 0) return;
        done += size_t(n);
    }
}

void Terminal::end_input() {
    termios mode;
    const char eof = tcgetattr(fd_, &mode) == 0 ? char(mode.c_cc[VEOF]) : '\x04';
    type(std::string(1, eof));
}

bool Terminal::read_some(double seconds) {
    pollfd p{fd_, POLLIN, 0};
    if (poll(&p, 1, int(seconds * 1000)) <= 0) return true;
    char buffer[4096];
    const ssize_t n = read(fd_, buffer, sizeof buffer);
    if (n <= 0) return false;  // EIO once the program and its children have closed the terminal
    for (ssize_t i = 0; i < n; ++i)
        if (buffer[i] != '\r') output_ += buffer[i];
    return true;
}

std::string Terminal::expect(const std::string& text, double seconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    for (;;) {
        const size_t at = output_.find(text, consumed_);
        if (at != std::string::npos) {
            const std::string out = output_.substr(consumed_, at + text.size() - consumed_);
            consumed_ = at + text.size();
            return out;
        }
        const double left =
            std::chrono::duration<double>(end - std::chrono::steady_clock::now()).count();
        if (left <= 0 || !read_some(left)) return "";
    }
}

int Terminal::wait(double seconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    int status = 0;
    while (pid_ > 0) {
        const pid_t done = waitpid(pid_, &status, WNOHANG);
        if (done == pid_) {
            pid_ = -1;
            return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        }
        if (std::chrono::steady_clock::now() > end) break;
        read_some(0.01);  // keep the terminal drained so that the program is not blocked
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return -1;
}

}  // namespace test
