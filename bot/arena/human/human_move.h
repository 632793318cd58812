// What a person types in `arena play`, read against the position it is typed at: a move in the
// coordinates the board is drawn in (analysis/replay.h: x down the side, y across the top), or
// a command. A move that cannot be played is refused with the reason in a player's words.
//
//   NoGo      "x y" (also "x,y"): the point in row x, column y, 0..8;
//             or a GTP vertex such as "C7" (bot/gtp/vertex.h: the letter gives x, the number
//             is 9 - y).
//   Connect4  "y": drop a stone in column y; "x y": the same, naming the cell where it lands.
//   Commands  undo, hint (Connect4: human/hint.h), help (or ?), quit (or resign, exit), in any
//             case.
#pragma once

#include <string>

#include "bot/arena/position.h"
#include "core/expected.h"

namespace arena {

enum class HumanAction { NOTHING, MOVE, UNDO, HINT, HELP, QUIT };

struct HumanInput {
    HumanAction action = HumanAction::NOTHING;  // NOTHING: a blank line
    Move move;                                  // MOVE: a legal move of the position
};

// Reads `line` at `position`, which is not terminal. Fails with the reason a move is refused,
// naming what was typed or the point: not a move, not a number, off the board, occupied, and the
// rules' reasons (NoGo: suicide, capture; Connect4: a full column, the forbidden cell, a cell
// that is not where its column lands).
core::Expected<HumanInput> read_human_input(const std::string& line, const Position& position);

// How to type moves in `game`, and the commands; several lines, each ending in a newline.
std::string human_help(Game game);

}  // namespace arena
