// Golden tests: every file of samples/ piped through the built binaries. Good samples must be
// answered with legal moves in the right format (and the keep-running marker after each answer),
// and, at the fixed seed and iterations below, with exactly the moves pinned in
// tests/data/protocol/sample_answers.txt; bad samples must give exit code 2 and exactly one
// stderr line naming the problem.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "connect4/board.h"
#include "tests/protocol/process.h"
#include "tests/protocol/referee.h"

using namespace protocol_test;

namespace {

// Small fixed limits: the answers are reproducible and the suite stays fast.
const std::vector<std::string> FAST = {"--seed", "7", "--iterations", "1000", "--memory", "16"};

std::vector<std::string> command(const std::string& binary, std::vector<std::string> extra = {}) {
    std::vector<std::string> argv = {binary};
    argv.insert(argv.end(), FAST.begin(), FAST.end());
    argv.insert(argv.end(), extra.begin(), extra.end());
    return argv;
}

// The answers of a run, one per turn, joined by "; ": "x y" for a move (JSON responses,
// simplified lines and Saiblo frames alike), "error" for a JSON error reply.
std::string answers_of(const std::string& output, bool saiblo) {
    std::vector<std::string> answers;
    if (saiblo) {
        for (std::size_t pos = 0; pos + 4 <= output.size();) {
            std::size_t n = 0;
            for (int i = 0; i < 4; ++i) n = (n << 8) | std::size_t(uint8_t(output[pos + i]));
            answers.push_back(output.substr(pos + 4, n));
            pos += 4 + n;
        }
    } else {
        for (const std::string& line : split_lines(output)) {
            if (line.empty() || line.find("KEEP_RUNNING") != std::string::npos) continue;
            if (line[0] != '{') {
                answers.push_back(line);
                continue;
            }
            const Json reply = Json::parse(line);
            answers.push_back(reply.contains("response")
                                  ? std::to_string(reply["response"]["x"].get<int>()) + " " +
                                        std::to_string(reply["response"]["y"].get<int>())
                                  : "error");
        }
    }
    std::string joined;
    for (const std::string& a : answers) joined += (joined.empty() ? "" : "; ") + a;
    return joined;
}

// The pinned answers: lines "KEY: ANSWERS" (KEY is the sample's folder/name and the mode: keep,
// no-keep or saiblo; ANSWERS as answers_of writes them); '#' starts a comment line.
const std::string GOLDEN = std::string(DATA_DIR) + "/protocol/sample_answers.txt";

std::map<std::string, std::string>& golden() {
    static std::map<std::string, std::string> pinned = [] {
        std::map<std::string, std::string> m;
        for (const std::string& line : split_lines(read_file(GOLDEN))) {
            const std::size_t colon = line.find(": ");
            if (line.empty() || line[0] == '#' || colon == std::string::npos) continue;
            m[line.substr(0, colon)] = line.substr(colon + 2);
        }
        return m;
    }();
    return pinned;
}

// Checks a run's answers against the pinned ones. With BOTS_UPDATE_GOLDEN=1 in the environment
// it rewrites the file with the answers seen instead (for a deliberate change of behaviour).
void check_golden(const std::string& key, const std::string& output, bool saiblo) {
    const std::string answers = answers_of(output, saiblo);
    if (std::getenv("BOTS_UPDATE_GOLDEN")) {
        golden()[key] = answers;
        std::ofstream out(GOLDEN);
        out << "# The samples' answers at --seed 7 --iterations 1000 --memory 16 "
               "(tests/protocol/samples_test.cpp).\n";
        for (const auto& kv : golden()) out << kv.first << ": " << kv.second << "\n";
        return;
    }
    CAPTURE(key);
    REQUIRE_MESSAGE(golden().count(key), "no pinned answers in " << GOLDEN);
    CHECK(answers == golden()[key]);
}

// Checks a Saiblo transcript: every framed answer is a legal move for its turn's arrays.
std::string check_saiblo(const std::string& input, const std::string& output) {
    std::istringstream in(input);
    int rows = 0, cols = 0, no_x = 0, no_y = 0;
    in >> rows >> cols >> no_x >> no_y;
    std::size_t pos = 0;
    for (int turn = 1;; ++turn) {
        int last_x, last_y;
        if (!(in >> last_x >> last_y)) break;
        std::vector<int> top(cols), board(rows * cols);
        for (int& v : top) in >> v;
        for (int& v : board) in >> v;
        auto b = connect4::Board::from_course(rows, cols, top.data(), board.data(), no_x, no_y);
        if (!b) return "turn " + std::to_string(turn) + ": sample arrays invalid: " + b.error();
        if (pos + 4 > output.size()) return "turn " + std::to_string(turn) + ": no frame";
        const std::size_t n = (std::size_t(uint8_t(output[pos])) << 24) |
                              (std::size_t(uint8_t(output[pos + 1])) << 16) |
                              (std::size_t(uint8_t(output[pos + 2])) << 8) |
                              std::size_t(uint8_t(output[pos + 3]));
        if (pos + 4 + n > output.size()) return "turn " + std::to_string(turn) + ": short frame";
        std::istringstream answer(output.substr(pos + 4, n));
        pos += 4 + n;
        int x = -1, y = -1;
        std::string rest;
        if (!(answer >> x >> y) || (answer >> rest))
            return "turn " + std::to_string(turn) + ": answer is not 'x y'";
        if (!b->is_legal({x, y}))
            return "turn " + std::to_string(turn) + ": illegal answer " + std::to_string(x) + " " +
                   std::to_string(y);
    }
    if (pos != output.size()) return "extra output after the last frame";
    return "";
}

// A session sample's later requests are fixed while our answers are not: a request may collide
// with one of our moves. Then stderr holds one line per rejected request (the transcript check
// requires an error reply exactly there) and nothing else.
bool only_rejected_requests(const std::string& err) {
    for (const std::string& line : split_lines(err))
        if (line.find(": error: turn ") == std::string::npos ||
            line.find(" request ") == std::string::npos)
            return false;
    return true;
}

void check_bad(const std::vector<std::string>& argv, const std::string& input,
               const std::string& name) {
    const RunResult r = run_process(argv, input);
    CAPTURE(name);
    CAPTURE(r.err);
    CHECK(r.exit_code == 2);
    const std::vector<std::string> lines = split_lines(r.err);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].find(": error: ") != std::string::npos);
    // Never an answer with a move: at most a JSON error reply.
    if (!r.out.empty()) {
        const Json reply = Json::parse(r.out);
        CHECK_FALSE(reply.contains("response"));
        CHECK(reply["debug"].get<std::string>().rfind("error: ", 0) == 0);
    }
}

}  // namespace

