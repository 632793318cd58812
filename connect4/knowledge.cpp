#include "connect4/knowledge.h"

#include <cstdlib>

namespace connect4 {

namespace {

int column_of(const Board& b, int bit) {
    return bit / b.stride();
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

int quiet_column(const Board& b, core::Rng& rng) {
    const Player me = b.to_move();
    const Bitboard& op_threats = b.threats(other(me));
    const Bitboard threats = op_threats | b.threats(me);
    const Bitboard& forbidden = b.forbidden();
    // The next landing cell over column col's (a guard bit when the column would then be full).
    const auto above = [&](int col) {
        const int bit = b.landing_bit(col) + 1;
        return forbidden.test(bit) ? bit + 1 : bit;
    };
    // Most columns are quiet: a uniform draw from the open ones, kept when quiet, is uniform among
    // the quiet ones, and takes no pass over the board.
    const unsigned open = b.legal_columns();
    const int count = __builtin_popcount(open);
    for (int tries = 0; tries < QUIET_DRAWS; ++tries) {
        const int col = nth_column(open, int(rng.below(uint32_t(count))));
        if (!threats.test(above(col))) return col;
    }
    unsigned quiet = 0, safe = 0;
    for (unsigned rest = open; rest; rest &= rest - 1) {
        const int col = __builtin_ctz(rest), next = above(col);
        if (!op_threats.test(next)) safe |= 1u << col;
        if (!threats.test(next)) quiet |= 1u << col;
    }
    const unsigned pool = quiet ? quiet : safe ? safe : open;
    return nth_column(pool, int(rng.below(uint32_t(__builtin_popcount(pool)))));
}

float playout(Board& b, core::Rng& rng, bool knowledge) {
    const Player start = b.to_move();
    if (!knowledge) {
        while (!b.is_terminal()) b.play(random_column(b, rng));
        if (b.outcome() == Outcome::DRAW) return 0.5f;
        const Player winner = b.outcome() == Outcome::FIRST_WINS ? FIRST : SECOND;
        return winner == start ? 1.0f : 0.0f;
    }
    // bit / stride without a division per move: exact for bits below 192 and strides 5..13.
    const uint32_t column_scale = (1u << 16) / uint32_t(b.stride()) + 1;
    while (!b.is_terminal()) {
        const Player me = b.to_move();
        const Bitboard& playable = b.playable();
        if ((b.threats(me) & playable).any()) return me == start ? 1.0f : 0.0f;
        const Bitboard blocks = b.threats(other(me)) & playable;
        if (blocks.any()) {
            if (!blocks.is_single()) return me == start ? 0.0f : 1.0f;
            b.play(int((uint32_t(blocks.lowest()) * column_scale) >> 16));
        } else {
            b.play(quiet_column(b, rng));
        }
    }
    return 0.5f;  // only a draw ends the loop: nobody plays into a win unannounced
}

}  // namespace connect4
