// Self-play: our engine plays both sides of a game at a fixed number of iterations a move, and
// every position it searched becomes a training position (training_file.h): the net's input
// planes, the search's visit shares at the root (the policy target), the game's result for the
// side to move and the search's own estimate (the value targets).
//
// A game is a pure function of the options and its index: its Connect4 board, its opening and
// every sampled move are drawn from a generator seeded by (seed, index), and the engine searches
// a fixed number of iterations with a seed drawn the same way, so that any process plays game i
// the same, and a stopped run resumes exactly (selfplay_main.cpp).
//
// Diversity: a game opens with a number of uniformly random moves, drawn in [0, random_plies];
// then, for temperature_plies more moves, the move is drawn in proportion to the root's visits
// (temperature 1) instead of taking the engine's choice; positions are recorded from the first
// searched one on. The trainer adds the boards' symmetries (data.py). Where the tree did not
// decide a turn (the hybrid's alpha-beta proved a win, a loss or a forced move), the policy
// target is the move played.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "bot/learn/training_file.h"
#include "core/engine_options.h"

namespace learn {

enum class SelfplayGame { NOGO, CONNECT4 };

struct SelfplayOptions {
    SelfplayGame game = SelfplayGame::NOGO;
    uint64_t seed = 1;
    uint64_t iterations = 2000;            // tree iterations a move
    std::optional<core::EngineKind> kind;  // none: the game's default kind
    int memory_mb = 64;
    std::optional<uint32_t> net_visits;  // none: the game's default (core/engine_options.h)
    int random_plies = 4;
    int temperature_plies = 12;
};

// The shape of the game's training records.
TrainingShape selfplay_shape(SelfplayGame game);

// Game `index` played to its end: its searched positions in order.
std::vector<TrainingPosition> play_selfplay_game(const SelfplayOptions& options, int index);

}  // namespace learn
