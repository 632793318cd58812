// UCT (Monte Carlo tree search with UCB1 selection) over any game adapter G (core/game.h), with
// knowledge priors as virtual visits, an MCTS-solver for proven wins and losses, a node pool
// allocated once under a memory cap, re-rooting between turns and a robust final choice.
//
// Values (core/score.h): a node's `wins` are results in [0, 1] from the view of the player who
// made the move INTO the node; its `proven` state is from the view of the side to move AT the
// node (WIN: that side wins with best play). Selection at a parent of N visits maximises
//   (wins + k * prior) / (visits + k) + exploration * sqrt(ln(N + 1) / (visits + 1))
// over children not proven lost for the parent, where k = UctParams::prior_visits virtual visits
// carry the adapter's prior (an estimated win rate); with k = 0 (no knowledge) one virtual visit
// worth 0.5 takes their place, a first-play urgency.
//
// RAVE (UctParams::rave_prior_visits > 0, adapters with AMAF only, core/game.h): each child also
// keeps all-moves-as-first statistics, the results of every iteration through its parent in
// which the parent's side to move played the child's move later on (in the tree or in the
// playout), and selection pools them with the child's own results by count, as HaHaNoGo and
// HappyNoGo do:
//   mean' = (wins + k * prior + amaf_wins + R / 2) / n,   n = visits + k + amaf_visits + R
//   score = mean' + exploration * sqrt(ln(N + 1)) * sqrt(visits + 1) / n
// with R = UctParams::rave_prior_visits virtual AMAF visits worth 0.5 each. A playout fills most
// of the board, so a child's AMAF visits grow with its parent's and keep outweighing its own:
// the tree trusts AMAF for long, and the exploration term, which shrinks with n, stays small.
// (Against HaHaNoGo at our 5,000 iterations to its 2,000 simulations, this selection with
// exploration 0.25 scored 87.5% where Gelly and Silver's schedule with exploration 0.7 scored
// 36.7%, STRENGTH.md.)
//
// Implicit minimax backups (UctParams::minimax_weight > 0; Lanctot, Winands, Pepels and
// Sturtevant, 2014): each node also keeps a minimax value of the game's static evaluation
// (G::evaluate, as a win rate through G::EVAL_SCALE, core/game.h), for the player who moved into
// it. A node is evaluated when an iteration first ends at it (before its playout); an expanded
// node's value is then the best of its evaluated children's for its side to move (proven
// children count 1 or 0), recomputed on each back-up that changes a child's value. Selection
// blends it into each evaluated child's mean:
//   mean'' = (1 - alpha) mean' + alpha minimax,  alpha = minimax_weight
// so the tree sees what a shallow minimax search of the evaluation sees, where playouts are slow
// to. The best is taken over the evaluated children only, so a node whose refutation is not yet
// evaluated looks better to its mover than it is; the paper evaluates every child on expansion,
// which costs a move and an evaluation per child (81 in NoGo) where this costs one per
// iteration. The hybrid's tree uses it (core/searcher.h); knowledge UCT alone does not.
//
// Ties: selection takes the first child of the best score, and children of equal prior tie
// until visits (or AMAF statistics) set them apart, so the first iterations through a node
// follow the children's order. In the adapter's move order that is a systematic bias (NoGo's
// first point is a corner); UctParams::shuffle_children puts each node's children in a random
// order when it is expanded, drawn from the tree's own generator (reseeded by clear()), so that
// ties break at random, as HaHaNoGo breaks them.
//
// Solver: a child proven LOSS (for its side to move) makes the parent a WIN; a parent whose
// children are all proven WIN (for their side to move) is a LOSS. Terminal positions are proven
// when first reached; draws are never proven and count 0.5. With a proof table (set_proofs, the
// hybrid's alpha-beta table) a leaf whose position the table holds as a proven win or loss is
// proven when reached, so what alpha-beta proved anywhere in its tree prunes the UCT tree too.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <queue>
#include <utility>
#include <vector>

#include "core/clock.h"
#include "core/game.h"
#include "core/random.h"
#include "core/score.h"
#include "core/tt.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// One tree node: 16 bytes, size-sensitive (the pool holds millions, and at Botzone's time with
// the second visit's expansion a turn fills most of it). Children of a node are contiguous in
// the pool: [first_child, first_child + child_count). What only some trees use is kept beside the
// pool at the same index, allocated only for them: the prior, RAVE's and implicit minimax's
// statistics.
struct UctNode {
    uint32_t first_child;  // 0 until expanded (index 0 is never a child)
    uint32_t visits;
    float wins;  // sum of results for the player who moved into this node
    uint16_t move;
    uint8_t child_count;
    Proof proven;
};
static_assert(sizeof(UctNode) == 16, "UctNode is size-sensitive: update the comment");

