// libFuzzer target: arbitrary bytes as the NoGo bot's whole stdin (botzone_target.h).
#include <cstddef>
#include <cstdint>

#include "bot/nogo_session.h"
#include "tests/fuzz/botzone_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return fuzz::botzone_input<bot::NogoSession>(data, size, bot::NOGO_BOTZONE_TIME, "nogo");
}
