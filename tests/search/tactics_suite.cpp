#include "tests/search/tactics_suite.h"

#include <exception>
#include <fstream>
#include <sstream>
#include <utility>

namespace tactics {

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

// The records of `file`, one per line that is neither empty nor a comment, each made by
// parse(line), which returns the record or why the line is bad; the first bad line (or a file
// that cannot be read) is an error naming the file, the reason and the line.
template <class Record, class Parse>
core::Expected<std::vector<Record>> read_records(const std::string& file, Parse parse) {
    std::ifstream in(file);
    if (!in) return core::Error{file + ": cannot be read"};
    std::vector<Record> out;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        core::Expected<Record> record = parse(line);
        if (!record) return core::Error{file + ": " + record.error() + ": " + line};
        out.push_back(std::move(*record));
    }
    return out;
}

core::Expected<Connect4Tactic> parse_connect4_tactic(const std::string& line) {
    std::stringstream in(line);
    int rows = 0, cols = 0, plies = 0;
    std::string forbidden, moves, kind, expected;
    if (!(in >> rows >> cols >> forbidden >> moves >> kind >> plies >> expected))
        return core::Error{"not 7 fields"};
    if (kind != "win" && kind != "defend") return core::Error{"kind is not win or defend"};
    if (plies < 1) return core::Error{"plies is not positive"};
    std::vector<connect4::Cell> cells;
    std::stringstream f(forbidden);
    std::vector<int> xy;
    for (std::string cell; std::getline(f, cell, ';');) {
        if (!parse_list(cell, ',', xy) || xy.size() != 2)
            return core::Error{"bad forbidden cell '" + cell + "'"};
        cells.push_back({xy[0], xy[1]});
    }
    core::Expected<connect4::Board> board = connect4::Board::create(rows, cols, cells);
    if (!board) return core::Error{board.error()};
    std::vector<int> columns, good;
    if (!parse_list(moves, ',', columns) || !parse_list(expected, ',', good))
        return core::Error{"bad column list"};
    for (int col : columns) {
        if (board->is_terminal() || col < 0 || col >= board->cols() || !board->can_play(col))
            return core::Error{"illegal move " + std::to_string(col)};
        board->play(col);
    }
    return Connect4Tactic{line, *board, kind == "win", plies, good};
}

core::Expected<NogoTactic> parse_nogo_tactic(const std::string& line) {
    std::stringstream in(line);
    std::string moves, winner, expected;
    if (!(in >> moves >> winner >> expected) || (winner != "mover" && winner != "other"))
        return core::Error{"not 'moves mover|other expected'"};
    std::vector<int> points, good;
    if (!parse_list(moves, ',', points) || !parse_list(expected, ',', good))
        return core::Error{"bad point list"};
    nogo::Board board;
    for (int p : points) {
        if (p < 0 || p >= nogo::POINTS || !board.is_legal(p, board.to_move()))
            return core::Error{"illegal move " + std::to_string(p)};
        board.play(p);
    }
    return NogoTactic{line, board, winner == "mover", good};
}

}  // namespace

core::Expected<std::vector<Connect4Tactic>> read_connect4_tactics(const std::string& file) {
    return read_records<Connect4Tactic>(file, parse_connect4_tactic);
}

core::Expected<std::vector<NogoTactic>> read_nogo_tactics(const std::string& file) {
    return read_records<NogoTactic>(file, parse_nogo_tactic);
}

}  // namespace tactics