TEST_CASE("NoGo samples get their pinned legal answers, with and without keep-running") {
    const std::string dir = std::string(SAMPLES_DIR) + "/nogo/";
    const std::vector<std::string> names = list_dir(dir);
    REQUIRE(names.size() >= 8);
    for (const std::string& name : names) {
        CAPTURE(name);
        const std::string input = read_file(dir + name);
        for (bool keep : {true, false}) {
            const RunResult r =
                run_process(command(NOGO_BIN, keep ? std::vector<std::string>{}
                                                   : std::vector<std::string>{"--no-keep-running"}),
                            input);
            CAPTURE(r.err);
            CHECK(r.exit_code == 0);
            CHECK(only_rejected_requests(r.err));
            CHECK(check_nogo_transcript(input, r.out, keep) == "");
            check_golden("nogo/" + name + (keep ? " keep" : " no-keep"), r.out, false);
        }
    }
}

TEST_CASE("Connect4 JSON samples get their pinned legal answers, with and without keep-running") {
    const std::string dir = std::string(SAMPLES_DIR) + "/connect4/";
    const std::vector<std::string> names = list_dir(dir);
    REQUIRE(names.size() >= 6);
    for (const std::string& name : names) {
        CAPTURE(name);
        const std::string input = read_file(dir + name);
        for (bool keep : {true, false}) {
            const RunResult r = run_process(
                command(CONNECT4_BIN, keep ? std::vector<std::string>{}
                                           : std::vector<std::string>{"--no-keep-running"}),
                input);
            CAPTURE(r.err);
            CHECK(r.exit_code == 0);
            CHECK(only_rejected_requests(r.err));
            CHECK(check_connect4_transcript(input, r.out, keep) == "");
            check_golden("connect4/" + name + (keep ? " keep" : " no-keep"), r.out, false);
        }
    }
}

TEST_CASE("Saiblo samples get their pinned framed legal answers") {
    const std::string dir = std::string(SAMPLES_DIR) + "/saiblo/";
    const std::vector<std::string> names = list_dir(dir);
    REQUIRE(names.size() >= 3);
    for (const std::string& name : names) {
        CAPTURE(name);
        const std::string input = read_file(dir + name);
        const RunResult r = run_process(command(CONNECT4_BIN, {"--saiblo"}), input);
        CAPTURE(r.err);
        CHECK(r.exit_code == 0);
        CHECK(r.err.empty());
        CHECK(check_saiblo(input, r.out) == "");
        check_golden("saiblo/" + name + " saiblo", r.out, true);
    }
}

