#include "bot/arena/analysis/check.h"

#include <algorithm>
#include <cstdio>

#include "bot/arena/parallel.h"
#include "bot/arena/position.h"

namespace arena {

namespace {

// Checks one game, adding to `summary`; fails as check_records does.
core::Expected<bool> check_game(const GameRecord& record, const PlayerSpec& spec, double limit,
                                CheckSummary& summary) {
    core::Expected<Position> start = Position::start(record);
    if (!start) return core::Error{record.id + ": " + start.error()};
    Position position = *start;
    GameRecord so_far = record;
    so_far.moves.clear();
    for (size_t k = 0; k <= record.moves.size() && !position.is_terminal(); ++k) {
        const std::string where = record.id + " move " + std::to_string(k + 1) + ": ";
        core::Expected<std::unique_ptr<Player>> player =
            make_player(spec, record.game, uint64_t(k));
        if (!player) return core::Error{where + player.error()};
        const Answer a = (*player)->play(Turn{so_far, position, limit});
        if (a.status != AnswerStatus::OK) {
            const char* what = a.status == AnswerStatus::TIMEOUT   ? REASON_TIMEOUT
                               : a.status == AnswerStatus::CRASH   ? REASON_CRASH
                               : a.status == AnswerStatus::RESIGN  ? REASON_RESIGN
                               : a.status == AnswerStatus::ILLEGAL ? REASON_ILLEGAL
                                                                   : REASON_MALFORMED;
            return core::Error{where + what + ": " + a.detail};
        }
        if (a.seconds > limit)
            return core::Error{where + "timeout: answered after " + std::to_string(a.seconds) +
                               " s"};
        if (!position.is_legal(a.move))
            return core::Error{where + "illegal answer " + move_text(a.move)};
        ++summary.positions;
        summary.max_seconds = std::max(summary.max_seconds, a.seconds);
        if (k == record.moves.size()) break;
        if (!position.is_legal(record.moves[k]))
            return core::Error{where + "the record's move " + move_text(record.moves[k]) +
                               " is illegal"};
        position.play(record.moves[k]);
        so_far.moves.push_back(record.moves[k]);
    }
    ++summary.games;
    return true;
}

}  // namespace

core::Expected<CheckSummary> check_records(const std::vector<GameRecord>& records,
                                           const PlayerSpec& spec, double limit, int jobs,
                                           const std::function<void(int)>& progress) {
    CheckSummary summary;
    if (jobs <= 1) {
        for (const GameRecord& record : records) {
            core::Expected<bool> ok = check_game(record, spec, limit, summary);
            if (!ok) return core::Error{ok.error()};
            if (progress) progress(summary.games);
        }
        return summary;
    }
    // Each child checks one game and answers "ok POSITIONS MAX_SECONDS" or "error: MESSAGE".
    std::string failure;
    core::Expected<int> done = run_in_children(
        int(records.size()), jobs,
        [&](int i) {
            CheckSummary one;
            core::Expected<bool> ok = check_game(records[i], spec, limit, one);
            if (!ok) return "error: " + ok.error();
            char line[64];
            std::snprintf(line, sizeof line, "ok %d %.9g", one.positions, one.max_seconds);
            return std::string(line);
        },
        [&](int, const std::string& line) {
            int positions = 0;
            double seconds = 0;
            if (std::sscanf(line.c_str(), "ok %d %lf", &positions, &seconds) != 2) {
                failure = line.compare(0, 7, "error: ") == 0 ? line.substr(7) : line;
                return false;
            }
            ++summary.games;
            summary.positions += positions;
            summary.max_seconds = std::max(summary.max_seconds, seconds);
            if (progress) progress(summary.games);
            return true;
        });
    if (!done) return core::Error{done.error()};
    if (!failure.empty()) return core::Error{failure};
    return summary;
}

}  // namespace arena
