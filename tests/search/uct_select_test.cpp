// UCT's selection (core/uct_select.h): the four-children-at-a-time path picks exactly the child
// the scalar loop picks, on random statistics of every shape the tree can hold, whatever lies
// past the children; and RAVE's back-up (core/amaf_credit.h): the vector path leaves exactly the
// scalar loop's statistics.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "core/amaf_credit.h"
#include "core/random.h"
#include "core/uct_select.h"

#if defined(__SSE2__)

namespace {

// The AMAF statistics of some children, as the tree keeps them beside its pool.
struct Amaf {
    std::vector<float> wins;
    std::vector<uint32_t> visits;
    explicit Amaf(uint32_t count = 0) : wins(count, 0.0f), visits(count, 0) {}
};

// Appends the SELECT_READ_PAST entries selection may read past the children, as it would find
// them in the tree: other nodes' children, here the ones it would pick if it took them (a proven
// LOSS, then the best statistics there are), so that a lane past the children that is not
// masked out shows.
void pad(std::vector<core::UctNode>& nodes, Amaf& amaf) {
    for (uint32_t i = 0; i < core::SELECT_READ_PAST; ++i) {
        nodes.push_back(
            core::UctNode{0, 1, 1e6f, 0, 0, i == 0 ? core::Proof::LOSS : core::Proof::NONE});
        amaf.wins.push_back(1e6f);
        amaf.visits.push_back(1);
    }
}

// Knowledge UCT's selection inputs (RAVE, no net) over the children.
core::Selection rave_selection(const core::UctNode* nodes, uint32_t count, const Amaf& amaf,
                               float rave_prior, float c_sqrt_log_n) {
    core::Selection s{};
    s.children = nodes;
    s.count = count;
    s.amaf_wins = amaf.wins.data();
    s.amaf_visits = amaf.visits.data();
    s.rave_prior = rave_prior;
    s.c_sqrt_log_n = c_sqrt_log_n;
    return s;
}

// A random node's children and their AMAF statistics. `spread` bounds the visits: small spreads
// make ties (equal statistics) common, large ones reach past the visit terms' table.
struct Children {
    std::vector<core::UctNode> nodes;
    Amaf amaf;
};

Children random_children(core::Rng& rng, uint32_t count, uint32_t spread, uint32_t proof_odds) {
    Children c;
    for (uint32_t i = 0; i < count; ++i) {
        core::UctNode n{};
        n.first_child = rng.below(3) == 0 ? 0 : 1 + rng.below(1000);
        n.visits = rng.below(spread + 1);
        // Results in [0, visits], often whole or half numbers, as backed-up rewards are.
        n.wins = rng.below(2) ? float(rng.below(n.visits + 1)) * 0.5f
                              : float(n.visits) * float(rng.below(1001)) / 1000.0f;
        n.move = uint16_t(rng.below(81));
        n.child_count = uint8_t(rng.below(82));
        const uint32_t p = rng.below(proof_odds);
        n.proven = p == 0 ? core::Proof::WIN : p == 1 ? core::Proof::LOSS : core::Proof::NONE;
        c.nodes.push_back(n);
        const uint32_t amaf_visits = rng.below(4 * spread + 1);
        c.amaf.visits.push_back(amaf_visits);
        c.amaf.wins.push_back(float(amaf_visits) * float(rng.below(1001)) / 1000.0f);
    }
    pad(c.nodes, c.amaf);
    return c;
}

}  // namespace

TEST_CASE("select_rave4 picks the child the scalar loop picks, on any statistics") {
    core::Rng rng(2026);
    const uint32_t spreads[] = {0, 3, 40, 3000, 200000};
    const float rave_priors[] = {20.0f, 1.0f, 0.5f};
    int losses = 0, all_skipped = 0, checked = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        const uint32_t count = 1 + rng.below(81);  // 1 to 81 children: every remainder mod 4
        const uint32_t spread = spreads[rng.below(5)];
        // Proofs: none, rare, or most children proven.
        const uint32_t proof_odds = rng.below(3) == 0 ? 1000000 : rng.below(2) ? 40 : 3;
        const Children c = random_children(rng, count, spread, proof_odds);
        const float rave_prior = rave_priors[rng.below(3)];
        // c sqrt(ln(N + 1)) for an exploration of 0.25 at a parent of up to a million visits.
        const float c_sqrt_log_n = 0.25f * float(std::sqrt(std::log(1.0 + rng.below(1000000))));
        const core::Selection s =
            rave_selection(c.nodes.data(), count, c.amaf, rave_prior, c_sqrt_log_n);
        const uint32_t scalar = core::select_scalar(s);
        const uint32_t vector = core::select_rave4(s);
        REQUIRE(scalar < count);
        CHECK(vector == scalar);
        if (vector != scalar)
            MESSAGE("trial " << trial << ": " << count << " children, spread " << spread);
        losses += c.nodes[scalar].proven == core::Proof::LOSS;
        bool all_won = true;
        for (uint32_t i = 0; i < count; ++i) all_won &= c.nodes[i].proven == core::Proof::WIN;
        all_skipped += all_won;
        ++checked;
    }
    // The statistics reached every branch: a proven LOSS taken, every child skipped.
    CHECK(losses > 100);
    CHECK(all_skipped > 10);
    CHECK(checked == 20000);
}

