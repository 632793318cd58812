// The graph search (core/puct_graph.h) and the proofs of Connect4's playout it relies on: the
// playout's proofs agree with an exact solver; the graph takes wins, makes blocks and proves
// short wins; transposed positions share one node; the value formula and the final-move rule
// hold; re-rooting (freeing what the new root does not reach when room runs out), the memory
// cap, the collection of full pools within a search, moves marked lost and the proof table work;
// a seeded run repeats.
#include <doctest/doctest.h>

#include <unordered_map>
#include <vector>

#include "connect4/game.h"
#include "core/bench.h"
#include "core/puct_graph.h"
#include "tests/search/connect4_solver.h"

namespace {

using Graph = core::PuctGraph<connect4::Game>;

// 6x7 with no forbidden cell after the columns `cols` are played in order.
connect4::Board after(std::vector<int> cols) {
    connect4::Board b = *connect4::Board::create(6, 7, {});
    for (int col : cols) b.play(col);
    return b;
}

core::PuctParams params() {
    core::PuctParams p;
    p.exploration = 1.15f;
    return p;
}

// Roots g at `start`, searches it `iterations` iterations with a generator seeded `seed`, and
// returns the position after the move it would play.
connect4::Board searched_from(Graph* g, const connect4::Board& start, uint64_t iterations,
                              uint64_t seed) {
    core::Rng rng(seed);
    g->set_root(start);
    g->search(core::Deadline::never(), iterations, rng);
    connect4::Board next = start;
    next.play(g->best_move());
    return next;
}

}  // namespace

TEST_CASE("every result a Connect4 playout calls proven is the exact result") {
    // Small boards, solved exactly from positions after a few random plies; both policies.
    int proven = 0;
    core::Rng rng(11);
    for (int trial = 0; trial < 300; ++trial) {
        const int rows = 4 + int(rng.below(2)), cols = 4 + int(rng.below(2));
        std::vector<connect4::Cell> forbidden;
        if (trial % 2) forbidden.push_back({int(rng.below(uint32_t(rows))), int(rng.below(4))});
        connect4::Board b = *connect4::Board::create(rows, cols, forbidden);
        const int plies = 6 + int(rng.below(6));
        b = core::random_play(b, plies, rng, connect4::random_column);
        std::unordered_map<uint64_t, int> memo;
        const int exact = search_test::connect4_value(b, memo);
        for (bool knowledge : {true, false}) {
            for (int run = 0; run < 8; ++run) {
                connect4::Board p = b;
                bool certain = false;
                const float r = connect4::playout(p, rng, knowledge, &certain);
                if (!certain) continue;
                ++proven;
                CHECK(r != 0.5f);
                CHECK(exact == (r == 1.0f ? 1 : -1));
            }
        }
    }
    CHECK(proven > 200);  // the check above saw many proofs
}

TEST_CASE("the graph takes an immediate win and makes a forced block, with and without knowledge") {
    for (bool knowledge : {true, false}) {
        Graph g(connect4::Game{knowledge}, params(), 4);
        core::Rng rng(1);
        g.set_root(after({0, 0, 1, 1, 2, 2}));  // X to move wins at column 3
        g.search(core::Deadline::never(), 2000, rng);
        CHECK(g.root_proof() == core::Proof::WIN);
        CHECK(g.best_move() == 3);
        g.set_root(after({0, 6, 1, 6, 2}));  // O to move must block column 3
        g.search(core::Deadline::never(), 2000, rng);
        CHECK(g.best_move() == 3);
    }
}

TEST_CASE("the graph proves a Connect4 win in three plies, with and without knowledge") {
    for (bool knowledge : {true, false}) {
        Graph g(connect4::Game{knowledge}, params(), 4);
        core::Rng rng(1);
        g.set_root(after({2, 2, 3, 3}));  // X makes an open three on column 1 or 4
        g.search(core::Deadline::never(), 20000, rng);
        CHECK(g.root_proof() == core::Proof::WIN);
        const int move = g.best_move();
        CHECK((move == 1 || move == 4));
        CHECK(g.root_value() == 1.0);
    }
}

