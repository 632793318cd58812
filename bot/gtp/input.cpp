#include "bot/gtp/input.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <iostream>

namespace bot {

GtpInput::GtpInput(std::istream& in, std::size_t max_bytes)
    : reader_(in, max_bytes), in_(in), fd_(&in == &std::cin), max_bytes_(max_bytes) {}

bool GtpInput::has_line() const {
    return buffer_.find('\n') != std::string::npos;
}

bool GtpInput::fill(int wait_ms) {
    if (ended_) return false;
    pollfd p{0, POLLIN, 0};
    const int n = ::poll(&p, 1, wait_ms);
    if (n < 0) return false;  // EINTR: nothing came this time
    if (n == 0) return false;
    char chunk[4096];
    const ssize_t got = ::read(0, chunk, sizeof chunk);
    if (got < 0) {
        if (errno == EINTR || errno == EAGAIN) return false;
        ended_ = failed_ = true;
        return false;
    }
    if (got == 0) {
        ended_ = true;
        return false;
    }
    buffer_.append(chunk, std::size_t(got));
    return true;
}

bool GtpInput::ready(int wait_ms) {
    if (!fd_) return in_.rdbuf()->in_avail() != 0;  // -1 at the end, > 0 with data buffered
    if (has_line() || ended_) return true;
    fill(wait_ms);
    return has_line() || ended_;
}

GtpInput::Status GtpInput::next(std::string& line) {
    if (!fd_) return reader_.next(line);
    line.clear();
    bool too_long = false;
    for (;;) {
        const std::size_t end = buffer_.find('\n');
        if (end != std::string::npos) {
            if (!too_long) line.assign(buffer_, 0, end);
            buffer_.erase(0, end + 1);
            if (too_long || line.size() > max_bytes_) {
                line.clear();
                at_start_ = false;
                return Status::TOO_LONG;
            }
            break;
        }
        if (ended_) {
            if (failed_ && buffer_.empty() && !too_long) return Status::FAILED;
            if (buffer_.empty() && !too_long) return Status::END;
            line = too_long ? std::string() : buffer_;  // a last line without "\n"
            buffer_.clear();
            if (too_long || line.size() > max_bytes_) {
                line.clear();
                at_start_ = false;
                return Status::TOO_LONG;
            }
            break;
        }
        if (buffer_.size() > max_bytes_) {  // skip the rest of this line
            too_long = true;
            buffer_.clear();
        }
        fill(-1);
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (at_start_ && line.compare(0, 3, "\xEF\xBB\xBF") == 0) line.erase(0, 3);
    at_start_ = false;
    return Status::LINE;
}

}  // namespace bot
