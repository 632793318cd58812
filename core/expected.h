// A value or the reason there is none: how parsers and constructors at the edges report bad input.
// The message is one line naming what was wrong; code below the adapters never sees a failure.
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace core {

struct Error {
    std::string message;
};

template <class T>
class Expected {
  public:
    Expected(T value) : value_(std::move(value)) {}              // NOLINT: implicit by design
    Expected(Error error) : error_(std::move(error.message)) {}  // NOLINT: implicit by design

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& {
        assert(ok());
        return *value_;
    }
    T& value() & {
        assert(ok());
        return *value_;
    }
    T&& value() && {
        assert(ok());
        return std::move(*value_);
    }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }
    // The reason; empty when ok().
    const std::string& error() const { return error_; }

  private:
    std::optional<T> value_;
    std::string error_;
};

}  // namespace core
