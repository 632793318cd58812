// Connect4 knowledge for the searches: immediate wins and forced blocks, the cells never to play
// (under an opponent's threat), odd/even threat evaluation, priors and the playout policy.
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
// Playable cells whose next landing cell (the cell above, or the one above a forbidden cell
// there) is a threat of the opponent of the side to move, by whole-board shifts. Only threats
// over a forbidden cell need the second shift.
inline Bitboard poisoned_cells(const Board& b) {
    const Bitboard& threats = b.threats(other(b.to_move()));
    Bitboard under = threats >> 1;
    if ((threats & (b.forbidden() << 1)).any()) under |= (threats >> 2) & (b.forbidden() >> 1);
    return under & b.playable();
}

// The columns worth searching: the winning columns if any; else the blocking column(s) when the
// opponent threatens to win next move; else the legal columns minus those whose landing cell is
// poisoned (unless all are). Every dropped column does at most as well as some kept one.
unsigned useful_columns(const Board& b);

// Threat evaluation for the side to move, inside (-VALUE_KNOWN, VALUE_KNOWN): each threat counts
// EVAL_THREAT, or EVAL_GOOD_THREAT on a cell of its owner's parity, and two threats of one player
// stacked in a column EVAL_STACKED more; plus EVAL_CENTRE per stone per column of closeness to the
// centre. Side to move minus opponent. Untuned starting weights.
constexpr core::Value EVAL_THREAT = 10;
constexpr core::Value EVAL_GOOD_THREAT = 30;
constexpr core::Value EVAL_STACKED = 60;
constexpr core::Value EVAL_CENTRE = 1;
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
// column. Draws up to QUIET_DRAWS open columns first (rejection sampling), then sorts them all.
// Measured: the self-blocking rule alone, knowledge UCT against itself without it, scored 78.0%
// (200 games at 0.05 s a move, Elo +220 [+167, +284]; STRENGTH.md, "Tuning").
constexpr int QUIET_DRAWS = 3;
int quiet_column(const Board& b, core::Rng& rng);

// Plays b to the end and returns the result for the side to move at the start (1, 0.5, 0).
// With knowledge: win when a winning cell exists; otherwise block a forced block (two: lose);
// otherwise quiet_column. Without: a uniformly random legal column.
float playout(Board& b, core::Rng& rng, bool knowledge);

}  // namespace connect4
