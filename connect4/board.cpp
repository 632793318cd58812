#include "connect4/board.h"

#include <algorithm>
#include <array>

#include "core/random.h"

namespace connect4 {

namespace {

constexpr int MAX_BITS = MAX_SIZE * (MAX_SIZE + 1);

// This file's tables are constant-initialised (constexpr), so that no static initialiser of
// another file can read one before it is built.
constexpr std::array<uint64_t, 2 * MAX_BITS> make_zobrist() {
    std::array<uint64_t, 2 * MAX_BITS> keys{};
    uint64_t state = 0x436F6E6E65637434ULL;  // "Connect4"
    for (size_t i = 0; i < keys.size(); ++i) keys[i] = core::splitmix64(state);
    return keys;
}

constexpr std::array<uint64_t, 2 * MAX_BITS> ZOBRIST = make_zobrist();

// A hash seed that tells boards of different shapes apart.
uint64_t shape_key(int rows, int cols, const Bitboard& forbidden) {
    uint64_t state = uint64_t(rows) << 8 | uint64_t(cols);
    uint64_t key = core::splitmix64(state);
    for (uint64_t w : forbidden.w) key ^= core::splitmix64(state) * (w | 1) + w;
    return key;
}

bool on_board(int rows, int cols, Cell c) {
    return c.x >= 0 && c.x < rows && c.y >= 0 && c.y < cols;
}

std::string cell_text(Cell c) {
    return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

// A line of 7 cells k = 0..6 centred on a new stone (k = 3) in one direction, as a pattern of
// the mover's stones (bit k; bit 3, the new stone's cell, reads as set whatever it holds).
// NEW_FOURS[pattern] has bit k set iff cell k would complete four of the mover's stones in a
// window of 4 consecutive cells that includes the centre.
constexpr std::array<uint8_t, 128> make_new_fours() {
    std::array<uint8_t, 128> fours{};
    for (unsigned pattern = 0; pattern < 128; ++pattern) {
        for (int start = 0; start <= 3; ++start) {
            const unsigned window = 15u << start, own = (pattern | 8u) & window;
            if (__builtin_popcount(own) == 3) fours[pattern] |= uint8_t(window & ~own);
        }
    }
    return fours;
}

constexpr std::array<uint8_t, 128> NEW_FOURS = make_new_fours();

}  // namespace

uint64_t zobrist_key(Player p, int bit) {
    return ZOBRIST[p * MAX_BITS + bit];
}

core::Expected<Board> Board::create(int rows, int cols, const std::vector<Cell>& forbidden) {
    if (rows < MIN_SIZE || rows > MAX_SIZE)
        return core::Error{"row count M=" + std::to_string(rows) + " is outside 4..12"};
    if (cols < MIN_SIZE || cols > MAX_SIZE)
        return core::Error{"column count N=" + std::to_string(cols) + " is outside 4..12"};
    Board b;
    b.rows_ = int8_t(rows);
    b.cols_ = int8_t(cols);
    b.stride_ = int8_t(rows + 1);
    for (int y = 0; y < cols; ++y)
        for (int x = 0; x < rows; ++x) b.cells_.set(b.bit({x, y}));
    for (Cell c : forbidden) {
        if (!on_board(rows, cols, c))
            return core::Error{"forbidden cell " + cell_text(c) + " is off the " +
                               std::to_string(rows) + "x" + std::to_string(cols) + " board"};
        b.forbidden_.set(b.bit(c));
        b.forbidden_heights_[c.y] |= uint16_t(1u << (rows - 1 - c.x));
    }
    b.cells_ = b.cells_.and_not(b.forbidden_);
    b.capacity_ = int16_t(b.cells_.count());
    for (int y = 0; y < cols; ++y) b.heights_[y] = int8_t(b.next_free(y, 0));
    b.hash_ = shape_key(rows, cols, b.forbidden_);
    b.derive_state();
    return b;
}

core::Expected<Board> Board::from_course(int rows, int cols, const int* top, const int* board,
                                         int no_x, int no_y) {
    if (!top || !board) return core::Error{"top or board array is missing"};
    core::Expected<Board> made = create(rows, cols, {{no_x, no_y}});
    if (!made) return made;
    Board b = *made;
    // Stones: 2 is the side to move, 1 the other; who moved first follows from the counts.
    Bitboard mine, theirs;
    for (int x = 0; x < rows; ++x) {
        for (int y = 0; y < cols; ++y) {
            int v = board[x * cols + y];
            if (v == 0) continue;
            if (v != 1 && v != 2)
                return core::Error{"board value " + std::to_string(v) + " at " + cell_text({x, y}) +
                                   " is not 0, 1 or 2"};
            if (b.forbidden_.test(b.bit({x, y})))
                return core::Error{"a stone sits on the forbidden cell " + cell_text({x, y})};
            (v == 2 ? mine : theirs).set(b.bit({x, y}));
        }
    }
    const int n_mine = mine.count(), n_theirs = theirs.count();
    if (n_mine != n_theirs && n_theirs != n_mine + 1)
        return core::Error{"stone counts " + std::to_string(n_mine) + " (own) and " +
                           std::to_string(n_theirs) + " (opponent) cannot occur with us to move"};
    const Player me = n_mine == n_theirs ? FIRST : SECOND;
    b.stones_[me] = mine;
    b.stones_[other(me)] = theirs;
    b.moves_ = int16_t(n_mine + n_theirs);

    const Bitboard occupied = mine | theirs;
    for (int y = 0; y < cols; ++y) {
        int h = b.next_free(y, 0);
        while (h < rows && occupied.test(y * b.stride_ + h)) h = b.next_free(y, h + 1);
        for (int above = h; above < rows; ++above)
            if (occupied.test(y * b.stride_ + above))
                return core::Error{"stone at " + cell_text(b.cell(y * b.stride_ + above)) +
                                   " floats above an empty cell"};
        b.heights_[y] = int8_t(h);
        const int expected_top = h < rows ? rows - h : 0;
        if (top[y] != expected_top)
            return core::Error{"top[" + std::to_string(y) + "] is " + std::to_string(top[y]) +
                               " but the board gives " + std::to_string(expected_top)};
    }
    for (Player p : {FIRST, SECOND})
        b.stones_[p].for_each([&](int bit) { b.hash_ ^= zobrist_key(p, bit); });
    b.derive_state();
    if (b.outcome_ == Outcome::FIRST_WINS || b.outcome_ == Outcome::SECOND_WINS)
        return core::Error{"the board already holds four in a row"};
    if (b.outcome_ == Outcome::DRAW) return core::Error{"the board is full"};
    return b;
}

void Board::to_course(int* top, int* board) const {
    const Player me = to_move();
    for (int x = 0; x < rows_; ++x) {
        for (int y = 0; y < cols_; ++y) {
            const int b = bit({x, y});
            board[x * cols_ + y] = stones_[me].test(b) ? 2 : stones_[other(me)].test(b) ? 1 : 0;
        }
    }
    for (int y = 0; y < cols_; ++y) top[y] = heights_[y] < rows_ ? rows_ - heights_[y] : 0;
}

inline int Board::next_free(int col, int h) const {
    // The first clear bit of the column's forbidden heights at or above h (none at or above M).
    return h + __builtin_ctz(~(unsigned(forbidden_heights_[col]) >> h));
}

bool Board::is_legal(Cell c) const {
    return on_board(rows_, cols_, c) && can_play(c.y) && landing_cell(c.y) == c;
}

Bitboard Board::compute_threats(const Bitboard& own) const {
    // Vertical: three stacked stones, the cell above them (gravity rules out the cell below).
    Bitboard r = (own << 1) & (own << 2) & (own << 3);
    // Horizontal (stride), and the two diagonals (stride - 1, stride + 1): the open cell may be
    // at either end of three in a line, or fill a gap in X.XX / XX.X.
    for (int d : {int(stride_), stride_ - 1, stride_ + 1}) {
        Bitboard pair = (own << d) & (own << 2 * d);
        r |= pair & (own << 3 * d);
        r |= pair & (own >> d);
        pair = (own >> d) & (own >> 2 * d);
        r |= pair & (own << d);
        r |= pair & (own >> 3 * d);
    }
    return r & cells_.and_not(stones_[FIRST] | stones_[SECOND]);
}

inline unsigned Board::fours_through(Player p, int col, int h) const {
    const uint16_t* own = lines_[p];
    // The lines are stored shifted (board.h), so that the 7 cells around the new stone are the
    // low bits once shifted down by its column (its height in a column's line).
    auto line = [&](int i) { return NEW_FOURS[(unsigned(own[i]) >> col) & 127u]; };
    // Vertical: the new stone tops its column, so only the cell above can complete a four, when
    // the two cells below hold p's stones.
    const unsigned vertical = ((unsigned(own[COLUMN + col]) >> h) & 3u) == 3u;
    return line(h) | line(RISING + h - col) << 8 | line(FALLING + h + col) << 16 | vertical << 28;
}

template <class F>
inline void Board::for_each_open_cell(unsigned fours, int col, int h, F f) const {
    // Bit k of byte d: k - 3 steps along direction d, each step COLUMN_STEP[d] columns and
    // HEIGHT_STEP[d] heights (row, rising, falling, column).
    static constexpr int COLUMN_STEP[4] = {1, 1, 1, 0}, HEIGHT_STEP[4] = {0, 1, -1, 1};
    for (; fours; fours &= fours - 1) {
        const int k = __builtin_ctz(fours), d = k >> 3, j = (k & 7) - 3;
        const int x = col + j * COLUMN_STEP[d], y = h + j * HEIGHT_STEP[d];
        // Below a column's landing cell every cell is taken or forbidden; above, forbidden ones.
        if (x < 0 || x >= cols_ || y < heights_[x] || y >= rows_) continue;
        if (forbidden_heights_[x] >> y & 1u) continue;
        f(x, y, x * stride_ + y);
    }
}

inline int Board::next_cell(int col, int h) const {
    return std::min(next_free(col, h + 1), int(rows_));
}

void Board::derive_threat_columns() {
    for (Player p : {FIRST, SECOND}) {
        threat_columns_[p] = 0;
        for (int col = 0; col < cols_; ++col) {
            int h = heights_[col];  // M (the guard bit, never a threat) when there is no cell
            for (int step = 0; step < 3; ++step, h = next_cell(col, h))
                threat_columns_[p] |= uint64_t(threats_[p].test(col * stride_ + h))
                                      << (COLUMN_LANE * step + col);
        }
    }
}

inline void Board::shift_threat_columns(int col, int third) {
    // Column col's bit in each step's lane; lane 2 takes lane 3's, always 0, then the new cell's.
    const uint64_t lanes = 0x0000000100010001ULL << col;
    const int bit = col * stride_ + third, word = bit >> 6, shift = bit & 63;
    for (int q = 0; q < 2; ++q) {
        const uint64_t t = threat_columns_[q];
        threat_columns_[q] = (t & ~lanes) | (t >> COLUMN_LANE & lanes) |
                             (threats_[q].w[word] >> shift & 1u) << (2 * COLUMN_LANE + col);
    }
}

void Board::add_threats(Player p, unsigned fours, int col, int h) {
    for_each_open_cell(fours, col, h, [&](int x, int y, int bit) {
        threats_[p].set(bit);
        // Is it one of the column's first three cells to be filled?
        const int first = heights_[x], second = next_cell(x, first);
        const int step = y == first ? 0 : y == second ? 1 : y == next_cell(x, second) ? 2 : 3;
        if (step < 3) threat_columns_[p] |= uint64_t(1) << (COLUMN_LANE * step + x);
    });
}

inline void Board::add_to_lines(Player p, int col, int h) {
    const uint16_t bit = uint16_t(1u << (col + ROW_SHIFT));
    lines_[p][h] |= bit;
    lines_[p][COLUMN + col] |= uint16_t(1u << (h + COLUMN_SHIFT));
    lines_[p][RISING + h - col] |= bit;
    lines_[p][FALLING + h + col] |= bit;
}

void Board::derive_state() {
    playable_ = Bitboard();
    above_ = Bitboard();
    open_columns_ = 0;
    for (int y = 0; y < cols_; ++y)
        if (heights_[y] < rows_) {
            playable_.set(y * stride_ + heights_[y]);
            const int up = next_free(y, heights_[y] + 1);
            if (up < rows_) above_.set(y * stride_ + up);
            open_columns_ |= uint16_t(1u << y);
        }
    for (Player p : {FIRST, SECOND}) {
        threats_[p] = compute_threats(stones_[p]);
        for (uint16_t& line : lines_[p]) line = 0;
        stones_[p].for_each([&](int b) { add_to_lines(p, b / stride_, b % stride_); });
    }
    derive_threat_columns();
    // A four on the board: a stone of p whose removal would make it one of p's threats.
    outcome_ = Outcome::ONGOING;
    for (Player p : {FIRST, SECOND}) {
        bool four = false;
        stones_[p].for_each([&](int b) {
            if (four) return;
            Board without = *this;
            without.stones_[p].reset(b);
            four = without.compute_threats(without.stones_[p]).test(b);
        });
        if (four) outcome_ = p == FIRST ? Outcome::FIRST_WINS : Outcome::SECOND_WINS;
    }
    if (outcome_ == Outcome::ONGOING && moves_ == capacity_) outcome_ = Outcome::DRAW;
}

void Board::play(int col) {
    const Player p = to_move();
    const int h = heights_[col];
    const int b = col * stride_ + h;
    const int word = b >> 6;
    const uint64_t mask = 1ULL << (b & 63);
    const bool wins = threats_[p].w[word] & mask;
    const unsigned fours = fours_through(p, col, h);
    // The new landing cell is the old cell above; above it, the next cell up and the column's
    // third cell to be filled.
    const int next = next_free(col, h + 1);
    const int up = next < rows_ ? next_free(col, next + 1) : rows_;
    // The column's cells to be filled move up one: the threat columns follow, before any store
    // to the threat sets (a load of a word still being stored waits for the store), and p's new
    // threats join them below.
    shift_threat_columns(col, up < rows_ ? next_cell(col, up) : rows_);

    threats_[FIRST].w[word] &= ~mask;
    threats_[SECOND].w[word] &= ~mask;
    stones_[p].w[word] |= mask;
    playable_.w[word] &= ~mask;
    add_to_lines(p, col, h);
    hash_ ^= ZOBRIST[p * MAX_BITS + b];
    ++moves_;
    heights_[col] = int8_t(next);
    if (next < rows_) {
        const int landing = b + next - h;
        const uint64_t landing_mask = 1ULL << (landing & 63);
        playable_.w[landing >> 6] |= landing_mask;
        above_.w[landing >> 6] &= ~landing_mask;
        if (up < rows_) above_.set(b + up - h);
    } else {
        open_columns_ &= uint16_t(~(1u << col));
    }
    if (wins)
        outcome_ = p == FIRST ? Outcome::FIRST_WINS : Outcome::SECOND_WINS;
    else if (moves_ == capacity_)
        outcome_ = Outcome::DRAW;
    if (fours) add_threats(p, fours, col, h);
}

Bitboard Board::new_threats(int col) const {
    const Player p = to_move();
    const int h = heights_[col];
    Bitboard after = threats_[p];
    for_each_open_cell(fours_through(p, col, h), col, h,
                       [&after](int, int, int bit) { after.set(bit); });
    return after.and_not(threats_[p]);
}

std::vector<Cell> Board::forbidden_cells() const {
    std::vector<Cell> out;
    for (int x = 0; x < rows_; ++x)
        for (int y = 0; y < cols_; ++y)
            if (forbidden_.test(bit({x, y}))) out.push_back({x, y});
    return out;
}

std::string Board::consistency_error() const {
    const Bitboard occupied = stones_[FIRST] | stones_[SECOND];
    if ((stones_[FIRST] & stones_[SECOND]).any()) return "a cell holds two stones";
    if (occupied.and_not(cells_).any()) return "stone off the board or on a forbidden cell";
    if (occupied.count() != moves_) return "move count";
    if (stones_[FIRST].count() - stones_[SECOND].count() != (moves_ & 1)) return "player balance";
    uint64_t hash = shape_key(rows_, cols_, forbidden_);
    for (Player p : {FIRST, SECOND})
        stones_[p].for_each([&](int bit) { hash ^= zobrist_key(p, bit); });
    if (hash != hash_) return "hash";
    Board fresh = *this;
    for (int y = 0; y < cols_; ++y) {
        int h = next_free(y, 0);
        while (h < rows_ && occupied.test(y * stride_ + h)) h = next_free(y, h + 1);
        fresh.heights_[y] = int8_t(h);
        if (fresh.heights_[y] != heights_[y]) return "height of column " + std::to_string(y);
    }
    fresh.derive_state();
    if (fresh.playable_ != playable_) return "playable cells";
    if (fresh.above_ != above_) return "cells above the playable ones";
    if (fresh.open_columns_ != open_columns_) return "open columns";
    for (Player p : {FIRST, SECOND}) {
        if (fresh.threats_[p] != threats_[p]) return "threats of player " + std::to_string(int(p));
        for (int step = 0; step < 3; ++step)
            if (fresh.threat_columns(p, step) != threat_columns(p, step))
                return "threat columns of player " + std::to_string(int(p));
        for (int i = 0; i < LINES; ++i)
            if (fresh.lines_[p][i] != lines_[p][i])
                return "line " + std::to_string(i) + " of player " + std::to_string(int(p));
    }
    if (fresh.outcome_ != outcome_) return "outcome";
    return "";
}

std::string Board::to_string() const {
    std::string s;
    for (int x = 0; x < rows_; ++x) {
        for (int y = 0; y < cols_; ++y) {
            const int b = bit({x, y});
            s += forbidden_.test(b)        ? '#'
                 : stones_[FIRST].test(b)  ? 'X'
                 : stones_[SECOND].test(b) ? 'O'
                                           : '.';
        }
        s += '\n';
    }
    return s;
}

}  // namespace connect4

static_assert(sizeof(connect4::Board) == 544, "update the copy cost stated in board.h");
