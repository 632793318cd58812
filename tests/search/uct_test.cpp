// UCT: the solver proves known results, re-rooting keeps the right subtree, proofs from outside
// (alpha-beta's lost moves) steer the final choice, RAVE keeps its books.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>

#include "connect4/game.h"
#include "core/uct.h"
#include "nogo/game.h"
#include "tests/search/nogo_solver.h"

namespace {

// 6x7, first player to move with X on columns 2 and 3 of the bottom row and O above them:
// X wins in three plies by making an open three (column 1 or 4).
connect4::Board open_three() {
    connect4::Board b = *connect4::Board::create(6, 7, {{0, 0}});
    for (int col : {2, 2, 3, 3}) b.play(col);
    return b;
}

}  // namespace

TEST_CASE("the UCT solver proves a Connect4 win in three plies, with and without knowledge") {
    for (bool knowledge : {true, false}) {
        core::UctParams params;
        core::Uct<connect4::Game> uct(connect4::Game{knowledge}, params, 4);
        core::Rng rng(1);
        uct.set_root(open_three());
        uct.search(core::Deadline::never(), 200000, rng);
        CHECK(uct.root_proof() == core::Proof::WIN);
        const int move = uct.best_move();
        CHECK((move == 1 || move == 4));
    }
}

// Three settings: plain UCT, RAVE, and knowledge UCT's (nogo/engine.cpp: RAVE with shuffled
// children); RAVE's selection runs four children at a time (core/uct.h, select_rave4), proven
// children included.
TEST_CASE("the UCT solver agrees with full-width search on small NoGo endgames, with RAVE too") {
    core::Rng play(9);
    int checked = 0;
    for (int game = 0; game < 30; ++game) {
        const nogo::Board b = search_test::random_endgame(play, 8);
        if (b.is_terminal()) continue;
        core::UctParams params;
        params.rave_prior_visits = game % 3 ? 20.0f : 0.0f;
        params.shuffle_children = game % 3 == 2;
        core::Uct<nogo::Game> uct(nogo::Game{true}, params, 8);
        core::Rng rng(2);
        uct.set_root(b);
        uct.search(core::Deadline::never(), 500000, rng);
        REQUIRE(uct.root_proof() != core::Proof::NONE);
        const bool wins = search_test::nogo_wins(b);
        CHECK((uct.root_proof() == core::Proof::WIN) == wins);
        if (wins) {
            nogo::Board n = b;
            n.play(uct.best_move());
            CHECK(!search_test::nogo_wins(n));
        }
        ++checked;
    }
    CHECK(checked >= 15);
}

TEST_CASE("re-rooting keeps the subtree two plies down and starts afresh elsewhere") {
    core::UctParams params;
    core::Uct<nogo::Game> uct(nogo::Game{true}, params, 16);
    core::Rng rng(3);
    nogo::Board b;
    CHECK(!uct.set_root(b));
    uct.search(core::Deadline::never(), 5000, rng);
    const nogo::Point first = uct.best_move();
    b.play(first);
    nogo::Board two = b;
    two.play(two.legal(two.to_move()).lowest());
    // The most visited reply of the old tree exists two plies down: kept with its visits.
    CHECK(uct.set_root(two));
    const uint32_t kept_visits = uct.root_visits();
    uct.search(core::Deadline::never(), 1000, rng);
    CHECK(uct.root_visits() == kept_visits + 1000);
    nogo::Board move = two;
    CHECK(move.is_legal(uct.best_move(), move.to_move()));
    // Three plies on: not reachable within two plies, a fresh tree.
    nogo::Board far = two;
    for (int i = 0; i < 3; ++i) far.play(far.legal(far.to_move()).lowest());
    CHECK(!uct.set_root(far));
    CHECK(uct.root_visits() == 0);
}

// Whether two trees' roots have the same children with the same statistics and proofs.
template <class T>
bool same_root_children(const T& a, const T& b) {
    const auto x = a.root_children(), y = b.root_children();
    if (x.size() != y.size()) return false;
    for (size_t i = 0; i < x.size(); ++i)
        if (x[i].move != y[i].move || x[i].visits != y[i].visits || x[i].wins != y[i].wins ||
            x[i].amaf_visits != y[i].amaf_visits || x[i].amaf_wins != y[i].amaf_wins ||
            x[i].proven != y[i].proven)
            return false;
    return true;
}

