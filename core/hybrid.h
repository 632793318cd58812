// The searcher the engines run: alpha-beta, UCT, or the hybrid of the two, over any game adapter
// G (core/game.h), within one deadline.
//
// Hybrid turn: (1) re-root the UCT tree on the new position; a root the tree already proved is
// answered at once. (2) Alpha-beta gets the first `alphabeta_share` of the time left (none when
// the share is 0) and skips the root moves the tree already proved lost: a proven win or a
// proven loss (longest defence) is played at once; root moves it proved lost are marked lost in
// the UCT tree, and a single move left standing is played at once. (3) UCT searches for the rest
// of the time from the kept tree, looking its leaves up in alpha-beta's table (Uct::set_proofs),
// so every win or loss alpha-beta proved inside its tree, this turn or earlier, is proven in the
// UCT tree when reached; its proven wins are preferred, then visits. The engines may also give
// the hybrid's tree implicit minimax backups of alpha-beta's evaluation (UctParams, core/uct.h),
// so that what the evaluation says steers the tree where nothing is proven.
// How large the share is, per position, is the game's decision (its engine.cpp), from
// measurements written there.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "core/alphabeta.h"
#include "core/clock.h"
#include "core/engine.h"
#include "core/random.h"
#include "core/score.h"
#include "core/tt.h"
#include "core/uct.h"

namespace core {

enum class SearchKind { ALPHABETA, UCT, HYBRID };

// The search an engine kind names: "alphabeta" alpha-beta alone, "uct" and "uct-plain" (UCT
// without game knowledge) UCT alone, any other name the hybrid. The bots validate the name first.
inline SearchKind search_kind(const std::string& kind) {
    if (kind == "alphabeta") return SearchKind::ALPHABETA;
    if (kind == "uct" || kind == "uct-plain") return SearchKind::UCT;
    return SearchKind::HYBRID;
}

// One turn's plan: the share of the time (or of the node budget, with an iteration limit) that
// alpha-beta gets first, and its depth limit.
struct HybridPlan {
    double alphabeta_share = 0.2;
    int max_depth = MAX_PLY - 4;
};

template <class Move>
struct SearchResult {
    Move move{};
    double value = 0.5;       // estimated win probability for the side to move
    uint64_t iterations = 0;  // UCT iterations
    uint64_t nodes = 0;       // alpha-beta nodes
    int depth = 0;            // alpha-beta depth completed
    int lost = 0;             // root moves alpha-beta proved lost
    const char* source = "";  // which part decided: "ab-win", "ab-loss", "ab-forced", "uct", "ab"
};

// The engines' one-line summary of a turn's search, for Botzone's debug field: the engine kind,
// which part decided, UCT iterations, alpha-beta nodes and depth, the position's size as
// `size_name`=`size` (NoGo's L, Connect4's E), alpha-beta's share of the turn (under the hybrid
// only: the other kinds do not use the plan), root moves proved lost, value and time in ms.
template <class Move>
std::string search_summary(const std::string& kind, const SearchResult<Move>& r,
                           const char* size_name, int size, const HybridPlan& plan,
                           double seconds) {
    char share[24] = "";
    if (search_kind(kind) == SearchKind::HYBRID)
        std::snprintf(share, sizeof share, " share=%.2f", plan.alphabeta_share);
    char line[160];
    std::snprintf(line, sizeof line,
                  "%s by=%s it=%llu ab=%llu/d%d %s=%d%s lost=%d v=%.3f time=%dms", kind.c_str(),
                  r.source, (unsigned long long)r.iterations, (unsigned long long)r.nodes, r.depth,
                  size_name, size, share, r.lost, r.value, int(seconds * 1000));
    return line;
}

template <class G>
class Searcher {
  public:
    using Position = typename G::Position;
    using Move = typename G::Move;
    // Fixed-iteration runs give alpha-beta this many nodes per allowed UCT iteration (times its
    // share), so that a run is reproducible without a clock. Alpha-beta checks its node limit
    // every AlphaBeta::POLL_NODES nodes, so it always gets at least that many.
    static constexpr uint64_t NODES_PER_ITERATION = 4;

    // megabytes bounds the UCT pool plus the transposition table together.
    Searcher(G game, SearchKind kind, UctParams params, int megabytes)
        : game_(game), kind_(kind), tt_(kind == SearchKind::UCT ? 1 : std::max(1, megabytes / 8)) {
        if (kind != SearchKind::ALPHABETA)
            uct_.reset(new Uct<G>(game, params, std::max(1, megabytes - megabytes / 8)));
        if (kind == SearchKind::HYBRID) uct_->set_proofs(&tt_);
    }

    // Forgets the previous game.
    void new_game() {
        tt_.clear();
        if (uct_) uct_->clear();
    }

