// Shards of a match and their merge: the slices cover the match once with pairs kept together,
// the shards of a deterministic match play its games and merge into its report, and the merge
// refuses summaries that do not add up to one match.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "bot/arena/match.h"
#include "bot/arena/merge.h"
#include "bot/arena/report.h"
#include "bot/arena/shard.h"

using arena::Game;
using arena::GameRecord;
using arena::MatchConfig;
using arena::MatchSummary;

namespace {

MatchConfig config(Game game, const char* a, const char* b, int games) {
    MatchConfig c;
    c.game = game;
    c.games = games;
    c.jobs = 1;
    c.clock = {1.0, 2.0};
    c.seed = 11;
    c.players[0] = *arena::parse_player_spec(a, game);
    c.players[1] = *arena::parse_player_spec(b, game);
    return c;
}

// Plays `c` (its shard) into a report.
arena::MatchReport play(const MatchConfig& c) {
    arena::MatchReport report(c, std::nullopt);
    core::Expected<int> played = arena::run_match(c, [&](int index, const GameRecord& r) {
        report.add(index, r);
        return true;
    });
    REQUIRE_MESSAGE(played.ok(), played.error());
    return report;
}

// The summary that shard k/n of `c` writes after playing `games` (those of its slice).
MatchSummary summary(MatchConfig c, int k, int n, const std::map<int, GameRecord>& games) {
    c.shard = {k, n};
    arena::MatchReport report(c, std::nullopt);
    for (const auto& [index, record] : games)
        if (arena::shard_games(c.shard, c.games).contains(index)) report.add(index, record);
    core::Expected<MatchSummary> s =
        arena::parse_summary(report.json(), "shard-" + std::to_string(k) + ".json");
    REQUIRE_MESSAGE(s.ok(), s.error());
    return *s;
}

// The report without the time per move (wall-clock measurements, different in every run): each
// "time median A ms, max B ms" becomes "time median - ms, max - ms". (Not std::regex: under
// the sanitizer build g++ 12 warns inside <regex>, and CI treats warnings as errors.)
std::string without_times(std::string text) {
    const std::string head = "time median ", middle = " ms, max ", tail = " ms";
    for (size_t at = text.find(head); at != std::string::npos; at = text.find(head, at + 1)) {
        const size_t a = at + head.size(), a_end = text.find(middle, a);
        if (a_end == std::string::npos) break;
        text.replace(a, a_end - a, "-");
        const size_t b = a + 1 + middle.size(), b_end = text.find(tail, b);
        if (b_end == std::string::npos) break;
        text.replace(b, b_end - b, "-");
    }
    return text;
}

// Games of a match made up without playing: every third one drawn, the others won by the side
// moving first.
std::map<int, GameRecord> made_up_games(const MatchConfig& c) {
    std::map<int, GameRecord> games;
    for (int i = 0; i < c.games; ++i) {
        GameRecord r = arena::game_setup(c, i);
        r.result = i % 3 == 0 ? arena::Result::DRAW : arena::Result::FIRST;
        r.reason = i % 3 == 0 ? "board-full" : "four-in-a-row";
        games[i] = r;
    }
    return games;
}

}  // namespace

TEST_CASE("--shard K/N is checked") {
    CHECK(arena::parse_shard("2/3", 6).ok());
    CHECK(arena::parse_shard("1/1", 1).ok());
    for (const char* bad : {"0/3", "4/3", "3", "2/", "/3", "-1/3", "1/3x", "a/b", "2/3/4", ""}) {
        core::Expected<arena::Shard> s = arena::parse_shard(bad, 12);
        CHECK_FALSE(s.ok());
        CHECK(s.error().find("1 <= K <= N") != std::string::npos);
    }
    // 7 games are 4 pairs: at most 4 shards, so that none is empty.
    CHECK(arena::parse_shard("4/4", 7).ok());
    core::Expected<arena::Shard> s = arena::parse_shard("5/5", 7);
    REQUIRE_FALSE(s.ok());
    CHECK(s.error() == "--shard 5/5: 7 games make 4 pairs, so at most 4 shards");
}

TEST_CASE("the shards cover every game once, in contiguous blocks of whole pairs") {
    for (int games : {1, 2, 7, 10, 41, 400}) {
        const int pairs = (games + 1) / 2;
        for (int n = 1; n <= std::min(pairs, 9); ++n) {
            int next = 0, smallest = games, largest = 0;
            for (int k = 1; k <= n; ++k) {
                const arena::GameRange r = arena::shard_games({k, n}, games);
                CHECK(r.first == next);   // contiguous, disjoint, in order
                CHECK(r.first % 2 == 0);  // starts a pair
                CHECK(r.size() > 0);
                next = r.end;
                const int pairs_in = (r.size() + 1) / 2;
                smallest = std::min(smallest, pairs_in);
                largest = std::max(largest, pairs_in);
            }
            CHECK(next == games);
            CHECK(largest - smallest <= 1);
        }
    }
    CHECK(arena::shard_text({2, 3}, 7) == "shard 2/3 (games 3-4)");
    CHECK(arena::shard_text({3, 3}, 7) == "shard 3/3 (games 5-7)");
}

