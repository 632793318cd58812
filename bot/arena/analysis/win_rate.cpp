#include "bot/arena/analysis/win_rate.h"

#include <cstdlib>

namespace arena {

std::optional<double> reported_value(const std::string& debug) {
    for (size_t at = debug.find("v="); at != std::string::npos; at = debug.find("v=", at + 1)) {
        if (at > 0 && debug[at - 1] != ' ') continue;
        const size_t from = at + 2;
        size_t end = from;
        while (end < debug.size() && debug[end] != ' ') ++end;
        const std::string token = debug.substr(from, end - from);
        if (token.empty() || token.find_first_not_of("0123456789.") != std::string::npos) continue;
        char* stop = nullptr;
        const double v = std::strtod(token.c_str(), &stop);
        if (*stop == '\0' && v >= 0 && v <= 1) return v;
    }
    return std::nullopt;
}

std::vector<std::optional<double>> first_player_win_rates(const GameRecord& record) {
    std::vector<std::optional<double>> out(record.moves.size());
    for (size_t k = 0; k < record.debug.size() && k < out.size(); ++k)
        if (std::optional<double> v = reported_value(record.debug[k]))
            out[k] = k % 2 == 0 ? *v : 1 - *v;
    return out;
}

LoserCrossing loser_crossing(const GameRecord& record) {
    LoserCrossing c;
    if (record.result == Result::DRAW) return c;
    const size_t loser = record.result == Result::FIRST ? 1 : 0;
    c.kind = LoserCrossing::Kind::NO_VALUE;
    for (size_t k = loser; k < record.debug.size(); k += 2) {
        const std::optional<double> v = reported_value(record.debug[k]);
        if (!v) continue;
        if (*v >= 0.5) {
            c.kind = LoserCrossing::Kind::NEVER;
        } else if (c.kind != LoserCrossing::Kind::AT_MOVE) {
            c.kind = LoserCrossing::Kind::AT_MOVE;
            c.move = k + 1;
        }
    }
    return c;
}

std::string crossing_text(const LoserCrossing& c) {
    switch (c.kind) {
        case LoserCrossing::Kind::NO_LOSER:
            return "draw";
        case LoserCrossing::Kind::NO_VALUE:
            return "no values";
        case LoserCrossing::Kind::NEVER:
            return "never";
        case LoserCrossing::Kind::AT_MOVE:
            break;
    }
    return std::to_string(c.move);
}

}  // namespace arena
