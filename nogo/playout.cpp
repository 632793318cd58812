#include "nogo/playout.h"

#include <cstring>

#include "nogo/knowledge.h"

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
    return out;
}

const PointTables TABLES = make_point_tables();

// What one neighbour q of an empty point says about its legality, by 2 * colour_[q] + (q's group
// has a single liberty): bits 0-1 "colour k would breathe", bits 2-3 "colour k would capture"
// (take an enemy group's last liberty), four bits per entry:
//   black stone: breathes for black, or (single) a capture for white;
//   white stone: breathes for white, or (single) a capture for black;
//   empty: breathes for both; off the board: nothing.
constexpr uint32_t NEIGHBOUR_EFFECT = 0x1 | 0x8 << 4 | 0x2 << 8 | 0x4 << 12 | 0x3 << 16 | 0x3 << 20;

}  // namespace

PlayoutBoard::PlayoutBoard(const Board& b) : to_move_(b.to_move()) {
    for (Point p = 0; p < POINTS; ++p) mask_[p] = 0;
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
    // The groups as the Board keeps them (board.h): the same roots, lists and sizes. Liberty sets
    // are copied whole; at stones that are not roots and at empty points they are stale, which
    // never matters there (see the class comment).
    std::memcpy(root_, b.root_, POINTS);
    std::memcpy(next_, b.next_, POINTS);
    std::memcpy(size_, b.size_, POINTS);
    std::memcpy(libs_, b.libs_, sizeof b.libs_);
    for (Point p = 0; p < POINTS; ++p) {
        lib_count_[p] = uint8_t(libs_[p].count());
        colour_[p] = uint8_t(CELL_EMPTY);
    }
    for (Color c : {BLACK, WHITE}) b.stones(c).for_each([&](Point p) { colour_[p] = Cell(c); });
    for (Point p = OFF; p < ENTRIES; ++p) {
        libs_[p] = PointSet();
        lib_count_[p] = 0;
        root_[p] = uint8_t(p);
        colour_[p] = CELL_OFF;
    }
}

inline unsigned PlayoutBoard::legal_colours(Point p) const {
    const uint8_t* n = TABLES.list[p];
    unsigned effects = 0;
    for (int i = 0; i < 4; ++i) {
        const Point q = n[i];
        const unsigned single = lib_count_[root_[q]] == 1;
        effects |= NEIGHBOUR_EFFECT >> (4 * (2 * colour_[q] + single));
    }
    return effects & 3u & ~(effects >> 2);
}

void PlayoutBoard::play(Point p, Color c) {
    const PointSet others = TABLES.others[p];
    colour_[p] = Cell(c);
    empty_ &= others;
    set_mask(p, 0);
    const uint8_t* n = TABLES.list[p];
    Point root = p;
    root_[p] = uint8_t(p);
    next_[p] = uint8_t(p);
    size_[p] = 1;
    PointSet libs = TABLES.neighbours[p] & empty_;
    for (int i = 0; i < 4; ++i) {
        const Point q = n[i];
        const Point r = root_[q];
        // Every neighbouring group loses the liberty p (harmless at a dummy root).
        const PointSet lr = libs_[r] & others;
        libs_[r] = lr;
        lib_count_[r] = uint8_t(lr.count());
        if (colour_[q] != c || r == root) continue;
        // Merge the friendly group r into the group at p.
        libs |= lr;
        root = join_groups(root_, next_, size_, r, root);
    }
    libs_[root] = libs;
    lib_count_[root] = uint8_t(libs.count());
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

Point PlayoutBoard::draw(Color c, bool shared, bool own, unsigned need, core::Rng& rng) {
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
    const Color start = to_move_;
    if (played) {
        bool first_phase;
        for (Point p; (p = move(rng, knowledge, &first_phase)) >= 0;)
            if (first_phase) played[to_move_ == start].set(p);
    } else {
        while (move(rng, knowledge) >= 0) continue;
    }
    const bool won = to_move_ != start;
    if (!knowledge) return won ? 1.0f : 0.0f;
    return reserve_reward(won, legal_count(opponent(to_move_), RESERVE_FULL));
}

}  // namespace nogo
