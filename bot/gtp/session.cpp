#include "bot/gtp/session.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "bot/botzone/engine_bug.h"
#include "bot/gtp/vertex.h"

namespace bot {

namespace {

// The analysis commands' search slice between two looks at the input: the stop latency.
constexpr double SLICE_SECONDS = 0.005;
// How long the gfx commands (nogo-visits, nogo-winrates) search before answering.
constexpr double GFX_SECONDS = 1.0;
// The longest principal variation an info line shows.
constexpr int PV_MOVES = 12;

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
    {"lz-analyze", &GtpSession::lz_analyze},
    {"kata-analyze", &GtpSession::kata_analyze},
    {"genmove_analyze", &GtpSession::lz_genmove_analyze},
    {"lz-genmove_analyze", &GtpSession::lz_genmove_analyze},
    {"kata-genmove_analyze", &GtpSession::kata_genmove_analyze},
    {"gogui-analyze_commands", &GtpSession::gogui_analyze_commands},
    {"nogo-visits", &GtpSession::gfx_visits},
    {"nogo-winrates", &GtpSession::gfx_winrates},
};

GtpSession::GtpSession(const BotOptions& options, std::ostream& log)
    : engine_(engine_options(options)),
      time_(turn_budget(options, NOGO_BOTZONE_TIME, false, 0)),
      log_(log) {}

GtpResponse GtpSession::execute(const GtpCommand& command, core::SteadyClock::time_point received) {
    received_ = received;
    id_ = command.id;
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
    return success(vertex_text(think(c, {})));
}

nogo::Point GtpSession::think(nogo::Color c, const std::function<void()>& progress) {
    const core::Deadline deadline =
        core::Deadline::after(time_.budget(c, int(moves_.size())), received_);
    const nogo::Decision d = engine_.choose(board_, deadline, progress);
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
    return p;
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

void GtpSession::set_stream(std::ostream& out, std::function<bool(int)> next_line_ready) {
    stream_ = &out;
    next_line_ready_ = std::move(next_line_ready);
}

GtpSession::AnalyzeArgs GtpSession::parse_analyze(const Args& args, const char* usage) const {
    AnalyzeArgs a;
    std::size_t i = 0;
    if (i < args.size() && parse_colour(args[i])) {
        const nogo::Color c = board_.to_move();
        if (*parse_colour(args[i]) != c) {
            a.error = std::string(colour_name(c)) + " is to move";
            return a;
        }
        ++i;
    }
    if (i < args.size() && args[i] == "interval") ++i;  // KataGo's keyword form
    if (i < args.size()) {
        if (!parse_count(args[i])) {
            a.error = std::string("syntax error: ") + usage;
            return a;
        }
        a.interval = *parse_count(args[i]) / 100.0;
        ++i;
    } else if (i > 0 && args[i - 1] == "interval") {
        a.error = std::string("syntax error: ") + usage;
        return a;
    }
    if (i != args.size()) a.error = std::string("syntax error: ") + usage;
    return a;
}

std::string GtpSession::info_line(const nogo::Board& position, bool kata) const {
    const auto* tree = engine_.tree();
    if (!tree || !tree->root_position() || tree->root_position()->hash() != position.hash())
        return "";
    using Child = nogo::EnginePolicy::Tree::ChildStats;
    std::vector<Child> children;
    for (const Child& c : tree->root_children())
        if (c.visits > 0) children.push_back(c);
    // best_move()'s order: the child proven lost for its side to move (a win for ours) first,
    // then the unproven, then those proven won for it; more visits first; stable on ties.
    auto tier = [](const Child& c) {
        return c.proven == core::Proof::LOSS ? 0 : c.proven == core::Proof::NONE ? 1 : 2;
    };
    std::stable_sort(children.begin(), children.end(), [&](const Child& a, const Child& b) {
        if (tier(a) != tier(b)) return tier(a) < tier(b);
        return a.visits > b.visits;
    });
    std::string line;
    char field[64];
    for (std::size_t order = 0; order < children.size(); ++order) {
        const Child& c = children[order];
        // wins are for the player who moved into the child: the side to move here.
        double winrate = double(c.wins) / double(c.visits);
        if (c.proven == core::Proof::LOSS) winrate = 1.0;
        if (c.proven == core::Proof::WIN) winrate = 0.0;
        line += line.empty() ? "info move " : " info move ";
        line += vertex_text(c.move);
        line += " visits " + std::to_string(c.visits);
        if (kata)
            std::snprintf(field, sizeof field, " winrate %.6f", winrate);
        else
            std::snprintf(field, sizeof field, " winrate %d", int(std::lround(winrate * 10000)));
        line += field;
        if (c.prior > 0) {
            if (kata)
                std::snprintf(field, sizeof field, " prior %.6f", double(c.prior));
            else
                std::snprintf(field, sizeof field, " prior %d",
                              int(std::lround(double(c.prior) * 10000)));
            line += field;
        }
        line += " order " + std::to_string(order) + " pv";
        for (nogo::Point p : tree->principal_variation(c.move, PV_MOVES))
            line += ' ' + vertex_text(p);
    }
    return line;
}

bool GtpSession::write_info(const nogo::Board& at, bool kata) const {
    const std::string line = info_line(at, kata);
    if (line.empty()) return false;
    *stream_ << line << '\n';
    stream_->flush();
    return true;
}

std::optional<GtpResponse> GtpSession::open_stream(const Args& args, const char* usage,
                                                   bool needs_tree, double* interval) {
    const AnalyzeArgs a = parse_analyze(args, usage);
    if (!a.error.empty()) return failure(a.error);
    if (!stream_) return failure("analysis needs the GTP loop's output");
    if (needs_tree && !engine_.tree())
        return failure("the engine kind has no tree to analyse with");
    *stream_ << '=' << id_ << '\n';
    stream_->flush();
    *interval = a.interval;
    return std::nullopt;
}

GtpResponse GtpSession::analyze(const Args& args, bool kata) {
    double interval = 0;
    if (std::optional<GtpResponse> refused =
            open_stream(args,
                        kata ? "kata-analyze [COLOUR] [[interval] CENTISECONDS]"
                             : "lz-analyze [COLOUR] [[interval] CENTISECONDS]",
                        true, &interval))
        return *refused;
    auto next_print = core::time_after(core::SteadyClock::now(), interval);
    for (;;) {
        const bool searching = !board_.is_terminal() &&
                               engine_.ponder(board_, core::Deadline::after(SLICE_SECONDS)) > 0;
        const auto now = core::SteadyClock::now();
        if (now >= next_print) {
            write_info(board_, kata);
            next_print =
                core::time_after(std::max(next_print, now - std::chrono::seconds(1)), interval);
            if (next_print <= now) next_print = core::time_after(now, interval);
        }
        // A proven root or a finished game has nothing to search: wait for input instead.
        if (next_line_ready_(searching ? 0 : int(SLICE_SECONDS * 1000))) break;
    }
    GtpResponse r = success();
    r.streamed = true;
    return r;
}

GtpResponse GtpSession::genmove_analyze(const Args& args, bool kata) {
    double interval = 0;
    if (std::optional<GtpResponse> refused =
            open_stream(args,
                        kata ? "kata-genmove_analyze [COLOUR] [[interval] CENTISECONDS]"
                             : "genmove_analyze [COLOUR] [[interval] CENTISECONDS]",
                        false, &interval))
        return *refused;
    GtpResponse r = success();
    r.streamed = true;
    if (board_.is_terminal()) {
        r.text = "play resign";
        return r;
    }
    // The info lines show the position thought about (`before`); a think shorter than the
    // interval still shows one line, printed once it ends.
    const nogo::Board before = board_;
    bool printed = false;
    auto next_print = core::time_after(received_, interval);
    auto progress = [&]() {
        const auto now = core::SteadyClock::now();
        if (now < next_print) return;
        printed |= write_info(before, kata);
        next_print = core::time_after(now, interval);
    };
    const nogo::Point p = think(board_.to_move(), progress);
    if (!printed) write_info(before, kata);
    r.text = "play " + vertex_text(p);
    return r;
}

GtpResponse GtpSession::lz_analyze(const Args& args) {
    return analyze(args, false);
}

GtpResponse GtpSession::kata_analyze(const Args& args) {
    return analyze(args, true);
}

GtpResponse GtpSession::lz_genmove_analyze(const Args& args) {
    return genmove_analyze(args, false);
}

GtpResponse GtpSession::kata_genmove_analyze(const Args& args) {
    return genmove_analyze(args, true);
}

GtpResponse GtpSession::gogui_analyze_commands(const Args&) {
    return success("gfx/Visits heat map/nogo-visits\ngfx/Win rates/nogo-winrates");
}

void GtpSession::short_search() {
    if (!board_.is_terminal()) engine_.ponder(board_, core::Deadline::after(GFX_SECONDS));
}

GtpResponse GtpSession::gfx_visits(const Args& args) {
    if (!args.empty()) return failure("syntax error: nogo-visits");
    if (!engine_.tree()) return failure("the engine kind has no tree to analyse with");
    short_search();
    uint32_t most = 0;
    const auto children = engine_.tree()->root_children();
    for (const auto& c : children) most = std::max(most, c.visits);
    std::string text = "INFLUENCE";
    char field[48];
    for (const auto& c : children) {
        if (c.visits == 0 || board_.is_terminal()) continue;
        std::snprintf(field, sizeof field, " %s %.3f", vertex_text(c.move).c_str(),
                      double(c.visits) / double(most));
        text += field;
    }
    return success(text);
}

GtpResponse GtpSession::gfx_winrates(const Args& args) {
    if (!args.empty()) return failure("syntax error: nogo-winrates");
    if (!engine_.tree()) return failure("the engine kind has no tree to analyse with");
    short_search();
    std::string text = "LABEL";
    for (const auto& c : engine_.tree()->root_children()) {
        if (c.visits == 0 || board_.is_terminal()) continue;
        double winrate = double(c.wins) / double(c.visits);
        if (c.proven == core::Proof::LOSS) winrate = 1.0;
        if (c.proven == core::Proof::WIN) winrate = 0.0;
        text += ' ' + vertex_text(c.move) + ' ' + std::to_string(int(std::lround(winrate * 100)));
    }
    return success(text);
}

}  // namespace bot
