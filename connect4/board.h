// The course's gravity Connect4 position: M rows by N columns (4..12 each) with any number of
// forbidden cells, built for the inner loop of a search.
//
// Coordinates are the course's: a Cell {x, y} has x = row counted from the TOP and y = column,
// both from 0; the framework's arrays are row-major, board[x * N + y]. Stones drop to the lowest
// empty cell of a column; a forbidden cell is never played and stones land on top of it.
// Four or more in a row in any direction wins; a board with every playable cell filled and no
// four is a draw.
//
// Bit layout (after Pascal Pons' solver), column-major with one guard bit per column:
//
//        col 0  col 1        col N-1
//   h=M    .      .     ...    .       <- guard bit, never set (stops lines wrapping)
//   h=M-1  M-1    2M          ...      <- top row, x = 0
//   ...
//   h=0    0      M+1   ...  (N-1)(M+1) <- bottom row, x = M-1
//
// bit(x, y) = y * (M + 1) + (M - 1 - x). Vertical neighbours differ by 1, horizontal by M+1,
// diagonals by M and M+2; at most 12 * 13 = 156 bits, so a Bitboard is three 64-bit words.
//
// Players are FIRST (moved first) and SECOND. For each player the board keeps the set of
// threats: empty, non-forbidden cells where that player's stone would make four. A move wins iff
// it lands on one of the mover's threats, so play() needs no line scan, and the search gets its
// immediate wins, blocks and odd/even threat knowledge from the same sets.
//
// Lines: for each player the board also keeps its stones along every row and diagonal as a
// 16-bit mask over columns (bit y + 3 for column y), and along every column as a mask over
// heights (bit h + 2 for height h), so that the cells next to a new stone in each direction,
// three on either side (two below in a column), are one shift away and the threats a move adds
// need no scan:
//   row h (cells y * (M + 1) + h)                   at lines[h],
//   column y                                        at lines[COLUMN + y],
//   rising diagonal h - y (step M + 2 in the bits)  at lines[RISING + h - y],
//   falling diagonal h + y (step M in the bits)     at lines[FALLING + h + y],
// where h = M - 1 - x is the height from the bottom.
//
// Cost of a copy: sizeof(Board) == 544 bytes (pinned by a static_assert), one memcpy with no
// pointers inside.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bits.h"
#include "core/expected.h"
#include "core/random.h"

namespace connect4 {

constexpr int MIN_SIZE = 4;
constexpr int MAX_SIZE = 12;

using Bitboard = core::Bits<3>;

// A cell in the course's coordinates: x = row from the top, y = column.
struct Cell {
    int x;
    int y;
    bool operator==(const Cell& o) const { return x == o.x && y == o.y; }
    bool operator!=(const Cell& o) const { return !(*this == o); }
};

enum Player : uint8_t { FIRST = 0, SECOND = 1 };
constexpr Player other(Player p) {
    return Player(p ^ 1);
}

// How a game stands: still going, won by one player, or drawn.
enum class Outcome : uint8_t { ONGOING, FIRST_WINS, SECOND_WINS, DRAW };

class Board {
  public:
    // An empty M x N board with the given forbidden cells (duplicates allowed, any row).
    // Fails with a one-line reason when a size is outside 4..12 or a cell is off the board.
    static core::Expected<Board> create(int rows, int cols, const std::vector<Cell>& forbidden);

    // The position handed to a course program: top[N], board[M * N] (0 empty or forbidden,
    // 1 the opponent, 2 the program), one forbidden cell (noX, noY). The program, "2", is the
    // side to move. Fails with a one-line reason when the arrays are inconsistent (stones
    // floating, top[] disagreeing with the board, stone counts that no game reaches, a stone on
    // the forbidden cell, a four already on the board, no empty cell left).
    static core::Expected<Board> from_course(int rows, int cols, const int* top, const int* board,
                                             int no_x, int no_y);
    // Writes the course's top[N] and board[M * N] arrays, with the side to move as "2".
    void to_course(int* top, int* board) const;

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    Player to_move() const { return Player(moves_ & 1); }
    int move_count() const { return moves_; }
    Outcome outcome() const { return outcome_; }
    bool is_terminal() const { return outcome_ != Outcome::ONGOING; }