TEST_CASE("the graph's proofs agree with the exact solver on small boards") {
    core::Rng rng(12);
    int proofs = 0;
    for (int trial = 0; trial < 60; ++trial) {
        connect4::Board b = *connect4::Board::create(5, 5, {{int(rng.below(5)), 2}});
        const int plies = 7 + int(rng.below(5));
        b = core::random_play(b, plies, rng, connect4::random_column);
        std::unordered_map<uint64_t, int> memo;
        const int exact = search_test::connect4_value(b, memo);
        Graph g(connect4::Game{true}, params(), 4);
        g.set_root(b);
        g.search(core::Deadline::never(), 3000, rng);
        if (g.root_proof() == core::Proof::NONE) continue;
        ++proofs;
        CHECK(exact == (g.root_proof() == core::Proof::WIN ? 1 : -1));
        if (exact == 1) {  // the move played wins
            connect4::Board next = b;
            next.play(g.best_move());
            std::unordered_map<uint64_t, int> memo2;
            CHECK(search_test::connect4_value(next, memo2) == -1);
        }
    }
    CHECK(proofs > 10);
}

TEST_CASE("two move orders reach one node, and edge visits never exceed their child's") {
    Graph g(connect4::Game{false}, params(), 16);
    core::Rng rng(2);
    g.set_root(after({}));
    g.search(core::Deadline::never(), 5000, rng);
    // X on 2 and 4, O on 3: reached by 2 3 4 and 4 3 2.
    const connect4::Board p = after({2, 3, 4}), q = after({4, 3, 2});
    REQUIRE(p.hash() == q.hash());
    uint32_t through_4 = 0, through_2 = 0;
    for (const auto& c : g.children(after({2, 3})))
        if (c.move == 4) through_4 = c.visits;
    for (const auto& c : g.children(after({4, 3})))
        if (c.move == 2) through_2 = c.visits;
    CHECK(through_4 > 0);
    CHECK(through_2 > 0);
    CHECK(through_4 <= g.visits(p));
    CHECK(through_2 <= g.visits(p));
    // The root's N is 1 plus its edges' visits.
    uint32_t edges = 0;
    for (const auto& c : g.root_children()) edges += c.visits;
    CHECK(g.root_visits() == edges + 1);
}

TEST_CASE("a node's value is its utility and its children's values weighted by edge visits") {
    Graph g(connect4::Game{true}, params(), 8);
    core::Rng rng(3);
    const connect4::Board root = *connect4::Board::create(7, 8, {{2, 3}});
    g.set_root(root);
    // Right after set_root: every edge unvisited, the root's value is the mean of its children's.
    {
        const auto children = g.root_children();
        float sum = 0;
        for (const auto& c : children) sum += c.value;
        CHECK(g.root_value() == doctest::Approx(sum / float(children.size())).epsilon(1e-5));
    }
    const float u = float(g.root_value());
    g.search(core::Deadline::never(), 500, rng);
    const auto children = g.root_children();
    uint32_t visits = 0;
    float weighted = 0;
    for (const auto& c : children) {
        REQUIRE(c.proven == core::Proof::NONE);
        visits += c.visits;
        weighted += float(c.visits) * c.value;
    }
    // An edge's visits stay at most its child's N, so not every iteration adds one.
    CHECK(visits <= 500);
    CHECK(visits >= 400);
    CHECK(g.root_value() == doctest::Approx((u + weighted) / float(visits + 1)).epsilon(1e-4));
}

TEST_CASE("the final move is the best value among moves with a quarter of the top visits") {
    Graph g(connect4::Game{true}, params(), 8);
    core::Rng rng(4);
    g.set_root(*connect4::Board::create(9, 9, {{8, 4}}));
    g.search(core::Deadline::never(), 3000, rng);
    const auto children = g.root_children();
    uint32_t most = 0;
    for (const auto& c : children) most = std::max(most, c.visits);
    float best = -1;
    int move = -1;
    for (const auto& c : children)
        if (c.visits * 4 >= most && c.value > best) best = c.value, move = c.move;
    CHECK(g.best_move() == move);
}

