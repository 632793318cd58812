#include "nogo/playout.h"

namespace nogo {

namespace {

// The neighbour tables, reached without a call (their address is fixed before initialisation).
const Neighbours* const NEIGHBOUR_TABLES = &neighbours();

}  // namespace

PlayoutBoard::PlayoutBoard(const Board& b) : to_move_(b.to_move()) {
    for (Color c : {BLACK, WHITE}) candidates_[c] = b.legal(c);
    for (Point p = 0; p < POINTS; ++p) {
        parent_[p] = uint8_t(p);
        colour_[p] = CELL_EMPTY;
    }
    for (Color c : {BLACK, WHITE}) {
        b.stones(c).for_each([&](Point p) {
            colour_[p] = Cell(c);
            const Point root = b.group_of(p);
            parent_[p] = uint8_t(root);
            if (root == p) libs_[p] = b.liberties(p);
        });
    }
}

unsigned PlayoutBoard::legal_colours(Point p) {
    const Neighbours& n = *NEIGHBOUR_TABLES;
    // breathes: bit k when a stone of k here would have a liberty; captures: bit k when a stone
    // of k here would take an enemy group's last liberty.
    // Locals: the byte stores of find() could otherwise alias the neighbour tables.
    const int count = n.count[p];
    Point list[4];
    for (int i = 0; i < 4; ++i) list[i] = n.list[p][i];
    unsigned breathes = 0, captures = 0;
    for (int i = 0; i < count; ++i) {
        const Point q = list[i];
        const unsigned k = colour_[q];
        if (k == CELL_EMPTY)
            breathes = 3u;
        else if (libs_[find(q)].is_single())
            captures |= 2u >> k;  // the other colour
        else
            breathes |= 1u << k;
    }
    return breathes & ~captures;
}

void PlayoutBoard::play(Point p, Color c) {
    const Neighbours& n = *NEIGHBOUR_TABLES;
    colour_[p] = Cell(c);
    candidates_[BLACK].reset(p);
    candidates_[WHITE].reset(p);
    Point root = p;
    PointSet libs;
    const int count = n.count[p];
    Point list[4];
    for (int i = 0; i < 4; ++i) list[i] = n.list[p][i];
    for (int i = 0; i < count; ++i) {
        const Point q = list[i];
        const Cell k = colour_[q];
        if (k == CELL_EMPTY) {
            libs.set(q);
        } else if (k == Cell(c)) {
            const Point r = find(q);
            if (r == root) continue;
            libs |= libs_[r];
            if (root == p)
                root = r;
            else
                parent_[r] = uint8_t(root);
        } else {
            libs_[find(q)].reset(p);
        }
    }
    parent_[p] = uint8_t(root);
    libs.reset(p);
    libs_[root] = libs;
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
