// RAVE's back-up at one node of UCT's tree (core/uct.h): every child whose move the node's side to
// move played later in the iteration gets one AMAF visit and the iteration's result. The moves
// played are read as one byte per move (PlayedMoves), made once an iteration from the playout's
// move sets, so that a child's test is one load. Pure functions, so that the vector paths are
// tested against the scalar loops (tests/search/uct_select_test.cpp).
#pragma once

#include <cstdint>

#include "core/game.h"
#include "core/uct_select.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace core {

// A set of moves (ids below AMAF_MOVES) as bytes: flag[m] is -1 (all bits set) where m is in the
// set, else 0.
struct PlayedMoves {
    alignas(16) int8_t flag[AMAF_MOVES];
};

// PlayedMoves of `set`, scalar.
inline void played_moves_scalar(const AmafSet& set, PlayedMoves* out) {
    for (int m = 0; m < AMAF_MOVES; ++m) out->flag[m] = set.test(m) ? -1 : 0;
}

// Adds one visit and `result` to the AMAF statistics (wins[c], visits[c]) of each of the `count`
// children whose move is flagged in `played`, scalar. A child whose move was not played gets
// nothing added at all, exactly as in the vector path below.
inline void credit_amaf_scalar(const UctNode* children, uint32_t count, const PlayedMoves& played,
                               float result, float* wins, uint32_t* visits) {
    for (uint32_t c = 0; c < count; ++c) {
        if (played.flag[children[c].move]) {
            wins[c] += result;
            visits[c] += 1;
        }
    }
}

#if defined(__SSE2__)
// played_moves_scalar(), sixteen moves at a time: each 16-bit piece of the set spread over 16
// bytes (its low byte over the first eight, its high byte over the rest), each byte keeping its
// own bit, compared with that bit.
inline void played_moves(const AmafSet& set, PlayedMoves* out) {
    static_assert(AMAF_MOVES % 16 == 0 && AMAF_MOVES <= 64 * 2, "16-bit pieces of two words");
    const __m128i bits = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
    for (int k = 0; k < AMAF_MOVES / 16; ++k) {
        const uint64_t piece = set.w[k / 4] >> (16 * (k % 4));
        const __m128i spread = _mm_unpacklo_epi64(_mm_set1_epi8(char(piece & 0xff)),
                                                  _mm_set1_epi8(char((piece >> 8) & 0xff)));
        _mm_store_si128(reinterpret_cast<__m128i*>(out->flag + 16 * k),
                        _mm_cmpeq_epi8(_mm_and_si128(spread, bits), bits));
    }
}

// credit_amaf_scalar(), four children at a time, with no branch on the moves (about half the
// children were played, in no order a branch predicts): a played lane adds `result` to the wins
// and subtracts its flag (-1) from the visits; the others add 0.0f and 0, which leave the
// statistics exactly as they were, so the floats are the scalar loop's.
inline void credit_amaf(const UctNode* children, uint32_t count, const PlayedMoves& played,
                        float result, float* wins, uint32_t* visits) {
    const __m128 reward = _mm_set1_ps(result);
    uint32_t c = 0;
    for (; c + 4 <= count; c += 4) {
        const UctNode* n = children + c;
        const __m128i hit = _mm_setr_epi32(played.flag[n[0].move], played.flag[n[1].move],
                                           played.flag[n[2].move], played.flag[n[3].move]);
        __m128i* v = reinterpret_cast<__m128i*>(visits + c);
        _mm_storeu_si128(v, _mm_sub_epi32(_mm_loadu_si128(v), hit));
        _mm_storeu_ps(wins + c, _mm_add_ps(_mm_loadu_ps(wins + c),
                                           _mm_and_ps(_mm_castsi128_ps(hit), reward)));
    }
    credit_amaf_scalar(children + c, count - c, played, result, wins + c, visits + c);
}
#else
inline void played_moves(const AmafSet& set, PlayedMoves* out) {
    played_moves_scalar(set, out);
}
inline void credit_amaf(const UctNode* children, uint32_t count, const PlayedMoves& played,
                        float result, float* wins, uint32_t* visits) {
    credit_amaf_scalar(children, count, played, result, wins, visits);
}
#endif

}  // namespace core
