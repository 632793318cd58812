#include "bot/course/course_player.h"

#include "bot/botzone/engine_bug.h"

namespace bot {

connect4::Cell fallback_move(const CourseTurn& turn) {
    if (!turn.top || turn.rows < 1 || turn.cols < 1 || turn.rows > MAX_ARRAY_SIDE ||
        turn.cols > MAX_ARRAY_SIDE)
        return {-1, -1};
    for (int y = 0; y < turn.cols; ++y) {
        const int x = turn.top[y] - 1;
        if (x < 0 || x >= turn.rows) continue;
        if (x == turn.no_x && y == turn.no_y) continue;
        if (turn.board && turn.board[x * turn.cols + y] != 0) continue;
        return {x, y};
    }
    return {-1, -1};
}

bool CoursePlayer::continues_last_game(const CourseTurn& turn) const {
    if (last_board_.empty() || turn.rows != last_rows_ || turn.cols != last_cols_ ||
        turn.no_x != last_no_x_ || turn.no_y != last_no_y_)
        return false;
    int added = 0;
    for (int i = 0; i < turn.rows * turn.cols; ++i) {
        if (last_board_[i] != 0 && turn.board[i] != last_board_[i]) return false;
        added += last_board_[i] == 0 && turn.board[i] != 0;
    }
    return added == 1 || added == 2;
}

CourseMove CoursePlayer::choose(const CourseTurn& turn, const core::Deadline& deadline) {
    CourseMove move;
    core::Expected<connect4::Board> board = connect4::Board::from_course(
        turn.rows, turn.cols, turn.top, turn.board, turn.no_x, turn.no_y);
    if (!board) {
        move.error = board.error();
        move.cell = fallback_move(turn);
        last_board_.clear();
        return move;
    }
    if (!continues_last_game(turn)) {
        engine_.new_game();
        ++games_;
    }
    const connect4::Decision d = engine_.choose(*board, deadline);
    // The engine's contract is a legal column; a violation is a bug, reported, and the
    // framework still gets a legal move.
    int col = d.move;
    const unsigned legal = board->legal_columns();
    move.summary = d.summary;
    if (col < 0 || col >= board->cols() || !((legal >> col) & 1)) {
        move.summary += " " + report_engine_bug(
                                  "connect4 course turn: the engine answered "
                                  "illegal column " +
                                  std::to_string(col) + " (" + d.summary + ")");
        col = __builtin_ctz(legal);
    }
    move.cell = board->landing_cell(col);

    last_board_.assign(turn.board, turn.board + turn.rows * turn.cols);
    last_board_[move.cell.x * turn.cols + move.cell.y] = 2;
    last_rows_ = turn.rows;
    last_cols_ = turn.cols;
    last_no_x_ = turn.no_x;
    last_no_y_ = turn.no_y;
    return move;
}

}  // namespace bot
