// The net's inference: a small residual CNN over a game's canvas that gives a policy logit per
// cell and a win rate for the side to move, evaluated in float from int8 weights. The trainer is
// bot/learn/net.py; docs/learning.md describes the net and the pipeline that makes it.
//
//   stem       conv3x3 C -> F + bias, ReLU, x mask
//   B blocks   conv3x3 F -> F + bias, ReLU, x mask; conv3x3 F -> F + bias, + block input,
//              ReLU, x mask
//   policy     conv1x1 F -> 1 + bias, x mask: one logit per cell
//   value      per channel, the trunk's mean over on-board cells -> dense F -> V + bias, ReLU
//              -> dense V -> 1 + bias -> sigmoid
//
// Convolutions pad the canvas with zeros; the mask (the input plane shape.mask_plane, nonzero on
// the board) keeps off-board cells at 0, so one net serves every board that fits the canvas. The
// stem reads the input planes off the board too (a plane may mark them), as the trainer does.
//
// Weights as a generated header gives them (bot/learn/export.py), layer by layer in this order:
//
//   layer          what          shape [out][in][ky][kx]
//   0              stem          [F][C][3][3]
//   1 .. 2B        block convs   [F][F][3][3]      block b: layers 2b + 1, 2b + 2
//   2B + 1         policy        [1][F][1][1]
//   2B + 2         value 1       [V][F]
//   2B + 3         value 2       [1][V]
//
//   weights  int8   the layers' arrays end to end, in base64 (RFC 4648, padded)
//   scales   float  one per output channel, the layers end to end: weight = q * scale
//   biases   float  one per output channel, the layers end to end
//
// In a Net, dequantised once, each array 64-byte aligned:
//
//   conv weights   [ky][kx][in][out]   out innermost: per (tap, input) a row of `out` floats
//   activations    [y][x][channel]     channels last: a cell's channels contiguous
//
//        x=0          x=1                       out channels ->
//   y=0 [c0 .. cF-1][c0 .. cF-1] ...    tap 0: in 0 [o0 o1 .. oF-1]
//   y=1 [c0 .. cF-1] ...                       in 1 [o0 o1 .. oF-1]  ...
//
// A convolution's output cell is a vector of F sums, one per output channel, so a vector lane is
// one output channel: each lane adds the products of the cell's taps and inputs in the same order
// as the scalar loop (taps row by row, inputs ascending, the zero inputs skipped), a product then
// a sum, never fused (the builds are ISO C++17, which does not contract a * b + c). So the AVX,
// SSE2 and scalar kernels give the same bits (tests/learn/net_test.cpp). AVX is used where the
// compiler targets it (Botzone's -mavx), else SSE2 (every x86-64), else the scalar loop;
// CORE_NET_SCALAR turns the vector kernels off. A kernel takes its vector path where the output
// channels are a multiple of its lanes (8 or 4), else the scalar loop.
#pragma once

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <utility>
#include <vector>

#if !defined(CORE_NET_SCALAR) && defined(__AVX__)
#include <immintrin.h>
#define CORE_NET_AVX 1
#elif !defined(CORE_NET_SCALAR) && defined(__SSE2__)
#include <emmintrin.h>
#define CORE_NET_SSE2 1
#endif

namespace core {

// The net's sizes. A canvas of height x width cells, planes of input.
struct NetShape {
    int planes;        // C: input planes
    int height;        // H: canvas rows
    int width;         // W: canvas columns
    int channels;      // F: the trunk's channels
    int blocks;        // B: residual blocks
    int value_hidden;  // V: the value head's units
    int mask_plane;    // the input plane that is nonzero exactly on the board

