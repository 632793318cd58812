// The referee: plays one game between two players on the project's rule engines and writes the
// record. Rules beyond the game's own: an illegal move, malformed output, a crash or a timeout
// loses at once, and the record says which (reason + loss_detail). A turn's limit is `time`
// seconds of wall time, `first_time` for each player's first turn (Botzone doubles it); an
// answer measured at more than the limit is a timeout, however little it is late.
#pragma once

#include "bot/arena/players/player.h"
#include "bot/arena/record.h"

namespace arena {

struct TimeControl {
    double time = 1.0;
    double first_time = 2.0;
};

// Asks `player` for the next move of `record` at `position` (the position after record.moves,
// not terminal) within `limit` seconds, and judges the answer. A legal move in time is played on
// `position` and appended to the record with its time and debug line: returns true. Anything else
// ends `record` as a loss of the player to move (result, reason, loss_detail): returns false.
bool referee_turn(GameRecord& record, Position& position, Player& player, double limit);

// Plays the game set up by `setup` (game, id, players' names, board; moves empty; the setup's
// board must be valid) with seats[0] moving first. Returns the finished record, with one time
// per move.
GameRecord play_game(const GameRecord& setup, Player& first, Player& second,
                     const TimeControl& clock);

}  // namespace arena
