#include "bot/arena/players/course_lib.h"

#include <dlfcn.h>
#include <stdio.h>

#include <sstream>
#include <vector>

namespace arena {

namespace {

// The course's Point: two public ints, x then y.
struct CoursePoint {
    int x;
    int y;
};
using GetPoint = CoursePoint* (*)(int, int, const int*, const int*, int, int, int, int);
using ClearPoint = void (*)(CoursePoint*);

}  // namespace

int serve_course_library(const std::string& path, int in, int out) {
    FILE* reader = fdopen(in, "r");
    FILE* writer = fdopen(out, "w");
    if (!reader || !writer) return 2;
    void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    GetPoint get_point = lib ? reinterpret_cast<GetPoint>(dlsym(lib, "getPoint")) : nullptr;
    ClearPoint clear_point = lib ? reinterpret_cast<ClearPoint>(dlsym(lib, "clearPoint")) : nullptr;
    if (!get_point || !clear_point) {
        const char* why = dlerror();
        fprintf(writer, "error: %s\n", why ? why : "getPoint or clearPoint is missing");
        fflush(writer);
        return 2;
    }
    int m, n, no_x, no_y, last_x, last_y;
    while (fscanf(reader, "%d %d %d %d %d %d", &m, &n, &no_x, &no_y, &last_x, &last_y) == 6) {
        if (m <= 0 || n <= 0 || m > 64 || n > 64) return 2;
        std::vector<int> top(static_cast<size_t>(n)), board(static_cast<size_t>(m * n));
        for (int& v : top)
            if (fscanf(reader, "%d", &v) != 1) return 2;
        for (int& v : board)
            if (fscanf(reader, "%d", &v) != 1) return 2;
        CoursePoint* p = get_point(m, n, top.data(), board.data(), last_x, last_y, no_x, no_y);
        if (!p) {
            fprintf(writer, "error: getPoint returned a null pointer\n");
            fflush(writer);
            return 3;
        }
        fprintf(writer, "%d %d\n", p->x, p->y);
        fflush(writer);
        clear_point(p);
    }
    return 0;
}

CourseLibraryPlayer::CourseLibraryPlayer(std::string path) : path_(std::move(path)) {
    core::Expected<Process> p = Process::fork_call(
        [this](int in, int out) { return serve_course_library(path_, in, out); });
    if (p) {
        process_ = std::move(*p);
    } else {
        spawn_error_ = p.error();
    }
}

Answer CourseLibraryPlayer::play(const Turn& turn) {
    const auto start = core::SteadyClock::now();
    Answer a;
    a.status = AnswerStatus::CRASH;
    if (!process_) {
        a.detail = spawn_error_.empty() ? "the library's process has ended" : spawn_error_;
        return a;
    }
    const connect4::Board& board = turn.position.connect4();
    const int m = board.rows(), n = board.cols();
    std::vector<int> top(static_cast<size_t>(n)), cells(static_cast<size_t>(m * n));
    board.to_course(top.data(), cells.data());
    const Move no = turn.record.forbidden.empty() ? Move{-1, -1} : turn.record.forbidden[0];
    const Move last = turn.record.moves.empty() ? Move{-1, -1} : turn.record.moves.back();
    std::ostringstream request;
    request << m << ' ' << n << ' ' << no.x << ' ' << no.y << ' ' << last.x << ' ' << last.y;
    for (int v : top) request << ' ' << v;
    for (int v : cells) request << ' ' << v;
    request << '\n';
    std::string line;
    const auto deadline = core::time_after(start, turn.limit);
    process_->write(request.str(), deadline);
    const ReadStatus status = process_->read_line(line, deadline);
    a.seconds = core::seconds_since(start);
    if (status == ReadStatus::TIMEOUT) {
        a.status = AnswerStatus::TIMEOUT;
        a.detail = "getPoint did not return within the limit";
    } else if (status == ReadStatus::LINE && line.compare(0, 6, "error:") != 0) {
        std::istringstream in(line);
        if (in >> a.move.x >> a.move.y) {
            a.status = AnswerStatus::OK;
            return a;
        }
        a.status = AnswerStatus::MALFORMED;
        a.detail = "unreadable answer from the library's process";
    } else if (status == ReadStatus::LINE) {
        a.detail = line.substr(0, 200);
    } else {
        a.detail = "getPoint: " + process_->finish(0.5).text();
    }
    process_.reset();
    return a;
}

}  // namespace arena
