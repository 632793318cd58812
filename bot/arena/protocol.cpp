#include "bot/arena/protocol.h"

#include <nlohmann/json.hpp>

namespace arena {

using nlohmann::json;

namespace {

// The request for the player making move k (see request_line).
json request_json(const GameRecord& record, size_t k) {
    const Move last = k == 0 ? Move{-1, -1} : record.moves[k - 1];
    json r = json::object();
    if (record.game == Game::CONNECT4 && k < 2) {
        r["M"] = record.rows;
        r["N"] = record.cols;
        json cells = json::array();
        for (const Move& m : record.forbidden) cells.push_back({m.x, m.y});
        r["forbidden"] = cells;
    }
    r["x"] = last.x;
    r["y"] = last.y;
    return r;
}

}  // namespace

std::string request_line(const GameRecord& record, size_t k) {
    return request_json(record, k).dump();
}

std::string full_input(const GameRecord& record, size_t k, const std::string& data) {
    json requests = json::array(), responses = json::array();
    for (size_t i = k % 2; i <= k; i += 2) {
        requests.push_back(request_json(record, i));
        if (i < k) responses.push_back({{"x", record.moves[i].x}, {"y", record.moves[i].y}});
    }
    json input{{"requests", requests}, {"responses", responses}};
    if (!data.empty()) input["data"] = data;
    return input.dump();
}

core::Expected<Move> parse_response(const std::string& line, std::string* data,
                                    std::string* debug) {
    json j = json::parse(line, nullptr, false);
    if (j.is_discarded()) return core::Error{"output is not JSON"};
    if (!j.is_object() || !j.contains("response") || !j["response"].is_object())
        return core::Error{"output has no \"response\" object"};
    const json& r = j["response"];
    if (!r.contains("x") || !r.contains("y") || !r["x"].is_number_integer() ||
        !r["y"].is_number_integer())
        return core::Error{"response is not {\"x\":int,\"y\":int}"};
    const long long x = r["x"].get<long long>(), y = r["y"].get<long long>();
    if (x < -1000000 || x > 1000000 || y < -1000000 || y > 1000000)
        return core::Error{"response coordinates are out of any range"};
    if (data && j.contains("data") && j["data"].is_string()) *data = j["data"].get<std::string>();
    if (debug) {
        const auto d = j.find("debug");
        debug->clear();
        if (d != j.end() && !d->is_null())
            *debug = debug_line(d->is_string() ? d->get<std::string>() : d->dump());
    }
    return Move{int(x), int(y)};
}

}  // namespace arena
