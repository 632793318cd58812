#include "bot/arena/players/forked_player.h"

#include <stdio.h>

#include <cstdlib>
#include <sstream>

#include "bot/arena/position.h"

namespace arena {

int serve_player(Player& player, int in, int out) {
    FILE* reader = fdopen(in, "r");
    FILE* writer = fdopen(out, "w");
    if (!reader || !writer) return 2;
    std::string line;
    for (int c; (c = fgetc(reader)) != EOF;) {
        if (c != '\n') {
            line += char(c);
            continue;
        }
        char* rest = nullptr;
        const double limit = std::strtod(line.c_str(), &rest);
        core::Expected<GameRecord> record = parse_record(rest ? rest : "");
        if (!record) return 3;
        core::Expected<Position> position = Position::after(*record, record->moves.size());
        if (!position || position->is_terminal()) return 3;
        const Answer a = player.play(Turn{*record, *position, limit});
        const std::string debug = debug_line(a.debug);
        fprintf(writer, "%d %d%s%s\n", a.move.x, a.move.y, debug.empty() ? "" : " ", debug.c_str());
        fflush(writer);
        line.clear();
    }
    return 0;
}

ForkedPlayer::ForkedPlayer(const std::function<std::unique_ptr<Player>()>& make) {
    core::Expected<Process> p = Process::fork_call([&make](int in, int out) {
        std::unique_ptr<Player> player = make();
        return serve_player(*player, in, out);
    });
    if (p) {
        process_ = std::move(*p);
    } else {
        spawn_error_ = p.error();
    }
}

Answer ForkedPlayer::play(const Turn& turn) {
    const auto start = core::SteadyClock::now();
    Answer a;
    a.status = AnswerStatus::CRASH;
    if (!process_) {
        a.detail = spawn_error_.empty() ? "the player's process has ended" : spawn_error_;
        return a;
    }
    char limit[32];
    snprintf(limit, sizeof limit, "%.9g ", turn.limit);
    std::string line;
    const auto deadline = core::time_after(start, turn.limit);
    process_->write(limit + to_json_line(turn.record) + "\n", deadline);
    const ReadStatus status = process_->read_line(line, deadline);
    a.seconds = core::seconds_since(start);
    std::istringstream in(line);
    if (status == ReadStatus::LINE && in >> a.move.x >> a.move.y) {
        a.status = AnswerStatus::OK;
        if (in.get() == ' ') std::getline(in, a.debug);
        return a;
    }
    if (status == ReadStatus::TIMEOUT) {
        a.status = AnswerStatus::TIMEOUT;
        a.detail = "no answer within the limit";
    } else {
        a.detail = process_->finish(0.5).text();
    }
    process_.reset();
    return a;
}

}  // namespace arena
