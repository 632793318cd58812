#include "nogo/playout.h"

#include <cstring>

#include "nogo/knowledge.h"

#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#endif

namespace nogo {

namespace {

// Per-point tables of the playout board. The neighbour lists are padded to four entries with
// PlayoutBoard's off-board sentinels: slot i holds POINTS + i when the neighbour is off the board.
// Clearing a point is an AND with others[p], a whole-set operation: resetting one word of a set
// by a variable index goes through memory, and reading the set back then stalls.
struct PointTables {
    uint8_t list[POINTS][4];
    PointSet neighbours[POINTS];
    PointSet others[POINTS];  // every point but p
    PointSet all_or_none[2];  // no point, every point: a set kept or cleared by a flag
};

PointTables make_point_tables() {
    const Neighbours& n = neighbours();
    PointTables out{};
    for (Point p = 0; p < POINTS; ++p) {
        for (int i = 0; i < 4; ++i)
            out.list[p][i] = uint8_t(i < n.count[p] ? n.list[p][i] : POINTS + i);
        out.neighbours[p] = n.set[p];
        out.others[p] = ~PointSet::single(p);
    }
    out.all_or_none[1] = ~PointSet();
    return out;
}

const PointTables TABLES = make_point_tables();

// A point set as play() works on it: one SSE2 register on x86-64, else the set itself. Botzone's
// g++ 7 at -O2 vectorises nothing, and there the sets' two words one by one made the playout a
// third slower (STRENGTH.md, Speed and memory).
#if defined(__SSE2__) && defined(__x86_64__)
using Lanes = __m128i;
inline Lanes load(const PointSet& s) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.w));
}
inline void store(PointSet& s, Lanes v) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(s.w), v);
}
inline Lanes both(Lanes a, Lanes b) {
    return _mm_and_si128(a, b);
}
inline Lanes either(Lanes a, Lanes b) {
    return _mm_or_si128(a, b);
}
inline uint8_t count(Lanes v) {
    static_assert(sizeof(PointSet) == sizeof(Lanes), "a point set is one register");
    const uint64_t low = uint64_t(_mm_cvtsi128_si64(v));
    const uint64_t high = uint64_t(_mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)));
    return uint8_t(__builtin_popcountll(low) + __builtin_popcountll(high));
}
#else
using Lanes = PointSet;
inline Lanes load(const PointSet& s) {
    return s;
}
inline void store(PointSet& s, Lanes v) {
    s = v;
}
inline Lanes both(Lanes a, Lanes b) {
    return a & b;
}
inline Lanes either(Lanes a, Lanes b) {
    return a | b;
}
inline uint8_t count(Lanes v) {
    return uint8_t(v.count());
}
#endif

}  // namespace

PlayoutBoard::PlayoutBoard(const Board& b) : to_move_(b.to_move()) {
    std::memset(mask_, 0, POINTS);
    const PointSet& black = b.legal(BLACK);
    const PointSet& white = b.legal(WHITE);
    const PointSet by_mask[3] = {black & white, black.and_not(white), white.and_not(black)};
    for (unsigned m = 1; m <= 3; ++m) {
        const unsigned l = m % 3;
        uint8_t n = 0;
        by_mask[l].for_each([&](Point p) {
            mask_[p] = uint8_t(m);
            slot_[p] = n;
            list_[l][n++] = uint8_t(p);
        });
        list_size_[l] = n;
    }
    empty_ = b.empty();
    // The groups as the Board keeps them (board.h): the same roots, lists, sizes and liberty
    // counts. Liberty sets are copied whole; at stones that are not roots and at empty points
    // they are stale, which never matters there (see the class comment).
    std::memcpy(root_, b.root_, POINTS);
    std::memcpy(next_, b.next_, POINTS);
    std::memcpy(size_, b.size_, POINTS);
    std::memcpy(libs_, b.libs_, POINTS * sizeof(PointSet));
    std::memcpy(colour_, b.cell_, POINTS);
    std::memcpy(lib_count_, b.lib_count_, POINTS);
    for (Point p = OFF; p < ENTRIES; ++p) {
        libs_[p] = PointSet();
        lib_count_[p] = 0;
        root_[p] = uint8_t(p);
        colour_[p] = CELL_OFF;
    }
}

inline unsigned PlayoutBoard::legal_colours(Point p) const {
    // Written out for the four slots, with no loop to run.
    const uint8_t* n = TABLES.list[p];
    auto effect = [this](Point q) {
        const unsigned single = lib_count_[root_[q]] == 1;
        return NEIGHBOUR_EFFECT >> (4 * (2 * colour_[q] + single));
    };
    const unsigned effects = effect(n[0]) | effect(n[1]) | effect(n[2]) | effect(n[3]);
    return effects & 3u & ~(effects >> 2);
}