TEST_CASE("without room at the pool's end, re-rooting slides the kept subtree to the front") {
    // Two trees run the same seeded search: `roomy` re-roots in place, `tight` (1 MiB) is past
    // half full, without room for another search as large, and must compact (the kept subtree
    // fits without pruning). Their new roots must hold the same statistics, and the same
    // seeded search from them must stay the same, so the whole subtree moved intact.
    core::UctParams params;
    params.exploration = 0.25;
    params.rave_prior_visits = 20;
    params.shuffle_children = true;
    core::Uct<nogo::Game> roomy(nogo::Game{true}, params, 64), tight(nogo::Game{true}, params, 1);
    core::Rng rng_roomy(21), rng_tight(21);
    nogo::Board b;
    roomy.set_root(b);
    tight.set_root(b);
    while (tight.nodes_used() <= tight.capacity() / 2) {
        roomy.search(core::Deadline::never(), 20, rng_roomy);
        tight.search(core::Deadline::never(), 20, rng_tight);
    }
    REQUIRE(same_root_children(roomy, tight));
    const uint32_t used = tight.nodes_used();
    // Two plies down the principal line, through the roomy tree.
    nogo::Board two = b;
    two.play(roomy.best_move());
    REQUIRE(roomy.set_root(two));
    two.play(roomy.best_move());
    REQUIRE(roomy.set_root(two));
    REQUIRE(roomy.root_visits() > 10);
    CHECK(tight.set_root(two));
    CHECK(tight.root_visits() == roomy.root_visits());
    CHECK(same_root_children(roomy, tight));
    CHECK(tight.nodes_used() < used / 2);
    roomy.search(core::Deadline::never(), 300, rng_roomy);
    tight.search(core::Deadline::never(), 300, rng_tight);
    CHECK(same_root_children(roomy, tight));
    CHECK(tight.best_move() == roomy.best_move());
}

namespace {

// A 1 MiB tree with RAVE (20 virtual AMAF visits, else the default parameters), searched from the
// empty board 20 iterations at a time until more than `quarters` quarters of its pool are used.
struct FilledTree {
    core::Rng rng{22};
    core::Uct<nogo::Game> tree{nogo::Game{true}, rave_params(), 1};
    nogo::Board board;

    explicit FilledTree(uint32_t quarters) {
        tree.set_root(board);
        while (tree.nodes_used() <= tree.capacity() * quarters / 4)
            tree.search(core::Deadline::never(), 20, rng);
    }

    static core::UctParams rave_params() {
        core::UctParams params;
        params.rave_prior_visits = 20;
        return params;
    }
};

}  // namespace

TEST_CASE("re-rooting prunes the least visited nodes to leave room for the next search") {
    // Three quarters full: the kept tree and another search as large as the last (at most half
    // the pool) would not fit, so the tree is kept from the top down, most visited first, and
    // the nodes left out become leaves again with their own statistics.
    FilledTree filled(3);
    core::Uct<nogo::Game>& tight = filled.tree;
    core::Rng& rng = filled.rng;
    const nogo::Board& b = filled.board;
    const uint32_t visits = tight.root_visits();
    const auto children = tight.root_children();
    REQUIRE(tight.set_root(b));
    CHECK(tight.root_visits() == visits);
    const auto kept_children = tight.root_children();
    REQUIRE(kept_children.size() == children.size());
    for (size_t i = 0; i < children.size(); ++i) {
        CHECK(kept_children[i].move == children[i].move);
        CHECK(kept_children[i].visits == children[i].visits);
        CHECK(kept_children[i].amaf_visits == children[i].amaf_visits);
    }
    // Every node was live (one root all along), so keeping at most half the pool pruned some.
    const uint32_t kept = tight.nodes_used();
    CHECK(kept + tight.capacity() / 2 <= tight.capacity());
    CHECK(kept > tight.capacity() / 4);  // most of the room the pool allows
    // The kept tree searches on, and grows again where it was pruned.
    tight.search(core::Deadline::never(), 2000, rng);
    CHECK(tight.root_visits() == visits + 2000);
    CHECK(tight.nodes_used() > kept);
}

