// connect4: the Connect4 bot. By default it speaks our Botzone-style JSON protocol (see
// docs/protocols.md), with keep-running; with --saiblo it speaks Saiblo's program protocol.
//
//   connect4 bench                          the search benchmark
//   connect4 [--saiblo] [--engine KIND] [--seed N] [--iterations N] [--time SECONDS]
//            [--memory MB] [--net-visits N] [--no-keep-running]
//   connect4 --help                         the usage (on standard output; exit status 0)
#include <iostream>
#include <string>

#include "bot/botzone/botzone_loop.h"
#include "bot/botzone/launch_time.h"
#include "bot/botzone/options.h"
#include "bot/connect4_session.h"
#include "bot/course/saiblo.h"
#include "connect4/bench.h"

namespace {

// The options' usage and the benchmark.
std::string connect4_usage() {
    return bot::usage("connect4", true) + "\n       connect4 bench   (the search benchmark)";
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    // `connect4 bench`: the search benchmark (connect4/bench.h), as a chess engine's bench.
    if (argc == 2 && std::string(argv[1]) == "bench") return connect4::run_bench(std::cout);
    core::Expected<bot::BotOptions> options = bot::parse_options(argc, argv, true);
    if (!options) {
        std::cerr << "connect4: error: " << options.error() << '\n' << connect4_usage() << '\n';
        return 2;
    }
    if (options->help) {
        std::cout << connect4_usage() << '\n';
        return 0;
    }
    if (options->saiblo) return bot::run_saiblo(*options, std::cin, std::cout, std::cerr);
    bot::Connect4Session session(bot::engine_options(*options));
    return bot::run_botzone(session, *options, bot::CONNECT4_TIME, "connect4", std::cin, std::cout,
                            std::cerr, bot::launch_time());
}
