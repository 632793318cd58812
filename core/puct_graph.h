// Monte-Carlo graph search with PUCT selection: the tree of Connect4's engines (NoGo keeps
// core/uct.h; what the two share is core/search_tree.h). The method is the one the strongest
// public course library publishes (github Lionjump0723/connect4, its README), rebuilt on our
// adapter.
//
// Precondition on the adapter G (core/game.h): its positions form a directed acyclic graph (no
// position recurs within a game: in Connect4 every move adds a stone); two positions with the
// same G::hash are taken as the same position (64-bit Zobrist keys); G has the graph's playout
// (with `proven` and `plies`, core/game.h).
//
// Graph: nodes are positions, kept in a node pool in the order they are created, and found by
// an open-addressed hash table (linear probing) of G::hash keys to pool indices; a node's edges
// (one per move of G::moves) are contiguous in an edge pool and point at their child nodes. An
// expansion creates its new children one after another, so a node's children mostly lie side
// by side in the pool: a pass over them reads a few adjacent cache lines, not one line of a
// random page each (docs/engine.md, "Time and memory"). The pool, the table and the edge pool
// are allocated once under the memory cap; clear() is O(1) (a generation number marks earlier
// slots of the table empty). A position reached by several move orders is one node.
//
// The table's size follows the graph: it uses only the first table_slots_ slots of its
// allocation, from MIN_TABLE_SLOTS, and doubles them (entering every node of the pool anew)
// whenever the nodes would fill more than SLACK / (SLACK + 1) of them. A table sized for the
// whole memory cap would scatter a turn's few hundred thousand nodes over every page of it:
// each probe a TLB miss, and each page's first touch a fault, which took half of a first turn.
// The table grows only while the deadline leaves time for it (REHASH_SECONDS a node): when a
// new root is set, for as many nodes as the last search added, and during a search. Where it
// cannot grow in time the graph is collected instead, as when the pools lack room (below), so
// that the graph never stays full for want of a turn long enough to grow the table.
//
// Expansion: a node is expanded on its first visit, and every child it creates (a position not
// yet in the graph) gets its first value at once: proven if terminal, in the proof table
// (set_proofs) or a win now for its side to move (G::winning_move), else one playout, proven
// when the playout says its result is certain (G::playout's `proven`). So an iteration costs one
// playout per new child, and the graph proves short forced lines as it grows.
//
// Values (core/score.h): a node's q is for the player who moved INTO it, in [0, 1]; a playout's
// result carries a piece-count term, a win worth 1 - plies * PIECE_DELTA and a loss
// plies * PIECE_DELTA (plies: the game's length where the playout ended), so that quick wins
// and slow losses are preferred and children whose playouts tie still differ. For the side to
// move at an expanded node, over its children not proven lost for it (v(c) = c's q, edge
// visits n(c)):
//   U = the mean of v(c) when the node was expanded (while no such edge had a visit),
//   value = (U + sum n(c) v(c)) / (1 + sum n(c)),   q = 1 - value,
// KataGo's graph formula (docs/GraphSearch.md) with the children's first values as the node's
// own utility. It is recomputed from the children on every back-up through the node.
//
// Selection at a node with N = 1 + sum n(c) and k edges, over children not proven:
//   score = v'(c) + exploration * sqrt(N) / (k * (n(c) + 1))
// (PUCT with uniform priors), where v'(c) = v(c) for an expanded child and (U + v(c)) / 2 for a
// child not yet expanded (its one playout is averaged with its parent's utility: less variance).
// An edge's visits grow by one per back-up through it while they are below the child's N, so a
// child reached through several parents is not counted twice over.
//
// Net (PuctParams::net_visits > 0, an adapter with a net: G::net_evaluate, core/game.h): a node
// whose N reaches net_visits, and the root when a search starts, is evaluated once by the net, and
// its edges' priors P(e), the net's probabilities of their moves, replace the uniform 1 / k:
//   score = v'(c) + exploration * sqrt(N) * P(e) / (n(c) + 1)
// (AlphaZero's PUCT). An evaluation costs as many playouts as its time would run, so net_visits
// keeps the net to the nodes searched most.
//
// Solver: a child proven LOSS (for its side to move) makes the node a WIN; a node whose children
// are all proven WIN is a LOSS; proven children leave the average. Draws are never proven: a
// terminal draw is a leaf worth 0.5. Marking a root move lost (mark_lost) proves its child, and
// a new child the proof table holds as proven (set_proofs) is proven.
//
// Final move: a proven win if any; else, among unproven moves with at least a quarter of the
// most visited one's edge visits, the best value v(c) (so a move whose value the search has
// checked, not only the most visited one); else (all lost) the move of most edge visits, the one
// searched longest before its loss was proven.
//
// Re-rooting and collection: the new root is looked up by hash, so everything searched below it
// is kept while there is room. When the table or the pools lack room for as many new nodes and
// edges as the last search added (at most half of each), the graph is collected (collect(): a
// best-first mark from the root by edge visits, then the live nodes and their edges slide to the
// front of their pools, in order, and the table is rebuilt): the nodes the root does not reach
// are freed, and where it reaches more than KEEP_SHARE of the pools, the expansions of its least
// visited nodes are undone, those nodes kept as leaves with their values (expanded again when
// next reached). A search whose pools or table would fill is collected the same way before its
// next block of iterations, so the graph grows on within a long turn. The graph starts afresh
// only when the new root was never expanded or a collection would outlast the turn's deadline;
// a search whose collection would outlast its deadline stops growing: a leaf that cannot be
// expanded is played out again, its q the mean of its playouts.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

