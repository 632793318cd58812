// The test cases bot/learn/export.py writes beside a net (its docstring gives the format), and
// their check against core::Net: for each case, every cell's policy logit and the value within
// CASE_TOLERANCE of what the trainer computed with the same dequantised weights.
#pragma once

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/expected.h"
#include "core/net.h"

namespace learn_test {

// The relative tolerance: |ours - trainer's| <= CASE_TOLERANCE * max(1, |trainer's|). Both
// compute in float32 with the same weights, in other orders (torch's convolutions sum their
// products in blocks, ours tap by tap, skipping zeros), so each sum of a few hundred products
// may differ by some ulps, and a handful of layers carry that to about 1e-6 of the outputs'
// scale; 1e-4 leaves a hundredfold margin, while a wrong weight, tap or layout moves outputs by
// 1e-2 or more. Logits near 0 are held to 1e-4 absolute.
constexpr double CASE_TOLERANCE = 1e-4;

struct NetCase {
    std::vector<float> planes;  // [C][H][W]
    std::vector<float> logits;  // [H * W]
    float value = 0;
};

struct NetCases {
    std::string id;
    int planes = 0, height = 0, width = 0;
    std::vector<NetCase> cases;
};

inline core::Expected<NetCases> read_net_cases(const std::string& path) {
    std::ifstream in(path);
    if (!in) return core::Error{path + ": cannot open"};
    NetCases r;
    size_t count = 0;
    std::string line, word;
    while (std::getline(in, line) && (line.empty() || line[0] == '#')) {
    }
    std::istringstream head(line);
    if (!(head >> word >> r.id >> r.planes >> r.height >> r.width >> count) || word != "net")
        return core::Error{path + ": expected 'net ID C H W COUNT', got '" + line + "'"};
    const size_t cells = size_t(r.height) * size_t(r.width);
    for (size_t i = 0; i < count; ++i) {
        NetCase c;
        std::string digits;
        if (!(in >> word >> digits) || word != "planes" ||
            digits.size() != size_t(r.planes) * cells)
            return core::Error{path + ": case " + std::to_string(i) + ": bad planes"};
        for (char d : digits) c.planes.push_back(d == '1' ? 1.0f : 0.0f);
        if (!(in >> word) || word != "logits")
            return core::Error{path + ": case " + std::to_string(i) + ": no logits"};
        c.logits.resize(cells);
        for (float& v : c.logits)
            if (!(in >> v)) return core::Error{path + ": case " + std::to_string(i) + ": logits"};
        if (!(in >> word >> c.value) || word != "value")
            return core::Error{path + ": case " + std::to_string(i) + ": no value"};
        r.cases.push_back(std::move(c));
    }
    return r;
}

// The largest error of `net` on `cases` relative to the tolerance's scale, max(1, |expected|):
// within CASE_TOLERANCE when the net is the trainer's.
inline double worst_relative_error(core::Net& net, const NetCases& cases) {
    double worst = 0;
    std::vector<float> logits(size_t(net.shape().cells()));
    for (const NetCase& c : cases.cases) {
        float value = 0;
        net.evaluate(c.planes.data(), logits.data(), &value);
        auto error = [](float got, float want) {
            return std::fabs(double(got) - double(want)) / std::max(1.0, std::fabs(double(want)));
        };
        for (size_t i = 0; i < logits.size(); ++i)
            worst = std::max(worst, error(logits[i], c.logits[i]));
        worst = std::max(worst, error(value, c.value));
    }
    return worst;
}

}  // namespace learn_test
