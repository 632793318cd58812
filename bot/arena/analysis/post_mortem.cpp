#include "bot/arena/analysis/post_mortem.h"

#include <algorithm>
#include <cstdio>

#include "bot/arena/position.h"
#include "connect4/game.h"
#include "core/alphabeta.h"
#include "core/clock.h"
#include "core/tt.h"
#include "nogo/game.h"

namespace arena {

namespace {

// The alpha-beta table's size: room for a few million nodes' entries per position.
constexpr int TABLE_MB = 64;

// What alpha-beta found for the side to move of a position.
struct Solution {
    bool solved = false;  // a proven win or loss, or a search to the end of every line (a draw)
    core::Value value = core::VALUE_DRAW;
    uint64_t nodes = 0;
    double seconds = 0;
};

// Every line from p ends within `empties` plies (each move fills a cell, none is emptied), so a
// search of that depth is exact even where it proves no win or loss.
template <class G>
Solution solve(const typename G::Position& p, int empties, uint64_t nodes,
               core::TranspositionTable& table) {
    core::AlphaBeta<G> search(G{true}, &table);
    const auto start = core::SteadyClock::now();
    const core::AlphaBetaResult<typename G::Move> r =
        search.search(p, core::Deadline::never(), empties, nodes);
    Solution s;
    s.value = r.value;
    s.nodes = r.nodes;
    s.solved = core::is_win(r.value) || core::is_loss(r.value) || r.depth >= empties;
    s.seconds = core::seconds_since(start);
    return s;
}

// Empty cells (Connect4) or points (NoGo) of p: no stone is ever removed in either game.
int empties(const Position& p) {
    const int cells = p.game() == Game::NOGO ? nogo::POINTS : int(p.connect4().cells().count());
    return cells - p.move_count();
}

Solution solve(const Position& p, uint64_t nodes, core::TranspositionTable& table) {
    return p.game() == Game::NOGO ? solve<nogo::Game>(p.nogo(), empties(p), nodes, table)
                                  : solve<connect4::Game>(p.connect4(), empties(p), nodes, table);
}

// The finding for one decided game that `loser_seat` lost over the board.
core::Expected<LossFinding> examine(const GameRecord& r, int loser_seat, uint64_t nodes,
                                    core::TranspositionTable& table) {
    LossFinding f;
    f.id = r.id;
    f.loser = r.players[loser_seat];
    if (is_rule_loss(r.reason)) return f;  // BY_RULE
    std::vector<Position> positions;       // positions[k]: after the first k moves
    core::Expected<Position> p = Position::start(r);
    if (!p) return core::Error{"game " + r.id + ": " + p.error()};
    positions.push_back(*p);
    for (size_t k = 0; k < r.moves.size(); ++k) {
        core::Expected<bool> played = p->play_recorded(r.moves[k], k + 1);
        if (!played) return core::Error{"game " + r.id + ": " + played.error()};
        positions.push_back(*p);
    }
    table.clear();
    f.kind = LossKind::FROM_START;
    // Backward over the loser's turns, the final position included (a resignation).
    for (size_t k = positions.size(); k-- > 0;) {
        const Position& turn = positions[k];
        if (turn.is_terminal() || turn.to_move() != loser_seat) continue;
        f.move = int(k) + 1;
        f.empties = empties(turn);
        const Solution s = solve(turn, nodes, table);
        if (!s.solved) {
            f.kind = LossKind::BEYOND_REACH;
            return f;
        }
        if (core::is_loss(s.value)) continue;
        f.kind = core::is_win(s.value) ? LossKind::THREW_WIN : LossKind::THREW_DRAW;
        if (k + 1 < positions.size()) {  // not a resignation: prove the move lost from scratch
            table.clear();
            const Solution after = solve(positions[k + 1], nodes, table);
            f.proved_lost = core::is_win(after.value);  // for the winner, to move there
            f.nodes = after.nodes;
            f.seconds = after.seconds;
        }
        return f;
    }
    return f;  // FROM_START, at the loser's first turn
}

// The quantile q of sorted values: the value at rank q * (n - 1), rounded to the nearest rank.
int quantile(const std::vector<int>& sorted, double q) {
    return sorted[size_t(q * double(sorted.size() - 1) + 0.5)];
}

}  // namespace

core::Expected<std::vector<LossFinding>> post_mortem(const std::vector<GameRecord>& records,
                                                     const std::string& loser, uint64_t nodes,
                                                     const std::function<void(int)>& progress) {
    core::TranspositionTable table(TABLE_MB);
    std::vector<LossFinding> findings;
    int seen = 0;
    for (const GameRecord& r : records) {
        const int loser_seat = r.result == Result::FIRST ? 1 : 0;
        if (r.result != Result::DRAW && (loser.empty() || r.players[loser_seat] == loser)) {
            core::Expected<LossFinding> f = examine(r, loser_seat, nodes, table);
            if (!f) return core::Error{f.error()};
            findings.push_back(*f);
        }
        if (progress) progress(++seen);
    }
    return findings;
}

std::string post_mortem_report(const std::vector<LossFinding>& findings, uint64_t nodes) {
    std::string out;
    char line[256];
    int count[5] = {0, 0, 0, 0, 0};
    std::vector<int> edges;
    for (const LossFinding& f : findings) {
        ++count[int(f.kind)];
        switch (f.kind) {
            case LossKind::THREW_WIN:
            case LossKind::THREW_DRAW: {
                char proof[96];
                if (f.proved_lost)
                    std::snprintf(proof, sizeof proof,
                                  "alpha-beta proves it lost in %llu nodes (%.3f s)",
                                  (unsigned long long)f.nodes, f.seconds);
                else
                    std::snprintf(proof, sizeof proof, "alpha-beta does not prove it lost");
                std::snprintf(line, sizeof line,
                              "%s: %s threw away a %s with move %d (%d empty); %s\n", f.id.c_str(),
                              f.loser.c_str(), f.kind == LossKind::THREW_WIN ? "win" : "draw",
                              f.move, f.empties, proof);
                break;
            }
            case LossKind::BEYOND_REACH:
                edges.push_back(f.empties);
                std::snprintf(line, sizeof line,
                              "%s: %s lost before move %d (%d empty) or there, beyond the "
                              "solver's reach\n",
                              f.id.c_str(), f.loser.c_str(), f.move, f.empties);
                break;
            case LossKind::FROM_START:
                std::snprintf(line, sizeof line, "%s: %s was lost from its first move (move %d)\n",
                              f.id.c_str(), f.loser.c_str(), f.move);
                break;
            case LossKind::BY_RULE:
                std::snprintf(line, sizeof line, "%s: %s lost by rule\n", f.id.c_str(),
                              f.loser.c_str());
                break;
        }
        out += line;
    }
    std::snprintf(
        line, sizeof line,
        "%zu lost games, %llu alpha-beta nodes a position: %d threw away a win, %d a draw, %d lost "
        "beyond the solver's reach, %d from the first move, %d by rule\n",
        findings.size(), (unsigned long long)nodes, count[int(LossKind::THREW_WIN)],
        count[int(LossKind::THREW_DRAW)], count[int(LossKind::BEYOND_REACH)],
        count[int(LossKind::FROM_START)], count[int(LossKind::BY_RULE)]);
    out += line;
    if (!edges.empty()) {
        std::sort(edges.begin(), edges.end());
        std::snprintf(line, sizeof line,
                      "empty cells where the solver's reach ended: median %d, quartiles %d-%d, "
                      "range %d-%d\n",
                      quantile(edges, 0.5), quantile(edges, 0.25), quantile(edges, 0.75),
                      edges.front(), edges.back());
        out += line;
    }
    return out;
}

}  // namespace arena
