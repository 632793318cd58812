#include "bot/arena/record.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

namespace arena {

using nlohmann::json;

const char* game_name(Game g) {
    return g == Game::NOGO ? "nogo" : "connect4";
}

core::Expected<Game> parse_game(const std::string& name) {
    if (name == "nogo") return Game::NOGO;
    if (name == "connect4") return Game::CONNECT4;
    return core::Error{"unknown game '" + name + "' (nogo or connect4)"};
}

bool is_rule_loss(const std::string& reason) {
    return reason == REASON_TIMEOUT || reason == REASON_ILLEGAL || reason == REASON_CRASH ||
           reason == REASON_MALFORMED;
}

std::string debug_line(const std::string& text) {
    std::string s = text.substr(0, MAX_DEBUG_BYTES + 1);
    if (s.size() > MAX_DEBUG_BYTES) {
        // Back to the first byte of the character that crosses the limit (not 10xxxxxx).
        size_t cut = MAX_DEBUG_BYTES;
        while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
        s.resize(cut);
    }
    for (char& c : s)
        if (static_cast<unsigned char>(c) < ' ' || c == 0x7F) c = ' ';
    return s;
}

void append_move(GameRecord& r, Move m, double seconds, const std::string& debug) {
    if (!debug.empty() || !r.debug.empty()) {
        r.debug.resize(r.moves.size());  // "" for the moves before the first debug line
        r.debug.push_back(debug);
    }
    r.moves.push_back(m);
    r.times.push_back(seconds);
}

void truncate_moves(GameRecord& r, size_t count) {
    if (r.moves.size() > count) r.moves.resize(count);
    if (r.times.size() > count) r.times.resize(count);
    if (r.debug.size() > count) r.debug.resize(count);
}

namespace {

json cells_json(const std::vector<Move>& cells) {
    json a = json::array();
    for (const Move& m : cells) a.push_back({m.x, m.y});
    return a;
}

// Reads [[x,y],...] from j[key]; false when the field is missing or not of that shape.
bool read_cells(const json& j, const char* key, std::vector<Move>& out) {
    auto it = j.find(key);
    if (it == j.end() || !it->is_array()) return false;
    for (const json& c : *it) {
        if (!c.is_array() || c.size() != 2 || !c[0].is_number_integer() ||
            !c[1].is_number_integer())
            return false;
        out.push_back({c[0].get<int>(), c[1].get<int>()});
    }
    return true;
}

bool read_string(const json& j, const char* key, std::string& out) {
    auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return false;
    out = it->get<std::string>();
    return true;
}

core::Error missing(const char* key) {
    return core::Error{std::string("field '") + key + "' is missing or has the wrong type"};
}

}  // namespace

std::string to_json_line(const GameRecord& r) {
    json j;
    j["game"] = game_name(r.game);
    j["id"] = r.id;
    if (r.game == Game::NOGO) {
        j["black"] = r.players[0];
        j["white"] = r.players[1];
    } else {
        j["M"] = r.rows;
        j["N"] = r.cols;
        j["forbidden"] = cells_json(r.forbidden);
        j["first"] = r.players[0];
        j["second"] = r.players[1];
    }
    j["moves"] = cells_json(r.moves);
    if (r.game == Game::NOGO) {
        j["winner"] = r.result == Result::FIRST ? "black" : "white";
    } else {
        j["result"] = r.result == Result::FIRST    ? "first"
                      : r.result == Result::SECOND ? "second"
                                                   : "draw";
    }
    j["reason"] = r.reason;
    if (!r.times.empty()) {
        json t = json::array();
        // Microseconds are below the clock's noise; rounding keeps the files short.
        for (double s : r.times) t.push_back(std::round(s * 1e6) / 1e6);
        j["times"] = t;
    }
    const bool any_debug = std::any_of(r.debug.begin(), r.debug.end(),
                                       [](const std::string& d) { return !d.empty(); });
    if (any_debug) j["debug"] = r.debug;
    if (!r.loss_detail.empty()) j["loss_detail"] = r.loss_detail;
    return j.dump();
}

core::Expected<GameRecord> parse_record(const std::string& line) {
    json j = json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return core::Error{"not a JSON object"};
    GameRecord r;
    std::string name;
    if (read_string(j, "game", name)) {
        core::Expected<Game> g = parse_game(name);
        if (!g) return core::Error{g.error()};
        r.game = *g;
    } else {
        r.game = j.contains("black") ? Game::NOGO : Game::CONNECT4;
    }
    if (!read_string(j, "id", r.id)) return missing("id");
    if (!read_cells(j, "moves", r.moves)) return missing("moves");
    if (!read_string(j, "reason", r.reason)) return missing("reason");
    std::string result;
    if (r.game == Game::NOGO) {
        if (!read_string(j, "black", r.players[0])) return missing("black");
        if (!read_string(j, "white", r.players[1])) return missing("white");
        if (!read_string(j, "winner", result)) return missing("winner");
        if (result != "black" && result != "white")
            return core::Error{"winner '" + result + "' is not black or white"};
        r.result = result == "black" ? Result::FIRST : Result::SECOND;
    } else {
        if (!j.contains("M") || !j["M"].is_number_integer()) return missing("M");
        if (!j.contains("N") || !j["N"].is_number_integer()) return missing("N");
        r.rows = j["M"].get<int>();
        r.cols = j["N"].get<int>();
        if (!read_cells(j, "forbidden", r.forbidden)) return missing("forbidden");
        if (!read_string(j, "first", r.players[0])) return missing("first");
        if (!read_string(j, "second", r.players[1])) return missing("second");
        if (!read_string(j, "result", result)) return missing("result");
        if (result == "first") {
            r.result = Result::FIRST;
        } else if (result == "second") {
            r.result = Result::SECOND;
        } else if (result == "draw") {
            r.result = Result::DRAW;
        } else {
            return core::Error{"result '" + result + "' is not first, second or draw"};
        }
    }
    if (j.contains("times")) {
        const json& t = j["times"];
        if (!t.is_array() || t.size() != r.moves.size()) return missing("times");
        for (const json& s : t) {
            if (!s.is_number()) return missing("times");
            r.times.push_back(s.get<double>());
        }
    }
    if (j.contains("debug")) {
        const json& d = j["debug"];
        if (!d.is_array() || d.size() != r.moves.size()) return missing("debug");
        for (const json& entry : d) {
            if (!entry.is_string()) return missing("debug");
            r.debug.push_back(entry.get<std::string>());
        }
    }
    if (j.contains("loss_detail") && !read_string(j, "loss_detail", r.loss_detail))
        return missing("loss_detail");
    return r;
}

core::Expected<std::vector<GameRecord>> read_records(const std::string& path) {
    std::ifstream in(path);
    if (!in) return core::Error{"cannot open " + path};
    std::vector<GameRecord> out;
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        core::Expected<GameRecord> r = parse_record(line);
        if (!r) return core::Error{path + ":" + std::to_string(n) + ": " + r.error()};
        out.push_back(std::move(*r));
    }
    return out;
}

}  // namespace arena
