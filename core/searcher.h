// The searcher the engines run: alpha-beta, UCT, or the hybrid of the two, over any game adapter
// G (core/game.h), within one deadline.
//
// The tree is the game's (its engine policy's Tree): UCT (core/uct.h) or the graph search
// (core/puct_graph.h), each with its own Params and Turn, sharing the interface of
// core/search_tree.h.
//
// Hybrid turn: (1) re-root the tree on the new position; a root the tree already proved is
// answered at once. (2) Alpha-beta gets the first `alphabeta_share` of the time left, at most
// `alphabeta_max_seconds` (none when the share is 0), and skips the root moves the tree already
// proved lost: a proven win or a proven loss (longest defence) is played at once; root moves it
// proved lost are marked lost in the tree. (3) The tree searches for the rest of the time from what
// it kept, looking new positions up in alpha-beta's table (set_proofs), so every win or loss
// alpha-beta proved inside its tree, this turn or earlier, is proven in the tree when reached; its
// proven wins are preferred. When alpha-beta left a single move standing, that move is played, and
// the tree still searches (below it): the next turn re-roots on that search, and a turn's time is
// not carried over. How large the share is, per position, is the game's decision (its engine
// policy, nogo/engine.cpp and connect4/engine.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/alphabeta.h"
#include "core/clock.h"
#include "core/engine_options.h"
#include "core/random.h"
#include "core/score.h"
#include "core/search_tree.h"
#include "core/tt.h"

namespace core {

enum class SearchKind { ALPHABETA, UCT, HYBRID };

// The search an engine kind runs; RANDOM runs none (the engine answers without a searcher).
inline SearchKind search_kind(EngineKind kind) {
    if (kind == EngineKind::ALPHABETA) return SearchKind::ALPHABETA;
    if (kind == EngineKind::UCT || kind == EngineKind::UCT_PLAIN) return SearchKind::UCT;
    return SearchKind::HYBRID;
}

// One turn's plan: the share of the time (or of the node budget, with an iteration limit) that
// alpha-beta gets first, a cap in seconds on that time, and its depth limit; and the tree's own
// settings for the turn (Tree::Turn, core/search_tree.h: NoGo's tree sets its expansion
// threshold). The cap and the tree's settings apply to searches bound by time only: a search
// bound by an iteration count keeps its share of the nodes and the tree's own settings, so that
// fixed work does not depend on the clock.
template <class Tree>
struct TurnPlan {
    double alphabeta_share = 0.2;
    double alphabeta_max_seconds = 1e9;
    int max_depth = MAX_PLY - 4;
    typename Tree::Turn tree{};
};

// Which part of the search decided the turn.
enum class DecidedBy {
    NONE,              // nothing yet: the hybrid goes on to UCT
    UCT,               // the tree's choice (proven wins first)
    ALPHABETA,         // alpha-beta alone, its best move of the last full iteration
    ALPHABETA_WIN,     // the hybrid's alpha-beta proved a win
    ALPHABETA_LOSS,    // the hybrid's alpha-beta proved the position lost (longest defence)
    ALPHABETA_FORCED,  // the hybrid's alpha-beta proved every move but one lost
};

// The name of `by` in the engines' summary line.
inline const char* decided_by_name(DecidedBy by) {
    switch (by) {
        case DecidedBy::NONE:
            return "";
        case DecidedBy::UCT:
            return "uct";
        case DecidedBy::ALPHABETA:
            return "ab";
        case DecidedBy::ALPHABETA_WIN:
            return "ab-win";
        case DecidedBy::ALPHABETA_LOSS:
            return "ab-loss";
        case DecidedBy::ALPHABETA_FORCED:
            return "ab-forced";
    }
    return "?";
}

template <class Move>
struct SearchResult {
    Move move{};
    double value = 0.5;            // estimated win probability for the side to move
    uint64_t uct_iterations = 0;   // the tree's iterations (core/engine.h, Decision)
    uint64_t net_evaluations = 0;  // the tree's evaluations by a learned net
    uint64_t alphabeta_nodes = 0;
    int depth = 0;  // alpha-beta depth completed
    int lost = 0;   // root moves alpha-beta proved lost
    DecidedBy decided_by = DecidedBy::NONE;
};

// Tree: core::Uct<G> or core::PuctGraph<G> (see the file comment).
template <class G, class Tree>
class Searcher {
  public:
    using Position = typename G::Position;
    using Move = typename G::Move;
    // Fixed-iteration runs give alpha-beta this many nodes per allowed UCT iteration (times its
    // share), so that a run is reproducible without a clock. Alpha-beta checks its node limit
    // every AlphaBeta::POLL_NODES nodes, so it always gets at least that many.
    static constexpr uint64_t NODES_PER_ITERATION = 4;
    // The slice of the tree's search between two progress callbacks (choose()).
    static constexpr double PROGRESS_SECONDS = 0.01;

    using Plan = TurnPlan<Tree>;

    // megabytes bounds the tree plus the transposition table together: the table takes an
    // eighth in the hybrid, 1 MiB (unused) under UCT alone.
    Searcher(G game, SearchKind kind, typename Tree::Params params, int megabytes)
        : game_(game), kind_(kind), tt_(table_megabytes(kind, megabytes)) {
        if (kind != SearchKind::ALPHABETA)
            tree_.reset(
                new Tree(game, params, std::max(1, megabytes - table_megabytes(kind, megabytes))));
        if (kind == SearchKind::HYBRID) tree_->set_proofs(&tt_);
    }

    // Forgets the previous game.
    void new_game() {
        tt_.clear();
        if (tree_) tree_->clear();
    }

