// NoGo records as SGF (FF[4]), the file format of Go viewers and editors (Sabaki, GoGui, CGoban):
// `arena sgf`. NoGo's moves are Go moves that never capture, so any Go program replays them to
// the same stones; the root comment says the game is NoGo.
//
// One game is one game tree:
//   (;FF[4]GM[1]SZ[9]CA[UTF-8]AP[gamebots arena:1]GN[id]PB[black]PW[white]RU[NoGo]RE[..]C[..]
//   ;B[ee]C[12.3 ms
//   debug line]
//   ;W[..] ...)
// Points: the SGF point of Botzone's (x, y) is the letters a+x, a+y. SGF counts columns from the
// left and rows from the top, so it names the same point as GTP (bot/gtp/vertex.h: letter x,
// number 9 - y): (4,4) is "ee" and E5, (0,8) is "ai" and A1.
// RE: the winner's colour and "+", then R for a resignation, T for a timeout, F (forfeit) for a
// loss by rule (illegal move, crash, malformed output); nothing more for NoGo's own end (the
// loser has no legal move), which has no score: "W+", "B+R", "W+T", "B+F".
// Comments: the root's names the game, its rules, the players and why it ended (with the loss
// detail); each move's holds its think time and, when the record has one, its debug line.
#pragma once

#include <string>
#include <vector>

#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

// `text` as an SGF Text or SimpleText value: "\" before every "]" and "\".
std::string sgf_escape(const std::string& text);
// The RE value of a finished NoGo record (above).
std::string sgf_result(const GameRecord& record);
// The game tree of a NoGo record, ending with a newline. Fails with one line for a Connect4
// record (no SGF game type fits gravity Connect4) and names the first illegal move.
core::Expected<std::string> game_sgf(const GameRecord& record);
// An SGF collection: the game trees of every record, one after the other, as SGF allows in one
// file. Fails as game_sgf on the first record that cannot be written.
core::Expected<std::string> collection_sgf(const std::vector<GameRecord>& records);

}  // namespace arena
