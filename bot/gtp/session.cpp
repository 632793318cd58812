#include "bot/gtp/session.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "bot/botzone/engine_bug.h"
#include "bot/gtp/vertex.h"

namespace bot {

namespace {

// Larger numbers are refused: no time control or board needs them, and they fit every type.
constexpr double MAX_NUMBER = 1e9;

const char* colour_name(nogo::Color c) {
    return c == nogo::BLACK ? "black" : "white";
}

// A finite number written in full ("6.5", "-3"); nullopt otherwise.
std::optional<double> parse_real(const std::string& s) {
    if (s.empty()) return std::nullopt;
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(s.c_str(), &end);
    if (errno != 0 || *end != '\0' || !std::isfinite(v)) return std::nullopt;
    return v;
}

// A number in [0, MAX_NUMBER]; nullopt otherwise.
std::optional<double> parse_number(const std::string& s) {
    const std::optional<double> v = parse_real(s);
    if (!v || *v < 0 || *v > MAX_NUMBER) return std::nullopt;
    return v;
}

// A whole number in [0, MAX_NUMBER]; nullopt otherwise.
std::optional<int> parse_count(const std::string& s) {
    if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    return std::atoi(s.c_str());
}

GtpResponse success(std::string text = "") {
    return GtpResponse{true, std::move(text)};
}

GtpResponse failure(std::string message) {
    return GtpResponse{false, std::move(message)};
}

}  // namespace

const GtpSession::Entry GtpSession::COMMANDS[] = {
    {"protocol_version", &GtpSession::protocol_version},
    {"name", &GtpSession::name},
    {"version", &GtpSession::version},
    {"known_command", &GtpSession::known_command},
    {"list_commands", &GtpSession::list_commands},
    {"quit", &GtpSession::quit},
    {"boardsize", &GtpSession::boardsize},
    {"clear_board", &GtpSession::clear_board},
    {"komi", &GtpSession::komi},
    {"play", &GtpSession::play},
    {"genmove", &GtpSession::genmove},
    {"undo", &GtpSession::undo},
    {"showboard", &GtpSession::showboard},
    {"time_settings", &GtpSession::time_settings},
    {"time_left", &GtpSession::time_left},
};

GtpSession::GtpSession(const BotOptions& options, std::ostream& log)
    : engine_(engine_options(options)),
      time_(turn_budget(options, NOGO_BOTZONE_TIME, false, 0)),
      log_(log) {}

GtpResponse GtpSession::execute(const GtpCommand& command, core::SteadyClock::time_point received) {
    received_ = received;
    for (const Entry& e : COMMANDS)
        if (command.name == e.name) return (this->*e.handler)(command.args);
    return failure("unknown command");
}

GtpResponse GtpSession::protocol_version(const Args&) {
    return success("2");
}

GtpResponse GtpSession::name(const Args&) {
    return success("gamebots-nogo");
}

GtpResponse GtpSession::version(const Args&) {
    return success(std::string("1.0 (engine ") + core::engine_kind_name(engine_.kind()) + ")");
}

GtpResponse GtpSession::known_command(const Args& args) {
    if (args.size() != 1) return failure("syntax error: known_command NAME");
    for (const Entry& e : COMMANDS)
        if (args[0] == e.name) return success("true");
    return success("false");
}

GtpResponse GtpSession::list_commands(const Args&) {
    std::string text;
    for (const Entry& e : COMMANDS) text += std::string(text.empty() ? "" : "\n") + e.name;
    return success(text);
}

GtpResponse GtpSession::quit(const Args&) {
    quit_ = true;
    return success();
}

GtpResponse GtpSession::boardsize(const Args& args) {
    if (args.size() != 1 || !parse_count(args[0])) return failure("syntax error: boardsize SIZE");
    if (*parse_count(args[0]) != nogo::SIZE) return failure("unacceptable size (NoGo is 9x9)");
    return clear_board({});
}

GtpResponse GtpSession::clear_board(const Args&) {
    board_ = nogo::Board();
    moves_.clear();
    engine_.new_game();
    return success();
}

GtpResponse GtpSession::komi(const Args& args) {
    // NoGo has no score to add komi to; a front-end sends it anyway.
    if (args.size() != 1 || !parse_real(args[0])) return failure("syntax error: komi NUMBER");
    return success();
}

GtpResponse GtpSession::play(const Args& args) {
    if (args.size() != 2) return failure("syntax error: play COLOUR VERTEX");
    const std::optional<nogo::Color> colour = parse_colour(args[0]);
    if (!colour) return failure("syntax error: colour '" + args[0] + "'");
    if (is_pass(args[1])) return failure("illegal move: NoGo has no pass");
    const std::optional<nogo::Point> p = parse_vertex(args[1]);
    if (!p) return failure("syntax error: vertex '" + args[1] + "'");
    const nogo::Color c = board_.to_move();
    if (*colour != c)
        return failure(std::string("illegal move: ") + colour_name(c) + " is to move");
    if (board_.at(*p) != nogo::CELL_EMPTY)
        return failure("illegal move: " + args[1] + " is occupied");
    if (!board_.is_legal(*p, c))
        return failure("illegal move: " + args[1] + " captures or is suicide for " +
                       colour_name(c));
    board_.play(*p);
    moves_.push_back(*p);
    return success();
}

GtpResponse GtpSession::genmove(const Args& args) {
    if (args.size() != 1) return failure("syntax error: genmove COLOUR");
    const std::optional<nogo::Color> colour = parse_colour(args[0]);
    if (!colour) return failure("syntax error: colour '" + args[0] + "'");
    const nogo::Color c = board_.to_move();
    if (*colour != c) return failure(std::string(colour_name(c)) + " is to move");
    if (board_.is_terminal()) return success("resign");
    const core::Deadline deadline =
        core::Deadline::after(time_.budget(c, int(moves_.size())), received_);
    const nogo::Decision d = engine_.choose(board_, deadline);
    nogo::Point p = d.move;
    if (p < 0 || p >= nogo::POINTS || !board_.is_legal(p, c)) {
        // The engine's contract is a legal move: say so loudly, and still play one.
        report_engine_bug("the engine chose the illegal move " + std::to_string(p));
        p = board_.legal(c).lowest();
    }
    board_.play(p);
    moves_.push_back(p);
    time_.charge(c, deadline.elapsed());
    char used[32];
    std::snprintf(used, sizeof used, " used=%dms", int(deadline.elapsed() * 1000));
    log_ << "nogo: move " << moves_.size() << ' ' << colour_name(c) << ' ' << vertex_text(p) << ": "
         << d.summary << used << '\n';
    log_.flush();
    return success(vertex_text(p));
}

GtpResponse GtpSession::undo(const Args&) {
    if (moves_.empty()) return failure("cannot undo: no move played");
    moves_.pop_back();
    // Stones are never removed in NoGo, so the board is rebuilt from its history.
    board_ = nogo::Board();
    for (nogo::Point p : moves_) board_.play(p);
    return success();
}

GtpResponse GtpSession::showboard(const Args&) {
    // Letters across and row 9 on top, as front-ends draw a board (vertex.h).
    const std::string letters = "   A B C D E F G H J";
    std::string text = "\n" + letters + "\n";
    for (int row = nogo::SIZE; row >= 1; --row) {
        text += ' ' + std::to_string(row);
        for (int x = 0; x < nogo::SIZE; ++x) {
            const nogo::Cell cell = board_.at(nogo::make_point(x, nogo::SIZE - row));
            text += cell == nogo::CELL_BLACK ? " X" : cell == nogo::CELL_WHITE ? " O" : " .";
        }
        text += ' ' + std::to_string(row) + "\n";
    }
    text += letters + "\n";
    const nogo::Color c = board_.to_move();
    if (board_.is_terminal()) {
        text += std::string(colour_name(c)) +
                " has no legal move: " + colour_name(nogo::opponent(c)) + " has won";
    } else {
        text += std::string(colour_name(c)) + " to move, " + std::to_string(moves_.size()) +
                " moves played";
    }
    return success(text);
}

GtpResponse GtpSession::time_settings(const Args& args) {
    if (args.size() != 3 || !parse_number(args[0]) || !parse_number(args[1]) ||
        !parse_count(args[2]))
        return failure("syntax error: time_settings MAIN BYO_YOMI_TIME BYO_YOMI_STONES");
    time_.settings(*parse_number(args[0]), *parse_number(args[1]), *parse_count(args[2]));
    return success();
}

GtpResponse GtpSession::time_left(const Args& args) {
    if (args.size() != 3 || !parse_colour(args[0]) || !parse_number(args[1]) ||
        !parse_count(args[2]))
        return failure("syntax error: time_left COLOUR SECONDS STONES");
    time_.left(*parse_colour(args[0]), *parse_number(args[1]), *parse_count(args[2]));
    return success();
}

}  // namespace bot
