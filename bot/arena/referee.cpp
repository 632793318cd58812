#include "bot/arena/referee.h"

#include <cstdio>

namespace arena {

namespace {

// "1.234 s".
std::string seconds_text(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f s", s);
    return buf;
}

}  // namespace

bool referee_turn(GameRecord& record, Position& position, Player& player, double limit) {
    const size_t k = record.moves.size();
    const int side = int(k % 2);
    Answer a = player.play(Turn{record, position, limit});
    if (a.status == AnswerStatus::OK && a.seconds > limit) {
        a.status = AnswerStatus::TIMEOUT;
        a.detail = "answered " + move_text(a.move) + " after " + seconds_text(a.seconds);
    }
    const char* reason = nullptr;
    switch (a.status) {
        case AnswerStatus::OK:
            if (!position.is_legal(a.move)) {
                reason = REASON_ILLEGAL;
                a.detail = "move " + move_text(a.move) + " is illegal";
            }
            break;
        case AnswerStatus::TIMEOUT:
            reason = REASON_TIMEOUT;
            break;
        case AnswerStatus::CRASH:
            reason = REASON_CRASH;
            break;
        case AnswerStatus::MALFORMED:
            reason = REASON_MALFORMED;
            break;
        case AnswerStatus::ILLEGAL:
            reason = REASON_ILLEGAL;
            break;
        case AnswerStatus::RESIGN:
            reason = REASON_RESIGN;
            break;
    }
    if (reason) {
        record.result = side == 0 ? Result::SECOND : Result::FIRST;
        record.reason = reason;
        if (is_rule_loss(reason))
            record.loss_detail = "move " + std::to_string(k + 1) + " by " + record.players[side] +
                                 " (limit " + seconds_text(limit) + "): " + a.detail;
        return false;
    }
    position.play(a.move);
    append_move(record, a.move, a.seconds, a.debug);
    return true;
}

GameRecord play_game(const GameRecord& setup, Player& first, Player& second,
                     const TimeControl& clock) {
    GameRecord record = setup;
    truncate_moves(record, 0);
    record.loss_detail.clear();
    Position position = *Position::start(setup);
    Player* seats[2] = {&first, &second};
    while (!position.is_terminal()) {
        const size_t k = record.moves.size();
        const double limit = k < 2 ? clock.first_time : clock.time;
        if (!referee_turn(record, position, *seats[k % 2], limit)) return record;
    }
    record.result = position.result();
    record.reason = position.end_reason();
    return record;
}

}  // namespace arena
