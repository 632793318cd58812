// Connect4 knowledge for the searches: immediate wins and forced blocks, the cells never to play
// (under an opponent's threat), the evaluation (fitted to recorded games), priors and the playout
// policy.
//
// Vocabulary, for the side to move `me` and the opponent `op` (board.h keeps the sets):
//   wins    = threats(me) & playable: playing one wins now;
//   blocks  = threats(op) & playable: unless we win now we must play there (two: we lose);
//   poisoned = playable cells whose next landing cell is a threat of op: playing one lets op
//              win on top;
//   self-blocking = playable cells whose next landing cell is a threat of me: playing one lets
//              op fill that threat on top.
// Parity (Allis's zugzwang rule, with forbidden cells skipped): number the cells a column can
// hold from the bottom, 1, 2, 3, ...; a threat on an odd-numbered cell is a strong threat for the
// first player, on an even-numbered cell for the second player, since filling the board column by
// column gives the first player the odd cells and the second player the even ones.
#pragma once

#include "connect4/board.h"
#include "core/random.h"
#include "core/score.h"

namespace connect4 {

// Cells whose number in their column (see above) is odd.
Bitboard odd_cells(const Board& b);

// Playable cells of the side to move that win now.
inline Bitboard winning_cells(const Board& b) {
    return b.threats(b.to_move()) & b.playable();
}
// Playable cells where the opponent of the side to move would win next move.
inline Bitboard forced_blocks(const Board& b) {
    return b.threats(other(b.to_move())) & b.playable();
}
// The cells whose next landing cell (the next cell up that is not forbidden) is in `to`, by
// whole-board shifts; the forbidden cells passed on the way are included, for the caller to mask.
// Only cells of `to` right above a forbidden cell need more than one shift.
__attribute__((always_inline)) inline Bitboard cells_under(const Board& b, const Bitboard& to) {
    const Bitboard& forbidden = b.forbidden();
    Bitboard down = to >> 1, under = down;
    for (down &= forbidden; down.any(); down &= forbidden) {
        down = down >> 1;
        under |= down;
    }
    return under;
}

// Playable cells whose next landing cell is a threat of the opponent of the side to move.
__attribute__((always_inline)) inline Bitboard poisoned_cells(const Board& b) {
    const Bitboard tops = b.threats(other(b.to_move())) & b.above();
    return tops.any() ? cells_under(b, tops) & b.playable() : Bitboard();
}

// The columns worth searching: the winning columns if any; else the blocking column(s) when the
// opponent threatens to win next move; else the legal columns minus those whose landing cell is
// poisoned (unless all are). Every dropped column does at most as well as some kept one.
unsigned useful_columns(const Board& b);

// The abstract zugzwang game of b, for the side to move: +1 won, -1 lost, 0 drawn. The threats
// stay as they are (no new ones appear) and the players fill cells by these rules, the side to
// move first: (1) a playable threat of the player to move wins; two playable threats of the
// other lose; one is blocked (filled) and the other player moves. (2) Otherwise every cell below
// the cell under its column's lowest threat is filled (a whole column when it has no threat);
// an odd number of them passes the move. (3) The player to move must now play under a lowest
// threat: under one of its own if it has one (the leftmost such column), which the other then
// blocks, and back to (1); with none of its own it loses, unless no threat is left (a draw).
// A pass fills at least one cell, so the game ends within the board's cells. Of the features
// measured for evaluate, the one that predicts the result best.
int zugzwang(const Board& b);

// The features of evaluate, per player p (index FIRST or SECOND) with opponent o:
//   threats:  p's threats;
//   lowest:   the columns holding a threat of p;
//   under:    p's threats below the lowest threat of o in their column (or with none of o's in
//             the column);
//   stacked:  p's threats with another of p's threats right above;
//   safe:     playable cells whose next landing cell (see poisoned_cells) is not a threat of o:
//             where p could play without handing o a win;
//   vertical1, vertical2 (up a column), across1, across2 (along a row): lines of four cells with
//             no forbidden cell, no stone of o and exactly one / two stones of p;
// and for the side to move: win_now, it has a winning cell; blocks, the opponent's playable
// threats (forced_blocks); zugzwang, zugzwang(b). filled is move_count(), capacity the cells
// that can hold a stone. Bitboard operations, no loop over cells or columns (zugzwang loops over
// its passes, a few on average).
struct EvalFeatures {
    int threats[2], lowest[2], under[2], stacked[2], safe[2];
    int vertical1[2], vertical2[2], across1[2], across2[2];
    bool win_now;
    int blocks;
    int zugzwang;
    int filled, capacity;
};
EvalFeatures eval_features(const Board& b);

// An evaluation weight at both ends of the game: a position's weight is opening at an empty board
// and endgame at a full one, linear in between in filled / capacity.
struct EvalWeight {
    core::Value opening;
    core::Value endgame;
};

// Static evaluation for the side to move, inside (-VALUE_KNOWN, VALUE_KNOWN): the sum of weight
// times feature over the features of eval_features (the per-player ones as side to move minus
// opponent; EVAL_FIRST counts +1 when the side to move is the first player, -1 when the second;
// EVAL_MUST_BLOCK counts 1 when blocks > 0), interpolated between the opening and endgame sums.
// Units: EVAL_SCALE per factor e of the odds that the side to move wins, the scale at which
// core::Searcher (core/searcher.h) reports an alpha-beta value as a win probability.
//
// The weights are a logistic regression of the result, P(side to move wins) = 1 / (1 +
// exp(-value / EVAL_SCALE)), on the positions of decisive recorded games, held out by board,
// rounded to units at EVAL_SCALE = 400 (STRENGTH.md, Tuned constants, connect4-eval). An opening
// weight is the fit's line extended to an empty board, where no threat exists yet: the threat
// weights only act where threats appear, from about ply 10 on.
constexpr double EVAL_SCALE = 400.0;
constexpr EvalWeight EVAL_FIRST = {152, 58};
constexpr EvalWeight EVAL_WIN_NOW = {1857, 1568};
constexpr EvalWeight EVAL_BLOCK = {-894, -718};
constexpr EvalWeight EVAL_MUST_BLOCK = {995, 855};
constexpr EvalWeight EVAL_THREAT = {-393, 81};
constexpr EvalWeight EVAL_LOWEST = {315, -5};
constexpr EvalWeight EVAL_UNDER = {228, -6};
constexpr EvalWeight EVAL_STACKED = {173, -65};
constexpr EvalWeight EVAL_SAFE = {-221, 293};
constexpr EvalWeight EVAL_VERTICAL1 = {-58, 111};
constexpr EvalWeight EVAL_VERTICAL2 = {-119, -161};
constexpr EvalWeight EVAL_ACROSS1 = {51, -41};
constexpr EvalWeight EVAL_ACROSS2 = {62, 71};
constexpr EvalWeight EVAL_ZUGZWANG = {-177, 1062};
core::Value evaluate(const Board& b);

// Estimated win rates in [0, 1] for the side to move playing each column of `cols`: a win 1, a
// forced block 0.9, a poisoned cell 0.05, else 0.5 plus up to PRIOR_CENTRE for the centre and
// PRIOR_NEW_THREAT for each new threat it makes (PRIOR_GOOD_THREAT on its own parity), capped at
// 0.85. Untuned starting values.
constexpr float PRIOR_CENTRE = 0.08f;
constexpr float PRIOR_NEW_THREAT = 0.05f;
constexpr float PRIOR_GOOD_THREAT = 0.12f;
void priors(const Board& b, const int* cols, int n, float* out);

// The knowledge playout's move when the side to move of b has neither a winning cell nor a
// forced block: a uniformly random column whose landing cell is neither poisoned nor
// self-blocking; failing that, one whose landing cell is not poisoned; failing that, any open
// column. One draw of rng. (STRENGTH.md, Tuned constants, connect4-quiet-column.)
int quiet_column(const Board& b, core::Rng& rng);
// quiet_column with the tiers already known, as column masks: `quiet` the open columns whose
// landing cell is neither poisoned nor self-blocking, `safe` those whose landing cell is not
// poisoned. The same draw of rng, the same column.
inline int quiet_column(const Board& b, unsigned quiet, unsigned safe, core::Rng& rng) {
    const unsigned pool = quiet ? quiet : safe ? safe : b.legal_columns();
    return nth_column(pool, int(rng.below(uint32_t(column_count(pool)))));
}

// Whether the knowledge playout, where it would draw quiet_column, answers the opponent's move in
// column `last` (-1: none, or a move that was itself a follow-up) with the follow-up (Allis): the
// cell right on top of it, played with probability FOLLOW_UP_SHARE / 65536 when it is quiet
// (column `last` in the column mask `quiet`, as quiet_column's). Draws from rng only then. Players
// answer in the column just played far more often than a uniform draw does (about a third of the
// moves of ../shared/games/connect4.jsonl): the second player's claimeven (taking the cell above
// each of the first player's moves) is what gives it the even rows, and a follow-up stops a line
// growing up a column (STRENGTH.md, Tuned constants, connect4-follow-up).
constexpr uint32_t FOLLOW_UP_SHARE = 32768;
inline bool follows_up(int last, unsigned quiet, core::Rng& rng) {
    return last >= 0 && (quiet >> last & 1u) && rng.below(65536) < FOLLOW_UP_SHARE;
}

// Playable cells of the side to move that win in two moves up their own column: the next landing
// cell above is a threat of the side to move and not of the opponent, and so is the one above
// that. Playing one forces the opponent to fill the cell above, which makes the third playable.
// Only a win when the opponent has no winning or forced cell of its own (the caller checks).
Bitboard stacked_wins(const Board& b);
// The columns of stacked_wins(b), from the board's threat columns (the playout's inner loop).
inline unsigned stacked_win_columns(const Board& b) {
    const Player me = b.to_move(), op = other(me);
    return b.threat_columns(me, 1) & ~b.threat_columns(op, 1) & b.threat_columns(me, 2);
}

// Plays b to the end and returns the result for the side to move at the start (1, 0.5, 0).
// With knowledge, for the side to move: a winning cell wins; two forced blocks, or one right under
// another threat of the opponent, lose; one forced block is played; with no block, no cell that
// is not poisoned loses and a stacked win (stacked_wins) wins; else the follow-up to the
// opponent's last move in the playout (follows_up; none at the start) or quiet_column. The early
// ends give the results that playing on by the same rules would give, sooner, except stacked wins,
// which the quiet columns would avoid (they are self-blocking). Without knowledge: a uniformly
// random legal column.
// *proven tells whether the result is certain with best play: the loser had only one move at
// each of its turns, its only legal column, or with knowledge its forced block or its only cell
// that is not poisoned (every other move loses at once), so that the winner's line wins against
// every defence. Lionjump's library proves its playouts so (github Lionjump0723/connect4).
// b is left where the playout stopped.
float playout(Board& b, core::Rng& rng, bool knowledge, bool* proven);

}  // namespace connect4
