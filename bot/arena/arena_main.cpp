// arena: local matches between two players, replay of recorded games as text, SGF and an HTML
// report, regression checks.
// Usage is printed by `arena` without arguments; docs/arena.md explains everything.
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "bot/arena/analysis/check.h"
#include "bot/arena/analysis/fit_eval.h"
#include "bot/arena/analysis/fit_playout.h"
#include "bot/arena/analysis/post_mortem.h"
#include "bot/arena/analysis/replay.h"
#include "bot/arena/analysis/sgf.h"
#include "bot/arena/html_report.h"
#include "bot/arena/human/play_command.h"
#include "bot/arena/match.h"
#include "bot/arena/merge.h"
#include "bot/arena/process.h"
#include "bot/arena/report.h"

namespace {

const char* const USAGE =
    "usage:\n"
    "  arena match --game nogo|connect4 --games N [-j J] [--time SEC] [--first-time SEC]\n"
    "              [--seed S] [--sprt elo0,elo1,alpha,beta] [--records FILE.jsonl]\n"
    "              [--json SUMMARY.json] [--shard K/N] PLAYER_A PLAYER_B\n"
    "                           (--shard: the K-th of N contiguous blocks of game pairs)\n"
    "  arena merge SUMMARY.json... [--json MERGED.json] [--records FILE.jsonl]\n"
    "                           (the report of a match from its shards' --json summaries)\n"
    "  arena play --game nogo|connect4 [--board M,N,x:y] [--first human|bot] [--time SEC]\n"
    "             [--first-time SEC] [--record FILE.jsonl] PLAYER   (you against PLAYER)\n"
    "  arena replay FILE [N|ID] [--export K]\n"
    "  arena sgf FILE [N|ID] [-o OUT.sgf]\n"
    "                           (NoGo games as SGF; without N|ID all of FILE as one collection)\n"
    "  arena report SUMMARY.json [RECORDS.jsonl] [-o REPORT.html]\n"
    "                           (a match's --json summary as one self-contained web page)\n"
    "  arena check FILE [N|ID] --player SPEC [--time SEC] [-j J]\n"
    "  arena fit-eval FILE...   (how well the evaluation predicts the recorded winners)\n"
    "  arena fit-playout FILE... [--playouts N] [--every K] [--seed S]\n"
    "                           (how well the playouts' mean predicts the recorded winners)\n"
    "  arena post-mortem FILE [N|ID] [--loser NAME] [--nodes N]\n"
    "                           (where each game was lost, by alpha-beta backward from the end)\n"
    "players: random | greedy | engine[:kind=K,seed=N,time=SEC,iterations=N,memory=MiB]\n"
    "         cmd:PATH [ARGS] | keep:PATH [ARGS] | lib:PATH.so   (name=LABEL: engine:...,name=x\n"
    "         or cmd,name=x:PATH)\n";

int usage_error(const std::string& message) {
    std::cerr << "arena: " << message << "\n" << USAGE;
    return 2;
}

int fail(const std::string& message) {
    std::cerr << "arena: " << message << "\n";
    return 1;
}

// Input that cannot be used (a missing or malformed file, files that do not belong together, a
// game of the wrong kind): one line, exit code 2.
int bad_input(const std::string& message) {
    std::cerr << "arena: " << message << "\n";
    return 2;
}

// Writes `text` to `path`, or to stdout when path is empty.
bool write_output(const std::string& path, const std::string& text) {
    if (path.empty()) return bool(std::cout << text << std::flush);
    std::ofstream out(path, std::ios::trunc);
    return bool(out << text);
}

bool parse_double(const char* s, double& out) {
    char* end = nullptr;
    out = std::strtod(s, &end);
    return *s && *end == '\0';
}

bool parse_int(const char* s, long long& out) {
    char* end = nullptr;
    out = std::strtoll(s, &end, 10);
    return *s && *end == '\0';
}

// Reads the value after a flag; nullptr when it is missing.
const char* flag_value(int argc, char** argv, int& i) {
    return i + 1 < argc ? argv[++i] : nullptr;
}

// A progress line on stderr, "<verb> N/total games": rewritten in place on a terminal, one line
// per call otherwise. The caller ends it with a newline on a terminal.
std::function<void(int)> games_progress(const char* verb, size_t total) {
    const bool tty = isatty(2);
    return [verb, total, tty](int games) {
        std::cerr << (tty ? "\r" : "") << verb << " " << games << "/" << total << " games"
                  << (tty ? "\033[K" : "\n") << std::flush;
    };
}

// The arguments of a command over recorded games, from argv[2]: FILE, an optional N|ID, and
// flags that each take a value. `flag(name, value)` handles each flag named in `flags` and
// returns a usage error or "". Returns the first usage error, or "".
std::string parse_records_args(
    int argc, char** argv, const std::vector<std::string>& flags, std::string& file,
    std::string& key, const std::function<std::string(const std::string&, const char*)>& flag) {
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (std::find(flags.begin(), flags.end(), a) != flags.end()) {
            const char* v = flag_value(argc, argv, i);
            const std::string error = v ? flag(a, v) : a + " needs a value";
            if (!error.empty()) return error;
        } else if (file.empty()) {
            file = a;
        } else if (key.empty()) {
            key = a;
        } else {
            return "unexpected argument " + a;
        }
    }
    return "";
}

