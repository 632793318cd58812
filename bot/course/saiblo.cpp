#include "bot/course/saiblo.h"

#include <exception>

#include "bot/course/course_player.h"
#include "connect4/board.h"

namespace bot {

namespace {
using Traits = std::streambuf::traits_type;
bool is_space(Traits::int_type c) {
    return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}
}  // namespace

Traits::int_type TokenReader::skip_space() {
    std::streambuf* buf = in_.rdbuf();
    Traits::int_type c = buf->sgetc();
    while (!Traits::eq_int_type(c, Traits::eof()) && is_space(c)) c = buf->snextc();
    return c;
}

core::Expected<int> TokenReader::next(const std::string& what, int lo, int hi) {
    std::string token;
    try {
        Traits::int_type c = skip_space();
        if (Traits::eq_int_type(c, Traits::eof())) return core::Error{"input ends before " + what};
        while (!Traits::eq_int_type(c, Traits::eof()) && !is_space(c)) {
            if (token.size() < 12) token.push_back(Traits::to_char_type(c));
            c = in_.rdbuf()->snextc();
        }
    } catch (const std::exception&) {  // libstdc++'s filebuf throws on a read error
        return core::Error{"cannot read the input at " + what};
    }
    std::size_t i = token[0] == '-' ? 1 : 0;
    bool digits = i < token.size() && token.size() <= 11;
    for (std::size_t k = i; digits && k < token.size(); ++k)
        digits = token[k] >= '0' && token[k] <= '9';
    if (!digits) {
        std::string shown;
        for (char ch : token) shown.push_back(ch >= ' ' && ch <= '~' ? ch : '?');
        return core::Error{what + ": '" + shown + "' is not an integer"};
    }
    const long long v = std::stoll(token);
    if (v < lo || v > hi)
        return core::Error{what + " = " + std::to_string(v) + " is out of range " +
                           std::to_string(lo) + ".." + std::to_string(hi)};
    return int(v);
}

bool TokenReader::at_end() {
    try {
        return Traits::eq_int_type(skip_space(), Traits::eof());
    } catch (const std::exception&) {
        return false;  // the next read reports the failure
    }
}

core::Expected<SaibloHeader> read_saiblo_header(TokenReader& in) {
    SaibloHeader h{};
    int* fields[] = {&h.rows, &h.cols, &h.no_x, &h.no_y};
    const char* names[] = {"M", "N", "noX", "noY"};
    for (int i = 0; i < 4; ++i) {
        const int hi = i < 2 ? connect4::MAX_SIZE : (i == 2 ? h.rows : h.cols) - 1;
        core::Expected<int> v =
            in.next(std::string("header ") + names[i], i < 2 ? connect4::MIN_SIZE : 0, hi);
        if (!v) return core::Error{v.error()};
        *fields[i] = *v;
    }
    return h;
}

core::Expected<SaibloTurn> read_saiblo_turn(TokenReader& in, const SaibloHeader& header) {
    SaibloTurn t;
    core::Expected<int> x = in.next("lastX", -1, header.rows - 1);
    if (!x) return core::Error{x.error()};
    core::Expected<int> y = in.next("lastY", -1, header.cols - 1);
    if (!y) return core::Error{y.error()};
    if ((*x == -1) != (*y == -1))
        return core::Error{"last move (" + std::to_string(*x) + "," + std::to_string(*y) +
                           ") is half off the board"};
    t.last_x = *x;
    t.last_y = *y;
    for (int i = 0; i < header.cols; ++i) {
        core::Expected<int> v = in.next("top[" + std::to_string(i) + "]", 0, header.rows);
        if (!v) return core::Error{v.error()};
        t.top.push_back(*v);
    }
    for (int i = 0; i < header.rows * header.cols; ++i) {
        core::Expected<int> v = in.next("board[" + std::to_string(i) + "]", 0, 2);
        if (!v) return core::Error{v.error()};
        t.board.push_back(*v);
    }
    return t;
}

std::string saiblo_frame(const std::string& payload) {
    const uint32_t n = uint32_t(payload.size());
    std::string frame;
    for (int shift = 24; shift >= 0; shift -= 8) frame.push_back(char((n >> shift) & 0xFF));
    return frame + payload;
}

int run_saiblo(const BotOptions& options, std::istream& in, std::ostream& out, std::ostream& err) {
    TokenReader reader(in);
    core::Expected<SaibloHeader> header = read_saiblo_header(reader);
    if (!header) {
        err << "connect4: error: " << header.error() << '\n';
        return 2;
    }
    CoursePlayer player(engine_options(options));
    for (int turn = 1; !reader.at_end(); ++turn) {
        core::Expected<SaibloTurn> t = read_saiblo_turn(reader, *header);
        if (!t) {
            err << "connect4: error: turn " << turn << ": " << t.error() << '\n';
            return 2;
        }
        const auto start = core::SteadyClock::now();
        const double budget = turn_budget(options, CONNECT4_TIME, false, 0);
        const CourseTurn view{header->rows, header->cols, t->top.data(), t->board.data(),
                              t->last_x,    t->last_y,    header->no_x,  header->no_y};
        const CourseMove move = player.choose(view, core::Deadline::after(budget, start));
        if (!move.error.empty())
            err << "connect4: error: turn " << turn << ": " << move.error
                << (move.cell.x < 0 ? "; top[] allows no legal move" : "") << '\n';
        if (move.cell.x < 0) return 2;
        out << saiblo_frame(std::to_string(move.cell.x) + " " + std::to_string(move.cell.y));
        out.flush();
    }
    return 0;
}

}  // namespace bot