TEST_CASE("re-rooting starts afresh when the deadline leaves no time to compact") {
    // Just past half full, without room for another search as large, so the kept subtree must be
    // compacted, but the deadline has passed: compacting is given up rather than run past it.
    FilledTree filled(2);
    core::Uct<nogo::Game>& tight = filled.tree;
    core::Rng& rng = filled.rng;
    nogo::Board b = filled.board;
    b.play(tight.best_move());
    CHECK(!tight.set_root(b, core::Deadline::after(0)));
    CHECK(tight.root_visits() == 0);
    tight.search(core::Deadline::never(), 100, rng);
    CHECK(tight.root_visits() == 100);
}

TEST_CASE("a search that fills the pool compacts it in place and grows on") {
    // A 1 MiB tree searched from the empty board for many times what its pool holds at once. A
    // frozen tree would stay at the pool's end; this one is compacted to at most half the pool
    // whenever the next block of iterations could fill it, keeps every root statistic, and grows
    // again after each compaction.
    FilledTree filled(0);
    core::Uct<nogo::Game>& tree = filled.tree;
    core::Rng& rng = filled.rng;
    const uint32_t capacity = tree.capacity();
    uint32_t compactions = 0, last = tree.nodes_used(), peak = 0, most_kept = 0;
    const uint64_t start = tree.root_visits();
    uint64_t iterations = 0;
    while (compactions < 4) {
        REQUIRE(tree.search(core::Deadline::never(), 1000, rng) == 1000);
        iterations += 1000;
        const uint32_t used = tree.nodes_used();
        REQUIRE(used <= capacity);
        if (used < last) {
            ++compactions;
            most_kept = std::max(most_kept, used);
        }
        peak = std::max(peak, used);
        last = used;
        REQUIRE(iterations < 200000);
    }
    CHECK(tree.root_visits() == start + iterations);
    CHECK(peak > capacity * 3 / 4);  // filled before each compaction ...
    CHECK(most_kept < peak);         // ... and compacted to less
    uint64_t child_visits = 0;
    for (const auto& c : tree.root_children()) child_visits += c.visits;
    CHECK(child_visits == tree.root_visits());  // each iteration went on into a child
    // What a compaction keeps searches on and grows.
    const uint32_t before = tree.nodes_used();
    tree.search(core::Deadline::never(), 100, rng);
    CHECK(tree.nodes_used() > before);
}

TEST_CASE("a slice of a longer search compacts a full pool by the longer search's deadline") {
    // Filled 20 iterations at a time (too few to compact) until the next block of 64 iterations
    // could fill the pool. A slice whose deadline has passed cannot compact by its own deadline,
    // but compacts by that of the search it belongs to, then runs nothing, as its own says.
    FilledTree filled(0);
    core::Uct<nogo::Game>& tree = filled.tree;
    const uint32_t capacity = tree.capacity();
    const uint32_t block_nodes = core::Uct<nogo::Game>::POLL_ITERATIONS * nogo::Game::MAX_MOVES;
    while (tree.nodes_used() + block_nodes <= capacity)
        tree.search(core::Deadline::never(), 20, filled.rng);
    const uint32_t full = tree.nodes_used();
    const uint32_t visits = tree.root_visits();
    CHECK(tree.search(core::Deadline::after(0), 0, filled.rng) == 0);
    CHECK(tree.nodes_used() == full);
    const core::Deadline open = core::Deadline::never();
    CHECK(tree.search(core::Deadline::after(0), 0, filled.rng, &open) == 0);
    CHECK(tree.nodes_used() <= capacity / 2);
    CHECK(tree.root_visits() == visits);
}

TEST_CASE("moves marked lost are not chosen while another move stands") {
    core::UctParams params;
    core::Uct<connect4::Game> uct(connect4::Game{false}, params, 4);
    core::Rng rng(4);
    connect4::Board b = *connect4::Board::create(6, 7, {});
    uct.set_root(b);
    for (int col = 0; col < 7; ++col)
        if (col != 5) uct.mark_lost(col);
    uct.search(core::Deadline::never(), 2000, rng);
    CHECK(uct.best_move() == 5);
    uct.mark_lost(5);
    CHECK(uct.root_proof() == core::Proof::LOSS);
}

