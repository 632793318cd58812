// Tests that hand the arena's output to programs nobody here wrote (gnugo reads our SGF,
// Chromium renders our HTML report): their shared helpers. external_main.cpp finds the program
// or skips the tests.
#pragma once

#include <string>

// The path of the program the tests of this run use (external_main.cpp).
extern std::string external_tool;

// Runs `command` with sh and returns what it wrote on stdout; `status` gets its exit status.
std::string run_command(const std::string& command, int* status = nullptr);

// A fresh, empty directory under the build's test output directory (OUTPUT_DIR), named `name`.
std::string fresh_directory(const std::string& name);
