#include "tests/protocol/referee.h"

#include <dirent.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace protocol_test {

namespace {

constexpr const char* MARKER = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

bool blank(const std::string& s) {
    return s.find_first_not_of(" \t\r") == std::string::npos;
}

Json xy(int x, int y) {
    return Json{{"x", x}, {"y", y}};
}

// A game as the referee follows it: the position, and whether the last request was accepted.
struct NogoRef {
    nogo::Board board;
    bool in_game = false;
    // Plays {"x","y"} if legal for the side to move.
    bool play(const Json& m) {
        if (!m.is_object() || !m.contains("x") || !m.contains("y")) return false;
        if (!m["x"].is_number_integer() || !m["y"].is_number_integer()) return false;
        const int x = m["x"].get<int>(), y = m["y"].get<int>();
        if (!nogo::on_board(x, y) || !board.is_legal(nogo::make_point(x, y), board.to_move()))
            return false;
        board.play(nogo::make_point(x, y));
        return true;
    }
    bool start(const Json& requests, const Json& responses) {
        board = nogo::Board();
        const bool black = requests[0] == xy(-1, -1);
        for (std::size_t i = 0; i < requests.size(); ++i) {
            if ((i > 0 || !black) && !play(requests[i])) return false;
            if (i + 1 < requests.size() && !play(responses[i])) return false;
        }
        in_game = !board.is_terminal();
        return in_game;
    }
    bool bare(const Json& request) {
        if (!in_game) return start(Json::array({request}), Json::array());
        nogo::Board saved = board;
        if (!play(request) || board.is_terminal()) {
            board = saved;
            return false;
        }
        return true;
    }
};

struct Connect4Ref {
    connect4::Board board = *connect4::Board::create(4, 4, {});
    bool in_game = false;
    bool play(const Json& m) {
        if (!m.is_object() || !m.contains("x") || !m.contains("y")) return false;
        if (!m["x"].is_number_integer() || !m["y"].is_number_integer()) return false;
        const connect4::Cell c{m["x"].get<int>(), m["y"].get<int>()};
        if (board.is_terminal() || !board.is_legal(c)) return false;
        board.play(c.y);
        return true;
    }
    bool start(const Json& requests, const Json& responses) {
        const Json& first = requests[0];
        if (!first.is_object() || !first.contains("M") || !first.contains("N")) return false;
        std::vector<connect4::Cell> forbidden;
        for (const Json& f : first.value("forbidden", Json::array()))
            forbidden.push_back({f[0].get<int>(), f[1].get<int>()});
        auto made =
            connect4::Board::create(first["M"].get<int>(), first["N"].get<int>(), forbidden);
        if (!made) return false;
        board = *made;
        const bool we_first = first["x"] == -1 && first["y"] == -1;
        for (std::size_t i = 0; i < requests.size(); ++i) {
            if ((i > 0 || !we_first) && !play(requests[i])) return false;
            if (i + 1 < requests.size() && !play(responses[i])) return false;
        }
        in_game = !board.is_terminal();
        return in_game;
    }
    bool bare(const Json& request) {
        if (!in_game || request.contains("M")) return start(Json::array({request}), Json::array());
        connect4::Board saved = board;
        if (!play(request) || board.is_terminal()) {
            board = saved;
            return false;
        }
        return true;
    }
};

// The shared walk over input lines and output lines.
template <class Ref>
std::string check_transcript(const std::string& input, const std::string& output,
                             bool keep_running) {
    Ref ref;
    const std::vector<std::string> in = split_lines(input), out = split_lines(output);
    std::size_t o = 0;
    for (std::size_t i = 0; i < in.size(); ++i) {
        if (blank(in[i])) continue;
        bool accepted = false, text = false, keep = keep_running;
        if (in[i].find('{') != std::string::npos) {
            const Json j = Json::parse(in[i], nullptr, false);
            if (j.is_discarded() || !j.is_object()) {
                accepted = false;
            } else if (j.contains("requests")) {
                accepted = ref.start(j["requests"], j.value("responses", Json::array()));
                keep = keep && j.value("keep_running", true);
            } else {
                accepted = ref.bare(j);
            }
        } else {
            text = true;
            std::istringstream ss(in[i]);
            std::vector<int> v;
            for (int k; ss >> k;) v.push_back(k);
            if (!ss.eof()) {
                accepted = false;
            } else if (v.size() == 2 && ref.in_game) {
                accepted = ref.bare(xy(v[0], v[1]));
            } else if (v.size() == 1) {
                Json req = Json::array(), res = Json::array();
                for (int m = 0; m < 2 * v[0] - 1; ++m) {
                    std::istringstream ms(in.at(++i));
                    int x = 0, y = 0;
                    ms >> x >> y;
                    (m % 2 ? res : req).push_back(xy(x, y));
                }
                accepted = ref.start(req, res);
            }
        }
        const std::string where = "input line " + std::to_string(i + 1);
        if (accepted) {
            if (o >= out.size()) return where + ": no answer";
            int x = 0, y = 0;
            if (text) {
                std::istringstream ss(out[o]);
                if (!(ss >> x >> y)) return where + ": answer '" + out[o] + "' is not 'x y'";
            } else {
                const Json a = Json::parse(out[o]);
                if (!a.contains("response") || !a.contains("debug"))
                    return where + ": answer " + out[o] + " lacks response or debug";
                x = a["response"]["x"].get<int>();
                y = a["response"]["y"].get<int>();
            }
            if (!ref.play(xy(x, y))) return where + ": illegal answer " + out[o];
            ++o;
        } else if (!text) {
            if (o >= out.size()) return where + ": no error reply";
            const Json a = Json::parse(out[o]);
            if (a.contains("response") || a.value("debug", "").rfind("error: ", 0) != 0)
                return where + ": expected an error reply, got " + out[o];
            ++o;
        }
        if (keep) {
            if (o >= out.size() || out[o] != MARKER) return where + ": no keep-running marker";
            ++o;
        } else {
            break;
        }
    }
    if (o != out.size()) return "unexpected output line " + std::to_string(o + 1);
    return "";
}

}  // namespace

