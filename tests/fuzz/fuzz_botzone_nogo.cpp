// libFuzzer target: arbitrary bytes as the NoGo bot's whole stdin in keep-running mode, so every
// input shape is reached (full JSON, bare JSON, simplified text, later lines of a session).
// The loop must neither crash nor answer an illegal move; the session checks its own answers.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "bot/botzone_loop.h"
#include "bot/nogo_session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    // Parser alone, first-line and in-game readings.
    for (bool in_game : {false, true}) {
        std::istringstream in(input);
        bot::LineReader reader(in);
        std::string line;
        if (reader.next(line) == bot::LineReader::Status::LINE)
            (void)bot::parse_input(line, in_game, reader);
    }
    // The whole loop with a session.
    bot::BotOptions options;
    options.engine = "random";
    options.iterations = 1;
    options.time = 0.01;
    nogo::EngineOptions engine;
    engine.kind = "random";
    engine.max_iterations = 1;
    engine.memory_mb = 1;
    bot::NogoSession session(engine);
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code =
        bot::run_botzone(session, options, bot::NOGO_BOTZONE_TIME, "nogo", in, out, err);
    if (code != 0 && code != 2) __builtin_trap();
    return 0;
}