TEST_CASE("re-rooting keeps any searched position, and starts afresh elsewhere") {
    Graph g(connect4::Game{true}, params(), 16);
    core::Rng rng(5);
    const connect4::Board root = after({});
    CHECK(!g.set_root(root));
    g.search(core::Deadline::never(), 3000, rng);
    connect4::Board line = root;
    for (int ply = 0; ply < 2; ++ply) {
        uint32_t most = 0;
        int best = -1;
        for (const auto& c : g.children(line))
            if (c.visits > most) most = c.visits, best = c.move;
        REQUIRE(best >= 0);
        line.play(best);
    }
    const uint32_t kept = g.visits(line);
    REQUIRE(kept > 1);
    CHECK(g.set_root(line));
    CHECK(g.root_visits() == kept);
    g.search(core::Deadline::never(), 200, rng);
    CHECK(g.root_visits() > kept);
    CHECK(g.root_visits() <= kept + 200);
    CHECK(!g.set_root(after({0, 0, 0, 0, 0, 0, 6})));  // never reached: a new node
    g.clear();
    CHECK(!g.set_root(line));
    CHECK(g.root_visits() == 1);
}

TEST_CASE("the graph stays within its memory cap and grows on when its pools fill") {
    for (int megabytes : {1, 4, 16}) {
        Graph g(connect4::Game{true}, params(), megabytes);
        CHECK(g.bytes() <= size_t(megabytes) * 1024 * 1024);
        CHECK(g.bytes() > size_t(megabytes) * 1024 * 1024 * 99 / 100);
    }
    // 1 MiB hold about 14,000 nodes, which 20,000 iterations from the empty board fill several
    // times over: each time, the pools are collected to a quarter and the graph grows again.
    Graph g(connect4::Game{true}, params(), 1);
    core::Rng rng(6);
    const connect4::Board empty = *connect4::Board::create(12, 12, {{6, 5}});
    g.set_root(empty);
    int collections = 0, growths_after = 0;
    uint32_t before = g.nodes_used();
    for (int chunk = 0; chunk < 40; ++chunk) {
        CHECK(g.search(core::Deadline::never(), 500, rng) == 500);
        CHECK(g.nodes_used() <= g.node_capacity());
        if (g.nodes_used() < before) ++collections;
        if (collections > 0 && g.nodes_used() > before) ++growths_after;
        before = g.nodes_used();
    }
    CHECK(collections >= 2);
    CHECK(growths_after >= 2);
    CHECK(empty.can_play(g.best_move()));
}

TEST_CASE("re-rooting undoes the least visited expansions where the root reaches too much") {
    // One search fills nine tenths of 1 MiB (sized from a run in 16 MiB: the same seed repeats),
    // so the next search wants half the pools, and the same root, set again, reaches all that
    // the pools hold: it keeps its most visited part (a quarter of the pools at most), every
    // expansion of its children among it.
    const connect4::Board empty = *connect4::Board::create(12, 12, {{6, 5}});
    Graph probe(connect4::Game{true}, params(), 16), g(connect4::Game{true}, params(), 1);
    searched_from(&probe, empty, 1000, 5);
    const uint64_t iterations = 1000ull * g.node_capacity() * 9 / 10 / probe.nodes_used();
    searched_from(&g, empty, iterations, 5);
    REQUIRE(g.nodes_used() > g.node_capacity() * 8 / 10);
    REQUIRE(g.nodes_used() < g.node_capacity() - 64 * 12);
    const uint32_t visits = g.root_visits();
    int expanded = 0;
    for (const auto& c : g.root_children()) expanded += c.expanded;
    REQUIRE(expanded > 0);
    CHECK(g.set_root(empty));
    CHECK(g.root_visits() == visits);
    CHECK(g.nodes_used() <= g.node_capacity() / 2);
    for (const auto& c : g.root_children()) expanded -= c.expanded;
    CHECK(expanded == 0);
    core::Rng rng(5);
    CHECK(g.search(core::Deadline::never(), 500, rng) == 500);
    CHECK(g.root_visits() > visits);
    CHECK(empty.can_play(g.best_move()));
}