// play() and draw() are inlined into run(), the playout's loop: a call's saving and restoring of
// registers costs about a tenth of a move's instructions.
__attribute__((always_inline)) inline void PlayoutBoard::play(Point p, Color c) {
    const Lanes others = load(TABLES.others[p]);
    colour_[p] = Cell(c);
    const Lanes empty = both(load(empty_), others);
    store(empty_, empty);
    set_mask(p, 0);
    const uint8_t* n = TABLES.list[p];
    // Every neighbouring group loses the liberty p (harmless at a dummy root); the new group's
    // liberties are p's empty neighbours and those left to its friendly neighbours' groups. No
    // branch depends on the neighbours here: which of them are friendly is as good as random.
    Lanes libs = both(load(TABLES.neighbours[p]), empty);
    uint8_t roots[5];  // the neighbours' roots, then p
    unsigned friends = 0;
    for (int i = 0; i < 4; ++i) {
        const Point q = n[i];
        const Point r = root_[q];
        const Lanes lr = both(load(libs_[r]), others);
        store(libs_[r], lr);
        lib_count_[r] = count(lr);
        const unsigned friendly = colour_[q] == c;
        libs = either(libs, both(lr, load(TABLES.all_or_none[friendly])));
        friends |= friendly << i;
        roots[i] = uint8_t(r);
    }
    // The stone joins its first friendly neighbour's group, or makes one of its own: a group of
    // one stone is never the larger, so this is join_groups() without a branch.
    roots[4] = uint8_t(p);
    Point root = roots[__builtin_ctz(friends | 16u)];
    root_[p] = uint8_t(root);
    next_[p] = next_[root];
    next_[root] = uint8_t(p);
    size_[p] = 0;
    size_[root] = uint8_t(size_[root] + 1);
    // Any other friendly group joins too, unless it is the same group.
    for (friends &= friends - 1; friends; friends &= friends - 1) {
        const Point r = root_[n[__builtin_ctz(friends)]];
        if (r != root) root = join_groups(root_, next_, size_, r, root);
    }
    store(libs_[root], libs);
    lib_count_[root] = count(libs);
}

inline void PlayoutBoard::set_mask(Point p, unsigned m) {
    if (const unsigned old = mask_[p]) {
        const unsigned l = old % 3, i = slot_[p];
        const uint8_t last = list_[l][--list_size_[l]];
        list_[l][i] = last;
        slot_[last] = uint8_t(i);
    }
    mask_[p] = uint8_t(m);
    if (m) {
        const unsigned l = m % 3;
        slot_[p] = list_size_[l];
        list_[l][list_size_[l]++] = uint8_t(p);
    }
}

__attribute__((always_inline)) inline Point PlayoutBoard::draw(Color c, bool shared, bool own,
                                                               unsigned need, core::Rng& rng) {
    const uint8_t* own_list = list_[1 + c];
    for (;;) {
        const unsigned n_shared = shared ? list_size_[SHARED] : 0;
        const unsigned n = n_shared + (own ? list_size_[1 + c] : 0);
        if (n == 0) return -1;
        const unsigned i = rng.below(n);
        const Point p = i < n_shared ? list_[SHARED][i] : own_list[i - n_shared];
        const unsigned ok = legal_colours(p);
        if ((ok & need) == need) return p;
        set_mask(p, mask_[p] & ok);  // loses a bit of need: p leaves the lists drawn from
    }
}

int PlayoutBoard::legal_count(Color c, int cap) const {
    int n = 0;
    for (const int l : {SHARED, 1 + int(c)})
        for (int i = 0; i < list_size_[l] && n < cap; ++i)
            n += int(legal_colours(list_[l][i]) >> c & 1u);
    return n;
}

Point PlayoutBoard::move(core::Rng& rng, bool knowledge, bool* first_phase) {
    const Color c = to_move_;
    Point p = knowledge ? draw(c, true, false, 1u << c, rng) : -1;
    if (first_phase) *first_phase = !knowledge || p >= 0;
    // With knowledge and the shared list spent, c's candidates are its own list.
    if (p < 0) p = draw(c, !knowledge, true, 1u << c, rng);
    if (p >= 0) {
        play(p, c);
        to_move_ = opponent(c);
    }
    return p;
}

float PlayoutBoard::run(core::Rng& rng, bool knowledge, PointSet* played) {
    // move()'s policy, phase by phase: the shared list, once spent, stays spent, so the first
    // draw that finds no shared point legal for the side to move ends the first phase.
    const Color start = to_move_;
    Color c = start;
    Point p;
    while ((p = draw(c, true, !knowledge, 1u << c, rng)) >= 0) {
        play(p, c);
        if (played) played[c != start].set(p);
        c = opponent(c);
    }
    if (knowledge) {
        while ((p = draw(c, false, true, 1u << c, rng)) >= 0) {
            play(p, c);
            c = opponent(c);
        }
    }
    to_move_ = c;
    const bool won = c != start;
    if (!knowledge) return won ? 1.0f : 0.0f;
    return reserve_reward(won, legal_count(opponent(c), RESERVE_FULL));
}

}  // namespace nogo