#include "core/clock.h"
#include "core/game.h"
#include "core/pages.h"
#include "core/random.h"
#include "core/score.h"
#include "core/search_tree.h"

namespace core {

struct PuctParams {
    float exploration = 1.0f;  // the PUCT constant (file comment, "Selection")
    // The learned net (file comment, "Net"): a node is evaluated when its N reaches net_visits
    // (0: never, and never without a net).
    uint32_t net_visits = 0;
};

// The piece-count term per ply of a playout's length (see above): Lionjump's 1/8192 on its
// [-1, 1] scale.
constexpr float PIECE_DELTA = 1.0f / 16384;

template <class G>
class PuctGraph : public SearchTree<PuctGraph<G>, G> {
    using Base = SearchTree<PuctGraph<G>, G>;
    friend Base;

  public:
    using Position = typename G::Position;
    using Move = typename G::Move;
    using Params = PuctParams;
    static_assert(G::MAX_MOVES < 256, "edge_count is 8 bits");
    // Every iteration plays out each new child of its leaf: a dozen playouts between polls.
    static constexpr uint32_t POLL_ITERATIONS = 4;

    // A graph whose node pool, table and edge pool, with a mark bit for each node and edge, take
    // at most `megabytes` MiB (NODE_SHARE the nodes and their table). Pages are touched only as
    // they are used.
    PuctGraph(G game, PuctParams params, int megabytes)
        : Base(game),
          exploration_(params.exploration),
          net_visits_(params.net_visits > 0 && game_has_net(game) ? params.net_visits : 0),
          node_capacity_(pool_nodes(megabytes)),
          table_capacity_(node_capacity_ + node_capacity_ / SLACK),
          table_slots_(std::min(table_capacity_, MIN_TABLE_SLOTS)),
          edge_capacity_(pool_edges(megabytes, node_capacity_, table_capacity_,
                                    net_visits_ ? sizeof(float) : 0)),
          nodes_(node_capacity_),
          table_(table_capacity_),
          edges_(edge_capacity_),
          edge_prior_(net_visits_ ? PageArray<float>(edge_capacity_) : PageArray<float>()),
          node_marks_(words(node_capacity_)),
          edge_marks_(words(edge_capacity_)) {
        clear();
    }

    // Forgets the graph (the table keeps its size). set_root() must be called before the next
    // search.
    void clear() {
        ++generation_;  // every slot of an earlier generation reads as empty
        nodes_used_ = 0;
        edges_used_ = 1;  // edge 0 is reserved: first_edge == 0 means "not expanded"
        grown_nodes_ = 0;
        grown_edges_ = 0;
        root_ = NO_NODE;
        root_rng_.reseed(ROOT_SEED);
    }

    // Makes `p` (not terminal) the root, expanded, its proof recomputed from its children (a
    // root proved as a leaf has no proven child to play), and returns whether p's node was
    // already expanded in the graph. Keeps what the graph holds below p; without room for
    // another search like the last one (in the pools, or in the table as it may grow before
    // `deadline`), collects the graph (file comment), and starts afresh when p's node is not
    // expanded or when the collection would outlast `deadline` (it gives up then, and clearing
    // is immediate). The table grows here only while `deadline` allows, as in a search. Children
    // created here are played out with a generator of the graph's own (reseeded by clear()).
    bool set_root(const Position& p, const Deadline& deadline = Deadline::never()) {
        deadline_ = &deadline;
        const bool kept = make_root(p, deadline);
        deadline_ = nullptr;
        return kept;
    }

    // Runs iterations from the root until the deadline passes or `max_iterations` more ran
    // (0: no limit), or the root is proven. Returns the iterations run. `whole`, when given, is
    // the deadline of a longer search this call is one slice of (core/searcher.h): the table's
    // growth and the collection, which take longer than a slice, are bounded by it instead of
    // `deadline`. The graph never stops growing for want of room while time allows: before each
    // block of COLLECT_BLOCK iterations, pools that the block could fill (an iteration adds at
    // most MAX_MOVES nodes and edges) are collected to KEEP_SHARE of each, keeping the most
    // visited part of what the root reaches (collect()). Where the collection would pass that
    // bound, the graph stays as it is for the rest of the call: a leaf that cannot be expanded is
    // played out again.
    uint64_t search(const Deadline& deadline, uint64_t max_iterations, Rng& rng,
                    const Deadline* whole = nullptr) {
        deadline_ = whole ? whole : &deadline;
        grow_table(nodes_used_ + wanted_nodes());  // room for another search like the last
        if (net_visits_ && nodes_[root_].proven == Proof::NONE && !evaluated(root_))
            evaluate_net(root_, *root_pos_);
        uint64_t n = 0, nodes = 0, edges = 0;
        bool may_collect = true;
        for (;;) {
            const uint64_t block = max_iterations
                                       ? std::min<uint64_t>(COLLECT_BLOCK, max_iterations - n)
                                       : COLLECT_BLOCK;
            if (block == 0) break;
            const uint64_t most = block * G::MAX_MOVES;
            const bool pools = room_for(most, most);
            if (may_collect && (!pools || !grow_table(nodes_used_ + most)))
                may_collect = collect_leaving(pools, 0, 0, *deadline_);
            const uint32_t nodes_before = nodes_used_, edges_before = edges_used_;
            const uint64_t ran = Base::run_iterations(deadline, block, rng);
            n += ran;
            nodes += nodes_used_ - nodes_before;  // iterations only add
            edges += edges_used_ - edges_before;
            if (ran < block) break;
        }
        grown_nodes_ = uint32_t(std::min<uint64_t>(nodes, node_capacity_));
        grown_edges_ = uint32_t(std::min<uint64_t>(edges, edge_capacity_));
        deadline_ = nullptr;
        return n;
    }

