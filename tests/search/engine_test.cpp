// The engines behind the facades: every kind answers legal moves, obeys an expired deadline,
// does the work it is allowed and no more, and is reproducible with a fixed seed.
#include <doctest/doctest.h>

#include "connect4/engine.h"
#include "nogo/engine.h"

using core::EngineKind;

namespace {

// The work of a turn: UCT iterations plus alpha-beta nodes.
template <class Move>
uint64_t work(const core::Decision<Move>& d) {
    return d.uct_iterations + d.alphabeta_nodes;
}

}  // namespace

TEST_CASE("an expired deadline still gives a legal move, for every kind") {
    for (EngineKind kind : core::ENGINE_KINDS) {
        const char* name = core::engine_kind_name(kind);
        nogo::Engine n({kind, 1, 16, 0, std::nullopt});
        nogo::Board nb;
        nb.play(40);
        const nogo::Decision nd = n.choose(nb, core::Deadline::after(0));
        CHECK_MESSAGE(nb.is_legal(nd.move, nb.to_move()), name);
        CHECK(work(nd) < 5000);

        connect4::Engine c({kind, 1, 16, 0, std::nullopt});
        const connect4::Board cb = *connect4::Board::create(9, 10, {{8, 3}});
        const connect4::Decision cd = c.choose(cb, core::Deadline::after(0));
        CHECK_MESSAGE(cb.can_play(cd.move), name);
        CHECK(work(cd) < 5000);
    }
}

TEST_CASE("iteration limits bound the work and fixed seeds reproduce the answer") {
    for (EngineKind kind : {EngineKind::UCT, EngineKind::UCT_PLAIN}) {
        nogo::Engine small({kind, 1, 16, 500, std::nullopt}),
            large({kind, 1, 16, 2000, std::nullopt}), again({kind, 1, 16, 2000, std::nullopt});
        const nogo::Board b;
        const nogo::Decision s = small.choose(b, core::Deadline::never());
        const nogo::Decision l = large.choose(b, core::Deadline::never());
        const nogo::Decision a = again.choose(b, core::Deadline::never());
        CHECK(s.uct_iterations == 500);
        CHECK(s.alphabeta_nodes == 0);
        CHECK(l.uct_iterations == 2000);
        CHECK(a.move == l.move);
        CHECK(a.summary.substr(0, 40) == l.summary.substr(0, 40));
    }
    connect4::Engine c1({EngineKind::HYBRID, 7, 16, 3000, std::nullopt}),
        c2({EngineKind::HYBRID, 7, 16, 3000, std::nullopt});
    const connect4::Board b = *connect4::Board::create(12, 12, {{6, 5}});
    const connect4::Decision d1 = c1.choose(b, core::Deadline::never());
    const connect4::Decision d2 = c2.choose(b, core::Deadline::never());
    CHECK(d1.move == d2.move);
    CHECK(d1.uct_iterations == d2.uct_iterations);
    CHECK(d1.alphabeta_nodes == d2.alphabeta_nodes);
    CHECK(d1.uct_iterations <= 3000);
    CHECK(d1.alphabeta_nodes > 0);
}

TEST_CASE("every kind plays whole games of legal moves, re-rooting as it goes") {
    for (EngineKind kind : core::ENGINE_KINDS) {
        const char* name = core::engine_kind_name(kind);
        nogo::Engine black({kind, 1, 16, 300, std::nullopt}),
            white({EngineKind::HYBRID, 2, 16, 300, std::nullopt});
        nogo::Board b;
        while (!b.is_terminal()) {
            nogo::Engine& e = b.to_move() == nogo::BLACK ? black : white;
            const nogo::Decision d = e.choose(b, core::Deadline::never());
            REQUIRE_MESSAGE(b.is_legal(d.move, b.to_move()), name);
            b.play(d.move);
        }
        connect4::Engine first({kind, 1, 16, 300, std::nullopt}),
            second({EngineKind::HYBRID, 2, 16, 300, std::nullopt});
        connect4::Board c = *connect4::Board::create(7, 8, {{3, 3}, {6, 0}});
        while (!c.is_terminal()) {
            connect4::Engine& e = c.to_move() == connect4::FIRST ? first : second;
            const connect4::Decision d = e.choose(c, core::Deadline::never());
            REQUIRE_MESSAGE(c.can_play(d.move), name);
            c.play(d.move);
        }
    }
}

