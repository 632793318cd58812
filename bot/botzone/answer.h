// What a Botzone-style bot answers for one turn, in both output formats.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace bot {

struct Answer {
    nlohmann::json response;  // {"x":X,"y":Y}
    std::string text;         // "X Y"
    std::string debug;        // one line: turn, colour, engine summary, time used
    nlohmann::json analysis;  // null, or what the input's "analysis" flag asked for
};

}  // namespace bot
