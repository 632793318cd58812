#include "arena/check.h"

#include "arena/position.h"

namespace arena {

core::Expected<CheckSummary> check_records(const std::vector<GameRecord>& records,
                                           const PlayerSpec& spec, double limit,
                                           const std::function<void(int)>& progress) {
    CheckSummary summary;
    for (const GameRecord& record : records) {
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
                const char* what = a.status == AnswerStatus::TIMEOUT ? REASON_TIMEOUT
                                   : a.status == AnswerStatus::CRASH ? REASON_CRASH
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
        if (progress) progress(summary.games);
    }
    return summary;
}

}  // namespace arena
