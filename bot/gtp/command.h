// GTP version 2 on the engine's side of the pipe: one command line in, one response out.
//
// A command is `[id] name [arguments...]`; the response is `=[id] result` or `?[id] error`
// followed by an empty line, so a result or error never holds an empty line itself. A result of
// several lines (showboard, list_commands) starts on the line of the `=`.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace bot {

struct GtpCommand {
    std::string id;  // the digits of the optional id, echoed in the response; empty if none
    std::string name;
    std::vector<std::string> args;
};

struct GtpResponse {
    bool ok = true;
    std::string text;  // result or error message; a leading '\n' puts it below the '='
    // The "=[id]" line and the lines after it were already written while the command ran (the
    // analysis commands, session.h); `text`, when not empty, is the last line before the empty
    // line that ends the response.
    bool streamed = false;
};

// Parses one input line after GTP's preprocessing: control characters other than tab and
// newline removed, tabs made spaces, everything from '#' on dropped. nullopt when nothing is
// left but spaces (empty lines and comments get no response). A line holding only an id has an
// empty name.
std::optional<GtpCommand> parse_command(const std::string& line);

// The response as written: "=5 D4\n\n", "? unknown command\n\n"; for a streamed one only its
// end: "play D4\n\n", or "\n" when the text is empty.
std::string format_response(const std::string& id, const GtpResponse& response);

}  // namespace bot
