#include "bot/arena/shard.h"

#include "bot/arena/whole_number.h"

namespace arena {

namespace {

int pairs(int games) {
    return (games + 1) / 2;
}

}  // namespace

core::Expected<Shard> parse_shard(const std::string& text, int games) {
    const size_t slash = text.find('/');
    Shard s;
    if (slash != std::string::npos) {
        // At most 6 digits each; anything else is 0, which the check below refuses.
        s.k = whole_number(text.substr(0, slash), 6).value_or(0);
        s.n = whole_number(text.substr(slash + 1), 6).value_or(0);
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