    // Searches root (not terminal) until shortly before the deadline (with_search_margin), or until
    // max_iterations UCT iterations (and NODES_PER_ITERATION times as many alpha-beta nodes)
    // when max_iterations > 0. A `progress` callback, when given to a search bound by time only,
    // is called about every PROGRESS_SECONDS while the tree searches (not during alpha-beta),
    // so that a front-end can show the tree as it grows (GTP's genmove_analyze); the tree
    // searches in those slices, which changes nothing but the deadline polls.
    SearchResult<Move> choose(const Position& root, const Deadline& outer, const Plan& plan,
                              uint64_t max_iterations, Rng& rng,
                              const std::function<void()>& progress = {}) {
        const Deadline deadline = with_search_margin(outer);
        SearchResult<Move> r;
        if (kind_ == SearchKind::ALPHABETA)
            return run_alphabeta(root, deadline, plan, max_iterations * NODES_PER_ITERATION);

        // Step 1: the tree's settings for the turn (TurnPlan), and re-root.
        if (!max_iterations) tree_->set_turn(plan.tree);
        tree_->set_root(root, deadline);
        if (kind_ == SearchKind::HYBRID && tree_->root_proof() == Proof::NONE &&
            plan.alphabeta_share > 0) {
            // Step 2: alpha-beta for its share.
            const double share = std::min(1.0, plan.alphabeta_share);
            const Deadline ab_deadline = Deadline::after(
                std::min(std::max(0.0, deadline.remaining()) * share, plan.alphabeta_max_seconds));
            const uint64_t ab_nodes =
                uint64_t(double(max_iterations * NODES_PER_ITERATION) * share);
            r = run_alphabeta(root, ab_deadline.end() < deadline.end() ? ab_deadline : deadline,
                              plan, max_iterations ? std::max<uint64_t>(ab_nodes, 1) : 0,
                              tree_->lost_moves());
            if (r.decided_by != DecidedBy::NONE && r.decided_by != DecidedBy::ALPHABETA_FORCED)
                return r;
            for (Move m : lost_) tree_->mark_lost(m);
        }
        // Step 3: UCT (below the forced move, when alpha-beta left one).
        r.lost = int(lost_.size());
        const uint64_t evaluations = tree_->net_evaluations();
        if (progress && !max_iterations) {
            while (!deadline.expired() && tree_->root_proof() == Proof::NONE) {
                const Deadline slice = Deadline::after(PROGRESS_SECONDS);
                r.uct_iterations += tree_->search(slice.end() < deadline.end() ? slice : deadline,
                                                  0, rng, &deadline);
                progress();
            }
        } else {
            r.uct_iterations = tree_->search(deadline, max_iterations, rng);
        }
        r.net_evaluations = tree_->net_evaluations() - evaluations;
        if (r.decided_by == DecidedBy::ALPHABETA_FORCED) return r;
        r.move = tree_->best_move();
        r.value = tree_->root_value();
        r.decided_by = DecidedBy::UCT;
        return r;
    }

    // Searches the tree alone from root (not terminal) until the deadline, keeping what it
    // holds: analysis between turns (GTP's lz-analyze), repeated in short slices of one search
    // that has no deadline. Alpha-beta does not run. The tree is re-rooted only when its root is
    // another position, so that re-rooting never compacts (or, past the slice's deadline,
    // clears) a full pool; a pool that fills during a slice is compacted in place, which may
    // take that slice tens of milliseconds past its deadline (core/uct.h, search()). Returns the
    // iterations run; 0 without a tree or when the root is proven.
    uint64_t ponder(const Position& root, const Deadline& deadline, Rng& rng) {
        if (!tree_) return 0;
        const Position* at = tree_->root_position();
        if (!at || game_.hash(*at) != game_.hash(root)) tree_->set_root(root, deadline);
        const Deadline open = Deadline::never();
        return tree_->search(deadline, 0, rng, &open);
    }

    // The UCT tree (or graph), for tests and reports (nullptr for alpha-beta only).
    const Tree* tree() const { return tree_.get(); }

  private:
    // The transposition table's share of the searcher's megabytes.
    static int table_megabytes(SearchKind kind, int megabytes) {
        return kind == SearchKind::UCT ? 1 : std::max(1, megabytes / 8);
    }

    // Alpha-beta alone. For the hybrid, decided_by stays NONE unless the result decides the turn.
    SearchResult<Move> run_alphabeta(const Position& root, const Deadline& deadline,
                                     const Plan& plan, uint64_t max_nodes,
                                     const std::vector<Move>& known_lost = std::vector<Move>()) {
        AlphaBeta<G> ab(game_, &tt_);
        const AlphaBetaResult<Move> a =
            ab.search(root, deadline, plan.max_depth, max_nodes, known_lost);
        SearchResult<Move> r;
        r.move = a.move;
        r.value = value_to_probability(a.value, G::EVAL_SCALE);
        r.alphabeta_nodes = a.nodes;
        r.depth = a.depth;
        lost_ = a.lost_moves;
        r.lost = int(lost_.size());
        if (kind_ == SearchKind::ALPHABETA) {
            r.decided_by = DecidedBy::ALPHABETA;
        } else if (a.depth > 0 && is_win(a.value)) {
            r.decided_by = DecidedBy::ALPHABETA_WIN;
        } else if (a.depth > 0 && is_loss(a.value)) {
            r.decided_by = DecidedBy::ALPHABETA_LOSS;
        } else if (a.depth > 0 && moves_left(root) == 1) {
            r.decided_by = DecidedBy::ALPHABETA_FORCED;  // a.move is the move left (alphabeta.h)
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
    std::unique_ptr<Tree> tree_;
    std::vector<Move> lost_;
};

}  // namespace core
