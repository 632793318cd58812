// Botzone's three input shapes, told apart and parsed into one plain struct:
//   - the full JSON object {"requests":[...],"responses":[...],"data":..,"time_limit":..} (one
//   line);
//   - the simplified text input: a line with the turn number n, then 2n-1 lines "x y" alternating
//     request and own response, ending with the current request (data lines are not read);
//   - in keep-running mode, the bare current request: a JSON object without "requests", or one
//     "x y" line.
// Only the envelope is checked here (shape, counts, integer fields); what a request means is the
// game session's business.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bot/botzone/line_reader.h"
#include "core/expected.h"

namespace bot {

using Json = nlohmann::json;

// Bounds on what a well-formed input may hold; anything beyond is rejected, not truncated.
constexpr int MAX_TURNS = 200;
constexpr int MAX_JSON_DEPTH = 16;

enum class Format { JSON, TEXT };

struct Envelope {
    Format format = Format::JSON;
    // Only the current request (a keep-running turn), no history.
    bool bare = false;
    // Requests as JSON values; a text "x y" message becomes {"x":x,"y":y}. Never empty.
    std::vector<Json> requests;
    // The bot's own earlier responses: requests.size() - 1 of them for a full input, none if bare.
    std::vector<Json> responses;
    // Seconds per turn stated by the input ("time_limit"), 0 when absent or not a positive number.
    double time_limit = 0;
    // False when the full JSON input carries "keep_running": false.
    bool keep_running = true;
    // True when the full JSON input carries "analysis": true: the answer adds the engine's view
    // of each move (a game that has one: Connect4, bot/connect4_analysis.h).
    bool analysis = false;
};

// Parses one JSON line: a full input object or a bare request object.
core::Expected<Envelope> parse_json_input(const std::string& line);

// Parses a text input whose first line is `first`: a bare "x y" request when `in_game`, otherwise
// (or when the line is a single number) a full simplified input whose other lines come from
// `more`.
core::Expected<Envelope> parse_text_input(const std::string& first, bool in_game, LineReader& more);

// Tells the shapes apart by the first non-blank character ('{' is JSON, anything else text) and
// parses the input that starts with `line`.
core::Expected<Envelope> parse_input(const std::string& line, bool in_game, LineReader& more);

// A request or response {"x":X,"y":Y} with integer X and Y in -1000..1000 (other keys ignored).
struct XY {
    int x;
    int y;
};
core::Expected<XY> read_xy(const Json& message, const std::string& what);

// An integer field of a JSON object, in [lo, hi]; `what` names it in the error.
core::Expected<int> read_int(const Json& value, const std::string& what, int lo, int hi);

// A compact one-line rendering of a JSON value for error messages, at most 40 characters.
std::string brief(const Json& value);

}  // namespace bot
