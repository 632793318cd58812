// Where recorded games were lost. For each game the loser lost over the board, the loser's turns
// are solved backward from the end with the engines' own alpha-beta (core/alphabeta.h), a fixed
// number of nodes per position (so the findings do not depend on the machine or its load),
// until one of them is found not yet lost: the move played there threw away a win or a draw.
// When a turn is not solved within the nodes first, the game was lost there or earlier, further
// back than the solver sees, and the finding is the edge of its reach.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "bot/arena/record.h"
#include "core/expected.h"

namespace arena {

enum class LossKind {
    THREW_WIN,     // the loser was winning before `move`
    THREW_DRAW,    // the loser could draw before `move` (Connect4 only)
    BEYOND_REACH,  // the loser's turn at `move` was not solved in the nodes; it was lost at every
                   // later turn, so the game was lost there or earlier
    FROM_START,    // the loser was lost at every one of its turns, `move` being its first
    BY_RULE,       // a loss by rule (timeout, illegal move, ...): nothing is solved
};

struct LossFinding {
    std::string id;
    std::string loser;  // the loser's name in the record
    LossKind kind = LossKind::BY_RULE;
    // The loser's move (1-based) that the kind names (a resignation counts as the move after
    // the last); 0 for BY_RULE.
    int move = 0;
    int empties = 0;  // empty cells (points) before that move
    // THREW_*: whether alpha-beta, from scratch, proves the move lost within the nodes per
    // position, and the nodes and time it took.
    bool proved_lost = false;
    uint64_t nodes = 0;
    double seconds = 0;
};

// The findings for every decided game of `records` (draws are skipped) whose loser is named
// `loser` (empty: every loser), at most `nodes` alpha-beta nodes per position. Fails naming the
// first game that does not replay. `progress`, when set, is called with the number of records
// looked at after each one.
core::Expected<std::vector<LossFinding>> post_mortem(const std::vector<GameRecord>& records,
                                                     const std::string& loser, uint64_t nodes,
                                                     const std::function<void(int)>& progress = {});

// One line per finding, then a summary: the count of each kind and, over the BEYOND_REACH
// findings, the median and quartiles of the empty cells at the solver's edge.
std::string post_mortem_report(const std::vector<LossFinding>& findings, uint64_t nodes);

}  // namespace arena
