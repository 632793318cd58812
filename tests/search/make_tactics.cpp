// make_tactics: writes the tactics suite (tests/data/search/*.txt) with answers proven by the
// naive full-width solvers below, never by the engine under test.
//
//   make_tactics connect4 > tests/data/search/connect4.txt
//   make_tactics nogo > tests/data/search/nogo.txt
//
// Positions come from uniformly random play with fixed seeds; a kept position's expected moves
// are ALL the moves with the stated property.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "connect4/board.h"
#include "core/random.h"
#include "nogo/board.h"
#include "tests/search/nogo_solver.h"

namespace {

bool c4_loses_within(const connect4::Board& b, int plies);

// Whether the side to move of b (not terminal) can force a win within `plies` plies.
bool c4_wins_within(const connect4::Board& b, int plies) {
    if (plies < 1) return false;
    for (unsigned cols = b.legal_columns(); cols; cols &= cols - 1) {
        connect4::Board n = b;
        n.play(__builtin_ctz(cols));
        if (n.is_terminal() && n.outcome() != connect4::Outcome::DRAW) return true;
        if (!n.is_terminal() && c4_loses_within(n, plies - 1)) return true;
    }
    return false;
}

// Whether the side to move of b (not terminal) loses within `plies` plies whatever it plays.
bool c4_loses_within(const connect4::Board& b, int plies) {
    if (plies < 2) return false;
    for (unsigned cols = b.legal_columns(); cols; cols &= cols - 1) {
        connect4::Board n = b;
        n.play(__builtin_ctz(cols));
        if (n.is_terminal() || !c4_wins_within(n, plies - 1)) return false;
    }
    return true;
}

// Whether the move `col` at b wins within `plies` plies (counting the move).
bool c4_move_wins_within(const connect4::Board& b, int col, int plies) {
    connect4::Board n = b;
    n.play(col);
    if (n.is_terminal()) return n.outcome() != connect4::Outcome::DRAW;
    return c4_loses_within(n, plies - 1);
}

// Whether the move `col` at b lets the opponent force a win within `plies` plies after it.
bool c4_move_loses_within(const connect4::Board& b, int col, int plies) {
    connect4::Board n = b;
    n.play(col);
    return !n.is_terminal() && c4_wins_within(n, plies);
}

// Whether some cell of `cells` is among the 8 neighbours of a forbidden cell or is one.
bool near_forbidden(const connect4::Board& b, const std::vector<int>& cols) {
    for (int col : cols) {
        const connect4::Cell c = b.landing_cell(col);
        for (int dx = -1; dx <= 1; ++dx)
            for (int dy = -1; dy <= 1; ++dy) {
                const connect4::Cell n{c.x + dx, c.y + dy};
                if (n.x >= 0 && n.x < b.rows() && n.y >= 0 && n.y < b.cols() &&
                    b.forbidden().test(b.bit(n)))
                    return true;
            }
    }
    return false;
}

std::string join(const std::vector<int>& v) {
    std::string s;
    for (int x : v) s += (s.empty() ? "" : ",") + std::to_string(x);
    return s;
}

// Connect4 lines: rows cols forbidden(x,y;...) moves(columns from the empty board) kind N expected
//   kind "win": the side to move wins in N plies at best (N = 1, 3, 5, 7) and expected are all
//   the moves that win within 7 plies;
//   kind "defend": the side to move cannot win within 7 plies, some moves let the opponent win
//   within 6 plies after them, and expected are all the moves that do not (at most 2).
int make_connect4() {
    std::printf(
        "# Connect4 tactics, written by make_tactics (tests/search/make_tactics.cpp).\n"
        "# rows cols forbidden(x,y;...) moves kind plies expected-columns\n");
    core::Rng rng(7);
    int win_count[8][2] = {};  // [plies][near a forbidden cell]
    int defend_count = 0;
    const int PER_KIND = 3;
    for (int attempt = 0; attempt < 200000; ++attempt) {
        const int rows = 6 + int(rng.below(7)), cols = 6 + int(rng.below(7));
        std::vector<connect4::Cell> forbidden;
        const int n_forbidden = 1 + int(rng.below(2));
        for (int i = 0; i < n_forbidden; ++i)
            forbidden.push_back({int(rng.below(uint32_t(rows))), int(rng.below(uint32_t(cols)))});
        connect4::Board b = *connect4::Board::create(rows, cols, forbidden);
        std::vector<int> moves;
        const int plies = 6 + int(rng.below(uint32_t(rows * cols / 2)));
        bool ok = true;
        for (int i = 0; i < plies && ok; ++i) {
            const int col = connect4::random_column(b, rng);
            connect4::Board n = b;
            n.play(col);
            if (n.is_terminal())
                ok = false;
            else {
                b = n;
                moves.push_back(col);
            }
        }
        if (!ok) continue;
        int best = 0;
        for (int d = 1; d <= 7 && !best; d += 2)
            if (c4_wins_within(b, d)) best = d;
        std::vector<int> expected;
        std::string kind;
        if (best) {
            for (unsigned c = b.legal_columns(); c; c &= c - 1)
                if (c4_move_wins_within(b, __builtin_ctz(c), 7))
                    expected.push_back(__builtin_ctz(c));
            const bool near = near_forbidden(b, expected);
            if (win_count[best][near] >= PER_KIND) continue;
            ++win_count[best][near];
            kind = "win";
        } else {
            if (defend_count >= 2 * PER_KIND) continue;
            int losing = 0;
            for (unsigned c = b.legal_columns(); c; c &= c - 1) {
                if (c4_move_loses_within(b, __builtin_ctz(c), 6))
                    ++losing;
                else
                    expected.push_back(__builtin_ctz(c));
            }
            if (losing == 0 || expected.empty() || expected.size() > 2) continue;
            // Not merely one immediate block: the opponent has no win on its next move now.
            const connect4::Bitboard blocks =
                b.threats(connect4::other(b.to_move())) & b.playable();
            if (blocks.any() && defend_count >= PER_KIND) continue;
            ++defend_count;
            kind = "defend";
            best = 6;
        }
        std::string forb;
        for (const connect4::Cell& c : b.forbidden_cells())
            forb += (forb.empty() ? "" : ";") + std::to_string(c.x) + "," + std::to_string(c.y);
        std::printf("%d %d %s %s %s %d %s\n", rows, cols, forb.c_str(), join(moves).c_str(),
                    kind.c_str(), best, join(expected).c_str());
        std::fflush(stdout);
        bool done = defend_count >= 2 * PER_KIND;
        for (int d = 1; d <= 7; d += 2)
            done &= win_count[d][0] >= PER_KIND && win_count[d][1] >= PER_KIND;
        if (done) break;
    }
    return 0;
}

// NoGo lines: moves(points from the empty board) winner expected
//   winner "mover" (the side to move wins; expected are all its winning points) or "other"
//   (every move loses; expected is "-").
int make_nogo() {
    std::printf(
        "# NoGo endgames, written by make_tactics (tests/search/make_tactics.cpp).\n"
        "# moves winner expected-points\n");
    core::Rng rng(11);
    int kept[2] = {0, 0};
    const int PER_KIND = 6;
    for (int attempt = 0; attempt < 100000 && (kept[0] < PER_KIND || kept[1] < PER_KIND);
         ++attempt) {
        nogo::Board b;
        std::vector<int> moves;
        const int limit = 10 + int(rng.below(6));
        for (;;) {
            if ((b.legal(nogo::BLACK) | b.legal(nogo::WHITE)).count() <= limit) break;
            const nogo::Point p = nogo::random_point(b, rng);
            nogo::Board n = b;
            n.play(p);
            if (n.is_terminal()) break;
            b = n;
            moves.push_back(p);
        }
        if (b.is_terminal() || (b.legal(nogo::BLACK) | b.legal(nogo::WHITE)).count() > limit ||
            b.legal(b.to_move()).count() < 3)
            continue;
        std::vector<int> expected;
        b.legal(b.to_move()).for_each([&](nogo::Point p) {
            nogo::Board n = b;
            n.play(p);
            if (!search_test::nogo_wins(n)) expected.push_back(p);
        });
        const int k = expected.empty() ? 1 : 0;
        if (kept[k] >= PER_KIND) continue;
        // Winning positions worth keeping: some moves lose.
        if (k == 0 && int(expected.size()) == b.legal(b.to_move()).count()) continue;
        ++kept[k];
        std::printf("%s %s %s\n", join(moves).c_str(), k == 0 ? "mover" : "other",
                    k == 0 ? join(expected).c_str() : "-");
        std::fflush(stdout);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string game = argc == 2 ? argv[1] : "";
    if (game == "connect4") return make_connect4();
    if (game == "nogo") return make_nogo();
    std::fprintf(stderr, "usage: make_tactics connect4|nogo\n");
    return 2;
}