TEST_CASE("the shards of a deterministic match merge into the whole match's report") {
    // Our UCT at a fixed number of iterations and the one-ply greedy player (5-0-2), both seeded
    // from the match seed, game and player: every game repeats move for move in any process.
    // 7 Connect4 games (4 pairs, the last one a single game) in 3 shards of 1, 1 and 2 pairs.
    const MatchConfig whole_config =
        config(Game::CONNECT4, "engine:kind=uct,iterations=8,memory=8,name=uct", "greedy", 7);
    const arena::MatchReport whole = play(whole_config);
    REQUIRE(whole.games().size() == 7);

    std::vector<MatchSummary> shards;
    for (int k = 1; k <= 3; ++k) {
        MatchConfig c = whole_config;
        c.shard = {k, 3};
        const arena::MatchReport shard = play(c);
        CHECK(shard.games().size() == size_t(arena::shard_games(c.shard, c.games).size()));
        CHECK(shard.text().find("Played shard " + std::to_string(k) + "/3") != std::string::npos);
        core::Expected<MatchSummary> s = arena::parse_summary(shard.json(), "shard");
        REQUIRE_MESSAGE(s.ok(), s.error());
        shards.push_back(*s);
    }
    // The summaries out of order: the merge does not care.
    std::swap(shards[0], shards[2]);
    core::Expected<arena::MergedMatch> merged = arena::merge_summaries(shards);
    REQUIRE_MESSAGE(merged.ok(), merged.error());
    CHECK(merged->missing.empty());
    // Same boards, seats and moves, game by game.
    for (const auto& [index, record] : whole.games()) {
        const GameRecord& again = merged->report.games().at(index);
        CHECK(again.id == record.id);
        CHECK(again.players[0] == record.players[0]);
        CHECK(again.forbidden == record.forbidden);
        CHECK(again.moves == record.moves);
        CHECK(again.result == record.result);
    }
    // The same report but for the time per move: the wall-clock time of each move is measured
    // anew when the shards play the games again, so medians and maxima differ in their last
    // digits; the number of moves is compared.
    CHECK(without_times(merged->report.text()) == without_times(whole.text()));
    CHECK(merged->report.text().find("Played shard") == std::string::npos);

    // With the same games (the whole match's, cut into the shards' summaries) the merge gives
    // exactly the whole match's report and summary, time per move included: the medians are
    // recomputed from every move's time.
    std::vector<MatchSummary> cut;
    for (int k = 1; k <= 3; ++k) cut.push_back(summary(whole_config, k, 3, whole.games()));
    core::Expected<arena::MergedMatch> exact = arena::merge_summaries(cut);
    REQUIRE_MESSAGE(exact.ok(), exact.error());
    CHECK(exact->report.text() == whole.text());
    CHECK(exact->report.json() == whole.json());
    // A merged summary reads back as the whole match, shard 1/1.
    core::Expected<MatchSummary> again = arena::parse_summary(exact->report.json(), "merged");
    REQUIRE(again.ok());
    CHECK(again->config.shard.whole());
    CHECK(again->games.size() == 7);
}

TEST_CASE("merge refuses summaries of different matches, duplicates and foreign games") {
    const MatchConfig c = config(Game::CONNECT4, "greedy", "random", 12);
    const std::map<int, GameRecord> games = made_up_games(c);
    auto merge = [](std::vector<MatchSummary> shards) { return arena::merge_summaries(shards); };

    // All three: the whole match, with its W-D-L.
    core::Expected<arena::MergedMatch> ok =
        merge({summary(c, 1, 3, games), summary(c, 2, 3, games), summary(c, 3, 3, games)});
    REQUIRE_MESSAGE(ok.ok(), ok.error());
    CHECK(ok->missing.empty());
    CHECK(ok->report.tally().games() == 12);
    CHECK(ok->report.tally().draws == 4);

    // A missing shard is named; the report covers the others.
    ok = merge({summary(c, 1, 3, games), summary(c, 3, 3, games)});
    REQUIRE(ok.ok());
    REQUIRE(ok->missing.size() == 1);
    CHECK(ok->missing[0] == "shard 2/3 (games 5-8) is missing");
    CHECK(ok->report.tally().games() == 8);

    // Another seed, other players, another number of shards: another match.
    MatchConfig other = c;
    other.seed = 12;
    core::Expected<arena::MergedMatch> bad =
        merge({summary(c, 1, 3, games), summary(other, 2, 3, made_up_games(other))});
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error() ==
          "shard-1.json and shard-2.json are not shards of one match: seed 11 and 12");
    other = config(Game::CONNECT4, "greedy", "engine", 12);
    bad = merge({summary(c, 1, 3, games), summary(other, 2, 3, made_up_games(other))});
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().find("not shards of one match: player B random = random and engine") !=
          std::string::npos);
    bad = merge({summary(c, 1, 3, games), summary(c, 2, 4, games)});
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().find("shards 3 and 4") != std::string::npos);

    // The same shard twice.
    bad = merge({summary(c, 2, 3, games), summary(c, 2, 3, games)});
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error() == "shard-2.json and shard-2.json are both shard 2/3 (games 5-8)");

    // A game outside its shard's slice (which would overlap another shard).
    MatchSummary stray = summary(c, 1, 3, games);
    stray.games[5] = games.at(5);
    bad = merge({stray, summary(c, 2, 3, games)});
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error() == "shard-1.json: game 6 is not in shard 1/3 (games 1-4)");

    // A game of another match under the right index: its board is not the match's.
    MatchSummary foreign = summary(c, 1, 3, games);
    other = c;
    other.seed = 99;
    foreign.games[2] = arena::game_setup(other, 2);
    foreign.games[2].reason = "board-full";
    bad = merge({foreign});
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error() ==
          "shard-1.json: c4-0003 is not game 3 of the match (id, seating or board differ)");

    // Not a summary at all.
    CHECK_FALSE(arena::parse_summary("{\"game\":\"nogo\"}", "x.json").ok());
    CHECK(arena::parse_summary("[1]", "x.json").error() == "x.json: not a JSON object");
}
