// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfoutputparser.h"

#include "core/hugepages.h"
#include "netperf/netperfbanner.h"
#include "netperf/netperffailure.h"
#include "netperf/textscan.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

namespace Tunebench {

using namespace TextScan;

QByteArrayView keyOf(QByteArrayView line)
{
    if (line.isEmpty() || !isUpper(line[0]))
        return {};
    const char *const end = line.data() + line.size();
    const char *const equals = keyCharsFrom(line.data() + 1, end);
    if (equals == end || *equals != '=')
        return {};
    return line.first(equals - line.data());
}

namespace {

/// A cheap test that rules out most lines before the failure patterns are searched.
bool mayBeFailure(QByteArrayView line)
{
    if (line.isEmpty())
        return false;
    bool starts = false;
    switch (line[0]) {
    case 'e':
        starts = startsWith(line, "establish") || startsWith(line, "exec of");
        break;
    case 's':
        starts = startsWith(line, "send_data");
        break;
    case 'r':
        starts = startsWith(line, "recv_") || startsWith(line, "resolve_host");
        break;
    case 'S':
        starts = startsWith(line, "Sorry, Demo");
        break;
    case 'O':
        starts = startsWith(line, "Only 95%");
        break;
    case 'T':
        starts = startsWith(line, "The test you");
        break;
    case 'U':
        starts = startsWith(line, "Unable to start");
        break;
    case 'g':
        starts = startsWith(line, "getaddrinfo");
        break;
    case 'P':
        starts = startsWith(line, "Please");
        break;
    case 'p':
        starts = startsWith(line, "please");
        break;
    case 'a':
        starts = startsWith(line, "and that test");
        break;
    case '-':
        starts = startsWith(line, "--enable-demo");
        break;
    case 'N':
        starts = startsWith(line, "Netperf could");
        break;
    default:
        break;
    }
    if (starts)
        return true;
    // One search for what the names and the error phrases share, then the phrases themselves.
    return (contains(line, "net") && (contains(line, "netperf") || contains(line, "netserver")))
        || (contains(line, "error") && (contains(line, "remote error") || contains(line, "send error")));
}

/// The first words of the lines of netperf's table headers after their first line: such a line
/// cannot start anything else, so the costlier checks are skipped for it.
bool continuesHeader(QByteArrayView line)
{
    QByteArrayView rest = line;
    const QByteArrayView word = nextToken(rest);
    if (word.isEmpty())
        return false;
    switch (word[0]) {
    case 'S':
        return equals(word, "Socket") || equals(word, "Send") || equals(word, "Size") || equals(word, "Segment");
    case 'b':
        return equals(word, "bytes");
    case 'R':
        return equals(word, "Recv");
    case 'L':
        return equals(word, "Local");
    default:
        return false;
    }
}

} // namespace

/// Lines that end an open table header or usage text because they start something else.
bool NetperfOutputParser::startsSomethingElse(QByteArrayView line)
{
    if (line.isEmpty())
        return false;
    return startsWith(line, "Interim result:") || startsWith(line, "NETPERF_") || startsWith(line, "!!!")
        || (isUpper(line[0]) && looksLikeBanner(line))
        || ClassicTableReader::headerKind(line) != ClassicTableReader::Kind::None || !keyOf(line).isEmpty()
        || (mayBeFailure(line) && failureOf(line).has_value());
}

// Logs repeat the same failures (and the same harmless lines that mention netperf), and matching
// one costs as much as parsing hundreds of interim lines: each distinct line is matched once (up
// to a bound), as banners are parsed once.
const std::optional<NetperfFailure> &NetperfOutputParser::failureOf(QByteArrayView line)
{
    const auto known = m_failures.constFind(LineKey::view(line));
    if (known != m_failures.cend())
        return *known;
    if (m_failures.size() >= 256)
        m_failures.clear();
    return *m_failures.insert(LineKey{line.toByteArray()}, matchFailure(line));
}

namespace {

/// "Throughput      : 33.623%" -> 33.623
std::optional<double> percentAfterColon(QByteArrayView line)
{
    const qsizetype colon = line.lastIndexOf(':');
    if (colon < 0)
        return std::nullopt;
    QByteArrayView rest = trimmed(line.sliced(colon + 1));
    if (rest.endsWith('%'))
        rest.chop(1);
    return toNumber(rest);
}

} // namespace

void NetperfOutputParser::feed(QByteArrayView data)
{
    qsizetype start = 0;
    const char *base = data.data();
    const qsizetype size = data.size();
    if (!m_partial.isEmpty()) {
        const void *newline = size > 0 ? std::memchr(base, '\n', size_t(size)) : nullptr;
        if (!newline) {
            m_partial.append(data);
            m_fedBytes += size;
            return;
        }
        const qsizetype end = static_cast<const char *>(newline) - base;
        m_partial.append(data.first(end));
        const QByteArray line = std::exchange(m_partial, {});
        parseLine(line, m_line + 1);
        start = end + 1;
    }
    m_feed = {base + start, base + start, base + size, m_output.tests.size(), m_output.failures.size(),
              m_output.samples.size()};
    while (start < size) {
        m_feed.cursor = base + start;
        if (const char *next = fastLine(base + start, base + size)) {
            start = next - base;
            continue;
        }
        const char *newline = findNewline(base + start, base + size);
        if (!newline) {
            m_partial = QByteArray(base + start, size - start);
            break;
        }
        const qsizetype end = newline - base;
        const bool tableWasIdle = !m_table.isActive();
        const int headersBefore = m_headersBegun;
        parseLine(QByteArrayView(base + start, end - start), m_line + 1);
        if (m_table.isActive() || m_recording.begin)
            noteHeaderLine(base + start, newline + 1, tableWasIdle, headersBefore);
        start = end + 1;
    }
    flushSamples();
    m_recording.begin = nullptr; // it points into the buffer
    m_feed = {};
    m_fedBytes += size;
}

namespace {

/// The steps of TextScan::Scanner over a buffer rather than one line: a line ends at its '\n',
/// which is no blank and ends tokens, so the fast paths find the line's end while they parse it.
/// Numbers are plain decimals only (parsePlainNumber()); anything else is left to the general path.
struct BufferScanner
{
    const char *p;
    const char *end;

    Q_ALWAYS_INLINE void skipBlanks()
    {
        while (p < end && isBlank(*p))
            ++p;
    }
    [[nodiscard]] Q_ALWAYS_INLINE bool number(double &value)
    {
        skipBlanks();
        bool other = false;
        const char *after = parsePlainNumber(p, end, value, other);
        if (!after)
            return false;
        p = after;
        return true;
    }
    [[nodiscard]] Q_ALWAYS_INLINE QByteArrayView token()
    {
        skipBlanks();
        const char *begin = p;
        while (p < end && !isBlank(*p) && *p != '\n')
            ++p;
        return QByteArrayView(begin, p - begin);
    }
    template<qsizetype N>
    [[nodiscard]] Q_ALWAYS_INLINE bool literal(const char (&literal)[N])
    {
        skipBlanks();
        if (end - p < N - 1 || std::memcmp(p, literal, N - 1) != 0)
            return false;
        p += N - 1;
        return true;
    }
    /// After blanks, the line's '\n': the position after it, or nullptr.
    [[nodiscard]] Q_ALWAYS_INLINE const char *lineEnd()
    {
        skipBlanks();
        return p < end && *p == '\n' ? p + 1 : nullptr;
    }
};

/// A value as netperf prints "%.Nf": digits, '.', digits, both parts there, at most 15 digits,
/// followed by something. Its value is parsePlainNumber()'s; the end, or nullptr for anything
/// else (which the caller leaves to the general steps).
Q_ALWAYS_INLINE const char *fixedPointScalar(const char *p, const char *end, double &value)
{
    static constexpr double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    const char *const start = p;
    quint64 mantissa = 0;
    p = scanDigits(p, end, mantissa);
    if (p == start || p == end || *p != '.')
        return nullptr;
    const char *const fraction = ++p;
    p = scanDigits(p, end, mantissa);
    const qsizetype decimals = p - fraction;
    if (decimals == 0 || p - start > 16 || p == end)
        return nullptr;
    value = double(mantissa) / powers[decimals];
    return p;
}


#if defined(__SSE2__) && defined(__x86_64__)
/// The sixteen digit values (0 to 9) in @p digits as one number, the first the most significant:
/// pairs, then fours, then eights are combined by multiply-adds of 16-bit lanes.
Q_ALWAYS_INLINE quint64 sixteenDigits(__m128i digits)
{
    const __m128i zero = _mm_setzero_si128();
    const __m128i tenOne = _mm_set_epi16(1, 10, 1, 10, 1, 10, 1, 10);
    const __m128i pairs = _mm_packs_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(digits, zero), tenOne),
                                          _mm_madd_epi16(_mm_unpackhi_epi8(digits, zero), tenOne));
    const __m128i fours = _mm_madd_epi16(pairs, _mm_set_epi16(1, 100, 1, 100, 1, 100, 1, 100));
    const __m128i eights = _mm_madd_epi16(_mm_packs_epi32(fours, fours), _mm_set_epi16(1, 10000, 1, 10000, 1, 10000, 1, 10000));
    const auto both = quint64(_mm_cvtsi128_si64(eights)); // the first eight digits low, the last eight high
    return quint64(quint32(both)) * 100000000ULL + (both >> 32);
}
#endif

