// Whole numbers as the arena reads them from its command lines and from a person at the prompt:
// plain decimal digits, a bounded count of them, so that no value overflows and no stray text
// (a sign where none belongs, a space, "1e3") is taken for a number.
#pragma once

#include <optional>
#include <string>

namespace arena {

// `text` as a whole number of 1 to max_digits decimal digits, after one leading minus sign if
// negative_ok; nullopt for anything else, the empty text included. Precondition: max_digits <= 9.
inline std::optional<int> whole_number(const std::string& text, int max_digits,
                                       bool negative_ok = false) {
    const size_t sign = negative_ok && !text.empty() && text[0] == '-' ? 1 : 0;
    const size_t digits = text.size() - sign;
    if (digits == 0 || digits > size_t(max_digits) ||
        text.find_first_not_of("0123456789", sign) != std::string::npos)
        return std::nullopt;
    return std::stoi(text);
}

}  // namespace arena
