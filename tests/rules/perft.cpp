#include "tests/rules/perft.h"

#include "tests/rules/test_support.h"

namespace rules_test {

uint64_t perft(const nogo::Board& b, int depth) {
    if (depth == 0) return 1;
    const nogo::PointSet& legal = b.legal(b.to_move());
    if (depth == 1) return uint64_t(legal.count());
    uint64_t n = 0;
    legal.for_each([&](nogo::Point p) {
        nogo::Board next = b;
        next.play(p);
        n += perft(next, depth - 1);
    });
    return n;
}

uint64_t perft(const naive::NoGo& b, int depth) {
    if (depth == 0) return 1;
    uint64_t n = 0;
    for (int p : b.legal_points(b.to_move())) {
        naive::NoGo next = b;
        next.play(p / naive::NoGo::SIZE, p % naive::NoGo::SIZE);
        n += perft(next, depth - 1);
    }
    return n;
}

uint64_t perft(const connect4::Board& b, int depth) {
    if (depth == 0) return 1;
    const unsigned legal = b.legal_columns();
    uint64_t n = 0;
    for (int y = 0; y < b.cols(); ++y) {
        if (!((legal >> y) & 1)) continue;
        connect4::Board next = b;
        next.play(y);
        n += perft(next, depth - 1);
    }
    return n;
}

uint64_t perft(const naive::Connect4& b, int depth) {
    if (depth == 0) return 1;
    uint64_t n = 0;
    for (int y : b.legal_columns()) {
        naive::Connect4 next = b;
        next.play(y);
        n += perft(next, depth - 1);
    }
    return n;
}

std::vector<std::pair<int, int>> parse_pairs(const std::string& text) {
    std::vector<std::pair<int, int>> pairs;
    for (const std::string& pair : split(text, ';')) {
        const std::vector<std::string> xy = split(pair, ',');
        pairs.emplace_back(std::stoi(xy.at(0)), std::stoi(xy.at(1)));
    }
    return pairs;
}

std::vector<int> parse_columns(const std::string& text) {
    std::vector<int> cols;
    for (const std::string& c : split(text, ',')) cols.push_back(std::stoi(c));
    return cols;
}

}  // namespace rules_test
