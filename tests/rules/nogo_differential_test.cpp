// NoGo: the fast board against the naive referee over random games, and hash properties.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/random.h"
#include "nogo/board.h"
#include "tests/rules/naive_nogo.h"
#include "tests/rules/test_support.h"

namespace {

std::vector<int> points_of(const nogo::PointSet& set) {
    std::vector<int> points;
    set.for_each([&](nogo::Point p) { points.push_back(p); });
    return points;
}

// Everything the two boards must agree on; empty when they do, else what differs.
std::string difference(const nogo::Board& fast, const naive::NoGo& ref) {
    const std::string consistency = fast.consistency_error();
    if (!consistency.empty()) return "consistency: " + consistency;
    for (int p = 0; p < nogo::POINTS; ++p)
        if (int(fast.at(p)) != ref.at(nogo::x_of(p), nogo::y_of(p)))
            return "stone at point " + std::to_string(p);
    for (nogo::Color c : {nogo::BLACK, nogo::WHITE})
        if (points_of(fast.legal(c)) != ref.legal_points(c))
            return "legal points of colour " + std::to_string(int(c));
    if (int(fast.to_move()) != ref.to_move()) return "side to move";
    if (fast.is_terminal() != ref.is_terminal()) return "terminal status";
    if (fast.is_terminal() && int(fast.winner()) != ref.winner()) return "winner";
    return "";
}

// A random game played to its end: the points in move order.
std::vector<nogo::Point> random_game(core::Rng& rng) {
    nogo::Board b;
    std::vector<nogo::Point> moves;
    while (!b.is_terminal()) {
        moves.push_back(nogo::random_point(b, rng));
        b.play(moves.back());
    }
    return moves;
}

}  // namespace

TEST_CASE("nogo: fast board matches the naive referee after every move of random games") {
    const int games = rules_test::game_count();
    core::Rng rng(0x4E6F476F44696666ULL);
    long moves = 0;
    for (int g = 0; g < games; ++g) {
        nogo::Board fast;
        naive::NoGo ref;
        for (;;) {
            const std::string diff = difference(fast, ref);
            if (!diff.empty())
                FAIL("game " << g << " after " << fast.stone_count() << " moves: " << diff << "\n"
                             << fast.to_string());
            if (fast.is_terminal()) break;
            const nogo::Point p = nogo::random_point(fast, rng);
            fast.play(p);
            ref.play(nogo::x_of(p), nogo::y_of(p));
            ++moves;
        }
    }
    MESSAGE(games << " games, " << moves << " moves compared");
    CHECK(moves > games);
}

TEST_CASE("nogo: a point that becomes illegal stays illegal") {
    const int games = rules_test::game_count() / 10;
    core::Rng rng(0x4D6F6E6F746F6E65ULL);
    for (int g = 0; g < games; ++g) {
        nogo::Board fast;
        naive::NoGo ref;
        std::array<std::vector<int>, 2> illegal;  // points ever seen illegal, per colour
        while (!fast.is_terminal()) {
            for (int c = 0; c < 2; ++c) {
                for (int p : illegal[c]) {
                    REQUIRE_FALSE(fast.is_legal(p, nogo::Color(c)));
                    REQUIRE_FALSE(ref.is_legal(nogo::x_of(p), nogo::y_of(p), c));
                }
                for (int p = 0; p < nogo::POINTS; ++p)
                    if (!ref.is_legal(nogo::x_of(p), nogo::y_of(p), c) &&
                        std::find(illegal[c].begin(), illegal[c].end(), p) == illegal[c].end())
                        illegal[c].push_back(p);
            }
            const nogo::Point p = nogo::random_point(fast, rng);
            fast.play(p);
            ref.play(nogo::x_of(p), nogo::y_of(p));
        }
    }
}

TEST_CASE("nogo: two move orders reaching one position give one hash") {
    core::Rng rng(0x4E6F476F48617368ULL);
    int transpositions = 0;
    for (int g = 0; g < 1000; ++g) {
        const std::vector<nogo::Point> game = random_game(rng);
        // A prefix that ends before the game does, so every stone stays on the board.
        const int length = int(rng.below(uint32_t(game.size())));
        nogo::Board original;
        for (int i = 0; i < length; ++i) original.play(game[i]);
        // Replay the same stones in another order: each colour's stones in random order,
        // taking at each turn a random stone of the side to move that is still legal.
        std::array<std::vector<nogo::Point>, 2> left;
        for (int i = 0; i < length; ++i) left[i % 2].push_back(game[i]);
        nogo::Board other;
        bool stuck = false;
        while (!stuck && other.stone_count() < length) {
            std::vector<nogo::Point>& mine = left[other.to_move()];
            std::vector<size_t> playable;
            for (size_t k = 0; k < mine.size(); ++k)
                if (other.is_legal(mine[k], other.to_move())) playable.push_back(k);
            if (playable.empty()) {
                stuck = true;
                break;
            }
            const size_t k = playable[rng.below(uint32_t(playable.size()))];
            other.play(mine[k]);
            mine.erase(mine.begin() + long(k));
        }
        if (stuck) continue;
        ++transpositions;
        REQUIRE(other.stones(nogo::BLACK) == original.stones(nogo::BLACK));
        REQUIRE(other.stones(nogo::WHITE) == original.stones(nogo::WHITE));
        CHECK(other.hash() == original.hash());
        CHECK(other.consistency_error() == "");
        CHECK(other.legal(nogo::BLACK) == original.legal(nogo::BLACK));
        CHECK(other.legal(nogo::WHITE) == original.legal(nogo::WHITE));
    }
    MESSAGE(transpositions << " transposed positions");
    CHECK(transpositions > 900);
}

TEST_CASE("nogo: distinct positions of random games have distinct hashes") {
    core::Rng rng(0x4E6F476F436F6C6CULL);
    std::unordered_map<uint64_t, std::array<uint64_t, 4>> seen;
    int collisions = 0;
    for (int g = 0; g < 2000; ++g) {
        nogo::Board b;
        while (!b.is_terminal()) {
            b.play(nogo::random_point(b, rng));
            const std::array<uint64_t, 4> key = {
                b.stones(nogo::BLACK).w[0], b.stones(nogo::BLACK).w[1], b.stones(nogo::WHITE).w[0],
                b.stones(nogo::WHITE).w[1]};
            const auto inserted = seen.emplace(b.hash(), key);
            if (!inserted.second && inserted.first->second != key) ++collisions;
        }
    }
    MESSAGE(seen.size() << " distinct hashes");
    CHECK(seen.size() > 100000);
    CHECK(collisions == 0);
}
