// The main of learn_net_avx, compiled without -mavx (its tests are compiled with it): a machine
// without AVX skips the tests, saying so, with ctest's skip code 77.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>

int main(int argc, char** argv) {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
    if (!__builtin_cpu_supports("avx")) {
        std::puts("this machine has no AVX: the AVX kernel's tests are skipped");
        return 77;
    }
#endif
    return doctest::Context(argc, argv).run();
}
