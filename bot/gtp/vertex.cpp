#include "bot/gtp/vertex.h"

#include <cctype>

namespace bot {

namespace {

// GTP's column letters: I is skipped so that it cannot be mistaken for J or 1.
constexpr char COLUMNS[] = "ABCDEFGHJ";

std::string lower(const std::string& s) {
    std::string out = s;
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::optional<nogo::Point> parse_vertex(const std::string& text) {
    if (text.size() != 2) return std::nullopt;
    const char letter = char(std::toupper(static_cast<unsigned char>(text[0])));
    int x = -1;
    for (int i = 0; i < nogo::SIZE; ++i)
        if (COLUMNS[i] == letter) x = i;
    const int row = text[1] - '0';
    if (x < 0 || row < 1 || row > nogo::SIZE) return std::nullopt;
    return nogo::make_point(x, nogo::SIZE - row);
}

bool is_pass(const std::string& text) {
    return lower(text) == "pass";
}

std::string vertex_text(nogo::Point p) {
    return std::string(1, COLUMNS[nogo::x_of(p)]) + char('0' + nogo::SIZE - nogo::y_of(p));
}

std::optional<nogo::Color> parse_colour(const std::string& text) {
    const std::string c = lower(text);
    if (c == "b" || c == "black") return nogo::BLACK;
    if (c == "w" || c == "white") return nogo::WHITE;
    return std::nullopt;
}

const char* colour_letter(nogo::Color c) {
    return c == nogo::BLACK ? "b" : "w";
}

}  // namespace bot