    constexpr int cells() const { return height * width; }
    constexpr int layers() const { return 2 * blocks + 4; }
    constexpr int policy_layer() const { return 2 * blocks + 1; }
    // Layer l's output channels, input channels and taps (9 for a 3x3 conv, else 1).
    constexpr int outputs(int l) const {
        return l <= 2 * blocks ? channels : l == 2 * blocks + 2 ? value_hidden : 1;
    }
    constexpr int inputs(int l) const {
        return l == 0 ? planes : l == 2 * blocks + 3 ? value_hidden : channels;
    }
    constexpr int taps(int l) const { return l <= 2 * blocks ? 9 : 1; }
    // The int8 weights and the output channels (scales, biases) of all layers.
    constexpr size_t weight_count() const {
        size_t n = 0;
        for (int l = 0; l < layers(); ++l) n += size_t(outputs(l)) * inputs(l) * taps(l);
        return n;
    }
    constexpr size_t channel_count() const {
        size_t n = 0;
        for (int l = 0; l < layers(); ++l) n += size_t(outputs(l));
        return n;
    }
    constexpr bool valid() const {
        return planes > 0 && height > 0 && width > 0 && channels > 0 && blocks >= 0 &&
               value_hidden > 0 && mask_plane >= 0 && mask_plane < planes && height * width <= 4096;
    }
};

// What a generated weights header (export.py) defines; the arrays live as long as the program.
struct NetWeights {
    NetShape shape;
    const char* id;              // net_id() of the rest: the net is named by its contents
    const char* weights_base64;  // shape.weight_count() int8 weights
    const float* scales;         // shape.channel_count()
    const float* biases;         // shape.channel_count()
};

// The bytes `text` encodes in base64 (RFC 4648, '=' padding), up to its first character that
// is neither of the alphabet nor padding.
inline std::vector<int8_t> net_decode_base64(const char* text) {
    auto sextet = [](char c) -> int {
        if (c >= 'A' && c <= 'Z') return c - 'A';
        if (c >= 'a' && c <= 'z') return c - 'a' + 26;
        if (c >= '0' && c <= '9') return c - '0' + 52;
        if (c == '+') return 62;
        if (c == '/') return 63;
        return -1;
    };
    std::vector<int8_t> out;
    uint32_t bits = 0;
    int held = 0;
    for (const char* p = text; *p && *p != '='; ++p) {
        const int s = sextet(*p);
        if (s < 0) break;
        bits = (bits << 6) | uint32_t(s);
        held += 6;
        if (held >= 8) {
            held -= 8;
            out.push_back(int8_t(uint8_t((bits >> held) & 0xFF)));
        }
    }
    return out;
}

// The net's name: FNV-1a 64 as 16 lowercase hex digits over its canonical bytes, all
// little-endian: the shape's seven fields as int32 in declaration order, the int8 weights, the
// scales as float32, the biases as float32 (export.py computes the same).
inline std::string net_id(const NetShape& shape, const int8_t* weights, const float* scales,
                          const float* biases) {
    uint64_t h = 0xCBF29CE484222325ULL;
    auto byte = [&h](uint8_t b) { h = (h ^ b) * 0x100000001B3ULL; };
    auto word = [&byte](uint32_t w) {
        for (int i = 0; i < 4; ++i) byte(uint8_t(w >> (8 * i)));
    };
    for (int v : {shape.planes, shape.height, shape.width, shape.channels, shape.blocks,
                  shape.value_hidden, shape.mask_plane})
        word(uint32_t(v));
    for (size_t i = 0; i < shape.weight_count(); ++i) byte(uint8_t(weights[i]));
    for (const float* a : {scales, biases})
        for (size_t i = 0; i < shape.channel_count(); ++i) {
            uint32_t w;
            std::memcpy(&w, &a[i], 4);
            word(w);
        }
    static const char HEX[] = "0123456789abcdef";
    std::string id(16, '0');
    for (int i = 0; i < 16; ++i) id[size_t(i)] = HEX[(h >> (60 - 4 * i)) & 15];
    return id;
}

inline std::string net_id(const NetWeights& w) {
    const std::vector<int8_t> q = net_decode_base64(w.weights_base64);
    if (q.size() != w.shape.weight_count()) return "";
    return net_id(w.shape, q.data(), w.scales, w.biases);
}

// Which convolution kernel a Net runs: the scalar loop, or the vector one this build has
// (net_vector_isa()), which gives the same bits.
enum class NetKernel { SCALAR, VECTOR };

// "avx", "sse2" or "scalar": what NetKernel::VECTOR runs in this build.
constexpr const char* net_vector_isa() {
#if defined(CORE_NET_AVX)
    return "avx";
#elif defined(CORE_NET_SSE2)
    return "sse2";
#else
    return "scalar";
#endif
}

namespace net_detail {

// 64-byte aligned storage for std::vector, so a Net copies like a value.
template <class T>
struct AlignedAllocator {
    using value_type = T;
    static constexpr std::align_val_t ALIGN{64};
    AlignedAllocator() = default;
    template <class U>
    AlignedAllocator(const AlignedAllocator<U>&) {}  // NOLINT: rebinding is implicit
    T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), ALIGN)); }
    void deallocate(T* p, size_t) { ::operator delete(p, ALIGN); }
    template <class U>
    bool operator==(const AlignedAllocator<U>&) const {
        return true;
    }
    template <class U>
    bool operator!=(const AlignedAllocator<U>&) const {
        return false;
    }
};
using Floats = std::vector<float, AlignedAllocator<float>>;

