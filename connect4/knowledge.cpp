#include "connect4/knowledge.h"

#include <cstdlib>

namespace connect4 {

namespace {

int column_of(const Board& b, int bit) {
    return bit / b.stride();
}

// A uniformly random element of a non-empty set.
int random_bit(const Bitboard& s, core::Rng& rng) {
    return s.select(int(rng.below(uint32_t(s.count()))));
}

// Distance of column y from the centre, in half-columns (0 for a centre column).
int centre_distance(const Board& b, int y) {
    return std::abs(2 * y - (b.cols() - 1));
}

}  // namespace

Bitboard odd_cells(const Board& b) {
    // Without forbidden cells a column's odd-numbered cells are its even heights 0, 2, 4, ...;
    // each forbidden cell flips the parity of the cells above it in its column.
    const uint64_t column = 0x555ULL & ((1ULL << b.rows()) - 1);
    Bitboard odd;
    for (int y = 0; y < b.cols(); ++y) {
        const int base = y * b.stride(), shift = base & 63;
        odd.w[base >> 6] |= column << shift;
        if (shift + MAX_SIZE > 64) odd.w[(base >> 6) + 1] |= column >> (64 - shift);
    }
    b.forbidden().for_each([&](int f) {
        const int top = f - f % b.stride() + b.rows();
        for (int i = f + 1; i < top; ++i) odd.w[i >> 6] ^= 1ULL << (i & 63);
    });
    return odd & b.cells();
}

unsigned useful_columns(const Board& b) {
    const Bitboard wins = winning_cells(b), blocks = forced_blocks(b);
    const Bitboard keep = wins.any()     ? wins
                          : blocks.any() ? blocks
                                         : b.playable().and_not(poisoned_cells(b));
    unsigned cols = 0;
    keep.for_each([&](int bit) { cols |= 1u << column_of(b, bit); });
    return cols ? cols : b.legal_columns();
}

core::Value evaluate(const Board& b) {
    const Bitboard odd = odd_cells(b);
    core::Value score[2] = {0, 0};
    for (Player p : {FIRST, SECOND}) {
        const Bitboard t = b.threats(p);
        const Bitboard good = p == FIRST ? t & odd : t.and_not(odd);
        score[p] += EVAL_THREAT * (t.count() - good.count()) + EVAL_GOOD_THREAT * good.count();
        score[p] += EVAL_STACKED * (t & (t >> 1)).count();
        b.stones(p).for_each([&](int bit) {
            score[p] += EVAL_CENTRE * (b.cols() - centre_distance(b, column_of(b, bit)));
        });
    }
    const Player me = b.to_move();
    return score[me] - score[other(me)];
}

void priors(const Board& b, const int* cols, int n, float* out) {
    const Bitboard wins = winning_cells(b), blocks = forced_blocks(b), poison = poisoned_cells(b);
    const Player me = b.to_move();
    const Bitboard odd = odd_cells(b);
    const Bitboard own_parity = me == FIRST ? odd : b.cells().and_not(odd);
    for (int i = 0; i < n; ++i) {
        const Cell c = b.landing_cell(cols[i]);
        const int bit = b.bit(c);
        if (wins.test(bit)) {
            out[i] = 1.0f;
        } else if (blocks.test(bit)) {
            out[i] = 0.9f;
        } else if (poison.test(bit)) {
            out[i] = 0.05f;
        } else {
            const Bitboard fresh = b.new_threats(cols[i]);
            out[i] = 0.5f +
                     PRIOR_CENTRE * float(b.cols() - 1 - centre_distance(b, cols[i])) /
                         float(b.cols() - 1) +
                     PRIOR_NEW_THREAT * float(fresh.and_not(own_parity).count()) +
                     PRIOR_GOOD_THREAT * float((fresh & own_parity).count());
            if (out[i] > 0.85f) out[i] = 0.85f;
        }
    }
}

float playout(Board& b, core::Rng& rng, bool knowledge) {
    const Player start = b.to_move();
    if (!knowledge) {
        while (!b.is_terminal()) {
            unsigned legal = b.legal_columns();
            for (int k = int(rng.below(uint32_t(__builtin_popcount(legal)))); k > 0; --k)
                legal &= legal - 1;
            b.play(__builtin_ctz(legal));
        }
        if (b.outcome() == Outcome::DRAW) return 0.5f;
        const Player winner = b.outcome() == Outcome::FIRST_WINS ? FIRST : SECOND;
        return winner == start ? 1.0f : 0.0f;
    }
    // bit / stride without a division per move: exact for bits below 192 and strides 5..13.
    const uint32_t column_scale = (1u << 16) / uint32_t(b.stride()) + 1;
    // poisoned_cells(b) with the shifts of the forbidden cells hoisted out of the loop.
    const Bitboard over_forbidden = b.forbidden() << 1, under_forbidden = b.forbidden() >> 1;
    while (!b.is_terminal()) {
        const Player me = b.to_move();
        const Bitboard& playable = b.playable();
        if ((b.threats(me) & playable).any()) return me == start ? 1.0f : 0.0f;
        const Bitboard& threats = b.threats(other(me));
        const Bitboard blocks = threats & playable;
        int bit;
        if (blocks.any()) {
            if (!blocks.is_single()) return me == start ? 0.0f : 1.0f;
            bit = blocks.lowest();
        } else {
            const Bitboard safe =
                playable.and_not(cells_under(threats, over_forbidden, under_forbidden));
            bit = random_bit(safe.any() ? safe : playable, rng);
        }
        b.play(int((uint32_t(bit) * column_scale) >> 16));
    }
    return 0.5f;  // only a draw ends the loop: nobody plays into a win unannounced
}

}  // namespace connect4