TEST_CASE("among equal scores both paths take the first child, in any block") {
    // k identical unvisited children after some proven lost for the parent's side to move: the
    // first unproven one is chosen, wherever it falls in a block of four.
    for (uint32_t count = 1; count <= 13; ++count) {
        for (uint32_t skipped = 0; skipped < count; ++skipped) {
            std::vector<core::UctNode> nodes(count,
                                             core::UctNode{0, 0, 0, 0, 0, core::Proof::NONE});
            Amaf amaf(count);
            for (uint32_t i = 0; i < skipped; ++i) nodes[i].proven = core::Proof::WIN;
            pad(nodes, amaf);
            CHECK(core::select_scalar(rave_selection(nodes.data(), count, amaf, 20.0f, 0.3f)) ==
                  skipped);
            CHECK(core::select_rave4(rave_selection(nodes.data(), count, amaf, 20.0f, 0.3f)) ==
                  skipped);
        }
    }
}

TEST_CASE("near ties between children of different visits go the same way in both paths") {
    // Each node's children score within a few float steps of each other, through different visits
    // and AMAF counts, so that the choice rests on the last bit of every operation: a path that
    // rounds one step differently chooses another child in many of these trials.
    core::Rng rng(7);
    const float rave_prior = 20.0f, c_sqrt_log_n = 0.7f;
    int differ_from_first = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        const uint32_t count = 2 + rng.below(12);
        std::vector<core::UctNode> nodes(count, core::UctNode{0, 0, 0, 0, 0, core::Proof::NONE});
        Amaf amaf(count);
        const double target = 0.4 + 0.2 * double(rng.below(1000)) / 1000.0;
        for (uint32_t i = 0; i < count; ++i) {
            const uint32_t v = 1 + rng.below(3000);
            const uint32_t a = rng.below(20000);
            const double n = double(v) + double(a) + rave_prior;
            // wins + amaf_wins making the score `target`, shared between the two at random.
            const double total =
                target * n - double(c_sqrt_log_n) * std::sqrt(double(v) + 1.0) - rave_prior / 2;
            const double share = double(rng.below(1001)) / 1000.0;
            nodes[i].visits = v;
            nodes[i].wins = float(total * share);
            for (uint32_t k = rng.below(4); k > 0; --k)
                nodes[i].wins = std::nextafter(nodes[i].wins, rng.below(2) ? 1e9f : -1e9f);
            amaf.wins[i] = float(total * (1.0 - share));
            amaf.visits[i] = a;
        }
        pad(nodes, amaf);
        const core::Selection s =
            rave_selection(nodes.data(), count, amaf, rave_prior, c_sqrt_log_n);
        const uint32_t scalar = core::select_scalar(s);
        CHECK(core::select_rave4(s) == scalar);
        differ_from_first += scalar != 0;
    }
    CHECK(differ_from_first > 10000);
}

TEST_CASE("RAVE's played moves as bytes hold the set, and the vector back-up is the scalar one") {
    // Random children (moves 0..127, every block remainder) and played sets from empty to full:
    // the bytes flag exactly the set's moves, and both back-ups, from the same statistics, leave
    // the same floats and counts.
    core::Rng rng(2027);
    int credited = 0, passed_over = 0;
    for (int trial = 0; trial < 5000; ++trial) {
        const uint32_t count = 1 + rng.below(81);
        const Children c = random_children(rng, count, 3000, 1000000);
        std::vector<core::UctNode> nodes = c.nodes;
        for (core::UctNode& n : nodes) n.move = uint16_t(rng.below(core::AMAF_MOVES));
        core::AmafSet set;
        const uint32_t density = rng.below(5);  // none, a quarter ... all of the moves
        for (int m = 0; m < core::AMAF_MOVES; ++m)
            if (rng.below(4) < density) set.set(m);
        core::PlayedMoves played, reference;
        core::played_moves(set, &played);
        core::played_moves_scalar(set, &reference);
        for (int m = 0; m < core::AMAF_MOVES; ++m) {
            REQUIRE(played.flag[m] == (set.test(m) ? -1 : 0));
            REQUIRE(reference.flag[m] == played.flag[m]);
        }
        const float result = rng.below(2) ? 0.85f : float(rng.below(1001)) / 1000.0f;
        Amaf scalar = c.amaf, vector = c.amaf;
        core::credit_amaf_scalar(nodes.data(), count, played, result, scalar.wins.data(),
                                 scalar.visits.data());
        core::credit_amaf(nodes.data(), count, played, result, vector.wins.data(),
                          vector.visits.data());
        for (uint32_t i = 0; i < count; ++i) {
            REQUIRE(vector.visits[i] == scalar.visits[i]);
            REQUIRE(vector.wins[i] == scalar.wins[i]);
            const bool hit = set.test(nodes[i].move);
            CHECK(scalar.visits[i] == c.amaf.visits[i] + (hit ? 1 : 0));
            CHECK(scalar.wins[i] == (hit ? c.amaf.wins[i] + result : c.amaf.wins[i]));
            ++(hit ? credited : passed_over);
        }
    }
    CHECK(credited > 10000);
    CHECK(passed_over > 10000);
}

#endif  // __SSE2__
