// Built-in players: a uniformly random mover, a one-ply greedy player, and the project's
// engines. make_player() runs them in a ForkedPlayer, which measures their time.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "bot/arena/players/player.h"
#include "connect4/engine.h"
#include "core/random.h"
#include "nogo/engine.h"

namespace arena {

// A uniformly random legal move.
class RandomPlayer : public Player {
  public:
    explicit RandomPlayer(uint64_t seed) : rng_(seed) {}
    Answer play(const Turn& turn) override;

  private:
    core::Rng rng_;
};

// One ply of knowledge, ties broken at random.
// NoGo: the move maximising (own legal moves - opponent's legal moves) afterwards; a move that
// leaves the opponent without a legal move wins and is taken.
// Connect4: win if possible; else block the opponent's immediate win; else prefer columns after
// which the opponent has no immediate win; among those the centre-most.
class GreedyPlayer : public Player {
  public:
    explicit GreedyPlayer(uint64_t seed) : rng_(seed) {}
    Answer play(const Turn& turn) override;

  private:
    Move choose_nogo(const nogo::Board& board);
    Move choose_connect4(const connect4::Board& board);
    core::Rng rng_;
};

// What an `engine` spec's options (the keys kind, iterations, memory and time, checked by
// parse_player_spec) ask of the engine of either game, with `seed`. A key not given keeps the
// default of core::EngineOptions: a missing kind is the game's own default (Engine::DEFAULT_KIND,
// the hybrid in both games).
struct EngineSettings {
    core::EngineOptions options;
    double think = 0;  // seconds per move; 0: bot::ARENA_THINK_SHARE of the move limit
};
EngineSettings engine_settings(const std::map<std::string, std::string>& options, uint64_t seed);

// nogo::Engine / connect4::Engine, thinking settings.think seconds per move, or
// bot::ARENA_THINK_SHARE of the move limit when that is 0.
class EnginePlayer : public Player {
  public:
    EnginePlayer(Game game, const EngineSettings& settings);
    Answer play(const Turn& turn) override;

  private:
    Game game_;
    std::unique_ptr<nogo::Engine> nogo_;
    std::unique_ptr<connect4::Engine> connect4_;
    double think_;
};

}  // namespace arena
