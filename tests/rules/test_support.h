// Shared helpers of the rule tests: the random-game budget and the plain-text data files.
#pragma once

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace rules_test {

// Random games per differential test: RULES_TEST_GAMES when set to a positive number (the
// sanitizer build sets it through ctest), else 10,000.
inline int game_count() {
    const char* env = std::getenv("RULES_TEST_GAMES");
    if (env) {
        const int n = std::atoi(env);
        if (n > 0) return n;
    }
    return 10000;
}

// The lines of a data file under tests/data/rules, split into whitespace-separated tokens;
// blank lines and lines starting with '#' are skipped. Empty when the file cannot be read.
inline std::vector<std::vector<std::string>> data_lines(const std::string& name) {
    std::ifstream in(std::string(RULES_DATA_DIR) + "/" + name);
    std::vector<std::vector<std::string>> lines;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::vector<std::string> tokens;
        std::string token;
        while (words >> token) tokens.push_back(token);
        if (!tokens.empty() && tokens[0][0] != '#') lines.push_back(tokens);
    }
    return lines;
}

// Splits "a,b;c,d" style text at sep; "-" is the empty list.
inline std::vector<std::string> split(const std::string& text, char sep) {
    std::vector<std::string> parts;
    if (text == "-") return parts;
    std::istringstream in(text);
    std::string part;
    while (std::getline(in, part, sep)) parts.push_back(part);
    return parts;
}

}  // namespace rules_test
