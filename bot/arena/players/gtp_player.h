// A NoGo player that is a program speaking GTP (the Go Text Protocol, version 2) over pipes:
// our `nogo --gtp`, HaHaNoGo, any GTP engine that knows NoGo's rules.
//
// One process per game. Its first turn sends `boardsize 9` and `clear_board`; every turn sends
// the opponent's moves since the last one as `play COLOUR VERTEX`, then `genmove COLOUR`. The
// program's own moves are not sent back: genmove plays them on its board, as GTP says. Commands
// carry no id, and no time command is sent (the program gets its time from its own flags), so
// that engines with a minimal GTP reader (HaHaNoGo reads words, not lines) follow.
//
// Time: the turn runs from writing genmove to reading its whole response (up to the empty line
// that ends it); the first turn runs from starting the process, so start-up and the set-up
// commands count, as for keep:. The acknowledgements of later `play` commands must come within
// the turn's limit but are not part of the turn's time.
//
// Outcomes: a vertex is a move (the referee checks it); `resign` loses by resignation (RESIGN);
// `pass` is ILLEGAL (NoGo has no pass); a `?` error response, to genmove or to a legal `play`,
// or anything that is not a GTP response is MALFORMED; no response within the limit is a TIMEOUT;
// a program that dies is a CRASH.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bot/arena/players/player.h"
#include "bot/arena/process.h"

namespace arena {

class GtpPlayer : public Player {
  public:
    explicit GtpPlayer(std::vector<std::string> command) : command_(std::move(command)) {}
    Answer play(const Turn& turn) override;

  private:
    // Writes `command` and reads its response by `deadline`. OK with the result text, or the
    // failure (the process is then finished).
    Answer exchange(const std::string& command, core::SteadyClock::time_point deadline,
                    std::string& result);

    std::vector<std::string> command_;
    std::optional<Process> process_;
    size_t known_ = 0;  // moves of the game on the program's board
};

}  // namespace arena
