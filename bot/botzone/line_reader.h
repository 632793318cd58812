// Reading one message line from a stream with a size cap: the first step of every text protocol.
// A bot must never hang after end of input nor allocate without bound on a huge line.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

namespace bot {

// Lines longer than this are rejected (their rest is skipped up to the newline).
constexpr std::size_t MAX_LINE_BYTES = std::size_t(16) << 20;

class LineReader {
  public:
    enum class Status { LINE, END, TOO_LONG, FAILED };

    explicit LineReader(std::istream& in, std::size_t max_bytes = MAX_LINE_BYTES)
        : in_(in), max_bytes_(max_bytes) {}

    // Reads the next line without its "\n" (and without a trailing "\r") into `line`; a UTF-8
    // byte order mark at the start of the stream (files saved by some Windows editors) is dropped.
    // END when the stream has no character left; a last line without "\n" is still a LINE.
    // TOO_LONG when the line exceeds the cap: `line` is then empty and the rest of that line has
    // been consumed, so the next call reads the following line. FAILED when the stream cannot be
    // read (standard input is a directory, an I/O error): `line` is then empty.
    Status next(std::string& line);

  private:
    Status read(std::string& line);  // next() without the read-error guard

    std::istream& in_;
    std::size_t max_bytes_;
    bool at_start_ = true;  // no line read yet
};

// Whether s holds nothing but spaces, tabs and line ends.
bool is_blank(const std::string& s);

}  // namespace bot