namespace {

// The stats of every position within `plies` moves of b, in move order (for comparing a
// graph's positions before and after it frees others).
void collect_stats(const Graph& g, const connect4::Board& b, int plies,
                   std::vector<std::vector<Graph::ChildStats>>* out) {
    out->push_back(g.children(b));
    if (plies == 0) return;
    for (const auto& c : out->back()) {
        if (!c.expanded) continue;
        connect4::Board next = b;
        next.play(c.move);
        collect_stats(g, next, plies - 1, out);
    }
}

bool same_stats(const std::vector<std::vector<Graph::ChildStats>>& a,
                const std::vector<std::vector<Graph::ChildStats>>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i].size() != b[i].size()) return false;
        for (size_t k = 0; k < a[i].size(); ++k)
            if (a[i][k].move != b[i][k].move || a[i][k].visits != b[i][k].visits ||
                a[i][k].value != b[i][k].value || a[i][k].proven != b[i][k].proven ||
                a[i][k].expanded != b[i][k].expanded)
                return false;
    }
    return true;
}

}  // namespace

TEST_CASE("the table grows with the graph, and its size changes no search") {
    // 10,000 iterations from the empty 12x12 board make about 90,000 nodes, past the first
    // table's room (three quarters of 65,536 slots): the table doubles on the way. A graph
    // whose table is allocated for four times the nodes searches the same.
    const connect4::Board empty = *connect4::Board::create(12, 12, {{6, 5}});
    Graph small(connect4::Game{true}, params(), 64), large(connect4::Game{true}, params(), 256);
    const uint32_t first_slots = small.table_slots();
    CHECK(first_slots == large.table_slots());
    for (Graph* g : {&small, &large}) {
        core::Rng rng(13);
        g->set_root(empty);
        CHECK(g->search(core::Deadline::never(), 10000, rng) == 10000);
        CHECK(g->nodes_used() * 4 <= uint64_t(g->table_slots()) * 3);
    }
    CHECK(small.nodes_used() > first_slots);
    CHECK(small.table_slots() >= 2 * first_slots);
    CHECK(small.nodes_used() == large.nodes_used());
    std::vector<std::vector<Graph::ChildStats>> a, b;
    collect_stats(small, empty, 3, &a);
    collect_stats(large, empty, 3, &b);
    CHECK(same_stats(a, b));
    CHECK(small.best_move() == large.best_move());
}

TEST_CASE("without room for another search, re-rooting frees what the new root does not reach") {
    // A 12x12 game of many turns in 2 MiB (about 33,000 nodes): each turn's search adds about
    // a third of the table, so a turn finds no room for the next search and collects.
    Graph g(connect4::Game{true}, params(), 2);
    core::Rng rng(9);
    connect4::Board line = *connect4::Board::create(12, 12, {{6, 5}});
    CHECK(!g.set_root(line));
    int collections = 0;
    for (int turn = 0; turn < 12 && !line.is_terminal(); ++turn) {
        g.search(core::Deadline::never(), 1200, rng);
        const connect4::Board before_root = line;
        for (int ply = 0; ply < 2 && !line.is_terminal(); ++ply) {
            uint32_t most = 0;
            int best = -1;
            for (const auto& c : g.children(line))
                if (c.visits >= most && c.expanded) most = c.visits, best = c.move;
            if (best < 0) break;
            line.play(best);
        }
        if (line.is_terminal() || g.visits(line) == 0) break;
        std::vector<std::vector<Graph::ChildStats>> kept, after_reroot;
        collect_stats(g, line, 2, &kept);
        const uint32_t nodes = g.nodes_used(), edges = g.edges_used(), n = g.visits(line);
        REQUIRE(g.set_root(line));  // kept: what a turn reaches fits beside another search
        if (g.nodes_used() < nodes) {
            // Collected: the positions below the new root are all there, as they were; the
            // old root, which it does not reach, is gone.
            ++collections;
            CHECK(g.edges_used() < edges);
            CHECK(g.root_visits() == n);
            collect_stats(g, line, 2, &after_reroot);
            CHECK(same_stats(kept, after_reroot));
            CHECK(g.visits(before_root) == 0);
        } else {
            CHECK(g.nodes_used() == nodes);  // room left: nothing freed
        }
    }
    CHECK(collections >= 2);
    // It searches on from what it kept (until it proves the root).
    const uint32_t n = g.root_visits();
    g.search(core::Deadline::never(), 500, rng);
    CHECK((g.root_proof() != core::Proof::NONE || g.root_visits() > n));
    CHECK(line.can_play(g.best_move()));
}

