// Saiblo's program protocol for Connect4: one process per game.
//   judge -> program, once:          M N noX noY
//   judge -> program, on each turn:  lastX lastY, top[N], board[M*N]   (whitespace-separated)
//   program -> judge:                4-byte big-endian length, then ASCII "x y"; flushed.
#pragma once

#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "bot/botzone/options.h"
#include "core/expected.h"

namespace bot {

// Reads whitespace-separated decimal integers; a token that is not one is an error, not a stop.
class TokenReader {
  public:
    explicit TokenReader(std::istream& in) : in_(in) {}
    // The next integer in [lo, hi]. Fails naming `what` on end of input, a non-integer token or
    // a value out of range, or a stream that cannot be read.
    core::Expected<int> next(const std::string& what, int lo, int hi);
    // Only whitespace is left (false when the stream cannot be read: next() then says so).
    bool at_end();

  private:
    // Skips whitespace; returns the next character (not consumed) or eof. May throw on a read
    // error (libstdc++'s filebuf does).
    std::streambuf::traits_type::int_type skip_space();

    std::istream& in_;
};

struct SaibloHeader {
    int rows, cols, no_x, no_y;
};

struct SaibloTurn {
    int last_x = -1, last_y = -1;
    std::vector<int> top;
    std::vector<int> board;
};

// The header line; sizes in 4..12 and the forbidden cell on the board.
core::Expected<SaibloHeader> read_saiblo_header(TokenReader& in);

// One turn's numbers; each value range-checked (positions are validated later, by the player).
core::Expected<SaibloTurn> read_saiblo_turn(TokenReader& in, const SaibloHeader& header);

// The frame of one answer: 4-byte big-endian length, then the payload.
std::string saiblo_frame(const std::string& payload);

// Plays one game: reads the header and answers every turn until the input ends. Exit code 0 at
// the end of input after a whole turn, 2 on a bad header, a truncated turn, or a turn that
// allows no legal move. A turn whose arrays are not a reachable position is reported on `err`
// and answered with a legal move derived from top[].
int run_saiblo(const BotOptions& options, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace bot