struct UctParams {
    double exploration = 0.7;
    float prior_visits = 0;       // virtual visits given to the prior (0: no knowledge seeding)
    uint32_t expand_visits = 2;   // a leaf is expanded on its expand_visits-th visit
    float rave_prior_visits = 0;  // R of the RAVE selection (see above); 0: no RAVE
    float minimax_weight = 0;     // alpha of implicit minimax backups (see above); 0: none
    // Whether a node's children are put in a random order when it is expanded, so that
    // selection's first-best rule breaks ties at random (see above); else in the adapter's order.
    bool shuffle_children = false;
};

// A node's all-moves-as-first statistics (RAVE), kept beside the pool at the same index.
struct AmafStats {
    float wins;  // for the player who moved into the node, as UctNode::wins
    uint32_t visits;
};

template <class G>
class Uct {
  public:
    using Position = typename G::Position;
    using Move = typename G::Move;
    static_assert(G::MAX_MOVES < 256, "child_count is 8 bits");
    static_assert(!G::AMAF || G::MAX_MOVES <= AMAF_MOVES, "RAVE's move sets hold ids < AMAF_MOVES");
    static constexpr uint32_t POLL_ITERATIONS = 64;

    // A tree whose pool (with the arrays beside it) takes at most `megabytes` MiB. Pages are
    // touched only as nodes are used.
    Uct(G game, UctParams params, int megabytes)
        : game_(game),
          params_(params),
          rave_(G::AMAF && params.rave_prior_visits > 0),
          capacity_(uint32_t(size_t(megabytes) * 1024 * 1024 /
                             (sizeof(UctNode) + (params.prior_visits > 0 ? sizeof(float) : 0) +
                              (rave_ ? sizeof(AmafStats) : 0) +
                              (params.minimax_weight > 0 ? sizeof(float) : 0)))),
          pool_(new UctNode[capacity_]),
          prior_(params.prior_visits > 0 ? new float[capacity_] : nullptr),
          amaf_(rave_ ? new AmafStats[capacity_] : nullptr),
          minimax_(params.minimax_weight > 0 ? new float[capacity_] : nullptr),
          terms_(new VisitTerms[TERM_VISITS]),
          parent_terms_(new float[TERM_VISITS]) {
        const float fpu_visits = params_.prior_visits == 0 ? 1.0f : 0.0f;
        for (uint32_t v = 0; v < TERM_VISITS; ++v)
            terms_[v] = VisitTerms{1.0f / (float(v) + params_.prior_visits + fpu_visits),
                                   1.0f / std::sqrt(float(v) + 1.0f)};
        for (uint32_t v = 0; v < TERM_VISITS; ++v) parent_terms_[v] = c_sqrt_log(v);
        clear();
    }

    // Forgets the tree.
    void clear() {
        order_rng_.reseed(ORDER_SEED);
        used_ = 1;  // index 0 is reserved: first_child == 0 means "not expanded"
        root_ = alloc(1);
        pool_[root_] = UctNode{0, 0, 0, 0, 0, Proof::NONE};
        if (prior_) prior_[root_] = 0.5f;
        if (minimax_) minimax_[root_] = UNEVALUATED;
        has_root_ = false;
    }

    // Makes `p` the root, keeping its subtree if p is the old root's position or reachable from
    // it in one or two plies (matched by hash); else starts afresh. The next search is expected
    // to add as many nodes as the searches since the last re-root did, at most half the pool
    // (the room). While the pool's free end has that room, the subtree stays where it is, in
    // constant time. Else it is slid to the front of the pool (compact()), pruned to leave the
    // room if it must be; when the deadline passes (or would) while that runs, the tree starts
    // afresh. Returns whether a subtree was kept.
    bool set_root(const Position& p, const Deadline& deadline = Deadline::never()) {
        const uint32_t room = std::min(grown_, capacity_ / 2);
        grown_ = 0;
        const uint32_t node = has_root_ ? find(game_.hash(p)) : 0;
        if (node && uint64_t(used_) + room <= capacity_) return node == root_ || reroot(node, p);
        if (node && compact(node, room, deadline)) return reroot(ROOT_INDEX, p);
        clear();
        store_root(p);
        has_root_ = true;
        return false;
    }

