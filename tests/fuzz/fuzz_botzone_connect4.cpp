// libFuzzer target: arbitrary bytes as the Connect4 bot's whole stdin, Botzone-style JSON or
// simplified text (botzone_target.h).
#include <cstddef>
#include <cstdint>

#include "bot/connect4_session.h"
#include "tests/fuzz/botzone_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return fuzz::botzone_input<bot::Connect4Session>(data, size, bot::CONNECT4_TIME, "connect4");
}
