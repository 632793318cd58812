// Players that are programs speaking the Botzone JSON protocol (protocol.h), over pipes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bot/arena/players/player.h"
#include "bot/arena/process.h"

namespace arena {

// The line a keep-running bot prints after each response.
constexpr const char* KEEP_RUNNING_MARKER = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

// One process per turn: it is started, given the full-history input and end of file, and killed
// once its first non-empty line is read. The clock runs from the start of the process to that
// line, so start-up time counts, as on Botzone. The "data" a turn outputs is passed to the next.
class TurnProcessPlayer : public Player {
  public:
    explicit TurnProcessPlayer(std::vector<std::string> command) : command_(std::move(command)) {}
    Answer play(const Turn& turn) override;

  private:
    std::vector<std::string> command_;
    std::string data_;
};

// Keep-running mode: the first turn (and the first after a response without the marker) starts
// the process with the full-history input; later turns write only the bare request line. The
// clock runs from writing the input to reading the response line; the marker must then follow
// within one move limit, else the turn is a timeout.
class KeepRunningPlayer : public Player {
  public:
    explicit KeepRunningPlayer(std::vector<std::string> command) : command_(std::move(command)) {}
    Answer play(const Turn& turn) override;

  private:
    std::vector<std::string> command_;
    std::optional<Process> process_;
    std::string data_;  // for a restart with the full history
};

// The answer of a program after its input has been written at `start`: reads the first
// non-empty line by start + limit and parses it, storing its "data" field in `data`. On failure
// the process is finished.
Answer read_answer(Process& process, core::SteadyClock::time_point start, double limit,
                   std::string& data);

}  // namespace arena
