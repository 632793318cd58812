// The searches' page-mapped arrays (core/pages.h): zero-filled, writable end to end, aligned for
// huge pages on Linux, owned and moved without copies.
#include <doctest/doctest.h>

#include <cstdint>
#include <utility>

#include "core/pages.h"

TEST_CASE("a page array starts all zero and holds what is written anywhere in it") {
    for (size_t n : {size_t(1), size_t(1000), size_t(3) << 20}) {
        core::PageArray<uint32_t> a(n);
        REQUIRE(a);
        for (size_t i = 0; i < n; i += 997) CHECK(a[i] == 0);
        CHECK(a[n - 1] == 0);
        for (size_t i = 0; i < n; i += 997) a[i] = uint32_t(i) + 1;
        a[n - 1] = 7;
        for (size_t i = 0; i + 1 < n; i += 997) CHECK(a[i] == uint32_t(i) + 1);
        CHECK(a[n - 1] == 7);
#ifdef __linux__
        CHECK(reinterpret_cast<uintptr_t>(a.get()) % (size_t(2) << 20) == 0);
#endif
    }
}

TEST_CASE("a page array moves its memory and leaves the source empty") {
    core::PageArray<float> a(4096);
    a[4095] = 2.5f;
    float* const memory = a.get();
    core::PageArray<float> b(std::move(a));
    CHECK(!a);
    CHECK(b.get() == memory);
    CHECK(b[4095] == 2.5f);
    core::PageArray<float> c;
    CHECK(!c);
    c = std::move(b);
    CHECK(c.get() == memory);
    CHECK(c[4095] == 2.5f);
}
