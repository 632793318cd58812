#include "bot/botzone/launch_time.h"

#include <chrono>
#include <fstream>
#include <sstream>

#include "bot/botzone/options.h"

#ifdef __linux__
#include <time.h>
#include <unistd.h>
#endif

namespace bot {

bool parse_start_ticks(const std::string& stat, uint64_t* ticks) {
    const std::size_t close = stat.rfind(')');
    if (close == std::string::npos) return false;
    std::istringstream fields(stat.substr(close + 1));
    std::string field;
    // After the command name come the state (field 3) and, 19 fields on, the start time (22).
    for (int i = 3; i < 22; ++i)
        if (!(fields >> field)) return false;
    return fields >> field && parse_u64(field, ticks);
}

core::SteadyClock::time_point launch_time() {
    const auto now = core::SteadyClock::now();
#ifdef __linux__
    std::ifstream file("/proc/self/stat");
    std::string stat;
    uint64_t ticks = 0;
    const long per_second = sysconf(_SC_CLK_TCK);
    timespec boot{};
    if (!std::getline(file, stat) || !parse_start_ticks(stat, &ticks) || per_second <= 0 ||
        clock_gettime(CLOCK_BOOTTIME, &boot) != 0)
        return now;
    const double age =
        double(boot.tv_sec) + 1e-9 * double(boot.tv_nsec) - double(ticks) / double(per_second);
    if (!(age >= 0 && age <= MAX_LAUNCH_AGE)) return now;
    return now - std::chrono::duration_cast<core::SteadyClock::duration>(
                     std::chrono::duration<double>(age));
#else
    return now;
#endif
}

}  // namespace bot