    // Runs iterations from the root until the deadline passes or `max_iterations` more ran
    // (0: no limit), or the root is proven. Returns the iterations run.
    uint64_t search(const Deadline& deadline, uint64_t max_iterations, Rng& rng) {
        const uint32_t before = used_;  // iterations only add nodes
        uint64_t n = 0;
        while (pool_[root_].proven == Proof::NONE) {
            if (max_iterations && n >= max_iterations) break;
            if (n % POLL_ITERATIONS == 0 && deadline.expired()) break;
            iterate(rng);
            ++n;
        }
        grown_ += used_ - before;
        return n;
    }

    // Leaves are looked up in `proofs` (nullptr: none) from now on; see the file comment.
    void set_proofs(const TranspositionTable* proofs) { proofs_ = proofs; }

    // The visit on which a leaf is expanded in the searches that follow (UctParams::expand_visits,
    // at least 1): the tree already built is kept.
    void set_expand_visits(uint32_t visits) { params_.expand_visits = std::max(1u, visits); }

    // Marks a root move as proven lost for the root's side to move (what alpha-beta proved).
    void mark_lost(Move m) {
        expand_root();
        UctNode& r = pool_[root_];
        for (uint32_t c = r.first_child; c < r.first_child + r.child_count; ++c)
            if (Move(pool_[c].move) == m) pool_[c].proven = Proof::WIN;
        update_proof(root_);
    }

    // The root moves the tree has proved lost for the root's side to move.
    std::vector<Move> lost_moves() const {
        std::vector<Move> out;
        const UctNode& r = pool_[root_];
        for (uint32_t c = r.first_child; c && c < r.first_child + r.child_count; ++c)
            if (pool_[c].proven == Proof::WIN) out.push_back(Move(pool_[c].move));
        return out;
    }

    // The move to play: a proven win if any (most visited among them), else the most visited
    // move not proven lost, else (all lost) the most visited move; equal visits go to the higher
    // prior (with priors), else to the first child. (In NoGo the best own mean among the
    // children with a quarter of the most visits played worse, STRENGTH.md.)
    Move best_move() {
        expand_root();
        const UctNode& r = pool_[root_];
        uint32_t best = 0;
        auto rank = [&](uint32_t c) {
            const UctNode& n = pool_[c];
            const int tier = n.proven == Proof::LOSS ? 2 : n.proven == Proof::NONE ? 1 : 0;
            return double(tier) * 1e12 + double(n.visits) + (prior_ ? double(prior_[c]) * 1e-3 : 0);
        };
        for (uint32_t c = r.first_child; c < r.first_child + r.child_count; ++c)
            if (best == 0 || rank(c) > rank(best)) best = c;
        return Move(pool_[best].move);
    }

    // The root's proven state (for its side to move) and win-rate estimate in [0, 1].
    Proof root_proof() const { return pool_[root_].proven; }
    double root_value() const {
        const UctNode& r = pool_[root_];
        if (r.proven != Proof::NONE) return r.proven == Proof::WIN ? 1.0 : 0.0;
        return r.visits ? 1.0 - double(r.wins) / double(r.visits) : 0.5;
    }
    uint32_t root_visits() const { return pool_[root_].visits; }

    // The root's children as the tree sees them (for tests and reports); RAVE fields are 0
    // without RAVE; `minimax` is the implicit minimax value for the player who moved into the
    // child (1 or 0 when proven), -1 when not evaluated or without implicit minimax.
    struct ChildStats {
        Move move;
        uint32_t visits;
        float wins;
        uint32_t amaf_visits;
        float amaf_wins;
        Proof proven;
        float minimax;
    };
    std::vector<ChildStats> root_children() const {
        std::vector<ChildStats> out;
        const UctNode& r = pool_[root_];
        for (uint32_t c = r.first_child; c && c < r.first_child + r.child_count; ++c) {
            const UctNode& n = pool_[c];
            out.push_back(ChildStats{Move(n.move), n.visits, n.wins, rave() ? amaf_[c].visits : 0,
                                     rave() ? amaf_[c].wins : 0.0f, n.proven,
                                     minimax_ ? child_minimax(c) : UNEVALUATED});
        }
        return out;
    }
    uint32_t nodes_used() const { return used_; }
    uint32_t capacity() const { return capacity_; }

  private:
    // Per visit count v of a child: 1 / (v + k + first-play visits) for its mean and
    // 1 / sqrt(v + 1) for its exploration term (select()), for v < TERM_VISITS.
    struct VisitTerms {
        float inv_mean_visits;
        float inv_sqrt_visits;
    };
    static constexpr uint32_t TERM_VISITS = 2048;
    static constexpr uint64_t ORDER_SEED = 0x5eed;  // order_rng_'s seed at every clear()
    static constexpr uint32_t ROOT_INDEX = 1;       // the root after clear() and compact()
    static constexpr size_t COMPACT_POLL = 1024;    // compact()'s blocks between deadline polls
    static constexpr float UNEVALUATED = -1.0f;     // a minimax_ entry not yet evaluated