/// fixedPointScalar(), for a number of at most 14 digits with SSE2 and at least 14 bytes of its
/// line before it (from @p lineStart): one compare finds where the integer and fractional digits
/// end; two loads that end at the last integer digit and at the last digit are merged so that the
/// digits stand together without the point, and sixteenDigits() converts them.
Q_ALWAYS_INLINE const char *fixedPoint(const char *p, const char *end, const char *lineStart, double &value)
{
#if defined(__SSE2__) && defined(__x86_64__)
    static constexpr double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    if (end - p >= 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i digits = _mm_sub_epi8(chunk, _mm_set1_epi8('0'));
        const __m128i isDigit = _mm_cmpeq_epi8(_mm_min_epu8(digits, _mm_set1_epi8(9)), digits);
        const unsigned others = ~unsigned(_mm_movemask_epi8(isDigit)) & 0xFFFFu;
        const int point = std::countr_zero(others | 0x10000u);
        const int after = std::countr_zero((others & (others - 1)) | 0x10000u);
        const int decimals = after - point - 1;
        if (point == 0 || point >= 16 || p[point] != '.')
            return nullptr;
        if (after < 16 && decimals >= 1 && p - lineStart >= 14) {
            const int count = point + decimals; // at most 14
            const __m128i whole = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + count - 16));
            const __m128i fraction = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + after - 16));
            const __m128i index = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
            const __m128i fromFraction = _mm_cmpgt_epi8(index, _mm_set1_epi8(char(15 - decimals)));
            const __m128i inNumber = _mm_cmpgt_epi8(index, _mm_set1_epi8(char(15 - count)));
            const __m128i merged = _mm_or_si128(_mm_and_si128(fromFraction, fraction), _mm_andnot_si128(fromFraction, whole));
            // Exact: at most 14 digits fit a double's mantissa, and the division is rounded once.
            value = double(sixteenDigits(_mm_and_si128(_mm_sub_epi8(merged, _mm_set1_epi8('0')), inNumber))) / powers[decimals];
            return p + after;
        }
    }
#else
    Q_UNUSED(lineStart);
#endif
    return fixedPointScalar(p, end, value);
}

/// The position after the '\n' (or "\r\n") at @p p, or nullptr.
Q_ALWAYS_INLINE const char *afterNewline(const char *p, const char *end)
{
    if (p < end && *p == '\n')
        return p + 1;
    if (end - p >= 2 && p[0] == '\r' && p[1] == '\n')
        return p + 2;
    return nullptr;
}

/// Whether the record at @p p has @p shape's bytes, but where shape.notCompared: the digits that
/// may differ are checked as shapedNumber() reads them (and the -k index by its reader). Reads the
/// record's whole 16-byte blocks, which the caller found in the buffer; one test at the end, as
/// nearly every record a shape is tried on has it.
Q_ALWAYS_INLINE bool hasShape(const InterimRecordShape &shape, const char *p)
{
#if defined(__SSE2__) && defined(__x86_64__)
    const int n = shape.length;
    __m128i differ = _mm_setzero_si128();
    for (int i = 0; i < n; i += 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i bytes = _mm_load_si128(reinterpret_cast<const __m128i *>(shape.bytes.data() + i));
        const __m128i ignored = _mm_load_si128(reinterpret_cast<const __m128i *>(shape.notCompared.data() + i));
        differ = _mm_or_si128(differ, _mm_andnot_si128(ignored, _mm_xor_si128(chunk, bytes)));
    }
    return n > 0 && _mm_movemask_epi8(_mm_cmpeq_epi8(differ, _mm_setzero_si128())) == 0xFFFF;
#else
    Q_UNUSED(shape);
    Q_UNUSED(p);
    return false;
#endif
}

#if defined(__SSE2__) && defined(__x86_64__)
/// The value of @p number in a record at @p p that hasShape(): fixedPoint()'s steps for digits
/// whose places are known (the same two loads, merged and converted). What stands at those places
/// was not compared: anything but a digit there leaves a byte over 9 in @p notDigits.
Q_ALWAYS_INLINE double shapedNumber(const InterimRecordShape::Number &number, const char *p, __m128i &notDigits)
{
    static constexpr double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    const char *const digits = p + number.start;
    const int decimals = number.decimals;
    const int count = number.count;
    const __m128i whole = _mm_loadu_si128(reinterpret_cast<const __m128i *>(digits + count - 16));
    const __m128i fraction = _mm_loadu_si128(reinterpret_cast<const __m128i *>(digits + count + 1 - 16));
    const __m128i index = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m128i fromFraction = _mm_cmpgt_epi8(index, _mm_set1_epi8(char(15 - decimals)));
    const __m128i inNumber = _mm_cmpgt_epi8(index, _mm_set1_epi8(char(15 - count)));
    const __m128i merged = _mm_or_si128(_mm_and_si128(fromFraction, fraction), _mm_andnot_si128(fromFraction, whole));
    const __m128i values = _mm_and_si128(_mm_sub_epi8(merged, _mm_set1_epi8('0')), inNumber);
    notDigits = _mm_or_si128(notDigits, _mm_subs_epu8(values, _mm_set1_epi8(9)));
    return double(sixteenDigits(values)) / powers[decimals];
}

/// Whether shapedNumber() found digits wherever it read.
Q_ALWAYS_INLINE bool allDigits(__m128i notDigits)
{
    return _mm_movemask_epi8(_mm_cmpeq_epi8(notDigits, _mm_setzero_si128())) == 0xFFFF;
}
#endif

/// A number of @p p's record for a shape, from its first digit to the byte after its last: one
/// that fixedPoint() converted with its SIMD steps (digits on both sides of the point, at most 14,
/// and 14 bytes of the record before it), else false.
bool shapeNumber(InterimRecordShape &shape, int slot, const char *p, const char *begin, const char *after)
{
    const char *const point = static_cast<const char *>(std::memchr(begin, '.', size_t(after - begin)));
    if (!point || point == begin || after - point < 2 || after - begin - 1 > 14 || begin - p < 14)
        return false;
    shape.numbers[size_t(slot)] = {int(begin - p), int(after - begin - 1), int(after - point - 1)};
    for (const char *d = begin; d < after; ++d)
        shape.notCompared[size_t(d - p)] = d == point ? 0 : char(0xFF);
    return true;
}

