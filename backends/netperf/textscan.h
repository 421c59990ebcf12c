// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <charconv>
#include <cstring>
#include <cmath>
#include <optional>
#include <string_view>

// Byte-level scanning for the netperf parser. netperf prints ASCII, and the parser must keep up
// with grep on big logs, so lines stay QByteArrayViews and numbers go through std::from_chars
// (no QString or regex per line).
namespace Tunebench::TextScan {

[[nodiscard]] inline bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

[[nodiscard]] inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

[[nodiscard]] inline bool isUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}

[[nodiscard]] inline QByteArrayView trimmed(QByteArrayView view)
{
    qsizetype begin = 0;
    qsizetype end = view.size();
    while (begin < end && isBlank(view[begin]))
        ++begin;
    while (end > begin && isBlank(view[end - 1]))
        --end;
    return view.sliced(begin, end - begin);
}

[[nodiscard]] inline QByteArrayView skipBlanks(QByteArrayView view)
{
    qsizetype begin = 0;
    while (begin < view.size() && isBlank(view[begin]))
        ++begin;
    return view.sliced(begin);
}

/// Returns the next blank-separated token and advances @p rest past it.
[[nodiscard]] inline QByteArrayView nextToken(QByteArrayView &rest)
{
    rest = skipBlanks(rest);
    qsizetype end = 0;
    while (end < rest.size() && !isBlank(rest[end]))
        ++end;
    const QByteArrayView token = rest.first(end);
    rest = rest.sliced(end);
    return token;
}

/// startsWith for a string literal, inlined: the parser asks this of every line.
template<qsizetype N>
[[nodiscard]] inline bool startsWith(QByteArrayView view, const char (&literal)[N])
{
    return view.size() >= N - 1 && std::memcmp(view.data(), literal, N - 1) == 0;
}

/// Substring search through std::string_view (memchr for the first byte, then a compare), which
/// beats a rolling hash on the short lines netperf prints.
[[nodiscard]] inline bool contains(QByteArrayView view, std::string_view needle)
{
    return std::string_view(view.data(), size_t(view.size())).find(needle) != std::string_view::npos;
}

/// Parses a number at @p begin. Plain decimals as netperf prints them ("-1.000", "37470.76") take
/// Clinger's fast path: at most 15 significant digits divided by an exact power of ten is
/// correctly rounded. Anything else (exponents, long mantissas) goes to std::from_chars.
[[nodiscard]] inline const char *parseNumber(const char *begin, const char *end, double &value)
{
    static constexpr double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    const char *p = begin;
    const bool negative = p < end && *p == '-';
    p += negative ? 1 : 0;
    quint64 mantissa = 0;
    int digits = 0;
    int decimals = 0;
    const char *digitsStart = p;
    for (; p < end && isDigit(*p); ++p, ++digits)
        mantissa = mantissa * 10 + quint64(*p - '0');
    if (p < end && *p == '.') {
        for (++p; p < end && isDigit(*p); ++p, ++digits, ++decimals)
            mantissa = mantissa * 10 + quint64(*p - '0');
    }
    if (digits == 0)
        return nullptr; // words, "inf", "nan": not numbers netperf prints
    const bool plain = digits <= 15 && (p == end || (*p != 'e' && *p != 'E'));
    if (plain && p - digitsStart > (decimals > 0 ? 1 : 0)) {
        value = double(mantissa) / powers[decimals];
        value = negative ? -value : value;
        return p;
    }
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    return ec == std::errc() && std::isfinite(value) ? ptr : nullptr;
}

/// The whole token as a finite number, or nothing ("10^6bits/s", "nan" and "" are not numbers).
[[nodiscard]] inline std::optional<double> toNumber(QByteArrayView token)
{
    if (token.isEmpty())
        return std::nullopt;
    const char *end = token.data() + token.size();
    double value = 0;
    if (parseNumber(token.data(), end, value) != end)
        return std::nullopt;
    return value;
}

/// Parses a number at the start of @p rest (after blanks) and advances past it.
[[nodiscard]] inline std::optional<double> takeNumber(QByteArrayView &rest)
{
    rest = skipBlanks(rest);
    if (rest.isEmpty())
        return std::nullopt;
    double value = 0;
    const char *ptr = parseNumber(rest.data(), rest.data() + rest.size(), value);
    if (!ptr)
        return std::nullopt;
    rest = rest.sliced(ptr - rest.data());
    return value;
}

/// Consumes @p literal at the start of @p rest (after blanks) when it is there.
template<qsizetype N>
[[nodiscard]] inline bool takeLiteral(QByteArrayView &rest, const char (&literal)[N])
{
    rest = skipBlanks(rest);
    if (!startsWith(rest, literal))
        return false;
    rest = rest.sliced(N - 1);
    return true;
}

/// True when every blank-separated token of @p line is a number (and there is at least one).
[[nodiscard]] inline bool isNumberRow(QByteArrayView line, int *count = nullptr)
{
    int tokens = 0;
    QByteArrayView rest = line;
    for (QByteArrayView token = nextToken(rest); !token.isEmpty(); token = nextToken(rest)) {
        if (!toNumber(token))
            return false;
        ++tokens;
    }
    if (count)
        *count = tokens;
    return tokens > 0;
}

} // namespace Tunebench::TextScan
