// A minimal GTP program for the arena's gtp: player tests. It keeps a NoGo board (a vertex's
// letter is x, its number 9 - y, written out here apart from bot/gtp/vertex.cpp) and answers
// genmove with a random legal move, answering like HaHaNoGo ("=D4", no space). Its argument
// picks how its second genmove goes wrong:
//   legal     never                              (whole games)
//   resign    answers "= resign"                 (a loss by resignation)
//   pass      answers "= pass"                   (illegal: NoGo has no pass)
//   occupied  answers the last move's vertex     (illegal)
//   error     answers "? not today"              (malformed)
//   garbage   answers "= Z0"                     (malformed)
//   noplay    rejects every play: "? illegal move" (malformed)
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <sstream>
#include <string>

#include "core/random.h"
#include "nogo/board.h"

namespace {

const std::string LETTERS = "ABCDEFGHJ";

std::string vertex(nogo::Point p) {
    return LETTERS[size_t(nogo::x_of(p))] + std::to_string(9 - nogo::y_of(p));
}

nogo::Point point(const std::string& v) {
    return nogo::make_point(int(LETTERS.find(v[0])), 9 - (v[1] - '0'));
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "legal";
    core::Rng rng(uint64_t(getpid()) * 7919 +
                  uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
    nogo::Board board;
    nogo::Point last = -1;
    int genmoves = 0;
    for (std::string line; std::getline(std::cin, line);) {
        std::istringstream in(line);
        std::string command, colour, v;
        in >> command >> colour >> v;
        std::string answer = "=";
        if (command == "play") {
            if (mode == "noplay") {
                answer = "? illegal move";
            } else {
                last = point(v);
                board.play(last);
            }
        } else if (command == "genmove") {
            const bool faulty = ++genmoves == 2 && mode != "legal";
            if (faulty && mode == "resign") {
                answer = "= resign";
            } else if (faulty && mode == "pass") {
                answer = "= pass";
            } else if (faulty && mode == "occupied" && last >= 0) {
                answer = "=" + vertex(last);
            } else if (faulty && mode == "error") {
                answer = "? not today";
            } else if (faulty && mode == "garbage") {
                answer = "= Z0";
            } else if (board.is_terminal()) {
                answer = "= resign";
            } else {
                last = nogo::random_point(board, rng);
                board.play(last);
                answer = "=" + vertex(last);
            }
        } else if (command == "quit") {
            std::cout << "=\n" << std::endl;
            return 0;
        }
        std::cout << answer << "\n" << std::endl;
    }
    return 0;
}
