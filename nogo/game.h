// nogo::Board as a game of the core search interface (core/game.h). The knowledge switch selects
// the knowledge of nogo/knowledge.h (priors, playout policy, winning-move check); without it the
// adapter gives uniform priors and uniformly random playouts. With a net (nogo/net.h) the adapter
// has the optional net interface.
#pragma once

#include "core/game.h"
#include "nogo/board.h"
#include "nogo/knowledge.h"
#include "nogo/net.h"

namespace nogo {

struct Game {
    using Position = Board;
    using Move = Point;
    static constexpr int MAX_MOVES = POINTS;

    bool knowledge = true;
    // The learned net the tree consults (nogo/net.h), or none.
    NetEvaluator* net = nullptr;

    int moves(const Board& b, Point* out) const {
        int n = 0;
        b.legal(b.to_move()).for_each([&](Point p) { out[n++] = p; });
        return n;
    }
    void play(Board& b, Point p) const { b.play(p); }
    bool terminal(const Board& b, core::Value* v) const {
        if (!b.is_terminal()) return false;
        *v = core::VALUE_LOSS;
        return true;
    }
    bool winning_move(const Board& b, Point* p) const {
        return knowledge && nogo::winning_move(b, p);
    }
    uint64_t hash(const Board& b) const { return b.hash(); }
    core::Value evaluate(const Board& b) const { return nogo::evaluate(b); }
    static constexpr double EVAL_SCALE = nogo::EVAL_SCALE;
    void priors(const Board& b, const Point* m, int n, float* out) const {
        if (knowledge) {
            nogo::priors(b, m, n, out);
        } else {
            for (int i = 0; i < n; ++i) out[i] = 0.5f;
        }
    }
    float playout(Board& b, core::Rng& rng) const { return nogo::playout(b, rng, knowledge); }
    bool has_net() const { return net != nullptr; }
    void net_evaluate(const Board& b, const Point* m, int n, float* priors, float* value) const {
        net->evaluate(b, m, n, priors, value);
    }
    static constexpr bool AMAF = true;
    float playout(Board& b, core::Rng& rng, core::AmafSet* played) const {
        return nogo::playout(b, rng, knowledge, played);
    }
};

}  // namespace nogo
