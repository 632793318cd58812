// Monte-Carlo graph search with PUCT selection: the tree of Connect4's engines (NoGo keeps
// core/uct.h). The method is the one the strongest public course library publishes
// (github Lionjump0723/connect4, README at 0dda7a02), rebuilt on our adapter; against that
// library it is what lifted our score (STRENGTH.md), where each of its parts alone had not.
//
// Precondition on the adapter G (core/game.h): its positions form a directed acyclic graph (no
// position recurs within a game: in Connect4 every move adds a stone); two positions with the
// same G::hash are taken as the same position (64-bit Zobrist keys); G has the graph's playout
// (with `proven` and `plies`, core/game.h).
//
// Graph: nodes are positions, kept in an open-addressed hash table (linear probing) keyed by
// G::hash; a node's edges (one per move of G::moves) are contiguous in an edge pool and point at
// their child nodes. Both are allocated once under the memory cap; clear() is O(1) (a generation
// number marks earlier slots empty). A position reached by several move orders is one node.
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
// Solver: a child proven LOSS (for its side to move) makes the node a WIN; a node whose children
// are all proven WIN is a LOSS; proven children leave the average. Draws are never proven: a
// terminal draw is a leaf worth 0.5. Marking a root move lost (mark_lost) proves its child.
//
// Final move: a proven win if any; else, among unproven moves with at least a quarter of the
// most visited one's edge visits, the best value v(c) (so a move whose value the search has
// checked, not only the most visited one); else (all lost) the move of most edge visits, the one
// searched longest before its loss was proven.
//
// Re-rooting: the new root is looked up by hash, so everything searched below it is kept; when
// the table or the pool is more than half full the graph starts afresh instead. A full graph
// stops growing: a leaf that cannot be expanded is played out again, its q the mean of its
// playouts.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>

#include "core/clock.h"
#include "core/game.h"
#include "core/random.h"
#include "core/score.h"
#include "core/tt.h"
#include "core/uct.h"  // Proof, UctParams: the graph takes the tree's parameters

namespace core {

// The piece-count term per ply of a playout's length (see above): Lionjump's 1/8192 on its
// [-1, 1] scale.
constexpr float PIECE_DELTA = 1.0f / 16384;

template <class G>
class PuctGraph {
  public:
    using Position = typename G::Position;
    using Move = typename G::Move;
    static_assert(G::MAX_MOVES < 256, "edge_count is 8 bits");
    // Every iteration plays out each new child of its leaf: a dozen playouts between polls.
    static constexpr uint32_t POLL_ITERATIONS = 4;

    // A graph whose node table and edge pool take at most `megabytes` MiB (two thirds the
    // table). Pages are touched only as they are used. Of the parameters only `exploration` is
    // read: the PUCT constant above.
    PuctGraph(G game, UctParams params, int megabytes)
        : game_(game),
          exploration_(float(params.exploration)),
          node_capacity_(uint32_t(size_t(megabytes) * 1024 * 1024 * 2 / 3 / sizeof(Node))),
          node_limit_(node_capacity_ - node_capacity_ / 4),
          edge_capacity_(
              uint32_t((size_t(megabytes) * 1024 * 1024 - size_t(node_capacity_) * sizeof(Node)) /
                       sizeof(Edge))),
          nodes_(static_cast<Node*>(std::calloc(node_capacity_, sizeof(Node)))),
          edges_(new Edge[edge_capacity_]) {
        if (!nodes_) throw std::bad_alloc();
        clear();
    }

    // Forgets the graph. set_root() must be called before the next search.
    void clear() {
        ++generation_;  // every slot of an earlier generation reads as empty
        nodes_used_ = 0;
        edges_used_ = 1;  // edge 0 is reserved: first_edge == 0 means "not expanded"
        root_ = NO_NODE;
        root_rng_.reseed(ROOT_SEED);
    }

