// One NoGo game as the Botzone protocol sees it: the history of an input replayed into a board,
// our colour derived from the first request, every move checked, and the engine that answers.
// Lives for the whole process so that keep-running turns reuse the board and the engine.
#pragma once

#include <string>

#include "bot/botzone/answer.h"
#include "bot/botzone/botzone_input.h"
#include "core/clock.h"
#include "core/expected.h"
#include "nogo/board.h"
#include "nogo/engine.h"

namespace bot {

class NogoSession {
  public:
    explicit NogoSession(const nogo::EngineOptions& options) : engine_(options) {}

    // A game is in progress: a bare request may follow.
    bool in_game() const { return in_game_; }

    // Brings the game to the position of `input` with us to move: a full input replaces the
    // game by its replayed history, a bare request is the opponent's move on the current game
    // (with no game yet it is the first request). Returns our turn number, 1 for our first move.
    // On failure (a one-line reason naming the turn and the move) the game is unchanged.
    core::Expected<int> apply(const Envelope& input);

    // Chooses our move before `deadline`, plays it and returns it. Precondition: apply() succeeded
    // since the last answer().
    Answer answer(const core::Deadline& deadline);

    const nogo::Board& board() const { return board_; }
    nogo::Color colour() const { return me_; }

  private:
    nogo::Engine engine_;
    nogo::Board board_;
    nogo::Color me_ = nogo::BLACK;
    bool in_game_ = false;
    int turn_ = 0;
};

// Plays the move {"x":..,"y":..} of `message` for the side to move of `board`, or says why it
// cannot: not integers, off the board, occupied, or forbidden by the rules. `what` names the
// message ("turn 3 request").
core::Expected<nogo::Point> play_nogo_message(nogo::Board& board, const Json& message,
                                              const std::string& what);

}  // namespace bot
