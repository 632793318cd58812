// The searches' large arrays: zero-filled memory that the OS maps page by page as it is first
// touched, in transparent huge pages (2 MiB) where Linux offers them.
//
// A tree or graph of a few hundred MiB is read at random: with 4 KiB pages nearly every access
// to a node far from the last one misses the TLB, and its page walk is a cache miss of its own.
// With 2 MiB pages the same memory takes 512 times fewer TLB entries. The pages are asked for
// with madvise(MADV_HUGEPAGE), a hint: where the OS refuses, the array works the same with
// small pages. Elsewhere than Linux the array is std::calloc's.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <utility>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace core {

// n values of T, every byte zero, owned; pages untouched until used. T must be trivial (an
// all-zero value is what a T of the array starts as). Throws std::bad_alloc when the memory is
// not there.
template <class T>
class PageArray {
    static_assert(std::is_trivial<T>::value, "PageArray holds trivial types only");

  public:
    PageArray() = default;
    explicit PageArray(size_t n) : bytes_(n * sizeof(T)) {
        data_ = static_cast<T*>(map(bytes_));
        if (!data_) throw std::bad_alloc();
    }
    PageArray(PageArray&& o) noexcept { *this = std::move(o); }
    PageArray& operator=(PageArray&& o) noexcept {
        std::swap(data_, o.data_);
        std::swap(bytes_, o.bytes_);
        return *this;
    }
    PageArray(const PageArray&) = delete;
    PageArray& operator=(const PageArray&) = delete;
    ~PageArray() {
        if (data_) unmap(data_, bytes_);
    }

    T* get() const { return data_; }
    T& operator[](size_t i) const { return data_[i]; }
    explicit operator bool() const { return data_ != nullptr; }

  private:
    static constexpr size_t HUGE_PAGE = size_t(2) << 20;  // x86-64's transparent huge page

#ifdef __linux__
    // An anonymous mapping, zero-filled by the kernel, aligned to HUGE_PAGE: a larger mapping
    // is made and the parts before the first boundary and after the end are returned, so that
    // every whole 2 MiB of the array can be one huge page.
    static void* map(size_t bytes) {
        const size_t size = round_up(std::max<size_t>(bytes, 1), HUGE_PAGE);
        void* raw = mmap(nullptr, size + HUGE_PAGE, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (raw == MAP_FAILED) return nullptr;
        const uintptr_t start = reinterpret_cast<uintptr_t>(raw);
        const uintptr_t aligned = round_up(start, HUGE_PAGE);
        if (aligned > start) munmap(raw, aligned - start);
        munmap(reinterpret_cast<void*>(aligned + size), start + HUGE_PAGE - aligned);
#ifdef MADV_HUGEPAGE
        madvise(reinterpret_cast<void*>(aligned), size, MADV_HUGEPAGE);  // a hint (file comment)
#endif
        return reinterpret_cast<void*>(aligned);
    }
    static void unmap(void* p, size_t bytes) {
        munmap(p, round_up(std::max<size_t>(bytes, 1), HUGE_PAGE));
    }
#else
    static void* map(size_t bytes) {
        return std::calloc(std::max<size_t>(bytes, 1), 1);
    }
    static void unmap(void* p, size_t) {
        std::free(p);
    }
#endif
    static size_t round_up(size_t n, size_t to) {
        return (n + to - 1) / to * to;
    }

    T* data_ = nullptr;
    size_t bytes_ = 0;
};

}  // namespace core
