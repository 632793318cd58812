// Iterative-deepening negamax alpha-beta over any game adapter G (core/game.h).
//
// Fail-soft principal variation search with a transposition table, move ordering (table move
// first, then the adapter's priors), mate-distance pruning and exact win/loss scores by distance
// (core/score.h). The deadline is polled every POLL_NODES nodes; an iteration cut short by it is
// discarded except for root moves it proved lost, which stay proven.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/clock.h"
#include "core/game.h"
#include "core/score.h"
#include "core/tt.h"

namespace core {

// What a search found at the root.
template <class Move>
struct AlphaBetaResult {
    Move move{};
    Value value = VALUE_DRAW;  // for the side to move at the root; a proof when is_proven()
    int depth = 0;             // last fully searched depth (0: not even depth 1 finished)
    uint64_t nodes = 0;
    std::vector<Move> lost_moves;  // root moves proven to lose
};

template <class G>
class AlphaBeta {
  public:
    using Position = typename G::Position;
    using Move = typename G::Move;
    static constexpr uint64_t POLL_NODES = 1024;

    AlphaBeta(G game, TranspositionTable* tt) : game_(game), tt_(tt) {}

    // Searches `root` (not terminal) with increasing depth until the value is proven,
    // max_depth is reached, the deadline passes or more than max_nodes nodes were visited
    // (0: no limit). Always returns a move of game.moves(root), and one it proved
    // lost only when all are.
    // `known_lost` are root moves already proved lost elsewhere (the UCT solver): they are not
    // searched and are reported lost.
    AlphaBetaResult<Move> search(const Position& root, const Deadline& deadline, int max_depth,
                                 uint64_t max_nodes = 0,
                                 const std::vector<Move>& known_lost = std::vector<Move>()) {
        deadline_ = &deadline;
        max_nodes_ = max_nodes;
        nodes_ = 0;
        stopped_ = false;
        tt_->new_search();

        // Step 1: the root moves in search order, each with whether it is proved lost.
        AlphaBetaResult<Move> result;
        Move moves[G::MAX_MOVES];
        const int n = ordered_moves(root, moves, Move{}, false);
        std::vector<RootMove> root_moves(size_t(n), RootMove{});
        for (int i = 0; i < n; ++i) {
            root_moves[size_t(i)].move = moves[i];
            root_moves[size_t(i)].lost =
                std::find(known_lost.begin(), known_lost.end(), moves[i]) != known_lost.end();
        }
        result.move = root_moves[0].move;

        // Step 2: iterative deepening.
        for (int depth = 1; depth <= max_depth && !stopped_; ++depth) {
            Value alpha = -VALUE_INFINITE;
            size_t best = 0;
            for (size_t i = 0; i < root_moves.size(); ++i) {
                RootMove& rm = root_moves[i];
                if (rm.lost) continue;
                Position child = root;
                game_.play(child, rm.move);
                Value v;
                if (alpha == -VALUE_INFINITE) {
                    v = -negamax(child, depth - 1, 1, -VALUE_INFINITE, VALUE_INFINITE);
                } else {
                    v = -negamax(child, depth - 1, 1, -alpha - 1, -alpha);
                    if (!stopped_ && v > alpha)
                        v = -negamax(child, depth - 1, 1, -VALUE_INFINITE, -alpha);
                }
                if (stopped_) break;
                if (is_loss(v)) rm.lost = true;  // an upper bound at or below a loss
                if (v > alpha) {
                    alpha = v;
                    best = i;
                }
            }
            // Stopped, or every move was proved lost in earlier iterations (or elsewhere): the
            // last full iteration's answer stands.
            if (stopped_ || alpha == -VALUE_INFINITE) break;
            result.move = root_moves[best].move;
            result.value = alpha;
            result.depth = depth;
            // The best move first at the next depth, the others in their order.
            std::rotate(root_moves.begin(), root_moves.begin() + long(best),
                        root_moves.begin() + long(best) + 1);
            if (is_proven(alpha)) break;
        }

        // Step 3: the best move of the last full iteration may have been proved lost since (the
        // moves stay in that iteration's order, best first): then the next move not proved lost.
        if (root_moves[0].lost)
            for (const RootMove& rm : root_moves)
                if (!rm.lost) {
                    result.move = rm.move;
                    break;
                }
        for (const RootMove& rm : root_moves)
            if (rm.lost) result.lost_moves.push_back(rm.move);
        if (int(result.lost_moves.size()) == n)
            result.value = std::min(result.value, Value(-VALUE_KNOWN));
        result.nodes = nodes_;
        return result;
    }

