// rules-bench: speed of the rule engines alone. Plays uniformly random games from the start
// position (NoGo 9x9; Connect4 12x12 with a forbidden cell) with a fixed seed and prints moves per
// second, the median of five runs, plus a checksum of the games so runs can be compared; then the
// same for Connect4's knowledge playout (connect4/knowledge.h), the graph's inner loop.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "connect4/board.h"
#include "connect4/knowledge.h"
#include "core/clock.h"
#include "core/random.h"
#include "nogo/board.h"

namespace {

struct Run {
    double seconds;
    long moves;
    uint64_t checksum;
};

template <class PlayGame>
double median_rate(const char* name, int games, PlayGame play_game) {
    std::vector<double> rates;
    uint64_t checksum = 0;
    long moves = 0;
    for (int run = 0; run < 5; ++run) {
        core::Rng rng(12345);
        Run r{0, 0, 0};
        const auto start = core::SteadyClock::now();
        for (int g = 0; g < games; ++g) play_game(rng, r);
        r.seconds = core::seconds_since(start);
        rates.push_back(double(r.moves) / r.seconds);
        checksum = r.checksum;
        moves = r.moves;
    }
    std::sort(rates.begin(), rates.end());
    std::printf(
        "%-28s %8d games %10ld moves  %6.2f M moves/s (median of 5; min %.2f max %.2f)  checksum "
        "%016llx\n",
        name, games, moves, rates[2] / 1e6, rates[0] / 1e6, rates[4] / 1e6,
        static_cast<unsigned long long>(checksum));
    return rates[2];
}

}  // namespace

int main() {
    median_rate("nogo 9x9 random play", 20000, [](core::Rng& rng, Run& r) {
        nogo::Board b;
        while (!b.is_terminal()) {
            b.play(nogo::random_point(b, rng));
            ++r.moves;
        }
        r.checksum ^= b.hash();
    });
    const connect4::Board empty = *connect4::Board::create(12, 12, {{6, 5}});
    median_rate("connect4 12x12 random play", 100000, [&](core::Rng& rng, Run& r) {
        connect4::Board b = empty;
        while (!b.is_terminal()) {
            b.play(connect4::random_column(b, rng));
            ++r.moves;
        }
        r.checksum ^= b.hash();
    });
    median_rate("connect4 12x12 playout", 50000, [&](core::Rng& rng, Run& r) {
        connect4::Board b = empty;
        bool proven;
        const float result = connect4::playout(b, rng, true, &proven);
        r.moves += b.move_count();
        r.checksum = r.checksum * 31 + b.hash() + uint64_t(result * 2) + proven;
    });
    return 0;
}
