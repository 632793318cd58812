// `arena_external_tests PROGRAM [doctest options]`: runs the tests that need PROGRAM (gnugo,
// chromium), found in $PATH, /usr/bin or /usr/games. Without it, says so on stdout and exits
// 77, which ctest reports as a skipped test (SKIP_RETURN_CODE, tests/arena/CMakeLists.txt).
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>

#include "bot/arena/process.h"
#include "tests/arena/external/external_tool.h"

std::string external_tool;

std::string run_command(const std::string& command, int* status) {
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) {
        if (status) *status = -1;
        return out;
    }
    char buf[65536];
    for (size_t n; (n = fread(buf, 1, sizeof buf, pipe)) > 0;) out.append(buf, n);
    const int s = pclose(pipe);
    if (status) *status = WIFEXITED(s) ? WEXITSTATUS(s) : -1;
    return out;
}

std::string fresh_directory(const std::string& name) {
    const std::string dir = std::string(OUTPUT_DIR) + "/" + name;
    REQUIRE(run_command("rm -rf '" + dir + "' && mkdir -p '" + dir + "' && echo ok") == "ok\n");
    return dir;
}

namespace {

// The first executable `name` in $PATH, /usr/bin or /usr/games; "" when there is none.
std::string find_program(const std::string& name) {
    const char* path = std::getenv("PATH");
    std::istringstream dirs(std::string(path ? path : "") + ":/usr/bin:/usr/games");
    for (std::string dir; std::getline(dirs, dir, ':');) {
        const std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
        if (access(candidate.c_str(), X_OK) == 0) return candidate;
    }
    return "";
}

}  // namespace

int main(int argc, char** argv) {
    arena::ignore_sigpipe();
    if (argc < 2) {
        std::cerr << "usage: arena_external_tests PROGRAM [doctest options]\n";
        return 2;
    }
    external_tool = find_program(argv[1]);
    if (external_tool.empty()) {
        std::cout << "SKIPPED: " << argv[1] << " is not installed (apt-get install -y " << argv[1]
                  << "), so these tests did not run\n";
        return 77;
    }
    std::cout << "using " << external_tool << "\n";
    doctest::Context context(argc - 1, argv + 1);
    return context.run();
}
