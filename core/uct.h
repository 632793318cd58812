// UCT (Monte Carlo tree search with UCB1 selection) over any game adapter G (core/game.h): NoGo's
// tree. An MCTS-solver for proven wins and losses, a node pool allocated once under a memory cap,
// re-rooting between turns and a robust final choice; what it shares with the graph search
// (proofs, the search loop, the root's lost moves) is core/search_tree.h.
//
// Values (core/score.h): a node's `wins` are results in [0, 1] from the view of the player who
// made the move INTO the node; its `proven` state is from the view of the side to move AT the
// node (WIN: that side wins with best play). Selection at a parent of N visits maximises
//   (wins + 0.5) / (visits + 1) + exploration * sqrt(ln(N + 1) / (visits + 1))
// over children not proven lost for the parent: one virtual visit worth 0.5 is a first-play
// urgency.
//
// RAVE (UctParams::rave_prior_visits > 0, adapters with AMAF only, core/game.h): each child also
// keeps all-moves-as-first statistics, the results of every iteration through its parent in
// which the parent's side to move played the child's move later on (in the tree or in the
// playout), and selection pools them with the child's own results by count, as HaHaNoGo and
// HappyNoGo do:
//   mean' = (wins + amaf_wins + R / 2) / n,   n = visits + amaf_visits + R
//   score = mean' + exploration * sqrt(ln(N + 1)) * sqrt(visits + 1) / n
// with R = UctParams::rave_prior_visits virtual AMAF visits worth 0.5 each. A playout fills most
// of the board, so a child's AMAF visits grow with its parent's and keep outweighing its own:
// the tree trusts AMAF for long, and the exploration term, which shrinks with n, stays small.
//
// A learned net (UctParams::net_visits > 0, an adapter with a net: G::net_evaluate, core/game.h)
// evaluates an expanded node once, on its net_visits-th visit (the root when a search starts),
// and its children get the net's move probabilities p as priors (each at least MIN_PRIOR, so
// that a node is evaluated exactly when its first child's prior is above 0). Selection at an
// evaluated node adds a progressive bias (Chaslot et al., 2008) to each child's score:
//   score' = score + w p / (visits + 1),   w = policy_weight
// which steers a node's first visits to the moves the net expects a long search to prefer and
// fades as the child's own results come in. An evaluation costs as many playouts as its time
// would run, so net_visits keeps the net to the nodes searched most. (AlphaGo's PUCT term and
// the net's value blended into the means played worse: STRENGTH.md, "Experiments not kept".)
//
// Ties: selection takes the first child of the best score, and children tie until visits (or
// AMAF statistics) set them apart, so the first iterations through a node
// follow the children's order. In the adapter's move order that is a systematic bias (NoGo's
// first point is a corner); UctParams::shuffle_children puts each node's children in a random
// order when it is expanded, drawn from the tree's own generator (reseeded by clear()), so that
// ties break at random, as HaHaNoGo breaks them.
//
// Solver: a child proven LOSS (for its side to move) makes the parent a WIN; a parent whose
// children are all proven WIN (for their side to move) is a LOSS. Terminal positions are proven
// when first reached; draws are never proven and count 0.5. A leaf the proof table holds as
// proven (set_proofs, core/search_tree.h) is proven when reached.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <queue>
#include <utility>
#include <vector>

#include "core/amaf_credit.h"
#include "core/clock.h"
#include "core/game.h"
#include "core/pages.h"
#include "core/random.h"
#include "core/score.h"
#include "core/search_tree.h"
#include "core/uct_select.h"

namespace core {

struct UctParams {
    double exploration = 0.7;
    uint32_t expand_visits = 2;   // a leaf is expanded on its expand_visits-th visit
    float rave_prior_visits = 0;  // R of the RAVE selection (see above); 0: no RAVE
    // Whether a node's children are put in a random order when it is expanded, so that
    // selection's first-best rule breaks ties at random (see above); else in the adapter's order.
    bool shuffle_children = false;
    // The learned net (see above): a node is evaluated on its net_visits-th visit (0: never, and
    // never without a net); the progressive bias's weight w.
    uint32_t net_visits = 0;
    float policy_weight = 0;
};

template <class G>
class Uct : public SearchTree<Uct<G>, G> {
    using Base = SearchTree<Uct<G>, G>;
    friend Base;

