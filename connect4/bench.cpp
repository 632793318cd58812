#include "connect4/bench.h"

#include <vector>

#include "connect4/engine.h"
#include "core/random.h"

namespace connect4 {

namespace {

// The speed position: the empty 12x12 board with the forbidden cell (6, 5).
Board speed_board() {
    return *Board::create(12, 12, {{6, 5}});
}

// The bench positions: on three board shapes, the empty board and positions after 8, 16, 24 and
// 32 plies of uniformly random play from seed 2024 (a game that ends sooner contributes its
// last non-terminal position).
std::vector<Board> bench_positions() {
    const Board shapes[] = {speed_board(), *Board::create(9, 9, {{8, 4}}),
                            *Board::create(10, 11, {{0, 3}})};
    std::vector<Board> out;
    core::Rng rng(2024);
    for (const Board& empty : shapes)
        for (int plies = 0; plies <= 32; plies += 8)
            out.push_back(core::random_play(empty, plies, rng, random_column));
    return out;
}

}  // namespace

core::BenchSignature bench(core::EngineKind kind, uint64_t iterations) {
    return core::bench_signature<Engine>(bench_positions(), kind, iterations);
}

int run_bench(std::ostream& out) {
    const std::vector<Board> positions = bench_positions();
    core::print_bench<Engine>(out, "connect4", positions, BENCH_ITERATIONS, speed_board(),
                              "an empty 12x12 board with a forbidden cell", 5, 50000);
    NetEvaluator& net = shipped_net();
    core::print_net_speed(out, "connect4", net.id(), positions, 5, 2000, [&net](const Board& b) {
        int cols[MAX_SIZE];
        float priors[MAX_SIZE], value;
        int n = 0;
        for (unsigned legal = b.legal_columns(); legal; legal &= legal - 1)
            cols[n++] = __builtin_ctz(legal);
        net.evaluate(b, cols, n, priors, &value);
    });
    return 0;
}

}  // namespace connect4