    // Searches root (not terminal) until shortly before the deadline (see with_margin), or until
    // max_iterations UCT iterations (and NODES_PER_ITERATION times as many alpha-beta nodes)
    // when max_iterations > 0.
    SearchResult<Move> choose(const Position& root, const Deadline& outer, const HybridPlan& plan,
                              uint64_t max_iterations, Rng& rng) {
        const Deadline deadline = with_margin(outer);
        SearchResult<Move> r;
        if (kind_ == SearchKind::ALPHABETA)
            return run_alphabeta(root, deadline, plan, max_iterations * NODES_PER_ITERATION);

        // Step 1: re-root.
        uct_->set_root(root);
        if (kind_ == SearchKind::HYBRID && uct_->root_proof() == Proof::NONE &&
            plan.alphabeta_share > 0) {
            // Step 2: alpha-beta for its share.
            const double share = std::min(1.0, plan.alphabeta_share);
            const Deadline ab_deadline =
                Deadline::after(std::max(0.0, deadline.remaining()) * share);
            const uint64_t ab_nodes =
                uint64_t(double(max_iterations * NODES_PER_ITERATION) * share);
            r = run_alphabeta(root, ab_deadline.end() < deadline.end() ? ab_deadline : deadline,
                              plan, max_iterations ? std::max<uint64_t>(ab_nodes, 1) : 0,
                              uct_->lost_moves());
            if (r.source[0] != '\0') return r;
            for (Move m : lost_) uct_->mark_lost(m);
        }
        // Step 3: UCT.
        r.lost = int(lost_.size());
        r.iterations = uct_->search(deadline, max_iterations, rng);
        r.move = uct_->best_move();
        r.value = uct_->root_value();
        r.source = "uct";
        return r;
    }

    // The UCT tree, for tests and reports (nullptr for alpha-beta only).
    const Uct<G>* tree() const { return uct_.get(); }

  private:
    // The searches stop SAFETY_SHARE of the time left before the caller's deadline, at most
    // SAFETY_MAX seconds early: the last poll interval, the final choice and a preemption by
    // the scheduler must all fit in that margin. (Measured: with the other core busy, turns of a
    // 0.9 s deadline without a margin ended up to 20 ms late.)
    static constexpr double SAFETY_SHARE = 0.05;
    static constexpr double SAFETY_MAX = 0.03;
    static Deadline with_margin(const Deadline& d) {
        const double left = d.remaining();
        if (left >= 1e8) return d;  // never()
        return Deadline::after(std::max(0.0, left - std::min(SAFETY_MAX, SAFETY_SHARE * left)));
    }

    // Alpha-beta alone. For the hybrid, source stays "" unless the result decides the turn.
    SearchResult<Move> run_alphabeta(const Position& root, const Deadline& deadline,
                                     const HybridPlan& plan, uint64_t max_nodes,
                                     const std::vector<Move>& known_lost = std::vector<Move>()) {
        AlphaBeta<G> ab(game_, &tt_);
        const AlphaBetaResult<Move> a =
            ab.search(root, deadline, plan.max_depth, max_nodes, known_lost);
        SearchResult<Move> r;
        r.move = a.move;
        r.value = value_to_probability(a.value, G::EVAL_SCALE);
        r.nodes = a.nodes;
        r.depth = a.depth;
        lost_ = a.lost_moves;
        r.lost = int(lost_.size());
        if (kind_ == SearchKind::ALPHABETA) {
            r.source = "ab";
        } else if (a.depth > 0 && is_win(a.value)) {
            r.source = "ab-win";
        } else if (a.depth > 0 && is_loss(a.value)) {
            r.source = "ab-loss";
        } else if (a.depth > 0 && moves_left(root) == 1) {
            r.source = "ab-forced";  // a.move is the move left (alphabeta.h)
        }
        return r;
    }

    // The number of moves of p not in lost_.
    int moves_left(const Position& p) const {
        Move moves[G::MAX_MOVES];
        const int n = game_.moves(p, moves);
        int left = 0;
        for (int i = 0; i < n; ++i)
            left += std::find(lost_.begin(), lost_.end(), moves[i]) == lost_.end();
        return left;
    }

    G game_;
    SearchKind kind_;
    TranspositionTable tt_;
    std::unique_ptr<Uct<G>> uct_;
    std::vector<Move> lost_;
};

// The searcher of an engine kind (see EngineOptions::kind), nullptr for "random", which needs
// none: the adapter G with knowledge unless the kind is "uct-plain", and the UCT parameters the
// game's uct_params gives for that knowledge and for whether the kind is the hybrid.
template <class G>
std::unique_ptr<Searcher<G>> make_searcher(const std::string& kind, int megabytes,
                                           UctParams (*uct_params)(bool knowledge, bool hybrid)) {
    if (kind == "random") return nullptr;
    const bool knowledge = kind != "uct-plain";
    const SearchKind k = search_kind(kind);
    return std::unique_ptr<Searcher<G>>(new Searcher<G>(
        G{knowledge}, k, uct_params(knowledge, k == SearchKind::HYBRID), megabytes));
}

// One turn of an engine made with `options`: searcher.choose within `deadline` (and within
// options.max_iterations), as the engine's Decision; its summary is search_summary's line, with
// the position's size as `size_name`=`size` and the time elapsed since the deadline's start.
template <class G>
Decision<typename G::Move> decide(Searcher<G>& searcher, const EngineOptions& options,
                                  const typename G::Position& root, const Deadline& deadline,
                                  const HybridPlan& plan, Rng& rng, const char* size_name,
                                  int size) {
    const SearchResult<typename G::Move> r =
        searcher.choose(root, deadline, plan, options.max_iterations, rng);
    Decision<typename G::Move> d;
    d.move = r.move;
    d.iterations = r.iterations + r.nodes;
    d.value = r.value;
    d.summary = search_summary(options.kind, r, size_name, size, plan, deadline.elapsed());
    return d;
}

}  // namespace core
