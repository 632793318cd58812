#include "bot/botzone/botzone_input.h"

#include <cstdlib>

namespace bot {

namespace {

// Deepest bracket nesting outside strings; rejects pathological inputs before the parser sees them.
int nesting_depth(const std::string& s) {
    int depth = 0, deepest = 0;
    bool in_string = false, escaped = false;
    for (char c : s) {
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '{' || c == '[') {
            if (++depth > deepest) deepest = depth;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return deepest;
}

// s with every byte outside printable ASCII shown as '?', so that quoted input keeps an error
// to one line of text.
std::string printable(std::string s) {
    for (char& c : s)
        if (c < ' ' || c > '~') c = '?';
    return s;
}

// A parser message cut to one printable line of at most 160 characters, without the library's
// "[json.exception...] " prefix.
std::string parser_message(const std::string& message) {
    std::string s =
        message.substr(message.find(']') == std::string::npos ? 0 : message.find(']') + 2);
    if (s.size() > 160) s = s.substr(0, 157) + "...";
    return printable(s);
}

// A whole token as a decimal integer in -1000..1000.
bool parse_small_int(const std::string& token, int* out) {
    if (token.empty() || token.size() > 6) return false;
    std::size_t i = token[0] == '-' ? 1 : 0;
    if (i == token.size()) return false;
    for (std::size_t k = i; k < token.size(); ++k)
        if (token[k] < '0' || token[k] > '9') return false;
    const long v = std::strtol(token.c_str(), nullptr, 10);
    if (v < -1000 || v > 1000) return false;
    *out = int(v);
    return true;
}

// The whitespace-separated integers of a line; fails on anything else.
core::Expected<std::vector<int>> line_ints(const std::string& line, const std::string& what) {
    std::vector<int> values;
    std::size_t i = 0;
    while (i < line.size()) {
        if (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
        const std::string token = line.substr(i, j - i);
        int v = 0;
        if (!parse_small_int(token, &v))
            return core::Error{what + ": '" + printable(token.substr(0, 20)) +
                               "' is not an integer in -1000..1000"};
        if (values.size() >= 3) return core::Error{what + ": too many numbers"};
        values.push_back(v);
        i = j;
    }
    return values;
}

core::Expected<Json> text_message(const std::string& line, const std::string& what) {
    core::Expected<std::vector<int>> v = line_ints(line, what);
    if (!v) return core::Error{v.error()};
    if (v->size() != 2) return core::Error{what + ": expected two integers \"x y\""};
    return Json{{"x", (*v)[0]}, {"y", (*v)[1]}};
}

}  // namespace

std::string brief(const Json& value) {
    // ensure_ascii (json 3.0): non-ASCII characters escaped, so the message stays ASCII. The
    // parser rejects invalid UTF-8, so dump() does not throw; if a parser let some through, the
    // value is named by its type.
    std::string s;
    try {
        s = value.dump(-1, ' ', true);
    } catch (const Json::exception&) {
        s = std::string("a JSON ") + value.type_name();
    }
    if (s.size() > 40) s = s.substr(0, 37) + "...";
    return s;
}

core::Expected<int> read_int(const Json& value, const std::string& what, int lo, int hi) {
    if (!value.is_number_integer())
        return core::Error{what + " is " + brief(value) + ", not an integer"};
    const bool in_range = value.is_number_unsigned()
                              ? value.get<unsigned long long>() <= (unsigned long long)(hi)
                              : value.get<long long>() >= lo && value.get<long long>() <= hi;
    if (!in_range)
        return core::Error{what + " = " + brief(value) + " is out of range " + std::to_string(lo) +
                           ".." + std::to_string(hi)};
    return int(value.get<long long>());
}

core::Expected<XY> read_xy(const Json& message, const std::string& what) {
    if (!message.is_object())
        return core::Error{what + " is " + brief(message) + ", not an object {\"x\":..,\"y\":..}"};
    const auto x = message.find("x"), y = message.find("y");
    if (x == message.end() || y == message.end())
        return core::Error{what + " " + brief(message) + " lacks \"x\" or \"y\""};
    core::Expected<int> vx = read_int(*x, what + " x", -1000, 1000);
    if (!vx) return core::Error{vx.error()};
    core::Expected<int> vy = read_int(*y, what + " y", -1000, 1000);
    if (!vy) return core::Error{vy.error()};
    return XY{*vx, *vy};
}

core::Expected<Envelope> parse_json_input(const std::string& line) {
    if (nesting_depth(line) > MAX_JSON_DEPTH)
        return core::Error{"JSON nested deeper than " + std::to_string(MAX_JSON_DEPTH) + " levels"};
    Json doc;
    try {
        doc = Json::parse(line);
    } catch (const Json::exception& e) {  // a syntax error, or a number that overflows
        return core::Error{"malformed JSON: " + parser_message(e.what())};
    }
    if (!doc.is_object()) return core::Error{"input is " + brief(doc) + ", not a JSON object"};

    Envelope env;
    env.format = Format::JSON;
    const auto requests = doc.find("requests");
    if (requests == doc.end()) {
        env.bare = true;
        env.requests.push_back(std::move(doc));
        return env;
    }
    if (!requests->is_array()) return core::Error{"\"requests\" is not an array"};
    if (requests->empty()) return core::Error{"\"requests\" is empty"};
    if (requests->size() > std::size_t(MAX_TURNS))
        return core::Error{"\"requests\" holds " + std::to_string(requests->size()) +
                           " turns, more than " + std::to_string(MAX_TURNS)};
    const auto responses = doc.find("responses");
    std::size_t n_responses = 0;
    if (responses != doc.end()) {
        if (!responses->is_array()) return core::Error{"\"responses\" is not an array"};
        n_responses = responses->size();
    }
    if (n_responses + 1 != requests->size())
        return core::Error{std::to_string(requests->size()) + " requests need " +
                           std::to_string(requests->size() - 1) + " responses, got " +
                           std::to_string(n_responses)};
    env.requests.assign(requests->begin(), requests->end());
    if (responses != doc.end()) env.responses.assign(responses->begin(), responses->end());

    const auto limit = doc.find("time_limit");
    if (limit != doc.end() && limit->is_number() && limit->get<double>() > 0)
        env.time_limit = limit->get<double>();
    const auto keep = doc.find("keep_running");
    if (keep != doc.end()) {
        if (!keep->is_boolean()) return core::Error{"\"keep_running\" is not true or false"};
        env.keep_running = keep->get<bool>();
    }
    const auto analysis = doc.find("analysis");
    if (analysis != doc.end()) {
        if (!analysis->is_boolean()) return core::Error{"\"analysis\" is not true or false"};
        env.analysis = analysis->get<bool>();
    }
    return env;
}

core::Expected<Envelope> parse_text_input(const std::string& first, bool in_game,
                                          LineReader& more) {
    core::Expected<std::vector<int>> head = line_ints(first, "input line");
    if (!head) return core::Error{head.error()};
    Envelope env;
    env.format = Format::TEXT;
    if (head->size() == 2 && in_game) {
        env.bare = true;
        env.requests.push_back(Json{{"x", (*head)[0]}, {"y", (*head)[1]}});
        return env;
    }
    if (head->size() != 1)
        return core::Error{in_game ? "expected \"x y\" or a turn number, got '" +
                                         first.substr(0, 40) + "'"
                                   : "simplified input must start with the turn number, got '" +
                                         first.substr(0, 40) + "'"};
    const int turns = (*head)[0];
    if (turns < 1 || turns > MAX_TURNS)
        return core::Error{"turn number " + std::to_string(turns) + " is out of range 1.." +
                           std::to_string(MAX_TURNS)};
    const int messages = 2 * turns - 1;
    std::string line;
    for (int i = 0; i < messages; ++i) {
        const std::string what =
            "message " + std::to_string(i + 1) + " of " + std::to_string(messages);
        const LineReader::Status status = more.next(line);
        if (status == LineReader::Status::END)
            return core::Error{"simplified input ends after " + std::to_string(i) + " of " +
                               std::to_string(messages) + " messages"};
        if (status == LineReader::Status::TOO_LONG) return core::Error{what + " is too long"};
        if (status == LineReader::Status::FAILED) return core::Error{"cannot read " + what};
        core::Expected<Json> message = text_message(line, what);
        if (!message) return core::Error{message.error()};
        (i % 2 == 0 ? env.requests : env.responses).push_back(std::move(*message));
    }
    return env;
}

core::Expected<Envelope> parse_input(const std::string& line, bool in_game, LineReader& more) {
    const std::size_t start = line.find_first_not_of(" \t\r\n");
    if (start == std::string::npos) return core::Error{"empty input"};
    if (line[start] == '{' || line[start] == '[' || line[start] == '"')
        return parse_json_input(line);
    return parse_text_input(line, in_game, more);
}

}  // namespace bot
