// GTP's names for the points and colours of NoGo's 9x9 board.
//
// A vertex is a column letter A..J without I and a row number 1..9, case-insensitive ("D4",
// "j9"). The letter gives Botzone's x (A = 0, ..., H = 7, J = 8); the number is 9 - y, so row 9
// is y = 0. Drawn as GTP front-ends draw a board (letters across, row 9 on top), this is the
// picture Botzone shows: x across, y down. HaHaNoGo and our GTP mode name the same points this
// way (docs/protocols.md, "GTP mode").
#pragma once

#include <optional>
#include <string>

#include "nogo/board.h"

namespace bot {

// The point a vertex names; nullopt for anything else ("pass" included, a letter I, row 0 or
// 10, trailing characters).
std::optional<nogo::Point> parse_vertex(const std::string& text);
// Whether text is GTP's "pass", in any case: a move NoGo does not have.
bool is_pass(const std::string& text);
// The vertex of p in upper case ("D4"). Precondition: p is a point of the board.
std::string vertex_text(nogo::Point p);

// "b", "black", "w", "white" in any case; nullopt otherwise.
std::optional<nogo::Color> parse_colour(const std::string& text);
// "b" or "w", as GTP commands write a colour.
const char* colour_letter(nogo::Color c);

}  // namespace bot
