// nogo: the NoGo bot for Botzone. Reads the full JSON input, the simplified text input or, in
// keep-running mode, the bare request of later turns, and answers one move per turn.
//
//   nogo bench                          the search benchmark
//   nogo [--engine KIND] [--seed N] [--iterations N] [--time SECONDS] [--memory MB]
//        [--net-visits N] [--no-keep-running]
//   nogo --gtp [flags]                  the Go Text Protocol (bot/gtp/nogo_gtp.h), not on Botzone
//   nogo --help                         the usage (on standard output; exit status 0)
//
// On Botzone the bundled single source (dist/nogo_botzone.cpp) is this program.
#include <iostream>
#include <string>

#include "bot/botzone/botzone_loop.h"
#include "bot/botzone/launch_time.h"
#include "bot/botzone/options.h"
#include "bot/nogo_session.h"
#include "nogo/bench.h"
// GTP is for local front-ends: the Botzone bundle, compiled with -D_BOTZONE_ONLINE
// (bot/botzone/bundle.cmake), leaves it out.
#ifndef _BOTZONE_ONLINE
#include "bot/gtp/nogo_gtp.h"
#endif

namespace {

// The options' usage and this program's other modes.
std::string nogo_usage() {
    std::string u =
        bot::usage("nogo", false) + "\n       nogo bench           (the search benchmark)";
#ifndef _BOTZONE_ONLINE
    u += std::string("\n") + bot::GTP_USAGE;
#endif
    return u;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    // `nogo bench`: the search benchmark (nogo/bench.h), as a chess engine's bench.
    if (argc == 2 && std::string(argv[1]) == "bench") return nogo::run_bench(std::cout);
    core::Expected<bot::BotOptions> options = bot::parse_options(argc, argv, false);
    if (options && options->help) {  // also with --gtp
        std::cout << nogo_usage() << '\n';
        return 0;
    }
#ifndef _BOTZONE_ONLINE
    if (bot::wants_gtp(argc, argv))
        return bot::run_nogo_gtp(argc, argv, std::cin, std::cout, std::cerr);
#endif
    if (!options) {
        std::cerr << "nogo: error: " << options.error() << '\n' << nogo_usage() << '\n';
        return 2;
    }
    bot::NogoSession session(bot::engine_options(*options));
    return bot::run_botzone(session, *options, bot::NOGO_BOTZONE_TIME, "nogo", std::cin, std::cout,
                            std::cerr, bot::launch_time());
}
