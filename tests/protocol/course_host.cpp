// course_host LIBRARY [FLAGS...]: speaks Saiblo's program protocol (bot/course/saiblo.h) through a
// course library loaded with dlopen, as `connect4 --saiblo` does through its own course player:
// the same input, the same framed answers, the same exit codes (2 on a bad header, a truncated
// turn, or a turn the library answers with (-1,-1)). FLAGS, the bots' flags, reach the library
// as CONNECT4_COURSE_OPTIONS. The course bundle's test (bundle_check.cmake) compares through it
// the library built from dist/connect4_course.cpp with libconnect4course.so and `connect4
// --saiblo`. Exit code 64 when the library cannot be loaded.
#include <dlfcn.h>

#include <cstdlib>
#include <iostream>
#include <string>

#include "bot/course/saiblo.h"
#include "tests/protocol/course_abi.h"

using namespace protocol_test;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: course_host LIBRARY [FLAGS...]\n";
        return 64;
    }
    std::string flags;
    for (int i = 2; i < argc; ++i) flags += std::string(i > 2 ? " " : "") + argv[i];
    setenv("CONNECT4_COURSE_OPTIONS", flags.c_str(), 1);
    void* library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        std::cerr << "course_host: " << dlerror() << '\n';
        return 64;
    }
    const auto get_point = reinterpret_cast<GetPoint>(dlsym(library, "getPoint"));
    const auto clear_point = reinterpret_cast<ClearPoint>(dlsym(library, "clearPoint"));
    if (!get_point || !clear_point) {
        std::cerr << "course_host: " << argv[1] << " lacks getPoint or clearPoint\n";
        return 64;
    }

    bot::TokenReader reader(std::cin);
    const core::Expected<bot::SaibloHeader> header = bot::read_saiblo_header(reader);
    if (!header) {
        std::cerr << "course_host: error: " << header.error() << '\n';
        return 2;
    }
    for (int turn = 1; !reader.at_end(); ++turn) {
        const core::Expected<bot::SaibloTurn> t = bot::read_saiblo_turn(reader, *header);
        if (!t) {
            std::cerr << "course_host: error: turn " << turn << ": " << t.error() << '\n';
            return 2;
        }
        Point* p = get_point(header->rows, header->cols, t->top.data(), t->board.data(), t->last_x,
                             t->last_y, header->no_x, header->no_y);
        if (!p) {
            std::cerr << "course_host: error: turn " << turn << ": getPoint returned null\n";
            return 2;
        }
        const int x = p->x, y = p->y;
        clear_point(p);
        if (x < 0) {
            std::cerr << "course_host: error: turn " << turn << ": no move\n";
            return 2;
        }
        std::cout << bot::saiblo_frame(std::to_string(x) + " " + std::to_string(y)) << std::flush;
    }
    return 0;
}