// The nonzero inputs of each cell of an activation [cell][cin]: for cell p, count[p] entries
// from p * cin on, each an input's value and its weight row's offset (input * cout).
struct NonZero {
    std::vector<float> value;
    std::vector<int> offset;
    std::vector<int> count;
};

inline void gather_nonzero(const float* in, int cells, int cin, int cout, NonZero& nz) {
    for (int p = 0; p < cells; ++p) {
        const float* a = in + size_t(p) * cin;
        float* v = nz.value.data() + size_t(p) * cin;
        int* o = nz.offset.data() + size_t(p) * cin;
        int n = 0;
        for (int ci = 0; ci < cin; ++ci) {  // branch-free: the slot is overwritten if a is 0
            v[n] = a[ci];
            o[n] = ci * cout;
            n += a[ci] != 0.0f;
        }
        nz.count[size_t(p)] = n;
    }
}

// What one 3x3 convolution reads and writes. in: [H][W][cin] (its nonzeros in nz); w:
// [3][3][cin][cout]; out, residual: [H][W][cout]. For each cell with mask 1, out = ReLU(bias +
// sum over taps on the canvas and nonzero inputs of input * weight (+ residual)); 0 elsewhere.
struct Conv {
    int height, width, cin, cout;
    const NonZero* nz;
    const float* w;
    const float* bias;
    const float* residual;  // nullptr: none
    const uint8_t* mask;    // [H][W]
    float* out;
    float* scratch;  // cout floats for conv_scalar()
};

// Calls add(a, row) for each term of the sum of cell (y, x), in the sum's order: the taps on the
// canvas row by row, then each tap's nonzero inputs ascending; a is the input, row its weights
// at that tap, one per output channel.
template <class Add>
inline void for_each_term(const Conv& c, int y, int x, Add add) {
    for (int ky = 0; ky < 3; ++ky) {
        const int yy = y + ky - 1;
        if (yy < 0 || yy >= c.height) continue;
        for (int kx = 0; kx < 3; ++kx) {
            const int xx = x + kx - 1;
            if (xx < 0 || xx >= c.width) continue;
            const size_t q = size_t(yy) * c.width + xx;
            const float* v = c.nz->value.data() + q * c.cin;
            const int* o = c.nz->offset.data() + q * c.cin;
            const float* tap = c.w + size_t(ky * 3 + kx) * c.cin * c.cout;
            for (int j = 0, n = c.nz->count[q]; j < n; ++j) add(v[j], tap + o[j]);
        }
    }
}

inline float relu(float v) {
    return v > 0.0f ? v : 0.0f;
}

// The reference: every output channel of a cell one after another.
inline void conv_scalar(const Conv& c) {
    float* acc = c.scratch;
    for (int y = 0; y < c.height; ++y)
        for (int x = 0; x < c.width; ++x) {
            const size_t p = size_t(y) * c.width + x;
            float* out = c.out + p * c.cout;
            if (!c.mask[p]) {
                std::fill(out, out + c.cout, 0.0f);
                continue;
            }
            for (int co = 0; co < c.cout; ++co) acc[co] = c.bias[co];
            for_each_term(c, y, x, [&](float a, const float* row) {
                for (int co = 0; co < c.cout; ++co) acc[co] += a * row[co];
            });
            for (int co = 0; co < c.cout; ++co) {
                const float r = c.residual ? acc[co] + c.residual[p * c.cout + co] : acc[co];
                out[co] = relu(r);
            }
        }
}