/// Begins a shape for the record at @p p of @p length bytes; false if it is too long for one.
bool beginShape(InterimRecordShape &shape, const char *p, qsizetype length)
{
    shape.length = 0;
    if (length > InterimRecordShape::maxBytes)
        return false;
    shape.bytes.fill(0);
    std::memcpy(shape.bytes.data(), p, size_t(length));
    std::fill(shape.notCompared.begin(), shape.notCompared.begin() + length, char(0));
    std::fill(shape.notCompared.begin() + length, shape.notCompared.end(), char(0xFF));
    return true;
}

} // namespace

namespace {
template<typename Word>
Q_ALWAYS_INLINE Word loadWord(const char *p)
{
    Word word;
    std::memcpy(&word, p, sizeof(Word));
    return word;
}

/// The first and the last sizeof(Word) bytes of two ranges of @p size bytes (at least a word) equal.
template<typename Word>
Q_ALWAYS_INLINE bool sameEnds(const char *a, const char *b, qsizetype size)
{
    constexpr auto n = qsizetype(sizeof(Word));
    return ((loadWord<Word>(a) ^ loadWord<Word>(b)) | (loadWord<Word>(a + size - n) ^ loadWord<Word>(b + size - n))) == 0;
}

/// Whether the @p size bytes at @p a and @p b are equal: units and indexes are a few bytes, too
/// few for a call. Up to sixteen bytes are compared as two words that may overlap (the first and
/// the last bytes), which reads nothing outside either range; a byte loop took a fifth of a -k
/// interim record's time.
Q_ALWAYS_INLINE bool sameShortBytes(const char *a, const char *b, qsizetype size)
{
    if (size >= 8)
        return size <= 16 ? sameEnds<quint64>(a, b, size) : std::memcmp(a, b, size_t(size)) == 0;
    if (size >= 4)
        return sameEnds<quint32>(a, b, size);
    if (size >= 2)
        return sameEnds<quint16>(a, b, size);
    return size == 0 || *a == *b;
}
} // namespace

// Inline for the common case, another sample for the test the last one went to in the same
// units; addSampleToNewTarget() does the rest.
Q_ALWAYS_INLINE void NetperfOutputParser::appendSample(double rate, double interval, double endTime, QByteArrayView units)
{
    appendSample(rate, interval, endTime, units,
                 units.size() == m_interimUnits.size()
                     && sameShortBytes(units.data(), m_interimUnits.constData(), units.size()));
}

/// As above, told whether @p units are m_interimUnits.
Q_ALWAYS_INLINE void NetperfOutputParser::appendSample(double rate, double interval, double endTime, QByteArrayView units,
                                                       bool sameUnits)
{
    if (sameUnits && m_current == m_sampleTest && m_current >= 0 && !m_currentEnded && m_batched + 1 < int(m_batch.size())) {
        ParsedTest &test = m_output.tests.data()[m_current];
        if (!test.result) {
            m_batch[size_t(m_batched++)] = InterimSample{rate, interval, endTime, m_current, m_line};
            ++test.sampleCount;
            test.lastLine = m_line;
            return;
        }
    }
    addSampleToNewTarget(rate, interval, endTime, units);
}

void NetperfOutputParser::addSample(double rate, double interval, double endTime, QByteArrayView units)
{
    appendSample(rate, interval, endTime, units);
}

// The lines that make up most of a big log are interim records. When nothing open (a table,
// usage text) could claim them, the plainest forms are parsed here straight from the buffer,
// with the same effect as feedLine() would have; anything else returns nullptr for the general
// path, which then parses the line from scratch.
const char *NetperfOutputParser::fastLine(const char *p, const char *end)
{
    if (m_table.isActive() || m_inUsage)
        return m_inUsage ? nullptr : fastTableRow(p, end);
    if (end - p >= 15 && *p == 'I' && p[1] == 'n')
        return fastInterim(p, end); // "Interim result:" (no -k key has a small letter)
    if (end - p >= 8 && *p == 'N') {
        if (const char *next = fastKeyvalInterim(p, end))
            return next;
    }
    return fastRecordLine(p, end);
}

// fastLine() for the lines that are no interim record (apart, so that the interim records, most of
// a log, take the fewest steps to their paths).
Q_NEVER_INLINE const char *NetperfOutputParser::fastRecordLine(const char *p, const char *end)
{
    if (isDigit(*p))
        return fastCsvInterim(p, end);
    if (!isUpper(*p))
        return nullptr;
    if (const char *next = fastKeyValue(p, end))
        return next;
    // The first words of a table's header ("Local /Remote", "Recv", "Alignment", "Maximum", see
    // ClassicTableReader::headerKind()) have a small second letter, no -k key has one, and
    // netperf's banner starts "MIGRATED".
    if (end - p < 8)
        return nullptr;
    if ((*p == 'L' || *p == 'R' || *p == 'A' || *p == 'M') && p[1] >= 'a' && p[1] <= 'z')
        return fastHeader(p, end);
    return *p == 'M' && p[1] == 'I' ? fastBanner(p, end) : nullptr;
}

// A table's header lines, byte for byte as the general steps read them before in this parser
// (m_headerTemplates): they leave the table in the same state, which only their bytes decide (the
// table is idle before them, as when they were read). Their other effects are the line count and
// the current test's last line. Rows and everything else take the usual steps.
Q_NEVER_INLINE const char *NetperfOutputParser::fastHeader(const char *p, const char *end)
{
    const auto head = loadWord<quint64>(p);
    for (const HeaderTemplate &known : m_headerTemplates) {
        const qsizetype n = known.bytes.size();
        if (n == 0 || known.head != head || end - p < n || std::memcmp(p + 8, known.bytes.constData() + 8, size_t(n - 8)) != 0)
            continue;
        m_table.restoreHeader(known.state);
        m_line += known.lines;
        m_output.lineCount += known.lines;
        touch();
        return p + n;
    }
    return nullptr;
}

// A line of a table's numbers alone, as netperf prints its rows: "16384  131072 1  1  2.00  33494.91".
// The general steps hand such a line to the table whatever its state (nothing else starts with
// a digit or '-' and holds nothing but them), which reads its blank-separated tokens as numbers;
// ClassicTableReader::takeNumbers() does the same with the values, when the table takes them all.
Q_NEVER_INLINE const char *NetperfOutputParser::fastTableRow(const char *p, const char *end)
{
    std::array<double, 16> values;
    int count = 0;
    for (;;) {
        while (p < end && *p == ' ')
            ++p;
        if (p == end || !(isDigit(*p) || *p == '-' || *p == '.'))
            break;
        if (count == int(values.size()))
            return nullptr;
        // The token is the run of digits, '.' and '-' from here, and has to be one number. A plain
        // one is read in the same pass; anything else (an exponent, many digits) as parseNumber()
        // reads the token.
        const char *const token = p;
        bool other = false;
        p = parsePlainNumber(token, end, values[size_t(count)], other);
        if (!p && other) {
            p = token;
            while (p < end && (isDigit(*p) || *p == '.' || *p == '-'))
                ++p;
            if (parseNumber(token, p, values[size_t(count)]) != p)
                return nullptr;
        } else if (!p || (p < end && (isDigit(*p) || *p == '.' || *p == '-'))) {
            return nullptr;
        }
        ++count;
    }
    const char *const next = count > 0 ? afterNewline(p, end) : nullptr;
    if (!next || !m_table.takeNumbers(values.data(), count, m_rows))
        return nullptr;
    if (m_recording.begin)
        commitHeaderTemplate(); // the header the general steps read ended before this row
    ++m_line;
    ++m_output.lineCount;
    for (const ClassicTableReader::Row &row : std::as_const(m_rows))
        applyRow(row);
    m_rows.clear();
    touch();
    return next;
}

// A "MIGRATED ..." banner line handleBanner() read before (m_knownBanners), again as it was: no
// blanks around it, at most a '\r' before its newline. The general steps hand such a line to
// handleBanner() in any state but a table's or usage text's, and the banner is the same.
Q_NEVER_INLINE const char *NetperfOutputParser::fastBanner(const char *p, const char *end)
{
    const char *newline = findNewline(p, end);
    if (!newline)
        return nullptr;
    const char *const lineEnd = newline > p && newline[-1] == '\r' ? newline - 1 : newline;
    const QByteArrayView line(p, lineEnd - p);
    const KnownBanner &known = knownBanner(line);
    if (line != QByteArrayView(known.text))
        return nullptr;
    ++m_line;
    ++m_output.lineCount;
    useBanner(known.banner);
    return newline + 1;
}

