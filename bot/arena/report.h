// What a match reports: the score of A against B with Elo, interval, LOS and SPRT, and per
// player the time per move (median, maximum) and every loss by rule. Human text and JSON.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bot/arena/match.h"
#include "bot/arena/record.h"
#include "bot/arena/stats.h"

namespace arena {

struct PlayerReport {
    std::string name;
    std::string spec;
    std::vector<double> times;               // seconds, every legal move made
    std::map<std::string, int> rule_losses;  // reason -> count
    std::vector<std::string> loss_details;   // "game-id: detail", in the order seen
};

class MatchReport {
  public:
    MatchReport(const MatchConfig& config, std::optional<SprtConfig> sprt);
    // Adds a finished game of the match (index as in MatchConfig's seating).
    void add(int index, const GameRecord& record);

    const Tally& tally() const { return tally_; }
    // A's results when it moved first (0) and second (1).
    const Tally& tally_by_seat(int seat) const { return by_seat_[seat]; }
    const PlayerReport& player(int i) const { return players_[i]; }
    std::optional<SprtState> sprt_state() const;
    // One line: games done, W-D-L, score, Elo so far (and LLR under SPRT).
    std::string progress_line() const;
    // The summary for people, several lines.
    std::string text() const;
    // The same as one JSON object (infinite Elo bounds are null).
    std::string json() const;

  private:
    MatchConfig config_;
    std::optional<SprtConfig> sprt_;
    Tally tally_;
    Tally by_seat_[2];
    PlayerReport players_[2];
};

// The median of `v` (mean of the middle two for even sizes); 0 when empty.
double median(std::vector<double> v);

}  // namespace arena
