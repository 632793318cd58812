// The thinking time of a GTP move: what time_settings and time_left say the clock allows.
//
// GTP's time system (time_settings main byo_yomi_time byo_yomi_stones) is Canadian byo-yomi:
// `main` seconds, then `byo_yomi_time` seconds for every `byo_yomi_stones` stones. Byo-yomi time
// 0 is absolute time (main time only); byo-yomi stones 0 with byo-yomi time above 0 means no
// limit. time_left COLOUR SECONDS STONES gives a clock as the front-end sees it: STONES 0 is main
// time, otherwise SECONDS are left for STONES stones of the current byo-yomi period.
//
// A move's budget is GTP_THINK_SHARE (bot/time_budget.h) times its share of the clock: in
// byo-yomi the period's time divided by its stones; in main time the main time left divided by
// the moves we expect still to make (at least a byo-yomi stone's share when there is byo-yomi).
// Without a time limit it is the fallback: --time, or the bot's default turn budget.
#pragma once

#include "bot/time_budget.h"
#include "nogo/board.h"

namespace bot {

class TimePlan {
  public:
    // Moves of a whole game we plan main time for: the recorded games (../shared/games) last
    // 67 to 76 moves; a few more keep a reserve. Never fewer than MIN_MOVES_LEFT of our own.
    static constexpr int PLANNED_GAME_MOVES = 80;
    static constexpr int MIN_MOVES_LEFT = 8;
    // No budget is below this: an engine answers from its first iterations.
    static constexpr double MIN_BUDGET = 0.005;

    // No time limit: every budget is `fallback` seconds.
    explicit TimePlan(double fallback) : fallback_(fallback) {}

    // time_settings: both colours' clocks start afresh. Preconditions: arguments >= 0.
    void settings(double main_time, double byo_yomi_time, int byo_yomi_stones);
    // time_left: colour c's clock as the front-end sees it; it also turns a limit on.
    // Preconditions: arguments >= 0.
    void left(nogo::Color c, double seconds, int stones);
    // Charges `seconds` of thinking to c's clock, so that a front-end that sends no time_left
    // still sees the budget shrink.
    void charge(nogo::Color c, double seconds);
    // Seconds colour c may think on its next move with `moves_played` moves on the board.
    double budget(nogo::Color c, int moves_played) const;

  private:
    struct Clock {
        double main = 0;    // main time left
        double period = 0;  // time left in the current byo-yomi period
        int stones = 0;     // stones left in the period; 0 while in main time
    };
    double fallback_;
    bool limited_ = false;  // a time_settings with a limit, or a time_left, came
    double byo_yomi_time_ = 0;
    int byo_yomi_stones_ = 0;
    Clock clocks_[2];
};

}  // namespace bot
