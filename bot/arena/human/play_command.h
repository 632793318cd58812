// The command `arena play` (docs/arena.md): its options, and the game they set up with its
// record appended to a file.
//
//   arena play --game nogo|connect4 [--board M,N,x:y] [--first human|bot] [--time SEC]
//              [--first-time SEC] [--record FILE] SPEC
//
// SPEC is any player of `arena match` (players/player.h). --board gives Connect4's rows, columns
// and forbidden cells (row x from the top, column y; any number of x:y, none for a board
// without one); without it the board is drawn at random as a match draws its boards (9..12 x
// 9..12, one forbidden cell). --time and --first-time limit the bot's turns as in a match
// (default 1 s, the first turn twice --time). The person is named "human" in the record.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "bot/arena/human/human_game.h"
#include "core/expected.h"

namespace arena {

// Where records go without --record: appended to this file in the current directory.
constexpr const char* DEFAULT_PLAY_RECORD = "arena-play.jsonl";

struct PlayOptions {
    HumanGame game;  // setup.id is given by run_play
    std::string record_path = DEFAULT_PLAY_RECORD;
};

// The options from the arguments after "play"; fails with one line naming the bad argument.
core::Expected<PlayOptions> parse_play_args(const std::vector<std::string>& args);

// Plays the game on `in` and `out` and appends its record to options.record_path, as game N + 1
// of the N records the file holds, with the id "nogo-human-000N" or "c4-human-000N"; then says
// where the record went. Fails with one line, before the game, when the file exists but is not a
// record file, or when the bot cannot be made; after the game when the record cannot be written.
core::Expected<bool> run_play(PlayOptions options, std::istream& in, std::ostream& out);

}  // namespace arena