  public:
    using Position = typename G::Position;
    using Move = typename G::Move;
    using Params = UctParams;
    static_assert(G::MAX_MOVES < 256, "child_count is 8 bits");
    static_assert(!G::AMAF || G::MAX_MOVES <= AMAF_MOVES, "RAVE's move sets hold ids < AMAF_MOVES");
    static constexpr uint32_t POLL_ITERATIONS = 64;

    // The tree's settings for one turn (core/searcher.h, TurnPlan): the visit on which a leaf is
    // expanded in the searches that follow (0: keep the current one). The tree already built is
    // kept.
    struct Turn {
        uint32_t expand_visits = 0;
    };
    void set_turn(const Turn& turn) {
        if (turn.expand_visits) params_.expand_visits = turn.expand_visits;
    }

    // A tree whose pool (with the arrays beside it) takes at most `megabytes` MiB. Pages are
    // touched only as nodes are used. The pool and RAVE's arrays have SELECT_READ_PAST entries
    // more, never used, for selection to read past the last children (core/uct_select.h).
    Uct(G game, UctParams params, int megabytes)
        : Base(game),
          params_(params),
          rave_(G::AMAF && params.rave_prior_visits > 0),
          net_(params.net_visits > 0 && game_has_net(game)),
          capacity_(
              uint32_t(size_t(megabytes) * 1024 * 1024 /
                       (sizeof(UctNode) + (rave_ ? AMAF_BYTES : 0) + (net_ ? sizeof(float) : 0)))),
          pool_(capacity_ + SELECT_READ_PAST),
          amaf_wins_(rave_ ? PageArray<float>(capacity_ + SELECT_READ_PAST) : PageArray<float>()),
          amaf_visits_(rave_ ? PageArray<uint32_t>(capacity_ + SELECT_READ_PAST)
                             : PageArray<uint32_t>()),
          prior_(net_ ? PageArray<float>(capacity_) : PageArray<float>()),
          parent_terms_(new float[TERM_VISITS]) {
        for (uint32_t v = 0; v < TERM_VISITS; ++v) parent_terms_[v] = c_sqrt_log(v);
        clear();
    }

