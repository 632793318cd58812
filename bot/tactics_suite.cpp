#include "bot/tactics_suite.h"

#include <exception>
#include <fstream>
#include <sstream>

namespace bot {

namespace {

// The integers of a `sep`-separated list ("-" or "" is the empty list), or false on an item
// that is not an integer.
bool parse_list(const std::string& s, char sep, std::vector<int>& out) {
    out.clear();
    std::stringstream in(s);
    for (std::string item; std::getline(in, item, sep);) {
        if (item.empty() || item == "-") continue;
        std::size_t used = 0;
        try {
            out.push_back(std::stoi(item, &used));
        } catch (const std::exception&) {
            return false;
        }
        if (used != item.size()) return false;
    }
    return true;
}

// The lines of `file` that are neither empty nor comments, or an error if it cannot be read.
core::Expected<std::vector<std::string>> data_lines(const std::string& file) {
    std::ifstream in(file);
    if (!in) return core::Error{file + ": cannot be read"};
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}

core::Error bad_line(const std::string& file, const std::string& line, const std::string& why) {
    return core::Error{file + ": " + why + ": " + line};
}

}  // namespace

core::Expected<std::vector<Connect4Tactic>> read_connect4_tactics(const std::string& file) {
    core::Expected<std::vector<std::string>> lines = data_lines(file);
    if (!lines) return core::Error{lines.error()};
    std::vector<Connect4Tactic> out;
    for (const std::string& line : *lines) {
        std::stringstream in(line);
        int rows = 0, cols = 0, plies = 0;
        std::string forbidden, moves, kind, expected;
        if (!(in >> rows >> cols >> forbidden >> moves >> kind >> plies >> expected))
            return bad_line(file, line, "not 7 fields");
        std::vector<connect4::Cell> cells;
        std::stringstream f(forbidden);
        std::vector<int> xy;
        for (std::string cell; std::getline(f, cell, ';');) {
            if (!parse_list(cell, ',', xy) || xy.size() != 2)
                return bad_line(file, line, "bad forbidden cell '" + cell + "'");
            cells.push_back({xy[0], xy[1]});
        }
        core::Expected<connect4::Board> board = connect4::Board::create(rows, cols, cells);
        if (!board) return bad_line(file, line, board.error());
        std::vector<int> columns, good;
        if (!parse_list(moves, ',', columns) || !parse_list(expected, ',', good))
            return bad_line(file, line, "bad column list");
        for (int col : columns) {
            if (board->is_terminal() || col < 0 || col >= board->cols() || !board->can_play(col))
                return bad_line(file, line, "illegal move " + std::to_string(col));
            board->play(col);
        }
        out.push_back({line, *board, good});
    }
    return out;
}

core::Expected<std::vector<NogoTactic>> read_nogo_tactics(const std::string& file) {
    core::Expected<std::vector<std::string>> lines = data_lines(file);
    if (!lines) return core::Error{lines.error()};
    std::vector<NogoTactic> out;
    for (const std::string& line : *lines) {
        std::stringstream in(line);
        std::string moves, winner, expected;
        if (!(in >> moves >> winner >> expected) || (winner != "mover" && winner != "other"))
            return bad_line(file, line, "not 'moves mover|other expected'");
        std::vector<int> points, good;
        if (!parse_list(moves, ',', points) || !parse_list(expected, ',', good))
            return bad_line(file, line, "bad point list");
        nogo::Board board;
        for (int p : points) {
            if (p < 0 || p >= nogo::POINTS || !board.is_legal(p, board.to_move()))
                return bad_line(file, line, "illegal move " + std::to_string(p));
            board.play(p);
        }
        out.push_back({line, board, winner == "mover", good});
    }
    return out;
}

}  // namespace bot
