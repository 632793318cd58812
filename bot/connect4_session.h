// One Connect4 game in our Botzone-style JSON protocol (documented in docs/protocols.md):
// the first request carries the board, {"M":10,"N":11,"forbidden":[[3,5]],"x":-1,"y":-1}, where
// (x, y) is the opponent's first move or (-1,-1) when we move first; every later request is the
// opponent's last move {"x":ROW,"y":COLUMN}; responses are our moves in the same shape. All cells
// are in the course's coordinates (x = row from the top, y = column). The history is replayed
// and every move checked; the session lives for the whole process (keep-running turns).
#pragma once

#include <string>
#include <vector>

#include "bot/botzone/answer.h"
#include "bot/botzone/botzone_input.h"
#include "connect4/board.h"
#include "connect4/engine.h"
#include "core/clock.h"
#include "core/expected.h"

namespace bot {

// Most forbidden cells a first request may list.
constexpr int MAX_FORBIDDEN = 144;

class Connect4Session {
  public:
    explicit Connect4Session(const connect4::EngineOptions& options) : engine_(options) {}

    // A game is in progress: a bare request may follow.
    bool in_game() const { return in_game_; }

    // Brings the game to the position of `input` with us to move: a full input (or a bare first
    // request carrying "M") starts the game from its first request and replays the history; any
    // other bare request is the opponent's move on the current game. Returns our turn number,
    // 1 for our first move. On failure (one line naming the turn and the move) nothing changes.
    core::Expected<int> apply(const Envelope& input);

    // Chooses our move before `deadline`, plays it and returns it, with the engine's analysis of
    // the position (connect4_analysis.h) when the input asked for it. Precondition: apply()
    // succeeded since the last answer().
    Answer answer(const core::Deadline& deadline);

    const connect4::Board& board() const { return board_; }

  private:
    connect4::Engine engine_;
    connect4::Board board_ = *connect4::Board::create(connect4::MIN_SIZE, connect4::MIN_SIZE, {});
    bool in_game_ = false;
    bool analysis_ = false;  // the last input's "analysis" flag
    int turn_ = 0;
};

// The empty board of a first request {"M":..,"N":..,"forbidden":[[x,y],..],..}.
core::Expected<connect4::Board> connect4_board_of(const Json& first_request);

// Plays the move {"x":ROW,"y":COLUMN} of `message` for the side to move, or says why it cannot:
// not integers, off the board, or not the landing cell of its column. `what` names the message.
core::Expected<connect4::Cell> play_connect4_message(connect4::Board& board, const Json& message,
                                                     const std::string& what);

}  // namespace bot
