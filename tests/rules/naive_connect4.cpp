#include "tests/rules/naive_connect4.h"

namespace naive {

Connect4::Connect4(int rows, int cols, const std::vector<std::pair<int, int>>& forbidden)
    : rows_(rows), cols_(cols), grid_(rows, std::vector<int>(cols, EMPTY)), top_(cols, rows) {
    for (const auto& f : forbidden) grid_[f.first][f.second] = FORBIDDEN;
    for (int y = 0; y < cols_; ++y)
        while (top_[y] > 0 && grid_[top_[y] - 1][y] == FORBIDDEN) --top_[y];
}

Connect4::Connect4(const std::vector<std::string>& diagram)
    : rows_(int(diagram.size())), cols_(int(diagram[0].size())), top_(cols_, 0) {
    for (const std::string& line : diagram) {
        std::vector<int> row;
        for (char c : line) {
            row.push_back(c == 'X'   ? FIRST_STONE
                          : c == 'O' ? SECOND_STONE
                          : c == '#' ? FORBIDDEN
                                     : EMPTY);
            moves_ += c == 'X' || c == 'O';
        }
        grid_.push_back(row);
    }
    for (int y = 0; y < cols_; ++y) top_[y] = landing_row(y) + 1;
}

int Connect4::landing_row(int y) const {
    for (int x = rows_ - 1; x >= 0; --x)
        if (grid_[x][y] == EMPTY) return x;
    return -1;
}

bool Connect4::has_four(int player) const {
    const int stone = player == 0 ? FIRST_STONE : SECOND_STONE;
    const int dx[4] = {0, 1, 1, 1};
    const int dy[4] = {1, 0, 1, -1};
    for (int x = 0; x < rows_; ++x) {
        for (int y = 0; y < cols_; ++y) {
            for (int d = 0; d < 4; ++d) {
                int run = 0;
                for (int k = 0; k < 4; ++k) {
                    const int cx = x + k * dx[d], cy = y + k * dy[d];
                    if (cx < 0 || cx >= rows_ || cy < 0 || cy >= cols_) break;
                    if (grid_[cx][cy] != stone) break;
                    ++run;
                }
                if (run == 4) return true;
            }
        }
    }
    return false;
}

Connect4::Result Connect4::result() const {
    if (has_four(0)) return Result::FIRST_WINS;
    if (has_four(1)) return Result::SECOND_WINS;
    for (int x = 0; x < rows_; ++x)
        for (int y = 0; y < cols_; ++y)
            if (grid_[x][y] == EMPTY) return Result::ONGOING;
    return Result::DRAW;
}

std::vector<int> Connect4::legal_columns() const {
    std::vector<int> cols;
    if (result() != Result::ONGOING) return cols;
    for (int y = 0; y < cols_; ++y)
        if (landing_row(y) >= 0) cols.push_back(y);
    return cols;
}

void Connect4::play(int y) {
    const int x = landing_row(y);
    grid_[x][y] = to_move() == 0 ? FIRST_STONE : SECOND_STONE;
    ++moves_;
    top_[y] = x;
    while (top_[y] > 0 && grid_[top_[y] - 1][y] == FORBIDDEN) --top_[y];
}

std::vector<int> Connect4::course_board() const {
    const int own = to_move() == 0 ? FIRST_STONE : SECOND_STONE;
    std::vector<int> board(rows_ * cols_, 0);
    for (int x = 0; x < rows_; ++x) {
        for (int y = 0; y < cols_; ++y) {
            const int v = grid_[x][y];
            if (v == FIRST_STONE || v == SECOND_STONE) board[x * cols_ + y] = v == own ? 2 : 1;
        }
    }
    return board;
}

}  // namespace naive
