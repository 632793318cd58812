// An engine's illegal move is loud: in a release build report_engine_bug returns the note the
// sessions put in the debug field (and writes it on stderr); debug and fuzz builds abort instead,
// which this test cannot watch from inside, so it runs in release builds only.
#include <doctest/doctest.h>

#include "bot/botzone/engine_bug.h"

#if defined(NDEBUG) && !defined(BOTS_ABORT_ON_ENGINE_BUG)
TEST_CASE("an engine's illegal move is reported in release builds") {
    CHECK(bot::report_engine_bug("column 12 on a 9-column board") ==
          "ENGINE BUG: column 12 on a 9-column board");
}
#endif