    uint32_t alloc(uint32_t n) {
        if (used_ + n > capacity_) return 0;
        const uint32_t first = used_;
        used_ += n;
        return first;
    }

    // Stores p as the root's position (allocated by the first call).
    void store_root(const Position& p) {
        if (root_pos_)
            *root_pos_ = p;
        else
            root_pos_.reset(new Position(p));
    }

    // The root's node, or the node one or two plies below it whose position has hash `key`; 0
    // if none.
    uint32_t find(uint64_t key) const {
        if (game_.hash(*root_pos_) == key) return root_;
        const UctNode& r = pool_[root_];
        for (uint32_t c = r.first_child; c && c < r.first_child + r.child_count; ++c) {
            Position q = *root_pos_;
            game_.play(q, Move(pool_[c].move));
            if (game_.hash(q) == key) return c;
            const UctNode& cn = pool_[c];
            for (uint32_t g = cn.first_child; g && g < cn.first_child + cn.child_count; ++g) {
                Position s = q;
                game_.play(s, Move(pool_[g].move));
                if (game_.hash(s) == key) return g;
            }
        }
        return 0;
    }

    // A block of children kept by compact(): where it starts, its size, the node it belongs to
    // and where it is moved.
    struct KeptBlock {
        uint32_t start;
        uint32_t parent;
        uint32_t moved_to;
        uint32_t count;
    };

    // Slides the subtree of `node` (the root or a node below it) to the front of the pool, `node`
    // becoming ROOT_INDEX, with every statistic and proof, leaving at least `room` nodes free.
    // Blocks of children are chosen from the top down, the block of the most visited node waiting
    // (kept, expanded, its block not yet chosen) first; when the next would not fit, the nodes
    // still waiting lose their children and become leaves again, with their own statistics and
    // proofs. A block of children is allocated after the block holding the node it belongs to, so,
    // moved in address order, each block lands at or below where it was, after its parent has
    // moved. Fails, leaving the tree as it was, when the deadline passes while the blocks are being
    // chosen (polled every COMPACT_POLL blocks) or would pass while they are being moved (taken to
    // last as long as the choosing: both touch each kept node once). Time O(kept nodes + B log B)
    // for B kept blocks. Besides the pool it takes 16 bytes a kept block and 8 a waiting node (a
    // node takes 16-32 bytes in the pool).
    bool compact(uint32_t node, uint32_t room, const Deadline& deadline) {
        const double left_at_start = deadline.remaining();
        std::vector<KeptBlock> blocks;
        // Expanded nodes whose blocks are not chosen yet, by visits: (visits, index).
        std::priority_queue<std::pair<uint32_t, uint32_t>> waiting;
        if (pool_[node].first_child) waiting.push({pool_[node].visits, node});
        uint64_t kept = ROOT_INDEX + 1;  // the reserved index 0 and the root
        while (!waiting.empty()) {
            const uint32_t parent = waiting.top().second;
            const UctNode& n = pool_[parent];
            if (kept + n.child_count + room > capacity_) break;
            waiting.pop();
            blocks.push_back(KeptBlock{n.first_child, parent, 0, n.child_count});
            kept += n.child_count;
            if (blocks.size() % COMPACT_POLL == 0 && deadline.expired()) return false;
            for (uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c)
                if (pool_[c].first_child) waiting.push({pool_[c].visits, c});
        }
        if (deadline.remaining() < left_at_start - deadline.remaining()) return false;
        for (; !waiting.empty(); waiting.pop()) {  // pruned: leaves again
            pool_[waiting.top().second].first_child = 0;
            pool_[waiting.top().second].child_count = 0;
        }
        std::sort(blocks.begin(), blocks.end(),
                  [](const KeptBlock& a, const KeptBlock& b) { return a.start < b.start; });
        // The new index of a kept node: blocks before the current one have moved.
        auto moved = [&](uint32_t old) {
            if (old == node) return ROOT_INDEX;
            const auto after =
                std::upper_bound(blocks.begin(), blocks.end(), old,
                                 [](uint32_t i, const KeptBlock& b) { return i < b.start; });
            return after[-1].moved_to + (old - after[-1].start);
        };
        move_nodes(node, ROOT_INDEX, 1);
        uint32_t next = ROOT_INDEX + 1;
        for (KeptBlock& b : blocks) {
            b.moved_to = next;
            move_nodes(b.start, next, b.count);
            pool_[moved(b.parent)].first_child = next;
            next += b.count;
        }
        used_ = next;
        return true;
    }

