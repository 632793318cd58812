// A Connect4 player fed the course framework's arrays (M, N, top, board, last move, forbidden
// cell), as the course library's getPoint and Saiblo's program protocol hand them over.
//
// It keeps one engine for its whole life and notices when a new game has started: the position
// it is given must be a successor of the last one it saw (same size and forbidden cell, every
// earlier stone still there, one or two stones more), otherwise the engine forgets everything.
// Arrays that are not a reachable position are reported, and a legal move is still derived from
// top[] whenever one exists.
#pragma once

#include <string>
#include <vector>

#include "connect4/board.h"
#include "connect4/engine.h"
#include "core/clock.h"

namespace bot {

// The framework's view of one turn. The arrays are borrowed, not owned.
struct CourseTurn {
    int rows = 0;
    int cols = 0;
    const int* top = nullptr;    // top[cols]
    const int* board = nullptr;  // board[rows * cols], row-major; 1 opponent, 2 us
    int last_x = -1;
    int last_y = -1;
    int no_x = -1;
    int no_y = -1;
};

struct CourseMove {
    connect4::Cell cell{-1, -1};  // (-1,-1) only when the arrays allow no legal move at all
    std::string error;            // why the arrays were rejected; empty when they were valid
    std::string summary;          // the engine's one-line summary when it chose the move
};

class CoursePlayer {
  public:
    explicit CoursePlayer(const connect4::EngineOptions& options) : engine_(options) {}

    // Chooses a move for the position of `turn` before `deadline`. Never reads past the arrays
    // of a turn whose sizes are in 1..MAX_ARRAY_SIDE.
    CourseMove choose(const CourseTurn& turn, const core::Deadline& deadline);

    // Games seen so far (a new game counted when detected).
    int games() const { return games_; }

  private:
    connect4::Engine engine_;
    // The last position seen, with our answer played on it: stones as the framework numbers them.
    std::vector<int> last_board_;
    int last_rows_ = 0, last_cols_ = 0, last_no_x_ = -1, last_no_y_ = -1;
    int games_ = 0;

    bool continues_last_game(const CourseTurn& turn) const;
};

// Largest M or N the fallback scan trusts; beyond it a turn's arrays are not read at all.
constexpr int MAX_ARRAY_SIDE = 64;

// A legal move read from top[] alone: the landing cell (top[y]-1, y) of the first column with
// room that is not the forbidden cell; (-1,-1) if there is none or the sizes are not plausible.
connect4::Cell fallback_move(const CourseTurn& turn);

}  // namespace bot
