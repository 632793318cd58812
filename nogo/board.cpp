#include "nogo/board.h"

#include <array>

#include "core/random.h"

namespace nogo {

namespace {

// The tables below are constant-initialised (constexpr): other files' static initialisers read
// them (nogo/playout.cpp builds its tables from the neighbours), and a table built at start-up
// could be read before it is built, since the order of initialisers across files is the
// linker's. (It happened: under link-time optimisation the playouts ran on empty neighbour lists.)
constexpr Neighbours make_neighbours() {
    Neighbours n{};
    const int dx[4] = {-1, 1, 0, 0};
    const int dy[4] = {0, 0, -1, 1};
    for (Point p = 0; p < POINTS; ++p) {
        for (int d = 0; d < 4; ++d) {
            int x = x_of(p) + dx[d], y = y_of(p) + dy[d];
            if (!on_board(x, y)) continue;
            n.set[p].set(make_point(x, y));
            n.list[p][n.count[p]++] = make_point(x, y);
        }
    }
    return n;
}

constexpr Neighbours NEIGHBOURS = make_neighbours();

// The neighbour lists padded to four entries with Board's off-board index OFF (POINTS).
struct PaddedNeighbours {
    uint8_t list[POINTS][4];
};
constexpr PaddedNeighbours make_padded_neighbours() {
    PaddedNeighbours out{};
    for (Point p = 0; p < POINTS; ++p)
        for (int i = 0; i < 4; ++i)
            out.list[p][i] = uint8_t(i < NEIGHBOURS.count[p] ? NEIGHBOURS.list[p][i] : POINTS);
    return out;
}
constexpr PaddedNeighbours PADDED = make_padded_neighbours();
constexpr PointSet ALL_POINTS = PointSet::first_n(POINTS);

constexpr std::array<uint64_t, 2 * POINTS> make_zobrist() {
    std::array<uint64_t, 2 * POINTS> keys{};
    uint64_t state = 0x4E6F476F5A6F6272ULL;  // "NoGoZobr"
    for (size_t i = 0; i < keys.size(); ++i) keys[i] = core::splitmix64(state);
    return keys;
}

constexpr std::array<uint64_t, 2 * POINTS> ZOBRIST = make_zobrist();

}  // namespace

const Neighbours& neighbours() {
    return NEIGHBOURS;
}
PointSet all_points() {
    return ALL_POINTS;
}
uint64_t zobrist_key(Color c, Point p) {
    return ZOBRIST[c * POINTS + p];
}

Board::Board() {
    legal_[BLACK] = legal_[WHITE] = ALL_POINTS;
    for (Point p = 0; p < POINTS; ++p) {
        root_[p] = uint8_t(p);
        next_[p] = uint8_t(p);
        size_[p] = 0;
        cell_[p] = CELL_EMPTY;
    }
    for (Point p = 0; p <= OFF; ++p) lib_count_[p] = 0;
    root_[OFF] = uint8_t(OFF);
    cell_[OFF] = CELL_OFF;
}

unsigned Board::legal_colours(Point p) const {
    // A colour breathes at p through an empty neighbour or a friendly group with a liberty
    // besides p (else p is suicide for it), and p is forbidden to a colour whose enemy neighbour
    // group has p as its last liberty (the capture): NEIGHBOUR_EFFECT (board.h), with no branch
    // on the neighbours, whose kinds are as good as random.
    const uint8_t* n = PADDED.list[p];
    auto effect = [this](Point q) {
        const unsigned single = lib_count_[root_[q]] == 1;
        return NEIGHBOUR_EFFECT >> (4 * (2 * cell_[q] + single));
    };
    const unsigned effects = effect(n[0]) | effect(n[1]) | effect(n[2]) | effect(n[3]);
    return effects & 3u & ~(effects >> 2);
}

// Playing p for colour c changes only:
//   (a) p itself, now occupied: illegal for both;
//   (b) the empty neighbours of p, which lost an empty neighbour;
//   (c) the liberties of c's merged group at p, whose liberty set changed;
//   (d) the liberties of adjacent enemy groups, which lost p.
// A point q's legality for a colour depends only on its empty neighbours, the liberty counts of
// its friendly neighbour groups (suicide) and whether an enemy neighbour group has q as its only
// liberty (capture). Liberty sets only shrink except by merging, and a merge never removes a
// liberty, so an illegal point stays illegal: q illegal by capture has an enemy group whose only
// liberty is q, which no later move can extend (the group's owner could only grow it by playing
// q); q illegal by suicide has no empty neighbour and friendly groups that breathe only at q, and
// the same argument holds. Hence legal_ only shrinks, and a point of (c) or (d) can lose its
// legality only if its group is left with that point as its sole liberty.
void Board::play(Point p) {
    const Color c = to_move();
    const Color e = opponent(c);

    stones_[c].set(p);
    cell_[p] = Cell(c);
    hash_ ^= zobrist_key(c, p);
    ++stone_count_;
    legal_[BLACK].reset(p);
    legal_[WHITE].reset(p);

    // Build c's group at p: a new singleton, merged with every friendly neighbour group (the
    // smaller of two groups is relabelled).
    const PointSet empties = empty();
    Point root = p;
    size_[p] = 1;
    PointSet recheck = NEIGHBOURS.set[p] & empties;  // (b)
    PointSet libs = recheck;
    for (int i = 0; i < NEIGHBOURS.count[p]; ++i) {
        const Point q = NEIGHBOURS.list[p][i];
        if (cell_[q] != c) continue;
        const Point r = find(q);
        if (r == root) continue;
        libs |= libs_[r];
        root = join_groups(root_, next_, size_, r, root);
    }
    libs.reset(p);
    libs_[root] = libs;
    lib_count_[root] = uint8_t(libs.count());
    if (lib_count_[root] == 1) recheck |= libs;  // (c)

    // Adjacent enemy groups lose the liberty p.
    for (int i = 0; i < NEIGHBOURS.count[p]; ++i) {
        Point q = NEIGHBOURS.list[p][i];
        if (cell_[q] != e) continue;
        const Point r = find(q);
        libs_[r].reset(p);
        lib_count_[r] = uint8_t(libs_[r].count());
        if (lib_count_[r] == 1) recheck |= libs_[r];  // (d)
    }

    // legal_colours(q) is q's legality now; clearing a bit already clear changes nothing.
    recheck.for_each([&](Point q) {
        const unsigned ok = legal_colours(q);
        legal_[BLACK].reset_if(q, !(ok & 1u << BLACK));
        legal_[WHITE].reset_if(q, !(ok & 1u << WHITE));
    });
}

std::string Board::consistency_error() const {
    if ((stones_[BLACK] & stones_[WHITE]).any()) return "a point holds two stones";
    if ((stones_[BLACK] | stones_[WHITE]).and_not(ALL_POINTS).any()) return "stone off the board";
    if (stones_[BLACK].count() + stones_[WHITE].count() != stone_count_) return "stone count";
    if (stones_[BLACK].count() - stones_[WHITE].count() != (stone_count_ & 1))
        return "colour balance";

    for (Point p = 0; p < POINTS; ++p) {
        const Cell by_stones = stones_[BLACK].test(p)   ? CELL_BLACK
                               : stones_[WHITE].test(p) ? CELL_WHITE
                                                        : CELL_EMPTY;
        if (cell_[p] != by_stones) return "cell of point " + std::to_string(p);
        if (by_stones == CELL_EMPTY && (libs_[p].any() || lib_count_[p]))
            return "liberties at empty point " + std::to_string(p);
    }
    if (root_[OFF] != OFF || cell_[OFF] != CELL_OFF || libs_[OFF].any() || lib_count_[OFF])
        return "off-board entry";

    uint64_t hash = 0;
    for (Color c : {BLACK, WHITE}) stones_[c].for_each([&](Point p) { hash ^= zobrist_key(c, p); });
    if (hash != hash_) return "hash";

    // Groups by flood fill, compared with the roots, stone lists, sizes and liberty sets.
    const PointSet empties = empty();
    PointSet seen;
    for (Point s = 0; s < POINTS; ++s) {
        if (at(s) == CELL_EMPTY || seen.test(s)) continue;
        const Color c = Color(at(s));
        PointSet group = PointSet::single(s), frontier = group, libs;
        while (frontier.any()) {
            Point p = frontier.pop_lowest();
            libs |= NEIGHBOURS.set[p] & empties;
            PointSet next = (NEIGHBOURS.set[p] & stones_[c]).and_not(group);
            group |= next;
            frontier |= next;
        }
        seen |= group;
        const Point root = find(s);
        bool same_root = true;
        group.for_each([&](Point p) { same_root &= find(p) == root; });
        if (!same_root) return "group " + std::to_string(s) + " has several roots";
        PointSet listed;
        Point q = root;
        int listed_count = 0;
        do {
            listed.set(q);
            q = next_[q];
        } while (q != root && ++listed_count <= POINTS);
        if (listed != group || size_[root] != group.count())
            return "stone list of group " + std::to_string(s);
        if (libs != libs_[root]) return "liberties of group " + std::to_string(s);
        if (lib_count_[root] != libs.count()) return "liberty count of group " + std::to_string(s);
        if (libs.none()) return "group " + std::to_string(s) + " has no liberty";
    }
    for (Point p = 0; p < POINTS; ++p) {
        if (at(p) != CELL_EMPTY) continue;
        if (root_[p] != p || next_[p] != p)
            return "empty point " + std::to_string(p) + " in a group";
        for (Color c : {BLACK, WHITE})
            if (legal_[c].test(p) != bool(legal_colours(p) & 1u << c))
                return "legality of point " + std::to_string(p) + " for colour " +
                       std::to_string(int(c));
    }
    if ((legal_[BLACK] | legal_[WHITE]).and_not(empties).any()) return "occupied point legal";
    return "";
}

std::string Board::to_string() const {
    std::string s;
    for (int x = 0; x < SIZE; ++x) {
        for (int y = 0; y < SIZE; ++y) s += "XO."[at(make_point(x, y))];
        s += '\n';
    }
    return s;
}

}  // namespace nogo

static_assert(sizeof(nogo::Board) == 1800, "update the copy cost stated in board.h");
