// The regression check: every position of recorded games is put to a player, each as a fresh
// first turn with the full history (a fresh process, library child or engine per position),
// and every answer must be legal and in time.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "bot/arena/players/player.h"
#include "bot/arena/record.h"

namespace arena {

struct CheckSummary {
    int games = 0;
    int positions = 0;
    double max_seconds = 0;
};

// Checks `records` against `spec` with `limit` seconds per answer, `jobs` games at a time (in
// forked children when jobs > 1). Fails with one line naming the game, the move number and what
// went wrong (or a record's own illegal move); with several jobs, the first failure found.
// `progress`, when set, is called with the number of games checked after each game.
core::Expected<CheckSummary> check_records(const std::vector<GameRecord>& records,
                                           const PlayerSpec& spec, double limit, int jobs = 1,
                                           const std::function<void(int)>& progress = {});

}  // namespace arena
