#include "bot/arena/players/builtin.h"

#include <cstdlib>

#include "bot/time_budget.h"

namespace arena {

namespace {

Move to_move(nogo::Point p) {
    return {nogo::x_of(p), nogo::y_of(p)};
}

// The cell a stone dropped in `col` lands on, as a move. Precondition: the column is open.
Move column_move(const connect4::Board& board, int col) {
    const connect4::Cell c = board.landing_cell(col);
    return {c.x, c.y};
}

}  // namespace

Answer RandomPlayer::play(const Turn& turn) {
    const auto start = core::SteadyClock::now();
    Answer a;
    if (turn.position.game() == Game::NOGO) {
        a.move = to_move(nogo::random_point(turn.position.nogo(), rng_));
    } else {
        const connect4::Board& b = turn.position.connect4();
        a.move = column_move(b, connect4::random_column(b, rng_));
    }
    a.seconds = core::seconds_since(start);
    return a;
}

Answer GreedyPlayer::play(const Turn& turn) {
    const auto start = core::SteadyClock::now();
    Answer a;
    a.move = turn.position.game() == Game::NOGO ? choose_nogo(turn.position.nogo())
                                                : choose_connect4(turn.position.connect4());
    a.seconds = core::seconds_since(start);
    return a;
}

Move GreedyPlayer::choose_nogo(const nogo::Board& board) {
    const nogo::Color me = board.to_move(), them = nogo::opponent(me);
    int best = -1000, ties = 0;
    nogo::Point choice = -1;
    board.legal(me).for_each([&](int p) {
        nogo::Board next = board;
        next.play(p);
        const int theirs = next.legal(them).count();
        // No reply left: a win, scored above any count difference.
        const int score = theirs == 0 ? 1000 : next.legal(me).count() - theirs;
        if (score > best) {
            best = score;
            choice = p;
            ties = 1;
        } else if (score == best && rng_.below(uint32_t(++ties)) == 0) {
            choice = p;  // reservoir sampling: uniform among the best
        }
    });
    return to_move(choice);
}

Move GreedyPlayer::choose_connect4(const connect4::Board& board) {
    const connect4::Player me = board.to_move(), them = connect4::other(me);
    const unsigned legal = board.legal_columns();
    unsigned safe = 0, blocks = 0;
    for (int col = 0; col < board.cols(); ++col) {
        if (!((legal >> col) & 1)) continue;
        const connect4::Cell cell = board.landing_cell(col);
        if (board.threats(me).test(board.bit(cell))) return {cell.x, cell.y};
        if (board.threats(them).test(board.bit(cell))) blocks |= 1u << col;
        connect4::Board next = board;
        next.play(col);
        if (next.is_terminal() || (next.threats(them) & next.playable()).none()) safe |= 1u << col;
    }
    const unsigned pool = blocks ? blocks : safe ? safe : legal;
    // Centre-most: smallest distance |2 col - (N - 1)|, ties at random.
    int best = 1000, ties = 0, choice = -1;
    for (int col = 0; col < board.cols(); ++col) {
        if (!((pool >> col) & 1)) continue;
        const int distance = std::abs(2 * col - (board.cols() - 1));
        if (distance < best) {
            best = distance;
            choice = col;
            ties = 1;
        } else if (distance == best && rng_.below(uint32_t(++ties)) == 0) {
            choice = col;
        }
    }
    return column_move(board, choice);
}

EngineSettings engine_settings(const std::map<std::string, std::string>& options, uint64_t seed) {
    EngineSettings s;
    for (const auto& kv : options) {
        const char* v = kv.second.c_str();
        if (kv.first == "kind") s.options.kind = core::parse_engine_kind(kv.second);
        if (kv.first == "iterations") s.options.max_iterations = std::strtoull(v, nullptr, 10);
        if (kv.first == "memory") s.options.memory_mb = int(std::strtol(v, nullptr, 10));
        if (kv.first == "time") s.think = std::strtod(v, nullptr);
    }
    s.options.seed = seed;
    return s;
}

EnginePlayer::EnginePlayer(Game game, const EngineSettings& settings)
    : game_(game), think_(settings.think) {
    if (game == Game::NOGO) {
        nogo_ = std::make_unique<nogo::Engine>(settings.options);
        nogo_->new_game();
    } else {
        connect4_ = std::make_unique<connect4::Engine>(settings.options);
        connect4_->new_game();
    }
}

Answer EnginePlayer::play(const Turn& turn) {
    const auto start = core::SteadyClock::now();
    const double think = think_ > 0 ? think_ : bot::ARENA_THINK_SHARE * turn.limit;
    const core::Deadline deadline = core::Deadline::after(think, start);
    Answer a;
    if (game_ == Game::NOGO) {
        const nogo::Decision d = nogo_->choose(turn.position.nogo(), deadline);
        a.move = d.move >= 0 && d.move < nogo::POINTS ? to_move(d.move) : Move{-1, -1};
        a.debug = d.summary;
    } else {
        const connect4::Board& b = turn.position.connect4();
        const connect4::Decision d = connect4_->choose(b, deadline);
        const int col = d.move;
        // An engine bug must show as an illegal move, not as undefined behaviour here.
        a.move =
            col >= 0 && col < b.cols() && b.can_play(col) ? column_move(b, col) : Move{-1, col};
        a.debug = d.summary;
    }
    a.seconds = core::seconds_since(start);
    return a;
}

}  // namespace arena