// The records of `file`; only the one `key` names (N or ID) unless key is empty.
core::Expected<std::vector<arena::GameRecord>> selected_records(const std::string& file,
                                                                const std::string& key) {
    core::Expected<std::vector<arena::GameRecord>> records = arena::read_records(file);
    if (!records || key.empty()) return records;
    core::Expected<arena::GameRecord> one = arena::select_record(*records, key);
    if (!one) return core::Error{one.error()};
    return std::vector<arena::GameRecord>{*one};
}

int run_match_command(int argc, char** argv) {
    arena::MatchConfig config;
    std::optional<double> first_time;
    std::optional<arena::SprtConfig> sprt;
    std::string records_path, json_path, game_text, shard_arg;
    std::vector<std::string> specs;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.size() > 1 && a[0] == '-' && a != "-") {
            const char* v = flag_value(argc, argv, i);
            if (!v) return usage_error(a + " needs a value");
            long long n = 0;
            double d = 0;
            if (a == "--game") {
                game_text = v;
            } else if (a == "--games" && parse_int(v, n) && n > 0 && n <= 1000000) {
                config.games = int(n);
            } else if ((a == "-j" || a == "--jobs") && parse_int(v, n) && n > 0 && n <= 256) {
                config.jobs = int(n);
            } else if (a == "--time" && parse_double(v, d) && d > 0) {
                config.clock.time = d;
            } else if (a == "--first-time" && parse_double(v, d) && d > 0) {
                first_time = d;
            } else if (a == "--seed" && parse_int(v, n) && n >= 0) {
                config.seed = uint64_t(n);
            } else if (a == "--sprt") {
                core::Expected<arena::SprtConfig> s = arena::parse_sprt(v);
                if (!s) return usage_error(s.error());
                sprt = *s;
            } else if (a == "--records") {
                records_path = v;
            } else if (a == "--json") {
                json_path = v;
            } else if (a == "--shard") {
                shard_arg = v;
            } else {
                return usage_error("bad option " + a + " " + v);
            }
        } else {
            specs.push_back(a);
        }
    }
    if (!shard_arg.empty()) {
        core::Expected<arena::Shard> shard = arena::parse_shard(shard_arg, config.games);
        if (!shard) return usage_error(shard.error());
        config.shard = *shard;
    }
    core::Expected<arena::Game> game = arena::parse_game(game_text);
    if (!game) return usage_error(game.error());
    config.game = *game;
    if (specs.size() != 2) return usage_error("match needs exactly two players");
    config.clock.first_time = first_time ? *first_time : 2 * config.clock.time;
    for (int i = 0; i < 2; ++i) {
        core::Expected<arena::PlayerSpec> spec = arena::parse_player_spec(specs[i], config.game);
        if (!spec) return usage_error(spec.error());
        config.players[i] = *spec;
    }
    if (config.players[0].name == config.players[1].name) {
        config.players[0].name += " (A)";
        config.players[1].name += " (B)";
    }
    std::ofstream records;
    if (!records_path.empty()) {
        records.open(records_path, std::ios::trunc);
        if (!records) return fail("cannot write " + records_path);
    }

    arena::MatchReport report(config, sprt);
    const bool tty = isatty(2);
    const int total = arena::shard_games(config.shard, config.games).size();
    const int every = total < 20 ? 1 : total / 20;
    auto on_done = [&](int index, const arena::GameRecord& record) {
        report.add(index, record);
        if (records.is_open()) records << arena::to_json_line(record) << "\n" << std::flush;
        const int done = report.tally().games();
        if (tty) {
            const int filled = done * 20 / total;
            std::cerr << "\r[" << std::string(size_t(filled), '#')
                      << std::string(size_t(20 - filled), '.') << "] " << report.progress_line()
                      << "\033[K" << std::flush;
        } else if (done % every == 0 || done == total) {
            std::cerr << report.progress_line() << "\n";
        }
        const std::optional<arena::SprtState> s = report.sprt_state();
        return !s || s->decision == arena::SprtDecision::CONTINUE;
    };
    core::Expected<int> played = arena::run_match(config, on_done);
    if (tty) std::cerr << "\n";
    if (!played) return fail(played.error());
    std::cout << report.text();
    if (!json_path.empty()) {
        std::ofstream out(json_path, std::ios::trunc);
        if (!(out << report.json() << "\n")) return fail("cannot write " + json_path);
    }
    return 0;
}

