#include "bot/connect4_session.h"

#include <cstdio>

#include "bot/botzone/engine_bug.h"
#include "bot/connect4_analysis.h"

namespace bot {

namespace {

std::string cell_text(int x, int y) {
    return "(" + std::to_string(x) + "," + std::to_string(y) + ")";
}

// The position after replaying a full history (its first request holds the board).
core::Expected<connect4::Board> replay(const Envelope& input) {
    core::Expected<connect4::Board> made = connect4_board_of(input.requests[0]);
    if (!made) return core::Error{"turn 1 request: " + made.error()};
    connect4::Board board = *made;
    core::Expected<XY> opening = read_xy(input.requests[0], "turn 1 request");
    if (!opening) return core::Error{opening.error()};
    const bool we_first = opening->x == -1 && opening->y == -1;
    for (std::size_t i = 0; i < input.requests.size(); ++i) {
        const std::string turn = "turn " + std::to_string(i + 1);
        if (i > 0 || !we_first) {
            if (board.is_terminal())
                return core::Error{turn + ": the game was already over before the request"};
            core::Expected<connect4::Cell> c =
                play_connect4_message(board, input.requests[i], turn + " request");
            if (!c) return core::Error{c.error()};
        }
        if (i + 1 < input.requests.size()) {
            if (board.is_terminal())
                return core::Error{turn + ": the game was already over before our response"};
            core::Expected<connect4::Cell> c =
                play_connect4_message(board, input.responses[i], turn + " response");
            if (!c) return core::Error{c.error()};
        }
    }
    return board;
}

}  // namespace

core::Expected<connect4::Board> connect4_board_of(const Json& first_request) {
    if (!first_request.is_object()) return core::Error{"the first request is not an object"};
    const auto m = first_request.find("M"), n = first_request.find("N");
    if (m == first_request.end() || n == first_request.end())
        return core::Error{"the first request lacks the board size \"M\" and \"N\""};
    core::Expected<int> rows = read_int(*m, "M", connect4::MIN_SIZE, connect4::MAX_SIZE);
    if (!rows) return core::Error{rows.error()};
    core::Expected<int> cols = read_int(*n, "N", connect4::MIN_SIZE, connect4::MAX_SIZE);
    if (!cols) return core::Error{cols.error()};
    std::vector<connect4::Cell> forbidden;
    const auto f = first_request.find("forbidden");
    if (f != first_request.end()) {
        if (!f->is_array()) return core::Error{"\"forbidden\" is not an array of [x,y] cells"};
        if (f->size() > std::size_t(MAX_FORBIDDEN))
            return core::Error{"\"forbidden\" lists more than " + std::to_string(MAX_FORBIDDEN) +
                               " cells"};
        for (const Json& cell : *f) {
            if (!cell.is_array() || cell.size() != 2)
                return core::Error{"forbidden cell " + brief(cell) + " is not [x,y]"};
            core::Expected<int> x = read_int(cell[0], "forbidden cell x", -1000, 1000);
            if (!x) return core::Error{x.error()};
            core::Expected<int> y = read_int(cell[1], "forbidden cell y", -1000, 1000);
            if (!y) return core::Error{y.error()};
            if (*x < 0 || *x >= *rows || *y < 0 || *y >= *cols)
                return core::Error{"forbidden cell " + cell_text(*x, *y) + " is off the " +
                                   std::to_string(*rows) + "x" + std::to_string(*cols) + " board"};
            forbidden.push_back({*x, *y});
        }
    }
    core::Expected<connect4::Board> board = connect4::Board::create(*rows, *cols, forbidden);
    if (!board) return core::Error{board.error()};
    if (board->legal_columns() == 0) return core::Error{"the board has no playable cell"};
    return board;
}

core::Expected<connect4::Cell> play_connect4_message(connect4::Board& board, const Json& message,
                                                     const std::string& what) {
    core::Expected<XY> xy = read_xy(message, what);
    if (!xy) return core::Error{xy.error()};
    const std::string at = cell_text(xy->x, xy->y);
    if (xy->x == -1 && xy->y == -1)
        return core::Error{what + " (-1,-1) is only allowed in the first request"};
    if (xy->x < 0 || xy->x >= board.rows() || xy->y < 0 || xy->y >= board.cols())
        return core::Error{what + " " + at + " is off the board"};
    const connect4::Cell c{xy->x, xy->y};
    if (!board.is_legal(c)) {
        if (board.forbidden().test(board.bit(c)))
            return core::Error{what + " " + at + " is a forbidden cell"};
        if (!board.can_play(c.y)) return core::Error{what + " " + at + ": the column is full"};
        const connect4::Cell land = board.landing_cell(c.y);
        return core::Error{what + " " + at + " is illegal: column " + std::to_string(c.y) +
                           " lands at " + cell_text(land.x, land.y)};
    }
    board.play(c.y);
    return c;
}

core::Expected<int> Connect4Session::apply(const Envelope& input) {
    const bool restarts =
        !input.bare || !in_game_ ||
        (input.requests[0].is_object() && input.requests[0].find("M") != input.requests[0].end());
    if (!restarts) {
        connect4::Board next = board_;
        const std::string what = "turn " + std::to_string(turn_ + 1) + " request";
        core::Expected<connect4::Cell> c = play_connect4_message(next, input.requests[0], what);
        if (!c) return core::Error{c.error()};
        if (next.is_terminal()) return core::Error{what + ": the game is over"};
        board_ = next;
        analysis_ = input.analysis;
        return ++turn_;
    }
    core::Expected<connect4::Board> board = replay(input);
    if (!board) return core::Error{board.error()};
    if (board->is_terminal())
        return core::Error{"turn " + std::to_string(input.requests.size()) + ": the game is over"};
    if (in_game_ && input.bare) engine_.new_game();
    board_ = *board;
    in_game_ = true;
    analysis_ = input.analysis;
    turn_ = int(input.requests.size());
    return turn_;
}

Answer Connect4Session::answer(const core::Deadline& deadline) {
    const connect4::Board before = board_;
    const connect4::Decision d = engine_.choose(board_, deadline);
    // The engine's contract is a legal column; a violation is a bug, reported, and must not
    // reach the judge.
    int col = d.move;
    const unsigned legal = board_.legal_columns();
    std::string bug;
    if (col < 0 || col >= board_.cols() || !((legal >> col) & 1)) {
        bug = " " + report_engine_bug("connect4 turn " + std::to_string(turn_) +
                                      ": the engine answered illegal column " +
                                      std::to_string(col) + " (" + d.summary + ")");
        col = __builtin_ctz(legal);
    }
    const connect4::Cell c = board_.landing_cell(col);
    board_.play(col);
    Answer a;
    a.response = Json{{"x", c.x}, {"y", c.y}};
    a.text = std::to_string(c.x) + " " + std::to_string(c.y);
    char used[32];
    std::snprintf(used, sizeof used, " used=%dms", int(deadline.elapsed() * 1000));
    a.debug = "turn " + std::to_string(turn_) + ": " + d.summary + used + bug;
    if (analysis_) a.analysis = analysis_json(column_analysis(engine_, before));
    return a;
}

}  // namespace bot
