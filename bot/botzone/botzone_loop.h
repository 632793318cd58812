// The Botzone turn loop shared by both games: read an input, bring the session to it, answer
// within the turn's budget, and in keep-running mode print the marker and wait for the next line.
//
// A Session provides:
//   bool in_game() const;
//   core::Expected<int> apply(const Envelope&);   // our turn number, or why the input is bad
//   Answer answer(const core::Deadline&);          // plays and returns our move
//
// Exit codes: 0 after the last answer (end of input or keep-running off), 2 when the first input
// is bad or, in one-shot mode, any input is bad. A bad line in keep-running mode after the first
// turn is reported and the game is kept.
#pragma once

#include <chrono>
#include <istream>
#include <ostream>
#include <string>

#include "bot/botzone/answer.h"
#include "bot/botzone/botzone_input.h"
#include "bot/botzone/line_reader.h"
#include "bot/botzone/options.h"
#include "core/clock.h"

namespace bot {

constexpr const char* KEEP_RUNNING_MARKER = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";
constexpr std::size_t MAX_DEBUG_BYTES = 1000;

// Writes a one-line answer: the JSON object {"response":..,"debug":..} (and "analysis" when the
// answer has one) or the "x y" line.
void write_answer(std::ostream& out, Format format, const Answer& answer);

// Reports a bad input: "PROGRAM: error: MESSAGE" on `err`, and {"debug":"error: MESSAGE"} on `out`
// when the input was JSON.
void write_error(std::ostream& out, std::ostream& err, const std::string& program, Format format,
                 const std::string& message);

// Botzone times a program's first turn from its launch, so the first turn's clock starts at
// `launched` when the first line came within FIRST_LINE_WAIT of it; a first line that came later
// (typed by hand, or from a harness that waited), and every later turn, start the clock when the
// line is read. The default `launched` (the clock's epoch) always starts it at the line.
constexpr double FIRST_LINE_WAIT = 0.5;

template <class Session>
int run_botzone(Session& session, const BotOptions& options, const TimePolicy& policy,
                const std::string& program, std::istream& in, std::ostream& out, std::ostream& err,
                core::SteadyClock::time_point launched = {}) {
    LineReader reader(in);
    bool keep_running = options.keep_running;
    bool answered = false;
    std::string line;
    for (;;) {
        const LineReader::Status status = reader.next(line);
        if (status == LineReader::Status::END) {
            if (answered) return 0;
            write_error(out, err, program, Format::TEXT, "empty input");
            return 2;
        }
        if (status == LineReader::Status::FAILED) {
            write_error(out, err, program, Format::TEXT, "cannot read the input");
            return 2;
        }
        if (status == LineReader::Status::LINE && is_blank(line)) continue;
        const auto read_at = core::SteadyClock::now();
        const bool from_launch =
            !answered &&
            std::chrono::duration<double>(read_at - launched).count() < FIRST_LINE_WAIT;
        const auto start = from_launch ? launched : read_at;

        std::string problem;
        Format format = line.find('{') != std::string::npos ? Format::JSON : Format::TEXT;
        if (status == LineReader::Status::TOO_LONG) {
            problem = "input line longer than " + std::to_string(MAX_LINE_BYTES >> 20) + " MiB";
        } else {
            core::Expected<Envelope> input = parse_input(line, session.in_game(), reader);
            if (!input) {
                problem = input.error();
            } else {
                format = input->format;
                keep_running = keep_running && input->keep_running;
                core::Expected<int> turn = session.apply(*input);
                if (!turn) {
                    problem = turn.error();
                } else {
                    const double budget =
                        turn_budget(options, policy, *turn == 1, input->time_limit);
                    write_answer(out, format, session.answer(core::Deadline::after(budget, start)));
                    answered = true;
                }
            }
        }
        if (!problem.empty()) {
            write_error(out, err, program, format, problem);
            if (!answered || !keep_running) return 2;
        }
        if (!keep_running) return 0;
        out << KEEP_RUNNING_MARKER << '\n';
        out.flush();
    }
}

}  // namespace bot
