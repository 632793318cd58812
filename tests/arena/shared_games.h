// The recorded games of ../shared/games (GAMES_DIR, set by tests/arena/CMakeLists.txt), for the
// arena's tests.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "bot/arena/record.h"

// Every game of `file` ("nogo.jsonl" or "connect4.jsonl"); the test fails if it cannot be read.
inline std::vector<arena::GameRecord> shared_games(const std::string& file) {
    core::Expected<std::vector<arena::GameRecord>> records =
        arena::read_records(std::string(GAMES_DIR) + "/" + file);
    REQUIRE_MESSAGE(records.ok(), records.error());
    return *records;
}
