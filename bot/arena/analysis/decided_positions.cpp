#include "bot/arena/analysis/decided_positions.h"

namespace arena {

core::Expected<int> visit_decided_positions(
    const std::vector<GameRecord>& records,
    const std::function<void(const Position& position, int ply, bool wins)>& visit) {
    int games = 0;
    for (const GameRecord& r : records) {
        if (r.result == Result::DRAW) continue;
        const int winner = r.result == Result::FIRST ? 0 : 1;
        core::Expected<Position> p = Position::start(r);
        if (!p) return core::Error{"game " + r.id + ": " + p.error()};
        for (size_t k = 0; k < r.moves.size(); ++k) {
            visit(*p, int(k), p->to_move() == winner);
            core::Expected<bool> played = p->play_recorded(r.moves[k], k + 1);
            if (!played) return core::Error{"game " + r.id + ": " + played.error()};
        }
        ++games;
    }
    return games;
}

}  // namespace arena