TEST_CASE("bad samples: exit code 2 and one line naming the problem") {
    const std::string dir = std::string(SAMPLES_DIR) + "/bad/";
    const std::vector<std::string> names = list_dir(dir);
    REQUIRE(names.size() >= 20);
    for (const std::string& name : names) {
        const std::string input = read_file(dir + name);
        const bool nogo = name.rfind("nogo_", 0) == 0, c4 = name.rfind("connect4_", 0) == 0,
                   saiblo = name.rfind("saiblo_", 0) == 0;
        for (bool keep : {true, false}) {
            const std::vector<std::string> mode =
                keep ? std::vector<std::string>{} : std::vector<std::string>{"--no-keep-running"};
            if (nogo || !(c4 || saiblo)) check_bad(command(NOGO_BIN, mode), input, name);
            if (c4 || !(nogo || saiblo)) check_bad(command(CONNECT4_BIN, mode), input, name);
        }
        if (saiblo || !(nogo || c4)) check_bad(command(CONNECT4_BIN, {"--saiblo"}), input, name);
    }
}

TEST_CASE("a 10 MB line is rejected with one line, not a crash or a hang") {
    const std::string junk(10u << 20, 'a');
    check_bad(command(NOGO_BIN), junk + "\n", "10 MB of letters");
    check_bad(command(CONNECT4_BIN), "{\"x\":\"" + junk + "\"}\n", "10 MB string");
    check_bad(command(NOGO_BIN), std::string(17u << 20, ' ') + "x\n", "17 MB line");
}

TEST_CASE("a directory as standard input: one line, not a crash") {
    // libstdc++ throws from a read of a directory; the shell makes it the bot's stdin.
    const std::string dir = std::string(" < ") + SAMPLES_DIR;
    for (const std::string& bot :
         {std::string(NOGO_BIN) + " --no-keep-running", std::string(CONNECT4_BIN),
          std::string(CONNECT4_BIN) + " --saiblo"}) {
        CAPTURE(bot);
        const RunResult r = run_process({"/bin/sh", "-c", bot + dir}, "");
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        const std::vector<std::string> lines = split_lines(r.err);
        REQUIRE(lines.size() == 1);
        CHECK(lines[0].find(": error: cannot read the input") != std::string::npos);
    }
}

TEST_CASE("bad command-line arguments are refused") {
    for (const char* bad : {"--seed", "--iterations=3", "--engine", "--time"}) {
        CAPTURE(bad);
        const RunResult r = run_process({NOGO_BIN, bad, "x"}, "");
        CHECK(r.exit_code == 2);
        CHECK(r.err.find("bad argument") != std::string::npos);
    }
    CHECK(run_process({NOGO_BIN, "--saiblo"}, "").exit_code == 2);
}

TEST_CASE("--help prints the usage on standard output and plays nothing") {
    const std::vector<std::vector<std::string>> asks = {{NOGO_BIN, "--help"},
                                                        {NOGO_BIN, "--gtp", "-h"},
                                                        {NOGO_BIN, "--time", "0.1", "--help"},
                                                        {CONNECT4_BIN, "--saiblo", "--help"}};
    for (const std::vector<std::string>& ask : asks) {
        std::string line;
        for (const std::string& word : ask) line += word + " ";
        CAPTURE(line);
        // A request on the input: --help must not answer it.
        const RunResult r = run_process(ask, "{\"requests\":[{\"x\":-1,\"y\":-1}]}\n");
        CHECK(r.exit_code == 0);
        CHECK(r.err.empty());
        CHECK(r.out.rfind("usage: ", 0) == 0);
        CHECK(r.out.find("--help") != std::string::npos);
        CHECK(r.out.find("bench") != std::string::npos);
        CHECK(r.out.find("response") == std::string::npos);
    }
}

TEST_CASE("keep-running: a bad line is reported and the game goes on") {
    const std::string input =
        std::string("{\"requests\":[{\"x\":-1,\"y\":-1}],\"responses\":[]}\n") +
        "{\"x\":9,\"y\":9}\n" + "not json\n" + "{\"x\":0,\"y\":0\n" + "{\"x\":0,\"y\":0}\n";
    const RunResult r = run_process(command(NOGO_BIN), input);
    CAPTURE(r.out);
    CHECK(r.exit_code == 0);
    // Three bad lines, and a fourth error when our first answer happened to be (0,0).
    const bool collided = r.out.find(R"("response":{"x":0,"y":0})") != std::string::npos;
    CHECK(split_lines(r.err).size() == (collided ? 4u : 3u));
    // The referee expects error replies for the three bad lines and a legal answer for the last
    // unless it collides with our own first answer.
    CHECK(check_nogo_transcript(input, r.out, true) == "");
}