std::vector<std::string> split_lines(const std::string& s) {
    std::vector<std::string> lines;
    std::istringstream ss(s);
    for (std::string line; std::getline(ss, line);) lines.push_back(line);
    return lines;
}

std::string read_file(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    std::ostringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

std::vector<std::string> list_dir(const std::string& dir) {
    std::vector<std::string> names;
    if (DIR* d = opendir(dir.c_str())) {
        while (dirent* e = readdir(d))
            if (e->d_name[0] != '.') names.push_back(e->d_name);
        closedir(d);
    }
    std::sort(names.begin(), names.end());
    return names;
}

std::string check_nogo_transcript(const std::string& input, const std::string& output,
                                  bool keep_running) {
    return check_transcript<NogoRef>(input, output, keep_running);
}

std::string check_connect4_transcript(const std::string& input, const std::string& output,
                                      bool keep_running) {
    return check_transcript<Connect4Ref>(input, output, keep_running);
}

nogo::Board nogo_after(const std::vector<std::pair<int, int>>& moves, std::size_t k) {
    nogo::Board b;
    for (std::size_t i = 0; i < k; ++i) b.play(nogo::make_point(moves[i].first, moves[i].second));
    return b;
}

Json nogo_history(const std::vector<std::pair<int, int>>& moves, std::size_t k) {
    Json req = Json::array(), res = Json::array();
    if (k % 2 == 0) req.push_back(xy(-1, -1));
    for (std::size_t i = 0; i < k; ++i)
        ((i % 2) == (k % 2) ? res : req).push_back(xy(moves[i].first, moves[i].second));
    return Json{{"requests", req}, {"responses", res}};
}

std::string nogo_simplified(const std::vector<std::pair<int, int>>& moves, std::size_t k) {
    const Json h = nogo_history(moves, k);
    std::string s = std::to_string(h["requests"].size()) + "\n";
    for (std::size_t i = 0; i < h["requests"].size(); ++i) {
        s += std::to_string(h["requests"][i]["x"].get<int>()) + " " +
             std::to_string(h["requests"][i]["y"].get<int>()) + "\n";
        if (i < h["responses"].size())
            s += std::to_string(h["responses"][i]["x"].get<int>()) + " " +
                 std::to_string(h["responses"][i]["y"].get<int>()) + "\n";
    }
    return s;
}

connect4::Board connect4_after(const Connect4Game& game, std::size_t k) {
    connect4::Board b = *connect4::Board::create(game.rows, game.cols, game.forbidden);
    for (std::size_t i = 0; i < k; ++i) b.play(game.moves[i].y);
    return b;
}

Json connect4_history(const Connect4Game& game, std::size_t k) {
    Json forbidden = Json::array();
    for (const connect4::Cell& c : game.forbidden) forbidden.push_back({c.x, c.y});
    Json first = {{"M", game.rows}, {"N", game.cols}, {"forbidden", forbidden}};
    Json req = Json::array(), res = Json::array();
    if (k % 2 == 0) {
        first["x"] = -1;
        first["y"] = -1;
        req.push_back(first);
    }
    for (std::size_t i = 0; i < k; ++i) {
        Json m = xy(game.moves[i].x, game.moves[i].y);
        if ((i % 2) == (k % 2)) {
            res.push_back(m);
        } else if (req.empty()) {
            first["x"] = m["x"];
            first["y"] = m["y"];
            req.push_back(first);
        } else {
            req.push_back(m);
        }
    }
    return Json{{"requests", req}, {"responses", res}};
}

std::vector<std::vector<std::pair<int, int>>> load_nogo_games(const std::string& path) {
    std::vector<std::vector<std::pair<int, int>>> games;
    for (const std::string& line : split_lines(read_file(path))) {
        if (blank(line)) continue;
        std::vector<std::pair<int, int>> moves;
        const Json game = Json::parse(line);
        for (const Json& m : game["moves"]) moves.emplace_back(m[0].get<int>(), m[1].get<int>());
        games.push_back(moves);
    }
    return games;
}

std::vector<Connect4Game> load_connect4_games(const std::string& path) {
    std::vector<Connect4Game> games;
    for (const std::string& line : split_lines(read_file(path))) {
        if (blank(line)) continue;
        const Json j = Json::parse(line);
        Connect4Game g{j["M"].get<int>(), j["N"].get<int>(), {}, {}};
        for (const Json& f : j["forbidden"])
            g.forbidden.push_back({f[0].get<int>(), f[1].get<int>()});
        for (const Json& m : j["moves"]) g.moves.push_back({m[0].get<int>(), m[1].get<int>()});
        games.push_back(g);
    }
    return games;
}

}  // namespace protocol_test
