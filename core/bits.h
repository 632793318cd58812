// Fixed-width bit sets of W 64-bit words: the board representation of both games.
//
// Bit i lives in word i / 64 at position i % 64. W is 2 for NoGo (81 points) and 3 for Connect4
// (up to 12 columns of 13 bits). The word-wise operations go through each_word: a loop of two
// words, which g++ -O2 (the contests' level) unrolls, and three words written out one by one,
// since -O2 leaves that loop rolled (a fifth more instructions in a Connect4 playout). Only GCC
// builtins and attributes are used, so the code compiles with g++ 7 and clang alike.
#pragma once

#include <cassert>
#include <cstdint>
#include <utility>

namespace core {

template <int W>
struct Bits {
    static_assert(W >= 1 && W <= 4, "a board fits in at most 4 words");
    static constexpr int SIZE = 64 * W;

    uint64_t w[W] = {};

    static constexpr Bits single(int i) {
        Bits b;
        b.set(i);
        return b;
    }
    // The bits [0, n) set.
    static constexpr Bits first_n(int n) {
        assert(n >= 0 && n <= SIZE);
        Bits b;
        for (int k = 0; k < W; ++k) {
            int in_word = n - 64 * k;
            b.w[k] = in_word >= 64 ? ~0ULL : in_word <= 0 ? 0ULL : (1ULL << in_word) - 1;
        }
        return b;
    }

    bool test(int i) const { return (w[i >> 6] >> (i & 63)) & 1; }
    constexpr void set(int i) { w[i >> 6] |= 1ULL << (i & 63); }
    void reset(int i) { w[i >> 6] &= ~(1ULL << (i & 63)); }
    // reset(i) when `clear`, without a branch.
    void reset_if(int i, bool clear) { w[i >> 6] &= ~(uint64_t(clear) << (i & 63)); }

    bool any() const {
        uint64_t acc = 0;
        each_word([&](int k) { acc |= w[k]; });
        return acc != 0;
    }
    bool none() const { return !any(); }
    int count() const {
        int n = 0;
        each_word([&](int k) { n += __builtin_popcountll(w[k]); });
        return n;
    }
    // Exactly one bit set; cheaper than count() == 1.
    bool is_single() const {
        int nonzero = 0;
        bool single = true;
        each_word([&](int k) {
            nonzero += w[k] != 0;
            single &= (w[k] & (w[k] - 1)) == 0;
        });
        return nonzero == 1 && single;
    }
    // Index of the lowest set bit. Precondition: any().
    int lowest() const {
        for (int k = 0; k < W - 1; ++k)
            if (w[k]) return 64 * k + __builtin_ctzll(w[k]);
        assert(w[W - 1] != 0);
        return 64 * (W - 1) + __builtin_ctzll(w[W - 1]);
    }
    // Removes and returns the lowest set bit. Precondition: any().
    int pop_lowest() {
        int i = lowest();
        reset(i);
        return i;
    }
    // Index of the n-th set bit counted from 0 upward. Precondition: n < count().
    int select(int n) const {
        for (int k = 0; k < W; ++k) {
            int c = __builtin_popcountll(w[k]);
            if (n < c) return 64 * k + select_in_word(w[k], n);
            n -= c;
        }
        assert(false && "select past the last set bit");
        return -1;
    }

    Bits operator&(const Bits& o) const {
        Bits r;
        each_word([&](int k) { r.w[k] = w[k] & o.w[k]; });
        return r;
    }
    Bits operator|(const Bits& o) const {
        Bits r;
        each_word([&](int k) { r.w[k] = w[k] | o.w[k]; });
        return r;
    }
    Bits operator^(const Bits& o) const {
        Bits r;
        each_word([&](int k) { r.w[k] = w[k] ^ o.w[k]; });
        return r;
    }
    constexpr Bits operator~() const {
        Bits r;
        for (int k = 0; k < W; ++k) r.w[k] = ~w[k];
        return r;
    }
    // a.and_not(b) == a & ~b.
    Bits and_not(const Bits& o) const {
        Bits r;
        each_word([&](int k) { r.w[k] = w[k] & ~o.w[k]; });
        return r;
    }
    Bits& operator&=(const Bits& o) { return *this = *this & o; }
    Bits& operator|=(const Bits& o) { return *this = *this | o; }
    Bits& operator^=(const Bits& o) { return *this = *this ^ o; }
    bool operator==(const Bits& o) const {
        uint64_t diff = 0;
        each_word([&](int k) { diff |= w[k] ^ o.w[k]; });
        return diff == 0;
    }
    bool operator!=(const Bits& o) const { return !(*this == o); }

    // Shift toward higher indices by s, 0 < s < 64; bits pushed past the top are lost.
    Bits operator<<(int s) const {
        assert(s > 0 && s < 64);
        Bits r;
        r.w[0] = w[0] << s;
        for (int k = 1; k < W; ++k) r.w[k] = (w[k] << s) | (w[k - 1] >> (64 - s));
        return r;
    }
    // Shift toward lower indices by s, 0 < s < 64; bits pushed below 0 are lost.
    Bits operator>>(int s) const {
        assert(s > 0 && s < 64);
        Bits r;
        for (int k = 0; k < W - 1; ++k) r.w[k] = (w[k] >> s) | (w[k + 1] << (64 - s));
        r.w[W - 1] = w[W - 1] >> s;
        return r;
    }

    // Calls f(i) for every set bit i in increasing order.
    template <class F>
    void for_each(F&& f) const {
        for (int k = 0; k < W; ++k)
            for (uint64_t x = w[k]; x; x &= x - 1) f(64 * k + __builtin_ctzll(x));
    }

  private:
    // f(0), f(1), ..., f(W - 1), written out; always inlined, which -O2 does not otherwise
    // promise in a shared library's code (-fpic).
    template <class F>
    __attribute__((always_inline)) static void each_word(F&& f) {
        if constexpr (W <= 2) {
            for (int k = 0; k < W; ++k) f(k);  // unrolled at -O2 already
        } else {
            each_word(f, std::make_integer_sequence<int, W>());
        }
    }
    template <class F, int... K>
    __attribute__((always_inline)) static void each_word(F& f, std::integer_sequence<int, K...>) {
        (f(K), ...);
    }

    // Position of the n-th set bit of x (n < popcount(x)), by halving with popcounts: no BMI2,
    // which Botzone's -mavx build does not promise.
    static int select_in_word(uint64_t x, int n) {
        int base = 0;
        for (int width = 32; width >= 8; width /= 2) {
            uint64_t low = x & ((1ULL << width) - 1);
            int c = __builtin_popcountll(low);
            if (n >= c) {
                n -= c;
                x >>= width;
                base += width;
            } else {
                x = low;
            }
        }
        for (; n > 0; --n) x &= x - 1;
        return base + __builtin_ctzll(x);
    }
};

}  // namespace core
