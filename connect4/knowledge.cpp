#include "connect4/knowledge.h"

#include <array>
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

// One bit in each of MAX_SIZE columns, per stride (bits[b.stride()]): the bottom cell (height
// 0), or with `guard` the guard bit (height stride - 1). The columns past b.cols() lie above the
// board's bits, which every use masks out.
constexpr std::array<Bitboard, MAX_SIZE + 2> column_bits(bool guard) {
    std::array<Bitboard, MAX_SIZE + 2> bits{};
    for (int stride = MIN_SIZE + 1; stride <= MAX_SIZE + 1; ++stride)
        for (int y = 0; y < MAX_SIZE; ++y) bits[stride].set(y * stride + (guard ? stride - 1 : 0));
    return bits;
}
constexpr std::array<Bitboard, MAX_SIZE + 2> BOTTOMS = column_bits(false);
constexpr std::array<Bitboard, MAX_SIZE + 2> GUARDS = column_bits(true);

// a - b as 192-bit numbers.
Bitboard minus(const Bitboard& a, const Bitboard& b) {
    Bitboard r;
    uint64_t borrow = 0;
    for (int k = 0; k < 3; ++k) {
        const uint64_t d = a.w[k] - b.w[k];
        const uint64_t out = (a.w[k] < b.w[k]) | (d < borrow);
        r.w[k] = d - borrow;
        borrow = out;
    }
    return r;
}

// The lowest bit of each column of x, given a set x that holds every column's guard bit (bit
// `rows` of the column; so x - bottoms borrows inside each column only, clearing its lowest bit
// and setting those below).
Bitboard lowest_per_column(const Bitboard& x, const Bitboard& bottoms) {
    return x.and_not(minus(x, bottoms));
}

// Lines of four cells D bits apart (1: up a column, the stride: across) with no forbidden cell
// and no stone of p's opponent, by their first cell: one[p] those with exactly one stone of p,
// two[p] with two. Counts the stones of both players: a line open for p holds none of the
// other's. D is a template parameter so that the shifts are by constants.
template <int D>
void count_windows(const Board& b, int* one, int* two) {
    const Bitboard& first = b.stones(FIRST);
    const Bitboard& second = b.stones(SECOND);
    const Bitboard pair_cells = b.cells() & (b.cells() >> D);
    const Bitboard lines = pair_cells & (pair_cells >> 2 * D);
    // The stones in cells 0 and 1 of a line as a 2-bit sum (x, y), then those of all four.
    const Bitboard stones = first | second, next = stones >> D;
    const Bitboard x = stones ^ next, y = stones & next;
    const Bitboard x2 = x >> 2 * D, y2 = y >> 2 * D;
    const Bitboard ones = x ^ x2, twos = y ^ y2 ^ (x & x2);
    const Bitboard single = ones.and_not(twos), pair = twos.and_not(ones);
    for (Player p : {FIRST, SECOND}) {
        const Bitboard& theirs = p == FIRST ? second : first;
        const Bitboard near = theirs | (theirs >> D);
        const Bitboard open = lines.and_not(near | (near >> 2 * D));
        one[p] = (open & single).count();
        two[p] = (open & pair).count();
    }
}

