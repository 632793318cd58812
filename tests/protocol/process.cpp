#include "tests/protocol/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

namespace protocol_test {

namespace {

double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// Forks argv with three pipes; returns the pid and the parent's ends.
pid_t spawn(const std::vector<std::string>& argv, int* in, int* out, int* err) {
    int p_in[2], p_out[2], p_err[2];
    if (pipe(p_in) != 0 || pipe(p_out) != 0 || pipe(p_err) != 0) return -1;
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(p_in[0], 0);
        dup2(p_out[1], 1);
        dup2(p_err[1], 2);
        for (int fd : {p_in[0], p_in[1], p_out[0], p_out[1], p_err[0], p_err[1]}) close(fd);
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    close(p_in[0]);
    close(p_out[1]);
    close(p_err[1]);
    *in = p_in[1];
    *out = p_out[0];
    *err = p_err[0];
    signal(SIGPIPE, SIG_IGN);
    return pid;
}

int wait_exit(pid_t pid, double timeout_s) {
    const double end = now() + timeout_s;
    int status = 0;
    for (;;) {
        const pid_t r = waitpid(pid, &status, WNOHANG);
        if (r == pid) break;
        if (now() > end) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return -1;
        }
        usleep(1000);
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

RunResult run_process(const std::vector<std::string>& argv, const std::string& input,
                      double timeout_s) {
    RunResult r;
    int in = -1, out = -1, err = -1;
    const pid_t pid = spawn(argv, &in, &out, &err);
    if (pid < 0) return r;
    fcntl(in, F_SETFL, O_NONBLOCK);
    std::size_t written = 0;
    if (input.empty()) {
        close(in);
        in = -1;
    }
    const double end = now() + timeout_s;
    char buf[65536];
    while ((out >= 0 || err >= 0) && now() < end) {
        pollfd fds[3] = {{out, POLLIN, 0}, {err, POLLIN, 0}, {in, POLLOUT, 0}};
        if (poll(fds, 3, 100) < 0) break;
        for (int k = 0; k < 2; ++k) {
            if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            const ssize_t n = read(fds[k].fd, buf, sizeof buf);
            if (n <= 0) {
                close(fds[k].fd);
                (k == 0 ? out : err) = -1;
            } else {
                (k == 0 ? r.out : r.err).append(buf, std::size_t(n));
            }
        }
        if (in >= 0 && (fds[2].revents & (POLLOUT | POLLERR | POLLHUP))) {
            const ssize_t n = write(in, input.data() + written, input.size() - written);
            if (n > 0) written += std::size_t(n);
            if (n < 0 || written == input.size()) {
                close(in);
                in = -1;
            }
        }
    }
    for (int fd : {in, out, err})
        if (fd >= 0) close(fd);
    r.exit_code = wait_exit(pid, std::max(0.0, end - now()) + 1);
    return r;
}

Child::Child(const std::vector<std::string>& argv) {
    pid_ = spawn(argv, &in_, &out_, &errfd_);
}

Child::~Child() {
    if (pid_ > 0) finish(5);
}

bool Child::send(const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = write(in_, data.data() + done, data.size() - done);
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

bool Child::fill(double timeout_s) {
    pollfd fds[2] = {{out_, POLLIN, 0}, {errfd_, POLLIN, 0}};
    const double end = now() + timeout_s;
    char buf[4096];
    while (now() < end) {
        if (poll(fds, 2, 50) < 0) return false;
        if (fds[1].fd >= 0 && (fds[1].revents & (POLLIN | POLLHUP))) {
            const ssize_t n = read(errfd_, buf, sizeof buf);
            if (n > 0)
                err_.append(buf, std::size_t(n));
            else
                fds[1].fd = -1;
        }
        if (fds[0].revents & (POLLIN | POLLHUP)) {
            const ssize_t n = read(out_, buf, sizeof buf);
            if (n <= 0) return false;
            buffer_.append(buf, std::size_t(n));
            return true;
        }
    }
    return false;
}

bool Child::read_line(std::string& line, double timeout_s) {
    for (;;) {
        const std::size_t nl = buffer_.find('\n');
        if (nl != std::string::npos) {
            line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            return true;
        }
        if (!fill(timeout_s)) return false;
    }
}

bool Child::read_bytes(std::string& bytes, std::size_t n, double timeout_s) {
    while (buffer_.size() < n)
        if (!fill(timeout_s)) return false;
    bytes = buffer_.substr(0, n);
    buffer_.erase(0, n);
    return true;
}

int Child::finish(double timeout_s) {
    if (pid_ <= 0) return -1;
    if (in_ >= 0) close(in_);
    in_ = -1;
    const int code = wait_exit(pid_, timeout_s);
    char buf[4096];
    ssize_t n;
    while ((n = read(errfd_, buf, sizeof buf)) > 0) err_.append(buf, std::size_t(n));
    close(out_);
    close(errfd_);
    pid_ = -1;
    return code;
}

}  // namespace protocol_test
