// The engine both games' bots, the course library and the arena use: one object per game
// process that chooses moves within a deadline and may keep what it learnt between turns of the
// same game. It runs the searcher of its kind (core/searcher.h) over a game adapter; what
// differs between the games is a small policy:
//
//   using Game = ...;   // the search adapter (core/game.h)
//   using Tree = ...;   // the tree of the UCT kinds and the hybrid: core::Uct<Game>
//                       // (core/uct.h) or, for a game whose positions form a DAG,
//                       // core::PuctGraph<Game> (core/puct_graph.h)
//   using Plan = core::TurnPlan<Tree>;
//   static constexpr EngineKind DEFAULT_KIND;   // the kind run when the options name none
//   static constexpr int DEFAULT_MEMORY_MB;     // the memory bound when the options give none
//   static constexpr const char* SIZE_NAME;     // the position's size in the summary ("L", "E")
//   static int size(const Position& p);         // that size
//   static Plan plan(const Position& p, double seconds_left);
//       the turn's plan at p with seconds_left to think: alpha-beta's share of the hybrid's
//       turn and its cap in seconds, and the tree's settings for the turn (core/searcher.h)
//   static Game game(bool knowledge);
//       the adapter of a kind with or without knowledge (a knowledge adapter may carry a net)
//   static Tree::Params tree_params(bool knowledge, bool hybrid, uint32_t net_visits);
//       the tree's parameters with or without knowledge, in the hybrid or alone, the learned net
//       asked at nodes of net_visits visits (0: not at all)
//   static constexpr uint32_t DEFAULT_NET_VISITS;  // net_visits when the options give none
//   static Move random_move(const Position& p, Rng& rng);  // a uniformly random legal move
//   static constexpr const char* MOVES_NAME;    // the random kind's count of legal moves
//   static int move_count(const Position& p);   // that count
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/engine_options.h"
#include "core/random.h"
#include "core/searcher.h"

namespace core {

// An engine's answer for one turn; Move is the game's (a NoGo point, a Connect4 column).
template <class Move>
struct Decision {
    Move move = Move(-1);
    // The tree's iterations this turn: a UCT iteration plays one playout, a graph iteration
    // (Connect4, core/puct_graph.h) one per new child of the node it expands.
    uint64_t uct_iterations = 0;
    uint64_t alphabeta_nodes = 0;  // alpha-beta nodes searched this turn
    // The searcher's estimate that the side to move wins, in [0, 1]; 0.5 when it has none.
    double value = 0.5;
    // Which part of the search decided the turn (NONE for the random kind).
    DecidedBy decided_by = DecidedBy::NONE;
    // One line for a debug field or log: engine kind, which part decided, work, value, time.
    std::string summary;
};

template <class Policy>
class Engine {
  public:
    using Game = typename Policy::Game;
    using Position = typename Game::Position;
    using Move = typename Game::Move;
    // The kind an engine runs when its options name none: the strongest measured (STRENGTH.md).
    static constexpr EngineKind DEFAULT_KIND = Policy::DEFAULT_KIND;

    explicit Engine(EngineOptions options = {})
        : options_(options), kind_(options.kind.value_or(DEFAULT_KIND)), rng_(options.seed) {
        if (kind_ == EngineKind::RANDOM) return;
        const bool knowledge = kind_ != EngineKind::UCT_PLAIN;
        const SearchKind search = search_kind(kind_);
        searcher_.reset(new Searcher<Game, typename Policy::Tree>(
            Policy::game(knowledge), search,
            Policy::tree_params(knowledge, search == SearchKind::HYBRID,
                                options.net_visits.value_or(Policy::DEFAULT_NET_VISITS)),
            options.memory_mb > 0 ? options.memory_mb : Policy::DEFAULT_MEMORY_MB));
    }

    // Forgets everything of the previous game.
    void new_game() {
        rng_.reseed(options_.seed);
        if (searcher_) searcher_->new_game();
    }

