#include "bot/botzone/botzone_loop.h"

namespace bot {

namespace {

std::string capped(const std::string& s) {
    return s.size() <= MAX_DEBUG_BYTES ? s : s.substr(0, MAX_DEBUG_BYTES);
}

std::string dump(const Json& j) {
    return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

void write_answer(std::ostream& out, Format format, const Answer& answer) {
    if (format == Format::TEXT) {
        out << answer.text << '\n';
    } else {
        Json reply = {{"response", answer.response}, {"debug", capped(answer.debug)}};
        out << dump(reply) << '\n';
    }
    out.flush();
}

void write_error(std::ostream& out, std::ostream& err, const std::string& program, Format format,
                 const std::string& message) {
    err << program << ": error: " << message << '\n';
    err.flush();
    if (format == Format::JSON) {
        out << dump(Json{{"debug", capped("error: " + message)}}) << '\n';
        out.flush();
    }
}

}  // namespace bot
