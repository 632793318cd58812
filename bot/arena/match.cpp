#include "bot/arena/match.h"

#include <cstdio>
#include <vector>

#include "bot/arena/parallel.h"
#include "core/random.h"

namespace arena {

GameRecord game_setup(const MatchConfig& config, int index) {
    GameRecord r;
    r.game = config.game;
    char id[48];
    std::snprintf(id, sizeof id, "%s-%04d", config.game == Game::NOGO ? "nogo" : "c4", index + 1);
    r.id = id;
    const bool a_first = a_moves_first(index);
    r.players[0] = config.players[a_first ? 0 : 1].name;
    r.players[1] = config.players[a_first ? 1 : 0].name;
    if (config.game == Game::CONNECT4) {
        uint64_t state = config.seed * 0x9E3779B97F4A7C15ULL + uint64_t(index / 2);
        core::Rng rng(core::splitmix64(state));
        r.rows = 9 + int(rng.below(4));
        r.cols = 9 + int(rng.below(4));
        const int cell = int(rng.below(uint32_t(r.rows * r.cols)));
        r.forbidden = {{cell / r.cols, cell % r.cols}};
    }
    return r;
}

uint64_t seed_offset(uint64_t match_seed, int index, int player) {
    uint64_t state = match_seed * 0xD1B54A32D192ED03ULL + 2 * uint64_t(index) + uint64_t(player);
    return core::splitmix64(state);
}

core::Expected<GameRecord> play_match_game(const MatchConfig& config, int index) {
    const GameRecord setup = game_setup(config, index);
    const bool a_first = a_moves_first(index);
    const PlayerSpec& first = config.players[a_first ? 0 : 1];
    const PlayerSpec& second = config.players[a_first ? 1 : 0];
    core::Expected<std::unique_ptr<Player>> p0 =
        make_player(first, config.game, seed_offset(config.seed, index, a_first ? 0 : 1));
    core::Expected<std::unique_ptr<Player>> p1 =
        make_player(second, config.game, seed_offset(config.seed, index, a_first ? 1 : 0));
    if (!p0) return core::Error{p0.error()};
    if (!p1) return core::Error{p1.error()};
    return play_game(setup, **p0, **p1, config.clock);
}

core::Expected<int> run_match(const MatchConfig& config, const GameDone& on_done) {
    std::string failure;
    const GameRange range = shard_games(config.shard, config.games);
    core::Expected<int> played = run_in_children(
        range.size(), config.jobs,
        [&config, &range](int task) {
            core::Expected<GameRecord> record = play_match_game(config, range.first + task);
            return record ? to_json_line(*record) : "error: " + record.error();
        },
        [&](int task, const std::string& line) {
            const int index = range.first + task;
            core::Expected<GameRecord> record = line.compare(0, 7, "error: ") == 0
                                                    ? core::Error{line.substr(7)}
                                                    : parse_record(line);
            if (!record) {
                failure = "game " + std::to_string(index + 1) + ": " + record.error();
                return false;
            }
            return on_done(index, *record);
        });
    if (!played)  // run_in_children counts tasks from 1 within the shard
        return core::Error{config.shard.whole()
                               ? played.error()
                               : shard_text(config.shard, config.games) + ": " + played.error()};
    if (!failure.empty()) return core::Error{failure};
    return played;
}

}  // namespace arena