    // Chooses a move for the side to move of `position` and returns before `deadline`.
    // Precondition: the position is not terminal. Whatever the engine kept from an earlier call
    // is reused only where it applies to `position`. `progress`, when given, is called while the
    // tree searches (Searcher::choose), where tree() shows the search so far.
    Decision<Move> choose(const Position& position, const Deadline& deadline,
                          const std::function<void()>& progress = {}) {
        Decision<Move> d;
        char line[160];
        if (!searcher_) {
            d.move = Policy::random_move(position, rng_);
            std::snprintf(line, sizeof line, "random %s=%d time=%dms", Policy::MOVES_NAME,
                          Policy::move_count(position), int(deadline.elapsed() * 1000));
            d.summary = line;
            return d;
        }
        const typename Policy::Plan plan = Policy::plan(position, deadline.remaining());
        const SearchResult<Move> r =
            searcher_->choose(position, deadline, plan, options_.max_iterations, rng_, progress);
        d.move = r.move;
        d.uct_iterations = r.uct_iterations;
        d.alphabeta_nodes = r.alphabeta_nodes;
        d.value = r.value;
        d.decided_by = r.decided_by;
        // Alpha-beta's share is shown under the hybrid only: the other kinds do not use the plan.
        char share[24] = "", net[32] = "";
        if (search_kind(kind_) == SearchKind::HYBRID)
            std::snprintf(share, sizeof share, " share=%.2f", plan.alphabeta_share);
        if (r.net_evaluations)
            std::snprintf(net, sizeof net, " net=%llu", (unsigned long long)r.net_evaluations);
        std::snprintf(
            line, sizeof line, "%s by=%s it=%llu%s ab=%llu/d%d %s=%d%s lost=%d v=%.3f time=%dms",
            engine_kind_name(kind_), decided_by_name(r.decided_by),
            (unsigned long long)r.uct_iterations, net, (unsigned long long)r.alphabeta_nodes,
            r.depth, Policy::SIZE_NAME, Policy::size(position), share, r.lost, r.value,
            int(deadline.elapsed() * 1000));
        d.summary = line;
        return d;
    }

    // Searches `position` (not terminal) with the tree alone until `deadline`, keeping the tree
    // for the turns that follow (Searcher::ponder): analysis in slices. Returns the iterations
    // run (0 for the kinds without a tree).
    uint64_t ponder(const Position& position, const Deadline& deadline) {
        return searcher_ ? searcher_->ponder(position, deadline, rng_) : 0;
    }

    // The tree of the UCT kinds and the hybrid (rooted where the last choose() or ponder() left
    // it); nullptr for alpha-beta and random.
    const typename Policy::Tree* tree() const { return searcher_ ? searcher_->tree() : nullptr; }

    // The kind this engine runs (DEFAULT_KIND when its options named none).
    EngineKind kind() const { return kind_; }

    // The root moves of the last turn's tree with their visits (edge visits in a graph), in the
    // tree's order; empty for the kinds without a tree. Meaningful after a turn that the tree
    // decided (Decision::decided_by == DecidedBy::UCT): the self-play generator's policy target.
    struct MoveVisits {
        Move move;
        uint32_t visits;
    };
    std::vector<MoveVisits> root_visits() const {
        std::vector<MoveVisits> out;
        if (!searcher_ || !searcher_->tree()) return out;
        for (const auto& c : searcher_->tree()->root_children())
            out.push_back(MoveVisits{c.move, c.visits});
        return out;
    }

    // The turn's plan at `position` with `seconds_left` to think (core/searcher.h, TurnPlan).
    static typename Policy::Plan plan(const Position& position, double seconds_left) {
        return Policy::plan(position, seconds_left);
    }

  private:
    EngineOptions options_;
    EngineKind kind_;
    Rng rng_;
    std::unique_ptr<Searcher<Game, typename Policy::Tree>> searcher_;  // absent for RANDOM
};

}  // namespace core