int run_merge_command(int argc, char** argv) {
    std::vector<arena::MatchSummary> summaries;
    std::string json_path, records_path;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--json" || a == "--records") {
            const char* v = flag_value(argc, argv, i);
            if (!v) return usage_error(a + " needs a value");
            (a == "--json" ? json_path : records_path) = v;
        } else {
            core::Expected<arena::MatchSummary> s = arena::read_summary(a);
            if (!s) return fail(s.error());
            summaries.push_back(std::move(*s));
        }
    }
    if (summaries.empty()) return usage_error("merge needs the shards' summaries");
    core::Expected<arena::MergedMatch> merged = arena::merge_summaries(summaries);
    if (!merged) return fail("cannot merge: " + merged.error());
    std::cout << merged->report.text();
    if (!json_path.empty()) {
        std::ofstream out(json_path, std::ios::trunc);
        if (!(out << merged->report.json() << "\n")) return fail("cannot write " + json_path);
    }
    if (!records_path.empty()) {
        std::ofstream out(records_path, std::ios::trunc);
        for (const auto& [index, record] : merged->report.games())
            out << arena::to_json_line(record) << "\n";
        if (!out) return fail("cannot write " + records_path);
    }
    for (const std::string& m : merged->missing) std::cerr << "arena: merge: " << m << "\n";
    return merged->missing.empty() ? 0 : 1;
}

int run_play_command(int argc, char** argv) {
    core::Expected<arena::PlayOptions> options =
        arena::parse_play_args(std::vector<std::string>(argv + 2, argv + argc));
    if (!options) return usage_error(options.error());
    core::Expected<bool> played = arena::run_play(*options, std::cin, std::cout);
    return played ? 0 : fail(played.error());
}

int run_replay_command(int argc, char** argv) {
    std::string file, key;
    long long export_number = 0;
    const std::string error = parse_records_args(
        argc, argv, {"--export"}, file, key, [&](const std::string&, const char* v) {
            return parse_int(v, export_number) && export_number >= 1
                       ? ""
                       : "--export needs a move number from 1";
        });
    if (!error.empty()) return usage_error(error);
    if (file.empty()) return usage_error("replay needs a file");
    core::Expected<std::vector<arena::GameRecord>> records = selected_records(file, key);
    if (!records) return fail(records.error());
    if (key.empty()) {
        if (export_number > 0) return usage_error("--export needs a game");
        int n = 0;
        for (const arena::GameRecord& r : *records)
            std::cout << ++n << "  " << r.id << "  " << r.players[0] << " vs " << r.players[1]
                      << "  " << r.moves.size() << " moves  "
                      << (r.result == arena::Result::DRAW    ? "draw"
                          : r.result == arena::Result::FIRST ? "first wins"
                                                             : "second wins")
                      << " by " << r.reason << "\n";
        return 0;
    }
    const arena::GameRecord& record = records->front();  // the one key names
    if (export_number > 0) {
        core::Expected<std::string> input = arena::export_turn(record, size_t(export_number));
        if (!input) return fail(input.error());
        std::cout << *input << "\n";
        return 0;
    }
    core::Expected<bool> shown = arena::replay_game(record, std::cout, std::cin, isatty(0));
    return shown ? 0 : fail(shown.error());
}

