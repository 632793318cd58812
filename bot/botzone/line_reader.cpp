#include "bot/botzone/line_reader.h"

#include <exception>

namespace bot {

LineReader::Status LineReader::next(std::string& line) {
    try {
        return read(line);
    } catch (const std::exception&) {  // libstdc++'s filebuf throws on a read error
        line.clear();
        in_.setstate(std::ios::badbit);
        return Status::FAILED;
    }
}

LineReader::Status LineReader::read(std::string& line) {
    line.clear();
    std::streambuf* buf = in_.rdbuf();
    using Traits = std::streambuf::traits_type;
    bool any = false, too_long = false;
    for (;;) {
        const Traits::int_type c = buf->sbumpc();
        if (Traits::eq_int_type(c, Traits::eof())) {
            in_.setstate(std::ios::eofbit);
            break;
        }
        any = true;
        const char ch = Traits::to_char_type(c);
        if (ch == '\n') break;
        if (too_long) continue;
        if (line.size() >= max_bytes_) {
            too_long = true;
            line.clear();
            line.shrink_to_fit();
            continue;
        }
        line.push_back(ch);
    }
    if (!any) return Status::END;
    const bool first = at_start_;
    at_start_ = false;
    if (too_long) return Status::TOO_LONG;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (first && line.compare(0, 3, "\xEF\xBB\xBF") == 0) line.erase(0, 3);
    return Status::LINE;
}

bool is_blank(const std::string& s) {
    return s.find_first_not_of(" \t\r\n") == std::string::npos;
}

}  // namespace bot
