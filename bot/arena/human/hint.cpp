#include "bot/arena/human/hint.h"

#include <cstdio>

#include "bot/connect4_analysis.h"
#include "core/clock.h"

namespace arena {

std::string connect4_hint(const connect4::Board& position, double seconds) {
    connect4::EngineOptions options;
    options.max_iterations = HINT_ITERATIONS;
    connect4::Engine engine(options);
    const connect4::Decision d = engine.choose(position, core::Deadline::after(seconds));
    const std::vector<bot::ColumnAnalysis> columns = bot::column_analysis(engine, position);
    if (columns.empty()) return "  the engine decided without its graph: " + d.summary + "\n";
    std::string text;
    for (const bot::ColumnAnalysis& c : columns) {
        char line[96];
        std::snprintf(line, sizeof line, "  column %d: %u visits, win %.1f%%, %s, line", c.column,
                      unsigned(c.visits), 100 * c.win_rate, c.proof);
        text += line;
        for (int move : c.pv) text += " " + std::to_string(move);
        text += "\n";
    }
    return text;
}

}  // namespace arena