// The slot of m_knownBanners for a line: its length and three words of it (a banner line is longer
// than sixteen bytes; a shorter line gets a slot too, which never holds it).
NetperfOutputParser::KnownBanner &NetperfOutputParser::knownBanner(QByteArrayView text)
{
    const qsizetype n = text.size();
    quint64 mix = quint64(n);
    if (n >= 16)
        mix ^= loadWord<quint64>(text.data()) ^ loadWord<quint64>(text.data() + n / 2) ^ loadWord<quint64>(text.data() + n - 8);
    return m_knownBanners[size_t((mix * 0x9E3779B97F4A7C15ULL) >> 56)];
}

// After the general steps read a line of feed()'s buffer: the lines that began a table's header
// and those that went on with it, each read whole into the header, become a template for
// fastHeader() once the header ends. A line that also ended a table, or began a second one, is
// left out with the rest of its header: replaying the state would skip what the general steps did.
void NetperfOutputParser::noteHeaderLine(const char *lineStart, const char *lineEnd, bool tableWasIdle, int headersBefore)
{
    if (!m_table.inHeader()) {
        if (m_recording.begin)
            commitHeaderTemplate();
        return;
    }
    if (tableWasIdle && m_headersBegun == headersBefore + 1) {
        m_recording = {lineStart, lineEnd, 1, m_headersBegun, {}};
    } else if (!tableWasIdle && m_recording.begin && m_recording.end == lineStart && m_headersBegun == headersBefore
               && m_headersBegun == m_recording.headersBegun) {
        m_recording.end = lineEnd;
        ++m_recording.lines;
    } else {
        m_recording.begin = nullptr;
        return;
    }
    m_recording.state = m_table.headerState();
}

void NetperfOutputParser::commitHeaderTemplate()
{
    const QByteArrayView bytes(m_recording.begin, m_recording.end - m_recording.begin);
    m_recording.begin = nullptr;
    if (bytes.size() < 8)
        return;
    for (const HeaderTemplate &known : m_headerTemplates)
        if (QByteArrayView(known.bytes) == bytes)
            return;
    HeaderTemplate &slot = m_headerTemplates[size_t(m_nextTemplate++) % m_headerTemplates.size()];
    slot.bytes = bytes.toByteArray();
    slot.head = loadWord<quint64>(bytes.data());
    slot.lines = m_recording.lines;
    slot.state = m_recording.state;
}

// The -k result line as netperf prints most of them, "KEY=number" with a key Tunebench keeps as a
// number, for the test whose -k result is being read and has no such value yet: what
// handleKeyValue() does with it, straight from the buffer. Anything else (units, a key the
// result has already, blanks, quotes, the first key of a result) takes the general path.
const char *NetperfOutputParser::fastKeyValue(const char *p, const char *end)
{
    if (m_current < 0 || m_currentEnded)
        return nullptr;
    // -k prints its keys in the order they were asked for, every test the same: the key that
    // followed this line's predecessor last time is tried first (the same key and '=' is what the
    // scan and the lookup below would find).
    const OmniSelector *selector = m_nextKey;
    const char *q = selector ? p + selector->key.size() : nullptr;
    if (!selector || end - p <= selector->key.size() || *q != '=' || !sameShortBytes(p, selector->key.data(), selector->key.size())) {
        q = keyCharsFrom(p + 1, end); // *p is a capital
        if (q == end || *q != '=')
            return nullptr;
        selector = selectorForKey(QByteArrayView(p, q - p));
        if (const size_t last = keyIndex(m_lastKey); last < m_keyFollowers.size())
            m_keyFollowers[last] = selector;
    }
    m_lastKey = selector;
    const size_t index = keyIndex(selector);
    m_nextKey = index < m_keyFollowers.size() ? m_keyFollowers[index] : nullptr;
    if (!selector || !selector->field)
        return nullptr;
    ParsedTest &test = m_output.tests.data()[m_current];
    if (!test.result || test.result->form != ResultForm::KeyValue || test.result->has(*selector->field))
        return nullptr;
    double value = 0;
    const char *const number = q + 1 < end ? parseNumber(q + 1, end, value) : nullptr;
    const char *const next = number ? afterNewline(number, end) : nullptr;
    if (!next)
        return nullptr;
    test.result->set(*selector->field, value);
    ++m_line;
    ++m_output.lineCount;
    test.lastLine = m_line;
    return next;
}

// An -o interim line as netperf prints it, "78417.53,Trans/s,0.500,1795995773.608": what
// handleCsv() does with it (a sample), when no four-column -o header is waiting for its row.
// Numbers other than fixedPoint()'s, blanks, quotes or more fields take the general steps.
Q_NEVER_INLINE const char *NetperfOutputParser::fastCsvInterim(const char *p, const char *end)
{
    if (m_csvColumns == 4)
        return nullptr;
    double rate = 0;
    double interval = 0;
    double ending = 0;
    const char *q = fixedPoint(p, end, p, rate);
    if (!q || *q != ',')
        return nullptr;
    const char *const unitsStart = ++q;
    while (q < end && quint8(*q) > ' ' && *q != ',' && *q != '"')
        ++q;
    const QByteArrayView units(unitsStart, q - unitsStart);
    if (q == end || *q != ',' || !units.endsWith("/s") || !(q = fixedPoint(q + 1, end, p, interval)) || *q != ','
        || !(q = fixedPoint(q + 1, end, p, ending)))
        return nullptr;
    const char *const next = afterNewline(q, end);
    if (!next)
        return nullptr;
    ++m_line;
    ++m_output.lineCount;
    addSample(rate, interval, ending, units);
    return next;
}

// An interim line with the layout of the last one fastInterim() read (m_interimShape).
const char *NetperfOutputParser::shapedInterim(const char *p, const char *end)
{
#if defined(__SSE2__) && defined(__x86_64__)
    const InterimRecordShape &shape = m_interimShape;
    if (end - p < ((shape.length + 15) & ~15) || !hasShape(shape, p))
        return nullptr;
    __m128i notDigits = _mm_setzero_si128();
    const double rate = shapedNumber(shape.numbers[0], p, notDigits);
    const double interval = shapedNumber(shape.numbers[1], p, notDigits);
    const double ending = shapedNumber(shape.numbers[2], p, notDigits);
    if (!allDigits(notDigits))
        return nullptr;
    ++m_line;
    ++m_output.lineCount;
    appendSample(rate, interval, ending, QByteArrayView(p + shape.unitsStart, shape.unitsLength));
    return p + shape.length;
#else
    Q_UNUSED(p);
    Q_UNUSED(end);
    return nullptr;
#endif
}

// handleInterim()'s successful case.
const char *NetperfOutputParser::fastInterim(const char *p, const char *end)
{
    if (const char *next = shapedInterim(p, end)) {
        // A run of records with one layout is read here, without feed()'s and fastLine()'s steps
        // for each (which would bring every one of them here again: nothing they check changed).
        for (const char *after; next < end && *next == 'I' && (after = shapedInterim(next, end)); next = after)
            m_feed.cursor = next;
        return next;
    }
    if (std::memcmp(p, "Interim result:", 15) != 0)
        return nullptr;
    // First netperf's own layout, "Interim result: %7.2f %s over %.3f seconds ending at %ld.%03ld"
    // (demo_interval_display() in src/netlib.c), with single spaces between the fields. The units
    // run to the first byte at or below ' ', which has to be a space (any other blank or control
    // character is left to the general steps).
    {
        const char *q = p + 15;
        while (q < end && *q == ' ')
            ++q;
        double rate = 0;
        double interval = 0;
        double ending = 0;
        const char *unitsStart = nullptr;
        std::optional<bool> sameUnits;
        const char *const rateStart = q;
        if ((q = fixedPoint(q, end, p, rate)) && *q == ' ') {
            unitsStart = ++q;
#if defined(__SSE2__)
            // Sixteen bytes at once: where the units end, and whether they are the last ones.
            if (end - q >= 16) {
                const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
                const __m128i space = _mm_set1_epi8(' ');
                const unsigned stops = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(chunk, space), space)));
                if (stops != 0) {
                    const int length = std::countr_zero(stops);
                    const unsigned equal = unsigned(_mm_movemask_epi8(
                        _mm_cmpeq_epi8(chunk, _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_interimUnitsKey.data())))));
                    const unsigned wanted = (1u << length) - 1;
                    sameUnits = length == m_interimUnits.size() && (equal & wanted) == wanted;
                    q += length;
                }
            }