TEST_CASE("re-rooting grows a full table only while its deadline allows, else collects") {
    // One search from the empty board that leaves the table (65,536 slots, room for 49,152
    // nodes) with more than half its room used: another search as large needs a larger table.
    // Sized from a first run, since the same seed repeats: about 36,000 nodes.
    const connect4::Board empty = *connect4::Board::create(12, 12, {{6, 5}});
    constexpr uint32_t TABLE_ROOM = 49152;
    auto searched = [&empty](Graph* g, uint64_t iterations) {
        return searched_from(g, empty, iterations, 13);
    };
    Graph probe(connect4::Game{true}, params(), 16);
    searched(&probe, 1000);
    const uint64_t iterations = 1000ull * 36000 / probe.nodes_used();
    Graph roomy(connect4::Game{true}, params(), 16), hurried(connect4::Game{true}, params(), 16);
    const connect4::Board next = searched(&roomy, iterations);
    REQUIRE(roomy.table_slots() == 65536);
    REQUIRE(roomy.nodes_used() > TABLE_ROOM / 2 + 1000);
    REQUIRE(roomy.nodes_used() < TABLE_ROOM - 1000);
    const uint32_t nodes = roomy.nodes_used(), visits = roomy.visits(next);
    CHECK(roomy.set_root(next));  // time to grow: the table doubles, every node kept
    CHECK(roomy.table_slots() == 131072);
    CHECK(roomy.nodes_used() == nodes);
    CHECK(roomy.root_visits() == visits);
    // Out of time: no growth; the collection, cut short too, starts afresh at the same size.
    searched(&hurried, iterations);
    CHECK(!hurried.set_root(next, core::Deadline::after(0)));
    CHECK(hurried.table_slots() == 65536);
    CHECK(hurried.root_visits() == 1);
    CHECK(hurried.nodes_used() <= 1 + 12);  // the root and its children
}

TEST_CASE("a collection the deadline cuts short starts the graph afresh, which searches on") {
    // 2 MiB hold about 29,000 nodes; 2,000 iterations from the empty board add about 18,000,
    // so the next root finds no room beside another such search and collects.
    const connect4::Board empty = *connect4::Board::create(12, 12, {{6, 5}});
    auto searched = [&empty](Graph* g) { return searched_from(g, empty, 2000, 11); };
    Graph unhurried(connect4::Game{true}, params(), 2), hurried(connect4::Game{true}, params(), 2);
    const connect4::Board next = searched(&unhurried);
    const uint32_t nodes = unhurried.nodes_used(), visits = unhurried.visits(next);
    REQUIRE(visits > 1);
    CHECK(unhurried.set_root(next));  // collected in time: kept
    CHECK(unhurried.nodes_used() < nodes);
    CHECK(unhurried.root_visits() == visits);
    CHECK(searched(&hurried).hash() == next.hash());
    CHECK(hurried.nodes_used() == nodes);
    CHECK(!hurried.set_root(next, core::Deadline::after(0)));  // out of time: afresh
    CHECK(hurried.root_visits() == 1);
    CHECK(hurried.nodes_used() <= 1 + 12);  // the root and its children
    core::Rng rng(12);
    CHECK(hurried.search(core::Deadline::never(), 300, rng) == 300);
    CHECK(hurried.root_visits() > 1);
    CHECK(next.can_play(hurried.best_move()));
}

TEST_CASE("a seeded graph search of fixed iterations repeats exactly") {
    auto run = [](std::vector<Graph::ChildStats>* children, double* value) {
        Graph g(connect4::Game{true}, params(), 8);
        core::Rng rng(7);
        g.set_root(after({3, 3, 2}));
        g.search(core::Deadline::never(), 2000, rng);
        *children = g.root_children();
        *value = g.root_value();
        return g.best_move();
    };
    std::vector<Graph::ChildStats> a, b;
    double va = 0, vb = 0;
    CHECK(run(&a, &va) == run(&b, &vb));
    CHECK(va == vb);
    REQUIRE(a.size() == b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        CHECK(a[i].move == b[i].move);
        CHECK(a[i].visits == b[i].visits);
        CHECK(a[i].value == b[i].value);
    }
}

