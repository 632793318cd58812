// Nets with random weights and random inputs, for the kernels' tests (net_test.cpp) and their
// timing (net_bench.cpp).
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include "core/net.h"
#include "core/random.h"

namespace learn_test {

// A net of `shape` with random weights whose activations stay of order 1.
inline core::Net random_net(const core::NetShape& shape, uint64_t seed, core::NetKernel kernel) {
    core::Rng rng(seed);
    std::vector<int8_t> q(shape.weight_count());
    for (int8_t& w : q) w = int8_t(int(rng.below(255)) - 127);
    std::vector<float> scales, biases;
    for (int l = 0; l < shape.layers(); ++l) {
        const float fan_in = float(shape.inputs(l) * shape.taps(l));
        for (int o = 0; o < shape.outputs(l); ++o) {
            scales.push_back(float(1.5 + rng.uniform()) / (127.0f * std::sqrt(fan_in)));
            biases.push_back(float(rng.uniform() - 0.5) * 0.2f);
        }
    }
    return core::Net(shape, q.data(), scales.data(), biases.data(), kernel);
}

// Random 0/1 planes; the mask plane is the board: rows [H - rows, H), columns [0, cols). Other
// planes are nonzero off the board too, which the stem reads.
inline std::vector<float> random_planes(const core::NetShape& shape, int rows, int cols,
                                        core::Rng& rng) {
    std::vector<float> planes(size_t(shape.planes) * size_t(shape.cells()));
    for (int c = 0; c < shape.planes; ++c)
        for (int y = 0; y < shape.height; ++y)
            for (int x = 0; x < shape.width; ++x) {
                const bool on = y >= shape.height - rows && x < cols;
                planes[size_t((c * shape.height + y) * shape.width + x)] =
                    c == shape.mask_plane ? float(on) : float(rng.below(3) == 0);
            }
    return planes;
}

}  // namespace learn_test
