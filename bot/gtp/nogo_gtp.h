// `nogo --gtp`: the NoGo bot speaking the Go Text Protocol (version 2) on stdin and stdout, for
// GTP front-ends (GoGui), match runners (gogui-twogtp) and the arena's gtp: player. Not part of
// the Botzone bundle: nogo_main.cpp calls it outside _BOTZONE_ONLINE only. The commands and the
// rules they follow are in session.h; docs/protocols.md, "GTP mode", is the user's guide.
#pragma once

#include <istream>
#include <ostream>

namespace bot {

// GTP mode's line of the usage, indented as the usage's other lines (bot/botzone/options.h).
constexpr const char* GTP_USAGE = "       nogo --gtp [flags]   (Go Text Protocol)";

// Whether the command line asks for GTP: one of argv[1..argc) is "--gtp".
bool wants_gtp(int argc, const char* const* argv);

// Runs `nogo --gtp [flags]` (the bots' flags of bot/botzone/options.h except --no-keep-running,
// which means nothing here): answers every command of `in` on `out` and flushes after each
// response; each genmove logs one line on `err`. Returns 0 after quit or at the end of the input, 2
// after a bad flag (one line and the usage on `err`) or when the input cannot be read.
int run_nogo_gtp(int argc, const char* const* argv, std::istream& in, std::ostream& out,
                 std::ostream& err);

}  // namespace bot
