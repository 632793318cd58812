// One NoGo game driven by GTP commands: the board, the moves played, the engine that answers
// genmove (kept between moves, so its tree is re-rooted) and the clock (time_plan.h).
//
// Analysis (docs/protocols.md, "Analysis commands"): lz-analyze and kata-analyze search the
// current position with the engine's own tree (kept for the genmoves that follow) and write one
// `info` line of all searched root moves every interval, until the next command line arrives;
// genmove_analyze and kata-genmove_analyze think as genmove does, writing info lines as they
// go, then `play VERTEX`; nogo-visits and nogo-winrates (gogui-analyze_commands) answer in
// GoGui's gfx format after a short search.
//
// The rules are NoGo's (nogo/board.h), not Go's: a move that captures or is suicide is illegal,
// there is no pass, black moves first and colours alternate, and the side to move with no legal
// move has lost (its genmove answers "resign"). A rejected command changes nothing.
#pragma once

#include <functional>
#include <optional>
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

    // Where the analysis commands write while they run, and how they learn that the next
    // command line has arrived (waiting up to the given milliseconds for it). Without a stream
    // they answer with an error.
    void set_stream(std::ostream& out, std::function<bool(int)> next_line_ready);

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
    GtpResponse lz_analyze(const Args&);
    GtpResponse kata_analyze(const Args&);
    GtpResponse lz_genmove_analyze(const Args&);
    GtpResponse kata_genmove_analyze(const Args&);
    GtpResponse gogui_analyze_commands(const Args&);
    GtpResponse gfx_visits(const Args&);
    GtpResponse gfx_winrates(const Args&);

    // The analysis commands' arguments: [COLOUR] [[interval] CENTISECONDS]. The interval in
    // seconds, or an error message.
    struct AnalyzeArgs {
        double interval = 1.0;
        std::string error;
    };
    AnalyzeArgs parse_analyze(const Args& args, const char* usage) const;
    // Opens a streamed analysis response: parses `args` (usage names the command in a syntax
    // error), checks there is a stream and, when `needs_tree`, a tree, then writes "=ID". Returns
    // the failure to answer instead, or nothing once the stream is open (*interval set).
    std::optional<GtpResponse> open_stream(const Args& args, const char* usage, bool needs_tree,
                                           double* interval);
    GtpResponse analyze(const Args& args, bool kata);
    GtpResponse genmove_analyze(const Args& args, bool kata);
    // The move genmove plays for the side to move c (the position not terminal), thinking
    // under the time plan; `progress` as core::Engine::choose takes it. Plays it and logs it.
    nogo::Point think(nogo::Color c, const std::function<void()>& progress);
    // One `info` line of the tree's root moves (empty when the tree's root has no searched
    // child or is not the position `at`), in Leela Zero's units or KataGo's (kata).
    std::string info_line(const nogo::Board& at, bool kata) const;
    // Writes info_line(at, kata) to the stream and flushes, when it is not empty; returns
    // whether it wrote.
    bool write_info(const nogo::Board& at, bool kata) const;
    // Searches the current position for GFX_SECONDS (or until it is proven).
    void short_search();

    nogo::Engine engine_;
    nogo::Board board_;
    std::vector<nogo::Point> moves_;  // every move since clear_board, the board's history
    TimePlan time_;
    std::ostream& log_;
    core::SteadyClock::time_point received_;  // of the command being executed
    std::string id_;                          // of the command being executed
    std::ostream* stream_ = nullptr;          // set_stream()
    std::function<bool(int)> next_line_ready_;
    bool quit_ = false;
};

}  // namespace bot
