#include "bot/arena/players/player.h"

#include <unistd.h>

#include <cstdlib>
#include <sstream>

#include "bot/arena/players/builtin.h"
#include "bot/arena/players/course_lib.h"
#include "bot/arena/players/forked_player.h"
#include "bot/arena/players/gtp_player.h"
#include "bot/arena/players/program_player.h"

namespace arena {

namespace {

bool is_builtin(const std::string& kind) {
    return kind == "random" || kind == "greedy" || kind == "engine";
}

bool is_program(const std::string& kind) {
    return kind == "cmd" || kind == "keep" || kind == "gtp" || kind == "lib";
}

// Splits "a=1,b=2" into the map; false naming the item when one has no '='.
core::Expected<bool> parse_options(const std::string& list,
                                   std::map<std::string, std::string>& out) {
    std::istringstream in(list);
    std::string item;
    while (std::getline(in, item, ',')) {
        if (item.empty()) continue;
        const size_t eq = item.find('=');
        if (eq == std::string::npos || eq == 0)
            return core::Error{"option '" + item + "' is not key=value"};
        out[item.substr(0, eq)] = item.substr(eq + 1);
    }
    return true;
}

// A whole number of at most 19 digits; false otherwise.
bool parse_unsigned(const std::string& s, uint64_t& out) {
    if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos || s.size() > 19)
        return false;
    out = std::strtoull(s.c_str(), nullptr, 10);
    return true;
}

// A positive number of seconds below 10^6; false otherwise.
bool parse_seconds(const std::string& s, double& out) {
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return !s.empty() && end && *end == '\0' && out > 0 && out < 1e6;
}

}  // namespace

core::Expected<PlayerSpec> parse_player_spec(const std::string& text, Game game) {
    PlayerSpec spec;
    spec.text = text;
    const size_t colon = text.find(':');
    const std::string head = text.substr(0, colon);
    const std::string rest = colon == std::string::npos ? "" : text.substr(colon + 1);
    const size_t comma = head.find(',');
    spec.kind = head.substr(0, comma);
    if (!is_builtin(spec.kind) && !is_program(spec.kind))
        return core::Error{"player '" + text +
                           "': unknown kind (random, greedy, engine, cmd, keep, gtp, lib)"};
    if (comma != std::string::npos) {
        core::Expected<bool> ok = parse_options(head.substr(comma + 1), spec.options);
        if (!ok) return core::Error{"player '" + text + "': " + ok.error()};
    }
    if (is_builtin(spec.kind)) {
        core::Expected<bool> ok = parse_options(rest, spec.options);
        if (!ok) return core::Error{"player '" + text + "': " + ok.error()};
    } else {
        std::istringstream in(rest);
        for (std::string word; in >> word;) spec.command.push_back(word);
        if (spec.command.empty()) return core::Error{"player '" + text + "': no program path"};
        if (spec.kind == "lib" && game != Game::CONNECT4)
            return core::Error{"player '" + text + "': course libraries play Connect4 only"};
        if (spec.kind == "gtp" && game != Game::NOGO)
            return core::Error{"player '" + text + "': GTP programs play NoGo only"};
        if (spec.kind == "lib" && spec.command.size() != 1)
            return core::Error{"player '" + text + "': a library takes no arguments"};
        const int mode = spec.kind == "lib" ? R_OK : X_OK;
        if (access(spec.command[0].c_str(), mode) != 0)
            return core::Error{"player '" + text + "': " + spec.command[0] + " is not " +
                               (spec.kind == "lib" ? "readable" : "executable")};
    }
    for (const auto& [key, value] : spec.options) {
        const bool engine_key =
            key == "kind" || key == "time" || key == "iterations" || key == "memory";
        const bool known = key == "name" || (key == "seed" && is_builtin(spec.kind)) ||
                           (engine_key && spec.kind == "engine");
        if (!known) return core::Error{"player '" + text + "': unknown option '" + key + "'"};
        uint64_t n = 0;
        double seconds = 0;
        if ((key == "seed" || key == "iterations" || key == "memory") && !parse_unsigned(value, n))
            return core::Error{"player '" + text + "': " + key + " is not a whole number"};
        if (key == "time" && !parse_seconds(value, seconds))
            return core::Error{"player '" + text + "': time is not a positive number of seconds"};
        if (key == "kind" && !core::parse_engine_kind(value))
            return core::Error{"player '" + text + "': unknown engine kind '" + value + "'"};
    }
    spec.name = spec.options.count("name") ? spec.options["name"] : text;
    return spec;
}

core::Expected<std::unique_ptr<Player>> make_player(const PlayerSpec& spec, Game game,
                                                    uint64_t seed_offset) {
    auto option = [&](const char* key, const std::string& fallback) {
        auto it = spec.options.find(key);
        return it == spec.options.end() ? fallback : it->second;
    };
    const uint64_t seed = std::strtoull(option("seed", "1").c_str(), nullptr, 10) + seed_offset;
    std::unique_ptr<Player> player;
    if (is_builtin(spec.kind)) {
        // Built-ins play in a child process of their own (forked_player.h); make() runs there.
        auto make = [&]() -> std::unique_ptr<Player> {
            if (spec.kind == "random") return std::make_unique<RandomPlayer>(seed);
            if (spec.kind == "greedy") return std::make_unique<GreedyPlayer>(seed);
            return std::make_unique<EnginePlayer>(game, engine_settings(spec.options, seed));
        };
        player = std::make_unique<ForkedPlayer>(make);
    } else if (spec.kind == "cmd") {
        player = std::make_unique<TurnProcessPlayer>(spec.command);
    } else if (spec.kind == "keep") {
        player = std::make_unique<KeepRunningPlayer>(spec.command);
    } else if (spec.kind == "gtp" && game == Game::NOGO) {
        player = std::make_unique<GtpPlayer>(spec.command);
    } else if (spec.kind == "lib" && game == Game::CONNECT4) {
        player = std::make_unique<CourseLibraryPlayer>(spec.command[0]);
    } else {
        return core::Error{"player '" + spec.text + "' cannot play " + game_name(game)};
    }
    return core::Expected<std::unique_ptr<Player>>(std::move(player));
}

}  // namespace arena
