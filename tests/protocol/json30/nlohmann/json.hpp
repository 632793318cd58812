// The surface of nlohmann/json 3.0 that the Botzone bundles may use, declared and never defined:
// tests/protocol/bundle_check.cmake compiles each Botzone bundle against this header with
// -fsyntax-only, so a bundle that calls anything else (contains(), error_handler_t, items() ...)
// fails to compile. Botzone's json.hpp is of an unpublished version; every member declared
// here is in json 3.0.0 with the same signature (json.nlohmann.me, the API pages' version
// histories). Add a member only when json 3.0 has it.
//
// Not declared on purpose: contains() (3.6), error_handler_t and dump's fourth argument (3.4),
// get_to() (3.3), items() (3.1), the NLOHMANN_JSON_VERSION_* macros (3.1), update() and
// accept() (3.0 has them, the bundles need neither).
#pragma once

#include <cstddef>
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <iterator>
#include <string>

namespace nlohmann {

class json {
  public:
    // The base of the library's exceptions (3.0): parse_error, type_error, out_of_range ...
    class exception : public std::exception {
      public:
        const char* what() const noexcept override;
        const int id;

      protected:
        exception(int id_, const char* what_arg);
    };

    using size_type = std::size_t;

    template <bool Const>
    class basic_iterator {
      public:
        using iterator_category = std::bidirectional_iterator_tag;  // 3.0: bidirectional
        using value_type = json;
        using difference_type = std::ptrdiff_t;
        using pointer = typename std::conditional<Const, const json*, json*>::type;
        using reference = typename std::conditional<Const, const json&, json&>::type;

        basic_iterator();
        reference operator*() const;
        pointer operator->() const;
        basic_iterator& operator++();
        basic_iterator operator++(int);
        basic_iterator& operator--();
        basic_iterator operator--(int);
        bool operator==(const basic_iterator& other) const;
        bool operator!=(const basic_iterator& other) const;
        const std::string& key() const;
        reference value() const;
    };
    using iterator = basic_iterator<false>;
    using const_iterator = basic_iterator<true>;

    json();
    json(std::nullptr_t);
    json(bool value);
    json(int value);
    json(long value);
    json(long long value);
    json(unsigned value);
    json(unsigned long value);
    json(unsigned long long value);
    json(double value);
    json(const char* value);
    json(const std::string& value);
    json(std::initializer_list<json> init);
    json(const json& other);
    json(json&& other) noexcept;
    json& operator=(json other) noexcept;
    ~json();

    static json parse(const std::string& text);

    std::string dump(int indent = -1, char indent_char = ' ', bool ensure_ascii = false) const;
    const char* type_name() const noexcept;

    bool is_null() const noexcept;
    bool is_boolean() const noexcept;
    bool is_number() const noexcept;
    bool is_number_integer() const noexcept;
    bool is_number_unsigned() const noexcept;
    bool is_number_float() const noexcept;
    bool is_string() const noexcept;
    bool is_array() const noexcept;
    bool is_object() const noexcept;

    template <typename T>
    T get() const;

    bool empty() const noexcept;
    size_type size() const noexcept;

    iterator begin() noexcept;
    const_iterator begin() const noexcept;
    iterator end() noexcept;
    const_iterator end() const noexcept;
    iterator find(const std::string& key);
    const_iterator find(const std::string& key) const;
    size_type count(const std::string& key) const;

    json& operator[](size_type index);
    const json& operator[](size_type index) const;
    json& operator[](const std::string& key);
    const json& operator[](const std::string& key) const;
    json& at(size_type index);
    const json& at(size_type index) const;
    json& at(const std::string& key);
    const json& at(const std::string& key) const;

    void push_back(const json& value);
};

}  // namespace nlohmann
