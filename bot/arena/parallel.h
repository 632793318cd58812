// Running independent tasks in forked children, at most J at a time: how a match plays its games
// and how a check replays its games. Each child computes one line of text for its task; the
// parent receives the lines in the order the tasks finish.
#pragma once

#include <functional>
#include <string>

#include "core/expected.h"

namespace arena {

// Runs work(i) for i = 0 .. tasks-1, each in a forked child (work's result, one line without
// newline, is sent back), at most `jobs` at a time. done(i, line) is called in the parent as
// each task finishes; when it returns false no new task is started (running ones still finish
// and are reported). Returns the number of tasks reported; fails naming the task when a child
// dies without its line (the other children are then killed).
core::Expected<int> run_in_children(int tasks, int jobs,
                                    const std::function<std::string(int)>& work,
                                    const std::function<bool(int, const std::string&)>& done);

}  // namespace arena
