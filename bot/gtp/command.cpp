#include "bot/gtp/command.h"

#include <sstream>

namespace bot {

std::optional<GtpCommand> parse_command(const std::string& line) {
    std::string clean;
    for (char c : line) {
        if (c == '#') break;
        const unsigned char u = static_cast<unsigned char>(c);
        if (c == '\t') {
            clean += ' ';
        } else if (u >= 32 && u != 127) {
            clean += c;
        }
    }
    std::istringstream in(clean);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (words.empty()) return std::nullopt;
    GtpCommand command;
    std::size_t next = 0;
    if (words[0].find_first_not_of("0123456789") == std::string::npos) command.id = words[next++];
    if (next < words.size()) command.name = words[next++];
    command.args.assign(words.begin() + long(next), words.end());
    return command;
}

std::string format_response(const std::string& id, const GtpResponse& response) {
    if (response.streamed) return response.text.empty() ? "\n" : response.text + "\n\n";
    std::string s = (response.ok ? "=" : "?") + id;
    if (!response.text.empty()) {
        if (response.text[0] != '\n') s += ' ';
        s += response.text;
    }
    return s + "\n\n";
}

}  // namespace bot
