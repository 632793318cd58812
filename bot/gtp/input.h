// GTP's command lines as the loop reads them, with a way to ask, without blocking, whether the
// next line has begun to arrive: the analysis commands (lz-analyze, kata-analyze) search until
// it has.
//
// Lines are read by LineReader. A line counts as arriving when the stream has characters
// buffered or has ended; for std::cin, whose buffer is filled from file descriptor 0 (the bots
// turn off stdio synchronisation, so no C stdio buffer sits in between), also when poll(2) says
// the descriptor has input. A GUI writes a command line whole, so next() then returns at once.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

#include "bot/botzone/line_reader.h"

namespace bot {

class GtpInput {
  public:
    using Status = LineReader::Status;

    explicit GtpInput(std::istream& in, std::size_t max_bytes = MAX_LINE_BYTES);

    // The next line, as LineReader::next() gives it. Blocks.
    Status next(std::string& line) { return reader_.next(line); }
    // Whether input is waiting (or the input has ended or failed), waiting up to `wait_ms`
    // milliseconds for it on std::cin's descriptor (0: only looks).
    bool ready(int wait_ms);

  private:
    LineReader reader_;
    std::istream& in_;
    bool fd_;  // `in` is std::cin: descriptor 0 can be polled
};

}  // namespace bot
