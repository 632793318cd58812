// show: prints a position of either game and the legal moves of both sides, after replaying the
// moves given on the command line. A tool for looking at the rule engines by hand.
//
//   show nogo [X Y]...                 Botzone coordinates, black first
//   show connect4 M N FX FY [COL]...   board M x N, forbidden cell (FX, FY), columns played
//   show                               both games' start positions
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "connect4/board.h"
#include "nogo/board.h"

namespace {

bool parse_int(const char* s, int* out) {
    char* end = nullptr;
    long v = std::strtol(s, &end, 10);
    if (end == s || *end != '\0' || v < -1000 || v > 1000) return false;
    *out = int(v);
    return true;
}

int fail(const std::string& message) {
    std::fprintf(stderr, "show: %s\n", message.c_str());
    return 2;
}

int show_nogo(const std::vector<int>& args) {
    if (args.size() % 2) return fail("nogo moves come in pairs X Y");
    nogo::Board board;
    for (size_t i = 0; i < args.size(); i += 2) {
        const int x = args[i], y = args[i + 1];
        if (!nogo::on_board(x, y))
            return fail("move " + std::to_string(i / 2 + 1) + " is off the board");
        if (board.is_terminal())
            return fail("the game is over before move " + std::to_string(i / 2 + 1));
        if (!board.is_legal(nogo::make_point(x, y), board.to_move()))
            return fail("move " + std::to_string(i / 2 + 1) + " (" + std::to_string(x) + "," +
                        std::to_string(y) + ") is illegal");
        board.play(nogo::make_point(x, y));
    }
    std::printf("NoGo 9x9, %d stones, %s to move\n%s", board.stone_count(),
                board.to_move() == nogo::BLACK ? "black (X)" : "white (O)",
                board.to_string().c_str());
    for (nogo::Color c : {nogo::BLACK, nogo::WHITE}) {
        std::printf("%s legal (%d):", c == nogo::BLACK ? "black" : "white", board.legal(c).count());
        board.legal(c).for_each(
            [](nogo::Point p) { std::printf(" %d,%d", nogo::x_of(p), nogo::y_of(p)); });
        std::printf("\n");
    }
    if (board.is_terminal())
        std::printf("game over: %s wins\n", board.winner() == nogo::BLACK ? "black" : "white");
    return 0;
}

int show_connect4(const std::vector<int>& args) {
    if (args.size() < 4) return fail("connect4 needs M N FX FY before the columns");
    auto made = connect4::Board::create(args[0], args[1], {{args[2], args[3]}});
    if (!made) return fail(made.error());
    connect4::Board board = *made;
    for (size_t i = 4; i < args.size(); ++i) {
        if (args[i] < 0 || args[i] >= board.cols() || !board.can_play(args[i]))
            return fail("column " + std::to_string(args[i]) + " (move " + std::to_string(i - 3) +
                        ") cannot be played");
        board.play(args[i]);
    }
    std::printf("Connect4 %dx%d, %d stones, %s to move\n%s", board.rows(), board.cols(),
                board.move_count(), board.to_move() == connect4::FIRST ? "first (X)" : "second (O)",
                board.to_string().c_str());
    std::printf("legal cells (x,y):");
    for (int y = 0; y < board.cols(); ++y)
        if (board.can_play(y)) std::printf(" %d,%d", board.landing_cell(y).x, y);
    std::printf("\n");
    switch (board.outcome()) {
        case connect4::Outcome::FIRST_WINS:
            std::printf("game over: first wins\n");
            break;
        case connect4::Outcome::SECOND_WINS:
            std::printf("game over: second wins\n");
            break;
        case connect4::Outcome::DRAW:
            std::printf("game over: draw\n");
            break;
        case connect4::Outcome::ONGOING:
            break;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        int rc = show_nogo({});
        std::printf("\n");
        return rc | show_connect4({10, 11, 3, 5});
    }
    std::vector<int> args;
    for (int i = 2; i < argc; ++i) {
        int v;
        if (!parse_int(argv[i], &v)) return fail(std::string("not a number: ") + argv[i]);
        args.push_back(v);
    }
    const std::string game = argv[1];
    if (game == "nogo") return show_nogo(args);
    if (game == "connect4") return show_connect4(args);
    return fail("unknown game '" + game + "' (nogo or connect4)");
}
