// The node of UCT's pool (core/uct.h) and its selection at one node: which child to descend into,
// by the formulas of core/uct.h's file comment, over a node's contiguous children. Pure
// functions of the children's statistics, so that the vector path is tested against the scalar
// loop on any statistics (tests/search/uct_select_test.cpp).
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "core/search_tree.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace core {

// One tree node: 16 bytes, size-sensitive (the pool holds millions, and at Botzone's time with
// the second visit's expansion a turn fills most of it). Children of a node are contiguous in
// the pool: [first_child, first_child + child_count). What only some trees use is kept beside the
// pool at the same index, allocated only for them: RAVE's statistics (two arrays, 8 bytes a
// node, so that four children's AMAF wins or visits are one vector) and the net's priors.
struct UctNode {
    uint32_t first_child;  // 0 until expanded (index 0 is never a child)
    uint32_t visits;
    float wins;  // sum of results for the player who moved into this node
    uint16_t move;
    uint8_t child_count;
    Proof proven;
};
static_assert(sizeof(UctNode) == 16, "UctNode is size-sensitive: update the comment");

// The bytes RAVE's all-moves-as-first statistics take a node beside the pool: its AMAF wins
// (a float, for the player who moved into the node, as UctNode::wins) and visits (32 bits).
constexpr size_t AMAF_BYTES = sizeof(float) + sizeof(uint32_t);

// Per visit count v of a child below TERM_VISITS: 1 / (v + 1) for its mean (one first-play
// visit) and 1 / sqrt(v + 1) for its exploration term, a load in the hot loop instead of a
// division and a square root (the same floats).
struct VisitTerms {
    float inv_mean_visits;
    float inv_sqrt_visits;
};
constexpr uint32_t TERM_VISITS = 2048;

// The VisitTerms of v visits, computed.
inline VisitTerms visit_terms_of(float v) {
    return VisitTerms{1.0f / (v + 1.0f), 1.0f / std::sqrt(v + 1.0f)};
}

// The table of VisitTerms for v < TERM_VISITS, built at its first use.
inline const VisitTerms* visit_terms() {
    struct Table {
        VisitTerms terms[TERM_VISITS];
        Table() {
            for (uint32_t v = 0; v < TERM_VISITS; ++v) terms[v] = visit_terms_of(float(v));
        }
    };
    static const Table table;
    return table.terms;
}

// What selection at one node reads: its `count` children (count >= 1) and what the tree keeps
// beside them at the same indices (null where the tree keeps none), and the parent's term. The
// children and RAVE's arrays are readable SELECT_READ_PAST entries past `count` (for
// select_rave4, which ignores what they hold).
constexpr uint32_t SELECT_READ_PAST = 3;
struct Selection {
    const UctNode* children;
    uint32_t count;
    const float* amaf_wins;       // RAVE's statistics; null without RAVE
    const uint32_t* amaf_visits;  // (null without RAVE)
    float rave_prior;             // RAVE's virtual AMAF visits (UctParams::rave_prior_visits)
    const float* prior;           // the net's move probabilities (the parent evaluated), or null
    float policy_weight;          // the progressive bias's weight (core/uct.h)
    float c_sqrt_log_n;           // exploration * sqrt(ln(N + 1)), N the parent's visits
};

// The child to descend into, as an index into the children, scalar: the first proven LOSS child
// (a win for the parent's side to move) if any; else, among the children not proven WIN, the
// first of the best score
//   mean + c_sqrt_log_n * explore [+ policy_weight * prior / (visits + 1)]
// (core/uct.h: without RAVE the mean of one virtual half win and 1 / sqrt(visits + 1); with RAVE
// the pooled mean and sqrt(visits + 1) / n with `rave_prior` virtual AMAF visits; the progressive
// bias where the parent has priors); the first child when every child is proven WIN. In float:
// the hot loop of the tree.
inline uint32_t select_scalar(const Selection& s) {
    const VisitTerms* terms = visit_terms();
    uint32_t best = 0;
    float best_score = -1e30f;
    for (uint32_t c = 0; c < s.count; ++c) {
        const UctNode& ch = s.children[c];
        if (ch.proven == Proof::WIN) continue;  // a loss for us
        if (ch.proven == Proof::LOSS) return c;
        const float v = float(ch.visits);
        const VisitTerms t = ch.visits < TERM_VISITS ? terms[ch.visits] : visit_terms_of(v);
        float mean, explore;
        if (s.amaf_wins) {
            const float inv_n = 1.0f / (v + float(s.amaf_visits[c]) + s.rave_prior);
            mean = (ch.wins + s.amaf_wins[c] + 0.5f * s.rave_prior) * inv_n;
            explore = std::sqrt(v + 1.0f) * inv_n;
        } else {
            mean = (ch.wins + 0.5f) * t.inv_mean_visits;
            explore = t.inv_sqrt_visits;
        }
        float score = mean + s.c_sqrt_log_n * explore;
        if (s.prior) score += s.policy_weight * s.prior[c] * t.inv_mean_visits;
        if (score > best_score) {
            best_score = score;
            best = c;
        }
    }
    return best;
}

