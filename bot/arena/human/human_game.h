// `arena play`: a person against any arena player. The person types moves (human_move.h) at a
// prompt; the board is drawn as `arena replay` draws it before each of the person's turns. The
// bot is an arena player (players/player.h) refereed as in a match (referee_turn): each of its
// turns has `clock.time` seconds, its first turn `clock.first_time`, and a loss by rule (late,
// illegal, crashed, malformed) ends the game.
//
// undo takes back the person's last move and the bot's reply. The bot is then made afresh and
// gets the shortened game at its next turn as any new player does (the full history for cmd:
// and keep:, `play` commands for gtp:, the position for built-ins and course libraries), so no
// player needs to know how to take a move back; that turn is again a first turn (first_time),
// and the Botzone `data` a program saved is lost with the old player. quit, and the end of
// input, resign: the bot wins by "resign".
#pragma once

#include <iosfwd>

#include "bot/arena/players/player.h"
#include "bot/arena/record.h"
#include "bot/arena/referee.h"
#include "core/expected.h"

namespace arena {

struct HumanGame {
    GameRecord setup;    // game, id, players' names, Connect4 board; moves are ignored
    int human_seat = 0;  // 0: the person moves first (black), 1: the bot does
    PlayerSpec bot;      // checked by parse_player_spec; built-ins play with the spec's own seed
    TimeControl clock;
};

// Plays the game, reading the person's lines from `in` and writing the board, the moves,
// refusals and the result to `out`. Returns the finished record; the person's times run from
// the prompt to the line that made the move. Fails with one line when the setup's board is
// invalid or the bot cannot be made.
core::Expected<GameRecord> play_human_game(const HumanGame& game, std::istream& in,
                                           std::ostream& out);

}  // namespace arena
