// The course's shared library interface (Compete host, course machines):
//
//   extern "C" Point* getPoint(const int M, const int N, const int* top, const int* _board,
//                              const int lastX, const int lastY, const int noX, const int noY);
//   extern "C" void clearPoint(Point* p);
//
// Only these two symbols are exported (course_library.map). One CoursePlayer lives for the whole
// time the host keeps the library loaded; it detects new games itself. Each call answers within
// 2.5 s of the 3 s limit unless the environment says otherwise: CONNECT4_COURSE_OPTIONS may hold
// the bots' flags (e.g. "--time 1.5 --engine uct --seed 7 --iterations 5000"), read once at the
// first call; a bad value is reported on stderr and the defaults are kept. The course's single
// source file, dist/connect4_course.cpp, holds this library and Saiblo's program
// (saiblo_main.cpp); a library built from it without the map exports the project's C++
// functions as well.
#include <cstdio>
#include <cstdlib>
#include <new>
#include <sstream>
#include <string>
#include <vector>

#include "bot/botzone/options.h"
#include "bot/course/course_player.h"

// Layout-compatible with the course's `class Point { public: int x, y; Point(int x, int y); }`:
// two ints, x (row from the top) then y (column), standard layout.
struct Point {
    int x;
    int y;
    Point(int x_, int y_) : x(x_), y(y_) {}
};

namespace {

bot::BotOptions options_from_environment() {
    const char* text = std::getenv("CONNECT4_COURSE_OPTIONS");
    if (!text) return {};
    std::vector<std::string> words{"getPoint"};
    std::istringstream in(text);
    for (std::string w; in >> w;) words.push_back(w);
    std::vector<const char*> argv;
    for (const std::string& w : words) argv.push_back(w.c_str());
    core::Expected<bot::BotOptions> parsed =
        bot::parse_options(int(argv.size()), argv.data(), false);
    if (parsed) return *parsed;
    std::fprintf(stderr, "getPoint: CONNECT4_COURSE_OPTIONS ignored: %s\n", parsed.error().c_str());
    return {};
}

const bot::BotOptions& options() {
    static const bot::BotOptions the_options = options_from_environment();
    return the_options;
}

bot::CoursePlayer& player() {
    static bot::CoursePlayer the_player{bot::engine_options(options())};
    return the_player;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) Point* getPoint(const int M, const int N,
                                                                  const int* top, const int* _board,
                                                                  const int lastX, const int lastY,
                                                                  const int noX, const int noY) {
    const core::Deadline deadline =
        core::Deadline::after(bot::turn_budget(options(), bot::CONNECT4_TIME, false, 0));
    const bot::CourseTurn turn{M, N, top, _board, lastX, lastY, noX, noY};
    const bot::CourseMove move = player().choose(turn, deadline);
    if (!move.error.empty())
        std::fprintf(stderr, "getPoint: bad position: %s\n", move.error.c_str());
    return new (std::nothrow) Point(move.cell.x, move.cell.y);
}

extern "C" __attribute__((visibility("default"))) void clearPoint(Point* p) {
    delete p;
}
