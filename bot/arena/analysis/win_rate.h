// What each engine thought of a recorded game: the win rate it reported with each move, read
// from the move's debug line, and the move after which the eventual loser's own estimate stayed
// below 50%.
//
// A reported value is the first token "v=NUMBER" of a debug line (a token starts the line or
// follows a space) whose NUMBER is a decimal in [0, 1]: the win probability the engine estimated
// for itself, the player to move, when it chose the move. Our engines write it (core/engine.h:
// "uct by=uct it=... v=0.513 time=...ms", the built-in `engine:` player's line and the NoGo and
// Connect4 bots' "turn N ...: " + that line); their random kind, `greedy`, `random`, GTP and
// `lib:` players, a person, and a third-party program that writes no such token report none.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bot/arena/record.h"

namespace arena {

// The value a debug line reports, if any (the grammar above).
std::optional<double> reported_value(const std::string& debug);

// Each move's reported value turned into the first player's (black's) view: move k (from 0) is
// the first player's when k is even, so its value is kept, and 1 - value for the second
// player's. One entry per move; empty where the move's line reports no value.
std::vector<std::optional<double>> first_player_win_rates(const GameRecord& record);

// Where the loser's estimate crossed 50%, for a game with a winner: the move number (from 1) of
// the loser's move with a reported value below 0.5 after which every value the loser reported
// was below 0.5 as well, that is the first of the loser's trailing run of values below 0.5.
// The loser's moves without a value neither break nor start the run.
struct LoserCrossing {
    enum class Kind {
        NO_LOSER,  // a draw
        NO_VALUE,  // the loser reported no value
        NEVER,     // the loser's last reported value was 0.5 or more
        AT_MOVE,   // `move` is the crossing
    };
    Kind kind = Kind::NO_LOSER;
    size_t move = 0;  // for AT_MOVE
};
LoserCrossing loser_crossing(const GameRecord& record);

// The crossing as the match page shows it: "12", "never", "no values", "draw".
std::string crossing_text(const LoserCrossing& c);

}  // namespace arena
