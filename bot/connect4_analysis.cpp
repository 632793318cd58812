#include "bot/connect4_analysis.h"

#include <algorithm>
#include <cmath>

namespace bot {

namespace {

const char* proof_name(core::Proof child) {
    // The child's proof is for its side to move, our opponent.
    return child == core::Proof::LOSS ? "won" : child == core::Proof::WIN ? "lost" : "open";
}

}  // namespace

std::vector<ColumnAnalysis> column_analysis(const connect4::Engine& engine,
                                            const connect4::Board& position) {
    std::vector<ColumnAnalysis> out;
    const auto* graph = engine.tree();
    if (!graph) return out;
    for (const auto& child : graph->children(position)) {
        ColumnAnalysis c;
        c.column = child.move;
        c.visits = child.visits;
        c.win_rate = child.value;
        c.proof = proof_name(child.proven);
        connect4::Board b = position;
        for (int col = child.move; int(c.pv.size()) < MAX_PV_MOVES;) {
            c.pv.push_back(col);
            b.play(col);
            if (b.is_terminal()) break;
            const auto replies = graph->children(b);
            if (replies.empty()) break;
            const auto best =
                std::max_element(replies.begin(), replies.end(),
                                 [](const auto& x, const auto& y) { return x.visits < y.visits; });
            if (best->visits == 0) break;
            col = best->move;
        }
        out.push_back(c);
    }
    std::sort(out.begin(), out.end(),
              [](const ColumnAnalysis& x, const ColumnAnalysis& y) { return x.column < y.column; });
    return out;
}

// Built from parse("[]"), parse("{}"), operator[] and push_back: json 3.0's API as the bundle
// tests declare it (docs/protocols.md, "json version").
Json analysis_json(const std::vector<ColumnAnalysis>& columns) {
    Json out = Json::parse("[]");
    for (const ColumnAnalysis& c : columns) {
        Json column = Json::parse("{}");
        column["column"] = c.column;
        column["visits"] = unsigned(c.visits);
        column["win_rate"] = std::round(c.win_rate * 1000) / 1000;
        column["proof"] = c.proof;
        Json pv = Json::parse("[]");
        for (int move : c.pv) pv.push_back(move);
        column["pv"] = pv;
        out.push_back(column);
    }
    return out;
}

}  // namespace bot
