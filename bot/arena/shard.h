// Slices of a match for machines that play it apart: `arena match --shard K/N` plays the K-th of
// N disjoint slices, and `arena merge` adds the slices' summaries up (merge.h).
//
// A game is the same whichever process plays it: its board, its players' seeds and its seating
// depend only on the match seed and the game index (match.h: game_setup, seed_offset,
// a_moves_first). Games come in pairs (2p, 2p + 1) that share a board with colours swapped, so a
// slice is a contiguous block of whole pairs: of the P = ceil(games / 2) pairs, shard K of N
// plays pairs floor((K - 1) P / N) to floor(K P / N) - 1. Slice sizes differ by at most one pair;
// N <= P keeps every slice non-empty.
#pragma once

#include <string>

#include "core/expected.h"

namespace arena {

struct Shard {
    int k = 1;  // 1 <= k <= n
    int n = 1;
    bool whole() const { return n == 1; }
};

// Game indices [first, end) (0-based).
struct GameRange {
    int first = 0;
    int end = 0;
    int size() const { return end - first; }
    bool contains(int index) const { return index >= first && index < end; }
};

// "K/N" for a match of `games` games: 1 <= K <= N <= the number of pairs, else one line naming
// the problem.
core::Expected<Shard> parse_shard(const std::string& text, int games);

// The games shard `s` plays in a match of `games` games. Precondition: s valid for `games`.
GameRange shard_games(const Shard& s, int games);

// "shard 2/4 (games 7-12)", game numbers from 1 as in the records' ids.
std::string shard_text(const Shard& s, int games);

}  // namespace arena
