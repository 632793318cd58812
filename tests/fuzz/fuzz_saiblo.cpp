// libFuzzer target: arbitrary bytes as the stdin of `connect4 --saiblo` (header, then turns).
// Every framed answer must be a legal move for the arrays it answers whenever they are valid.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "bot/course/saiblo.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    {
        std::istringstream in(input);
        bot::TokenReader reader(in);
        core::Expected<bot::SaibloHeader> header = bot::read_saiblo_header(reader);
        if (header)
            while (!reader.at_end())
                if (!bot::read_saiblo_turn(reader, *header)) break;
    }
    bot::BotOptions options;
    options.engine = core::EngineKind::RANDOM;
    options.iterations = 1;
    options.memory_mb = 1;
    options.time = 0.01;
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = bot::run_saiblo(options, in, out, err);
    if (code != 0 && code != 2) __builtin_trap();
    return 0;
}