#if defined(CORE_NET_AVX) || defined(CORE_NET_SSE2)
#if defined(CORE_NET_AVX)
struct Vec {
    using V = __m256;
    static constexpr int LANES = 8;
    static V load(const float* p) { return _mm256_loadu_ps(p); }
    static void store(float* p, V v) { _mm256_storeu_ps(p, v); }
    static V set1(float a) { return _mm256_set1_ps(a); }
    static V add(V a, V b) { return _mm256_add_ps(a, b); }
    static V mul(V a, V b) { return _mm256_mul_ps(a, b); }
    // max(v, +0): +0 for -0 and NaN, as relu().
    static V relu(V v) { return _mm256_max_ps(v, _mm256_setzero_ps()); }
    static V zero() { return _mm256_setzero_ps(); }
};
#else
struct Vec {
    using V = __m128;
    static constexpr int LANES = 4;
    static V load(const float* p) { return _mm_loadu_ps(p); }
    static void store(float* p, V v) { _mm_storeu_ps(p, v); }
    static V set1(float a) { return _mm_set1_ps(a); }
    static V add(V a, V b) { return _mm_add_ps(a, b); }
    static V mul(V a, V b) { return _mm_mul_ps(a, b); }
    static V relu(V v) { return _mm_max_ps(v, _mm_setzero_ps()); }
    static V zero() { return _mm_setzero_ps(); }
};
#endif

// K vectors of sums, each lane an output channel; index packs unroll the loops over the vectors
// at any optimisation level, so that the sums stay in registers.
template <int K>
struct Sums {
    typename Vec::V v[K];

    void load(const float* p) { load(p, std::make_index_sequence<K>()); }
    // v += a * row
    void add_product(float a, const float* row) {
        add_product(Vec::set1(a), row, std::make_index_sequence<K>());
    }
    void add(const float* p) { add(p, std::make_index_sequence<K>()); }
    void store_relu(float* p) const { store_relu(p, std::make_index_sequence<K>()); }
    static void store_zero(float* p) { store_zero(p, std::make_index_sequence<K>()); }

  private:
    template <size_t... I>
    void load(const float* p, std::index_sequence<I...>) {
        ((v[I] = Vec::load(p + I * Vec::LANES)), ...);
    }
    template <size_t... I>
    void add_product(typename Vec::V a, const float* row, std::index_sequence<I...>) {
        ((v[I] = Vec::add(v[I], Vec::mul(a, Vec::load(row + I * Vec::LANES)))), ...);
    }
    template <size_t... I>
    void add(const float* p, std::index_sequence<I...>) {
        ((v[I] = Vec::add(v[I], Vec::load(p + I * Vec::LANES))), ...);
    }
    template <size_t... I>
    void store_relu(float* p, std::index_sequence<I...>) const {
        (Vec::store(p + I * Vec::LANES, Vec::relu(v[I])), ...);
    }
    template <size_t... I>
    static void store_zero(float* p, std::index_sequence<I...>) {
        (Vec::store(p + I * Vec::LANES, Vec::zero()), ...);
    }
};

// Output channels [co, co + K * LANES) of every cell.
template <int K>
inline void conv_block_vector(const Conv& c, int co) {
    for (int y = 0; y < c.height; ++y)
        for (int x = 0; x < c.width; ++x) {
            const size_t p = size_t(y) * c.width + x;
            float* out = c.out + p * c.cout + co;
            if (!c.mask[p]) {
                Sums<K>::store_zero(out);
                continue;
            }
            Sums<K> sums;
            sums.load(c.bias + co);
            for_each_term(c, y, x,
                          [&](float a, const float* row) { sums.add_product(a, row + co); });
            if (c.residual) sums.add(c.residual + p * c.cout + co);
            sums.store_relu(out);
        }
}

// conv_scalar()'s results, LANES output channels a vector; cout % LANES == 0. The channels in
// blocks of four vectors, then one block of what is left.
inline void conv_vector(const Conv& c) {
    const int vectors = c.cout / Vec::LANES;
    int k = 0;
    for (; k + 4 <= vectors; k += 4) conv_block_vector<4>(c, k * Vec::LANES);
    const int co = k * Vec::LANES;
    if (vectors - k == 3) conv_block_vector<3>(c, co);
    if (vectors - k == 2) conv_block_vector<2>(c, co);
    if (vectors - k == 1) conv_block_vector<1>(c, co);
}
#endif

}  // namespace net_detail

// A net ready to evaluate: its weights dequantised, its scratch allocated. One thread: evaluate()
// writes the scratch. Copies are independent nets.
class Net {
  public:
    // From a generated header's weights (their base64 decoded first).
    explicit Net(const NetWeights& w, NetKernel kernel = NetKernel::VECTOR)
        : Net(w.shape, decoded(w).data(), w.scales, w.biases, kernel) {}

