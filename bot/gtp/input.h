// GTP's command lines as the loop reads them, with a way to ask, without blocking, whether the
// next line has arrived: the analysis commands (lz-analyze, kata-analyze) search until it has.
//
// Standard input is read from its file descriptor into our own buffer, so that poll(2) and the
// buffer together say whether a whole line is waiting (a std::istream may hold buffered data
// that poll on the descriptor cannot see). Any other stream (tests) is read through LineReader,
// and a line counts as waiting whenever the stream has characters buffered or has ended.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

#include "bot/botzone/line_reader.h"

namespace bot {

class GtpInput {
  public:
    using Status = LineReader::Status;

    // Reads file descriptor 0 when `in` is std::cin, else `in` itself.
    explicit GtpInput(std::istream& in, std::size_t max_bytes = MAX_LINE_BYTES);

    // The next line, as LineReader::next() gives it (no "\n", no trailing "\r", a first UTF-8
    // byte order mark dropped, TOO_LONG with the rest of the line skipped). Blocks.
    Status next(std::string& line);
    // Whether next() would return without blocking: a whole line is waiting, or the input has
    // ended or failed. Waits up to `wait_ms` milliseconds for it (0: only looks).
    bool ready(int wait_ms);

  private:
    bool fill(int wait_ms);  // reads what the descriptor has; false when nothing came
    bool has_line() const;

    LineReader reader_;
    std::istream& in_;
    bool fd_ = false;  // reading descriptor 0 (buffer_ below) instead of in_
    std::size_t max_bytes_;
    std::string buffer_;  // bytes read from the descriptor, not yet returned
    bool ended_ = false;  // the descriptor reached end of input or failed
    bool failed_ = false;
    bool at_start_ = true;
};

}  // namespace bot
