#include "tests/protocol/process.h"

#include <chrono>

namespace protocol_test {

namespace {

core::SteadyClock::time_point after(double seconds) {
    return core::SteadyClock::now() + std::chrono::duration_cast<core::SteadyClock::duration>(
                                          std::chrono::duration<double>(seconds));
}

// The exit code of a finished child, -1 when a signal ended it.
int exit_code(const arena::ExitInfo& e) {
    return e.signalled ? -1 : e.code;
}

std::unique_ptr<arena::Process> start(const std::vector<std::string>& argv) {
    arena::ignore_sigpipe();
    core::Expected<arena::Process> p = arena::Process::spawn(argv, true);
    if (!p) return nullptr;
    return std::make_unique<arena::Process>(std::move(*p));
}

}  // namespace

RunResult run_process(const std::vector<std::string>& argv, const std::string& input,
                      double timeout_s) {
    RunResult r;
    std::unique_ptr<arena::Process> p = start(argv);
    if (!p) return r;
    const bool done = p->communicate(input, r.out, after(timeout_s));
    const arena::ExitInfo e = p->finish(done ? timeout_s : 0);
    r.exit_code = done ? exit_code(e) : -1;
    r.err = p->err();
    return r;
}

Child::Child(const std::vector<std::string>& argv) : process_(start(argv)) {}

bool Child::send(const std::string& data, double timeout_s) {
    return process_ && process_->write(data, after(timeout_s));
}

bool Child::read_line(std::string& line, double timeout_s) {
    return process_ && process_->read_line(line, after(timeout_s)) == arena::ReadStatus::LINE;
}

bool Child::read_bytes(std::string& bytes, std::size_t n, double timeout_s) {
    return process_ && process_->read_bytes(bytes, n, after(timeout_s));
}

int Child::finish(double timeout_s) {
    return process_ ? exit_code(process_->finish(timeout_s)) : -1;
}

const std::string& Child::err() const {
    return process_ ? process_->err() : no_err_;
}

}  // namespace protocol_test
