// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <charconv>
#include <cmath>
#include <cstring>
#include <optional>
#include <string_view>

// The byte-level helpers the netperf parser, importer, banner and failure readers share. netperf
// prints ASCII: lines stay QByteArrayViews, and numbers are read with std::from_chars.
namespace Tunebench::NetperfText {

/// A blank inside a line: ' ', '\t', '\v', '\f' and '\r' ('\n' ends the line).
[[nodiscard]] inline bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

[[nodiscard]] inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

[[nodiscard]] inline bool isUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}

/// A character of netperf's -k keys and omni selector names.
[[nodiscard]] inline bool isKeyChar(char c)
{
    return isUpper(c) || isDigit(c) || c == '_';
}

/// @p view starts with @p literal. Inline, as Qt 6.4's QByteArrayView::startsWith() is a library
/// call: the parser asks this of every line, the importer of every byte that may start a record.
template <qsizetype N> [[nodiscard]] inline bool startsWith(QByteArrayView view, const char (&literal)[N])
{
    return view.size() >= N - 1 && std::memcmp(view.data(), literal, size_t(N - 1)) == 0;
}

/// Where @p needle first is in @p view, or -1: std::string_view's search (Qt 6.4's costs more on
/// short lines).
[[nodiscard]] inline qsizetype indexOf(QByteArrayView view, std::string_view needle)
{
    const size_t at = std::string_view(view.data(), size_t(view.size())).find(needle);
    return at == std::string_view::npos ? -1 : qsizetype(at);
}

[[nodiscard]] inline bool contains(QByteArrayView view, std::string_view needle)
{
    return indexOf(view, needle) >= 0;
}

[[nodiscard]] inline QByteArrayView skipBlanks(QByteArrayView view)
{
    qsizetype begin = 0;
    while (begin < view.size() && isBlank(view[begin]))
        ++begin;
    return view.sliced(begin);
}

[[nodiscard]] inline QByteArrayView trimmed(QByteArrayView view)
{
    view = skipBlanks(view);
    qsizetype end = view.size();
    while (end > 0 && isBlank(view[end - 1]))
        --end;
    return view.first(end);
}

/// The next blank-separated token (empty at the end); @p rest goes on after it.
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

/// @p literal after blanks at the start of @p rest: taken, or false.
template <qsizetype N> [[nodiscard]] inline bool takeLiteral(QByteArrayView &rest, const char (&literal)[N])
{
    rest = skipBlanks(rest);
    if (!startsWith(rest, literal))
        return false;
    rest = rest.sliced(N - 1);
    return true;
}

/// The key of "KEY=value" with KEY in netperf's selector alphabet (a capital first), or an empty view.
[[nodiscard]] inline QByteArrayView keyOf(QByteArrayView line)
{
    if (line.isEmpty() || !isUpper(line[0]))
        return {};
    qsizetype end = 1;
    while (end < line.size() && isKeyChar(line[end]))
        ++end;
    return end < line.size() && line[end] == '=' ? line.first(end) : QByteArrayView();
}

/// The number at @p p as netperf prints numbers ("-1.000", "37470.76", "1e3"): its end, or nullptr.
/// A digit or a '.' and a digit must come first (after a '-'): std::from_chars would take "inf"
/// and "nan" too, which netperf never prints.
[[nodiscard]] inline const char *parseNumber(const char *p, const char *end, double &value)
{
    const char *first = p < end && *p == '-' ? p + 1 : p;
    if (first == end || !(isDigit(*first) || (*first == '.' && first + 1 < end && isDigit(first[1]))))
        return nullptr;
    const auto [after, error] = std::from_chars(p, end, value);
    return error == std::errc() && std::isfinite(value) ? after : nullptr;
}

/// The whole token as a number, or nothing ("10^6bits/s", "nan" and "" are none).
[[nodiscard]] inline std::optional<double> toNumber(QByteArrayView token)
{
    double value = 0;
    const char *end = token.data() + token.size();
    if (token.isEmpty() || parseNumber(token.data(), end, value) != end)
        return std::nullopt;
    return value;
}

/// A number after blanks at the start of @p rest: taken, or nothing.
[[nodiscard]] inline std::optional<double> takeNumber(QByteArrayView &rest)
{
    rest = skipBlanks(rest);
    double value = 0;
    const char *after = parseNumber(rest.data(), rest.data() + rest.size(), value);
    if (!after)
        return std::nullopt;
    rest = rest.sliced(after - rest.data());
    return value;
}

/// True when every blank-separated token of @p line is a number (and there is one at least).
[[nodiscard]] inline bool isNumberRow(QByteArrayView line, int *count = nullptr)
{
    int tokens = 0;
    for (QByteArrayView token = nextToken(line); !token.isEmpty(); token = nextToken(line), ++tokens) {
        if (!toNumber(token))
            return false;
    }
    if (count)
        *count = tokens;
    return tokens > 0;
}

/// What follows "Interim result:" in "Interim result: 72595.01 Trans/s over 0.515 seconds ending
/// at 1795995333.811" (demo_interval_display() in src/netlib.c).
struct InterimLine
{
    double rate = 0;
    QByteArrayView units;
    double interval = 0;
    double ending = 0;
};

[[nodiscard]] inline std::optional<InterimLine> readInterimLine(QByteArrayView rest)
{
    InterimLine line;
    const auto rate = takeNumber(rest);
    if (!rate || (line.units = nextToken(rest)).isEmpty() || !takeLiteral(rest, "over"))
        return std::nullopt;
    const auto interval = takeNumber(rest);
    if (!interval || !takeLiteral(rest, "seconds") || !takeLiteral(rest, "ending") || !takeLiteral(rest, "at"))
        return std::nullopt;
    const auto ending = takeNumber(rest);
    if (!ending || !skipBlanks(rest).isEmpty())
        return std::nullopt;
    line.rate = *rate;
    line.interval = *interval;
    line.ending = *ending;
    return line;
}

} // namespace Tunebench::NetperfText