    // The move to play (file comment, "Final move").
    Move best_move() const {
        const Node& r = nodes_[root_];
        const uint32_t end = r.first_edge + r.edge_count;
        uint32_t most = 0;
        for (uint32_t e = r.first_edge; e < end; ++e) {
            const Proof p = nodes_[edges_[e].child].proven;
            if (p == Proof::LOSS) return Move(edges_[e].move);
            if (p == Proof::NONE) most = std::max(most, edges_[e].visits);
        }
        uint32_t best = 0;
        float best_value = -1.0f;
        for (uint32_t e = r.first_edge; e < end; ++e) {
            const Node& c = nodes_[edges_[e].child];
            if (c.proven != Proof::NONE || edges_[e].visits * FINAL_SHARE < most) continue;
            if (c.q > best_value) {
                best_value = c.q;
                best = e;
            }
        }
        if (best) return Move(edges_[best].move);
        // All lost: the move searched longest before its loss was proven.
        best = r.first_edge;
        for (uint32_t e = r.first_edge; e < end; ++e)
            if (edges_[e].visits > edges_[best].visits) best = e;
        return Move(edges_[best].move);
    }

    // The root's proven state, for its side to move (its value: SearchTree::root_value()).
    Proof root_proof() const { return nodes_[root_].proven; }
    // The root's N (1 + its unproven edges' visits; 0 when proven).
    uint32_t root_visits() const { return count(root_); }

    // The edges of p's node as the graph sees them (for tests and reports; none when p has no
    // node or is not expanded): the edge's visits, the child's value for p's side to move (1 or
    // 0 when proven), its proof, and whether the child is expanded.
    struct ChildStats {
        Move move;
        uint32_t visits;
        float value;
        Proof proven;
        bool expanded;
    };
    std::vector<ChildStats> children(const Position& p) const {
        std::vector<ChildStats> out;
        const uint32_t node = find(game_.hash(p));
        if (node == NO_NODE) return out;
        const Node& r = nodes_[node];
        for (uint32_t e = r.first_edge; e && e < r.first_edge + r.edge_count; ++e) {
            const uint32_t c = edges_[e].child;
            out.push_back(ChildStats{Move(edges_[e].move), edges_[e].visits, value(c),
                                     nodes_[c].proven, nodes_[c].first_edge != 0});
        }
        return out;
    }
    std::vector<ChildStats> root_children() const { return children(*root_pos_); }
    // p's N as root_visits() gives it, 0 when p has no node.
    uint32_t visits(const Position& p) const {
        const uint32_t node = find(game_.hash(p));
        return node == NO_NODE ? 0 : count(node);
    }
    // The nodes in the pool, and the edges in the edge pool (with the reserved edge 0).
    uint32_t nodes_used() const { return nodes_used_; }
    uint32_t edges_used() const { return edges_used_; }
    // The most nodes the pool holds.
    uint32_t node_capacity() const { return node_capacity_; }
    // The table's slots in use (file comment, "The table's size").
    uint32_t table_slots() const { return table_slots_; }
    // The bytes the pools, the table and the marks take (at most the megabytes given).
    size_t bytes() const {
        return size_t(node_capacity_) * sizeof(Node) + size_t(table_capacity_) * sizeof(Slot) +
               size_t(edge_capacity_) * (sizeof(Edge) + (edge_prior_ ? sizeof(float) : 0)) +
               (node_marks_.size() + edge_marks_.size()) * 8;
    }

  private:
    using Base::game_;
    using Base::root_pos_;
    using Base::store_root;

