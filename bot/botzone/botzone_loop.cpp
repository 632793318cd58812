#include "bot/botzone/botzone_loop.h"

namespace bot {

namespace {

// The debug text as Botzone gets it: at most MAX_DEBUG_BYTES, every byte outside printable ASCII
// shown as '?'. ASCII text is valid UTF-8 whatever the cut, so dump() never meets a byte it
// would reject (json 3.0 to 3.3 throw on invalid UTF-8 and have no replacement handler).
std::string debug_text(const std::string& s) {
    std::string out = s.substr(0, MAX_DEBUG_BYTES);
    for (char& c : out)
        if (c < ' ' || c > '~') c = '?';
    return out;
}

}  // namespace

void write_answer(std::ostream& out, Format format, const Answer& answer) {
    if (format == Format::TEXT) {
        out << answer.text << '\n';
    } else {
        Json reply = {{"response", answer.response}, {"debug", debug_text(answer.debug)}};
        if (!answer.analysis.is_null()) reply["analysis"] = answer.analysis;
        out << reply.dump() << '\n';
    }
    out.flush();
}

void write_error(std::ostream& out, std::ostream& err, const std::string& program, Format format,
                 const std::string& message) {
    err << program << ": error: " << message << '\n';
    err.flush();
    if (format == Format::JSON) {
        out << Json{{"debug", debug_text("error: " + message)}}.dump() << '\n';
        out.flush();
    }
}

}  // namespace bot
