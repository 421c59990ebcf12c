// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <array>
#include <bit>
#include <charconv>
#include <cstring>
#include <cmath>
#include <optional>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Byte-level scanning for the netperf parser. netperf prints ASCII, and the parser must keep up
// with grep on big logs, so lines stay QByteArrayViews, characters are classified by table and
// numbers are converted by hand (std::from_chars only for the forms netperf does not print); no
// QString or regex per line.
namespace Tunebench::TextScan {

namespace Detail {
enum CharClass : quint8 { Blank = 1, KeyChar = 2 };
/// Character classes by byte, one load per test in the scanning loops.
inline constexpr auto charClasses = [] {
    std::array<quint8, 256> classes{};
    for (const char c : {' ', '\t', '\v', '\f', '\r'})
        classes[quint8(c)] |= Blank; // '\n' and the other control characters are no blanks
    for (int c = 'A'; c <= 'Z'; ++c)
        classes[size_t(c)] |= KeyChar;
    for (int c = '0'; c <= '9'; ++c)
        classes[size_t(c)] |= KeyChar;
    classes[quint8('_')] |= KeyChar;
    return classes;
}();
} // namespace Detail

[[nodiscard]] inline bool isBlank(char c)
{
    return Detail::charClasses[quint8(c)] & Detail::Blank;
}

[[nodiscard]] inline bool isDigit(char c)
{
    return quint8(c - '0') <= 9;
}

[[nodiscard]] inline bool isUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}

