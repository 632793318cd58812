#include "arena/match.h"

#include <poll.h>
#include <unistd.h>

#include <cstdio>
#include <vector>

#include "arena/process.h"
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

namespace {

struct Running {
    int index;  // -1 once reported
    Process process;
};

}  // namespace

core::Expected<int> run_match(const MatchConfig& config, const GameDone& on_done) {
    int next = 0, finished = 0;
    bool stop = false;
    const auto no_deadline = core::SteadyClock::time_point::max();
    std::vector<Running> slots;
    while (true) {
        while (!stop && next < config.games && int(slots.size()) < config.jobs) {
            const int index = next++;
            core::Expected<Process> child = Process::fork_call([&config, index](int, int out) {
                core::Expected<GameRecord> record = play_match_game(config, index);
                const std::string line =
                    (record ? to_json_line(*record) : "error: " + record.error()) + "\n";
                size_t done = 0;
                while (done < line.size()) {
                    const ssize_t n = write(out, line.data() + done, line.size() - done);
                    if (n <= 0) return 1;
                    done += size_t(n);
                }
                return 0;
            });
            if (!child)
                return core::Error{"cannot start game " + std::to_string(index + 1) + ": " +
                                   child.error()};
            slots.push_back(Running{index, std::move(*child)});
        }
        if (slots.empty()) break;
        // Wait for any game to finish: its result line arrives just before its exit.
        std::vector<pollfd> fds;
        for (Running& r : slots) fds.push_back(pollfd{r.process.output_fd(), POLLIN, 0});
        if (poll(fds.data(), fds.size(), -1) < 0) continue;
        for (size_t i = 0; i < slots.size(); ++i) {
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            Running& r = slots[i];
            std::string line;
            const ReadStatus status = r.process.read_line(line, no_deadline);
            const ExitInfo info = r.process.finish(5);
            core::Expected<GameRecord> record =
                status != ReadStatus::LINE           ? core::Error{info.text()}
                : line.compare(0, 7, "error: ") == 0 ? core::Error{line.substr(7)}
                                                     : parse_record(line);
            if (!record)
                return core::Error{"game " + std::to_string(r.index + 1) +
                                   " ended without a result: " + record.error()};
            ++finished;
            if (!on_done(r.index, *record)) stop = true;
            r.index = -1;
        }
        std::vector<Running> left;
        for (Running& r : slots)
            if (r.index >= 0) left.push_back(std::move(r));
        slots = std::move(left);
    }
    return finished;
}

}  // namespace arena
