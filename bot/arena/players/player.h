// A player: anything that answers a turn of a game within a wall-time limit. The referee owns
// one Player per seat per game and calls play() once per turn of that seat, in order.
//
// Player specs (command line):
//   random | greedy | engine          built-ins, each in a child process of the game;
//   KIND:key=value,...                options: name=LABEL, seed=N (default 1; in a match, N plus
//                                     an offset from --seed, game and player),
//                                     engine only: kind=hybrid|alphabeta|uct|uct-plain|random,
//                                     time=SEC (thinking time; default ARENA_THINK_SHARE,
//                                     bot/time_budget.h, of the move limit), iterations=N,
//                                     memory=MiB;
//   cmd:PATH [ARGS...]                a program, one process per turn, full-history JSON input;
//   keep:PATH [ARGS...]               a program in Botzone's keep-running mode;
//   gtp:PATH [ARGS...]                a program speaking GTP, one process per game (NoGo only,
//                                     gtp_player.h);
//   lib:PATH.so                       a course library (Connect4 only), served by a child
//                                     process per game.
//   cmd,name=LABEL:PATH ...           a label for a program player (also keep, gtp, lib).
// Arguments are separated by spaces (no quoting). The label defaults to the spec text.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bot/arena/position.h"
#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

// One turn: the game so far (setup and record.moves; this turn makes move record.moves.size())
// and the position after those moves, which is not terminal.
struct Turn {
    const GameRecord& record;
    const Position& position;
    double limit;  // seconds of wall time for this turn
};

// RESIGN and ILLEGAL come from players that can say so (a GTP program's "resign" or "pass");
// other players' illegal moves are OK answers the referee rejects.
enum class AnswerStatus { OK, TIMEOUT, CRASH, MALFORMED, RESIGN, ILLEGAL };

struct Answer {
    AnswerStatus status = AnswerStatus::OK;
    Move move;           // when OK; the referee checks legality
    double seconds = 0;  // wall time of the turn as the player's channel measured it
    std::string detail;  // one line when not OK
    // When OK: the player's own comment on its move, as a record keeps it (debug_line), or "".
    // Programs give their response's "debug" field, built-in engines their summary line.
    std::string debug;
};

class Player {
  public:
    virtual ~Player() = default;
    // Answers one turn. Returns by turn.limit plus the time to notice a late answer, whatever
    // the player does.
    virtual Answer play(const Turn& turn) = 0;
};

struct PlayerSpec {
    std::string text;  // as given
    std::string kind;  // random, greedy, engine, cmd, keep, gtp, lib
    std::string name;
    std::map<std::string, std::string> options;  // built-ins' key=value options
    std::vector<std::string> command;            // cmd/keep/gtp: path and arguments; lib: the path
};

// Parses and checks a spec for `game` (unknown kinds or keys, bad numbers, a missing program,
// lib for NoGo, gtp for Connect4): one line naming the problem.
core::Expected<PlayerSpec> parse_player_spec(const std::string& text, Game game);
// A fresh player for one game; built-ins use the spec's seed plus `seed_offset`.
core::Expected<std::unique_ptr<Player>> make_player(const PlayerSpec& spec, Game game,
                                                    uint64_t seed_offset);

}  // namespace arena
