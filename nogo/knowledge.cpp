#include "nogo/knowledge.h"

#include "nogo/playout.h"

namespace nogo {

core::Value evaluate(const Board& b) {
    const Color c = b.to_move(), e = opponent(c);
    const PointSet& lc = b.legal(c);
    const PointSet& le = b.legal(e);
    const int own_c = lc.and_not(le).count(), own_e = le.and_not(lc).count();
    return EVAL_OWN * (own_c - own_e) + EVAL_LEGAL * (lc.count() - le.count());
}

void priors(const Board& b, const Point* moves, int n, float* out) {
    const PointSet& le = b.legal(opponent(b.to_move()));
    for (int i = 0; i < n; ++i) out[i] = le.test(moves[i]) ? PRIOR_SHARED : PRIOR_OWN;
}

float playout(Board& b, core::Rng& rng, bool knowledge, PointSet* played) {
    return PlayoutBoard(b).run(rng, knowledge, played);
}

bool winning_move(const Board& b, Point* move) {
    const Color c = b.to_move();
    if (b.legal(opponent(c)).count() > WIN_CHECK_LEGAL) return false;
    bool found = false;
    b.legal(c).for_each([&](Point p) {
        if (found) return;
        Board next = b;
        next.play(p);
        if (next.is_terminal()) {
            found = true;
            *move = p;
        }
    });
    return found;
}

}  // namespace nogo