#endif
            while (q < end && quint8(*q) > ' ')
                ++q;
        }
        const char *unitsEnd = q;
        const char *const rateEnd = unitsStart ? unitsStart - 1 : nullptr;
        const char *intervalEnd = nullptr;
        if (unitsStart && q > unitsStart && literalAt(q, end, " over ") && (intervalEnd = q = fixedPoint(q + 6, end, p, interval))
            && literalAt(q, end, " seconds ending at ") && (q = fixedPoint(q + 19, end, p, ending))) {
            if (const char *next = afterNewline(q, end)) {
                // The next line is read at the same places if it has this one's layout.
                InterimRecordShape &shape = m_interimShape;
                if (beginShape(shape, p, next - p) && shapeNumber(shape, 0, p, rateStart, rateEnd)
                    && shapeNumber(shape, 1, p, unitsEnd + 6, intervalEnd) && shapeNumber(shape, 2, p, intervalEnd + 19, q)) {
                    shape.unitsStart = int(unitsStart - p);
                    shape.unitsLength = int(unitsEnd - unitsStart);
                    shape.length = int(next - p);
                }
                ++m_line;
                ++m_output.lineCount;
                const QByteArrayView units(unitsStart, unitsEnd - unitsStart);
                if (sameUnits)
                    appendSample(rate, interval, ending, units, *sameUnits);
                else
                    appendSample(rate, interval, ending, units);
                return next;
            }
        }
    }
    // Then the same record with any blanks, as handleInterim() reads it.
    BufferScanner scan{p + 15, end};
    double rate = 0;
    double interval = 0;
    double ending = 0;
    QByteArrayView units;
    if (!scan.number(rate) || (units = scan.token()).isEmpty() || !scan.literal("over") || !scan.number(interval)
        || !scan.literal("seconds") || !scan.literal("ending") || !scan.literal("at") || !scan.number(ending))
        return nullptr;
    const char *next = scan.lineEnd();
    if (!next)
        return nullptr;
    ++m_line;
    ++m_output.lineCount;
    addSample(rate, interval, ending, units);
    return next;
}

// The four lines of one -k interim record in netperf's own layout, all in the buffer, read at
// once from after "NETPERF_INTERIM_RESULT[" (the effect of feeding them one by one):
//   NETPERF_INTERIM_RESULT[n]=rate / NETPERF_UNITS[n]=units / NETPERF_INTERVAL[n]=seconds /
//   NETPERF_ENDING[n]=time
// with the same digits for n in each. nullptr leaves the lines to the steps for one line.
const char *NetperfOutputParser::fastKeyvalRecord(const char *q, const char *end)
{
    const char *const digits = q;
    qint64 index = 0;
    while (q < end && isDigit(*q) && q - digits < 15)
        index = index * 10 + (*q++ - '0');
    const qsizetype width = q - digits;
    double rate = 0;
    double interval = 0;
    double ending = 0;
    const char *line = digits - 23; // "NETPERF_INTERIM_RESULT["
    const char *const record = line;
    std::array<const char *, 3> numberStarts{};
    std::array<const char *, 3> numberEnds{};
    std::array<const char *, 4> indexes{digits};
    if (width == 0 || !literalAt(q, end, "]=") || !(numberEnds[0] = q = fixedPoint(numberStarts[0] = q + 2, end, line, rate))
        || !(q = afterNewline(q, end)))
        return nullptr;
    // "NETPERF_NAME[" with the same index, "]=": q then points at the value, line at the line.
    int fields = 1;
    const auto field = [&q, &line, &fields, &indexes, end, digits, width](auto &&name) {
        const qsizetype n = qsizetype(sizeof(name)) - 1;
        if (end - q < n + width + 2 || std::memcmp(q, name, size_t(n)) != 0 || !sameShortBytes(q + n, digits, width)
            || q[n + width] != ']' || q[n + width + 1] != '=')
            return false;
        line = q;
        indexes[size_t(fields++)] = q + n;
        q += n + width + 2;
        return true;
    };
    if (!field("NETPERF_UNITS["))
        return nullptr;
    const char *const unitsStart = q;
    while (q < end && quint8(*q) > ' ')
        ++q;
    const QByteArrayView units(unitsStart, q - unitsStart);
    if (units.isEmpty() || !(q = afterNewline(q, end)) || !field("NETPERF_INTERVAL[")
        || !(numberEnds[1] = q = fixedPoint(numberStarts[1] = q, end, line, interval)) || !(q = afterNewline(q, end))
        || !field("NETPERF_ENDING[") || !(numberEnds[2] = q = fixedPoint(numberStarts[2] = q, end, line, ending))
        || !(q = afterNewline(q, end)))
        return nullptr;
    // The next record is read at the same places if it has this one's layout (but for its rate).
    InterimRecordShape &head = m_keyvalHead;
    InterimRecordShape &tail = m_keyvalTail;
    const char *const rest = numberEnds[0];
    tail.length = 0;
    if (beginShape(head, record, numberStarts[0] - record) && beginShape(tail, rest, q - rest)
        && shapeNumber(tail, 1, rest, numberStarts[1], numberEnds[1]) && shapeNumber(tail, 2, rest, numberStarts[2], numberEnds[2])) {
        head.indexStarts[0] = int(indexes[0] - record);
        std::fill_n(head.notCompared.data() + head.indexStarts[0], width, char(0xFF));
        for (size_t i = 1; i < indexes.size(); ++i) {
            tail.indexStarts[i] = int(indexes[i] - rest);
            std::fill_n(tail.notCompared.data() + tail.indexStarts[i], width, char(0xFF));
        }
        head.indexWidth = tail.indexWidth = int(width);
        tail.unitsStart = int(unitsStart - rest);
        tail.unitsLength = int(units.size());
        head.length = int(numberStarts[0] - record);
        tail.length = int(q - rest);
    }
    dropPendingInterim(); // what the first line does
    m_line += 4;
    m_output.lineCount += 4;
    if (units.size() != m_pending.units.size() || !sameShortBytes(units.data(), m_pending.units.constData(), units.size()))
        m_pending.units = units.toByteArray();
    // completeKeyvalInterim()'s steps: numbering restarts at 0 with every netperf run.
    if (index == 0 && m_current >= 0 && current().sampleCount > 0)
        startTest();
    appendSample(rate, interval, ending, units);
    return q;
}

