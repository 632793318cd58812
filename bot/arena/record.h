// Game records: one JSON object per line, the format of ../shared/games/README.md plus
// documented extra fields (docs/arena.md, "Records"), so the arena reads the shared files
// unchanged.
//
// NoGo:     {"game":"nogo","id":..,"black":..,"white":..,"moves":[[x,y],..],"winner":"black"|
//            "white","reason":..,"times":[..],"debug":[".."],"loss_detail":".."}
// Connect4: {"game":"connect4","id":..,"M":..,"N":..,"forbidden":[[x,y]],"first":..,"second":..,
//            "moves":[[x,y],..],"result":"first"|"second"|"draw","reason":..,"times":[..],
//            "debug":[".."],"loss_detail":".."}
// Extra fields: `game` (absent in the shared files: the shape tells), `times` (seconds of wall
// time per move, parallel to `moves`), `debug` (the player's debug line of each move, parallel
// to `moves`, "" where it gave none; absent when no move has one), `loss_detail` (one line, only
// for a loss by rule).
// Reasons: no-legal-move (NoGo); four-in-a-row, board-full (Connect4); and for both resign (a GTP
// program's, a person quitting `arena play`), timeout, illegal, crash, malformed (the loser is the
// side to move after the last move).
#pragma once

#include <string>
#include <vector>

#include "core/expected.h"

namespace arena {

enum class Game { NOGO, CONNECT4 };

// "nogo" / "connect4".
const char* game_name(Game g);
core::Expected<Game> parse_game(const std::string& name);

// A move or cell in the games' own coordinates (NoGo: Botzone's x, y; Connect4: x = row from
// the top, y = column).
struct Move {
    int x = -1;
    int y = -1;
    bool operator==(const Move& o) const { return x == o.x && y == o.y; }
};

// Who won, seen from the seats: FIRST moved first (NoGo's black).
enum class Result { FIRST, SECOND, DRAW };

// Reasons for a loss by rule, written into `reason`.
constexpr const char* REASON_TIMEOUT = "timeout";
constexpr const char* REASON_ILLEGAL = "illegal";
constexpr const char* REASON_CRASH = "crash";
constexpr const char* REASON_MALFORMED = "malformed";
// Whether `reason` is one of the four losses by rule above.
// A resignation (a GTP program's "resign", a person's quit in `arena play`) is a loss over the
// board, not by rule.
constexpr const char* REASON_RESIGN = "resign";
bool is_rule_loss(const std::string& reason);

struct GameRecord {
    Game game = Game::NOGO;
    std::string id;
    std::string players[2];  // [0] moved first (black), [1] second (white)
    int rows = 9;            // Connect4's M and N; 9 x 9 for NoGo
    int cols = 9;
    std::vector<Move> forbidden;  // Connect4 only
    std::vector<Move> moves;
    Result result = Result::DRAW;
    std::string reason;
    std::vector<double> times;       // empty, or one entry per move
    std::vector<std::string> debug;  // empty, or one entry per move (debug_line's form)
    std::string loss_detail;
};

// The longest debug line a record keeps, in bytes.
constexpr size_t MAX_DEBUG_BYTES = 400;
// `text` as a record's debug line: one line (control characters become spaces), cut to at most
// MAX_DEBUG_BYTES at a UTF-8 character boundary.
std::string debug_line(const std::string& text);
// Appends a move with its time and debug line, keeping `debug` empty until a move has one and
// parallel to `moves` from then on. Precondition: times is parallel to moves.
void append_move(GameRecord& r, Move m, double seconds, const std::string& debug);
// Keeps the first `count` moves and their times and debug lines.
void truncate_moves(GameRecord& r, size_t count);

// One line of JSON (no newline) in the format above.
std::string to_json_line(const GameRecord& r);
// Parses one line; checks field types and shapes, not the legality of the moves (Position does).
core::Expected<GameRecord> parse_record(const std::string& line);
// Every non-empty line of a file; the error names the file and line.
core::Expected<std::vector<GameRecord>> read_records(const std::string& path);

}  // namespace arena