    static constexpr uint32_t NO_NODE = 0xFFFFFFFFu;
    // The final move's visits floor: a quarter of the most visited move's.
    static constexpr uint32_t FINAL_SHARE = 4;
    static constexpr uint64_t ROOT_SEED = 0x5eed;  // root_rng_'s seed at every clear()
    // collect() polls its deadline once per this many nodes marked (about a millisecond).
    static constexpr uint32_t COLLECT_POLL = 8192;
    // collect() moves what it marked only while the deadline leaves MOVE_FACTOR times as long
    // as the marking took: the moves touch each kept node and edge about as often again.
    static constexpr double MOVE_FACTOR = 3.0;
    // The iterations between two checks of the pools' room in search().
    static constexpr uint64_t COLLECT_BLOCK = 64;
    // The most a collection keeps of each pool. A collection costs about 200 ns a node kept, so
    // keeping a share f costs f / (1 - f) of that a node added before the next one (STRENGTH.md,
    // Tuned constants, connect4-collection).
    static constexpr double KEEP_SHARE = 0.25;
    // The share of the memory cap the node pool and its table take; the edge pool takes the rest.
    // An edge is 12 bytes and a node with its slots 53, and a graph holds about 1.2 edges a node:
    // three quarters leave the edge pool some spare (docs/engine.md, "Time and memory").
    static constexpr double NODE_SHARE = 0.75;
    // The table has 1 + 1 / SLACK slots a node of the pool, and holds at most SLACK / (SLACK + 1)
    // of its slots' worth of nodes.
    static constexpr uint32_t SLACK = 3;
    // The table's first size, in slots (1 MiB), and what entering a node anew takes when it
    // grows, for the deadline's check, which asks for twice that (file comment: "The table's
    // size"; STRENGTH.md, Tuned constants, connect4-table-growth).
    static constexpr uint32_t MIN_TABLE_SLOTS = 1u << 16;
    static constexpr double REHASH_SECONDS = 50e-9;

    // One position: 32 bytes.
    struct Node {
        uint64_t key;         // G::hash of the position
        float q;              // value for the player who moved into the node (file comment)
        float u;              // U, for the side to move at the node, once expanded
        uint32_t playouts;    // playouts of a leaf (1 after its first; more when the graph is full)
        uint32_t first_edge;  // 0 until expanded
        uint32_t moved_to;    // collect()'s scratch: the node's index after the collection
        uint8_t edge_count;
        Proof proven;
        bool draw;  // a terminal draw
    };
    static_assert(sizeof(Node) == 32, "Node: update the comment");

    // One slot of the table: 16 bytes, the key beside its node's index so that a probe reads
    // the table only.
    struct Slot {
        uint64_t key;
        uint32_t node;
        uint32_t generation;  // the slot is empty unless this is the table's generation_
    };

    // One move from a node: 12 bytes.
    struct Edge {
        uint32_t child;
        uint32_t visits;
        uint16_t move;
    };

    // The table's first slot for `key`: its top 32 bits scaled to the table's size.
    uint32_t home(uint64_t key) const {
        return uint32_t(((key >> 32) * uint64_t(table_slots_)) >> 32);
    }

    uint32_t next_slot(uint32_t i) const { return i + 1 == table_slots_ ? 0 : i + 1; }

    // The node of `key`, or NO_NODE.
    uint32_t find(uint64_t key) const {
        for (uint32_t i = home(key);; i = next_slot(i)) {
            const Slot& t = table_[i];
            if (t.generation != generation_) return NO_NODE;
            if (t.key == key) return t.node;
        }
    }

    // Enters `key` (absent from the table) for node `node`, in the first empty slot from its
    // home. There is one: the table has more slots than the pool nodes.
    void enter(uint64_t key, uint32_t node) {
        uint32_t i = home(key);
        while (table_[i].generation == generation_) i = next_slot(i);
        table_[i] = Slot{key, node, generation_};
    }

    // The nodes the table may hold at its present size.
    uint32_t table_room() const { return uint32_t(uint64_t(table_slots_) * SLACK / (SLACK + 1)); }

    // Doubles the table's slots (up to its allocation) until it may hold `nodes` nodes, and
    // enters the pool's nodes anew, unless the search's deadline (deadline_, when set) would
    // pass in the meantime (REHASH_SECONDS a node, with as long again to spare). Returns
    // whether the table may now hold `nodes` nodes.
    bool grow_table(uint64_t nodes) {
        if (nodes <= table_room()) return true;
        uint64_t slots = table_slots_;
        while (slots < table_capacity_ && nodes > slots * SLACK / (SLACK + 1)) slots *= 2;
        slots = std::min<uint64_t>(slots, table_capacity_);
        if (slots == table_slots_) return false;  // the whole allocation in use already
        if (deadline_ && 2 * REHASH_SECONDS * nodes_used_ > deadline_->remaining()) return false;
        table_slots_ = uint32_t(slots);
        ++generation_;  // every slot reads as empty
        // Each node's home slot is fetched a few nodes ahead: the stores then overlap.
        constexpr uint32_t AHEAD = 8;
        for (uint32_t i = 0; i < nodes_used_; ++i) {
            if (i + AHEAD < nodes_used_) __builtin_prefetch(&table_[home(nodes_[i + AHEAD].key)]);
            enter(nodes_[i].key, i);
        }
        return nodes <= table_room();
    }