    // Columns where the side to move may play, bit y for column y; 0 once the game is over.
    unsigned legal_columns() const { return is_terminal() ? 0u : open_columns_; }
    bool can_play(int col) const { return (legal_columns() >> col) & 1; }
    // The cell a stone dropped in column col lands on. Precondition: the column is not full.
    Cell landing_cell(int col) const { return {rows_ - 1 - heights_[col], col}; }
    // The bit of landing_cell(col) (see bit()).
    int landing_bit(int col) const { return col * stride_ + heights_[col]; }
    // Whether the side to move may play at cell c (any c; off-board cells are illegal).
    bool is_legal(Cell c) const;

    // Drops a stone of the side to move in column col. Precondition: can_play(col).
    void play(int col);

    // Bit-level view for search knowledge (layout above).
    int bit(Cell c) const { return c.y * stride_ + (rows_ - 1 - c.x); }
    Cell cell(int bit) const { return {rows_ - 1 - bit % stride_, bit / stride_}; }
    int stride() const { return stride_; }
    const Bitboard& stones(Player p) const { return stones_[p]; }
    // The landing cell of every column that is not full.
    const Bitboard& playable() const { return playable_; }
    // The next landing cell above each of them: where a stone dropped in the same column lands
    // after one more move there (the cell above the landing cell, or above the forbidden cells
    // over it); none for a column with one free cell left.
    const Bitboard& above() const { return above_; }
    // Empty, non-forbidden cells where p's stone would complete four or more in a row.
    const Bitboard& threats(Player p) const { return threats_[p]; }
    // The columns (bit y for column y) where p has a threat on a column's first cells to be
    // filled: step 0 its landing cell, step 1 the next landing cell above it (above()), step 2
    // the next one above that; a column without such a cell has no bit. The playout's questions
    // (knowledge.h) in 12-bit operations instead of whole-board ones.
    unsigned threat_columns(Player p, int step) const {
        return unsigned(threat_columns_[p] >> (COLUMN_LANE * step)) & 0xFFFFu;
    }
    const Bitboard& forbidden() const { return forbidden_; }
    // Every cell of the board that can ever hold a stone.
    const Bitboard& cells() const { return cells_; }
    // The cells that playing column col would add to the threats of the side to move (its
    // threats after play(col) minus those before), without playing. Precondition: can_play(col).
    Bitboard new_threats(int col) const;
    // Forbidden cells in course coordinates, top to bottom then left to right.
    std::vector<Cell> forbidden_cells() const;

    // Zobrist hash of the stones, seeded by the board's size and forbidden cells.
    uint64_t hash() const { return hash_; }

    // Recomputes heights, playable cells, threats, outcome and hash from the stones and compares
    // them with the incremental state; empty string when consistent, else what differs.
    std::string consistency_error() const;

    // M lines of N characters: X first player, O second, # forbidden, . empty; row x = 0 first.
    std::string to_string() const;

  private:
    Board() = default;
    // Line indices (see the class comment): rows, columns, rising, then falling diagonals.
    static constexpr int COLUMN = MAX_SIZE;
    static constexpr int RISING = 3 * MAX_SIZE - 1;
    static constexpr int FALLING = 4 * MAX_SIZE - 1;
    static constexpr int LINES = 6 * MAX_SIZE - 2;
    static constexpr int ROW_SHIFT = 3;     // a row's or diagonal's bit of column y: y + 3
    static constexpr int COLUMN_SHIFT = 2;  // a column's bit of height h: h + 2

