#include "nogo/playout.h"

namespace nogo {

namespace {

// The neighbour tables, reached without a call (their address is fixed before initialisation).
const Neighbours* const NEIGHBOUR_TABLES = &neighbours();

}  // namespace

PlayoutBoard::PlayoutBoard(const Board& b) : empty_(b.empty()), to_move_(b.to_move()) {
    for (Color c : {BLACK, WHITE}) {
        stones_[c] = b.stones(c);
        candidates_[c] = b.legal(c);
    }
    for (Point p = 0; p < POINTS; ++p) parent_[p] = uint8_t(p);
    (stones_[BLACK] | stones_[WHITE]).for_each([&](Point p) {
        const Point root = b.group_of(p);
        parent_[p] = uint8_t(root);
        if (root == p) libs_[p] = b.liberties(p);
    });
}

unsigned PlayoutBoard::legal_colours(Point p) {
    const Neighbours& n = *NEIGHBOUR_TABLES;
    // breathes: bit k when a stone of k here would have a liberty; captures: bit k when a stone
    // of k here would take an enemy group's last liberty.
    unsigned breathes = (n.set[p] & empty_).any() ? 3u : 0u, captures = 0;
    for (int i = 0; i < n.count[p]; ++i) {
        const Point q = n.list[p][i];
        const unsigned k = stones_[BLACK].test(q) ? 0u : stones_[WHITE].test(q) ? 1u : 2u;
        if (k == 2) continue;
        if (libs_[find(q)].is_single())
            captures |= 2u >> k;  // the other colour
        else
            breathes |= 1u << k;
    }
    return breathes & ~captures;
}

void PlayoutBoard::play(Point p, Color c) {
    const Neighbours& n = *NEIGHBOUR_TABLES;
    stones_[c].set(p);
    empty_.reset(p);
    candidates_[BLACK].reset(p);
    candidates_[WHITE].reset(p);
    parent_[p] = uint8_t(p);
    PointSet libs = n.set[p] & empty_;
    for (int i = 0; i < n.count[p]; ++i) {
        const Point q = n.list[p][i];
        if (stones_[c].test(q)) {
            const Point r = find(q);
            if (r == p) continue;
            libs |= libs_[r];
            parent_[r] = uint8_t(p);
        } else if (stones_[opponent(c)].test(q)) {
            libs_[find(q)].reset(p);
        }
    }
    libs.reset(p);
    libs_[p] = libs;
}

Point PlayoutBoard::draw(PointSet from, Color c, bool shared, core::Rng& rng) {
    while (from.any()) {
        const Point p = from.select(int(rng.below(uint32_t(from.count()))));
        const unsigned ok = legal_colours(p);
        if (!(ok >> c & 1)) {
            candidates_[c].reset(p);
        } else if (shared && !(ok >> opponent(c) & 1)) {
            candidates_[opponent(c)].reset(p);
        } else {
            return p;
        }
        from.reset(p);
    }
    return -1;
}

float PlayoutBoard::run(core::Rng& rng, bool knowledge) {
    const Color start = to_move_;
    for (Color c = to_move_;; c = opponent(c)) {
        Point p = -1;
        if (knowledge) p = draw(candidates_[c] & candidates_[opponent(c)], c, true, rng);
        // Without a shared point every candidate of c is known illegal for the opponent.
        if (p < 0) p = draw(candidates_[c], c, false, rng);
        if (p < 0) return c == start ? 0.0f : 1.0f;
        play(p, c);
    }
}

}  // namespace nogo
