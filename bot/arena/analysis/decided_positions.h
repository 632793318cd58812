// The positions of recorded games that the fits (fit_eval.h, fit_playout.h) are measured on:
// every position before a move of each decided game, with whether its side to move went on to win.
#pragma once

#include <functional>
#include <vector>

#include "bot/arena/position.h"
#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

// Replays each decided game of `records` (draws are skipped) and calls visit(position, ply, wins)
// before each move, ply counting from 0 and wins telling whether the side to move won the game.
// Returns the number of games replayed, or fails naming the first game that does not replay.
core::Expected<int> visit_decided_positions(
    const std::vector<GameRecord>& records,
    const std::function<void(const Position& position, int ply, bool wins)>& visit);

}  // namespace arena
