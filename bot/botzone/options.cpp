#include "bot/botzone/options.h"

#include <cerrno>
#include <cstdlib>

namespace bot {

bool parse_u64(const std::string& s, uint64_t* out) {
    if (s.empty() || s.size() > 19 || s.find_first_not_of("0123456789") != std::string::npos)
        return false;
    *out = std::strtoull(s.c_str(), nullptr, 10);
    return true;
}

namespace {

bool parse_seconds(const std::string& s, double* out) {
    if (s.empty()) return false;
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(s.c_str(), &end);
    if (errno != 0 || *end != '\0' || !(v > 0 && v <= 3600)) return false;
    *out = v;
    return true;
}

}  // namespace

core::Expected<BotOptions> parse_options(int argc, const char* const* argv, bool allow_saiblo) {
    BotOptions o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            o.help = true;
            return o;
        }
    }
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        const std::string value = has_value ? argv[i + 1] : "";
        uint64_t n = 0;
        if (arg == "--no-keep-running") {
            o.keep_running = false;
        } else if (arg == "--saiblo" && allow_saiblo) {
            o.saiblo = true;
        } else if (arg == "--seed" && has_value && parse_u64(value, &n)) {
            o.seed = n;
            ++i;
        } else if (arg == "--iterations" && has_value && parse_u64(value, &n)) {
            o.iterations = n;
            ++i;
        } else if (arg == "--memory" && has_value && parse_u64(value, &n) && n >= 1 && n <= 4096) {
            o.memory_mb = int(n);
            ++i;
        } else if (arg == "--net-visits" && has_value && parse_u64(value, &n) && n <= 100000000) {
            o.net_visits = uint32_t(n);
            ++i;
        } else if (arg == "--time" && has_value && parse_seconds(value, &o.time)) {
            ++i;
        } else if (arg == "--engine" && has_value && core::parse_engine_kind(value)) {
            o.engine = core::parse_engine_kind(value);
            ++i;
        } else {
            return core::Error{"bad argument '" + arg + (has_value ? " " + value : "") + "'"};
        }
    }
    return o;
}

std::string usage(const std::string& program, bool allow_saiblo) {
    std::string u = "usage: " + program + " [--engine " + core::engine_kind_names("|") +
                    "] [--seed N] [--iterations N] [--time SECONDS] [--memory MB]"
                    " [--net-visits N] [--no-keep-running]";
    if (allow_saiblo) u += " [--saiblo]";
    return u + "\n       " + program + " --help";
}

double turn_budget(const BotOptions& options, const TimePolicy& policy, bool first_turn,
                   double input_limit) {
    if (options.time > 0) return options.time;
    const double base = input_limit > 0 ? policy.margin * input_limit : policy.turn_seconds;
    return first_turn ? base * policy.first_turn_factor : base;
}

}  // namespace bot
