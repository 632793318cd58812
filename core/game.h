// The compile-time game interface every search in core/ is written against (C++17 templates; no
// virtual calls). A game adapter is a small class G, copied into each search, that describes one
// game and carries its knowledge switches (an adapter without knowledge gives the "plain"
// searches: uniform priors, uniformly random playouts). The contract:
//
//   using Position = ...;   // a value type: copying it is how searches branch (no undo)
//   using Move = ...;       // an integer type whose values fit in uint16_t
//   static constexpr int MAX_MOVES;  // an upper bound on the legal moves of any position
//
//   int moves(const Position& p, Move* out) const;
//       Writes the moves the search considers at p into out[0..n) and returns n. Precondition:
//       p is not terminal. n >= 1. With knowledge the adapter may drop moves only when a kept
//       move is provably at least as good (e.g. Connect4: only blocks when the opponent
//       threatens to win next move); without knowledge these are exactly the legal moves.
//   void play(Position& p, Move m) const;  // m came from moves(p)
//   bool terminal(const Position& p, Value* v) const;
//       Whether the game is over; if so *v is the result for the side to move: VALUE_LOSS
//       (the side to move has lost) or VALUE_DRAW. A winning move is never left to be played:
//       the position after it is terminal.
//   bool winning_move(const Position& p, Move* m) const;
//       Whether the side to move has a move that ends the game in its favour now; if so *m is
//       one. May answer false when finding it is not cheap (the searches stay correct).
//   uint64_t hash(const Position& p) const;  // Zobrist: equal positions, equal hashes
//   Value evaluate(const Position& p) const;
//       Static evaluation for the side to move, strictly inside (-VALUE_KNOWN, VALUE_KNOWN).
//   static constexpr double EVAL_SCALE;
//       Evaluation units per factor e of the odds that the side to move wins: the logistic
//       curve 1 / (1 + exp(-value / EVAL_SCALE)) turns an evaluation into a win rate (fitted to
//       recorded games with `arena fit-eval`).
//   void priors(const Position& p, const Move* m, int n, float* out) const;
//       For each of the n moves m (from moves(p)), an estimated win rate in [0, 1] for the side
//       to move of p; alpha-beta orders moves by it and UCT seeds its children with it.
//   float playout(Position& p, core::Rng& rng) const;
//       Plays p to the end with the game's playout policy (the adapter's knowledge decides it)
//       and returns the result for the side to move of p at the start, in [0, 1]: above one
//       half a win, below a loss, one half a draw; 1 and 0 unless the adapter grades wins and
//       losses (NoGo's reserve reward, nogo/knowledge.h). p is left in an unspecified state.
//
// Optional, for RAVE (all-moves-as-first statistics, core/uct.h UctParams::rave_prior_visits):
//   static constexpr bool AMAF;  // whether the adapter has the playout below; without it, false
//   float playout(Position& p, core::Rng& rng, AmafSet* played) const;
//       The same playout, also adding each move it plays (all < AMAF_MOVES) to played[0] when the
//       side to move at the start played it, else to played[1]. Only meaningful where a move is
//       the same action whenever it is played (NoGo's points, not Connect4's columns).
//
// Optional, for a learned net (core/uct.h, UctParams::net_visits):
//   bool has_net() const;  // whether the adapter carries a net; without one, or this, false
//   void net_evaluate(const Position& p, const Move* m, int n, float* priors, float* value) const;
//       For the n moves m (from moves(p), n >= 1): priors[i], the net's probability of m[i]
//       (summing to 1 over the n moves), and *value, the side to move's win rate in [0, 1].
//
// Optional, for the graph search (core/puct_graph.h):
//   float playout(Position& p, core::Rng& rng, bool* proven) const;
//       The same playout, also setting *proven when its result is certain with best play (the
//       loser's every move was its only one that does not lose at once), and leaving p where
//       it stopped.
//   int plies(const Position& p) const;  // the moves played from the game's start to p
//
// Determinism: every function is a pure function of its arguments (and of rng for playouts), so
// a search with a fixed seed and a fixed iteration count is reproducible.
#pragma once

#include <cstdint>
#include <type_traits>
#include <utility>

#include "core/bits.h"
#include "core/random.h"
#include "core/score.h"

namespace core {

// A set of moves for RAVE (see above): move ids below AMAF_MOVES.
constexpr int AMAF_MOVES = 128;
using AmafSet = Bits<2>;

// Whether adapter type G has the optional net interface (see above).
template <class G, class = void>
struct HasNetInterface : std::false_type {};
template <class G>
struct HasNetInterface<G, std::void_t<decltype(std::declval<const G&>().has_net())>>
    : std::true_type {};

// Whether `game` carries a net: false for an adapter without the interface.
template <class G>
bool game_has_net(const G& game) {
    if constexpr (HasNetInterface<G>::value)
        return game.has_net();
    else
        return false;
}

}  // namespace core