/// A character of netperf's -k keys and omni selector names: 'A'-'Z', '0'-'9' and '_'.
[[nodiscard]] inline bool isKeyChar(char c)
{
    return Detail::charClasses[quint8(c)] & Detail::KeyChar;
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

/// Whether @p literal is at @p p, before @p end.
template<qsizetype N>
[[nodiscard]] Q_ALWAYS_INLINE bool literalAt(const char *p, const char *end, const char (&literal)[N])
{
    return end - p >= N - 1 && std::memcmp(p, literal, N - 1) == 0;
}

/// Equality with a string literal, inlined (QByteArrayView's constructor from a literal measures
/// it at run time).
template<qsizetype N>
[[nodiscard]] inline bool equals(QByteArrayView view, const char (&literal)[N])
{
    return view.size() == N - 1 && std::memcmp(view.data(), literal, N - 1) == 0;
}

/// The first '\n' in [p, end), or nullptr. memchr's job, inlined with SSE2 where there is SSE2:
/// for the short lines netperf prints, calling memchr costs as much as scanning the line.
[[nodiscard]] inline const char *findNewline(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i newline = _mm_set1_epi8('\n');
    for (; end - p >= 16; p += 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        if (const int mask = _mm_movemask_epi8(_mm_cmpeq_epi8(chunk, newline)))
            return p + std::countr_zero(unsigned(mask));
    }
#endif
    for (; p < end; ++p) {
        if (*p == '\n')
            return p;
    }
    return nullptr;
}

#if defined(__SSE2__)
/// The bytes of @p bytes from @p first to @p last (unsigned), as 0xff; the others 0.
[[nodiscard]] inline __m128i bytesInRange(__m128i bytes, char first, char last)
{
    const __m128i offset = _mm_sub_epi8(bytes, _mm_set1_epi8(first));
    return _mm_cmpeq_epi8(_mm_min_epu8(offset, _mm_set1_epi8(char(last - first))), offset);
}

/// isKeyChar() of sixteen bytes at once, as 0xff or 0.
[[nodiscard]] inline __m128i keyCharBytes(__m128i bytes)
{
    return _mm_or_si128(_mm_or_si128(bytesInRange(bytes, 'A', 'Z'), bytesInRange(bytes, '0', '9')),
                        _mm_cmpeq_epi8(bytes, _mm_set1_epi8('_')));
}
#endif

/// The first byte in [p, end) that is no key character (isKeyChar()), or @p end; sixteen bytes at
/// a time with SSE2 (keys are up to 24 characters).
[[nodiscard]] inline const char *keyCharsFrom(const char *p, const char *end)
{
#if defined(__SSE2__)
    for (; end - p >= 16; p += 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        if (const unsigned others = ~unsigned(_mm_movemask_epi8(keyCharBytes(chunk))) & 0xFFFFu)
            return p + std::countr_zero(others);
    }
#endif
    while (p < end && isKeyChar(*p))
        ++p;
    return p;
}

/// Whether @p view holds the byte @p c.
[[nodiscard]] inline bool contains(QByteArrayView view, char c)
{
    return !view.isEmpty() && std::memchr(view.data(), c, size_t(view.size())) != nullptr;
}

/// Substring search through std::string_view (memchr for the first byte, then a compare), which
/// beats a rolling hash on the short lines netperf prints.
[[nodiscard]] inline bool contains(QByteArrayView view, std::string_view needle)
{
    return std::string_view(view.data(), size_t(view.size())).find(needle) != std::string_view::npos;
}

/// Appends the decimal digits at @p p to @p mantissa (wrapping past 19 digits, which callers
/// reject) and returns the first non-digit.
[[nodiscard]] Q_ALWAYS_INLINE const char *scanDigits(const char *p, const char *end, quint64 &mantissa)
{
    quint64 value = mantissa;
    for (; p < end; ++p) {
        const unsigned digit = unsigned(quint8(*p)) - '0';
        if (digit > 9)
            break;
        value = value * 10 + digit;
    }
    mantissa = value;
    return p;
}

/// The common case of parseNumber(): a plain decimal as netperf prints it ("-1.000", "37470.76")
/// with at most 15 significant digits, which Clinger's fast path (the digits divided by an exact
/// power of ten) rounds correctly. Returns the end of the number, or nullptr with @p other false
/// when there is no number at all, or with @p other true when std::from_chars has to decide
/// (exponents, long mantissas).
[[nodiscard]] Q_ALWAYS_INLINE const char *parsePlainNumber(const char *begin, const char *end, double &value, bool &other)
{
    static constexpr double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    const char *p = begin;
    const bool negative = p < end && *p == '-';
    p += negative ? 1 : 0;
    quint64 mantissa = 0;
    const char *digitsStart = p;
    p = scanDigits(p, end, mantissa);
    qsizetype digits = p - digitsStart;
    qsizetype decimals = 0;
    if (p < end && *p == '.') {
        const char *fraction = p + 1;
        p = scanDigits(fraction, end, mantissa);
        decimals = p - fraction;
        digits += decimals;
    }
    other = false;
    if (digits == 0)
        return nullptr; // words, "inf", "nan": not numbers netperf prints
    if (digits > 15 || (p < end && (*p == 'e' || *p == 'E'))) {
        other = true;
        return nullptr;
    }
    value = double(mantissa) / powers[decimals];
    value = negative ? -value : value;
    return p;
}

/// Parses a number at @p begin: plain decimals through parsePlainNumber(), anything else through
/// std::from_chars. Returns the end of the number or nullptr.
[[nodiscard]] Q_ALWAYS_INLINE const char *parseNumber(const char *begin, const char *end, double &value)
{
    bool other = false;
    if (const char *after = parsePlainNumber(begin, end, value, other))
        return after;
    if (!other)
        return nullptr;
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

/// A cursor over one line for the parser's hot records: the same steps as takeNumber(),
/// nextToken() and takeLiteral(), on two pointers instead of a view that is re-sliced each time.
struct Scanner
{
    const char *p;
    const char *end;

    explicit Scanner(QByteArrayView view)
        : p(view.data())
        , end(view.data() + view.size())
    {
    }
    void skipBlanks()
    {
        while (p < end && isBlank(*p))
            ++p;
    }
    /// A number after blanks.
    [[nodiscard]] bool number(double &value)
    {
        skipBlanks();
        const char *after = p < end ? parseNumber(p, end, value) : nullptr;
        if (!after)
            return false;
        p = after;
        return true;
    }
    /// The next blank-separated token (empty at the end).
    [[nodiscard]] QByteArrayView token()
    {
        skipBlanks();
        const char *begin = p;
        while (p < end && !isBlank(*p))
            ++p;
        return QByteArrayView(begin, p - begin);
    }
    /// @p literal after blanks.
    template<qsizetype N>
    [[nodiscard]] bool literal(const char (&literal)[N])
    {
        skipBlanks();
        if (end - p < N - 1 || std::memcmp(p, literal, N - 1) != 0)
            return false;
        p += N - 1;
        return true;
    }
    /// Nothing but blanks left.
    [[nodiscard]] bool atEnd()
    {
        skipBlanks();
        return p == end;
    }
};

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