    // Makes `p` (not terminal) the root, expanded, its proof recomputed from its children (a
    // root proved as a leaf has no proven child to play). Keeps the graph, and returns whether
    // p's node was already expanded in it, unless the table or the pool is more than half full:
    // then starts afresh and returns false. Children created here are played out with a
    // generator of the graph's own (reseeded by clear()).
    bool set_root(const Position& p) {
        if (nodes_used_ > node_limit_ / 2 || edges_used_ > edge_capacity_ / 2) clear();
        store_root(p);
        root_ = find(game_.hash(p));
        const bool kept = root_ != NO_NODE && nodes_[root_].first_edge;
        if (root_ == NO_NODE) root_ = add(game_.hash(p));  // the table has room: see above
        if (!nodes_[root_].first_edge && !expand(root_, p, root_rng_)) {
            clear();
            root_ = add(game_.hash(p));
            expand(root_, p, root_rng_);
        }
        nodes_[root_].proven = Proof::NONE;
        update(root_);
        return kept;
    }

    // Runs iterations from the root until the deadline passes or `max_iterations` more ran
    // (0: no limit), or the root is proven. Returns the iterations run.
    uint64_t search(const Deadline& deadline, uint64_t max_iterations, Rng& rng) {
        uint64_t n = 0;
        while (nodes_[root_].proven == Proof::NONE) {
            if (max_iterations && n >= max_iterations) break;
            if (n % POLL_ITERATIONS == 0 && deadline.expired()) break;
            iterate(rng);
            ++n;
        }
        return n;
    }

    // New children are looked up in `proofs` (nullptr: none) from now on; see the file comment.
    void set_proofs(const TranspositionTable* proofs) { proofs_ = proofs; }

    // Marks a root move as proven lost for the root's side to move (what alpha-beta proved):
    // the position after it is proven won for its side to move.
    void mark_lost(Move m) {
        const Node& r = nodes_[root_];
        for (uint32_t e = r.first_edge; e < r.first_edge + r.edge_count; ++e)
            if (Move(edges_[e].move) == m) nodes_[edges_[e].child].proven = Proof::WIN;
        update(root_);
    }

