#include "bot/arena/parallel.h"

#include <poll.h>
#include <unistd.h>

#include <vector>

#include "bot/arena/process.h"

namespace arena {

namespace {

struct Running {
    int index;  // -1 once reported
    Process process;
};

// Writes all of `text` to `fd` (blocking); false on failure.
bool write_all(int fd, const std::string& text) {
    size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(fd, text.data() + done, text.size() - done);
        if (n <= 0) return false;
        done += size_t(n);
    }
    return true;
}

}  // namespace

core::Expected<int> run_in_children(int tasks, int jobs,
                                    const std::function<std::string(int)>& work,
                                    const std::function<bool(int, const std::string&)>& done) {
    int next = 0, finished = 0;
    bool stop = false;
    const auto no_deadline = core::SteadyClock::time_point::max();
    std::vector<Running> slots;
    for (;;) {
        while (!stop && next < tasks && int(slots.size()) < jobs) {
            const int index = next++;
            core::Expected<Process> child = Process::fork_call([&work, index](int, int out) {
                return write_all(out, work(index) + "\n") ? 0 : 1;
            });
            if (!child)
                return core::Error{"cannot start task " + std::to_string(index + 1) + ": " +
                                   child.error()};
            slots.push_back(Running{index, std::move(*child)});
        }
        if (slots.empty()) return finished;
        // Wait for any child to finish: its line arrives just before it exits.
        std::vector<pollfd> fds;
        for (Running& r : slots) fds.push_back(pollfd{r.process.output_fd(), POLLIN, 0});
        if (poll(fds.data(), fds.size(), -1) < 0) continue;
        for (size_t i = 0; i < slots.size(); ++i) {
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            Running& r = slots[i];
            std::string line;
            const ReadStatus status = r.process.read_line(line, no_deadline);
            const ExitInfo info = r.process.finish(5);
            if (status != ReadStatus::LINE)
                return core::Error{"task " + std::to_string(r.index + 1) +
                                   " ended without a result: " + info.text()};
            ++finished;
            if (!done(r.index, line)) stop = true;
            r.index = -1;
        }
        std::vector<Running> left;
        for (Running& r : slots)
            if (r.index >= 0) left.push_back(std::move(r));
        slots = std::move(left);
    }
}

}  // namespace arena