    // From `shape.weight_count()` int8 weights and `shape.channel_count()` scales and biases,
    // laid out as the file comment says; they may be freed afterwards.
    Net(const NetShape& shape, const int8_t* weights, const float* scales, const float* biases,
        NetKernel kernel = NetKernel::VECTOR)
        : shape_(shape), kernel_(kernel) {
        assert(shape.valid());
        const int cells = shape.cells(), f = shape.channels;
        size_t wi = 0, ci = 0;  // the next weight and output channel
        for (int l = 0; l < shape.layers(); ++l) {
            const int out = shape.outputs(l), in = shape.inputs(l), taps = shape.taps(l);
            net_detail::Floats w(size_t(out) * in * taps), b(biases + ci, biases + ci + out);
            for (int o = 0; o < out; ++o)
                for (int i = 0; i < in; ++i)
                    for (int t = 0; t < taps; ++t) {
                        const float v = float(weights[wi++]) * scales[ci + size_t(o)];
                        // Convs: [tap][in][out]; the others keep [out][in].
                        if (l <= 2 * shape.blocks)
                            w[(size_t(t) * in + i) * out + o] = v;
                        else
                            w[size_t(o) * in + i] = v;
                    }
            ci += size_t(out);
            weights_.push_back(std::move(w));
            biases_.push_back(std::move(b));
        }
        input_.resize(size_t(cells) * shape.planes);
        for (auto& a : trunk_) a.resize(size_t(cells) * f);
        mask_.resize(size_t(cells));
        const int widest = std::max(shape.planes, f);
        nonzero_.value.resize(size_t(cells) * widest);
        nonzero_.offset.resize(size_t(cells) * widest);
        nonzero_.count.resize(size_t(cells));
        scratch_.resize(size_t(f));
        mean_.resize(size_t(f));
        hidden_.resize(size_t(shape.value_hidden));
    }

    const NetShape& shape() const { return shape_; }
    NetKernel kernel() const { return kernel_; }

    // Evaluates the position whose input planes are `planes` ([C][H][W]): writes the policy
    // logit of each cell to policy_logits[H * W] (row-major; 0 off the board: the caller takes
    // the softmax over its legal cells) and the win rate for the side to move, in [0, 1], to
    // *value. The mask is the plane shape().mask_plane; the board must have a cell.
    void evaluate(const float* planes, float* policy_logits, float* value) {
        const NetShape& s = shape_;
        const int cells = s.cells(), f = s.channels;
        int on_board = 0;
        for (int p = 0; p < cells; ++p) {
            mask_[size_t(p)] = planes[size_t(s.mask_plane) * cells + p] != 0.0f;
            on_board += mask_[size_t(p)];
            for (int c = 0; c < s.planes; ++c)
                input_[size_t(p) * s.planes + c] = planes[size_t(c) * cells + p];
        }
        assert(on_board > 0);
        // Trunk: x in trunk_[0]; a block's middle in trunk_[1]; its output in trunk_[2], then
        // swapped into trunk_[0].
        conv(0, input_.data(), s.planes, nullptr, trunk_[0].data());
        for (int b = 0; b < s.blocks; ++b) {
            conv(2 * b + 1, trunk_[0].data(), f, nullptr, trunk_[1].data());
            conv(2 * b + 2, trunk_[1].data(), f, trunk_[0].data(), trunk_[2].data());
            std::swap(trunk_[0], trunk_[2]);
        }
        const float* x = trunk_[0].data();
        // Policy: a dot product per on-board cell.
        const int lp = s.policy_layer();
        for (int p = 0; p < cells; ++p) {
            float sum = 0.0f;
            if (mask_[size_t(p)]) {
                sum = biases_[size_t(lp)][0];
                for (int c = 0; c < f; ++c)
                    sum += x[size_t(p) * f + c] * weights_[size_t(lp)][size_t(c)];
            }
            policy_logits[p] = sum;
        }
        // Value: the mean of each channel over the board's cells, then two dense layers.
        std::fill(mean_.begin(), mean_.end(), 0.0f);
        for (int p = 0; p < cells; ++p)
            if (mask_[size_t(p)])
                for (int c = 0; c < f; ++c) mean_[size_t(c)] += x[size_t(p) * f + c];
        for (float& m : mean_) m /= float(on_board);
        const net_detail::Floats& w1 = weights_[size_t(lp) + 1];
        for (int v = 0; v < s.value_hidden; ++v) {
            float sum = biases_[size_t(lp) + 1][size_t(v)];
            for (int c = 0; c < f; ++c) sum += mean_[size_t(c)] * w1[size_t(v) * f + c];
            hidden_[size_t(v)] = net_detail::relu(sum);
        }
        float out = biases_[size_t(lp) + 2][0];
        for (int v = 0; v < s.value_hidden; ++v)
            out += hidden_[size_t(v)] * weights_[size_t(lp) + 2][size_t(v)];
        *value = 1.0f / (1.0f + std::exp(-out));
    }

