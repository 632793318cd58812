// A course library (spec/connect4.md, interface 1) for the arena's tests: getPoint answers the
// leftmost legal cell, or with COURSE_CRASH defined dereferences a null pointer.
#include <csignal>

struct Point {
    int x;
    int y;
};

extern "C" Point* getPoint(int M, int N, const int* top, const int* board, int lastX, int lastY,
                           int noX, int noY) {
    (void)M, (void)board, (void)lastX, (void)lastY, (void)noX, (void)noY;
#ifdef COURSE_CRASH
    std::raise(SIGSEGV);
#endif
    for (int y = 0; y < N; ++y)
        if (top[y] > 0) return new Point{top[y] - 1, y};
    return new Point{-1, -1};
}

extern "C" void clearPoint(Point* p) {
    delete p;
}
