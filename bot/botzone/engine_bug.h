// An engine that answers an illegal move has a bug, and the bug must be loud where it is caught.
// The bots' sessions check every move their engine chose; on an illegal one they call
// report_engine_bug and then play a legal fallback, so that a release build still answers.
#pragma once

#include <string>

namespace bot {

// Says on stderr that the engine answered `what` (an illegal move, described by the caller),
// then aborts in debug builds (NDEBUG not defined) and in fuzz builds (BOTS_ABORT_ON_ENGINE_BUG,
// set by -DBOTS_FUZZ=ON); otherwise returns the same note, "ENGINE BUG: ...", for the answer's
// debug field.
std::string report_engine_bug(const std::string& what);

}  // namespace bot
