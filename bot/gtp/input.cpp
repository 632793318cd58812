#include "bot/gtp/input.h"

#include <poll.h>

#include <iostream>

namespace bot {

GtpInput::GtpInput(std::istream& in, std::size_t max_bytes)
    : reader_(in, max_bytes), in_(in), fd_(&in == &std::cin) {}

bool GtpInput::ready(int wait_ms) {
    if (in_.rdbuf()->in_avail() != 0) return true;  // -1 at the end, > 0 with data buffered
    if (!fd_) return false;
    pollfd p{0, POLLIN, 0};
    return ::poll(&p, 1, wait_ms) > 0;  // data, end of input or an error: next() tells which
}

}  // namespace bot
