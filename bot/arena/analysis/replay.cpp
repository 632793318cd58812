#include "bot/arena/analysis/replay.h"

#include <cstdio>
#include <cstdlib>
#include <istream>
#include <ostream>

#include "bot/arena/position.h"
#include "bot/arena/protocol.h"

namespace arena {

namespace {

const char* const STONE[2] = {"●", "○"};
const char* const EMPTY = "·";
const char* const FORBIDDEN = "✕";

// "NAME (●) wins" or "draw".
std::string result_text(const GameRecord& r) {
    if (r.result == Result::DRAW) return "draw";
    const int seat = r.result == Result::FIRST ? 0 : 1;
    return r.players[seat] + " (" + STONE[seat] + ") wins";
}

// n right-aligned in two columns.
std::string two_wide(int n) {
    return n < 10 ? " " + std::to_string(n) : std::to_string(n);
}

}  // namespace

std::string draw_position(const GameRecord& record, size_t count) {
    const int rows = record.game == Game::NOGO ? 9 : record.rows;
    const int cols = record.game == Game::NOGO ? 9 : record.cols;
    // owner[x][y]: -1 empty, 0/1 the seat whose stone it is, 2 forbidden.
    std::vector<std::vector<int>> owner(size_t(rows), std::vector<int>(size_t(cols), -1));
    for (const Move& f : record.forbidden)
        if (f.x >= 0 && f.x < rows && f.y >= 0 && f.y < cols) owner[f.x][f.y] = 2;
    for (size_t k = 0; k < count && k < record.moves.size(); ++k) {
        const Move m = record.moves[k];
        if (m.x >= 0 && m.x < rows && m.y >= 0 && m.y < cols) owner[m.x][m.y] = int(k % 2);
    }
    const Move last = count > 0 ? record.moves[count - 1] : Move{-1, -1};
    std::string s = "    ";
    for (int y = 0; y < cols; ++y) s += two_wide(y) + " ";
    s += " y\n";
    for (int x = 0; x < rows; ++x) {
        s += two_wide(x) + " ";
        for (int y = 0; y < cols; ++y) {
            const int o = owner[x][y];
            const char* glyph = o < 0 ? EMPTY : o == 2 ? FORBIDDEN : STONE[o];
            const bool marked = last == Move{x, y};
            s += marked ? "[" : " ";
            s += glyph;
            s += marked ? "]" : " ";
        }
        s += "\n";
    }
    s += " x\n";
    return s;
}

std::string game_header(const GameRecord& record) {
    std::string s = record.id + " (" + game_name(record.game) + "): " + STONE[0] + " " +
                    record.players[0] + " vs " + STONE[1] + " " + record.players[1];
    if (record.game == Game::CONNECT4) {
        s += ", " + std::to_string(record.rows) + "x" + std::to_string(record.cols) + ", forbidden";
        for (const Move& f : record.forbidden) s += " " + move_text(f);
    }
    return s;
}

std::string move_line(const GameRecord& record, size_t k) {
    std::string s = "Move " + std::to_string(k + 1) + ": " + STONE[k % 2] + " " +
                    record.players[k % 2] + " " + move_text(record.moves[k]);
    if (k < record.times.size()) {
        char ms[32];
        std::snprintf(ms, sizeof ms, " in %.1f ms", 1000 * record.times[k]);
        s += ms;
    }
    return s;
}

std::string result_line(const GameRecord& record) {
    std::string s = "Result: " + result_text(record) + " by " + record.reason;
    if (!record.loss_detail.empty()) s += " (" + record.loss_detail + ")";
    return s;
}

core::Expected<bool> replay_game(const GameRecord& record, std::ostream& out, std::istream& in,
                                 bool step) {
    core::Expected<Position> full = Position::after(record, record.moves.size());
    if (!full) return core::Error{record.id + ": " + full.error()};
    out << game_header(record) << "\n\n" << draw_position(record, 0);
    for (size_t k = 0; k < record.moves.size(); ++k) {
        if (step) {
            out << "[Enter] next move" << std::flush;
            std::string ignored;
            if (!std::getline(in, ignored)) step = false;
        }
        out << "\n" << move_line(record, k) << "\n" << draw_position(record, k + 1);
    }
    out << "\n" << result_line(record) << "\n";
    return true;
}

core::Expected<std::string> export_turn(const GameRecord& record, size_t number) {
    if (number < 1 || number > record.moves.size() + 1)
        return core::Error{"move number " + std::to_string(number) + " is outside 1.." +
                           std::to_string(record.moves.size() + 1)};
    core::Expected<Position> p = Position::after(record, number - 1);
    if (!p) return core::Error{record.id + ": " + p.error()};
    if (p->is_terminal())
        return core::Error{"the game is over before move " + std::to_string(number)};
    return full_input(record, number - 1);
}

core::Expected<GameRecord> select_record(const std::vector<GameRecord>& records,
                                         const std::string& key) {
    for (const GameRecord& r : records)
        if (r.id == key) return r;
    if (!key.empty() && key.find_first_not_of("0123456789") == std::string::npos) {
        const unsigned long n = std::strtoul(key.c_str(), nullptr, 10);
        if (n >= 1 && n <= records.size()) return records[n - 1];
    }
    return core::Error{"no game '" + key + "' (give an id or a number 1.." +
                       std::to_string(records.size()) + ")"};
}

}  // namespace arena
