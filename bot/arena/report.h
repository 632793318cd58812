// What a match reports: the score of A against B with Elo, interval, LOS and SPRT, and per
// player the time per move (median, maximum) and every loss by rule. Human text and JSON.
// The JSON summary also holds every game's record with its index, which is all the report is
// computed from: `arena merge` (merge.h) reads the summaries of a match's shards back and adds
// their games to one report, the same computation as the whole match's.
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
    std::vector<double> times;                // seconds, every legal move made
    std::map<std::string, int> rule_losses;   // reason -> count
    std::map<int, std::string> loss_details;  // game index -> "game-id: detail"
    // The longest time of a move; 0 without moves.
    double time_max() const;
};

// The report of a whole match or of one shard (config.shard). A shard's report has no SPRT
// state: a test over a slice decides nothing, so a shard plays all its games and the merge
// tests the whole.
class MatchReport {
  public:
    MatchReport(const MatchConfig& config, std::optional<SprtConfig> sprt);
    // Adds a finished game of the match (index as in MatchConfig's seating), once per index.
    // The text and JSON do not depend on the order of the games added.
    void add(int index, const GameRecord& record);

    const Tally& tally() const { return tally_; }
    // A's results when it moved first (0) and second (1).
    const Tally& tally_by_seat(int seat) const { return by_seat_[seat]; }
    const PlayerReport& player(int i) const { return players_[i]; }
    std::optional<SprtState> sprt_state() const;
    // The games added, by index.
    const std::map<int, GameRecord>& games() const { return games_; }
    // One line: games done of the shard's, W-D-L, score, Elo so far (and LLR under SPRT).
    std::string progress_line() const;
    // The summary for people, several lines.
    std::string text() const;
    // The same as one JSON object (infinite Elo bounds are null), ending with "records": one
    // {"index":I,"record":{...}} a line in game order, the record as in --records files.
    std::string json() const;

  private:
    MatchConfig config_;
    std::optional<SprtConfig> sprt_;
    Tally tally_;
    Tally by_seat_[2];
    PlayerReport players_[2];
    std::map<int, GameRecord> games_;
};

// The median of `v` (mean of the middle two for even sizes); 0 when empty.
double median(std::vector<double> v);
// printf-style formatting of one number.
std::string format(const char* fmt, double v);
// An Elo difference as the report prints it: "+12.3", "-4.0", "+inf".
std::string elo_text(double e);
// "H1 accepted", "H0 accepted" or "undecided".
const char* decision_text(SprtDecision d);
// The decision as the JSON summary writes it: "H1", "H0" or "none".
const char* decision_name(SprtDecision d);

}  // namespace arena
