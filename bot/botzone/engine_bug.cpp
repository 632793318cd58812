#include "bot/botzone/engine_bug.h"

#include <cstdio>
#include <cstdlib>

namespace bot {

std::string report_engine_bug(const std::string& what) {
    const std::string note = "ENGINE BUG: " + what;
    std::fprintf(stderr, "%s\n", note.c_str());
    std::fflush(stderr);
#if !defined(NDEBUG) || defined(BOTS_ABORT_ON_ENGINE_BUG)
    std::abort();
#endif
    return note;
}

}  // namespace bot
