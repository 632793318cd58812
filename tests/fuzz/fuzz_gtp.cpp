// libFuzzer target: arbitrary bytes as the stdin of `nogo --gtp` (commands, ids, comments, any
// bytes). The session must end with exit code 0 (quit or end of input), never crash or hang.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "bot/gtp/nogo_gtp.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    const char* argv[] = {"nogo", "--gtp",    "--engine", "random", "--iterations",
                          "1",    "--memory", "1",        "--time", "0.01"};
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = bot::run_nogo_gtp(int(sizeof argv / sizeof argv[0]), argv, in, out, err);
    if (code != 0) __builtin_trap();
    return 0;
}
