#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "bot/arena/process.h"

// The arena ignores SIGPIPE (players may close their input early); so do its tests.
int main(int argc, char** argv) {
    arena::ignore_sigpipe();
    return doctest::Context(argc, argv).run();
}
