// libFuzzer target: the course framework's arrays as getPoint receives them, read from the
// bytes (M, N, noX, noY, lastX, lastY, then top[N] and board[M*N], one byte each, small values
// made likely). Checks: no crash; a valid position gets a legal move; any answer other than
// (-1,-1) is the landing cell top[] names for its column. Two calls per input exercise the
// new-game detection of a player that lives across inputs, as in the course's host.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "bot/course/course_player.h"

namespace {

bot::CoursePlayer& player() {
    static bot::CoursePlayer p = [] {
        connect4::EngineOptions e;
        e.kind = core::EngineKind::RANDOM;
        e.max_iterations = 1;
        e.memory_mb = 1;
        return bot::CoursePlayer(e);
    }();
    return p;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    size_t pos = 0;
    auto next = [&](int mod) { return pos < size ? int(data[pos++] % mod) : 0; };
    const int rows = 1 + next(14), cols = 1 + next(14);
    const int no_x = next(rows + 2) - 1, no_y = next(cols + 2) - 1;
    const int last_x = next(rows + 1) - 1, last_y = next(cols + 1) - 1;
    std::vector<int> top(static_cast<size_t>(cols)), board(static_cast<size_t>(rows * cols));
    for (int& t : top) t = next(rows + 2);
    for (int& b : board) b = next(3);
    const bot::CourseTurn turn{rows, cols, top.data(), board.data(), last_x, last_y, no_x, no_y};
    for (int call = 0; call < 2; ++call) {
        const bot::CourseMove move = player().choose(turn, core::Deadline::after(0.01));
        auto valid = connect4::Board::from_course(rows, cols, top.data(), board.data(), no_x, no_y);
        if (valid && !valid->is_legal(move.cell)) __builtin_trap();
        if (move.cell.x != -1) {
            const connect4::Cell c = move.cell;
            if (c.y < 0 || c.y >= cols || c.x != top[size_t(c.y)] - 1) __builtin_trap();
            if (c.x == no_x && c.y == no_y) __builtin_trap();
        }
    }
    return 0;
}