#if defined(__SSE2__)
// select_scalar() with RAVE and without the net (knowledge UCT's), four children
// at a time: the same formula, each operation in the same order and precision (no fused
// multiply-adds: the builds are ISO C++, which does not contract them), so the same child. A
// node is 16 bytes, one vector: four of them transposed give their visits, wins and proofs lane
// by lane. The last block reads up to SELECT_READ_PAST entries past the children (the tree pads
// its arrays so that they exist): those lanes are masked out, whatever they hold. SSE2 is part
// of x86-64; other machines take select_scalar().
inline uint32_t select_rave4(const Selection& s) {
    static_assert(sizeof(UctNode) == 16 && offsetof(UctNode, visits) == 4 &&
                      offsetof(UctNode, wins) == 8 && offsetof(UctNode, proven) == 15,
                  "select_rave4 reads a node as one vector");
    const float* words = reinterpret_cast<const float*>(s.children);
    const float* amaf_wins_at = s.amaf_wins;
    const uint32_t* amaf_visits_at = s.amaf_visits;
    const __m128 one = _mm_set1_ps(1.0f);
    const __m128 rave_prior = _mm_set1_ps(s.rave_prior);
    const __m128 half_rave_prior = _mm_set1_ps(0.5f * s.rave_prior);
    const __m128 c = _mm_set1_ps(s.c_sqrt_log_n);
    const __m128 never = _mm_set1_ps(-1e30f);  // the score of a child not to choose
    const __m128i count = _mm_set1_epi32(int(s.count));
    __m128 best_score = never;
    __m128i index = _mm_setr_epi32(0, 1, 2, 3);  // lane i: child i, then i + 4 ...
    __m128i best_index = _mm_setzero_si128();
    for (uint32_t ch = 0; ch < s.count; ch += 4, index = _mm_add_epi32(index, _mm_set1_epi32(4))) {
        const __m128i live = _mm_cmpgt_epi32(count, index);  // lanes of children, not past them
        __m128 w0 = _mm_loadu_ps(words + 4 * ch), w1 = _mm_loadu_ps(words + 4 * ch + 4);
        __m128 w2 = _mm_loadu_ps(words + 4 * ch + 8), w3 = _mm_loadu_ps(words + 4 * ch + 12);
        _MM_TRANSPOSE4_PS(w0, w1, w2, w3);  // w1: visits, w2: wins, w3: proven in bits 24-31
        const __m128i proven = _mm_and_si128(_mm_srai_epi32(_mm_castps_si128(w3), 24), live);
        if (_mm_movemask_epi8(proven)) {  // a child proven LOSS (-1): a win for us
            for (uint32_t i = 0; i < 4 && ch + i < s.count; ++i)
                if (s.children[ch + i].proven == Proof::LOSS) return ch + i;
        }
        const __m128 amaf_wins = _mm_loadu_ps(amaf_wins_at + ch);
        const __m128 amaf_visits =
            _mm_cvtepi32_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(amaf_visits_at + ch)));
        const __m128 v = _mm_cvtepi32_ps(_mm_castps_si128(w1));
        const __m128 inv_n = _mm_div_ps(one, _mm_add_ps(_mm_add_ps(v, amaf_visits), rave_prior));
        const __m128 mean =
            _mm_mul_ps(_mm_add_ps(_mm_add_ps(w2, amaf_wins), half_rave_prior), inv_n);
        const __m128 explore = _mm_mul_ps(_mm_sqrt_ps(_mm_add_ps(v, one)), inv_n);
        const __m128 score = _mm_add_ps(mean, _mm_mul_ps(c, explore));
        // Chosen only among live children not proven won for their mover (a loss for us).
        const __m128 keep =
            _mm_castsi128_ps(_mm_andnot_si128(_mm_cmpeq_epi32(proven, _mm_set1_epi32(1)), live));
        const __m128 kept = _mm_or_ps(_mm_and_ps(keep, score), _mm_andnot_ps(keep, never));
        const __m128 better = _mm_cmpgt_ps(kept, best_score);  // strictly: the first wins
        best_score = _mm_max_ps(kept, best_score);
        best_index = _mm_or_si128(_mm_andnot_si128(_mm_castps_si128(better), best_index),
                                  _mm_and_si128(_mm_castps_si128(better), index));
    }
    // The best lane: the highest score, of those the lowest index (the first child), without a
    // branch. Indices fit in 31 bits, so a signed minimum is theirs; other lanes bid INT32_MAX.
    const __m128 pairs = _mm_max_ps(best_score, _mm_shuffle_ps(best_score, best_score, 0xb1));
    const __m128 top = _mm_max_ps(pairs, _mm_shuffle_ps(pairs, pairs, 0x4e));
    const __m128i at_top = _mm_castps_si128(_mm_cmpeq_ps(best_score, top));
    const __m128i bid = _mm_or_si128(_mm_and_si128(at_top, best_index),
                                     _mm_andnot_si128(at_top, _mm_set1_epi32(INT32_MAX)));
    auto lower = [](__m128i a, __m128i b) {
        const __m128i a_lower = _mm_cmplt_epi32(a, b);
        return _mm_or_si128(_mm_and_si128(a_lower, a), _mm_andnot_si128(a_lower, b));
    };
    const __m128i half = lower(bid, _mm_shuffle_epi32(bid, 0xb1));
    return uint32_t(_mm_cvtsi128_si32(lower(half, _mm_shuffle_epi32(half, 0x4e))));
}
#endif

// The selection the tree runs: select_rave4() where it applies (RAVE without the net, on SSE2),
// else select_scalar().
inline uint32_t select_child(const Selection& s) {
#if defined(__SSE2__)
    if (s.amaf_wins && !s.prior) return select_rave4(s);
#endif
    return select_scalar(s);
}

}  // namespace core
