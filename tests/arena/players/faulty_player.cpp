// A player that breaks one rule, chosen by its argument, after reading its input line:
//   sleep      answers only after 10 s          (a timeout)
//   abort      aborts                           (a crash)
//   illegal    answers {"x":-1,"y":-1}          (an illegal move in both games)
//   malformed  prints a line that is not JSON   (malformed output)
//   silent     exits with status 0, no output   (malformed: no answer)
//   nomarker   answers legally-shaped (0,0) and, in keep-running use, never prints the marker
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <thread>

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    std::string line;
    std::getline(std::cin, line);
    if (mode == "sleep") {
        std::this_thread::sleep_for(std::chrono::seconds(10));
        std::cout << "{\"response\":{\"x\":0,\"y\":0}}" << std::endl;
    } else if (mode == "abort") {
        std::abort();
    } else if (mode == "illegal") {
        std::cout << "{\"response\":{\"x\":-1,\"y\":-1}}" << std::endl;
    } else if (mode == "malformed") {
        std::cout << "my move is 3 4" << std::endl;
    } else if (mode == "nomarker") {
        std::cout << "{\"response\":{\"x\":0,\"y\":0}}" << std::endl;
        std::this_thread::sleep_for(std::chrono::seconds(10));
    } else if (mode != "silent") {
        return 2;
    }
    return 0;
}