    // Cells where stones `own` would complete four, among the empty non-forbidden cells.
    Bitboard compute_threats(const Bitboard& own) const;
    // The lowest free height of column col at or above h, skipping forbidden cells; M if none.
    int next_free(int col, int h) const;
    // The cells that complete a four of p's stones together with a stone of p at the landing
    // cell of column col, height h, packed in one word: byte i for direction i (0 row, 1 rising,
    // 2 falling diagonal, 3 column) has bit k for the cell k - 3 steps from the new stone in
    // that direction; in the column only the cell above (k = 4) can be one, since the new stone
    // tops its column. Zero when there are none. Some may be off the board, forbidden or taken.
    unsigned fours_through(Player p, int col, int h) const;
    // Calls f(x, y, bit) for each cell of fours_through(p, col, h) that is on the board, empty
    // and not forbidden, x its column, y its height: after p plays at (col, h), p's threats are
    // the old ones plus these, minus the cell played, since a four that is new uses the new stone.
    template <class F>
    void for_each_open_cell(unsigned fours, int col, int h, F f) const;
    // Adds the cell of column col and height h to p's lines.
    void add_to_lines(Player p, int col, int h);
    // next_free(col, h + 1), at most M: the next cell up that can hold a stone, or the column's
    // guard bit (height M), which is never a threat.
    int next_cell(int col, int h) const;
    // Sets threat_columns_ from threats_ and the heights (construction).
    void derive_threat_columns();
    // After a stone filled column col's landing cell: each player's threat columns at col move
    // one step down, the third cell now at height `third` (M: none).
    void shift_threat_columns(int col, int third);
    // Adds to p's threats and threat columns the open cells of fours_through(p, col, h), after p
    // played at height h of column col (heights_ already updated).
    void add_threats(Player p, unsigned fours, int col, int h);
    // Sets playable_, threats_, lines_ and the outcome from stones_ and heights_ (construction).
    void derive_state();

    Bitboard stones_[2];
    Bitboard threats_[2];
    Bitboard playable_;
    Bitboard above_;
    Bitboard forbidden_;
    Bitboard cells_;  // every non-forbidden cell
    uint16_t lines_[2][LINES] = {};
    // threat_columns(p, step) in bits [COLUMN_LANE * step, COLUMN_LANE * (step + 1)).
    static constexpr int COLUMN_LANE = 16;
    uint64_t threat_columns_[2] = {};
    uint16_t forbidden_heights_[MAX_SIZE] =
        {};  // per column, bit h: the cell at height h is forbidden
    uint64_t hash_ = 0;
    int8_t heights_[MAX_SIZE] = {};  // next free height per column (M when full)
    uint16_t open_columns_ = 0;      // bit y set iff column y is not full
    int8_t rows_ = 0;
    int8_t cols_ = 0;
    int8_t stride_ = 0;
    Outcome outcome_ = Outcome::ONGOING;
    int16_t moves_ = 0;
    int16_t capacity_ = 0;  // cells that can hold a stone: M * N minus forbidden cells
};

// The Zobrist key of a stone of player p at bit b (fixed seed, identical on every platform).
uint64_t zobrist_key(Player p, int bit);

// For each byte x: its set bits, and the position of its k-th set bit (from 0; 0 past the last).
struct ByteBits {
    uint8_t count[256];
    uint8_t nth[256][8];
};
constexpr ByteBits make_byte_bits() {
    ByteBits t{};
    for (int x = 0; x < 256; ++x)
        for (int i = 0; i < 8; ++i)
            if ((x >> i) & 1) t.nth[x][t.count[x]++] = uint8_t(i);
    return t;
}
inline constexpr ByteBits BYTE_BITS = make_byte_bits();

// The number of columns in a column mask (12 bits at most), by table: without -mpopcnt (the
// contests' builds) __builtin_popcount is a library call.
inline int column_count(unsigned columns) {
    return BYTE_BITS.count[columns & 255u] + BYTE_BITS.count[columns >> 8];
}

// The k-th set column (from 0) of a column mask (12 bits at most), by table: no loop and no
// branch, since k is a random draw. Precondition: k < popcount(columns).
inline int nth_column(unsigned columns, int k) {
    const unsigned low = columns & 255u;
    const int in_low = BYTE_BITS.count[low];
    const bool high = k >= in_low;
    const unsigned byte = high ? columns >> 8 : low;
    return (high ? 8 : 0) + BYTE_BITS.nth[byte][high ? k - in_low : k];
}

// A uniformly random legal column of b, by one draw of rng. Precondition: !b.is_terminal().
inline int random_column(const Board& b, core::Rng& rng) {
    const unsigned legal = b.legal_columns();
    return nth_column(legal, int(rng.below(uint32_t(column_count(legal)))));
}

}  // namespace connect4
