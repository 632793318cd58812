#include "bot/arena/players/gtp_player.h"

#include <cctype>

#include "bot/gtp/vertex.h"

namespace arena {

namespace {

Answer failure(AnswerStatus status, std::string detail) {
    Answer a;
    a.status = status;
    a.detail = std::move(detail);
    return a;
}

// At most 80 characters of s with control characters made spaces, for a one-line detail.
std::string shown(const std::string& s) {
    std::string out = s.substr(0, 80);
    for (char& c : out)
        if (static_cast<unsigned char>(c) < ' ') c = ' ';
    return out;
}

std::string trimmed(const std::string& s) {
    const size_t begin = s.find_first_not_of(" \t");
    if (begin == std::string::npos) return "";
    return s.substr(begin, s.find_last_not_of(" \t") + 1 - begin);
}

std::string lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// "play b D4" for the k-th move of a game (from 0; black plays the even ones).
std::string play_command(const Move& m, size_t k) {
    return std::string("play ") + bot::colour_letter(k % 2 == 0 ? nogo::BLACK : nogo::WHITE) + " " +
           bot::vertex_text(nogo::make_point(m.x, m.y));
}

}  // namespace

Answer GtpPlayer::exchange(const std::string& command, core::SteadyClock::time_point deadline,
                           std::string& result) {
    if (!process_->write(command + "\n", deadline)) {
        const ExitInfo info = process_->finish(0.5);
        return failure(AnswerStatus::CRASH, info.text() + " before '" + command + "'");
    }
    // A response: a first line starting with '=' or '?', more lines, then an empty line.
    std::string line;
    bool started = false, ok = false;
    for (;;) {
        const ReadStatus status = process_->read_line(line, deadline);
        if (status == ReadStatus::TIMEOUT) {
            process_->finish(0);
            return failure(AnswerStatus::TIMEOUT,
                           "no " + std::string(started ? "end of the " : "") + "response to '" +
                               command + "' within the limit");
        }
        if (status == ReadStatus::TOO_LONG) {
            process_->finish(0);
            return failure(AnswerStatus::MALFORMED, "output line longer than 1 MiB");
        }
        if (status == ReadStatus::CLOSED) {
            const ExitInfo info = process_->finish(0.5);
            if (info.clean())
                return failure(AnswerStatus::MALFORMED,
                               "exited without answering '" + command + "'");
            return failure(AnswerStatus::CRASH, info.text() + " answering '" + command + "'");
        }
        const std::string text = trimmed(line);
        if (!started) {
            if (text.empty()) continue;  // stray empty lines before a response are tolerated
            if (text[0] != '=' && text[0] != '?') {
                process_->finish(0);
                return failure(AnswerStatus::MALFORMED,
                               "not a GTP response to '" + command + "': " + shown(text));
            }
            started = true;
            ok = text[0] == '=';
            result = trimmed(text.substr(1));
        } else if (text.empty()) {
            break;
        } else {
            result += "\n" + text;
        }
    }
    if (!ok) {
        process_->finish(0);
        return failure(AnswerStatus::MALFORMED,
                       "'" + command + "' answered with an error: ? " + shown(result));
    }
    return Answer{};
}

Answer GtpPlayer::play(const Turn& turn) {
    const size_t k = turn.record.moves.size();
    const auto start = core::SteadyClock::now();
    // Set-up and play commands must be answered by this; genmove has a limit of its own.
    const auto deadline = core::time_after(start, turn.limit);
    std::string result;
    auto finished = [&](Answer a) {
        a.seconds = core::seconds_since(start);
        process_.reset();
        return a;
    };
    const bool first = !process_;
    if (first) {
        core::Expected<Process> spawned = Process::spawn(command_);
        if (!spawned) return finished(failure(AnswerStatus::CRASH, spawned.error()));
        process_ = std::move(*spawned);
        known_ = 0;
        for (const char* setup : {"boardsize 9", "clear_board"}) {
            Answer a = exchange(setup, deadline, result);
            if (a.status != AnswerStatus::OK) return finished(a);
        }
    }
    for (; known_ < k; ++known_) {
        Answer a = exchange(play_command(turn.record.moves[known_], known_), deadline, result);
        if (a.status != AnswerStatus::OK) return finished(a);
    }
    const auto genmove_start = first ? start : core::SteadyClock::now();
    const nogo::Color colour = k % 2 == 0 ? nogo::BLACK : nogo::WHITE;
    Answer a = exchange(std::string("genmove ") + bot::colour_letter(colour),
                        core::time_after(genmove_start, turn.limit), result);
    a.seconds = core::seconds_since(genmove_start);
    if (a.status != AnswerStatus::OK) {
        process_.reset();
        return a;
    }
    const std::string word = lower(result);
    if (word == "resign") {
        a.status = AnswerStatus::RESIGN;
        a.detail = "resigned";
    } else if (bot::is_pass(word)) {
        a.status = AnswerStatus::ILLEGAL;
        a.detail = "passed (NoGo has no pass)";
    } else if (const std::optional<nogo::Point> p = bot::parse_vertex(result)) {
        a.move = Move{nogo::x_of(*p), nogo::y_of(*p)};
        known_ = k + 1;
        return a;
    } else {
        a.status = AnswerStatus::MALFORMED;
        a.detail = "genmove answered '" + shown(result) + "', not a vertex";
    }
    process_.reset();
    return a;
}

}  // namespace arena