    // Copies `count` nodes with their prior, RAVE and minimax entries from `from` to `to` <= from.
    void move_nodes(uint32_t from, uint32_t to, uint32_t count) {
        for (uint32_t i = 0; i < count; ++i) {
            pool_[to + i] = pool_[from + i];
            if (prior_) prior_[to + i] = prior_[from + i];
            if (amaf_) amaf_[to + i] = amaf_[from + i];
            if (minimax_) minimax_[to + i] = minimax_[from + i];
        }
    }

    bool reroot(uint32_t node, const Position& p) {
        root_ = node;
        store_root(p);
        // A root proven by the old tree stays proven; its children keep their proofs.
        return true;
    }

    // Creates the children of `node` at position p. Returns false when the pool is full.
    bool expand(uint32_t node, const Position& p) {
        Move moves[G::MAX_MOVES];
        float prior[G::MAX_MOVES] = {};
        const int n = game_.moves(p, moves);
        if (prior_) game_.priors(p, moves, n, prior);
        const uint32_t first = alloc(uint32_t(n));
        if (!first) return false;
        if (params_.shuffle_children) {
            for (int i = n - 1; i > 0; --i) {  // Fisher-Yates
                const int j = int(order_rng_.below(uint32_t(i + 1)));
                std::swap(moves[i], moves[j]);
                std::swap(prior[i], prior[j]);
            }
        }
        for (int i = 0; i < n; ++i)
            pool_[first + uint32_t(i)] = UctNode{0, 0, 0, uint16_t(moves[i]), 0, Proof::NONE};
        if (prior_)
            for (int i = 0; i < n; ++i) prior_[first + uint32_t(i)] = prior[i];
        if (rave())
            for (int i = 0; i < n; ++i) amaf_[first + uint32_t(i)] = AmafStats{0, 0};
        if (minimax_)
            for (int i = 0; i < n; ++i) minimax_[first + uint32_t(i)] = UNEVALUATED;
        pool_[node].first_child = first;
        pool_[node].child_count = uint8_t(n);
        return true;
    }

    void expand_root() {
        if (!pool_[root_].first_child && !expand(root_, *root_pos_)) {
            // Only reachable with a full pool: start over so the root can be expanded.
            clear();
            has_root_ = true;
            expand(root_, *root_pos_);
        }
    }

    // Whether RAVE is on: a constant false for adapters without AMAF, so that their tree carries
    // none of its work.
    bool rave() const { return G::AMAF && rave_; }

    // The exploration constant times sqrt(ln(visits + 1)), for a parent of `visits` visits.
    float c_sqrt_log(uint32_t visits) const {
        return float(params_.exploration * std::sqrt(std::log(double(visits) + 1.0)));
    }

