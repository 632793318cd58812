// core/net.h: the committed test nets (tests/data/learn, made by tests/learn/make_test_nets.sh)
// give the trainer's outputs on the cases exported with them; the vector kernel gives the scalar
// loop's bits on random nets of many widths; a net's id is the hash of its contents. This file
// is compiled three times (tests/learn/CMakeLists.txt): for SSE2, for AVX and scalar only.
#include <doctest/doctest.h>

#include <cstring>
#include <string>
#include <vector>

#include "connect4/net_weights.h"
#include "core/net.h"
#include "core/random.h"
#include "nogo/net_weights.h"
#include "tests/data/learn/connect4_test_net.h"
#include "tests/data/learn/nogo_test_net.h"
#include "tests/learn/net_cases.h"
#include "tests/learn/random_net.h"

namespace {

using core::Net;
using core::NetKernel;
using core::NetShape;
using learn_test::random_net;
using learn_test::random_planes;

void check_cases(const core::NetWeights& weights, const std::string& file) {
    auto cases = learn_test::read_net_cases(std::string(LEARN_DATA_DIR) + "/" + file);
    REQUIRE_MESSAGE(cases.ok(), cases.error());
    CHECK(cases->id == weights.id);
    CHECK(cases->planes == weights.shape.planes);
    CHECK(cases->height == weights.shape.height);
    CHECK(cases->width == weights.shape.width);
    CHECK(cases->cases.size() == 16);
    for (NetKernel kernel : {NetKernel::SCALAR, NetKernel::VECTOR}) {
        Net net(weights, kernel);
        const double worst = learn_test::worst_relative_error(net, *cases);
        MESSAGE(file << ", "
                     << std::string(kernel == NetKernel::SCALAR ? "scalar" : core::net_vector_isa())
                     << ": worst relative error " << worst);
        CHECK(worst <= learn_test::CASE_TOLERANCE);
    }
}

}  // namespace

TEST_CASE("learn: the NoGo test net gives the trainer's outputs on its cases") {
    check_cases(learn_test::nogo::NET_WEIGHTS, "nogo_test_cases.txt");
}

TEST_CASE("learn: the Connect4 test net gives the trainer's outputs on its cases") {
    check_cases(learn_test::connect4::NET_WEIGHTS, "connect4_test_cases.txt");
}

TEST_CASE("learn: a net's id is the hash of its contents") {
    CHECK(core::net_id(learn_test::nogo::NET_WEIGHTS) == learn_test::nogo::NET_ID);
    CHECK(core::net_id(learn_test::connect4::NET_WEIGHTS) == learn_test::connect4::NET_ID);
    core::NetWeights changed = learn_test::nogo::NET_WEIGHTS;
    std::vector<float> scales(changed.scales, changed.scales + changed.shape.channel_count());
    scales[0] *= 2;
    changed.scales = scales.data();
    CHECK(core::net_id(changed) != learn_test::nogo::NET_ID);
}

TEST_CASE("learn: base64 decodes as RFC 4648 says") {
    auto text = [](const char* b64) {
        const std::vector<int8_t> v = core::net_decode_base64(b64);
        return std::string(v.begin(), v.end());
    };
    CHECK(text("TWFu") == "Man");
    CHECK(text("TWE=") == "Ma");
    CHECK(text("TQ==") == "M");
    CHECK(text("") == "");
    CHECK(core::net_decode_base64("/+8A").size() == 3);
    CHECK(uint8_t(core::net_decode_base64("/+8A")[0]) == 0xFF);
    CHECK(uint8_t(core::net_decode_base64("/+8A")[1]) == 0xEF);
}

