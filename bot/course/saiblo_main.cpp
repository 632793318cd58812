// The Saiblo program of the course's single source file, dist/connect4_course.cpp. The course's
// own main.cpp compiles its Saiblo loop only under -DONLINE_JUDGE, next to the library's
// getPoint; so does this main: without the macro the file is the course library alone. It
// behaves as `connect4 --saiblo` (bot/course/saiblo.h) and takes the same flags (Saiblo passes
// none), so that tests can fix the seed and the iterations.
#include <iostream>

#include "bot/botzone/options.h"
#include "bot/course/saiblo.h"

// The includes stay outside the #ifdef: the bundler inlines a header at its first include
// whatever the macros.
#ifdef ONLINE_JUDGE
int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    core::Expected<bot::BotOptions> options = bot::parse_options(argc, argv, false);
    if (!options) {
        std::cerr << "connect4: error: " << options.error() << '\n'
                  << bot::usage("connect4", false) << '\n';
        return 2;
    }
    if (options->help) {
        std::cout << bot::usage("connect4", false) << '\n';
        return 0;
    }
    return bot::run_saiblo(*options, std::cin, std::cout, std::cerr);
}
#endif
