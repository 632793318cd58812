// selfplay: games of our engine against itself, written as training files for the trainer
// (bot/learn/train.py; docs/learning.md has the whole pipeline).
//
//   selfplay --game nogo|connect4 --games N --out DIR [--iterations K] [--seed S] [-j J]
//            [--shard K/N] [--engine KIND] [--memory MB] [--net-visits N]
//            [--random-plies R] [--temperature-plies T]
//
// The run's games [0, N) (a shard's slice of them with --shard, as `arena match --shard` cuts
// a match) are split into J contiguous parts, each played by a forked child into its own part
// file DIR/part-FIRST-LAST.gbsp (training_file.h). Running the same command again resumes every
// part after its last complete game; a game is the same whichever process plays it (selfplay.h),
// so shards on many machines (GNU parallel, a Slurm array) make the same files as one run.
#include <sys/stat.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "bot/arena/parallel.h"
#include "bot/arena/shard.h"
#include "bot/arena/whole_number.h"
#include "bot/learn/selfplay.h"
#include "bot/learn/training_file.h"

namespace {

const char* const USAGE =
    "usage: selfplay --game nogo|connect4 --games N --out DIR [--iterations K] [--seed S]\n"
    "                [-j J] [--shard K/N] [--engine KIND] [--memory MB] [--net-visits N]\n"
    "                [--random-plies R] [--temperature-plies T]\n";

int usage_error(const std::string& message) {
    std::cerr << "selfplay: " << message << "\n" << USAGE;
    return 2;
}

// `text` as a whole number of at most 9 digits within [low, high].
bool bounded(const char* text, int low, int high, int* out) {
    const std::optional<int> v = arena::whole_number(text, 9);
    if (!v || *v < low || *v > high) return false;
    *out = *v;
    return true;
}

// Plays games [first, end) into DIR/part-FIRST-LAST.gbsp, resuming it. Returns one line.
std::string play_part(const learn::SelfplayOptions& options, const std::string& dir, int first,
                      int end) {
    const std::string path =
        dir + "/part-" + std::to_string(first + 1) + "-" + std::to_string(end) + ".gbsp";
    core::Expected<learn::TrainingFile> file =
        learn::TrainingFile::open(path, learn::selfplay_shape(options.game));
    if (!file) return "error: " + file.error();
    const int resumed = file->games();
    for (int index = first + resumed; index < end; ++index) {
        const core::Expected<int> done =
            file->append_game(learn::play_selfplay_game(options, index));
        if (!done) return "error: " + done.error();
    }
    return path + ": games " + std::to_string(first + 1) + "-" + std::to_string(end) +
           (resumed ? " (" + std::to_string(resumed) + " resumed)" : "");
}

}  // namespace

int main(int argc, char** argv) {
    learn::SelfplayOptions options;
    std::string game, out, shard_text;
    int games = 0, jobs = 1, iterations = int(options.iterations), seed = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
        if (flag == "--help" || flag == "-h") {
            std::cout << USAGE;
            return 0;
        }
        if (!value) return usage_error(flag + " wants a value");
        ++i;
        if (flag == "--game") {
            game = value;
        } else if (flag == "--out") {
            out = value;
        } else if (flag == "--shard") {
            shard_text = value;
        } else if (flag == "--games") {
            if (!bounded(value, 1, 100000000, &games))
                return usage_error("bad --games " + std::string(value));
        } else if (flag == "-j") {
            if (!bounded(value, 1, 256, &jobs)) return usage_error("bad -j " + std::string(value));
        } else if (flag == "--iterations") {
            if (!bounded(value, 1, 100000000, &iterations))
                return usage_error("bad --iterations " + std::string(value));
        } else if (flag == "--seed") {
            if (!bounded(value, 0, 999999999, &seed))
                return usage_error("bad --seed " + std::string(value));
        } else if (flag == "--memory") {
            if (!bounded(value, 1, 65536, &options.memory_mb))
                return usage_error("bad --memory " + std::string(value));
        } else if (flag == "--net-visits") {
            int visits = 0;
            if (!bounded(value, 0, 100000000, &visits))
                return usage_error("bad --net-visits " + std::string(value));
            options.net_visits = uint32_t(visits);
        } else if (flag == "--random-plies") {
            if (!bounded(value, 0, 1000, &options.random_plies))
                return usage_error("bad --random-plies " + std::string(value));
        } else if (flag == "--temperature-plies") {
            if (!bounded(value, 0, 1000, &options.temperature_plies))
                return usage_error("bad --temperature-plies " + std::string(value));
        } else if (flag == "--engine") {
            options.kind = core::parse_engine_kind(value);
            if (!options.kind)
                return usage_error("--engine wants " + core::engine_kind_names("|") + ", not '" +
                                   value + "'");
        } else {
            return usage_error("unknown flag " + flag);
        }
    }
    if (game != "nogo" && game != "connect4") return usage_error("--game wants nogo or connect4");
    if (games == 0) return usage_error("--games is required");
    if (out.empty()) return usage_error("--out is required");
    options.game = game == "nogo" ? learn::SelfplayGame::NOGO : learn::SelfplayGame::CONNECT4;
    options.iterations = uint64_t(iterations);
    options.seed = uint64_t(seed);
    arena::Shard shard;
    if (!shard_text.empty()) {
        const core::Expected<arena::Shard> s = arena::parse_shard(shard_text, games);
        if (!s) return usage_error(s.error());
        shard = *s;
    }
    if (mkdir(out.c_str(), 0777) != 0 && errno != EEXIST)
        return usage_error(out + ": cannot make the folder (" + std::strerror(errno) + ")");
    const arena::GameRange range = arena::shard_games(shard, games);
    const int parts = std::min(jobs, range.size());
    bool failed = false;
    const core::Expected<int> ran = arena::run_in_children(
        parts, jobs,
        [&](int part) {
            const int first = range.first + int(int64_t(range.size()) * part / parts);
            const int end = range.first + int(int64_t(range.size()) * (part + 1) / parts);
            return play_part(options, out, first, end);
        },
        [&](int, const std::string& line) {
            failed |= line.rfind("error: ", 0) == 0;
            std::cerr << "selfplay: " << line << "\n";
            return true;
        });
    if (!ran) {
        std::cerr << "selfplay: " << ran.error() << "\n";
        return 1;
    }
    return failed ? 1 : 0;
}
