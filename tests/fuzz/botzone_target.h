// The body of both Botzone fuzz targets (fuzz_botzone_nogo.cpp, fuzz_botzone_connect4.cpp):
// arbitrary bytes as a bot's whole stdin in keep-running mode, so every input shape is reached
// (full JSON, bare JSON, simplified text, later lines of a session). The loop must neither crash
// nor answer an illegal move (the session checks its own answers), and it exits 0 or 2.
#pragma once

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "bot/botzone/botzone_input.h"
#include "bot/botzone/botzone_loop.h"
#include "bot/botzone/line_reader.h"
#include "bot/botzone/options.h"

namespace fuzz {

// Runs `data` through the parser alone (first-line and in-game readings), then through the whole
// loop with a fresh Session (the game's, with the random engine: the search is not under test).
template <class Session>
int botzone_input(const uint8_t* data, size_t size, const bot::TimePolicy& policy,
                  const char* program) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    for (bool in_game : {false, true}) {
        std::istringstream in(input);
        bot::LineReader reader(in);
        std::string line;
        if (reader.next(line) == bot::LineReader::Status::LINE)
            (void)bot::parse_input(line, in_game, reader);
    }
    bot::BotOptions options;
    options.engine = core::EngineKind::RANDOM;
    options.iterations = 1;
    options.time = 0.01;
    options.memory_mb = 1;
    Session session(bot::engine_options(options));
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = bot::run_botzone(session, options, policy, program, in, out, err);
    if (code != 0 && code != 2) __builtin_trap();
    return 0;
}

}  // namespace fuzz
