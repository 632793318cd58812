#include "bot/nogo_session.h"

#include <cstdio>

#include "bot/botzone/engine_bug.h"

namespace bot {

namespace {

const char* colour_name(nogo::Color c) {
    return c == nogo::BLACK ? "black" : "white";
}

bool is_opening(const Json& message) {
    core::Expected<XY> xy = read_xy(message, "request");
    return xy && xy->x == -1 && xy->y == -1;
}

// The position after replaying a full history; our colour is black iff requests[0] is (-1,-1).
core::Expected<nogo::Board> replay(const Envelope& input, nogo::Color* me) {
    nogo::Board board;
    *me = is_opening(input.requests[0]) ? nogo::BLACK : nogo::WHITE;
    for (std::size_t i = 0; i < input.requests.size(); ++i) {
        const std::string turn = "turn " + std::to_string(i + 1);
        if (i > 0 || *me == nogo::WHITE) {
            if (board.is_terminal())
                return core::Error{turn + ": the game was already over before the request"};
            core::Expected<nogo::Point> p =
                play_nogo_message(board, input.requests[i], turn + " request");
            if (!p) return core::Error{p.error()};
        }
        if (i + 1 < input.requests.size()) {
            if (board.is_terminal())
                return core::Error{turn + ": the game was already over before our response"};
            core::Expected<nogo::Point> p =
                play_nogo_message(board, input.responses[i], turn + " response");
            if (!p) return core::Error{p.error()};
        }
    }
    return board;
}

}  // namespace

core::Expected<nogo::Point> play_nogo_message(nogo::Board& board, const Json& message,
                                              const std::string& what) {
    core::Expected<XY> xy = read_xy(message, what);
    if (!xy) return core::Error{xy.error()};
    const std::string at = "(" + std::to_string(xy->x) + "," + std::to_string(xy->y) + ")";
    if (xy->x == -1 && xy->y == -1)
        return core::Error{what + " (-1,-1) is only allowed as black's first request"};
    if (!nogo::on_board(xy->x, xy->y)) return core::Error{what + " " + at + " is off the board"};
    const nogo::Point p = nogo::make_point(xy->x, xy->y);
    const nogo::Color c = board.to_move();
    if (board.at(p) != nogo::CELL_EMPTY) return core::Error{what + " " + at + " is occupied"};
    if (!board.is_legal(p, c))
        return core::Error{what + " " + at + " is illegal for " + colour_name(c) +
                           " (suicide or capture)"};
    board.play(p);
    return p;
}

core::Expected<int> NogoSession::apply(const Envelope& input) {
    if (input.bare && in_game_) {
        nogo::Board next = board_;
        const std::string what = "turn " + std::to_string(turn_ + 1) + " request";
        core::Expected<nogo::Point> p = play_nogo_message(next, input.requests[0], what);
        if (!p) return core::Error{p.error()};
        if (next.is_terminal())
            return core::Error{what + ": " + colour_name(me_) + " has no legal move left"};
        board_ = next;
        return ++turn_;
    }
    nogo::Color me = nogo::BLACK;
    core::Expected<nogo::Board> board = replay(input, &me);
    if (!board) return core::Error{board.error()};
    if (board->is_terminal())
        return core::Error{"turn " + std::to_string(input.requests.size()) + ": " +
                           colour_name(me) + " has no legal move left"};
    board_ = *board;
    me_ = me;
    in_game_ = true;
    turn_ = int(input.requests.size());
    return turn_;
}

Answer NogoSession::answer(const core::Deadline& deadline) {
    const nogo::Decision d = engine_.choose(board_, deadline);
    // The engine's contract is a legal move; a violation is a bug, reported, and must not reach
    // the judge.
    nogo::Point p = d.move;
    std::string bug;
    if (p < 0 || p >= nogo::POINTS || !board_.is_legal(p, me_)) {
        bug = " " + report_engine_bug("nogo turn " + std::to_string(turn_) +
                                      ": the engine answered illegal point " + std::to_string(p) +
                                      " (" + d.summary + ")");
        p = board_.legal(me_).lowest();
    }
    board_.play(p);
    Answer a;
    const int x = nogo::x_of(p), y = nogo::y_of(p);
    a.response = Json{{"x", x}, {"y", y}};
    a.text = std::to_string(x) + " " + std::to_string(y);
    char used[32];
    std::snprintf(used, sizeof used, " used=%dms", int(deadline.elapsed() * 1000));
    a.debug =
        "turn " + std::to_string(turn_) + " " + colour_name(me_) + ": " + d.summary + used + bug;
    return a;
}

}  // namespace bot