// A -k interim record with the layout of the last one fastKeyvalRecord() read (m_keyvalHead, its
// rate, m_keyvalTail), its index the same digits in its four lines: fastKeyvalRecord()'s effect.
const char *NetperfOutputParser::shapedKeyvalRecord(const char *p, const char *end)
{
#if defined(__SSE2__) && defined(__x86_64__)
    const InterimRecordShape &head = m_keyvalHead;
    const InterimRecordShape &shape = m_keyvalTail;
    if (end - p < ((head.length + 15) & ~15) || !hasShape(head, p))
        return nullptr;
    double rate = 0;
    const char *const rest = fixedPoint(p + head.length, end, p, rate);
    if (!rest || end - rest < ((shape.length + 15) & ~15) || !hasShape(shape, rest))
        return nullptr;
    // The index's places were not compared: digits in the first line, the same in the others.
    const char *const index = p + head.indexStarts[0];
    const qsizetype width = head.indexWidth;
    bool zero = true;
    for (qsizetype i = 0; i < width; ++i) {
        if (!isDigit(index[i]))
            return nullptr;
        zero = zero && index[i] == '0';
    }
    if (!sameShortBytes(index, rest + shape.indexStarts[1], width) || !sameShortBytes(index, rest + shape.indexStarts[2], width)
        || !sameShortBytes(index, rest + shape.indexStarts[3], width))
        return nullptr;
    __m128i notDigits = _mm_setzero_si128();
    const double interval = shapedNumber(shape.numbers[1], rest, notDigits);
    const double ending = shapedNumber(shape.numbers[2], rest, notDigits);
    if (!allDigits(notDigits))
        return nullptr;
    const QByteArrayView units(rest + shape.unitsStart, shape.unitsLength);
    dropPendingInterim();
    m_line += 4;
    m_output.lineCount += 4;
    if (units.size() != m_pending.units.size() || !sameShortBytes(units.data(), m_pending.units.constData(), units.size()))
        m_pending.units = units.toByteArray();
    if (zero && m_current >= 0 && current().sampleCount > 0)
        startTest();
    appendSample(rate, interval, ending, units);
    return rest + shape.length;
#else
    Q_UNUSED(p);
    Q_UNUSED(end);
    return nullptr;
#endif
}

// handleKeyvalInterim()'s successful cases for "NETPERF_NAME[n]=value" with a plain index.
const char *NetperfOutputParser::fastKeyvalInterim(const char *p, const char *end)
{
    if (const char *next = shapedKeyvalRecord(p, end)) {
        // As fastInterim() does for a run of records with one layout.
        for (const char *after; next < end && *next == 'N' && (after = shapedKeyvalRecord(next, end)); next = after)
            m_feed.cursor = next;
        return next;
    }
    if (std::memcmp(p, "NETPERF_", 8) != 0)
        return nullptr;
    enum class Name { InterimResult, Units, Interval, Ending };
    Name name;
    const char *q = p + 8;
    const auto at = [&q, end](auto &&literal) {
        const qsizetype n = qsizetype(sizeof(literal)) - 1;
        if (end - q < n || std::memcmp(q, literal, size_t(n)) != 0)
            return false;
        q += n;
        return true;
    };
    if (at("INTERIM_RESULT[")) {
        if (const char *next = fastKeyvalRecord(q, end))
            return next;
        name = Name::InterimResult;
    } else if (at("UNITS["))
        name = Name::Units;
    else if (at("INTERVAL["))
        name = Name::Interval;
    else if (at("ENDING["))
        name = Name::Ending;
    else
        return nullptr;
    qint64 index = 0;
    const char *digits = q;
    while (q < end && isDigit(*q) && q - digits < 15)
        index = index * 10 + (*q++ - '0');
    if (q == digits || !at("]="))
        return nullptr;
    if (name != Name::InterimResult && index != m_pending.index)
        return nullptr;
    BufferScanner scan{q, end};
    if (name == Name::Units) {
        const char *lineEnd = findNewline(q, end);
        if (!lineEnd)
            return nullptr;
        const QByteArrayView value = trimmed(QByteArrayView(q, lineEnd - q));
        ++m_line;
        ++m_output.lineCount;
        if (value != QByteArrayView(m_pending.units))
            m_pending.units = value.toByteArray();
        return lineEnd + 1;
    }
    double value = 0;
    const char *next = nullptr;
    if (const char *after = fixedPoint(q, end, p, value))
        next = afterNewline(after, end);
    if (!next)
        next = scan.number(value) ? scan.lineEnd() : nullptr;
    if (!next)
        return nullptr;
    switch (name) {
    case Name::InterimResult:
        ++m_line;
        ++m_output.lineCount;
        dropPendingInterim();
        m_pending.index = index;
        m_pending.firstLine = m_line;
        m_pending.rate = value;
        return next;
    case Name::Interval:
        ++m_line;
        ++m_output.lineCount;
        m_pending.interval = value;
        return next;
    case Name::Ending:
        if (!m_pending.rate || !m_pending.interval)
            return nullptr;
        ++m_line;
        ++m_output.lineCount;
        completeKeyvalInterim({}, index, value);
        return next;
    case Name::Units:
        break;
    }
    return nullptr;
}

// The output's lists get large, and growing them by doubling (even with realloc(), which QList
// uses for relocatable types) measured slower than sizing them once. Within a big feed() the ones
// seen so far tell how many the rest of the buffer holds: room for those is made at once (only
// the part used is ever touched). Called when @p list has no room for @p more; @p before is its
// size when feed() began; each element takes @p minBytes of input at least.
template<typename T>
void NetperfOutputParser::growAhead(QList<T> &list, qsizetype before, qsizetype more, int minBytes) const
{
    const qsizetype size = list.size();
    qsizetype wanted = std::max(2 * size, size + more) + 8;
    const qsizetype seen = size - before;
    const qsizetype done = m_feed.cursor - m_feed.begin;
    if (m_feed.cursor && (seen >= 64 || done >= (1 << 20))) {
        const double left = double(m_feed.end - m_feed.cursor);
        // The bound keeps a dense start from reserving much more than the input could hold.
        const double expected = std::min(double(seen + 1) / double(done) * left * 1.125, left / minBytes);
        wanted = std::max(wanted, size + qsizetype(expected) + 8);
    }
    // Fed in chunks with its size known: the same estimate over all that was fed and all to come,
    // once enough was fed for it (a log's first captures may hold few of what the rest holds many:
    // an estimate from them grew the samples' list again, a 20 MB copy, at 60% of a 100 MB log).
    const qint64 fed = m_fedBytes + (m_feed.cursor ? m_feed.cursor - m_feed.begin : 0);
    if (m_expectedBytes > fed && fed >= std::min<qint64>(1 << 20, m_expectedBytes / 8)) {
        const double left = double(m_expectedBytes - fed);
        const double expected = std::min(double(size + 1) / double(std::max<qint64>(fed, 1)) * left * 1.125, left / minBytes);
        wanted = std::max(wanted, size + qsizetype(expected) + 8);
    }
    // reserve() would copy every element into the new block (and destroy the old ones): the
    // elements are moved instead.
    QList<T> bigger;
    bigger.reserve(wanted);
    adviseHugePages(bigger.data(), bigger.capacity() * qsizetype(sizeof(T)));
    bigger.append(std::move(list));
    list.swap(bigger);
}

void NetperfOutputParser::feedLine(QByteArrayView line)
{
    parseLine(line, m_line + 1);
    flushSamples();
}

void NetperfOutputParser::feedLine(QByteArrayView line, qint64 lineNumber)
{
    parseLine(line, lineNumber);
    flushSamples();
}

void NetperfOutputParser::feedLines(QByteArrayView lines, qint64 firstLineNumber)
{
    if (!m_partial.isEmpty()) { // what feed() left: a line of its own, as finish() would take it
        const QByteArray line = std::exchange(m_partial, {});
        parseLine(line, m_line + 1);
    }
    m_line = firstLineNumber - 1;
    feed(lines);
    if (!m_partial.isEmpty()) {
        const QByteArray line = std::exchange(m_partial, {});
        parseLine(line, m_line + 1);
        flushSamples();
    }
}

void NetperfOutputParser::parseLine(QByteArrayView line, qint64 lineNumber)
{
    m_line = lineNumber;
    ++m_output.lineCount;
    if (line.endsWith('\r'))
        line.chop(1);
    dispatch(line);
}

void NetperfOutputParser::finish()
{
    if (!m_partial.isEmpty()) {
        const QByteArray line = std::exchange(m_partial, {});
        parseLine(line, m_line + 1);
    }
    closeOpenRecords();
    flushSamples();
}

