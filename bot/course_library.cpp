// The course's shared library interface (Compete host, course machines):
//
//   extern "C" Point* getPoint(const int M, const int N, const int* top, const int* _board,
//                              const int lastX, const int lastY, const int noX, const int noY);
//   extern "C" void clearPoint(Point* p);
//
// Only these two symbols are exported (course_library.map). One CoursePlayer lives for the whole
// time the host keeps the library loaded; it detects new games itself. Each call answers within
// 2.5 s of the 3 s limit.
#include <cstdio>
#include <new>

#include "bot/course_player.h"
#include "bot/options.h"

// Layout-compatible with the course's `class Point { public: int x, y; Point(int x, int y); }`:
// two ints, x (row from the top) then y (column), standard layout.
struct Point {
    int x;
    int y;
    Point(int x_, int y_) : x(x_), y(y_) {}
};

namespace {

bot::CoursePlayer& player() {
    static bot::CoursePlayer the_player{connect4::EngineOptions{}};
    return the_player;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) Point* getPoint(const int M, const int N,
                                                                  const int* top, const int* _board,
                                                                  const int lastX, const int lastY,
                                                                  const int noX, const int noY) {
    const core::Deadline deadline = core::Deadline::after(bot::CONNECT4_TIME.turn_seconds);
    const bot::CourseTurn turn{M, N, top, _board, lastX, lastY, noX, noY};
    const bot::CourseMove move = player().choose(turn, deadline);
    if (!move.error.empty())
        std::fprintf(stderr, "getPoint: bad position: %s\n", move.error.c_str());
    return new (std::nothrow) Point(move.cell.x, move.cell.y);
}

extern "C" __attribute__((visibility("default"))) void clearPoint(Point* p) {
    delete p;
}