    // Adds `key`'s node (absent from the table) at the pool's end; NO_NODE when the pool is full
    // or the table is and may not grow now (grow_table()).
    uint32_t add(uint64_t key) {
        if (nodes_used_ == node_capacity_ || !grow_table(uint64_t(nodes_used_) + 1)) return NO_NODE;
        const uint32_t i = nodes_used_++;
        enter(key, i);
        nodes_[i] = Node{key, 0.5f, 0.5f, 0, 0, 0, 0, Proof::NONE, false};
        return i;
    }

    // The 64-bit words of a bit set of n bits.
    static size_t words(uint32_t n) { return (size_t(n) + 63) / 64; }
    // The pool's nodes in NODE_SHARE of `megabytes` MiB, a node, its 1 + 1 / SLACK slots of
    // the table and a mark bit each (the table stays at most SLACK / (SLACK + 1) full, so that
    // probes stay short).
    static uint32_t pool_nodes(int megabytes) {
        const double bytes = double(sizeof(Node)) + double(sizeof(Slot)) * (SLACK + 1) / SLACK;
        return uint32_t(double(megabytes) * 1024 * 1024 * NODE_SHARE / (bytes + 0.125)) - 1;
    }
    // The edge pool's edges in what the nodes, the table and the node marks leave, an edge,
    // `beside` bytes beside it (the net's prior) and a mark bit each.
    static uint32_t pool_edges(int megabytes, uint32_t nodes, uint32_t slots, size_t beside) {
        const size_t taken =
            size_t(nodes) * sizeof(Node) + size_t(slots) * sizeof(Slot) + words(nodes) * 8;
        // One edge fewer: the marks' last word rounds up.
        return uint32_t((size_t(megabytes) * 1024 * 1024 - taken) * 8 /
                        (8 * (sizeof(Edge) + beside) + 1)) -
               1;
    }
    static bool marked(const std::vector<uint64_t>& marks, uint32_t i) {
        return (marks[i >> 6] >> (i & 63)) & 1;
    }
    static void mark(std::vector<uint64_t>& marks, uint32_t i) {
        marks[i >> 6] |= 1ULL << (i & 63);
    }

    // The nodes and edges the next search is expected to add: as many as the last, at most half
    // of each pool.
    uint32_t wanted_nodes() const { return std::min(grown_nodes_, node_capacity_ / 2); }
    uint32_t wanted_edges() const { return std::min(grown_edges_, edge_capacity_ / 2); }

    // Whether the pools have room for `nodes` more nodes and `edges` more edges.
    bool room_for(uint64_t nodes, uint64_t edges) const {
        return nodes_used_ + nodes <= node_capacity_ && edges_used_ + edges <= edge_capacity_;
    }

    // set_root()'s work, with deadline_ set to `deadline`. Without room for the next search, in
    // the pools or in a table that may not grow before the deadline, the graph is collected to
    // leave that room (in the table as it is, when it may not grow); where the collection would
    // pass the deadline, or the root is new, the graph starts afresh: an empty table takes the
    // root and its children.
    bool make_root(const Position& p, const Deadline& deadline) {
        store_root(p);
        root_ = find(game_.hash(p));
        const bool kept = root_ != NO_NODE && nodes_[root_].first_edge;
        const bool pools = room_for(wanted_nodes(), wanted_edges());  // for the next search
        if (!pools || !grow_table(uint64_t(nodes_used_) + std::max(wanted_nodes(), 1u))) {
            if (!kept || !collect_leaving(pools, wanted_nodes(), wanted_edges(), deadline)) {
                clear();
                return make_root(p, deadline);
            }
        }
        if (root_ == NO_NODE) root_ = add(game_.hash(p));
        if (root_ == NO_NODE || (!nodes_[root_].first_edge && !expand(root_, p, root_rng_))) {
            clear();
            root_ = add(game_.hash(p));
            expand(root_, p, root_rng_);
        }
        nodes_[root_].proven = Proof::NONE;
        update(root_);
        return kept;
    }

    // collect() to leave `free_nodes` nodes and `free_edges` edges of room, keeping at most
    // KEEP_SHARE of each pool. The nodes' room is the pool's, or, when `table_bound` (the pools
    // have room but the table may not grow in time), the table's as it is.
    bool collect_leaving(bool table_bound, uint32_t free_nodes, uint32_t free_edges,
                         const Deadline& deadline) {
        const uint32_t room = table_bound ? std::min(node_capacity_, table_room()) : node_capacity_;
        return collect(
            std::min<uint64_t>(room - std::min(room, free_nodes), uint64_t(room * KEEP_SHARE)),
            std::min<uint64_t>(edge_capacity_ - free_edges, uint64_t(edge_capacity_ * KEEP_SHARE)),
            deadline);
    }

