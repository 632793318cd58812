#include "bot/arena/human/human_move.h"

#include <cctype>
#include <optional>
#include <sstream>
#include <vector>

#include "bot/arena/whole_number.h"
#include "bot/gtp/vertex.h"

namespace arena {

namespace {

// The words of `line`, split at spaces and commas, in lower case.
std::vector<std::string> words(std::string line) {
    for (char& c : line) c = c == ',' ? ' ' : char(std::tolower(static_cast<unsigned char>(c)));
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// A typed number: at most 6 digits, perhaps negative (an off-board move is refused as such).
std::optional<int> number(const std::string& w) {
    return whole_number(w, 6, true);
}

// Both words as the numbers x and y; fails naming the first that is not a number.
core::Expected<Move> two_numbers(const std::vector<std::string>& w) {
    const std::optional<int> x = number(w[0]), y = number(w[1]);
    if (!x) return core::Error{"'" + w[0] + "' is not a number"};
    if (!y) return core::Error{"'" + w[1] + "' is not a number"};
    return Move{*x, *y};
}

core::Error not_a_move(const std::vector<std::string>& w) {
    std::string text;
    for (const std::string& word : w) text += (text.empty() ? "" : " ") + word;
    return core::Error{"'" + text + "' is not a move (type help)"};
}

// Why the side to move of `b` may not play the empty point p, which it may not play: the stone
// would have no liberty (suicide), it would take an enemy group's last liberty (capture), or both.
std::string nogo_rule_reason(const nogo::Board& b, nogo::Point p) {
    const nogo::Cell own = b.to_move() == nogo::BLACK ? nogo::CELL_BLACK : nogo::CELL_WHITE;
    const nogo::Neighbours& n = nogo::neighbours();
    bool breathes = false;
    nogo::Point victim = -1;
    for (int i = 0; i < n.count[p]; ++i) {
        const nogo::Point q = n.list[p][i];
        const nogo::Cell c = b.at(q);
        // p is a liberty of every neighbouring group: a group with one liberty has only p.
        const bool last = c != nogo::CELL_EMPTY && b.liberties(q).count() == 1;
        if (c == nogo::CELL_EMPTY || (c == own && !last)) breathes = true;
        if (c != nogo::CELL_EMPTY && c != own && last && victim < 0) victim = q;
    }
    std::string reason;
    if (!breathes) reason = "suicide: the stone and its group would have no liberty";
    if (victim >= 0)
        reason += std::string(reason.empty() ? "" : "; ") +
                  "a capture: it takes the last liberty of the opponent's group at " +
                  move_text({nogo::x_of(victim), nogo::y_of(victim)});
    return reason.empty() ? "illegal by the rules" : reason;
}

core::Expected<Move> nogo_move(const std::vector<std::string>& w, const nogo::Board& b) {
    Move m;
    if (w.size() == 1) {
        const std::optional<nogo::Point> p = bot::parse_vertex(w[0]);
        if (!p) {
            if (number(w[0])) return core::Error{"a move is two numbers, x and y (or a vertex)"};
            return not_a_move(w);
        }
        m = {nogo::x_of(*p), nogo::y_of(*p)};
    } else if (w.size() == 2) {
        core::Expected<Move> xy = two_numbers(w);
        if (!xy) return xy;
        m = *xy;
    } else {
        return not_a_move(w);
    }
    if (!nogo::on_board(m.x, m.y))
        return core::Error{move_text(m) + " is off the board (x and y are 0..8)"};
    const nogo::Point p = nogo::make_point(m.x, m.y);
    if (b.at(p) != nogo::CELL_EMPTY) return core::Error{move_text(m) + " is occupied"};
    if (!b.is_legal(p, b.to_move()))
        return core::Error{move_text(m) + " is illegal, " + nogo_rule_reason(b, p)};
    return m;
}

core::Expected<Move> connect4_move(const std::vector<std::string>& w, const connect4::Board& b) {
    const std::string columns = "columns are 0.." + std::to_string(b.cols() - 1);
    if (w.size() == 1) {
        const std::optional<int> y = number(w[0]);
        if (!y) return core::Error{"'" + w[0] + "' is not a number: type a column (or help)"};
        if (*y < 0 || *y >= b.cols())
            return core::Error{"column " + w[0] + " is off the board (" + columns + ")"};
        if (!b.can_play(*y)) return core::Error{"column " + w[0] + " is full"};
        const connect4::Cell c = b.landing_cell(*y);
        return Move{c.x, c.y};
    }
    if (w.size() != 2) return not_a_move(w);
    core::Expected<Move> m = two_numbers(w);
    if (!m) return m;
    const std::string at = move_text(*m);
    if (m->x < 0 || m->x >= b.rows() || m->y < 0 || m->y >= b.cols())
        return core::Error{at + " is off the board (rows are 0.." + std::to_string(b.rows() - 1) +
                           ", " + columns + ")"};
    const connect4::Cell c{m->x, m->y};
    if (b.forbidden().test(b.bit(c))) return core::Error{at + " is the forbidden cell"};
    if ((b.stones(connect4::FIRST) | b.stones(connect4::SECOND)).test(b.bit(c)))
        return core::Error{at + " is occupied"};
    if (!b.can_play(c.y)) return core::Error{"column " + std::to_string(c.y) + " is full"};
    const connect4::Cell land = b.landing_cell(c.y);
    if (land != c)
        return core::Error{at + " is not where column " + std::to_string(c.y) +
                           " lands: " + move_text({land.x, land.y})};
    return m;
}

}  // namespace

core::Expected<HumanInput> read_human_input(const std::string& line, const Position& position) {
    const std::vector<std::string> w = words(line);
    HumanInput input;
    if (w.empty()) return input;
    if (w.size() == 1) {
        const std::string& c = w[0];
        if (c == "undo") input.action = HumanAction::UNDO;
        if (c == "hint") input.action = HumanAction::HINT;
        if (c == "help" || c == "?") input.action = HumanAction::HELP;
        if (c == "quit" || c == "resign" || c == "exit") input.action = HumanAction::QUIT;
        if (input.action != HumanAction::NOTHING) return input;
    }
    core::Expected<Move> m = position.game() == Game::NOGO ? nogo_move(w, position.nogo())
                                                           : connect4_move(w, position.connect4());
    if (!m) return core::Error{m.error()};
    // The checks above follow the rule engines; a move they pass that the engine refuses is a
    // bug here, refused all the same.
    if (!position.is_legal(*m)) return core::Error{move_text(*m) + " is illegal"};
    input.action = HumanAction::MOVE;
    input.move = *m;
    return input;
}

std::string human_help(Game game) {
    const std::string moves =
        game == Game::NOGO
            ? "  x y     the point in row x, column y as drawn (0..8), e.g. 4 4\n"
              "  C7      a GTP vertex: the letter (A..J, no I) gives x, the number is 9 - y\n"
            : "  y       drop a stone in column y (as drawn across the top), e.g. 4\n"
              "  x y     the same, naming the cell (row x, column y) where it lands\n";
    return "Type a move and Enter:\n" + moves +
           "  undo    take back your last move and the bot's reply\n" +
           std::string(game == Game::CONNECT4
                           ? "  hint    each column as our engine sees it: visits, win rate, "
                             "proof, line\n"
                           : "") +
           "  help    this text\n"
           "  quit    resign (so does the end of input, Ctrl-D)\n";
}

}  // namespace arena