TEST_CASE("a new game forgets the old one") {
    nogo::Engine e({EngineKind::HYBRID, 3, 16, 400, std::nullopt});
    const nogo::Board b;
    const nogo::Decision first = e.choose(b, core::Deadline::never());
    e.new_game();
    const nogo::Decision again = e.choose(b, core::Deadline::never());
    CHECK(first.move == again.move);
    CHECK(work(first) == work(again));
}

TEST_CASE("a move the hybrid's alpha-beta leaves standing is played, and the tree searches on") {
    // The first defence of the tactics suite (tests/data/search/connect4.txt): within six plies
    // every column but 4 loses, which alpha-beta proves and the knowledge alone does not see.
    connect4::Board b = *connect4::Board::create(8, 11, {{4, 8}, {5, 5}});
    for (int col : {6, 0, 3, 1, 9, 7, 1, 3, 9, 10, 5, 0, 1}) b.play(col);
    connect4::Engine e({EngineKind::HYBRID, 1, 16, 2000, std::nullopt});
    const connect4::Decision d = e.choose(b, core::Deadline::never());
    CHECK(d.move == 4);
    CHECK_MESSAGE(d.summary.find("by=ab-forced") != std::string::npos, d.summary);
    CHECK(d.alphabeta_nodes > 0);
    // The tree spends the turn below the move (the next turn re-roots there).
    CHECK(d.uct_iterations > 0);
}

TEST_CASE("NoGo's tree expands a leaf sooner in a long turn than in a short one") {
    // The threshold by the time left (nogo/engine.cpp): the second visit at Botzone's 0.9 s and in
    // a 0.5 s turn, the eighth at 0.2 s. (Connect4's graph expands on the first visit: its
    // Turn has no threshold.)
    const nogo::Board b;
    CHECK(nogo::Engine::plan(b, 0.9).tree.expand_visits == 2);
    CHECK(nogo::Engine::plan(b, 1.8).tree.expand_visits == 2);
    CHECK(nogo::Engine::plan(b, 0.499).tree.expand_visits == 2);  // a 0.5 s budget, just begun
    CHECK(nogo::Engine::plan(b, 0.3).tree.expand_visits == 8);
    CHECK(nogo::Engine::plan(b, 0.18).tree.expand_visits == 8);
}

TEST_CASE(
    "Connect4's alpha-beta gets a tenth of an open turn, at most 20 ms, and half near the end") {
    // The plan (connect4/engine.cpp): in open positions what alpha-beta proves it proves within
    // milliseconds, so its share is capped in seconds; with 24 empty cells or fewer it gets half.
    const connect4::Board open = *connect4::Board::create(9, 10, {{8, 3}});
    const connect4::EnginePolicy::Plan p = connect4::Engine::plan(open, 2.5);
    CHECK(p.alphabeta_share == doctest::Approx(0.1));
    CHECK(p.alphabeta_max_seconds == doctest::Approx(0.02));
    const connect4::Board small = *connect4::Board::create(5, 5, {{0, 0}});  // 24 empty cells
    const connect4::EnginePolicy::Plan q = connect4::Engine::plan(small, 2.5);
    CHECK(q.alphabeta_share == doctest::Approx(0.5));
    CHECK(q.alphabeta_max_seconds >= 1e9);
    // NoGo's plan sets no cap.
    CHECK(nogo::Engine::plan(nogo::Board(), 0.9).alphabeta_max_seconds >= 1e9);
}

TEST_CASE("a hybrid turn bound by time stops alpha-beta at the plan's cap in seconds") {
    // Alpha-beta's share is the whole turn; a cap of zero seconds stops it at its first poll of
    // the clock and leaves the turn to the graph, where without the cap it takes the turn.
    using Searcher = core::Searcher<connect4::Game, connect4::EnginePolicy::Tree>;
    const connect4::Board open = *connect4::Board::create(9, 10, {{8, 3}});
    Searcher::Plan plan;
    plan.alphabeta_share = 1.0;
    for (const double cap : {0.0, 1e9}) {
        plan.alphabeta_max_seconds = cap;
        Searcher s(connect4::Game{true}, core::SearchKind::HYBRID,
                   connect4::EnginePolicy::tree_params(true, true, 0), 16);
        core::Rng rng(1);
        const auto r = s.choose(open, core::Deadline::after(0.2), plan, 0, rng);
        CHECK(open.can_play(r.move));
        if (cap == 0.0) {
            CHECK(r.alphabeta_nodes <= core::AlphaBeta<connect4::Game>::POLL_NODES);
            CHECK(r.uct_iterations > 0);
        } else {
            CHECK(r.alphabeta_nodes > core::AlphaBeta<connect4::Game>::POLL_NODES);
        }
    }
}
