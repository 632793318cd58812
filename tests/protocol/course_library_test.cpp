// The course library loaded with dlopen, as the course's host (Compete) uses it: many games in a
// row on different random boards without reloading, each side moving first once per board, and
// every recorded Connect4 position asked in turn. Every answer must be a legal move.
#include <dlfcn.h>
#include <doctest/doctest.h>
#include <unistd.h>
#include <cstdlib>

#include <fstream>
#include <string>
#include <vector>

#include "connect4/board.h"
#include "core/random.h"
#include "tests/protocol/course_abi.h"
#include "tests/protocol/referee.h"

using namespace protocol_test;

namespace {

// One loaded copy of the library. Copies at different paths are independent instances.
class Library {
  public:
    explicit Library(const std::string& path) {
        // A few iterations a move, read by the library at its first call: whole games take
        // milliseconds instead of 2.5 s a move.
        setenv("CONNECT4_COURSE_OPTIONS", "--iterations 64 --memory 16", 1);
        handle_ = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        REQUIRE_MESSAGE(handle_ != nullptr, dlerror());
        get_ = reinterpret_cast<GetPoint>(dlsym(handle_, "getPoint"));
        clear_ = reinterpret_cast<ClearPoint>(dlsym(handle_, "clearPoint"));
        REQUIRE(bool(get_));
        REQUIRE(bool(clear_));
    }
    ~Library() { dlclose(handle_); }
    Library(const Library&) = delete;
    Library& operator=(const Library&) = delete;

    // Asks for a move on `board` (the side to move is "2"); returns the cell.
    connect4::Cell ask(const connect4::Board& board, connect4::Cell last, connect4::Cell no) {
        std::vector<int> top(board.cols()), cells(board.rows() * board.cols());
        board.to_course(top.data(), cells.data());
        Point* p =
            get_(board.rows(), board.cols(), top.data(), cells.data(), last.x, last.y, no.x, no.y);
        REQUIRE(p != nullptr);
        const connect4::Cell c{p->x, p->y};
        clear_(p);
        return c;
    }
    Point* raw(int m, int n, const int* top, const int* board, int no_x, int no_y) {
        return get_(m, n, top, board, -1, -1, no_x, no_y);
    }
    void clear(Point* p) { clear_(p); }

  private:
    void* handle_ = nullptr;
    GetPoint get_ = nullptr;
    ClearPoint clear_ = nullptr;
};

std::string copy_library(const std::string& tag) {
    const std::string path = "/tmp/connect4course_test_" + std::to_string(getpid()) + tag + ".so";
    std::ifstream src(COURSE_LIB, std::ios::binary);
    std::ofstream dst(path, std::ios::binary);
    dst << src.rdbuf();
    return path;
}

}  // namespace

TEST_CASE("two loaded instances play whole games on many boards without reloading") {
    const std::string a_path = copy_library("a"), b_path = copy_library("b");
    {
        Library a(a_path), b(b_path);
        core::Rng rng(2024);
        int games = 0;
        for (int round = 0; round < 6; ++round) {
            const int rows = 9 + int(rng.below(4)), cols = 9 + int(rng.below(4));
            const connect4::Cell no{int(rng.below(uint32_t(rows))), int(rng.below(uint32_t(cols)))};
            for (int first = 0; first < 2; ++first) {
                Library* players[2] = {first == 0 ? &a : &b, first == 0 ? &b : &a};
                connect4::Board board = *connect4::Board::create(rows, cols, {no});
                connect4::Cell last{-1, -1};
                while (!board.is_terminal()) {
                    const connect4::Cell c = players[board.to_move()]->ask(board, last, no);
                    CAPTURE(board.to_string());
                    REQUIRE(board.is_legal(c));
                    board.play(c.y);
                    last = c;
                }
                ++games;
            }
        }
        CHECK(games == 12);
    }
    unlink(a_path.c_str());
    unlink(b_path.c_str());
}

TEST_CASE("one instance against a random mover, then every recorded position") {
    Library lib(COURSE_LIB);
    core::Rng rng(7);
    for (int game = 0; game < 6; ++game) {
        const int rows = 9 + game % 4, cols = 12 - game % 4;
        const connect4::Cell no{int(rng.below(uint32_t(rows))), int(rng.below(uint32_t(cols)))};
        connect4::Board board = *connect4::Board::create(rows, cols, {no});
        connect4::Cell last{-1, -1};
        const int library_side = game % 2;
        while (!board.is_terminal()) {
            if (board.to_move() == library_side) {
                last = lib.ask(board, last, no);
                REQUIRE(board.is_legal(last));
                board.play(last.y);
            } else {
                last = board.landing_cell(connect4::random_column(board, rng));
                board.play(last.y);
            }
        }
    }
    for (const Connect4Game& g : load_connect4_games(std::string(GAMES_DIR) + "/connect4.jsonl")) {
        for (std::size_t k = 0; k < g.moves.size(); ++k) {
            const connect4::Board board = connect4_after(g, k);
            const connect4::Cell last = k == 0 ? connect4::Cell{-1, -1} : g.moves[k - 1];
            CHECK(board.is_legal(lib.ask(board, last, g.forbidden[0])));
        }
    }
}

TEST_CASE("inconsistent arrays still get a legal move from top[] when there is one") {
    Library lib(COURSE_LIB);
    std::vector<int> top(9, 9), board(81, 0);
    board[8 * 9 + 4] = 1;  // a stone that top[] does not know about
    Point* p = lib.raw(9, 9, top.data(), board.data(), 0, 0);
    REQUIRE(p != nullptr);
    CHECK(p->x == 8);
    CHECK(p->y != 4);
    lib.clear(p);
    // Sizes out of range and missing arrays: no crash, no move.
    p = lib.raw(1000000, 9, top.data(), board.data(), 0, 0);
    REQUIRE(p != nullptr);
    CHECK(p->x == -1);
    lib.clear(p);
    p = lib.raw(9, 9, nullptr, nullptr, 0, 0);
    REQUIRE(p != nullptr);
    CHECK(p->x == -1);
    lib.clear(p);
}