    // Frees every node root_ (expanded) does not reach, keeping at most `max_nodes` nodes and
    // `max_edges` edges (the reserved edge 0 included): where what the root reaches is more, the
    // expansions of its least visited nodes are undone, their edges dropped and the nodes kept as
    // leaves with their values. Returns false, changing nothing, when `deadline` passes while it
    // marks (polled every COLLECT_POLL nodes) or would pass while it moves (MOVE_FACTOR), or when
    // the root's own children do not fit. (1) Mark best-first: the root, then, while they fit, the
    // children of the expanded node reached through the edge of most visits (a heap); the
    // expanded nodes left in the heap are to be cut. (2) Cut them. Number the marked nodes in
    // pool order (moved_to) and point their edges at the new numbers. (3) Slide the marked nodes'
    // edge blocks, in pool order, to the front of the edge pool; while it runs, a block's first
    // edge holds its node's index and the node's first_edge the edge's child. (4) Slide the
    // marked nodes to the front of the pool, in order (so siblings stay side by side), and enter
    // them in an emptied table. Time O(kept nodes + kept edges + E log E) for E kept expanded
    // nodes, and a pass over the marks.
    bool collect(uint64_t max_nodes, uint64_t max_edges, const Deadline& deadline) {
        const double left_at_start = deadline.remaining();
        std::fill(node_marks_.begin(), node_marks_.end(), 0);
        std::fill(edge_marks_.begin(), edge_marks_.end(), 0);
        // (1) Mark, counting what is kept: (visits of the edge that reached it, node).
        std::vector<std::pair<uint32_t, uint32_t>> heap{{0xFFFFFFFFu, root_}};
        uint64_t kept_nodes = 1, kept_edges = 1, poll_at = COLLECT_POLL;
        mark(node_marks_, root_);
        while (!heap.empty()) {
            const uint32_t node = heap.front().second;
            const Node& n = nodes_[node];
            uint64_t new_nodes = 0;
            for (uint32_t e = n.first_edge; e < n.first_edge + n.edge_count; ++e)
                new_nodes += !marked(node_marks_, edges_[e].child);
            if (kept_nodes + new_nodes > max_nodes || kept_edges + n.edge_count > max_edges) {
                if (node == root_) return false;
                break;
            }
            std::pop_heap(heap.begin(), heap.end());
            heap.pop_back();
            kept_nodes += new_nodes;
            kept_edges += n.edge_count;
            for (uint32_t e = n.first_edge; e < n.first_edge + n.edge_count; ++e) {
                const uint32_t c = edges_[e].child;
                if (marked(node_marks_, c)) continue;
                mark(node_marks_, c);
                if (nodes_[c].first_edge) {
                    heap.push_back({edges_[e].visits, c});
                    std::push_heap(heap.begin(), heap.end());
                }
            }
            if (kept_nodes >= poll_at) {
                poll_at += COLLECT_POLL;
                if (deadline.expired()) return false;
            }
        }
        if (deadline.remaining() < MOVE_FACTOR * (left_at_start - deadline.remaining()))
            return false;
        // (2) Cut; number the kept nodes; every child of a kept expanded node is kept.
        for (const auto& h : heap) {
            nodes_[h.second].first_edge = 0;
            nodes_[h.second].edge_count = 0;
        }
        uint32_t kept = 0;
        for_each_marked(node_marks_, [&](uint32_t i) { nodes_[i].moved_to = kept++; });
        // (3) Point the kept edges at the new numbers, and compact the edge pool.
        for_each_marked(node_marks_, [&](uint32_t i) {
            Node& n = nodes_[i];
            if (!n.first_edge) return;
            for (uint32_t e = n.first_edge; e < n.first_edge + n.edge_count; ++e)
                edges_[e].child = nodes_[edges_[e].child].moved_to;
            const uint32_t first = n.first_edge;
            mark(edge_marks_, first);
            n.first_edge = edges_[first].child;
            edges_[first].child = i;
        });
        uint32_t to = 1;
        for_each_marked(edge_marks_, [&](uint32_t from) {
            Node& n = nodes_[edges_[from].child];
            edges_[from].child = n.first_edge;
            std::memmove(&edges_[to], &edges_[from], n.edge_count * sizeof(Edge));
            if (edge_prior_)
                std::memmove(&edge_prior_[to], &edge_prior_[from], n.edge_count * sizeof(float));
            n.first_edge = to;
            to += n.edge_count;
        });
        edges_used_ = to;
        // (4) Compact the node pool (each node moves down or stays) and rebuild the table.
        root_ = nodes_[root_].moved_to;
        ++generation_;
        for_each_marked(node_marks_, [&](uint32_t i) {
            const uint32_t j = nodes_[i].moved_to;
            nodes_[j] = nodes_[i];
            enter(nodes_[j].key, j);
        });
        nodes_used_ = kept;
        return true;
    }

    // f(i) for each index i set in `marks`, in increasing order.
    template <class F>
    static void for_each_marked(const std::vector<uint64_t>& marks, F f) {
        for (uint32_t w = 0; w < marks.size(); ++w)
            for (uint64_t bits = marks[w]; bits; bits &= bits - 1)
                f(w * 64 + uint32_t(__builtin_ctzll(bits)));
    }

    // SearchTree's hooks (core/search_tree.h). The root is expanded by set_root().
    double open_root_value() const { return 1.0 - double(nodes_[root_].q); }
    void expand_root() {}
    void update_root() { update(root_); }
    template <class F>
    void for_each_root_child(F f) {
        const Node& r = nodes_[root_];
        for (uint32_t e = r.first_edge; e < r.first_edge + r.edge_count; ++e)
            f(Move(edges_[e].move), nodes_[edges_[e].child].proven);
    }
    template <class F>
    void for_each_root_child(F f) const {
        const Node& r = nodes_[root_];
        for (uint32_t e = r.first_edge; e < r.first_edge + r.edge_count; ++e)
            f(Move(edges_[e].move), nodes_[edges_[e].child].proven);
    }