    // The child of `node` to descend into (node is expanded and not proven).
    uint32_t select(uint32_t node) const {
        const UctNode& n = pool_[node];
        // score = mean + c sqrt(ln N) / sqrt(visits + 1) (with RAVE: the file comment's), in
        // float: the hot loop of the tree. Below TERM_VISITS visits the divisions and the square
        // root come from terms_ (a multiplication each), the parent's term from parent_terms_ (the
        // same float); the result differs from the direct formula in rounding only.
        const float c_sqrt_log_n =
            n.visits < TERM_VISITS ? parent_terms_[n.visits] : c_sqrt_log(n.visits);
        const float k = params_.prior_visits;
        const float* prior = prior_.get();              // null exactly when k == 0
        const float fpu_visits = k == 0 ? 1.0f : 0.0f;  // without priors: one virtual half win
        const float rave_prior = params_.rave_prior_visits;
        const float alpha = params_.minimax_weight;
        const float* minimax = minimax_.get();
        const bool use_rave = rave();  // a local, so that the compiler hoists the test
#if defined(__SSE2__)
        if (use_rave && !prior && !minimax) return select_rave4(n, c_sqrt_log_n);
#endif
        uint32_t best = n.first_child;
        float best_score = -1e30f;
        for (uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
            const UctNode& ch = pool_[c];
            if (ch.proven == Proof::WIN) continue;  // a loss for us
            if (ch.proven == Proof::LOSS) return c;
            const float v = float(ch.visits);
            const VisitTerms t = ch.visits < TERM_VISITS ? terms_[ch.visits]
                                                         : VisitTerms{1.0f / (v + k + fpu_visits),
                                                                      1.0f / std::sqrt(v + 1.0f)};
            const float seeded = prior ? k * prior[c] : 0.0f;  // the prior's virtual wins
            float mean, explore;
            if (use_rave) {
                const AmafStats& a = amaf_[c];
                const float inv_n = 1.0f / (v + k + float(a.visits) + rave_prior);
                mean = (ch.wins + seeded + a.wins + 0.5f * rave_prior) * inv_n;
                explore = (v + 1.0f) * t.inv_sqrt_visits * inv_n;  // sqrt(v + 1) / n
            } else {
                mean = (ch.wins + seeded + 0.5f * fpu_visits) * t.inv_mean_visits;
                explore = t.inv_sqrt_visits;
            }
            if (minimax && minimax[c] != UNEVALUATED) mean += alpha * (minimax[c] - mean);
            const float score = mean + c_sqrt_log_n * explore;
            if (score > best_score) {
                best_score = score;
                best = c;
            }
        }
        return best;
    }

#if defined(__SSE2__)
    // select() for a RAVE tree without priors or implicit minimax (knowledge UCT's), four
    // children at a time: the same formula, each operation in the same order and precision (no
    // fused multiply-adds: the builds are ISO C++, which does not contract them), so the same
    // child (bench_test.cpp pins the moves). A node is 16 bytes, one vector: four of them
    // transposed give their visits, wins and proofs lane by lane. The last block, when fewer than
    // four children are left, is copied beside padding nodes proven won for their mover, which
    // selection skips as it skips such children. SSE2 is part of x86-64; other machines take
    // select()'s loop.
    uint32_t select_rave4(const UctNode& n, float c_sqrt_log_n) const {
        static_assert(sizeof(UctNode) == 16 && offsetof(UctNode, visits) == 4 &&
                          offsetof(UctNode, wins) == 8 && offsetof(UctNode, proven) == 15,
                      "select_rave4 reads a node as one vector");
        static_assert(sizeof(AmafStats) == 8 && offsetof(AmafStats, visits) == 4,
                      "select_rave4 reads two AMAF entries as one vector");
        const __m128 one = _mm_set1_ps(1.0f);
        const __m128 rave_prior = _mm_set1_ps(params_.rave_prior_visits);
        const __m128 half_rave_prior = _mm_set1_ps(0.5f * params_.rave_prior_visits);
        const __m128 c = _mm_set1_ps(c_sqrt_log_n);
        const __m128 never = _mm_set1_ps(-1e30f);  // the score of a child not to choose
        const uint32_t first = n.first_child, end = first + n.child_count;
        __m128 best_score = never;
        __m128i index = _mm_setr_epi32(0, 1, 2, 3);  // lane i: child first + i, then + 4 ...
        __m128i best_index = _mm_setzero_si128();
        const UctNode padding{0, 0, 0, 0, 0, Proof::WIN};
        UctNode last_nodes[4] = {padding, padding, padding, padding};
        AmafStats last_amaf[4] = {};
        for (uint32_t ch = first; ch < end;
             ch += 4, index = _mm_add_epi32(index, _mm_set1_epi32(4))) {
            const UctNode* nodes = &pool_[ch];
            const AmafStats* amaf = &amaf_[ch];
            if (end - ch < 4) {
                std::copy(nodes, nodes + (end - ch), last_nodes);
                std::copy(amaf, amaf + (end - ch), last_amaf);
                nodes = last_nodes;
                amaf = last_amaf;
            }
            const float* words = reinterpret_cast<const float*>(nodes);
            __m128 w0 = _mm_loadu_ps(words), w1 = _mm_loadu_ps(words + 4);
            __m128 w2 = _mm_loadu_ps(words + 8), w3 = _mm_loadu_ps(words + 12);
            _MM_TRANSPOSE4_PS(w0, w1, w2, w3);  // w1: visits, w2: wins, w3: proven in bits 24-31
            const __m128i proven = _mm_srai_epi32(_mm_castps_si128(w3), 24);
            if (_mm_movemask_epi8(proven)) {  // a child proven LOSS (-1): a win for us
                for (uint32_t i = 0; i < 4; ++i)
                    if (nodes[i].proven == Proof::LOSS) return ch + i;
            }
            const float* amaf_words = reinterpret_cast<const float*>(amaf);
            const __m128 a01 = _mm_loadu_ps(amaf_words), a23 = _mm_loadu_ps(amaf_words + 4);
            const __m128 amaf_wins = _mm_shuffle_ps(a01, a23, _MM_SHUFFLE(2, 0, 2, 0));
            const __m128 amaf_visits = _mm_cvtepi32_ps(
                _mm_castps_si128(_mm_shuffle_ps(a01, a23, _MM_SHUFFLE(3, 1, 3, 1))));
            const __m128 v = _mm_cvtepi32_ps(_mm_castps_si128(w1));
            const __m128 inv_n =
                _mm_div_ps(one, _mm_add_ps(_mm_add_ps(v, amaf_visits), rave_prior));
            const __m128 mean =
                _mm_mul_ps(_mm_add_ps(_mm_add_ps(w2, amaf_wins), half_rave_prior), inv_n);
            const __m128 v1 = _mm_add_ps(v, one);
            const __m128 explore =
                _mm_mul_ps(_mm_mul_ps(v1, _mm_div_ps(one, _mm_sqrt_ps(v1))), inv_n);
            const __m128 score = _mm_add_ps(mean, _mm_mul_ps(c, explore));
            // Not chosen: children proven won for their mover (a loss for us), padding included.
            const __m128 skip = _mm_castsi128_ps(_mm_cmpeq_epi32(proven, _mm_set1_epi32(1)));
            const __m128 kept = _mm_or_ps(_mm_andnot_ps(skip, score), _mm_and_ps(skip, never));
            const __m128 better = _mm_cmpgt_ps(kept, best_score);  // strictly: the first wins
            best_score = _mm_max_ps(kept, best_score);
            best_index = _mm_or_si128(_mm_andnot_si128(_mm_castps_si128(better), best_index),
                                      _mm_and_si128(_mm_castps_si128(better), index));
        }
        // The best lane: the highest score, of those the lowest index (the first child).
        alignas(16) float scores[4];
        alignas(16) uint32_t indices[4];
        _mm_store_ps(scores, best_score);
        _mm_store_si128(reinterpret_cast<__m128i*>(indices), best_index);
        float top = scores[0];
        uint32_t best = indices[0];
        for (int i = 1; i < 4; ++i)
            if (scores[i] > top || (scores[i] == top && indices[i] < best)) {
                top = scores[i];
                best = indices[i];
            }
        return first + best;
    }
#endif

