// The Botzone-style JSON the arena speaks with program players (spec/botzone.md).
//
// NoGo: requests {"x":X,"y":Y}, black's first {"x":-1,"y":-1}.
// Connect4 (the project's definition): the player's first request also carries the board,
//   {"M":10,"N":11,"forbidden":[[3,5]],"x":-1,"y":-1}; later requests {"x":X,"y":Y}.
// Both: requests carry the opponent's last move; a response is {"response":{"x":X,"y":Y},...}.
#pragma once

#include <string>

#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

// The request that the player making move k (0-based) of `record` receives: the opponent's move
// k-1, or (-1,-1) for k == 0, plus the board for a Connect4 player's first request.
std::string request_line(const GameRecord& record, size_t k);
// The full-history input, one line, for the player making move k: its requests up to move k, its
// own earlier moves as responses, and `data` (what it saved last turn) when not empty.
std::string full_input(const GameRecord& record, size_t k, const std::string& data = "");
// Reads {"response":{"x":X,"y":Y},...}; the error says what was wrong. When `data` is given and
// the output has a string "data" field, stores it there (Botzone passes it to the next turn).
// When `debug` is given, stores the "debug" field there as a record's debug line (debug_line):
// a string as it is, any other value but null as compact JSON; "" without one.
core::Expected<Move> parse_response(const std::string& line, std::string* data = nullptr,
                                    std::string* debug = nullptr);

}  // namespace arena