    // One playout from p, the position of leaf `node`: its result with the piece-count term,
    // for the side to move at p; proves the node when the playout's result is certain.
    float play_out(uint32_t node, Position& p, Rng& rng) {
        bool proven = false;
        const float r = game_.playout(p, rng, &proven);
        if (r == 0.5f) return r;
        if (proven) nodes_[node].proven = r == 1.0f ? Proof::WIN : Proof::LOSS;
        const float piece_term = float(game_.plies(p)) * PIECE_DELTA;
        return r == 1.0f ? 1.0f - piece_term : piece_term;
    }

    // Gives a new node, at position p, its first value (file comment, "Expansion").
    void first_value(uint32_t node, Position& p, Rng& rng) {
        Node& n = nodes_[node];
        Value v;
        Move win;
        if (game_.terminal(p, &v)) {
            n.draw = v == VALUE_DRAW;
            n.q = n.draw ? 0.5f : 1.0f;
            if (!n.draw) n.proven = Proof::LOSS;
            return;
        }
        n.proven = Base::table_proof_of(p);
        if (n.proven == Proof::NONE && game_.winning_move(p, &win)) n.proven = Proof::WIN;
        if (n.proven == Proof::NONE) {
            n.q = 1.0f - play_out(node, p, rng);
            n.playouts = 1;
        }
        if (n.proven != Proof::NONE) n.q = value(node);
    }

    // Creates the edges of `node` at position p and their children, giving every new child its
    // first value. Returns false (and changes nothing but the children added) when the table
    // or the pool is full.
    bool expand(uint32_t node, const Position& p, Rng& rng) {
        Move moves[G::MAX_MOVES];
        const int n = game_.moves(p, moves);
        if (edges_used_ + uint32_t(n) > edge_capacity_) return false;
        // The children's positions first, each one's home slot fetched into the cache while the
        // next is played: a look-up in the table is a miss to memory, and the children's misses
        // then overlap instead of each waiting for the one before.
        std::optional<Position> children_pos[G::MAX_MOVES];
        uint64_t keys[G::MAX_MOVES];
        for (int i = 0; i < n; ++i) {
            Position& q = children_pos[i].emplace(p);
            game_.play(q, moves[i]);
            keys[i] = game_.hash(q);
            __builtin_prefetch(&table_[home(keys[i])]);
        }
        uint32_t children[G::MAX_MOVES];
        for (int i = 0; i < n; ++i) {
            children[i] = find(keys[i]);
            if (children[i] == NO_NODE) {
                children[i] = add(keys[i]);
                if (children[i] == NO_NODE) return false;
                first_value(children[i], *children_pos[i], rng);
            }
        }
        const uint32_t first = edges_used_;
        edges_used_ += uint32_t(n);
        for (int i = 0; i < n; ++i)
            edges_[first + uint32_t(i)] = Edge{children[i], 0, uint16_t(moves[i])};
        if (edge_prior_)
            for (int i = 0; i < n; ++i) edge_prior_[first + uint32_t(i)] = 0.0f;
        nodes_[node].first_edge = first;
        nodes_[node].edge_count = uint8_t(n);
        return true;
    }

    // A child's value for its parent's side to move: 1 or 0 when proven, else its q.
    float value(uint32_t c) const {
        const Node& n = nodes_[c];
        return n.proven == Proof::LOSS ? 1.0f : n.proven == Proof::WIN ? 0.0f : n.q;
    }

    // N of an expanded node: 1 + the visits of its edges to unproven children; 0 when proven.
    uint32_t count(uint32_t node) const {
        const Node& n = nodes_[node];
        if (n.proven != Proof::NONE) return 0;
        uint32_t total = 1;
        for (uint32_t e = n.first_edge; e && e < n.first_edge + n.edge_count; ++e)
            if (nodes_[edges_[e].child].proven == Proof::NONE) total += edges_[e].visits;
        return total;
    }

    // Recomputes an expanded node's proof and value from its children (file comment). Returns
    // its N (0 when proven).
    uint32_t update(uint32_t node) {
        Node& n = nodes_[node];
        if (n.proven != Proof::NONE) return 0;
        uint32_t open = 0, visits = 0;
        float sum = 0, weighted = 0;
        for (uint32_t e = n.first_edge; e < n.first_edge + n.edge_count; ++e) {
            const Node& c = nodes_[edges_[e].child];
            if (c.proven == Proof::LOSS) {
                n.proven = Proof::WIN;
                n.q = 0.0f;
                return 0;
            }
            if (c.proven == Proof::WIN) continue;
            ++open;
            visits += edges_[e].visits;
            sum += c.q;
            weighted += float(edges_[e].visits) * c.q;
        }
        if (open == 0) {
            n.proven = Proof::LOSS;
            n.q = 1.0f;
            return 0;
        }
        if (visits == 0) n.u = sum / float(open);
        n.q = 1.0f - (n.u + weighted) / float(visits + 1);
        return visits + 1;
    }