int run_sgf_command(int argc, char** argv) {
    std::string file, key, out_path;
    const std::string error =
        parse_records_args(argc, argv, {"-o"}, file, key, [&](const std::string&, const char* v) {
            out_path = v;
            return "";
        });
    if (!error.empty()) return usage_error(error);
    if (file.empty()) return usage_error("sgf needs a file");
    core::Expected<std::vector<arena::GameRecord>> records = selected_records(file, key);
    if (!records) return bad_input(records.error());
    core::Expected<std::string> sgf = arena::collection_sgf(*records);
    if (!sgf) return bad_input(sgf.error());
    if (!write_output(out_path, *sgf)) return fail("cannot write " + out_path);
    return 0;
}

int run_report_command(int argc, char** argv) {
    std::vector<std::string> inputs;
    std::string out_path;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "-o") {
            const char* v = flag_value(argc, argv, i);
            if (!v) return usage_error("-o needs a file");
            out_path = v;
        } else {
            inputs.push_back(a);
        }
    }
    if (inputs.empty() || inputs.size() > 2)
        return usage_error("report needs SUMMARY.json and optionally RECORDS.jsonl");
    core::Expected<arena::MatchSummary> summary = arena::read_summary(inputs[0]);
    if (!summary) return bad_input(summary.error());
    if (inputs.size() == 2) {
        core::Expected<std::vector<arena::GameRecord>> records = arena::read_records(inputs[1]);
        if (!records) return bad_input(records.error());
        core::Expected<bool> same = arena::check_same_games(*summary, *records, inputs[1]);
        if (!same) return bad_input(same.error());
    }
    core::Expected<std::string> page = arena::html_report(*summary);
    if (!page) return bad_input(page.error());
    if (!write_output(out_path, *page)) return fail("cannot write " + out_path);
    return 0;
}

int run_check_command(int argc, char** argv) {
    std::string file, key, player_text;
    double limit = 1.0;
    long long jobs = 1;
    const std::string error =
        parse_records_args(argc, argv, {"--player", "--time", "-j", "--jobs"}, file, key,
                           [&](const std::string& a, const char* v) -> std::string {
                               if (a == "--player") {
                                   player_text = v;
                               } else if (a == "-j" || a == "--jobs") {
                                   if (!parse_int(v, jobs) || jobs < 1 || jobs > 256)
                                       return "-j needs a number of jobs from 1 to 256";
                               } else if (!parse_double(v, limit) || limit <= 0) {
                                   return "--time needs a positive number of seconds";
                               }
                               return "";
                           });
    if (!error.empty()) return usage_error(error);
    if (file.empty() || player_text.empty()) return usage_error("check needs FILE --player SPEC");
    core::Expected<std::vector<arena::GameRecord>> records = selected_records(file, key);
    if (!records) return fail(records.error());
    if (records->empty()) return fail(file + " holds no games");
    core::Expected<arena::PlayerSpec> spec =
        arena::parse_player_spec(player_text, records->front().game);
    if (!spec) return usage_error(spec.error());
    core::Expected<arena::CheckSummary> summary = arena::check_records(
        *records, *spec, limit, int(jobs), games_progress("checked", records->size()));
    if (isatty(2)) std::cerr << "\n";
    if (!summary) return fail("check failed: " + summary.error());
    std::cout << "ok: " << summary->positions << " positions of " << summary->games
              << " games answered legally, slowest " << summary->max_seconds << " s\n";
    return 0;
}

