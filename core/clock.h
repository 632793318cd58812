// Wall-clock deadlines. Every search polls one; a bot never answers after its deadline.
#pragma once

#include <algorithm>
#include <chrono>

namespace core {

using SteadyClock = std::chrono::steady_clock;

// The time point `seconds` after t.
inline SteadyClock::time_point time_after(SteadyClock::time_point t, double seconds) {
    return t + std::chrono::duration_cast<SteadyClock::duration>(
                   std::chrono::duration<double>(seconds));
}

// Seconds elapsed since t.
inline double seconds_since(SteadyClock::time_point t) {
    return std::chrono::duration<double>(SteadyClock::now() - t).count();
}

// A point in wall time after which a search must have returned. Cheap to poll (one clock read);
// searches poll it every few hundred nodes, not on every node.
class Deadline {
  public:
    // A deadline `seconds` from now (or from `start`).
    static Deadline after(double seconds, SteadyClock::time_point start = SteadyClock::now()) {
        return Deadline(start, start + std::chrono::duration_cast<SteadyClock::duration>(
                                           std::chrono::duration<double>(seconds)));
    }
    // A deadline that never expires (fixed-iteration searches, benchmarks).
    static Deadline never() { return Deadline(SteadyClock::now(), SteadyClock::time_point::max()); }

    bool expired() const { return SteadyClock::now() >= end_; }
    // Whether this deadline came from never().
    bool is_never() const { return end_ == SteadyClock::time_point::max(); }
    // Seconds left (negative once expired); a large number for never().
    double remaining() const {
        if (is_never()) return 1e9;
        return std::chrono::duration<double>(end_ - SteadyClock::now()).count();
    }
    // Seconds since the deadline was set.
    double elapsed() const { return seconds_since(start_); }
    SteadyClock::time_point start() const { return start_; }
    SteadyClock::time_point end() const { return end_; }

  private:
    Deadline(SteadyClock::time_point start, SteadyClock::time_point end)
        : start_(start), end_(end) {}
    SteadyClock::time_point start_;
    SteadyClock::time_point end_;
};

// The searches stop SEARCH_MARGIN_SHARE of the time left before the caller's deadline, at most
// SEARCH_MARGIN_MAX seconds early: the last poll interval, the final choice and a preemption by
// the scheduler must all fit in that margin. (With the other core busy, turns of a 0.9 s
// deadline without a margin ended up to 20 ms late.) The budgets the protocols give a turn are
// bot/time_budget.h.
constexpr double SEARCH_MARGIN_SHARE = 0.05;
constexpr double SEARCH_MARGIN_MAX = 0.03;

// `d` brought forward by the search margin; a deadline that never expires stays so.
inline Deadline with_search_margin(const Deadline& d) {
    if (d.is_never()) return d;
    const double left = d.remaining();
    return Deadline::after(
        std::max(0.0, left - std::min(SEARCH_MARGIN_MAX, SEARCH_MARGIN_SHARE * left)));
}

}  // namespace core