    // The edge of `node` to descend (node is expanded and not proven); NO_NODE when every child
    // is proven (through other parents since the node's last update).
    uint32_t select(uint32_t node) const {
        const Node& n = nodes_[node];
        const uint32_t end = n.first_edge + n.edge_count;
        const float sqrt_n = std::sqrt(float(count(node)));
        const float c = exploration_ * sqrt_n / float(n.edge_count);  // uniform priors
        const float* prior = evaluated(node) ? edge_prior_.get() : nullptr;
        uint32_t best = NO_NODE;
        float best_score = -1e30f;
        for (uint32_t e = n.first_edge; e < end; ++e) {
            const Node& ch = nodes_[edges_[e].child];
            if (ch.proven != Proof::NONE) continue;
            const float v = ch.first_edge || ch.draw ? ch.q : 0.5f * (n.u + ch.q);
            const float u = prior ? exploration_ * sqrt_n * prior[e] : c;
            const float score = v + u / float(edges_[e].visits + 1);
            if (score > best_score) {
                best_score = score;
                best = e;
            }
        }
        return best;
    }

    // Whether the net has evaluated expanded node `node`: its edges carry the net's priors, each
    // above 0, where they were 0 (file comment, "Net").
    bool evaluated(uint32_t node) const {
        return edge_prior_ && edge_prior_[nodes_[node].first_edge] > 0.0f;
    }

    // The net's evaluation of expanded node `node` at position pos: its edges' priors.
    void evaluate_net(uint32_t node, const Position& pos) {
        const Node& n = nodes_[node];
        Move moves[G::MAX_MOVES];
        for (uint32_t i = 0; i < n.edge_count; ++i) moves[i] = Move(edges_[n.first_edge + i].move);
        Base::net_priors(pos, moves, int(n.edge_count), &edge_prior_[n.first_edge]);
    }

    // One iteration: descend, expand (or, with a full graph, play the leaf out again), back up.
    void iterate(Rng& rng) {
        uint32_t path[MAX_PLY + 1];
        uint32_t via[MAX_PLY + 1];  // via[i]: the edge from path[i] to path[i + 1]
        int depth = 0;
        uint32_t node = root_;
        path[depth++] = node;
        Position pos = *root_pos_;
        while (nodes_[node].first_edge && nodes_[node].proven == Proof::NONE) {
            if (net_visits_ && !evaluated(node) && count(node) + 1 >= net_visits_)
                evaluate_net(node, pos);
            const uint32_t e = select(node);
            if (e == NO_NODE) break;  // update() below proves the node
            game_.play(pos, Move(edges_[e].move));
            via[depth - 1] = e;
            node = edges_[e].child;
            path[depth++] = node;
        }
        // n: the last node's N, how far its edge's visits may grow.
        uint32_t n;
        Node& leaf = nodes_[node];
        if (leaf.draw) {
            n = 0xFFFFFFFFu;
        } else if (leaf.proven != Proof::NONE || leaf.first_edge || expand(node, pos, rng)) {
            n = update(node);
        } else {
            const float r = 1.0f - play_out(node, pos, rng);
            leaf.playouts += 1;
            leaf.q += (r - leaf.q) / float(leaf.playouts);
            n = leaf.proven == Proof::NONE ? leaf.playouts : 0;
            if (leaf.proven != Proof::NONE) leaf.q = value(node);
        }
        for (int i = depth - 2; i >= 0; --i) {
            Edge& e = edges_[via[i]];
            if (e.visits < n) e.visits += 1;
            n = update(path[i]);
        }
    }

    float exploration_;
    uint32_t net_visits_;  // PuctParams::net_visits, 0 without a net
    uint32_t node_capacity_;
    uint32_t table_capacity_;  // the table's slots allocated
    uint32_t table_slots_;     // its slots in use: home() spreads keys over these
    uint32_t edge_capacity_;
    // The arrays in huge pages where the OS offers them (core/pages.h): each a few hundred MiB
    // at most, read at random.
    PageArray<Node> nodes_;             // node_capacity_ nodes, nodes_used_ of them in use
    PageArray<Slot> table_;             // table_capacity_ slots, all zero at first
    PageArray<Edge> edges_;             // edge_capacity_ entries
    PageArray<float> edge_prior_;       // edge_capacity_ entries with a net: P(e)
    std::vector<uint64_t> node_marks_;  // collect()'s marks: nodes reached from the root
    std::vector<uint64_t> edge_marks_;  // and the first edges of their edge blocks
    uint32_t generation_ = 0;
    uint32_t nodes_used_ = 0;   // the pool's nodes [0, nodes_used_) are live
    uint32_t grown_nodes_ = 0;  // the nodes and edges the last search added
    uint32_t grown_edges_ = 0;
    uint32_t edges_used_ = 1;
    uint32_t root_ = NO_NODE;
    Rng root_rng_;                        // plays out the root's children in set_root()
    const Deadline* deadline_ = nullptr;  // the running search's, for grow_table()
};

}  // namespace core
