// Naive referees for the tests: they follow a bot's transcript (inputs and answers) with the rule
// engines and say whether every answer was a legal move for the position it answered.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "connect4/board.h"
#include "nogo/board.h"

namespace protocol_test {

using Json = nlohmann::json;

// The lines of s without their "\n".
std::vector<std::string> split_lines(const std::string& s);
std::string read_file(const std::string& path);
// Regular files of a directory, sorted by name.
std::vector<std::string> list_dir(const std::string& dir);

// Follows a Botzone-protocol transcript of one game kind (NoGo or our Connect4 JSON) and returns
// an empty string if every answer was legal and every bad request got an error reply, else
// what went wrong. `keep_running` says whether the marker must follow every reply.
std::string check_nogo_transcript(const std::string& input, const std::string& output,
                                  bool keep_running);
std::string check_connect4_transcript(const std::string& input, const std::string& output,
                                      bool keep_running);

// The NoGo board after the first k moves of a game, and the Botzone input of the side to move.
nogo::Board nogo_after(const std::vector<std::pair<int, int>>& moves, std::size_t k);
Json nogo_history(const std::vector<std::pair<int, int>>& moves, std::size_t k);
std::string nogo_simplified(const std::vector<std::pair<int, int>>& moves, std::size_t k);

struct Connect4Game {
    int rows, cols;
    std::vector<connect4::Cell> forbidden;
    std::vector<connect4::Cell> moves;
};
connect4::Board connect4_after(const Connect4Game& game, std::size_t k);
Json connect4_history(const Connect4Game& game, std::size_t k);

std::vector<std::vector<std::pair<int, int>>> load_nogo_games(const std::string& path);
std::vector<Connect4Game> load_connect4_games(const std::string& path);

}  // namespace protocol_test
