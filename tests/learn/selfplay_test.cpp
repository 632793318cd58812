// Self-play (bot/learn/selfplay.h) and its training files (bot/learn/training_file.h): a game is
// a pure function of the options and its index, its targets are well formed, and a part file
// resumes after its last complete game whatever was written after it.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "bot/learn/selfplay.h"
#include "bot/learn/training_file.h"

namespace {

learn::SelfplayOptions small(learn::SelfplayGame game) {
    learn::SelfplayOptions o;
    o.game = game;
    o.seed = 5;
    o.iterations = 120;
    o.memory_mb = 8;
    return o;
}

std::string read_all(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string temp_path(const char* name) {
    return "/tmp/learn_test_" + std::to_string(getpid()) + "_" + name;
}

}  // namespace

TEST_CASE("a self-play game is the same every time, with well-formed targets") {
    for (const learn::SelfplayGame game :
         {learn::SelfplayGame::NOGO, learn::SelfplayGame::CONNECT4}) {
        const learn::TrainingShape shape = learn::selfplay_shape(game);
        const size_t cells = size_t(shape.height) * shape.width;
        for (int index = 0; index < 3; ++index) {
            const auto a = learn::play_selfplay_game(small(game), index);
            const auto b = learn::play_selfplay_game(small(game), index);
            REQUIRE(!a.empty());
            REQUIRE(a.size() == b.size());
            for (size_t i = 0; i < a.size(); ++i) {
                CHECK(a[i].planes == b[i].planes);
                CHECK(a[i].policy == b[i].policy);
                REQUIRE(a[i].planes.size() == shape.planes * cells);
                double sum = 0;
                for (size_t c = 0; c < cells; ++c) {
                    sum += a[i].policy[c];
                    CHECK((a[i].policy[c] == 0.0f || a[i].legal[c] == 1));  // targets are legal
                }
                CHECK(std::fabs(sum - 1.0) < 1e-5);
                CHECK((a[i].result == 0.0f || a[i].result == 0.5f || a[i].result == 1.0f));
                CHECK(a[i].root_value >= 0.0f);
                CHECK(a[i].root_value <= 1.0f);
                // The players alternate, so a decided game's results do too.
                if (i > 0 && a[i].result != 0.5f) CHECK(a[i].result == 1.0f - a[i - 1].result);
            }
        }
        // Another index, another game.
        CHECK(learn::play_selfplay_game(small(game), 0)[0].planes !=
              learn::play_selfplay_game(small(game), 7).back().planes);
    }
}

TEST_CASE("a part file resumes after its last complete game") {
    const std::string path = temp_path("part.gbsp");
    const learn::SelfplayOptions o = small(learn::SelfplayGame::NOGO);
    const learn::TrainingShape shape = learn::selfplay_shape(o.game);
    const auto g0 = learn::play_selfplay_game(o, 0), g1 = learn::play_selfplay_game(o, 1);
    {
        auto f = learn::TrainingFile::open(path, shape);
        REQUIRE(f);
        CHECK(f->games() == 0);
        REQUIRE(f->append_game(g0));
        REQUIRE(f->append_game(g1));
    }
    const std::string whole = read_all(path);
    CHECK(whole.size() ==
          learn::TRAINING_HEADER_BYTES + (g0.size() + g1.size()) * shape.record_bytes());
    CHECK(whole.substr(0, 4) == "GBSP");
    {
        // A game half written after the last complete one is cut off.
        std::ofstream(path, std::ios::binary | std::ios::app) << std::string(1000, 'x');
        auto f = learn::TrainingFile::open(path, shape);
        REQUIRE(f);
        CHECK(f->games() == 2);
    }
    CHECK(read_all(path) == whole);
    {
        // A progress file that does not fit the data starts the file afresh.
        std::ofstream(path + ".done", std::ios::trunc) << "games 9 bytes 33\n";
        auto f = learn::TrainingFile::open(path, shape);
        REQUIRE(f);
        CHECK(f->games() == 0);
        CHECK(read_all(path).size() == learn::TRAINING_HEADER_BYTES);
    }
    {
        // Another game's shape does not resume this file.
        auto f = learn::TrainingFile::open(path, shape);
        REQUIRE(f->append_game(g0));
    }
    {
        auto f =
            learn::TrainingFile::open(path, learn::selfplay_shape(learn::SelfplayGame::CONNECT4));
        REQUIRE(f);
        CHECK(f->games() == 0);
    }
    std::remove(path.c_str());
    std::remove((path + ".done").c_str());
}

TEST_CASE("a part file that cannot be written is one line naming it") {
    auto f = learn::TrainingFile::open("/nonexistent-dir/part.gbsp",
                                       learn::selfplay_shape(learn::SelfplayGame::NOGO));
    REQUIRE(!f);
    CHECK(f.error() == "/nonexistent-dir/part.gbsp: cannot be written");
}
