#include "bot/gtp/time_plan.h"

#include <algorithm>

namespace bot {

void TimePlan::settings(double main_time, double byo_yomi_time, int byo_yomi_stones) {
    limited_ = !(byo_yomi_time > 0 && byo_yomi_stones == 0);
    byo_yomi_time_ = byo_yomi_time;
    byo_yomi_stones_ = byo_yomi_stones;
    for (Clock& c : clocks_) c = Clock{main_time, 0, 0};
}

void TimePlan::left(nogo::Color c, double seconds, int stones) {
    limited_ = true;
    clocks_[c] = stones == 0 ? Clock{seconds, 0, 0} : Clock{0, seconds, stones};
}

void TimePlan::charge(nogo::Color c, double seconds) {
    Clock& clock = clocks_[c];
    if (clock.stones == 0) {
        if (seconds <= clock.main || byo_yomi_stones_ == 0) {
            clock.main = std::max(0.0, clock.main - seconds);
            return;
        }
        // Main time ran out during the move: the rest comes from the first period.
        seconds -= clock.main;
        clock = Clock{0, byo_yomi_time_, byo_yomi_stones_};
    }
    clock.period -= seconds;
    if (--clock.stones == 0) clock = Clock{0, byo_yomi_time_, byo_yomi_stones_};
}

double TimePlan::budget(nogo::Color c, int moves_played) const {
    if (!limited_) return fallback_;
    const Clock& clock = clocks_[c];
    double share = 0;
    if (clock.stones > 0) {
        share = clock.period / clock.stones;
    } else {
        const int ours_left = std::max(MIN_MOVES_LEFT, (PLANNED_GAME_MOVES - moves_played) / 2);
        share = clock.main / ours_left;
        if (byo_yomi_stones_ > 0) share = std::max(share, byo_yomi_time_ / byo_yomi_stones_);
    }
    return std::max(MIN_BUDGET, GTP_THINK_SHARE * share);
}

}  // namespace bot
