// A deliberately naive referee for the course's gravity Connect4, for differential tests: an
// M x N grid in course coordinates (x = row from the top, y = column) and nothing else. Legal
// cells, wins and draws are found by scanning the grid on every query. Players are 0 (moved
// first) and 1, matching connect4::Player.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace naive {

class Connect4 {
  public:
    static constexpr int EMPTY = 0;
    static constexpr int FIRST_STONE = 1;
    static constexpr int SECOND_STONE = 2;
    static constexpr int FORBIDDEN = 3;
    enum class Result { ONGOING, FIRST_WINS, SECOND_WINS, DRAW };

    // An empty rows x cols board; forbidden cells are (x, y) pairs on the board.
    Connect4(int rows, int cols, const std::vector<std::pair<int, int>>& forbidden);
    // A position drawn row by row from the top: 'X' first player, 'O' second, '#' forbidden,
    // '.' empty. Precondition: a reachable position (no floating stones, balanced counts).
    // Its course_top() is one more than each column's landing row (0 for a full column).
    explicit Connect4(const std::vector<std::string>& diagram);

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int to_move() const { return moves_ % 2; }
    int move_count() const { return moves_; }
    // EMPTY, FIRST_STONE, SECOND_STONE or FORBIDDEN.
    int at(int x, int y) const { return grid_[x][y]; }
    // The row where a stone dropped in column y lands: the lowest empty, non-forbidden cell of
    // the column (stones fill a column from the bottom); -1 when the column has none.
    int landing_row(int y) const;
    // Whether player (0 or 1) has four or more in a line anywhere on the board.
    bool has_four(int player) const;
    Result result() const;
    // Columns with a landing cell, ascending; empty once the game is over.
    std::vector<int> legal_columns() const;
    // Drops a stone of the side to move in column y. Precondition: y is a legal column.
    void play(int y);
    // The course's top[] array, maintained by the course's own rule: M per column at the start
    // (one less per forbidden cell at the bottom of the column), then after a move at (x, y)
    // top[y] = x, decremented again while (top[y] - 1, y) is forbidden.
    const std::vector<int>& course_top() const { return top_; }
    // The course's board[x * N + y] with the side to move as 2, the other player as 1.
    std::vector<int> course_board() const;

  private:
    int rows_;
    int cols_;
    std::vector<std::vector<int>> grid_;
    std::vector<int> top_;
    int moves_ = 0;
};

}  // namespace naive