    // The root moves the graph has proved lost for the root's side to move.
    std::vector<Move> lost_moves() const {
        std::vector<Move> out;
        const Node& r = nodes_[root_];
        for (uint32_t e = r.first_edge; e < r.first_edge + r.edge_count; ++e)
            if (nodes_[edges_[e].child].proven == Proof::WIN) out.push_back(Move(edges_[e].move));
        return out;
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

    // The root's proven state (for its side to move) and value in [0, 1] for its side to move.
    Proof root_proof() const { return nodes_[root_].proven; }
    double root_value() const {
        const Node& r = nodes_[root_];
        if (r.proven != Proof::NONE) return r.proven == Proof::WIN ? 1.0 : 0.0;
        return 1.0 - double(r.q);
    }
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
    uint32_t nodes_used() const { return nodes_used_; }
    uint32_t edges_used() const { return edges_used_; }
    // The bytes the table and the pool take (at most the megabytes given).
    size_t bytes() const {
        return size_t(node_capacity_) * sizeof(Node) + size_t(edge_capacity_) * sizeof(Edge);
    }

  private:
    static constexpr uint32_t NO_NODE = 0xFFFFFFFFu;
    // The final move's visits floor: a quarter of the most visited move's.
    static constexpr uint32_t FINAL_SHARE = 4;
    static constexpr uint64_t ROOT_SEED = 0x5eed;  // root_rng_'s seed at every clear()

    // One position: 32 bytes.
    struct Node {
        uint64_t key;         // G::hash of the position
        float q;              // value for the player who moved into the node (file comment)
        float u;              // U, for the side to move at the node, once expanded
        uint32_t playouts;    // playouts of a leaf (1 after its first; more when the graph is full)
        uint32_t first_edge;  // 0 until expanded
        uint32_t generation;  // the slot is empty unless this is the table's generation_
        uint8_t edge_count;
        Proof proven;
        bool draw;  // a terminal draw
    };
    static_assert(sizeof(Node) == 32, "Node: update the comment");

    // One move from a node: 12 bytes.
    struct Edge {
        uint32_t child;
        uint32_t visits;
        uint16_t move;
    };

    struct FreeNodes {
        void operator()(Node* p) const { std::free(p); }
    };

    // The table's first slot for `key`: its top 32 bits scaled to the capacity.
    uint32_t home(uint64_t key) const {
        return uint32_t(((key >> 32) * uint64_t(node_capacity_)) >> 32);
    }

    // The node of `key`, or NO_NODE.
    uint32_t find(uint64_t key) const {
        for (uint32_t i = home(key);; i = i + 1 == node_capacity_ ? 0 : i + 1) {
            const Node& n = nodes_[i];
            if (n.generation != generation_) return NO_NODE;
            if (n.key == key) return i;
        }
    }

    // Adds `key`'s node (absent from the table); NO_NODE when the table is full.
    uint32_t add(uint64_t key) {
        if (nodes_used_ >= node_limit_) return NO_NODE;
        uint32_t i = home(key);
        while (nodes_[i].generation == generation_) i = i + 1 == node_capacity_ ? 0 : i + 1;
        nodes_[i] = Node{key, 0.5f, 0.5f, 0, 0, generation_, 0, Proof::NONE, false};
        ++nodes_used_;
        return i;
    }

    // Stores p as the root's position (allocated by the first call).
    void store_root(const Position& p) {
        if (root_pos_)
            *root_pos_ = p;
        else
            root_pos_.reset(new Position(p));
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
        n.proven = proofs_ ? table_proof(*proofs_, game_.hash(p)) : Proof::NONE;
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
        uint32_t children[G::MAX_MOVES];
        for (int i = 0; i < n; ++i) {
            Position q = p;
            game_.play(q, moves[i]);
            const uint64_t key = game_.hash(q);
            children[i] = find(key);
            if (children[i] == NO_NODE) {
                children[i] = add(key);
                if (children[i] == NO_NODE) return false;
                first_value(children[i], q, rng);
            }
        }
        const uint32_t first = edges_used_;
        edges_used_ += uint32_t(n);
        for (int i = 0; i < n; ++i)
            edges_[first + uint32_t(i)] = Edge{children[i], 0, uint16_t(moves[i])};
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
        const float c = exploration_ * std::sqrt(float(count(node))) / float(n.edge_count);
        uint32_t best = NO_NODE;
        float best_score = -1e30f;
        for (uint32_t e = n.first_edge; e < end; ++e) {
            const Node& ch = nodes_[edges_[e].child];
            if (ch.proven != Proof::NONE) continue;
            const float v = ch.first_edge || ch.draw ? ch.q : 0.5f * (n.u + ch.q);
            const float score = v + c / float(edges_[e].visits + 1);
            if (score > best_score) {
                best_score = score;
                best = e;
            }
        }
        return best;
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

    G game_;
    float exploration_;
    uint32_t node_capacity_;
    uint32_t node_limit_;  // the table accepts nodes while it holds fewer
    uint32_t edge_capacity_;
    std::unique_ptr<Node[], FreeNodes> nodes_;  // node_capacity_ slots, zeroed by calloc
    std::unique_ptr<Edge[]> edges_;             // edge_capacity_ entries
    uint32_t generation_ = 0;
    uint32_t nodes_used_ = 0;
    uint32_t edges_used_ = 1;
    uint32_t root_ = NO_NODE;
    std::unique_ptr<Position> root_pos_;  // the root's position, set by set_root()
    const TranspositionTable* proofs_ = nullptr;
    Rng root_rng_;  // plays out the root's children in set_root()
};

}  // namespace core
