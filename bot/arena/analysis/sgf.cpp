#include "bot/arena/analysis/sgf.h"

#include <cstdio>

#include "bot/arena/position.h"

namespace arena {

namespace {

const char* const COLOUR_NAME[2] = {"black", "white"};

// The SGF point of a NoGo move (sgf.h).
std::string sgf_point(Move m) {
    return {char('a' + m.x), char('a' + m.y)};
}

// Why the game ended, for the root comment: "white (b) wins: black (a) has no legal move after
// move 74."
std::string ending_text(const GameRecord& r) {
    const int winner = r.result == Result::FIRST ? 0 : 1, loser = 1 - winner;
    const std::string won = std::string(COLOUR_NAME[winner]) + " (" + r.players[winner] + ") wins";
    const std::string lost = std::string(COLOUR_NAME[loser]) + " (" + r.players[loser] + ")";
    const std::string after = " after move " + std::to_string(r.moves.size());
    if (r.reason == "no-legal-move") return won + ": " + lost + " has no legal move" + after + ".";
    if (r.reason == REASON_RESIGN) return won + ": " + lost + " resigned" + after + ".";
    std::string s = won + ": " + lost + " loses by " + r.reason;
    if (!r.loss_detail.empty()) s += " (" + r.loss_detail + ")";
    return s + ".";
}

// The comment of move k: its think time and its debug line, each on its own line when present.
std::string move_comment(const GameRecord& r, size_t k) {
    std::string c;
    if (k < r.times.size()) {
        char ms[32];
        std::snprintf(ms, sizeof ms, "%.1f ms", 1000 * r.times[k]);
        c = ms;
    }
    if (k < r.debug.size() && !r.debug[k].empty()) c += (c.empty() ? "" : "\n") + r.debug[k];
    return c;
}

}  // namespace

std::string sgf_escape(const std::string& text) {
    std::string s;
    for (char c : text) {
        if (c == ']' || c == '\\') s += '\\';
        s += c;
    }
    return s;
}

std::string sgf_result(const GameRecord& record) {
    std::string re = record.result == Result::FIRST ? "B+" : "W+";
    if (record.reason == REASON_RESIGN) re += "R";
    if (record.reason == REASON_TIMEOUT) re += "T";
    if (is_rule_loss(record.reason) && record.reason != REASON_TIMEOUT) re += "F";
    return re;
}

core::Expected<std::string> game_sgf(const GameRecord& record) {
    if (record.game != Game::NOGO)
        return core::Error{record.id +
                           " is a Connect4 game: SGF has no game type for gravity Connect4"};
    core::Expected<Position> end = Position::after(record, record.moves.size());
    if (!end) return core::Error{record.id + ": " + end.error()};
    const std::string root_comment =
        "NoGo (不围棋) 9x9 on Botzone's rules, not Go: a move that captures or is suicide is "
        "illegal, there is no pass, and the side to move with no legal move loses. No stone is "
        "ever captured, so Go programs replay the moves unchanged.\n" +
        record.id + ": black " + record.players[0] + ", white " + record.players[1] + ", " +
        std::to_string(record.moves.size()) + " moves.\n" + ending_text(record);
    std::string s = "(;FF[4]GM[1]SZ[9]CA[UTF-8]AP[gamebots arena:1]GN[" + sgf_escape(record.id) +
                    "]PB[" + sgf_escape(record.players[0]) + "]PW[" +
                    sgf_escape(record.players[1]) + "]RU[NoGo]RE[" + sgf_result(record) + "]\nC[" +
                    sgf_escape(root_comment) + "]\n";
    for (size_t k = 0; k < record.moves.size(); ++k) {
        s += k % 2 == 0 ? ";B[" : ";W[";
        s += sgf_point(record.moves[k]) + "]";
        const std::string comment = move_comment(record, k);
        if (!comment.empty()) s += "C[" + sgf_escape(comment) + "]";
        s += "\n";
    }
    return s + ")\n";
}

core::Expected<std::string> collection_sgf(const std::vector<GameRecord>& records) {
    std::string s;
    for (const GameRecord& r : records) {
        core::Expected<std::string> one = game_sgf(r);
        if (!one) return one;
        s += *one;
    }
    return s;
}

}  // namespace arena
