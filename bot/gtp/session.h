// One NoGo game driven by GTP commands: the board, the moves played, the engine that answers
// genmove (kept between moves, so its tree is re-rooted) and the clock (time_plan.h).
//
// The rules are NoGo's (nogo/board.h), not Go's: a move that captures or is suicide is illegal,
// there is no pass, black moves first and colours alternate, and the side to move with no legal
// move has lost (its genmove answers "resign"). A rejected command changes nothing.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "bot/botzone/options.h"
#include "bot/gtp/command.h"
#include "bot/gtp/time_plan.h"
#include "core/clock.h"
#include "nogo/board.h"
#include "nogo/engine.h"

namespace bot {

class GtpSession {
  public:
    // Engine settings and the default move budget come from `options` (--time, else the Botzone
    // bot's turn budget). Each genmove writes one line on `log`: the move and the engine summary.
    GtpSession(const BotOptions& options, std::ostream& log);

    // Executes one command read at `received` (genmove's clock starts there) and returns the
    // response: "unknown command" for a name not in list_commands, a one-line error for bad
    // arguments or an illegal move.
    GtpResponse execute(const GtpCommand& command, core::SteadyClock::time_point received);
    // A quit command was executed: the caller writes its response and stops.
    bool quit_requested() const { return quit_; }

    const nogo::Board& board() const { return board_; }

  private:
    using Args = std::vector<std::string>;
    using Handler = GtpResponse (GtpSession::*)(const Args&);
    struct Entry {
        const char* name;
        Handler handler;
    };
    // Every command, in list_commands order.
    static const Entry COMMANDS[];

    GtpResponse protocol_version(const Args&);
    GtpResponse name(const Args&);
    GtpResponse version(const Args&);
    GtpResponse known_command(const Args&);
    GtpResponse list_commands(const Args&);
    GtpResponse quit(const Args&);
    GtpResponse boardsize(const Args&);
    GtpResponse clear_board(const Args&);
    GtpResponse komi(const Args&);
    GtpResponse play(const Args&);
    GtpResponse genmove(const Args&);
    GtpResponse undo(const Args&);
    GtpResponse showboard(const Args&);
    GtpResponse time_settings(const Args&);
    GtpResponse time_left(const Args&);

    nogo::Engine engine_;
    nogo::Board board_;
    std::vector<nogo::Point> moves_;  // every move since clear_board, the board's history
    TimePlan time_;
    std::ostream& log_;
    core::SteadyClock::time_point received_;  // of the command being executed
    bool quit_ = false;
};

}  // namespace bot
