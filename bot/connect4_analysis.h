// What the Connect4 engine thought of a position, column by column, from its last turn's graph:
// the answer's "analysis" field (docs/protocols.md) and the hint of `arena play`.
#pragma once

#include <cstdint>
#include <vector>

#include "bot/botzone/botzone_input.h"
#include "connect4/board.h"
#include "connect4/engine.h"

namespace bot {

// The longest principal variation reported, in moves.
constexpr int MAX_PV_MOVES = 12;

// One column of `position` as the graph saw it. All values are for the side to move of
// `position`.
struct ColumnAnalysis {
    int column = 0;
    uint32_t visits = 0;         // the edge's visits
    double win_rate = 0.5;       // the child's value (1 or 0 when proven)
    const char* proof = "open";  // "won", "lost" or "open"
    // The column, then the most visited reply at each position after it while the graph has
    // one, at most MAX_PV_MOVES columns in all.
    std::vector<int> pv;
};

// The columns the graph holds for `position` (none when the turn was decided before the graph
// searched it, or for an engine without a graph), in column order. Precondition: `engine` just
// chose a move at `position`.
std::vector<ColumnAnalysis> column_analysis(const connect4::Engine& engine,
                                            const connect4::Board& position);

// [{"column":C,"visits":N,"win_rate":W,"proof":"won|lost|open","pv":[C,..]},..], W rounded to
// three decimals.
Json analysis_json(const std::vector<ColumnAnalysis>& columns);

}  // namespace bot