TEST_CASE("proofs in the alpha-beta table prune the tree, except at the root") {
    // The table's entries are made up (the empty board is no win): what is checked is that the
    // tree takes them as they are, wherever a leaf's position is found.
    const connect4::Board root = *connect4::Board::create(6, 7, {});
    connect4::Board after2 = root, after5 = root;
    after2.play(2);
    after5.play(5);
    core::TranspositionTable table(1);
    table.store(after2.hash(), core::VALUE_WIN, 0, 0, core::Bound::LOWER);   // 2 loses
    table.store(after5.hash(), core::VALUE_LOSS, 0, 0, core::Bound::EXACT);  // 5 wins
    table.store(root.hash(), core::VALUE_LOSS, 0, 0, core::Bound::EXACT);    // ignored at the root

    core::UctParams params;
    core::Uct<connect4::Game> uct(connect4::Game{false}, params, 4);
    uct.set_proofs(&table);
    core::Rng rng(5);
    uct.set_root(root);
    uct.search(core::Deadline::never(), 5000, rng);
    CHECK(uct.root_proof() == core::Proof::WIN);
    CHECK(uct.best_move() == 5);
    const std::vector<int> lost = uct.lost_moves();
    CHECK(lost == std::vector<int>{2});

    // An upper bound that is a win, or a lower bound that is a loss, proves nothing.
    core::TranspositionTable bounds(1);
    bounds.store(after2.hash(), core::VALUE_WIN, 0, 0, core::Bound::UPPER);
    bounds.store(after5.hash(), core::VALUE_LOSS, 0, 0, core::Bound::LOWER);
    core::Uct<connect4::Game> open(connect4::Game{false}, params, 4);
    open.set_proofs(&bounds);
    open.set_root(root);
    open.search(core::Deadline::never(), 5000, rng);
    CHECK(open.root_proof() == core::Proof::NONE);
    CHECK(open.lost_moves().empty());
}

TEST_CASE("a table starts empty, and clear() empties it however often it is called") {
    core::TranspositionTable t(1);
    CHECK(t.probe(0) == nullptr);  // zeroed memory reads as empty, key 0 included
    CHECK(t.probe(12345) == nullptr);
    t.clear();  // nothing stored yet
    t.store(12345, 40, 2, 7, core::Bound::EXACT);
    REQUIRE(t.probe(12345) != nullptr);
    CHECK(t.probe(12345)->move == 7);
    t.clear();
    CHECK(t.probe(12345) == nullptr);
    t.store(12345, core::VALUE_WIN, 2, 8, core::Bound::EXACT);
    REQUIRE(t.probe(12345) != nullptr);
    CHECK(t.probe(12345)->value == core::VALUE_WIN);
    t.clear();
    t.clear();
    CHECK(t.probe(12345) == nullptr);
    CHECK_FALSE(t.may_hold_proof(12345));
}

TEST_CASE("a table's proof filter answers false for every key it never held a proof under") {
    core::TranspositionTable t(1);
    const uint64_t top = uint64_t(1) << 63;  // keys 1..3 share their top bits; this one does not
    CHECK_FALSE(t.may_hold_proof(3));
    t.store(1, 25, 3, 0, core::Bound::EXACT);
    t.store(2, -300, 5, 0, core::Bound::UPPER);
    CHECK_FALSE(t.may_hold_proof(1));
    CHECK_FALSE(t.may_hold_proof(2));
    t.store(3, core::VALUE_LOSS, 0, 0, core::Bound::EXACT);
    CHECK(t.may_hold_proof(3));
    CHECK(t.may_hold_proof(1));  // same top bits: a false positive, which only costs a probe
    CHECK_FALSE(t.may_hold_proof(3 | top));
    t.store(3, 10, 9, 0, core::Bound::EXACT);  // the proof is overwritten: still conservative
    CHECK(t.may_hold_proof(3));
    t.clear();
    CHECK_FALSE(t.may_hold_proof(3));
    CHECK(t.probe(1) == nullptr);

    // Over many random keys, every proven one passes the filter.
    core::Rng rng(7);
    std::vector<uint64_t> proven;
    for (int i = 0; i < 5000; ++i) {
        const uint64_t key = rng.next();
        const bool proof = i % 10 == 0;
        t.store(key, proof ? core::VALUE_WIN : 0, 1, 0, core::Bound::EXACT);
        if (proof) proven.push_back(key);
    }
    for (uint64_t key : proven) CHECK(t.may_hold_proof(key));
}

