// Course libraries (spec/connect4.md, interface 1) as Connect4 players. The library is loaded
// in a child process forked for each game, as the course's host loads it, so that a crash or a
// hang in getPoint ends that game only.
//
// Parent -> child, one line per turn: M N noX noY lastX lastY top[0..N-1] board[0..M*N-1]
// (the course's arrays, "2" = the library's own stones). Child -> parent: "x y", or once
// "error: ..." when the library cannot be loaded.
#pragma once

#include <optional>
#include <string>

#include "bot/arena/players/player.h"
#include "bot/arena/process.h"

namespace arena {

// The child's side: loads `path`, then answers request lines on `in` with getPoint on `out`
// until end of file. Returns the exit status (0 at end of input, 2 when loading failed).
int serve_course_library(const std::string& path, int in, int out);

class CourseLibraryPlayer : public Player {
  public:
    // Forks the serving child now, so that loading the library is not charged to a turn.
    explicit CourseLibraryPlayer(std::string path);
    Answer play(const Turn& turn) override;

  private:
    std::string path_;
    std::optional<Process> process_;
    std::string spawn_error_;
};

}  // namespace arena