// Samples wait in a small array while a call parses, and join output().samples in one append
// before it returns: appending to a QList one by one costs more than parsing an interim line.
void NetperfOutputParser::flushSamples()
{
    if (m_batched == 0)
        return;
    QList<InterimSample> &samples = m_output.samples;
    const qsizetype old = samples.size();
    if (old + m_batched > samples.capacity())
        growAhead(samples, m_feed.samplesBefore, m_batched, 32); // a line at least
    // Into the room made above: resize() zeroes the new elements (a memset, far cheaper than
    // emplacing them one by one), and the batch is copied over them in one go.
    static_assert(std::is_trivially_copyable_v<InterimSample>);
    samples.resize(old + m_batched);
    std::memcpy(static_cast<void *>(samples.data() + old), m_batch.data(), sizeof(InterimSample) * size_t(m_batched));
    m_batched = 0;
}

NetperfOutput NetperfOutputParser::takeOutput()
{
    finish();
    NetperfOutput output = std::exchange(m_output, {});
    m_current = -1;
    m_sampleTest = -1;
    m_interimUnits.clear();
    m_interimUnitsText.clear();
    m_interimUnitsKey.fill(0);
    return output;
}

void NetperfOutputParser::dispatch(QByteArrayView line)
{
    // Each pass either returns or continues with what a table left of the line, which is shorter.
    // The first pass runs for blank lines too: they end a table's optional remote row.
    do {
        const QByteArrayView text = trimmed(line);
        if (m_table.isActive()) {
            if (!m_table.inHeader() || continuesHeader(text) || !startsSomethingElse(text)) {
                feedTable(line);
                line = m_tableRest;
                continue;
            }
            closeOpenRecords();
        }
        if (text.isEmpty() || (m_inUsage && inUsageText(text)))
            return;
        if (const auto kind = ClassicTableReader::headerKind(text); kind != ClassicTableReader::Kind::None) {
            m_table.beginHeader(kind);
            ++m_headersBegun;
            feedTable(line);
            line = m_tableRest;
            continue;
        }
        dispatchRecord(text);
        return;
    } while (!line.isEmpty());
}

void NetperfOutputParser::dispatchRecord(QByteArrayView text)
{
    const char first = text[0];
    if (first == 'I' && handleInterim(text))
        return;
    if (first == 'N' && handleKeyvalInterim(text))
        return;
    if ((isDigit(first) || first == '-' || first == '.') && handleNumberLine(text))
        return;
    if (first == '!' && handleWarning(text))
        return;
    if (isUpper(first) && (handleKeyValue(text) || handleBanner(text)))
        return;
    if ((mayBeFailure(text) && handleFailure(text)) || handleCsv(text) || isKnownChatter(text))
        return;
    if (startsWith(text, "Usage: netperf") || startsWith(text, "Usage: netserver")) {
        m_inUsage = true;
        return;
    }
    if (!handleCommandLine(text))
        keepUnparsed(text);
}

bool NetperfOutputParser::inUsageText(QByteArrayView text)
{
    if (!m_inUsage)
        return false;
    // Usage text lines start with blanks, options or prose; only a record ends it.
    if (!startsWith(text, "Interim result:") && !startsWith(text, "NETPERF_") && !startsWith(text, "MIGRATED ")
        && keyOf(text).isEmpty() && !startsWith(text, "establish"))
        return true;
    m_inUsage = false;
    return false;
}

// "Interim result: 72595.01 Trans/s over 0.515 seconds ending at 1795995333.811"
// (demo_interval_display() in src/netlib.c; the interval has 3 decimals since netperf 2.6)
bool NetperfOutputParser::handleInterim(QByteArrayView line)
{
    if (!startsWith(line, "Interim result:"))
        return false;
    Scanner scan(line.sliced(15));
    double rate = 0;
    double interval = 0;
    double ending = 0;
    QByteArrayView units;
    if (scan.number(rate) && !(units = scan.token()).isEmpty() && scan.literal("over") && scan.number(interval)
        && scan.literal("seconds") && scan.literal("ending") && scan.literal("at") && scan.number(ending)
        && scan.atEnd()) {
        addSample(rate, interval, ending, units);
    } else {
        keepUnparsed(line);
    }
    return true;
}

// NETPERF_INTERIM_RESULT[n], NETPERF_UNITS[n], NETPERF_INTERVAL[n], NETPERF_ENDING[n], printed
// in that order for each interval with -k (src/netlib.c).
bool NetperfOutputParser::handleKeyvalInterim(QByteArrayView line)
{
    if (!startsWith(line, "NETPERF_"))
        return false;
    // The first '[' and the first ']' (a ']' before the '[' is no record); "NETPERF_" has neither.
    const char *const data = line.data();
    const qsizetype size = line.size();
    qsizetype open = 8;
    while (open < size && data[open] != '[' && data[open] != ']')
        ++open;
    if (open >= size || data[open] != '[')
        return false;
    qsizetype close = open + 1;
    while (close < size && data[close] != ']')
        ++close;
    if (close >= size || close < open + 2 || close + 1 >= size || data[close + 1] != '=')
        return false;
    const QByteArrayView name = line.sliced(8, open - 8);
    const auto index = toNumber(line.sliced(open + 1, close - open - 1));
    const QByteArrayView value = trimmed(line.sliced(close + 2));
    // netperf counts intervals from 0; an index past 15 digits (the fast path's bound) is no
    // count, and a qint64 could not hold every such number (UBSan, found by the fuzz target).
    if (!index || *index < 0 || *index >= 1e15) {
        keepUnparsed(line);
        return true;
    }
    const qint64 n = qint64(*index);
    if (equals(name, "INTERIM_RESULT")) {
        dropPendingInterim();
        m_pending.index = n;
        m_pending.firstLine = m_line;
        m_pending.rate = toNumber(value);
        if (!m_pending.rate)
            dropPendingInterim();
        return true;
    }
    if (n != m_pending.index) {
        keepUnparsed(line);
        return true;
    }
    if (equals(name, "UNITS")) {
        if (value != QByteArrayView(m_pending.units)) // the same every interval: no allocation
            m_pending.units = value.toByteArray();
    } else if (equals(name, "INTERVAL")) {
        m_pending.interval = toNumber(value);
    } else if (equals(name, "ENDING")) {
        completeKeyvalInterim(line, n, toNumber(value));
    } else {
        keepUnparsed(line);
    }
    return true;
}

void NetperfOutputParser::completeKeyvalInterim(QByteArrayView line, qint64 index, std::optional<double> ending)
{
    if (!ending || !m_pending.rate || !m_pending.interval) {
        dropPendingInterim();
        keepUnparsed(line);
        return;
    }
    // Numbering restarts at 0 with every netperf run, which is how -P 0 runs are told apart.
    if (index == 0 && m_current >= 0 && current().sampleCount > 0)
        startTest();
    addSample(*m_pending.rate, *m_pending.interval, *ending, m_pending.units);
    m_pending.index = -1;
    m_pending.rate.reset();
    m_pending.interval.reset();
}

void NetperfOutputParser::addSampleToNewTarget(double rate, double interval, double endTime, QByteArrayView units)
{
    if (m_current < 0 || m_currentEnded || m_output.tests.at(m_current).result)
        startTest();
    ParsedTest &test = m_output.tests[m_current];
    const bool sameUnits = units.size() == m_interimUnits.size()
        && (units.isEmpty() || std::memcmp(units.data(), m_interimUnits.constData(), size_t(units.size())) == 0);
    if (!sameUnits) {
        m_interimUnits = units.toByteArray();
        m_interimUnitsText = sharedText(units); // logs switch between a few units
        // fastInterim() compares units of up to 15 bytes with this key; longer ones never match
        // it there (their length differs from any it scans) and are compared here.
        m_interimUnitsKey.fill(0);
        if (!units.isEmpty())
            std::memcpy(m_interimUnitsKey.data(), units.data(), size_t(std::min<qsizetype>(units.size(), 16)));
        test.interimUnits = m_interimUnitsText;
    } else if (test.interimUnits.isEmpty()) {
        test.interimUnits = m_interimUnitsText; // the next test with the same units shares the text
    }
    if (test.firstSample < 0)
        test.firstSample = int(m_output.samples.size() + m_batched);
    // From here on the test takes samples in these units through addSample()'s first steps.
    m_sampleTest = m_current;
    m_batch[size_t(m_batched++)] = InterimSample{rate, interval, endTime, m_current, m_line};
    if (m_batched == int(m_batch.size()))
        flushSamples();
    ++test.sampleCount;
    test.lastLine = m_line;
}

