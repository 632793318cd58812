// The HTML match report (`arena report`): one self-contained page (inline CSS, SVG and
// JavaScript; nothing fetched) from a match's --json summary, whole or merged from shards.
//
// What it shows, all computed from the summary's games by the report's own code (report.h,
// stats.h), games taken in the order of their index:
//   - the summary: W-D-L, score, Elo with its 95% interval, LOS, the SPRT state, the split by
//     who moved first, each player's name, spec, moves, median and maximum time per move and
//     losses by rule;
//   - plots (svg_plot.h): the Elo estimate and its interval after each game, the SPRT LLR after
//     each game with its bounds (a whole match with --sprt), the median think time of each
//     player at each move number, the histogram of game lengths;
//   - a table of the games, each row opening the game in a board replayer (first, previous,
//     next, last, a slider, the arrow keys, Home and End), the last move marked and its line
//     (player, point, think time) and debug line shown, and under the board a graph of the
//     win rate each side's engine reported with its moves (analysis/win_rate.h), both in the
//     first player's (black's) view, gaps where a move reported none, the move shown marked;
//   - in the table, for each game, where the loser's estimate crossed 50% (loser_crossing).
// The stylesheet and the script are report.css and report.js, embedded at build time
// (embed_text.cmake).
//
// Contracts the tests read (tests/arena/external/html_report_browser_test.cpp):
//   - every summary figure is an element with data-figure="PATH" data-value="V", PATH the
//     figure's place in the summary JSON ("wins", "elo_low", "a_first.wins", "sprt.llr",
//     "A.time_median") and V its value as that JSON writes it (null for an infinite Elo bound);
//   - each board cell is an element data-cell="x,y" (the game's own coordinates) with
//     data-stone "b" (first player's / black), "w" (second's / white), "x" (forbidden) or "."
//     (empty); the last move's cell has data-last="1";
//   - #replayer carries data-game (the id shown) and data-move (the moves on the board);
//     #move-info carries data-time (seconds of the last move shown, "" before the first move);
//   - the graph #winrate has one element per reported value, data-point="K" (the move number,
//     from 1), data-side "b" or "w" (who made the move), data-winrate="V" (the first player's
//     win rate, as the JSON number writes it); #winrate-cursor has data-at (the moves shown);
//   - each row of the games table has a cell data-crossing (crossing_text);
//   - the URL fragment #game=ID&move=K (K optional, clamped to 0..moves) opens that game at
//     move K on load and on every change of the fragment; the replayer writes the fragment of
//     what it shows back into the URL, so the address shares the position. Without a fragment
//     the first game is shown at its end.
#pragma once

#include <string>
#include <vector>

#include "bot/arena/merge.h"
#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

// Whether `records` (read from `records_name`) are the games of `summary`: the same ids, each
// record equal to the summary's, in any order. Fails with one line naming the first game that
// differs, is missing from one of them, or is there twice.
core::Expected<bool> check_same_games(const MatchSummary& summary,
                                      const std::vector<GameRecord>& records,
                                      const std::string& records_name);

// The page. Fails with one line naming the first game whose moves are illegal.
core::Expected<std::string> html_report(const MatchSummary& summary);

}  // namespace arena
