// Showing recorded games: a Unicode board after each move (● first player / black, ○ second /
// white, ✕ forbidden, · empty; the last move in brackets), and a turn exported as the
// full-history Botzone input so that a bot's answer can be reproduced by piping it in. The
// board and the header, move and result lines are also what `arena play` shows (human/).
#pragma once

#include <iosfwd>
#include <string>

#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

// The board after the first `count` moves (count <= moves.size(); the moves must be legal),
// with coordinates around it: x down the side, y across the top.
std::string draw_position(const GameRecord& record, size_t count);
// The line naming the game and its players (and the Connect4 board), without a newline:
// "c4-0001 (connect4): ● a vs ○ b, 10x11, forbidden (3,5)".
std::string game_header(const GameRecord& record);
// The line of move k (from 0; k < moves.size()), without a newline:
// "Move 3: ● a (4,4) in 12.3 ms" (the time when the record has one).
std::string move_line(const GameRecord& record, size_t k);
// The line of the result, without a newline: "Result: a (●) wins by no-legal-move" and the
// loss_detail of a loss by rule in parentheses.
std::string result_line(const GameRecord& record);

// Prints the game's header and the board after every move to `out`; when `step` is set, waits
// for a line on `in` (Enter) before each move. Fails naming the first illegal move.
core::Expected<bool> replay_game(const GameRecord& record, std::ostream& out, std::istream& in,
                                 bool step);

// The full-history input of the player who made move `number` (1-based, 1..moves.size()+1 while
// the game was not over before it): the position before that move.
core::Expected<std::string> export_turn(const GameRecord& record, size_t number);

// The record whose id is `key`, or the `key`-th (1-based) when key is a number.
core::Expected<GameRecord> select_record(const std::vector<GameRecord>& records,
                                         const std::string& key);

}  // namespace arena