TEST_CASE("RAVE credits a root move in every iteration that plays it, and never more often") {
    nogo::Board b;
    for (nogo::Point p : {40, 41, 30, 50}) b.play(p);
    core::UctParams params;
    params.rave_prior_visits = 20;
    core::Uct<nogo::Game> uct(nogo::Game{true}, params, 8);
    core::Rng rng(6);
    uct.set_root(b);
    uct.search(core::Deadline::never(), 3000, rng);
    const std::vector<core::Uct<nogo::Game>::ChildStats> children = uct.root_children();
    REQUIRE(children.size() == size_t(b.legal(b.to_move()).count()));
    uint64_t amaf_total = 0, visits_total = 0;
    for (const auto& c : children) {
        CHECK(c.amaf_visits >= c.visits);  // the move into a child is always played by its side
        CHECK(c.amaf_visits <= uct.root_visits());
        CHECK(c.amaf_wins <= float(c.amaf_visits));
        amaf_total += c.amaf_visits;
        visits_total += c.visits;
    }
    // A playout plays about half of the remaining points for the root's side, each credited.
    CHECK(amaf_total > 10 * visits_total);
}

TEST_CASE("shuffled children are a permutation of the moves, the same after every clear()") {
    nogo::Board b;
    for (nogo::Point p : {40, 41}) b.play(p);
    std::vector<nogo::Point> legal;
    b.legal(b.to_move()).for_each([&](nogo::Point p) { legal.push_back(p); });
    core::UctParams params;
    params.rave_prior_visits = 20;
    auto children_of = [&](bool shuffle) {
        params.shuffle_children = shuffle;
        core::Uct<nogo::Game> uct(nogo::Game{true}, params, 8);
        core::Rng rng(7);
        std::vector<std::vector<nogo::Point>> orders;
        for (int run = 0; run < 2; ++run) {  // the second after clear(): the same tree again
            uct.clear();
            uct.set_root(b);
            uct.search(core::Deadline::never(), 200, rng);
            std::vector<nogo::Point> order;
            for (const auto& c : uct.root_children()) order.push_back(c.move);
            orders.push_back(order);
        }
        CHECK(orders[0] == orders[1]);
        return orders[0];
    };
    CHECK(children_of(false) == legal);
    std::vector<nogo::Point> shuffled = children_of(true);
    CHECK(shuffled != legal);  // 79 points in their own order by chance: 1 in 79!
    std::sort(shuffled.begin(), shuffled.end());
    CHECK(shuffled == legal);
}

TEST_CASE("a tree given another expansion threshold searches as one built with it") {
    // set_turn between searches (NoGo's per-turn threshold, core/searcher.h): the tree
    // built with the eighth visit, then switched to the fourth, grows as the one built with the
    // fourth does from there, and writes nodes sooner than it did.
    core::UctParams eighth;
    eighth.exploration = 0.25;
    eighth.rave_prior_visits = 20;
    eighth.shuffle_children = true;
    eighth.expand_visits = 8;
    core::UctParams fourth = eighth;
    fourth.expand_visits = 4;
    core::Uct<nogo::Game> switched(nogo::Game{true}, eighth, 16),
        built(nogo::Game{true}, fourth, 16), kept(nogo::Game{true}, eighth, 16);
    core::Rng rng_switched(5), rng_built(5), rng_kept(5);
    const nogo::Board b;
    switched.set_root(b);
    built.set_root(b);
    kept.set_root(b);
    switched.set_turn(core::Uct<nogo::Game>::Turn{4});
    switched.search(core::Deadline::never(), 2000, rng_switched);
    built.search(core::Deadline::never(), 2000, rng_built);
    kept.search(core::Deadline::never(), 2000, rng_kept);
    CHECK(same_root_children(switched, built));
    CHECK(switched.nodes_used() == built.nodes_used());
    CHECK(switched.nodes_used() > kept.nodes_used());
}

namespace {

// NoGo with a stand-in for a learned net: every prior on `favourite` when it is among the moves
// (uniform otherwise), a fixed value, and a count of the evaluations.
struct PointingNet : nogo::Game {
    nogo::Point favourite = 0;
    int* calls = nullptr;
    bool has_net() const { return true; }
    void net_evaluate(const nogo::Board&, const nogo::Point* moves, int n, float* priors,
                      float* value) const {
        ++*calls;
        bool found = false;
        for (int i = 0; i < n; ++i) found |= moves[i] == favourite;
        for (int i = 0; i < n; ++i)
            priors[i] = found ? float(moves[i] == favourite) : 1.0f / float(n);
        *value = 0.5f;
    }
};

core::UctParams net_params(uint32_t net_visits, float policy_weight) {
    core::UctParams p;
    p.exploration = 0.25;
    p.rave_prior_visits = 20;
    p.shuffle_children = true;
    p.expand_visits = 2;
    p.net_visits = net_visits;
    p.policy_weight = policy_weight;
    return p;
}

}  // namespace

