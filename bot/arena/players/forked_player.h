// A player that runs in-process code (the built-ins) in a child process forked for the game, so
// that a crash or a hang of that code (our engine under development, say) loses the game like
// any program's instead of taking the arena down or blocking it.
//
// Parent -> child, one line per turn: the limit in seconds, a space, and the game so far as a
// record line (record.h). Child -> parent: "x y", then a space and the player's debug line when
// it has one (record.h's debug_line: one line).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "bot/arena/players/player.h"
#include "bot/arena/process.h"

namespace arena {

class ForkedPlayer : public Player {
  public:
    // Forks now; the child calls make() once and answers every turn with that player.
    explicit ForkedPlayer(const std::function<std::unique_ptr<Player>()>& make);
    Answer play(const Turn& turn) override;

  private:
    std::optional<Process> process_;
    std::string spawn_error_;
};

// The child's side: answers turn lines from `in` on `out` with `player` until end of input.
int serve_player(Player& player, int in, int out);

}  // namespace arena
