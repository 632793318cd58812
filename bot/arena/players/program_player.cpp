#include "bot/arena/players/program_player.h"

#include "bot/arena/protocol.h"

namespace arena {

namespace {

// A failed turn with its status, time and one-line detail.
Answer failure(AnswerStatus status, double seconds, std::string detail) {
    Answer a;
    a.status = status;
    a.seconds = seconds;
    a.detail = std::move(detail);
    return a;
}

}  // namespace

Answer read_answer(Process& process, core::SteadyClock::time_point start, double limit,
                   std::string& data) {
    std::string line;
    ReadStatus status;
    do status = process.read_line(line, core::time_after(start, limit));
    while (status == ReadStatus::LINE && line.find_first_not_of(" \t") == std::string::npos);
    const double seconds = core::seconds_since(start);
    switch (status) {
        case ReadStatus::LINE:
            break;
        case ReadStatus::TIMEOUT:
            process.finish(0);
            return failure(AnswerStatus::TIMEOUT, seconds, "no answer within the limit");
        case ReadStatus::TOO_LONG:
            process.finish(0);
            return failure(AnswerStatus::MALFORMED, seconds, "output line longer than 1 MiB");
        case ReadStatus::CLOSED: {
            // A process that closed its output is exiting; a short grace lets it be reaped.
            const ExitInfo info = process.finish(0.5);
            if (info.clean())
                return failure(AnswerStatus::MALFORMED, seconds, "exited without an answer");
            return failure(AnswerStatus::CRASH, seconds, info.text() + " before answering");
        }
    }
    std::string debug;
    core::Expected<Move> move = parse_response(line, &data, &debug);
    if (!move) {
        process.finish(0);
        std::string shown = line.substr(0, 80);
        for (char& c : shown)
            if (static_cast<unsigned char>(c) < ' ') c = ' ';
        return failure(AnswerStatus::MALFORMED, seconds, move.error() + ": " + shown);
    }
    Answer a;
    a.move = *move;
    a.seconds = seconds;
    a.debug = std::move(debug);
    return a;
}

Answer TurnProcessPlayer::play(const Turn& turn) {
    const auto start = core::SteadyClock::now();
    core::Expected<Process> process = Process::spawn(command_);
    if (!process) return failure(AnswerStatus::CRASH, core::seconds_since(start), process.error());
    // A program that exits without reading its input makes this write fail; what it printed
    // still decides the turn.
    process->write(full_input(turn.record, turn.record.moves.size(), data_) + "\n",
                   core::time_after(start, turn.limit));
    process->close_input();
    Answer a = read_answer(*process, start, turn.limit, data_);
    process->finish(0);
    return a;
}

Answer KeepRunningPlayer::play(const Turn& turn) {
    const size_t k = turn.record.moves.size();
    auto start = core::SteadyClock::now();
    if (!process_) {
        core::Expected<Process> spawned = Process::spawn(command_);
        if (!spawned)
            return failure(AnswerStatus::CRASH, core::seconds_since(start), spawned.error());
        process_ = std::move(*spawned);
        process_->write(full_input(turn.record, k, data_) + "\n",
                        core::time_after(start, turn.limit));
    } else if (!process_->write(request_line(turn.record, k) + "\n",
                                core::time_after(start, turn.limit))) {
        const ExitInfo info = process_->finish(0.5);
        process_.reset();
        return failure(AnswerStatus::CRASH, core::seconds_since(start),
                       info.text() + " between turns");
    }
    Answer a = read_answer(*process_, start, turn.limit, data_);
    if (a.status != AnswerStatus::OK) {
        process_.reset();
        return a;
    }
    std::string line;
    const ReadStatus marker =
        process_->read_line(line, core::time_after(core::SteadyClock::now(), turn.limit));
    if (marker == ReadStatus::TIMEOUT) {
        process_.reset();
        return failure(AnswerStatus::TIMEOUT, a.seconds,
                       "no keep-running marker within the limit after the response");
    }
    // Without the marker the bot has left keep-running mode: the next turn starts afresh.
    if (marker != ReadStatus::LINE || line != KEEP_RUNNING_MARKER) process_.reset();
    return a;
}

}  // namespace arena