  private:
    static std::vector<int8_t> decoded(const NetWeights& w) {
        std::vector<int8_t> q = net_decode_base64(w.weights_base64);
        assert(q.size() == w.shape.weight_count());
        q.resize(w.shape.weight_count());  // a short string's missing weights are 0
        return q;
    }

    // Layer l, a 3x3 convolution of `in` ([H][W][cin]) into `out`.
    void conv(int l, const float* in, int cin, const float* residual, float* out) {
        const int cout = shape_.outputs(l);
        net_detail::gather_nonzero(in, shape_.cells(), cin, cout, nonzero_);
        const net_detail::Conv c{shape_.height,
                                 shape_.width,
                                 cin,
                                 cout,
                                 &nonzero_,
                                 weights_[size_t(l)].data(),
                                 biases_[size_t(l)].data(),
                                 residual,
                                 mask_.data(),
                                 out,
                                 scratch_.data()};
#if defined(CORE_NET_AVX) || defined(CORE_NET_SSE2)
        if (kernel_ == NetKernel::VECTOR && cout % net_detail::Vec::LANES == 0)
            return net_detail::conv_vector(c);
#endif
        net_detail::conv_scalar(c);
    }

    NetShape shape_;
    NetKernel kernel_;
    std::vector<net_detail::Floats> weights_, biases_;  // per layer, as the file comment says
    net_detail::Floats input_;                          // [H][W][C]
    net_detail::Floats trunk_[3];                       // [H][W][F] each
    std::vector<uint8_t> mask_;                         // [H][W]: 1 on the board
    net_detail::NonZero nonzero_;                       // of the convolution's input
    net_detail::Floats scratch_;                        // [F]: conv_scalar()'s sums
    net_detail::Floats mean_, hidden_;                  // value head: [F], [V]
};

// A game's net as its search sees it (core/game.h, net_evaluate): a position's planes in, the
// probabilities of the moves asked about and the side to move's win rate out. The game's
// features F (nogo/features.h, connect4/features.h) give
//   F::Board, F::Move, F::MAX_MOVES, F::PLANES, F::CELLS (the canvas's),
//   static void planes(const Board&, float* out)   the input planes, out[PLANES * CELLS]
//   static int cell(const Board&, Move)            the canvas cell whose logit is the move's
// One thread: evaluate() writes scratch buffers.
template <class F>
class NetEvaluator {
  public:
    explicit NetEvaluator(const NetWeights& weights) : net_(weights), id_(weights.id) {}
    // For the n moves (of b's side to move, n >= 1): priors[i], the net's probability of
    // moves[i] (a softmax of the logits at the moves' cells), and *value, the side to move's win
    // rate in [0, 1].
    void evaluate(const typename F::Board& b, const typename F::Move* moves, int n, float* priors,
                  float* value) {
        F::planes(b, planes_);
        net_.evaluate(planes_, logits_, value);
        float logit[F::MAX_MOVES];
        for (int i = 0; i < n; ++i) logit[i] = logits_[F::cell(b, moves[i])];
        const float top = *std::max_element(logit, logit + n);
        float sum = 0;
        for (int i = 0; i < n; ++i) sum += priors[i] = std::exp(logit[i] - top);
        for (int i = 0; i < n; ++i) priors[i] /= sum;
    }
    const char* id() const { return id_; }

  private:
    Net net_;
    const char* id_;
    float planes_[F::PLANES * F::CELLS];
    float logits_[F::CELLS];
};

}  // namespace core