TEST_CASE("moves marked lost in the graph are not chosen while another move stands") {
    Graph g(connect4::Game{false}, params(), 4);
    core::Rng rng(8);
    g.set_root(after({}));
    for (int col = 0; col < 7; ++col)
        if (col != 5) g.mark_lost(col);
    g.search(core::Deadline::never(), 500, rng);
    CHECK(g.best_move() == 5);
    CHECK(g.lost_moves().size() == 6);
    g.mark_lost(5);
    CHECK(g.root_proof() == core::Proof::LOSS);
}

TEST_CASE("proofs in the alpha-beta table prune the graph, except at the root") {
    // Made-up entries, as in the UCT test: the graph takes them as they are.
    const connect4::Board root = after({});
    const connect4::Board after2 = after({2}), after5 = after({5});
    core::TranspositionTable table(1);
    table.store(after2.hash(), core::VALUE_WIN, 0, 0, core::Bound::LOWER);   // 2 loses
    table.store(after5.hash(), core::VALUE_LOSS, 0, 0, core::Bound::EXACT);  // 5 wins
    table.store(root.hash(), core::VALUE_LOSS, 0, 0, core::Bound::EXACT);    // ignored at the root
    Graph g(connect4::Game{false}, params(), 4);
    g.set_proofs(&table);
    core::Rng rng(9);
    g.set_root(root);
    CHECK(g.root_proof() == core::Proof::WIN);
    CHECK(g.best_move() == 5);
    CHECK(g.lost_moves() == std::vector<int>{2});
    // Proved as a leaf, the position after 5 has no proven child to play: as the root it loses
    // its proof and is searched.
    g.set_root(after5);
    CHECK(g.root_proof() == core::Proof::NONE);
}

namespace {

// Connect4 with a stand-in for a learned net: every prior on column `favourite` when it is among
// the moves (uniform otherwise), and a count of the evaluations.
struct ColumnNet : connect4::Game {
    int favourite = 0;
    int* calls = nullptr;
    bool has_net() const { return true; }
    void net_evaluate(const connect4::Board&, const int* cols, int n, float* priors,
                      float* value) const {
        ++*calls;
        bool found = false;
        for (int i = 0; i < n; ++i) found |= cols[i] == favourite;
        for (int i = 0; i < n; ++i)
            priors[i] = found ? float(cols[i] == favourite) : 1.0f / float(n);
        *value = 0.5f;
    }
};

}  // namespace

TEST_CASE("the net's priors replace the uniform ones where a node has earned an evaluation") {
    int calls = 0, plain_calls = 0;
    ColumnNet steered_game, plain_game;
    steered_game.favourite = plain_game.favourite = 0;  // an edge column: rarely the best
    steered_game.calls = &calls;
    plain_game.calls = &plain_calls;
    core::PuctParams with = params(), without = params();
    with.net_visits = 8;
    core::PuctGraph<ColumnNet> steered(steered_game, with, 16), plain(plain_game, without, 16);
    const connect4::Board b = *connect4::Board::create(8, 9, {{2, 4}});
    core::Rng r1(5), r2(5);
    steered.set_root(b);
    plain.set_root(b);
    steered.search(core::Deadline::never(), 3000, r1);
    plain.search(core::Deadline::never(), 3000, r2);
    CHECK(plain_calls == 0);  // net_visits 0: never asked
    CHECK(calls > 1);         // the root and the nodes that reached 8 visits
    CHECK(uint64_t(calls) == steered.net_evaluations());
    auto visits_of = [](const auto& graph, int col) {
        for (const auto& c : graph.root_children())
            if (c.move == col) return c.visits;
        return 0u;
    };
    CHECK(visits_of(steered, 0) > 3 * visits_of(plain, 0));
}

TEST_CASE("without a net in the adapter, net_visits changes nothing") {
    core::PuctParams with = params(), without = params();
    with.net_visits = 8;
    core::PuctGraph<connect4::Game> a(connect4::Game{true}, with, 16),
        b(connect4::Game{true}, without, 16);
    const connect4::Board start = *connect4::Board::create(8, 9, {{2, 4}});
    core::Rng ra(6), rb(6);
    a.set_root(start);
    b.set_root(start);
    a.search(core::Deadline::never(), 2000, ra);
    b.search(core::Deadline::never(), 2000, rb);
    CHECK(a.best_move() == b.best_move());
    CHECK(a.nodes_used() == b.nodes_used());
    CHECK(a.bytes() == b.bytes());
}
