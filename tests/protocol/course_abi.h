// The course library's interface as its host sees it (bot/course/course_library.cpp is the
// library's side): getPoint allocates the answer, a Point of two public ints, x (row from the
// top) then y (column), and the host frees it through clearPoint.
#pragma once

namespace protocol_test {

struct Point {
    int x, y;
};
using GetPoint = Point* (*)(int, int, const int*, const int*, int, int, int, int);
using ClearPoint = void (*)(Point*);

}  // namespace protocol_test