    // Recomputes the proof of an expanded node from its children.
    void update_proof(uint32_t node) {
        UctNode& n = pool_[node];
        if (!n.first_child) return;
        bool all_win = true;
        for (uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
            if (pool_[c].proven == Proof::LOSS) {
                n.proven = Proof::WIN;
                return;
            }
            all_win &= pool_[c].proven == Proof::WIN;
        }
        if (all_win) n.proven = Proof::LOSS;
    }

    // The result for the side to move at `node`, a terminal position of value v: a draw 0.5
    // (also its minimax value), else a loss, proven.
    float game_over(uint32_t node, Value v) {
        if (v == VALUE_DRAW) {
            if (minimax_) minimax_[node] = 0.5f;
            return 0.5f;
        }
        pool_[node].proven = Proof::LOSS;
        return 0.0f;
    }

    // A child's minimax value for the player who moved into it: 1 or 0 when proven, else its
    // implicit minimax value (UNEVALUATED if none yet).
    float child_minimax(uint32_t c) const {
        const Proof p = pool_[c].proven;
        return p == Proof::LOSS ? 1.0f : p == Proof::WIN ? 0.0f : minimax_[c];
    }

    // Implicit minimax back-up at an expanded node: the best of its evaluated children's values
    // for its side to move, seen by the player who moved into it. Unchanged while no child is
    // evaluated.
    void back_up_minimax(uint32_t node) {
        const UctNode& n = pool_[node];
        float best = UNEVALUATED;
        for (uint32_t c = n.first_child; c && c < n.first_child + n.child_count; ++c)
            best = std::max(best, child_minimax(c));
        if (best != UNEVALUATED) minimax_[node] = 1.0f - best;
    }

    // The adapter's playout from pos, the position of `node`, the last node of a path of
    // `depth` nodes. With implicit minimax, node is first evaluated if it is not yet. With RAVE
    // the moves the playout plays are added to seen[] by the parity of the depth at which they
    // are played.
    float playout(uint32_t node, Position& pos, int depth, Rng& rng, AmafSet* seen) {
        if (minimax_ && minimax_[node] == UNEVALUATED)
            minimax_[node] = float(1.0 - value_to_probability(game_.evaluate(pos), G::EVAL_SCALE));
        if constexpr (G::AMAF) {
            if (rave()) {
                AmafSet played[2];
                const float result = game_.playout(pos, rng, played);
                seen[(depth - 1) & 1] |= played[0];
                seen[depth & 1] |= played[1];
                return result;
            }
        }
        (void)depth;
        (void)seen;
        return game_.playout(pos, rng);
    }

