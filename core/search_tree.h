// What both trees of the engines share (core/uct.h, core/puct_graph.h), written once: proofs and
// the proof table they are read from, the root's position, the search loop, the root's value and
// its lost moves.
//
// A tree is a class Tree deriving from SearchTree<Tree, G> (G a game adapter, core/game.h) that
// provides, besides its own constructor, set_root(), best_move() and statistics:
//
//   static constexpr uint32_t POLL_ITERATIONS;  // iterations between two polls of the deadline
//   struct Turn;                       // the tree's settings for one turn (see set_turn below)
//   void iterate(Rng& rng);            // one iteration from the root (not proven)
//   Proof root_proof() const;          // the root's proof, for its side to move
//   double open_root_value() const;    // an unproven root's win rate for its side to move
//   void expand_root();                // makes sure the root's children exist
//   void update_root();                // recomputes the root's proof from its children
//   template <class F> void for_each_root_child(F f);        // f(Move, Proof&) for each child,
//   template <class F> void for_each_root_child(F f) const;  // f(Move, Proof), the child's proof
//                                                            // for its own side to move
//
// Proofs: Proof::WIN means the side to move at the node wins with best play, LOSS that it loses.
// A root child proven WIN is therefore a move proven lost for the root's side to move.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/clock.h"
#include "core/game.h"
#include "core/random.h"
#include "core/score.h"
#include "core/tt.h"

namespace core {

enum class Proof : int8_t { LOSS = -1, NONE = 0, WIN = 1 };

// What a proof table (the hybrid's alpha-beta table, core/tt.h) holds for the position of `key`:
// a win or a loss for its side to move, else NONE.
inline Proof table_proof(const TranspositionTable& table, uint64_t key) {
    if (!table.may_hold_proof(key)) return Proof::NONE;
    const TTEntry* e = table.probe(key);
    if (!e) return Proof::NONE;
    if (is_win(e->value) && e->bound != Bound::UPPER) return Proof::WIN;
    if (is_loss(e->value) && e->bound != Bound::LOWER) return Proof::LOSS;
    return Proof::NONE;
}

template <class Tree, class G>
class SearchTree {
  public:
    using Position = typename G::Position;
    using Move = typename G::Move;

    // Leaves are looked up in `proofs` (nullptr: none) from now on: a position the table holds
    // as a proven win or loss is proven when the tree reaches it, so what alpha-beta proved
    // anywhere in its tree prunes this tree too.
    void set_proofs(const TranspositionTable* proofs) { proofs_ = proofs; }

    // The tree's settings for the turn to come (Tree::Turn; a tree without any takes this one).
    struct Turn {};
    void set_turn(const Turn&) {}

    // Marks a root move as proven lost for the root's side to move (what alpha-beta proved).
    void mark_lost(Move m) {
        tree().expand_root();
        tree().for_each_root_child([m](Move c, Proof& p) {
            if (c == m) p = Proof::WIN;
        });
        tree().update_root();
    }

    // The root moves the tree has proved lost for the root's side to move.
    std::vector<Move> lost_moves() const {
        std::vector<Move> out;
        tree().for_each_root_child([&out](Move c, Proof p) {
            if (p == Proof::WIN) out.push_back(c);
        });
        return out;
    }

    // The learned net's evaluations since the tree was made (core/game.h, net_evaluate).
    uint64_t net_evaluations() const { return net_evaluations_; }

    // The root's win-rate estimate in [0, 1] for its side to move: 1 or 0 when proven.
    double root_value() const {
        const Proof p = tree().root_proof();
        if (p != Proof::NONE) return p == Proof::WIN ? 1.0 : 0.0;
        return tree().open_root_value();
    }

    // The root's position (set_root's), nullptr before the first set_root().
    const Position* root_position() const { return root_pos_.get(); }

  protected:
    explicit SearchTree(G game) : game_(game) {}

    // Runs iterations from the root until the deadline passes or `max_iterations` more ran
    // (0: no limit), or the root is proven. Returns the iterations run. The deadline is polled
    // every Tree::POLL_ITERATIONS iterations, and after an iteration that called poll_soon().
    uint64_t run_iterations(const Deadline& deadline, uint64_t max_iterations, Rng& rng) {
        uint64_t n = 0;
        while (tree().root_proof() == Proof::NONE) {
            if (max_iterations && n >= max_iterations) break;
            if ((n % Tree::POLL_ITERATIONS == 0 || poll_soon_) && deadline.expired()) break;
            poll_soon_ = false;
            tree().iterate(rng);
            ++n;
        }
        return n;
    }

    // The least prior an evaluated node's move keeps: a tree marks a node the net has not
    // evaluated by priors of 0.
    static constexpr float MIN_PRIOR = 1e-6f;

    // The net's priors at pos for moves[0..count), each at least MIN_PRIOR, into priors. Counts
    // the evaluation and has the search loop poll the deadline after this iteration: an
    // evaluation costs as much as many iterations. Precondition: the game carries a net.
    void net_priors(const Position& pos, const Move* moves, int count, float* priors) {
        float p[G::MAX_MOVES] = {};
        float value = 0.5f;
        if constexpr (HasNetInterface<G>::value) game_.net_evaluate(pos, moves, count, p, &value);
        for (int i = 0; i < count; ++i) priors[i] = std::max(p[i], MIN_PRIOR);
        ++net_evaluations_;
        poll_soon_ = true;
    }

    // What the proof table holds for p (NONE without a table).
    Proof table_proof_of(const Position& p) const {
        return proofs_ ? table_proof(*proofs_, game_.hash(p)) : Proof::NONE;
    }

    // Stores p as the root's position (allocated by the first call).
    void store_root(const Position& p) {
        if (root_pos_)
            *root_pos_ = p;
        else
            root_pos_.reset(new Position(p));
    }

    G game_;
    std::unique_ptr<Position> root_pos_;  // the root's position, set by the tree's set_root()

  private:
    Tree& tree() { return static_cast<Tree&>(*this); }
    const Tree& tree() const { return static_cast<const Tree&>(*this); }

    const TranspositionTable* proofs_ = nullptr;
    bool poll_soon_ = false;
    uint64_t net_evaluations_ = 0;
};

}  // namespace core
