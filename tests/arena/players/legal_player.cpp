// A legal random player for both games, speaking the arena's JSON protocol: one turn with the
// full history per process, or with --keep Botzone's keep-running mode (after each response the
// marker line, then one bare request line per turn).
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "connect4/board.h"
#include "core/random.h"
#include "nogo/board.h"

namespace {

using nlohmann::json;

struct Game {
    bool connect4 = false;
    nogo::Board nogo;
    core::Expected<connect4::Board> c4 = core::Error{"no board"};

    // Applies a move (x, y) unless it is (-1, -1).
    void apply(const json& m) {
        const int x = m["x"].get<int>(), y = m["y"].get<int>();
        if (x < 0) return;
        if (connect4) {
            c4->play(y);
        } else {
            nogo.play(nogo::make_point(x, y));
        }
    }
    json choose(core::Rng& rng) const {
        if (connect4) {
            const connect4::Cell c = c4->landing_cell(connect4::random_column(*c4, rng));
            return {{"x", c.x}, {"y", c.y}};
        }
        const nogo::Point p = nogo::random_point(nogo, rng);
        return {{"x", nogo::x_of(p)}, {"y", nogo::y_of(p)}};
    }
};

void start(Game& g, const json& first_request) {
    if (first_request.contains("M")) {
        g.connect4 = true;
        std::vector<connect4::Cell> cells;
        for (const json& c : first_request["forbidden"]) cells.push_back({c[0], c[1]});
        g.c4 = connect4::Board::create(first_request["M"], first_request["N"], cells);
    }
}

}  // namespace

int main(int argc, char** argv) {
    const bool keep = argc > 1 && std::string(argv[1]) == "--keep";
    std::string line;
    if (!std::getline(std::cin, line)) return 1;
    const json input = json::parse(line);
    Game g;
    start(g, input["requests"][0]);
    const json& requests = input["requests"];
    const json& responses = input["responses"];
    for (size_t i = 0; i < requests.size(); ++i) {
        g.apply(requests[i]);
        if (i < responses.size()) g.apply(responses[i]);
    }
    // A different seed in every process: games must not repeat each other.
    core::Rng rng(uint64_t(getpid()) * 7919 +
                  uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
    for (;;) {
        const json move = g.choose(rng);
        std::cout << json{{"response", move}, {"debug", "legal_player"}}.dump() << std::endl;
        if (!keep) return 0;
        g.apply(move);
        std::cout << ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<" << std::endl;
        if (!std::getline(std::cin, line)) return 0;
        g.apply(json::parse(line));
    }
}
