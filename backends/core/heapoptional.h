// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace Tunebench {

/// std::optional's interface with the value on the heap: an empty one is a null pointer, so a big,
/// mostly absent member costs a pointer in the structure that holds it (netperf's parsed tests:
/// a log holds tens of thousands, most without a result of their own). Copies are deep.
template<typename T>
class HeapOptional
{
public:
    HeapOptional() = default;
    HeapOptional(const T &value) : m_value(std::make_unique<T>(value)) { }
    HeapOptional(T &&value) : m_value(std::make_unique<T>(std::move(value))) { }
    HeapOptional(const HeapOptional &other) : m_value(other.m_value ? std::make_unique<T>(*other.m_value) : nullptr) { }
    HeapOptional(HeapOptional &&) noexcept = default;
    HeapOptional &operator=(const HeapOptional &other)
    {
        if (this != &other)
            m_value = other.m_value ? std::make_unique<T>(*other.m_value) : nullptr;
        return *this;
    }
    HeapOptional &operator=(HeapOptional &&) noexcept = default;
    ~HeapOptional() = default;

    [[nodiscard]] bool has_value() const { return bool(m_value); }
    explicit operator bool() const { return bool(m_value); }
    [[nodiscard]] T &operator*() { return *m_value; }
    [[nodiscard]] const T &operator*() const { return *m_value; }
    [[nodiscard]] T *operator->() { return m_value.get(); }
    [[nodiscard]] const T *operator->() const { return m_value.get(); }
    /// Replaces the value with a default-constructed one.
    T &emplace()
    {
        m_value = std::make_unique<T>();
        return *m_value;
    }
    void reset() { m_value.reset(); }
    /// A copy as std::optional, for code that keeps the value on its own.
    [[nodiscard]] std::optional<T> toOptional() const { return m_value ? std::optional<T>(*m_value) : std::nullopt; }

private:
    std::unique_ptr<T> m_value;
};

} // namespace Tunebench
