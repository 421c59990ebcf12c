// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

#include <utility>
#include <variant>

namespace Tunebench {

/// Either a value or an Error. Deliberately small: no exceptions cross backend boundaries.
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_data(std::move(value)) { }
    Result(Error error) : m_data(std::move(error)) { }

    [[nodiscard]] bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    [[nodiscard]] const T &value() const & { return std::get<T>(m_data); }
    [[nodiscard]] T &value() & { return std::get<T>(m_data); }
    [[nodiscard]] T &&value() && { return std::get<T>(std::move(m_data)); }
    [[nodiscard]] const Error &error() const { return std::get<Error>(m_data); }

    const T *operator->() const { return &value(); }
    const T &operator*() const { return value(); }

private:
    std::variant<T, Error> m_data;
};

struct Ok
{
};

/// Result of an operation that yields nothing but success or an error.
using Status = Result<Ok>;

[[nodiscard]] inline Error makeError(ErrorCode code, QString message, QString detail = {})
{
    return Error{code, std::move(message), std::move(detail)};
}

} // namespace Tunebench
