// A match: N games between players A and B, each game in its own forked process, at most J at
// a time. Seating: game i has A moving first when i is even. NoGo games come in pairs with
// colours swapped; each Connect4 board (size M x N in 9..12, one forbidden cell uniform over
// the board, drawn from the match seed and the pair number i/2) is played twice, once with each
// player first. A shard (shard.h) plays a slice of the match's games, each exactly as the whole
// match would.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "bot/arena/players/player.h"
#include "bot/arena/record.h"
#include "bot/arena/referee.h"
#include "bot/arena/shard.h"

namespace arena {

struct MatchConfig {
    Game game = Game::NOGO;
    int games = 2;
    int jobs = 1;
    TimeControl clock;
    uint64_t seed = 1;
    PlayerSpec players[2];  // A, B
    Shard shard;            // the slice of the `games` games to play; valid for `games`
};

// The setup of game `index` (0-based): id, seating by names, board. Moves are empty.
GameRecord game_setup(const MatchConfig& config, int index);
// Whether A moves first in game `index`.
inline bool a_moves_first(int index) {
    return index % 2 == 0;
}

// Called in the parent for each finished game, in the order the games finish; returns false to
// stop starting new games (running ones are still finished and reported).
using GameDone = std::function<bool(int index, const GameRecord& record)>;

// Plays the games of the match's shard. Fails with one line when a game process dies without a
// result (the match is then stopped, the other games killed).
core::Expected<int> run_match(const MatchConfig& config, const GameDone& on_done);

// What built-in player `player` (0 = A, 1 = B) adds to its seed in game `index`: distinct for
// every match seed, game and player, so that games do not repeat each other.
uint64_t seed_offset(uint64_t match_seed, int index, int player);

// Plays one game in this process (what each game child runs); fails when a player cannot be
// made (specs checked by parse_player_spec always can).
core::Expected<GameRecord> play_match_game(const MatchConfig& config, int index);

}  // namespace arena