TEST_CASE("learn: the shape counts weights and channels layer by layer") {
    const NetShape nogo{9, 9, 9, 32, 3, 32, 8};
    CHECK(nogo.layers() == 10);
    CHECK(nogo.weight_count() == 9 * 32 * 9 + 6 * 32 * 32 * 9 + 32 + 32 * 32 + 32);
    CHECK(nogo.channel_count() == 32 + 6 * 32 + 1 + 32 + 1);
    const NetShape connect4{10, 12, 12, 16, 2, 8, 4};
    CHECK(connect4.weight_count() == 10 * 16 * 9 + 4 * 16 * 16 * 9 + 16 + 8 * 16 + 8);
}

TEST_CASE("learn: the vector kernel gives the scalar loop's bits") {
    MESSAGE("vector kernel: " << std::string(core::net_vector_isa()));
    // Widths that take every path: blocks of 1 to 4 vectors of 8 (AVX) or 4 (SSE2) lanes,
    // several blocks, and 6, which neither vectorises.
    const NetShape shapes[] = {{9, 9, 9, 32, 3, 32, 8},   {10, 12, 12, 32, 3, 32, 4},
                               {9, 9, 9, 4, 1, 4, 8},     {10, 12, 12, 8, 2, 8, 4},
                               {10, 12, 12, 12, 1, 8, 4}, {9, 9, 9, 16, 1, 8, 8},
                               {9, 9, 9, 24, 2, 16, 8},   {10, 12, 12, 40, 1, 8, 4},
                               {9, 9, 9, 56, 1, 8, 8},    {10, 12, 12, 6, 1, 6, 4}};
    core::Rng rng(7);
    uint64_t seed = 1;
    for (const NetShape& shape : shapes) {
        Net scalar = random_net(shape, seed, NetKernel::SCALAR);
        Net vector = random_net(shape, seed++, NetKernel::VECTOR);
        std::vector<float> ls(size_t(shape.cells())), lv(ls.size());
        for (int i = 0; i < 20; ++i) {
            const bool square = shape.height == 9;
            const int rows = square ? 9 : 9 + int(rng.below(4));
            const int cols = square ? 9 : 9 + int(rng.below(4));
            const std::vector<float> planes = random_planes(shape, rows, cols, rng);
            float vs = -1, vv = -2;
            scalar.evaluate(planes.data(), ls.data(), &vs);
            vector.evaluate(planes.data(), lv.data(), &vv);
            CAPTURE(shape.channels);
            CAPTURE(i);
            CHECK(std::memcmp(ls.data(), lv.data(), ls.size() * sizeof(float)) == 0);
            CHECK(std::memcmp(&vs, &vv, sizeof(float)) == 0);
            CHECK(vs > 0.0f);
            CHECK(vs < 1.0f);
            int off_board_nonzero = 0, on_board_distinct = 0;
            for (int y = 0; y < shape.height; ++y)
                for (int x = 0; x < shape.width; ++x) {
                    const float v = ls[size_t(y * shape.width + x)];
                    if (y < shape.height - rows || x >= cols)
                        off_board_nonzero += v != 0.0f;
                    else
                        on_board_distinct += v != ls[size_t((shape.height - 1) * shape.width)];
                }
            CHECK(off_board_nonzero == 0);
            CHECK(on_board_distinct > 0);
        }
    }
}

TEST_CASE("learn: a copied net evaluates as the original") {
    Net a(learn_test::connect4::NET_WEIGHTS);
    Net b = a;
    core::Rng rng(3);
    const std::vector<float> planes = random_planes(a.shape(), 10, 11, rng);
    std::vector<float> la(size_t(a.shape().cells())), lb(la.size());
    float va = 0, vb = 1;
    a.evaluate(planes.data(), la.data(), &va);
    b.evaluate(planes.data(), lb.data(), &vb);
    CHECK(la == lb);
    CHECK(va == vb);
}

TEST_CASE("learn: the shipped NoGo net gives the trainer's outputs on its cases") {
    check_cases(nogo::NET_WEIGHTS, "nogo_net_cases.txt");
}

TEST_CASE("learn: the shipped Connect4 net gives the trainer's outputs on its cases") {
    check_cases(connect4::NET_WEIGHTS, "connect4_net_cases.txt");
}