TEST_CASE("the net evaluates the root at once and each node on its net_visits-th visit") {
    int calls = 0;
    PointingNet game;
    game.favourite = nogo::make_point(4, 4);
    game.calls = &calls;
    auto searched = [&](uint64_t iterations) {
        std::unique_ptr<core::Uct<PointingNet>> uct(
            new core::Uct<PointingNet>(game, net_params(32, 0.0f), 16));
        core::Rng rng(3);
        uct->set_root(nogo::Board());
        uct->search(core::Deadline::never(), iterations, rng);
        return uct;
    };
    auto prior_sum = [](const core::Uct<PointingNet>& uct) {
        float sum = 0;
        for (const auto& c : uct.root_children()) sum += c.prior;
        return sum;
    };
    CHECK(prior_sum(*searched(1)) == doctest::Approx(1.0f).epsilon(1e-3));  // MIN_PRIOR floors
    CHECK(calls == 1);  // the root, before the first iteration
    calls = 0;
    const auto children = searched(3000)->root_children();
    CHECK(calls > 1);
    CHECK(calls < 3000 / 32 * 4);
    // A root child was evaluated, its own children given priors, when an iteration passed
    // through it with 31 visits behind it: re-rooted there, its children show them, or none.
    int evaluated = 0, not_yet = 0;
    for (const auto& c : children) {
        if (c.visits < 2 || c.proven != core::Proof::NONE) continue;  // expanded children
        auto uct = searched(3000);
        nogo::Board b;
        b.play(c.move);
        REQUIRE(uct->set_root(b));
        CHECK(prior_sum(*uct) == doctest::Approx(c.visits >= 32 ? 1.0f : 0.0f).epsilon(1e-3));
        (c.visits >= 32 ? evaluated : not_yet) += 1;
    }
    CHECK(evaluated > 0);
    CHECK(not_yet > 0);
}

TEST_CASE("a heavy progressive bias sends the search to the net's favourite; re-rooting keeps it") {
    int calls = 0;
    PointingNet game;
    game.favourite = nogo::make_point(2, 6);
    game.calls = &calls;
    core::Uct<PointingNet> uct(game, net_params(16, 1000.0f), 16);
    core::Rng rng(4);
    nogo::Board b;
    uct.set_root(b);
    uct.search(core::Deadline::never(), 5000, rng);
    CHECK(uct.best_move() == game.favourite);
    // Without the bias the same search spreads its visits.
    int plain_calls = 0;
    PointingNet plain = game;
    plain.calls = &plain_calls;
    core::Uct<PointingNet> unsteered(plain, net_params(16, 0.0f), 16);
    core::Rng rng2(4);
    unsteered.set_root(b);
    unsteered.search(core::Deadline::never(), 5000, rng2);
    uint32_t favourite_visits = 0, steered_visits = 0;
    for (const auto& c : unsteered.root_children())
        if (c.move == game.favourite) favourite_visits = c.visits;
    for (const auto& c : uct.root_children())
        if (c.move == game.favourite) steered_visits = c.visits;
    CHECK(steered_visits > 2 * favourite_visits);
    // Re-rooted one ply down, the kept node keeps its evaluation: no new call for it.
    b.play(game.favourite);
    REQUIRE(uct.set_root(b));
    const int before = calls;
    uct.search(core::Deadline::never(), 1, rng);
    CHECK(calls - before <= 1);  // at most the one node the iteration reaches
    float prior_sum = 0;
    for (const auto& c : uct.root_children()) prior_sum += c.prior;
    CHECK(prior_sum == doctest::Approx(1.0f).epsilon(1e-3));
}

TEST_CASE("without a net in the adapter, net_visits changes nothing") {
    core::UctParams with = net_params(16, 1.0f), without = net_params(0, 0.0f);
    core::Uct<nogo::Game> a(nogo::Game{true}, with, 8), b(nogo::Game{true}, without, 8);
    core::Rng ra(9), rb(9);
    a.set_root(nogo::Board());
    b.set_root(nogo::Board());
    a.search(core::Deadline::never(), 3000, ra);
    b.search(core::Deadline::never(), 3000, rb);
    CHECK(same_root_children(a, b));
    CHECK(a.capacity() == b.capacity());
}