    // RAVE back-up at path[i] (result is for its side to move): adds the move played from it
    // in the tree to seen[], then credits every child whose move that side played.
    void update_amaf(const uint32_t* path, int depth, int i, float result, AmafSet* seen) {
        AmafSet& mine = seen[i & 1];
        if (i + 1 < depth) mine.set(pool_[path[i + 1]].move);
        const UctNode& n = pool_[path[i]];
        // Branch-free: about half the children were played, in no order a branch predicts.
        // Adding 0 leaves a child's statistics exactly as they were.
        for (uint32_t c = n.first_child; c && c < n.first_child + n.child_count; ++c) {
            const uint32_t hit = mine.test(pool_[c].move);
            amaf_[c].visits += hit;
            amaf_[c].wins += float(hit) * result;
        }
    }

    // One iteration: descend, expand, play out, back up.
    void iterate(Rng& rng) {
        uint32_t path[MAX_PLY + 1];
        int depth = 0;
        AmafSet seen[2];  // RAVE: moves played after each node, by parity of its depth
        uint32_t node = root_;
        path[depth++] = node;
        Position pos = *root_pos_;
        float result;  // for the side to move at the last node of the path

        // Step 1: descend through expanded nodes.
        while (pool_[node].first_child && pool_[node].proven == Proof::NONE) {
            node = select(node);
            game_.play(pos, Move(pool_[node].move));
            path[depth++] = node;
        }
        UctNode& leaf = pool_[node];
        Value terminal_value;
        Move win;
        // Step 2: evaluate the leaf: a proof, the end of the game, or expand and play out.
        // Not at the root: a root proven without proven children would leave no move to play.
        if (leaf.proven == Proof::NONE && proofs_ && node != root_)
            leaf.proven = table_proof(*proofs_, game_.hash(pos));
        if (leaf.proven != Proof::NONE) {
            result = leaf.proven == Proof::WIN ? 1.0f : 0.0f;
        } else if (game_.terminal(pos, &terminal_value)) {
            result = game_over(node, terminal_value);
        } else if (game_.winning_move(pos, &win)) {
            leaf.proven = Proof::WIN;
            result = 1.0f;
        } else {
            if ((leaf.visits + 1 >= params_.expand_visits || node == root_) && expand(node, pos)) {
                node = select(node);
                game_.play(pos, Move(pool_[node].move));
                path[depth++] = node;
                result = game_.terminal(pos, &terminal_value)
                             ? game_over(node, terminal_value)
                             : playout(node, pos, depth, rng, seen);
            } else {
                result = playout(node, pos, depth, rng, seen);
            }
        }

        // Step 3: back up; proofs propagate while they change the parent. With RAVE, the
        // children of each node whose move its side to move played later get the result too.
        // Implicit minimax values are recomputed while they change: only the path's last node
        // is new or newly valued, and a node whose child on the path kept its value (and
        // proof) keeps its own.
        bool minimax_changed = true;  // whether path[i + 1]'s child_minimax changed
        for (int i = depth - 1; i >= 0; --i) {
            if (rave()) update_amaf(path, depth, i, result, seen);
            UctNode& n = pool_[path[i]];
            n.visits += 1;
            n.wins += 1.0f - result;  // the mover into n is the other side
            result = 1.0f - result;
            const float before = minimax_ && i + 1 < depth ? child_minimax(path[i]) : 0.0f;
            if (i + 1 < depth && pool_[path[i + 1]].proven != Proof::NONE) update_proof(path[i]);
            if (minimax_ && i + 1 < depth) {
                if (minimax_changed) back_up_minimax(path[i]);
                minimax_changed = child_minimax(path[i]) != before;
            }
        }
    }

    G game_;
    UctParams params_;
    bool rave_;  // read through rave()
    uint32_t capacity_;
    std::unique_ptr<UctNode[]> pool_;
    std::unique_ptr<float[]> prior_;     // capacity_ entries with prior visits, else none: the
                                         // adapter's win-rate estimate for the mover into the node
    std::unique_ptr<AmafStats[]> amaf_;  // capacity_ entries with RAVE, else none
    std::unique_ptr<float[]> minimax_;   // capacity_ entries with implicit minimax, else none
    std::unique_ptr<VisitTerms[]> terms_;    // TERM_VISITS entries
    std::unique_ptr<float[]> parent_terms_;  // c_sqrt_log(v) for v < TERM_VISITS
    uint32_t used_ = 0;
    uint32_t grown_ = 0;  // nodes the searches added since the last set_root()
    uint32_t root_ = 0;
    std::unique_ptr<Position> root_pos_;  // the root's position, set by set_root()
    bool has_root_ = false;
    const TranspositionTable* proofs_ = nullptr;
    Rng order_rng_;  // the children's order (UctParams::shuffle_children)
};

}  // namespace core