// The games of `files` for the fit `command`, all of one game; fails naming a game of another.
core::Expected<std::vector<arena::GameRecord>> records_of_one_game(
    const std::vector<std::string>& files, const std::string& command) {
    std::vector<arena::GameRecord> records;
    for (const std::string& f : files) {
        core::Expected<std::vector<arena::GameRecord>> more = arena::read_records(f);
        if (!more) return more;
        records.insert(records.end(), more->begin(), more->end());
    }
    for (const arena::GameRecord& r : records)
        if (r.game != records.front().game)
            return core::Error{command + " needs games of one kind; " + r.id + " is " +
                               arena::game_name(r.game)};
    return records;
}

int run_fit_eval_command(int argc, char** argv) {
    core::Expected<std::vector<arena::GameRecord>> records =
        records_of_one_game(std::vector<std::string>(argv + 2, argv + argc), "fit-eval");
    if (!records) return fail(records.error());
    if (records->empty()) return usage_error("fit-eval needs record files holding games");
    core::Expected<arena::EvalFit> fit = arena::fit_eval(*records);
    if (!fit) return fail(fit.error());
    std::cout << arena::fit_report(*fit);
    return 0;
}

int run_fit_playout_command(int argc, char** argv) {
    arena::PlayoutFitOptions options;
    std::vector<std::string> files;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--playouts" || a == "--every") {
            const char* v = flag_value(argc, argv, i);
            long long n = 0;
            if (!v || !parse_int(v, n) || n < 1 || n > 1000000)
                return usage_error(a + " needs a number from 1 to 1000000");
            (a == "--playouts" ? options.playouts : options.every) = int(n);
        } else if (a == "--seed") {
            const char* v = flag_value(argc, argv, i);
            long long n = 0;
            if (!v || !parse_int(v, n) || n < 0) return usage_error("--seed needs a number >= 0");
            options.seed = uint64_t(n);
        } else {
            files.push_back(a);
        }
    }
    core::Expected<std::vector<arena::GameRecord>> records =
        records_of_one_game(files, "fit-playout");
    if (!records) return fail(records.error());
    if (records->empty()) return usage_error("fit-playout needs record files holding games");
    core::Expected<arena::PlayoutFit> fit = arena::fit_playout(*records, options);
    if (!fit) return fail(fit.error());
    std::cout << arena::playout_fit_report(*fit, options);
    return 0;
}

int run_post_mortem_command(int argc, char** argv) {
    std::string file, key, loser;
    long long nodes = 4000000;
    const std::string error =
        parse_records_args(argc, argv, {"--loser", "--nodes"}, file, key,
                           [&](const std::string& a, const char* v) -> std::string {
                               if (a == "--loser")
                                   loser = v;
                               else if (!parse_int(v, nodes) || nodes < 1)
                                   return "--nodes needs a positive number of nodes";
                               return "";
                           });
    if (!error.empty()) return usage_error(error);
    if (file.empty()) return usage_error("post-mortem needs a file");
    core::Expected<std::vector<arena::GameRecord>> records = selected_records(file, key);
    if (!records) return fail(records.error());
    core::Expected<std::vector<arena::LossFinding>> findings = arena::post_mortem(
        *records, loser, uint64_t(nodes), games_progress("examined", records->size()));
    if (isatty(2)) std::cerr << "\n";
    if (!findings) return fail(findings.error());
    if (findings->empty())
        return fail(loser.empty() ? file + " holds no decided game"
                                  : file + " holds no game lost by " + loser);
    std::cout << arena::post_mortem_report(*findings, uint64_t(nodes));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    arena::ignore_sigpipe();
    if (argc < 2) return usage_error("no command");
    const std::string command = argv[1];
    if (command == "match") return run_match_command(argc, argv);
    if (command == "merge") return run_merge_command(argc, argv);
    if (command == "play") return run_play_command(argc, argv);
    if (command == "replay") return run_replay_command(argc, argv);
    if (command == "sgf") return run_sgf_command(argc, argv);
    if (command == "report") return run_report_command(argc, argv);
    if (command == "check") return run_check_command(argc, argv);
    if (command == "fit-eval") return run_fit_eval_command(argc, argv);
    if (command == "fit-playout") return run_fit_playout_command(argc, argv);
    if (command == "post-mortem") return run_post_mortem_command(argc, argv);
    if (command == "-h" || command == "--help") {
        std::cout << USAGE;
        return 0;
    }
    return usage_error("unknown command " + command);
}