// count_windows across the board: D = the stride.
void count_across(const Board& b, int* one, int* two) {
    switch (b.stride()) {
        case 5:
            return count_windows<5>(b, one, two);
        case 6:
            return count_windows<6>(b, one, two);
        case 7:
            return count_windows<7>(b, one, two);
        case 8:
            return count_windows<8>(b, one, two);
        case 9:
            return count_windows<9>(b, one, two);
        case 10:
            return count_windows<10>(b, one, two);
        case 11:
            return count_windows<11>(b, one, two);
        case 12:
            return count_windows<12>(b, one, two);
        default:
            return count_windows<13>(b, one, two);
    }
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

int zugzwang(const Board& b) {
    const Bitboard& first = b.threats(FIRST);
    const Bitboard& second = b.threats(SECOND);
    if ((first | second).none()) return 0;
    const Bitboard& bottoms = BOTTOMS[b.stride()];
    const Bitboard& guards = GUARDS[b.stride()];
    const Player me = b.to_move();
    Player mover = me;
    Bitboard empty = b.cells().and_not(b.stones(FIRST) | b.stones(SECOND));
    Bitboard playable = b.playable();
    // Every pass fills at least one cell or returns.
    for (;;) {
        const Bitboard own = b.threats(mover) & empty, theirs = b.threats(other(mover)) & empty;
        // (1) Playable threats.
        if ((own & playable).any()) return mover == me ? 1 : -1;
        const Bitboard blocks = theirs & playable;
        if (blocks.any()) {
            if (!blocks.is_single()) return mover == me ? -1 : 1;
            empty = empty.and_not(blocks);
            playable = lowest_per_column(empty | guards, bottoms) & empty;
            mover = other(mover);
            continue;
        }
        // (2) The cells below the cell under each column's lowest threat.
        const Bitboard all = own | theirs | guards, lowered = minus(all, bottoms);
        const Bitboard lowest = all.and_not(lowered | guards);
        const Bitboard free = (lowered & empty).and_not(all | cells_under(b, lowest));
        empty = empty.and_not(free);
        if (free.count() & 1) mover = other(mover);
        // (3) Under a lowest threat of the mover's own, or lost.
        const Bitboard escapes = (lowest & b.threats(mover)).and_not(b.threats(other(mover)));
        if (escapes.none()) return lowest.none() ? 0 : mover == me ? -1 : 1;
        const Bitboard escape = Bitboard::single(escapes.lowest());
        empty = empty.and_not(escape | cells_under(b, escape));
        playable = lowest_per_column(empty | guards, bottoms) & empty;
    }
}

EvalFeatures eval_features(const Board& b) {
    EvalFeatures f{};
    const Bitboard& bottoms = BOTTOMS[b.stride()];
    const Bitboard& guards = GUARDS[b.stride()];
    // Per player: the threats, and the lowest threat of each column (the guard bit when none)
    // minus one: the bits below it set, it cleared, those above unchanged.
    Bitboard t[2], lowered[2];
    for (Player p : {FIRST, SECOND}) {
        t[p] = b.threats(p);
        lowered[p] = minus(t[p] | guards, bottoms);
    }
    for (Player p : {FIRST, SECOND}) {
        const Player o = other(p);
        f.threats[p] = t[p].count();
        f.lowest[p] = t[p].and_not(lowered[p]).count();
        f.under[p] = (t[p] & lowered[o]).and_not(t[o]).count();
        f.stacked[p] = (t[p] & (t[p] >> 1)).count();
        f.safe[p] = b.playable().and_not(cells_under(b, t[o])).count();
    }
    count_windows<1>(b, f.vertical1, f.vertical2);
    count_across(b, f.across1, f.across2);
    f.win_now = winning_cells(b).any();
    f.blocks = forced_blocks(b).count();
    f.zugzwang = zugzwang(b);
    f.filled = b.move_count();
    f.capacity = b.cells().count();
    return f;
}

core::Value evaluate(const Board& b) {
    const EvalFeatures f = eval_features(b);
    const Player me = b.to_move(), op = other(me);
    int opening = 0, endgame = 0;
    const auto add = [&](const EvalWeight& w, int x) {
        opening += w.opening * x;
        endgame += w.endgame * x;
    };
    // Per player: side to move minus opponent.
    const auto diff = [&](const int* x) { return x[me] - x[op]; };
    add(EVAL_FIRST, me == FIRST ? 1 : -1);
    add(EVAL_WIN_NOW, f.win_now);
    add(EVAL_BLOCK, f.blocks);
    add(EVAL_MUST_BLOCK, f.blocks > 0);
    add(EVAL_THREAT, diff(f.threats));
    add(EVAL_LOWEST, diff(f.lowest));
    add(EVAL_UNDER, diff(f.under));
    add(EVAL_STACKED, diff(f.stacked));
    add(EVAL_SAFE, diff(f.safe));
    add(EVAL_VERTICAL1, diff(f.vertical1));
    add(EVAL_VERTICAL2, diff(f.vertical2));
    add(EVAL_ACROSS1, diff(f.across1));
    add(EVAL_ACROSS2, diff(f.across2));
    add(EVAL_ZUGZWANG, f.zugzwang);
    const int capacity = f.capacity > 0 ? f.capacity : 1;  // a board of forbidden cells only
    const int v = (opening * (capacity - f.filled) + endgame * f.filled) / capacity;
    constexpr int LIMIT = core::VALUE_KNOWN - 1;
    return v > LIMIT ? LIMIT : v < -LIMIT ? -LIMIT : v;
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
    const unsigned safe = b.legal_columns() & ~b.threat_columns(other(me), 1);
    return quiet_column(b, safe & ~b.threat_columns(me, 1), safe, rng);
}

Bitboard stacked_wins(const Board& b) {
    // The second cells up: above a playable cell, threats of the side to move only, with
    // another of its threats as their own next landing cell.
    const Player me = b.to_move();
    const Bitboard seconds =
        (b.threats(me) & b.above()).and_not(b.threats(other(me))) & cells_under(b, b.threats(me));
    return seconds.any() ? cells_under(b, seconds) & b.playable() : Bitboard();
}

float playout(Board& b, core::Rng& rng, bool knowledge, bool* proven) {
    const Player start = b.to_move();
    int last = -1;  // the column of the move just played, for follows_up (-1: none)
    // Whether each player's every move so far was its only one (the proof of the file comment).
    bool forced[2] = {true, true};
    *proven = false;
    if (!knowledge) {
        while (!b.is_terminal()) {
            const unsigned cols = b.legal_columns();
            if (cols & (cols - 1)) forced[b.to_move()] = false;
            b.play(random_column(b, rng));
        }
        if (b.outcome() == Outcome::DRAW) return 0.5f;
        const Player winner = b.outcome() == Outcome::FIRST_WINS ? FIRST : SECOND;
        *proven = forced[other(winner)];
        return winner == start ? 1.0f : 0.0f;
    }
    // Every test is on column masks (Board::threat_columns): for the side to move `me`, the
    // columns of its winning cells, of its forced blocks (the opponent's threats on landing cells),
    // poisoned ones (the opponent's threat right above) and self-blocking ones (its own).
    while (!b.is_terminal()) {
        const Player me = b.to_move(), op = other(me);
        const float won = me == start ? 1.0f : 0.0f;
        if (b.threat_columns(me, 0)) {
            *proven = forced[op];
            return won;
        }
        const unsigned poisoned = b.threat_columns(op, 1);
        const unsigned blocks = b.threat_columns(op, 0);
        if (blocks) {
            // Two blocks, or one under another threat of the opponent: lost.
            if ((blocks & (blocks - 1)) || (blocks & poisoned)) {
                *proven = forced[me];
                return 1.0f - won;
            }
            last = __builtin_ctz(blocks);
            b.play(last);
            continue;
        }
        const unsigned unpoisoned = b.legal_columns() & ~poisoned;
        if (!unpoisoned) {
            *proven = forced[me];
            return 1.0f - won;
        }
        // Self-blocking cells and stacked wins need a threat of the side to move right above a
        // landing cell: usually there is none.
        const unsigned mine_above = b.threat_columns(me, 1);
        unsigned quiet = unpoisoned;
        if (mine_above) {
            if (stacked_win_columns(b)) {
                *proven = forced[op];
                return won;
            }
            quiet = unpoisoned & ~mine_above;
        }
        if (unpoisoned & (unpoisoned - 1)) forced[me] = false;
        if (follows_up(last, quiet, rng)) {
            b.play(last);
            last = -1;  // a follow-up is not followed up
            continue;
        }
        last = quiet_column(b, quiet, unpoisoned, rng);
        b.play(last);
    }
    return 0.5f;  // only a draw ends the loop: nobody plays into a win unannounced
}

}  // namespace connect4
