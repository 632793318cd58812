// RAVE's back-up at one node of UCT's tree (core/uct.h): every child whose move the node's side to
// move played later in the iteration gets one AMAF visit and the iteration's result. A pure
// function of the children and the set of moves played, so that the vector path is tested
// against the scalar loop (tests/search/uct_select_test.cpp).
#pragma once

#include <cstdint>

#include "core/game.h"
#include "core/uct_select.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace core {

// Adds one visit and `result` to the AMAF statistics (wins[c], visits[c]) of each of the `count`
// children whose move is in `played`, scalar. A child whose move was not played gets nothing
// added at all, exactly as in the vector path below.
inline void credit_amaf_scalar(const UctNode* children, uint32_t count, const AmafSet& played,
                               float result, float* wins, uint32_t* visits) {
    for (uint32_t c = 0; c < count; ++c) {
        if (played.test(children[c].move)) {
            wins[c] += result;
            visits[c] += 1;
        }
    }
}

#if defined(__SSE2__)
// credit_amaf_scalar(), four children at a time, with no branch on the moves (about half the
// children were played, in no order a branch predicts). A lane tests bit m of `played` (m < 128)
// in SSE2, which has no per-lane shift: the 32-bit word m >> 5 is picked by comparisons, and
// 1 << (m & 31) is the float 2^(m & 31) built from its exponent bits and converted to an integer
// (2^31 converts to 0x80000000, the indefinite value, which is that bit too). A played lane adds
// `result` to the wins and subtracts the all-ones mask (-1) from the visits; the others add 0.0f
// and 0, which leave the statistics exactly as they were, so the floats are the scalar loop's.
inline void credit_amaf(const UctNode* children, uint32_t count, const AmafSet& played,
                        float result, float* wins, uint32_t* visits) {
    static_assert(AMAF_MOVES <= 128, "a move's bit is in one of four 32-bit words");
    const __m128i word0 = _mm_set1_epi32(int32_t(uint32_t(played.w[0])));
    const __m128i word1 = _mm_set1_epi32(int32_t(uint32_t(played.w[0] >> 32)));
    const __m128i word2 = _mm_set1_epi32(int32_t(uint32_t(played.w[1])));
    const __m128i word3 = _mm_set1_epi32(int32_t(uint32_t(played.w[1] >> 32)));
    const __m128 reward = _mm_set1_ps(result);
    uint32_t c = 0;
    for (; c + 4 <= count; c += 4) {
        const UctNode* n = children + c;
        const __m128i move = _mm_setr_epi32(n[0].move, n[1].move, n[2].move, n[3].move);
        const __m128i low_bits = _mm_and_si128(move, _mm_set1_epi32(31));
        const __m128i exponent = _mm_slli_epi32(_mm_add_epi32(low_bits, _mm_set1_epi32(127)), 23);
        const __m128i bit = _mm_cvttps_epi32(_mm_castsi128_ps(exponent));
        const __m128i index = _mm_srli_epi32(move, 5);
        auto word_if = [&](int k, __m128i word_k) {
            return _mm_and_si128(_mm_cmpeq_epi32(index, _mm_set1_epi32(k)), word_k);
        };
        const __m128i word = _mm_or_si128(_mm_or_si128(word_if(0, word0), word_if(1, word1)),
                                          _mm_or_si128(word_if(2, word2), word_if(3, word3)));
        const __m128i hit = _mm_cmpeq_epi32(_mm_and_si128(word, bit), bit);
        __m128i* v = reinterpret_cast<__m128i*>(visits + c);
        _mm_storeu_si128(v, _mm_sub_epi32(_mm_loadu_si128(v), hit));
        _mm_storeu_ps(wins + c, _mm_add_ps(_mm_loadu_ps(wins + c),
                                           _mm_and_ps(_mm_castsi128_ps(hit), reward)));
    }
    credit_amaf_scalar(children + c, count - c, played, result, wins + c, visits + c);
}
#else
inline void credit_amaf(const UctNode* children, uint32_t count, const AmafSet& played,
                        float result, float* wins, uint32_t* visits) {
    credit_amaf_scalar(children, count, played, result, wins, visits);
}
#endif

}  // namespace core
