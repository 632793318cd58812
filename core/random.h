// Small, fast, seedable pseudo-random generators. Determinism matters more than quality here:
// the same seed must give the same games, searches and Zobrist keys on every compiler.
#pragma once

#include <cstdint>

namespace core {

// SplitMix64 (Steele, Lea, Flood 2014): one 64-bit state; used to seed and to make Zobrist keys.
constexpr uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// xorshift64* (Vigna 2016): the playout generator. Never in the all-zero state.
class Rng {
  public:
    explicit Rng(uint64_t seed = 1) { reseed(seed); }
    void reseed(uint64_t seed) {
        uint64_t s = seed;
        state_ = splitmix64(s) | 1;
    }
    uint64_t next() {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 0x2545F4914F6CDD1DULL;
    }
    // Uniform in [0, n) for 0 < n <= 2^32, by multiply-shift (bias below 2^-32 * n).
    uint32_t below(uint32_t n) { return uint32_t(((next() >> 32) * uint64_t(n)) >> 32); }
    // Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }

  private:
    uint64_t state_ = 1;
};

}  // namespace core
