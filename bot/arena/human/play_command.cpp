#include "bot/arena/human/play_command.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>

#include "bot/arena/match.h"
#include "bot/arena/position.h"
#include "bot/arena/whole_number.h"

namespace arena {

namespace {

// A positive number of seconds below 10^6; nullopt otherwise.
std::optional<double> seconds(const std::string& s) {
    char* end = nullptr;
    const double d = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0' || !(d > 0 && d < 1e6)) return std::nullopt;
    return d;
}

// "M,N,x:y,...": rows, columns and forbidden cells into `setup`, checked as Position::start
// checks them.
core::Expected<bool> parse_board(const std::string& text, GameRecord& setup) {
    const core::Error bad{"--board '" + text + "' is not M,N,x:y (rows, columns, forbidden cells)"};
    std::istringstream in(text);
    std::vector<std::string> parts;
    for (std::string part; std::getline(in, part, ',');) parts.push_back(part);
    if (parts.size() < 2) return bad;
    // Sizes and coordinates have at most 2 digits; Position::start checks their ranges.
    const std::optional<int> rows = whole_number(parts[0], 2), cols = whole_number(parts[1], 2);
    if (!rows || !cols) return bad;
    setup.rows = *rows;
    setup.cols = *cols;
    setup.forbidden.clear();
    for (size_t i = 2; i < parts.size(); ++i) {
        const size_t colon = parts[i].find(':');
        if (colon == std::string::npos) return bad;
        const std::optional<int> x = whole_number(parts[i].substr(0, colon), 2);
        const std::optional<int> y = whole_number(parts[i].substr(colon + 1), 2);
        if (!x || !y) return bad;
        setup.forbidden.push_back({*x, *y});
    }
    core::Expected<Position> start = Position::start(setup);
    if (!start) return core::Error{"--board '" + text + "': " + start.error()};
    return true;
}

}  // namespace

core::Expected<PlayOptions> parse_play_args(const std::vector<std::string>& args) {
    PlayOptions options;
    HumanGame& game = options.game;
    std::string game_text, board_text, first = "human", spec_text;
    std::optional<double> first_time;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() < 2 || a[0] != '-') {
            if (!spec_text.empty()) return core::Error{"play takes one player, not also " + a};
            spec_text = a;
            continue;
        }
        if (i + 1 == args.size()) return core::Error{a + " needs a value"};
        const std::string& v = args[++i];
        if (a == "--game") {
            game_text = v;
        } else if (a == "--board") {
            board_text = v;
        } else if (a == "--first" && (v == "human" || v == "bot")) {
            first = v;
        } else if (a == "--time" && seconds(v)) {
            game.clock.time = *seconds(v);
        } else if (a == "--first-time" && seconds(v)) {
            first_time = seconds(v);
        } else if (a == "--record" && !v.empty()) {
            options.record_path = v;
        } else {
            return core::Error{"bad option " + a + " " + v};
        }
    }
    core::Expected<Game> g = parse_game(game_text);
    if (!g) return core::Error{g.error()};
    if (spec_text.empty()) return core::Error{"play needs a player to play against"};
    core::Expected<PlayerSpec> spec = parse_player_spec(spec_text, *g);
    if (!spec) return core::Error{spec.error()};
    game.bot = *spec;
    game.clock.first_time = first_time ? *first_time : 2 * game.clock.time;
    game.human_seat = first == "human" ? 0 : 1;

    if (*g == Game::CONNECT4 && board_text.empty()) {
        // The board of a match's first pair of games, from a seed of its own.
        MatchConfig config;
        config.game = *g;
        config.seed = std::random_device{}();
        game.setup = game_setup(config, 0);
    } else if (*g == Game::CONNECT4) {
        game.setup.game = *g;
        core::Expected<bool> board = parse_board(board_text, game.setup);
        if (!board) return core::Error{board.error()};
    } else if (!board_text.empty()) {
        return core::Error{"--board is for Connect4 only"};
    }
    game.setup.game = *g;
    const std::string human = "human";
    const std::string bot = spec->name == human ? human + " (bot)" : spec->name;
    game.setup.players[game.human_seat] = human;
    game.setup.players[1 - game.human_seat] = bot;
    return options;
}

core::Expected<bool> run_play(PlayOptions options, std::istream& in, std::ostream& out) {
    const std::string& path = options.record_path;
    size_t earlier = 0;
    if (std::ifstream(path)) {
        core::Expected<std::vector<GameRecord>> records = read_records(path);
        if (!records)
            return core::Error{"the records would go to " + path +
                               ", which is not a record file (" + records.error() +
                               "); give another --record"};
        earlier = records->size();
    }
    GameRecord& setup = options.game.setup;
    char id[48];
    std::snprintf(id, sizeof id, "%s-human-%04zu", setup.game == Game::NOGO ? "nogo" : "c4",
                  earlier + 1);
    setup.id = id;
    core::Expected<GameRecord> record = play_human_game(options.game, in, out);
    if (!record) return core::Error{record.error()};
    std::ofstream file(path, std::ios::app);
    if (!(file << to_json_line(*record) << "\n" << std::flush))
        return core::Error{"cannot append the record to " + path};
    out << "Record: game " << earlier + 1 << " of " << path << " (arena replay " << path << " "
        << earlier + 1 << ")\n";
    return true;
}

}  // namespace arena