void NetperfOutputParser::dropPendingInterim()
{
    if (m_pending.index < 0)
        return;
    ++m_output.unparsedCount;
    if (m_output.unparsed.size() < NetperfOutput::maxKeptUnparsed) {
        m_output.unparsed.append(UnparsedLine{
            m_pending.firstLine,
            QStringLiteral("NETPERF_INTERIM_RESULT[%1] without the rest of its record").arg(m_pending.index)});
    }
    m_pending.index = -1;
    m_pending.rate.reset();
    m_pending.interval.reset();
}

// "!!! WARNING" ... "!!! Confidence intervals: Throughput      : 33.623%" (print_confidence_warning)
bool NetperfOutputParser::handleWarning(QByteArrayView line)
{
    if (!startsWith(line, "!!!"))
        return false;
    ParsedTest *test = &current();
    const bool opens = equals(trimmed(line.sliced(3)), "WARNING");
    if ((opens && test->confidenceWarning) || test->result)
        test = &startTest();
    if (!test->confidenceWarning)
        test->confidenceWarning.emplace();
    ConfidenceWarning &warning = *test->confidenceWarning;
    if (warning.lines.isEmpty())
        warning.lines.reserve(8); // print_confidence_warning()'s lines
    warning.lines << sharedText(line);
    if (contains(line, "Throughput"))
        warning.throughputWidth = percentAfterColon(line);
    else if (contains(line, "Local CPU util"))
        warning.localCpuWidth = percentAfterColon(line);
    else if (contains(line, "Remote CPU util"))
        warning.remoteCpuWidth = percentAfterColon(line);
    touch();
    return true;
}

bool NetperfOutputParser::handleBanner(QByteArrayView line)
{
    if (!looksLikeBanner(line))
        return false;
    KnownBanner &known = knownBanner(line);
    if (line == QByteArrayView(known.text)) {
        useBanner(known.banner);
        return true;
    }
    std::shared_ptr<const TestBanner> banner =
        m_banners.value(LineKey::view(line));
    if (!banner) {
        std::optional<TestBanner> parsed = parseBanner(line);
        if (!parsed) {
            keepUnparsed(line);
            return true;
        }
        banner = std::make_shared<const TestBanner>(std::move(*parsed));
        if (m_banners.size() >= 256)
            m_banners.clear();
        m_banners.insert(LineKey{line.toByteArray()}, banner);
    }
    // fastBanner() takes the line again when it comes whole and plain: netperf's "MIGRATED ..." line,
    // which no other step claims whatever the state (its first word ends in a blank: no "KEY=").
    if (startsWith(line, "MIGRATED ")) {
        known.text = line.toByteArray();
        known.banner = banner;
    }
    useBanner(std::move(banner));
    return true;
}

// handleBanner()'s effect for a banner line once its banner is known.
void NetperfOutputParser::useBanner(std::shared_ptr<const TestBanner> banner)
{
    ParsedTest *test = &current();
    if (test->banner || test->result || test->sampleCount > 0 || test->confidenceWarning)
        test = &startTest();
    test->banner = std::move(banner);
    touch();
}

bool NetperfOutputParser::handleFailure(QByteArrayView line)
{
    if (!m_output.failures.isEmpty()) {
        NetperfFailure &last = m_output.failures.last();
        if (last.test == m_current && m_line - last.line <= 3 && continuesFailure(last, line)) {
            m_failureText.append('\n').append(line);
            last.text = sharedText(m_failureText);
            touch();
            return true;
        }
    }
    std::optional<NetperfFailure> failure = failureOf(line);
    if (!failure)
        return false;
    // A failure after a finished test belongs to the next netperf run, as one before any test does.
    if (m_current < 0 || current().result)
        startTest();
    failure->line = m_line;
    failure->test = m_current;
    m_failureText.resize(line.size()); // into the room it has
    std::memcpy(m_failureText.data(), line.data(), size_t(line.size()));
    // netperf stops at a failure: what follows is another run (a banner may still come: netperf
    // prints it on stdout after the failure went to stderr).
    m_currentEnded = true;
    touch();
    if (m_output.failures.size() == m_output.failures.capacity())
        growAhead(m_output.failures, m_feed.failuresBefore, 1, 256);
    m_output.failures.append(std::move(*failure));
    return true;
}

// A command in a terminal log or mail ("$ netperf -H host -t TCP_RR", "# sudo netperf ...")
// starts a new test and is kept as that test's command.
bool NetperfOutputParser::handleCommandLine(QByteArrayView line)
{
    QByteArrayView rest = line;
    QByteArrayView token = nextToken(rest);
    if (!token.isEmpty() && (token.endsWith('$') || token.endsWith('#') || token.endsWith('%') || token.endsWith('>')))
        token = nextToken(rest);
    const QByteArrayView command = trimmed(QByteArrayView(token.data(), line.data() + line.size() - token.data()));
    static const QByteArrayView wrappers[] = {"sudo", "time", "ip", "netns", "exec", "taskset", "numactl",
                                              "env", "timeout", "nice", "chrt", "ssh"};
    for (int i = 0; i < 12 && !token.isEmpty(); ++i, token = nextToken(rest)) {
        if (equals(token, "netperf") || token.endsWith("/netperf")) {
            ParsedTest *test = m_current >= 0 ? &m_output.tests[m_current] : nullptr;
            if (!test || test->banner || test->result || test->sampleCount > 0 || !test->command.isEmpty()
                || test->confidenceWarning)
                test = &startTest();
            test->command = QString::fromUtf8(command);
            return true;
        }
        const bool wrapper = std::any_of(std::begin(wrappers), std::end(wrappers),
                                         [token](QByteArrayView w) { return token == w; });
        if (i == 0 && !wrapper)
            return false;
    }
    return false;
}

void NetperfOutputParser::feedTable(QByteArrayView line)
{
    m_tableRest = m_table.feed(line, m_rows);
    for (const ClassicTableReader::Row &row : std::as_const(m_rows))
        applyRow(row);
    m_rows.clear();
    touch();
}

void NetperfOutputParser::closeOpenRecords()
{
    m_table.close(m_rows);
    for (const ClassicTableReader::Row &row : std::as_const(m_rows))
        applyRow(row);
    m_rows.clear();
    dropPendingInterim();
    m_inUsage = false;
}

void NetperfOutputParser::keepUnparsed(QByteArrayView line)
{
    ++m_output.unparsedCount;
    if (m_output.unparsed.size() < NetperfOutput::maxKeptUnparsed)
        m_output.unparsed.append(UnparsedLine{m_line, QString::fromUtf8(line)});
}

QString NetperfOutputParser::sharedText(QByteArrayView utf8)
{
    const auto known = m_texts.constFind(LineKey::view(utf8));
    if (known != m_texts.cend())
        return *known;
    if (m_texts.size() >= 256)
        m_texts.clear();
    return *m_texts.insert(LineKey{utf8.toByteArray()}, QString::fromUtf8(utf8));
}

ParsedTest &NetperfOutputParser::current()
{
    if (m_current < 0)
        return startTest();
    return m_output.tests[m_current];
}

ParsedTest &NetperfOutputParser::startTest()
{
    if (m_output.tests.size() == m_output.tests.capacity())
        growAhead(m_output.tests, m_feed.testsBefore, 1, 256); // a test takes a few lines
    ParsedTest &test = m_output.tests.emplaceBack();
    test.firstLine = m_line;
    test.lastLine = m_line;
    m_current = int(m_output.tests.size() - 1);
    m_currentEnded = false;
    return m_output.tests.last();
}

} // namespace Tunebench
