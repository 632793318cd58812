// Checks a net exported by bot/learn/export.py against its test cases: compiled by
// tests/learn/pipeline_test.py with -DNET_HEADER="path/to/header.h" -DNET_NAMESPACE=ns, run as
// `check_net CASES`. Prints the worst relative error of each kernel; exits 0 when the id is the
// hash of the contents and both kernels are within learn_test::CASE_TOLERANCE, else 1.
#include <cstdio>

#include "core/net.h"
#include "tests/learn/net_cases.h"
#include NET_HEADER

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: check_net CASES\n");
        return 2;
    }
    const core::NetWeights& weights = NET_NAMESPACE::NET_WEIGHTS;
    auto cases = learn_test::read_net_cases(argv[1]);
    if (!cases) {
        std::fprintf(stderr, "%s\n", cases.error().c_str());
        return 1;
    }
    bool ok = core::net_id(weights) == weights.id && cases->id == weights.id;
    std::printf("net %s: id %s\n", weights.id, ok ? "matches its contents" : "MISMATCH");
    for (core::NetKernel kernel : {core::NetKernel::SCALAR, core::NetKernel::VECTOR}) {
        core::Net net(weights, kernel);
        const double worst = learn_test::worst_relative_error(net, *cases);
        const bool within = worst <= learn_test::CASE_TOLERANCE;
        std::printf("%s kernel: worst relative error %.3g over %zu cases%s\n",
                    kernel == core::NetKernel::SCALAR ? "scalar" : core::net_vector_isa(), worst,
                    cases->cases.size(), within ? "" : ": OVER THE TOLERANCE");
        ok = ok && within;
    }
    return ok ? 0 : 1;
}
