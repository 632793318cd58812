#include "bot/learn/selfplay.h"

#include "connect4/engine.h"
#include "connect4/features.h"
#include "core/random.h"
#include "nogo/engine.h"
#include "nogo/features.h"

namespace learn {

namespace {

// A generator for game `index` of a run seeded `seed`, one per purpose (`stream`).
core::Rng game_rng(uint64_t seed, int index, uint64_t stream) {
    uint64_t state =
        seed * 0x9E3779B97F4A7C15ULL + uint64_t(index) * 0xD1B54A32D192ED03ULL + stream;
    return core::Rng(core::splitmix64(state));
}

// What differs between the games. Each has: Engine, Board, Move; start(rng), a game's first
// position; random_move(b, rng); cell(b, m), the canvas cell of move m; winner_value(b, side),
// the final result of b for `side` (1, 0.5, 0); mover(b), the side to move; planes(b, out).
struct NogoRules {
    using Engine = nogo::Engine;
    using Board = nogo::Board;
    using Move = nogo::Point;
    using Side = nogo::Color;
    static constexpr TrainingShape SHAPE{0, nogo::NET_PLANES, nogo::NET_HEIGHT, nogo::NET_WIDTH};
    static Board start(core::Rng&) { return Board(); }
    static Move random_move(const Board& b, core::Rng& rng) { return nogo::random_point(b, rng); }
    static int cell(const Board&, Move m) { return nogo::net_cell(m); }
    static void legal(const Board& b, uint8_t* out) {
        b.legal(b.to_move()).for_each([&](nogo::Point p) { out[nogo::net_cell(p)] = 1; });
    }
    static Side mover(const Board& b) { return b.to_move(); }
    static float result(const Board& end, Side side) { return end.winner() == side ? 1.0f : 0.0f; }
    static void planes(const Board& b, uint8_t* out) { nogo::net_planes(b, out); }
    static uint8_t rows(const Board&) { return nogo::SIZE; }
    static uint8_t cols(const Board&) { return nogo::SIZE; }
};

struct Connect4Rules {
    using Engine = connect4::Engine;
    using Board = connect4::Board;
    using Move = int;
    using Side = connect4::Player;
    static constexpr TrainingShape SHAPE{1, connect4::NET_PLANES, connect4::NET_HEIGHT,
                                         connect4::NET_WIDTH};
    // As the course draws boards: M and N uniform in 9..12, one forbidden cell uniform over it.
    static Board start(core::Rng& rng) {
        const int rows = 9 + int(rng.below(4)), cols = 9 + int(rng.below(4));
        const int cell = int(rng.below(uint32_t(rows * cols)));
        return *Board::create(rows, cols, {{cell / cols, cell % cols}});
    }
    static Move random_move(const Board& b, core::Rng& rng) {
        return connect4::random_column(b, rng);
    }
    static int cell(const Board& b, Move col) { return connect4::net_move_cell(b, col); }
    static void legal(const Board& b, uint8_t* out) {
        for (int col = 0; col < b.cols(); ++col)
            if (b.can_play(col)) out[connect4::net_move_cell(b, col)] = 1;
    }
    static Side mover(const Board& b) { return b.to_move(); }
    static float result(const Board& end, Side side) {
        const connect4::Outcome o = end.outcome();
        if (o == connect4::Outcome::DRAW) return 0.5f;
        const Side winner = o == connect4::Outcome::FIRST_WINS ? connect4::FIRST : connect4::SECOND;
        return winner == side ? 1.0f : 0.0f;
    }
    static void planes(const Board& b, uint8_t* out) { connect4::net_planes(b, out); }
    static uint8_t rows(const Board& b) { return uint8_t(b.rows()); }
    static uint8_t cols(const Board& b) { return uint8_t(b.cols()); }
};

template <class Rules>
std::vector<TrainingPosition> play(const SelfplayOptions& options, int index) {
    using Board = typename Rules::Board;
    using Move = typename Rules::Move;
    core::Rng setup = game_rng(options.seed, index, 0);
    core::Rng moves = game_rng(options.seed, index, 1);
    core::EngineOptions engine_options;
    engine_options.kind = options.kind;
    engine_options.seed = game_rng(options.seed, index, 2).next();
    engine_options.memory_mb = options.memory_mb;
    engine_options.max_iterations = options.iterations;
    engine_options.net_visits = options.net_visits;
    typename Rules::Engine engine(engine_options);

    const size_t cells = size_t(Rules::SHAPE.height) * Rules::SHAPE.width;
    Board b = Rules::start(setup);
    const int random_plies = int(setup.below(uint32_t(options.random_plies + 1)));
    std::vector<TrainingPosition> out;
    std::vector<typename Rules::Side> movers;
    for (int ply = 0; !b.is_terminal(); ++ply) {
        if (ply < random_plies) {
            b.play(Rules::random_move(b, moves));
            continue;
        }
        const auto d = engine.choose(b, core::Deadline::never());
        TrainingPosition p;
        p.planes.assign(Rules::SHAPE.planes * cells, 0);
        Rules::planes(b, p.planes.data());
        p.legal.assign(cells, 0);
        Rules::legal(b, p.legal.data());
        p.policy.assign(cells, 0.0f);
        p.root_value = float(d.value);
        p.rows = Rules::rows(b);
        p.cols = Rules::cols(b);
        Move move = d.move;
        const auto visits = engine.root_visits();
        uint64_t total = 0;
        for (const auto& v : visits) total += v.visits;
        if (d.decided_by == core::DecidedBy::UCT && total > 0) {
            for (const auto& v : visits)
                p.policy[size_t(Rules::cell(b, v.move))] = float(double(v.visits) / double(total));
            if (ply < random_plies + options.temperature_plies) {
                uint64_t pick = moves.next() % total;  // visits in proportion
                for (const auto& v : visits) {
                    if (pick < v.visits) {
                        move = v.move;
                        break;
                    }
                    pick -= v.visits;
                }
            }
        } else {
            p.policy[size_t(Rules::cell(b, d.move))] = 1.0f;
        }
        out.push_back(std::move(p));
        movers.push_back(Rules::mover(b));
        b.play(move);
    }
    for (size_t i = 0; i < out.size(); ++i) out[i].result = Rules::result(b, movers[i]);
    return out;
}

}  // namespace

TrainingShape selfplay_shape(SelfplayGame game) {
    return game == SelfplayGame::NOGO ? NogoRules::SHAPE : Connect4Rules::SHAPE;
}

std::vector<TrainingPosition> play_selfplay_game(const SelfplayOptions& options, int index) {
    return options.game == SelfplayGame::NOGO ? play<NogoRules>(options, index)
                                              : play<Connect4Rules>(options, index);
}

}  // namespace learn
