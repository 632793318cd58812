#include "bot/arena/merge.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <utility>

namespace arena {

using nlohmann::json;

core::Expected<MatchSummary> parse_summary(const std::string& text, const std::string& name) {
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return core::Error{name + ": not a JSON object"};
    MatchSummary s;
    s.name = name;
    try {
        core::Expected<Game> game = parse_game(j.at("game").get<std::string>());
        if (!game) return core::Error{name + ": " + game.error()};
        s.config.game = *game;
        s.config.games = j.at("games_planned").get<int>();
        s.config.clock.time = j.at("time").get<double>();
        s.config.clock.first_time = j.at("first_time").get<double>();
        s.config.seed = j.at("seed").get<uint64_t>();
        s.config.shard.k = j.at("shard").at("k").get<int>();
        s.config.shard.n = j.at("shard").at("n").get<int>();
        for (int i = 0; i < 2; ++i) {
            const json& p = j.at(i == 0 ? "A" : "B");
            s.config.players[i].name = p.at("name").get<std::string>();
            s.config.players[i].text = p.at("spec").get<std::string>();
        }
        if (j.contains("sprt")) {
            const json& t = j["sprt"];
            s.sprt = SprtConfig{t.at("elo0").get<double>(), t.at("elo1").get<double>(),
                                t.at("alpha").get<double>(), t.at("beta").get<double>()};
        }
        for (const json& g : j.at("records")) {
            const int index = g.at("index").get<int>();
            core::Expected<GameRecord> record = parse_record(g.at("record").dump());
            if (!record)
                return core::Error{name + ": game " + std::to_string(index + 1) + ": " +
                                   record.error()};
            if (!s.games.emplace(index, std::move(*record)).second)
                return core::Error{name + ": game " + std::to_string(index + 1) + " twice"};
        }
    } catch (const json::exception& e) {
        return core::Error{name + ": not an arena match summary (" + e.what() + ")"};
    }
    core::Expected<Shard> shard = parse_shard(
        std::to_string(s.config.shard.k) + "/" + std::to_string(s.config.shard.n), s.config.games);
    if (!shard) return core::Error{name + ": " + shard.error()};
    return s;
}

core::Expected<MatchSummary> read_summary(const std::string& path) {
    std::ifstream in(path);
    if (!in) return core::Error{"cannot open " + path};
    std::ostringstream text;
    text << in.rdbuf();
    return parse_summary(text.str(), path);
}

namespace {

// What makes two summaries shards of one match, as (what, value) pairs.
std::vector<std::pair<std::string, std::string>> identity(const MatchSummary& s) {
    const MatchConfig& c = s.config;
    const std::string sprt =
        s.sprt ? json::array({s.sprt->elo0, s.sprt->elo1, s.sprt->alpha, s.sprt->beta}).dump()
               : "none";
    return {{"game", game_name(c.game)},
            {"games", std::to_string(c.games)},
            {"seed", std::to_string(c.seed)},
            {"time", json(c.clock.time).dump()},
            {"first-move time", json(c.clock.first_time).dump()},
            {"player A", c.players[0].name + " = " + c.players[0].text},
            {"player B", c.players[1].name + " = " + c.players[1].text},
            {"SPRT", sprt},
            {"shards", std::to_string(c.shard.n)}};
}

// Whether `r` is game `index` of the match as the match sets it up: id, seating, board.
bool is_match_game(const MatchConfig& c, int index, const GameRecord& r) {
    const GameRecord setup = game_setup(c, index);
    return r.game == setup.game && r.id == setup.id && r.players[0] == setup.players[0] &&
           r.players[1] == setup.players[1] && r.rows == setup.rows && r.cols == setup.cols &&
           r.forbidden == setup.forbidden;
}

}  // namespace

core::Expected<MergedMatch> merge_summaries(const std::vector<MatchSummary>& shards) {
    const MatchSummary& first = shards.front();
    const auto first_identity = identity(first);
    std::map<int, const MatchSummary*> by_shard;
    for (const MatchSummary& s : shards) {
        const auto id = identity(s);
        for (size_t f = 0; f < id.size(); ++f)
            if (id[f].second != first_identity[f].second)
                return core::Error{first.name + " and " + s.name +
                                   " are not shards of one match: " + id[f].first + " " +
                                   first_identity[f].second + " and " + id[f].second};
        const Shard shard = s.config.shard;
        const auto [seen, fresh] = by_shard.emplace(shard.k, &s);
        if (!fresh)
            return core::Error{seen->second->name + " and " + s.name + " are both " +
                               shard_text(shard, s.config.games)};
        const GameRange range = shard_games(shard, s.config.games);
        for (const auto& [index, record] : s.games) {
            if (!range.contains(index))
                return core::Error{s.name + ": game " + std::to_string(index + 1) + " is not in " +
                                   shard_text(shard, s.config.games)};
            if (!is_match_game(s.config, index, record))
                return core::Error{s.name + ": " + record.id + " is not game " +
                                   std::to_string(index + 1) +
                                   " of the match (id, seating or board differ)"};
        }
    }
    MatchConfig whole = first.config;
    whole.shard = Shard{};
    MergedMatch merged{MatchReport(whole, first.sprt), {}};
    for (int k = 1; k <= first.config.shard.n; ++k) {
        const Shard shard{k, first.config.shard.n};
        const std::string what = shard_text(shard, whole.games);
        const auto it = by_shard.find(k);
        if (it == by_shard.end()) {
            merged.missing.push_back(what + " is missing");
            continue;
        }
        const int lacking = shard_games(shard, whole.games).size() - int(it->second->games.size());
        if (lacking > 0)
            merged.missing.push_back(what + " lacks " + std::to_string(lacking) + " of its games");
        for (const auto& [index, record] : it->second->games) merged.report.add(index, record);
    }
    return merged;
}

}  // namespace arena