    // Forgets the tree.
    void clear() {
        order_rng_.reseed(ORDER_SEED);
        used_ = 1;  // index 0 is reserved: first_child == 0 means "not expanded"
        root_ = alloc(1);
        pool_[root_] = UctNode{0, 0, 0, 0, 0, Proof::NONE};
        if (net_) prior_[root_] = 0.0f;
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
        const uint32_t room = uint32_t(std::min<uint64_t>(grown_, capacity_ / 2));
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
    // (0: no limit), or the root is proven. Returns the iterations run. `whole`, when given, is
    // the deadline of a longer search this call is one slice of (core/searcher.h).
    // The tree never stops growing for want of room while time allows: before each block of
    // iterations between two polls of the deadline, a pool that the block could fill (an
    // iteration expands at most one node, of at most MAX_MOVES children) is compacted in place,
    // keeping the children of the most visited nodes in half the pool (compact(), as re-rooting
    // does). Compacting a full pool takes tens of milliseconds, more than a slice, so it is
    // bounded by `whole` (else `deadline`) and may run past a slice's deadline. Where it would
    // pass that bound, the tree stays as it is for the rest of the call: a leaf that cannot be
    // expanded is played out again.
    uint64_t search(const Deadline& deadline, uint64_t max_iterations, Rng& rng,
                    const Deadline* whole = nullptr) {
        if (net_ && pool_[root_].proven == Proof::NONE) {
            expand_root();
            if (!evaluated(root_)) evaluate_net(root_, *root_pos_);
        }
        uint64_t n = 0;
        bool may_compact = true;
        for (;;) {
            const uint64_t block = max_iterations
                                       ? std::min<uint64_t>(POLL_ITERATIONS, max_iterations - n)
                                       : POLL_ITERATIONS;
            if (block == 0) return n;
            if (may_compact && used_ + block * G::MAX_MOVES > capacity_) {
                may_compact = compact(root_, capacity_ / 2, whole ? *whole : deadline);
                if (may_compact) root_ = ROOT_INDEX;
            }
            const uint32_t before = used_;  // iterations only add nodes
            const uint64_t ran = Base::run_iterations(deadline, block, rng);
            n += ran;
            grown_ += used_ - before;
            if (ran < block) return n;
        }
    }

    // The move to play: a proven win if any (most visited among them), else the most visited
    // move not proven lost, else (all lost) the most visited move; equal visits go to the first
    // child.
    Move best_move() {
        expand_root();
        const UctNode& r = pool_[root_];
        uint32_t best = 0;
        auto rank = [&](uint32_t c) {
            const UctNode& n = pool_[c];
            const int tier = n.proven == Proof::LOSS ? 2 : n.proven == Proof::NONE ? 1 : 0;
            return double(tier) * 1e12 + double(n.visits);
        };
        for (uint32_t c = r.first_child; c < r.first_child + r.child_count; ++c)
            if (best == 0 || rank(c) > rank(best)) best = c;
        return Move(pool_[best].move);
    }

    // The root's proven state, for its side to move (its value: SearchTree::root_value()).
    Proof root_proof() const { return pool_[root_].proven; }
    uint32_t root_visits() const { return pool_[root_].visits; }

    // The root's children as the tree sees them (for tests and reports); RAVE fields are 0
    // without RAVE; `prior` is the file comment's p.
    struct ChildStats {
        Move move;
        uint32_t visits;
        float wins;
        uint32_t amaf_visits;
        float amaf_wins;
        Proof proven;
        float prior;  // the net's probability of the move (0: the root not evaluated)
    };
    std::vector<ChildStats> root_children() const {
        std::vector<ChildStats> out;
        const UctNode& r = pool_[root_];
        for (uint32_t c = r.first_child; c && c < r.first_child + r.child_count; ++c) {
            const UctNode& n = pool_[c];
            out.push_back(ChildStats{Move(n.move), n.visits, n.wins, rave() ? amaf_visits_[c] : 0,
                                     rave() ? amaf_wins_[c] : 0.0f, n.proven,
                                     net_ ? prior_[c] : 0.0f});
        }
        return out;
    }
    // The principal variation through the root's child of move `first`: that move, then at each
    // node below it its most visited child (the first on equal visits) while one has visits, at
    // most max_length moves. Empty when the root has no such child. Read-only: the search does
    // not depend on it.
    std::vector<Move> principal_variation(Move first, int max_length) const {
        std::vector<Move> out;
        const UctNode& r = pool_[root_];
        uint32_t node = 0;
        for (uint32_t c = r.first_child; c && c < r.first_child + r.child_count; ++c)
            if (Move(pool_[c].move) == first) node = c;
        while (node && int(out.size()) < max_length) {
            out.push_back(Move(pool_[node].move));
            const UctNode& n = pool_[node];
            uint32_t best = 0;
            for (uint32_t c = n.first_child; c && c < n.first_child + n.child_count; ++c)
                if (pool_[c].visits > 0 && (best == 0 || pool_[c].visits > pool_[best].visits))
                    best = c;
            node = best;
        }
        return out;
    }
    uint32_t nodes_used() const { return used_; }
    uint32_t capacity() const { return capacity_; }

  private:
    using Base::game_;
    using Base::root_pos_;
    using Base::store_root;

    static constexpr uint64_t ORDER_SEED = 0x5eed;  // order_rng_'s seed at every clear()
    static constexpr uint32_t ROOT_INDEX = 1;       // the root after clear() and compact()
    static constexpr size_t COMPACT_POLL = 1024;    // compact()'s blocks between deadline polls

    uint32_t alloc(uint32_t n) {
        if (used_ + n > capacity_) return 0;
        const uint32_t first = used_;
        used_ += n;
        return first;
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

    // Copies `count` nodes with their RAVE and net entries from `from` to `to` <= from.
    void move_nodes(uint32_t from, uint32_t to, uint32_t count) {
        for (uint32_t i = 0; i < count; ++i) {
            pool_[to + i] = pool_[from + i];
            if (amaf_wins_) {
                amaf_wins_[to + i] = amaf_wins_[from + i];
                amaf_visits_[to + i] = amaf_visits_[from + i];
            }
            if (net_) prior_[to + i] = prior_[from + i];
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
        const int n = game_.moves(p, moves);
        const uint32_t first = alloc(uint32_t(n));
        if (!first) return false;
        if (params_.shuffle_children) {
            for (int i = n - 1; i > 0; --i) {  // Fisher-Yates
                const int j = int(order_rng_.below(uint32_t(i + 1)));
                std::swap(moves[i], moves[j]);
            }
        }
        for (int i = 0; i < n; ++i)
            pool_[first + uint32_t(i)] = UctNode{0, 0, 0, uint16_t(moves[i]), 0, Proof::NONE};
        if (rave())
            for (int i = 0; i < n; ++i) {
                amaf_wins_[first + uint32_t(i)] = 0.0f;
                amaf_visits_[first + uint32_t(i)] = 0;
            }
        if (net_)
            for (int i = 0; i < n; ++i) prior_[first + uint32_t(i)] = 0.0f;
        pool_[node].first_child = first;
        pool_[node].child_count = uint8_t(n);
        return true;
    }

    // SearchTree's hooks (core/search_tree.h).
    double open_root_value() const {
        const UctNode& r = pool_[root_];
        return r.visits ? 1.0 - double(r.wins) / double(r.visits) : 0.5;
    }
    void update_root() { update_proof(root_); }
    template <class F>
    void for_each_root_child(F f) {
        const UctNode& r = pool_[root_];
        for (uint32_t c = r.first_child; c && c < r.first_child + r.child_count; ++c)
            f(Move(pool_[c].move), pool_[c].proven);
    }
    template <class F>
    void for_each_root_child(F f) const {
        const UctNode& r = pool_[root_];
        for (uint32_t c = r.first_child; c && c < r.first_child + r.child_count; ++c)
            f(Move(pool_[c].move), pool_[c].proven);
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

    // The child of `node` to descend into (node is expanded and not proven): core/uct_select.h.
    // The parent's term comes from parent_terms_ below TERM_VISITS visits.
    uint32_t select(uint32_t node) const {
        const UctNode& n = pool_[node];
        const uint32_t first = n.first_child;
        const bool net_priors = net_ && evaluated(node);
        Selection s;
        s.children = &pool_[first];
        s.count = n.child_count;
        s.amaf_wins = rave() ? &amaf_wins_[first] : nullptr;
        s.amaf_visits = rave() ? &amaf_visits_[first] : nullptr;
        s.rave_prior = params_.rave_prior_visits;
        s.prior = net_priors ? &prior_[first] : nullptr;
        s.policy_weight = params_.policy_weight;
        s.c_sqrt_log_n = n.visits < TERM_VISITS ? parent_terms_[n.visits] : c_sqrt_log(n.visits);
        return first + select_child(s);
    }

    // Whether the net has evaluated expanded node `node` (file comment). Precondition: net_.
    bool evaluated(uint32_t node) const { return prior_[pool_[node].first_child] > 0.0f; }

    // The net's evaluation of expanded node `node` at position pos: its children's priors.
    void evaluate_net(uint32_t node, const Position& pos) {
        const UctNode& n = pool_[node];
        Move moves[G::MAX_MOVES];
        for (uint32_t i = 0; i < n.child_count; ++i) moves[i] = Move(pool_[n.first_child + i].move);
        Base::net_priors(pos, moves, int(n.child_count), &prior_[n.first_child]);
    }

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

    // The result for the side to move at `node`, a terminal position of value v: a draw 0.5,
    // else a loss, proven.
    float game_over(uint32_t node, Value v) {
        if (v == VALUE_DRAW) return 0.5f;
        pool_[node].proven = Proof::LOSS;
        return 0.0f;
    }

    // The adapter's playout from pos, the position of the last node of a path of `depth` nodes.
    // With RAVE the moves the playout plays are added to seen[] by the parity of the depth at
    // which they are played.
    float playout(Position& pos, int depth, Rng& rng, AmafSet* seen) {
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
    // in the tree to played[] (the moves played after each node, by the parity of its depth),
    // then credits every child whose move that side played.
    void update_amaf(const uint32_t* path, int depth, int i, float result, PlayedMoves* played) {
        PlayedMoves& mine = played[i & 1];
        if (i + 1 < depth) mine.flag[pool_[path[i + 1]].move] = -1;
        const UctNode& n = pool_[path[i]];
        if (!n.first_child) return;
        credit_amaf(&pool_[n.first_child], n.child_count, mine, result, &amaf_wins_[n.first_child],
                    &amaf_visits_[n.first_child]);
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

        // Step 1: descend through expanded nodes, evaluating with the net those that earned it.
        while (pool_[node].first_child && pool_[node].proven == Proof::NONE) {
            if (net_ && pool_[node].visits + 1 >= params_.net_visits && !evaluated(node))
                evaluate_net(node, pos);
            node = select(node);
            game_.play(pos, Move(pool_[node].move));
            path[depth++] = node;
        }
        UctNode& leaf = pool_[node];
        Value terminal_value;
        Move win;
        // Step 2: evaluate the leaf: a proof, the end of the game, or expand and play out.
        // Not at the root: a root proven without proven children would leave no move to play.
        if (leaf.proven == Proof::NONE && node != root_) leaf.proven = Base::table_proof_of(pos);
        if (leaf.proven != Proof::NONE) {
            result = leaf.proven == Proof::WIN ? 1.0f : 0.0f;
        } else if (game_.terminal(pos, &terminal_value)) {
            result = game_over(node, terminal_value);
        } else if (game_.winning_move(pos, &win)) {
            leaf.proven = Proof::WIN;
            result = 1.0f;
        } else {
            if ((leaf.visits + 1 >= params_.expand_visits || node == root_) && expand(node, pos)) {
                // What select() would choose: the children are new, so they tie (no visits, AMAF
                // statistics, proofs or priors), and ties go to the first.
                node = pool_[node].first_child;
                game_.play(pos, Move(pool_[node].move));
                path[depth++] = node;
                result = game_.terminal(pos, &terminal_value) ? game_over(node, terminal_value)
                                                              : playout(pos, depth, rng, seen);
            } else {
                result = playout(pos, depth, rng, seen);
            }
        }

        // Step 3: back up; proofs propagate while they change the parent. With RAVE, the
        // children of each node whose move its side to move played later get the result too.
        PlayedMoves played[2];  // RAVE: seen[] a byte a move, for the back-up's loads
        if (rave()) {
            played_moves(seen[0], &played[0]);
            played_moves(seen[1], &played[1]);
        }
        for (int i = depth - 1; i >= 0; --i) {
            if (rave()) update_amaf(path, depth, i, result, played);
            UctNode& n = pool_[path[i]];
            n.visits += 1;
            n.wins += 1.0f - result;  // the mover into n is the other side
            result = 1.0f - result;
            if (i + 1 < depth && pool_[path[i + 1]].proven != Proof::NONE) update_proof(path[i]);
        }
    }

    UctParams params_;
    bool rave_;  // read through rave()
    bool net_;   // net_visits > 0 and the adapter has a net
    uint32_t capacity_;
    // The pool and the arrays beside it, in huge pages where the OS offers them (core/pages.h):
    // a descent reads nodes far apart.
    PageArray<UctNode> pool_;                // capacity_ (+ SELECT_READ_PAST) nodes
    PageArray<float> amaf_wins_;             // as many entries with RAVE, else none
    PageArray<uint32_t> amaf_visits_;        // as many entries with RAVE, else none
    PageArray<float> prior_;                 // capacity_ entries with the net, else none: p
    std::unique_ptr<float[]> parent_terms_;  // c_sqrt_log(v) for v < TERM_VISITS
    uint32_t used_ = 0;
    uint64_t grown_ = 0;  // nodes the searches added since the last set_root()
    uint32_t root_ = 0;
    bool has_root_ = false;
    Rng order_rng_;  // the children's order (UctParams::shuffle_children)
};

}  // namespace core
