// net-bench: evaluations a second of core::Net with random weights, for a shape given on the
// command line, on random positions (a third of the non-mask inputs set), with the kernel this
// build vectorises with and with the scalar loop. Prints the median of five runs. Built twice:
// net-bench (the project's flags: SSE2 on x86-64) and net-bench-avx (-mavx, as on Botzone).
//
//   net-bench [nogo|connect4] [CHANNELS BLOCKS VALUE_HIDDEN] [EVALUATIONS]
//
// Defaults: nogo 32 3 32 2000. NoGo is a 9x9 canvas of 9 planes; Connect4 a 12x12 canvas of 10
// planes with a board of 9..12 x 9..12 drawn for each position.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/clock.h"
#include "tests/learn/random_net.h"

int main(int argc, char** argv) {
    const bool connect4 = argc > 1 && std::strcmp(argv[1], "connect4") == 0;
    if (argc > 1 && !connect4 && std::strcmp(argv[1], "nogo") != 0) {
        std::fprintf(stderr, "usage: net-bench [nogo|connect4] [F B V] [EVALUATIONS]\n");
        return 2;
    }
    auto arg = [&](int i, int fallback) { return argc > i ? std::atoi(argv[i]) : fallback; };
    core::NetShape shape =
        connect4 ? core::NetShape{10, 12, 12, 32, 3, 32, 4} : core::NetShape{9, 9, 9, 32, 3, 32, 8};
    shape.channels = arg(2, 32);
    shape.blocks = arg(3, 3);
    shape.value_hidden = arg(4, 32);
    const int evaluations = arg(5, 2000);
    if (!shape.valid() || evaluations <= 0) {
        std::fprintf(stderr, "net-bench: bad shape or count\n");
        return 2;
    }
    core::Rng rng(1);
    std::vector<std::vector<float>> positions;
    for (int i = 0; i < 64; ++i) {
        const int rows = connect4 ? 9 + int(rng.below(4)) : 9;
        const int cols = connect4 ? 9 + int(rng.below(4)) : 9;
        positions.push_back(learn_test::random_planes(shape, rows, cols, rng));
    }
    std::vector<float> logits(size_t(shape.cells()));
    for (core::NetKernel kernel : {core::NetKernel::VECTOR, core::NetKernel::SCALAR}) {
        core::Net net = learn_test::random_net(shape, 1, kernel);
        std::vector<double> rates;
        float sum = 0;
        for (int run = 0; run < 5; ++run) {
            const auto start = core::SteadyClock::now();
            for (int i = 0; i < evaluations; ++i) {
                float value = 0;
                net.evaluate(positions[size_t(i) % positions.size()].data(), logits.data(), &value);
                sum += value;
            }
            rates.push_back(double(evaluations) / core::seconds_since(start));
        }
        std::sort(rates.begin(), rates.end());
        std::printf(
            "%s C=%d %dx%d F=%d B=%d V=%d, %s kernel: %.0f evaluations/s (median of 5; "
            "min %.0f, max %.0f; checksum %.6g)\n",
            connect4 ? "connect4" : "nogo", shape.planes, shape.height, shape.width, shape.channels,
            shape.blocks, shape.value_hidden,
            kernel == core::NetKernel::SCALAR ? "scalar" : core::net_vector_isa(), rates[2],
            rates[0], rates[4], double(sum));
    }
}