  private:
    // A root move and whether it is proved lost (by this search or, in known_lost, elsewhere).
    struct RootMove {
        Move move{};
        bool lost = false;
    };

    // Moves in search order: the table move, then by descending prior.
    int ordered_moves(const Position& p, Move* out, Move tt_move, bool has_tt_move) {
        const int n = game_.moves(p, out);
        float prior[G::MAX_MOVES];
        game_.priors(p, out, n, prior);
        int order[G::MAX_MOVES];
        for (int i = 0; i < n; ++i) order[i] = i;
        std::stable_sort(order, order + n, [&](int a, int b) { return prior[a] > prior[b]; });
        Move sorted[G::MAX_MOVES];
        int k = 0;
        if (has_tt_move)
            for (int i = 0; i < n; ++i)
                if (out[i] == tt_move) sorted[k++] = tt_move;
        for (int i = 0; i < n; ++i)
            if (!(has_tt_move && out[order[i]] == tt_move)) sorted[k++] = out[order[i]];
        std::copy(sorted, sorted + n, out);
        return n;
    }

    Value negamax(const Position& p, int depth, int ply, Value alpha, Value beta) {
        // Step 1: stop checks.
        if ((++nodes_ % POLL_NODES) == 0 &&
            (deadline_->expired() || (max_nodes_ && nodes_ >= max_nodes_)))
            stopped_ = true;
        if (stopped_) return VALUE_DRAW;

        // Step 2: game over, immediate win, mate-distance pruning.
        Value terminal_value;
        if (game_.terminal(p, &terminal_value))
            return terminal_value == VALUE_DRAW ? VALUE_DRAW : loss_in(ply);
        Move win;
        if (game_.winning_move(p, &win)) return win_in(ply + 1);
        alpha = std::max(alpha, loss_in(ply));
        beta = std::min(beta, win_in(ply + 1));
        if (alpha >= beta) return alpha;
        if (depth <= 0 || ply >= MAX_PLY - 2) return game_.evaluate(p);

        // Step 3: transposition table.
        const uint64_t key = game_.hash(p);
        Move tt_move{};
        bool has_tt_move = false;
        if (const TTEntry* e = tt_->probe(key)) {
            const Value v = value_from_tt(e->value, ply);
            if (e->depth >= depth || is_proven(v)) {
                if (e->bound == Bound::EXACT) return v;
                if (e->bound == Bound::LOWER && v >= beta) return v;
                if (e->bound == Bound::UPPER && v <= alpha) return v;
            }
            tt_move = Move(e->move);
            has_tt_move = true;
        }

        // Step 4: principal variation search over the ordered moves.
        Move moves[G::MAX_MOVES];
        const int n = ordered_moves(p, moves, tt_move, has_tt_move);
        const Value original_alpha = alpha;
        Value best = -VALUE_INFINITE;
        Move best_move = moves[0];
        for (int i = 0; i < n; ++i) {
            Position child = p;
            game_.play(child, moves[i]);
            Value v;
            if (i == 0) {
                v = -negamax(child, depth - 1, ply + 1, -beta, -alpha);
            } else {
                v = -negamax(child, depth - 1, ply + 1, -alpha - 1, -alpha);
                if (!stopped_ && v > alpha && v < beta)
                    v = -negamax(child, depth - 1, ply + 1, -beta, -alpha);
            }
            if (stopped_) return VALUE_DRAW;
            if (v > best) {
                best = v;
                best_move = moves[i];
                if (v > alpha) alpha = v;
                if (alpha >= beta) break;
            }
        }

        // Step 5: store.
        const Bound bound = best >= beta            ? Bound::LOWER
                            : best > original_alpha ? Bound::EXACT
                                                    : Bound::UPPER;
        tt_->store(key, value_to_tt(best, ply), depth, uint16_t(best_move), bound);
        return best;
    }

    G game_;
    TranspositionTable* tt_;
    const Deadline* deadline_ = nullptr;
    uint64_t max_nodes_ = 0;
    uint64_t nodes_ = 0;
    bool stopped_ = false;
};

}  // namespace core
