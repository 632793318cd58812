// connect4::Board as a game of the core search interface (core/game.h). The knowledge switch
// selects the knowledge of connect4/knowledge.h (useful columns only, priors, playout policy);
// without it the adapter gives all legal columns, uniform priors and uniformly random playouts.
// With a net (connect4/net.h) the adapter has the optional net interface.
#pragma once

#include "connect4/board.h"
#include "connect4/knowledge.h"
#include "connect4/net.h"
#include "core/game.h"

namespace connect4 {

struct Game {
    using Position = Board;
    using Move = int;  // a column
    static constexpr int MAX_MOVES = MAX_SIZE;

    bool knowledge = true;
    // The learned net the graph consults (connect4/net.h), or none.
    NetEvaluator* net = nullptr;

    int moves(const Board& b, int* out) const {
        unsigned cols = knowledge ? useful_columns(b) : b.legal_columns();
        int n = 0;
        for (; cols; cols &= cols - 1) out[n++] = __builtin_ctz(cols);
        return n;
    }
    void play(Board& b, int col) const { b.play(col); }
    bool terminal(const Board& b, core::Value* v) const {
        if (!b.is_terminal()) return false;
        *v = b.outcome() == Outcome::DRAW ? core::VALUE_DRAW : core::VALUE_LOSS;
        return true;
    }
    bool winning_move(const Board& b, int* col) const {
        if (!knowledge) return false;
        const Bitboard w = winning_cells(b);
        if (w.none()) return false;
        *col = w.lowest() / b.stride();
        return true;
    }
    uint64_t hash(const Board& b) const { return b.hash(); }
    core::Value evaluate(const Board& b) const { return connect4::evaluate(b); }
    static constexpr double EVAL_SCALE = connect4::EVAL_SCALE;
    void priors(const Board& b, const int* cols, int n, float* out) const {
        if (knowledge) {
            connect4::priors(b, cols, n, out);
        } else {
            for (int i = 0; i < n; ++i) out[i] = 0.5f;
        }
    }
    float playout(Board& b, core::Rng& rng) const {
        bool proven;
        return connect4::playout(b, rng, knowledge, &proven);
    }
    float playout(Board& b, core::Rng& rng, bool* proven) const {
        return connect4::playout(b, rng, knowledge, proven);
    }
    bool has_net() const { return net != nullptr; }
    void net_evaluate(const Board& b, const int* cols, int n, float* priors, float* value) const {
        net->evaluate(b, cols, n, priors, value);
    }
    int plies(const Board& b) const { return b.move_count(); }
    static constexpr bool AMAF = false;  // a column is not the same action at every height
};

}  // namespace connect4
