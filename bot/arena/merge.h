// Adding up the shards of a match (`arena merge SUMMARY.json...`): the --json summaries that the
// shards wrote (report.h) are read back and their games added to one MatchReport, the same code
// and the same inputs as the whole match's report, so the merged report is the one the whole
// match prints: Elo, interval, LOS and SPRT from the summed W-D-L, medians of time per move from
// every move's time (a median cannot be merged from medians).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bot/arena/match.h"
#include "bot/arena/report.h"
#include "bot/arena/stats.h"
#include "core/expected.h"

namespace arena {

// What a summary says: its match, its shard and its games.
struct MatchSummary {
    std::string name;    // where it was read from, for messages
    MatchConfig config;  // players hold only their name and spec text; jobs is not kept
    std::optional<SprtConfig> sprt;
    std::map<int, GameRecord> games;  // by game index
};

// Parses a summary written by MatchReport::json(); fails with one line naming `name` and what
// is missing or wrong.
core::Expected<MatchSummary> parse_summary(const std::string& text, const std::string& name);
core::Expected<MatchSummary> read_summary(const std::string& path);

struct MergedMatch {
    MatchReport report;                // the whole match, over the games present
    std::vector<std::string> missing;  // one line per missing shard or game; empty if complete
};

// Merges the summaries of one match's shards. Fails, naming the files, when two summaries
// belong to different matches (game, number of games, seed, time, first-move time, players,
// SPRT or number of shards differ), when two are the same shard, or when a game is not the one
// its shard plays (index outside the shard's slice, or id, seating or board not the match's);
// so no two summaries overlap. Precondition: shards is not empty.
core::Expected<MergedMatch> merge_summaries(const std::vector<MatchSummary>& shards);

}  // namespace arena
