// A fixed-size transposition table for alpha-beta, keyed by the game's Zobrist hash.
//
// One entry per slot, index = low bits of the key, the full key stored to reject collisions.
// Replacement: a store always replaces an entry of another key or of an older search (the
// generation counter advances once per search); for the same key it replaces unless the old
// entry came from a deeper search of the same generation. Proven values are stored with their
// distance from the node (score.h value_to_tt), so they are valid wherever the node recurs.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "core/pages.h"
#include "core/score.h"

namespace core {

enum class Bound : uint8_t { NONE, UPPER, LOWER, EXACT };

struct TTEntry {
    uint64_t key;
    Value value;
    int16_t depth;
    uint16_t move;
    Bound bound;
    uint8_t generation;
};
// An empty entry is all zero bits (TranspositionTable allocates and clears with zeroes).
static_assert(std::is_trivial<TTEntry>::value && Bound::NONE == Bound(0),
              "TTEntry must stay zero-initialisable by memset");

class TranspositionTable {
  public:
    // A table of at most `megabytes` MiB (rounded down to a power-of-two entry count, >= 1024).
    // The entries are written up front (an empty entry is all zero bits), so that no search
    // pays for first touching the table's pages. The table is in transparent huge pages where
    // the OS offers them (core/pages.h): touching 16 MiB is 4,096 page faults with 4 KiB pages,
    // tens of milliseconds, more than a short turn can spare; with 2 MiB pages it is 8.
    explicit TranspositionTable(int megabytes) {
        size_t entries = 1024;
        while (entries * 2 * sizeof(TTEntry) <= size_t(megabytes) * 1024 * 1024) entries *= 2;
        entries_ = PageArray<TTEntry>(entries);
        mask_ = entries - 1;
        std::memset(static_cast<void*>(entries_.get()), 0, bytes());
    }
    // Empties the table (nothing to do if nothing was stored since it was made or cleared).
    void clear() {
        if (!stored_) return;
        std::memset(static_cast<void*>(entries_.get()), 0, bytes());
        std::fill(proof_filter_.begin(), proof_filter_.end(), 0);
        stored_ = false;
    }
    // Marks the start of a new search: older entries become preferred victims.
    void new_search() { ++generation_; }

    // The entry for key, or nullptr.
    const TTEntry* probe(uint64_t key) const {
        const TTEntry& e = entries_[key & mask_];
        return e.key == key && e.bound != Bound::NONE ? &e : nullptr;
    }
    void store(uint64_t key, Value value, int depth, uint16_t move, Bound bound) {
        TTEntry& e = entries_[key & mask_];
        if (e.key == key && e.generation == generation_ && e.depth > depth) return;
        e = TTEntry{key, value, int16_t(depth), move, bound, generation_};
        stored_ = true;
        if (is_win(value) || is_loss(value)) proof_filter_[filter_word(key)] |= filter_bit(key);
    }
    // False when no store since the last clear() held a proven win or loss under key, so a
    // reader of proofs alone (Uct's leaves) need not probe the table, whose slot is most likely
    // a cache miss. Keys sharing the top PROOF_FILTER_BITS bits share the answer: true may
    // still find no proof.
    bool may_hold_proof(uint64_t key) const {
        return proof_filter_[filter_word(key)] & filter_bit(key);
    }
    size_t bytes() const { return (mask_ + 1) * sizeof(TTEntry); }

  private:
    // The proof filter: one bit per value of a key's top PROOF_FILTER_BITS bits (the slot index
    // uses the low bits), 32 KiB, small enough to stay in the cache.
    static constexpr int PROOF_FILTER_BITS = 18;
    static size_t filter_word(uint64_t key) { return size_t(key >> (64 - PROOF_FILTER_BITS)) / 64; }
    static uint64_t filter_bit(uint64_t key) {
        return uint64_t(1) << ((key >> (64 - PROOF_FILTER_BITS)) % 64);
    }

    PageArray<TTEntry> entries_;
    size_t mask_ = 0;
    bool stored_ = false;  // whether store() ran since the table was allocated or cleared
    uint8_t generation_ = 0;
    std::vector<uint64_t> proof_filter_ =
        std::vector<uint64_t>((size_t(1) << PROOF_FILTER_BITS) / 64);
};

}  // namespace core
