// A game in progress on the project's rule engines, the same interface for both games: the
// referee, the built-in players, the replay and the checker all go through it.
#pragma once

#include <string>

#include "bot/arena/record.h"
#include "connect4/board.h"
#include "core/expected.h"
#include "nogo/board.h"

namespace arena {

class Position {
  public:
    // The starting position of `setup` (game, size, forbidden cells; moves are ignored).
    // Fails with one line when the Connect4 size or forbidden cells are invalid.
    static core::Expected<Position> start(const GameRecord& setup);
    // The position after the first `count` moves of `record`; fails naming the first illegal
    // move or a move played after the game was over.
    static core::Expected<Position> after(const GameRecord& record, size_t count);
    // Plays m, the `number`-th move of a record (from 1), as after() does: fails naming it when
    // the game is over or m is illegal, and then plays nothing.
    core::Expected<bool> play_recorded(Move m, size_t number);

    Game game() const { return game_; }
    // 0 when the first player (black) is to move, 1 otherwise.
    int to_move() const;
    int move_count() const;
    bool is_legal(Move m) const;
    // Precondition: is_legal(m).
    void play(Move m);
    bool is_terminal() const;
    // Precondition: is_terminal(). The result and the reason as a record writes it.
    Result result() const;
    std::string end_reason() const;

    // The underlying boards. Precondition: game() is the matching game.
    const nogo::Board& nogo() const { return nogo_; }
    const connect4::Board& connect4() const { return *connect4_; }

  private:
    Game game_ = Game::NOGO;
    nogo::Board nogo_;
    core::Expected<connect4::Board> connect4_ = core::Error{"not a Connect4 game"};
};

// "(x,y)" for messages.
std::string move_text(Move m);

}  // namespace arena
