#include "bot/arena/shard.h"

#include <cstdlib>

namespace arena {

namespace {

int pairs(int games) {
    return (games + 1) / 2;
}

// A number of 1 to 6 digits, else 0.
int small_number(const std::string& digits) {
    if (digits.empty() || digits.size() > 6 ||
        digits.find_first_not_of("0123456789") != std::string::npos)
        return 0;
    return std::atoi(digits.c_str());
}

}  // namespace

core::Expected<Shard> parse_shard(const std::string& text, int games) {
    const size_t slash = text.find('/');
    Shard s;
    if (slash != std::string::npos) {
        s.k = small_number(text.substr(0, slash));
        s.n = small_number(text.substr(slash + 1));
    }
    if (slash == std::string::npos || s.k < 1 || s.k > s.n)
        return core::Error{"--shard wants K/N with 1 <= K <= N (e.g. 2/8), not '" + text + "'"};
    if (s.n > pairs(games))
        return core::Error{"--shard " + text + ": " + std::to_string(games) + " games make " +
                           std::to_string(pairs(games)) + " pairs, so at most " +
                           std::to_string(pairs(games)) + " shards"};
    return s;
}

GameRange shard_games(const Shard& s, int games) {
    const long long p = pairs(games);
    const int first = int(2 * ((s.k - 1) * p / s.n));
    const int end = int(2 * (s.k * p / s.n));
    return {first, end < games ? end : games};
}

std::string shard_text(const Shard& s, int games) {
    const GameRange r = shard_games(s, games);
    return "shard " + std::to_string(s.k) + "/" + std::to_string(s.n) + " (games " +
           std::to_string(r.first + 1) + "-" + std::to_string(r.end) + ")";
}

}  // namespace arena
