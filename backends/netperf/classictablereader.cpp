// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/classictablereader.h"

#include "netperf/textscan.h"

#include <array>
#include <cstring>

namespace Tunebench {

namespace {
// A header is a few short lines; anything longer is not a netperf header.
constexpr int maxHeaderTokens = 80;
/// Where a number glued to the end of a header word starts, or the token's size. Header words
/// never end in a digit, so trailing digits there are the first value of a row.
qsizetype gluedNumberAt(QByteArrayView token)
{
    if (token.isEmpty() || !(TextScan::isDigit(token.back()) || token.back() == '.'))
        return token.size(); // the common case, without the scans below
    qsizetype start = token.size();
    while (start > 0 && (TextScan::isDigit(token[start - 1]) || token[start - 1] == '.'))
        --start;
    while (start < token.size() && !TextScan::isDigit(token[start]))
        ++start;
    if (start == 0 || start == token.size() || !TextScan::toNumber(token.sliced(start)))
        return token.size();
    return start;
}

/// Whether a token starting with @p c can be a number (TextScan::parseNumber() needs one of these).
bool startsLikeNumber(char c)
{
    return TextScan::isDigit(c) || c == '-' || c == '.';
}

} // namespace

ClassicTableReader::Kind ClassicTableReader::headerKind(QByteArrayView line)
{
    // Every line is asked this: most are ruled out by their first letter.
    if (line.isEmpty() || (line[0] != 'L' && line[0] != 'A' && line[0] != 'M' && line[0] != 'R'))
        return Kind::None;
    if (TextScan::startsWith(line, "Local /Remote"))
        return Kind::RequestResponse;
    if (TextScan::startsWith(line, "Alignment"))
        return Kind::Verbose;
    if (TextScan::equals(line, "Maximum") || TextScan::startsWith(line, "Maximum Segment"))
        return Kind::Mss;
    if (TextScan::startsWith(line, "Recv")) {
        QByteArrayView rest = line;
        (void)TextScan::nextToken(rest);
        if (TextScan::equals(TextScan::nextToken(rest), "Send"))
            return Kind::Stream;
    }
    return Kind::None;
}

ClassicTableReader::Kind ClassicTableReader::headlessKind(int count)
{
    switch (count) {
    case 6:
    case 10:
        return Kind::RequestResponse;
    case 5:
    case 9:
        return Kind::Stream;
    default:
        return Kind::None;
    }
}

void ClassicTableReader::beginHeader(Kind kind)
{
    reset();
    m_row.kind = kind;
    m_row.headed = true;
    m_state = State::Header;
}

void ClassicTableReader::restoreHeader(const HeaderState &state)
{
    m_state = State::Header;
    m_row.kind = state.row.kind;
    m_row.remoteSockets = state.row.remoteSockets;
    m_row.headed = state.row.headed;
    m_row.cpuColumns = state.row.cpuColumns;
    m_row.units = state.row.units;
    m_row.cpuMethod = state.row.cpuMethod;
    m_row.numbers.clear(); // a header has no numbers yet
    m_previousWasPercent = state.previousWasPercent;
    m_headerTokens = state.headerTokens;
}

void ClassicTableReader::beginHeadless(Kind kind, int count)
{
    reset();
    m_row.kind = kind;
    m_row.headed = false;
    m_row.cpuColumns = count == 10 || count == 9;
    m_state = State::Row;
}

inline int ClassicTableReader::expectedCount() const
{
    if (m_state == State::RemoteRow)
        return 2;
    switch (m_row.kind) {
    case Kind::RequestResponse:
        return m_row.cpuColumns ? 10 : 6;
    case Kind::Stream:
        return m_row.cpuColumns ? 9 : 5;
    case Kind::Verbose:
        return 8;
    case Kind::Mss:
        return 1;
    case Kind::None:
        break;
    }
    return 1;
}

// One shared string per method letter rather than one allocation per table.
QString ClassicTableReader::cpuMethodText(char letter)
{
    static const auto texts = [] {
        std::array<QString, 26> all;
        for (int i = 0; i < 26; ++i)
            all[size_t(i)] = QString(QLatin1Char(char('A' + i)));
        return all;
    }();
    return texts[size_t(letter - 'A')];
}

namespace {
bool isCpuWord(QByteArrayView token)
{
    switch (token.size()) {
    case 3:
        return TextScan::equals(token, "CPU");
    case 5:
        return TextScan::equals(token, "S.dem");
    case 6:
        return TextScan::equals(token, "Demand");
    case 11:
        return TextScan::equals(token, "Utilization");
    default:
        return false;
    }
}

/// Throughput units in a stream table's header ("10^6bits/sec" -> "10^6bits/s"), or nothing.
std::optional<QByteArrayView> unitsOf(QByteArrayView token)
{
    if (token.size() < 5 || !TextScan::contains(token, '/')
        || !(TextScan::contains(token, "bits/") || TextScan::contains(token, "Bytes/")))
        return std::nullopt;
    if (token.endsWith("/sec"))
        token.chop(2);
    return token;
}
} // namespace

// The words of a header line as takeHeaderToken() reads them one by one, or nothing for a line
// with anything else in it (a number, a word with a number glued to it).
std::optional<ClassicTableReader::HeaderLine> ClassicTableReader::readHeaderLine(QByteArrayView line)
{
    HeaderLine header;
    bool previousWasPercent = false;
    QByteArrayView rest = line;
    for (QByteArrayView token = TextScan::nextToken(rest); !token.isEmpty(); token = TextScan::nextToken(rest)) {
        // What feedToken() takes whole as a header word: no number, none glued to its end.
        double number = 0;
        if ((startsLikeNumber(token.front())
             && TextScan::parseNumber(token.data(), token.data() + token.size(), number) == token.data() + token.size())
            || gluedNumberAt(token) != token.size())
            return std::nullopt;
        const bool letter = token.size() == 1 && TextScan::isUpper(token[0]);
        if (isCpuWord(token)) {
            header.cpuWord = true;
        } else if (const auto units = unitsOf(token)) {
            if (header.units.isEmpty())
                header.units = unitsText(*units);
        } else if (letter && header.tokens == 0) {
            header.firstLetter = token[0];
        } else if (letter && previousWasPercent && header.methodLetter == 0) {
            header.methodLetter = token[0];
        }
        previousWasPercent = TextScan::equals(token, "%");
        ++header.tokens;
    }
    header.endsWithPercent = previousWasPercent;
    if (header.tokens == 0)
        return std::nullopt;
    return header;
}

// A header line of header words only, with the effect of its words read one by one (which
// readHeaderLine() worked out once for the line). False leaves the line to the token steps.
bool ClassicTableReader::applyHeaderLine(QByteArrayView line)
{
    if (startsLikeNumber(line.front()))
        return false; // a row (or a line that starts like one): the token steps read it
    const size_t hash = LineKey::hash(line, 0);
    HeaderSlot &slot = m_headerLines[hash % m_headerLines.size()];
    if (slot.hash != hash || slot.bytes.size() != line.size() || std::memcmp(slot.bytes.constData(), line.data(), size_t(line.size())) != 0) {
        std::optional<HeaderLine> read = readHeaderLine(line);
        if (!read)
            return false;
        slot.hash = hash;
        slot.bytes = line.toByteArray();
        slot.header = std::move(*read);
    }
    const HeaderLine &header = slot.header;
    if (m_headerTokens + header.tokens > maxHeaderTokens)
        return false; // the token steps end the table at the right word
    m_headerTokens += header.tokens;
    m_row.cpuColumns = m_row.cpuColumns || header.cpuWord;
    if (m_row.units.isEmpty() && !header.units.isEmpty())
        m_row.units = header.units;
    if (m_row.cpuMethod.isEmpty()) {
        if (m_previousWasPercent && header.firstLetter)
            m_row.cpuMethod = cpuMethodText(header.firstLetter);
        else if (header.methodLetter)
            m_row.cpuMethod = cpuMethodText(header.methodLetter);
    }
    m_previousWasPercent = header.endsWithPercent;
    return true;
}

// Tables repeat the same units: the text of the last ones is shared rather than copied.
QString ClassicTableReader::unitsText(QByteArrayView units)
{
    if (units != QByteArrayView(m_lastUnits)) {
        m_lastUnits = units.toByteArray();
        m_lastUnitsText = QString::fromLatin1(units);
    }
    return m_lastUnitsText;
}

Q_ALWAYS_INLINE void ClassicTableReader::takeHeaderToken(QByteArrayView token)
{
    std::optional<QByteArrayView> units;
    if (isCpuWord(token))
        m_row.cpuColumns = true;
    else if (m_row.units.isEmpty() && (units = unitsOf(token)))
        m_row.units = unitsText(*units);
    else if (m_previousWasPercent && token.size() == 1 && TextScan::isUpper(token[0]) && m_row.cpuMethod.isEmpty())
        m_row.cpuMethod = cpuMethodText(token[0]);
    m_previousWasPercent = TextScan::equals(token, "%");
}

QByteArrayView ClassicTableReader::feed(QByteArrayView line, QList<Row> &rows)
{
    const char *p = line.data();
    const char *const end = p + line.size();
    while (p < end && TextScan::isBlank(*p))
        ++p;
    if (p == end) {
        // A blank line ends the table once only the optional remote row is left.
        if (m_state == State::RemoteRow)
            reset();
        return {};
    }
    if (m_state == State::Header && applyHeaderLine(QByteArrayView(p, end - p)))
        return {};
    while (m_state != State::Idle) {
        while (p < end && TextScan::isBlank(*p))
            ++p;
        if (p == end)
            return {};
        const char *tokenEnd = p + 1;
        while (tokenEnd < end && !TextScan::isBlank(*tokenEnd))
            ++tokenEnd;
        // Most tokens are header words: feedToken()'s steps for a word that neither is a number
        // nor ends in one, inline.
        if (m_state == State::Header && !startsLikeNumber(*p) && !TextScan::isDigit(tokenEnd[-1]) && tokenEnd[-1] != '.') {
            if (++m_headerTokens > maxHeaderTokens) {
                close(rows);
                return QByteArrayView(p, end - p);
            }
            takeHeaderToken(QByteArrayView(p, tokenEnd - p));
            p = tokenEnd;
            continue;
        }
        if (feedToken(QByteArrayView(p, tokenEnd - p), rows) == Step::Ended) {
            close(rows);
            return QByteArrayView(p, end - p);
        }
        p = tokenEnd;
    }
    while (p < end && TextScan::isBlank(*p))
        ++p;
    return QByteArrayView(p, end - p);
}

ClassicTableReader::Step ClassicTableReader::feedToken(QByteArrayView token, QList<Row> &rows)
{
    // Only a token that starts like a number can be one: header words skip the parse.
    double value = 0;
    if (!token.isEmpty() && startsLikeNumber(token[0])
        && TextScan::parseNumber(token.data(), token.data() + token.size(), value) == token.data() + token.size())
        return takeNumber(value, rows);
    switch (m_state) {
    case State::Header: {
        if (++m_headerTokens > maxHeaderTokens)
            return Step::Ended;
        // A row glued to the header without a blank: "10^6bits/sec131072".
        const qsizetype split = gluedNumberAt(token);
        takeHeaderToken(token.first(split));
        if (split == token.size())
            return Step::Continue;
        return feedToken(token.sliced(split), rows);
    }
    case State::Idle:
    case State::Row:
    case State::RemoteRow:
        break;
    }
    return Step::Ended;
}

bool ClassicTableReader::takeNumbers(const double *values, int count, QList<Row> &rows)
{
    // How many numbers the table takes before it ends: the rest of its row, and for a
    // request/response table its remote socket row after that.
    int left = 0;
    switch (m_state) {
    case State::Idle:
        return false;
    case State::Header:
    case State::Row:
        left = expectedCount() - int(m_row.numbers.size()) + (m_row.kind == Kind::RequestResponse ? 2 : 0);
        break;
    case State::RemoteRow:
        left = 2 - int(m_row.numbers.size());
        break;
    }
    if (count > left)
        return false;
    for (int i = 0; i < count; ++i)
        (void)takeNumber(values[i], rows);
    return true;
}

ClassicTableReader::Step ClassicTableReader::takeNumber(double value, QList<Row> &rows)
{
    switch (m_state) {
    case State::Idle:
        return Step::Ended;
    case State::Header:
        m_state = State::Row;
        [[fallthrough]];
    case State::Row:
        m_row.numbers.append(value);
        if (m_row.numbers.size() < expectedCount())
            return Step::Continue;
        rows.append(m_row);
        m_row.numbers.clear();
        if (m_row.kind == Kind::RequestResponse) {
            m_state = State::RemoteRow;
            m_row.remoteSockets = true;
        } else {
            reset();
        }
        return Step::RowDone;
    case State::RemoteRow:
        m_row.numbers.append(value);
        if (m_row.numbers.size() < 2)
            return Step::Continue;
        rows.append(m_row);
        reset();
        return Step::RowDone;
    }
    return Step::Ended;
}

int ClassicTableReader::minimumCount() const
{
    switch (m_row.kind) {
    case Kind::RequestResponse:
        return 6;
    case Kind::Stream:
        return 5;
    default:
        return expectedCount();
    }
}

void ClassicTableReader::close(QList<Row> &rows)
{
    if (m_state == State::Row && m_row.numbers.size() >= minimumCount() && m_row.numbers.size() < expectedCount()) {
        Row partial = m_row;
        partial.cpuColumns = false;
        partial.numbers.resize(minimumCount());
        rows.append(partial);
    }
    reset();
}

void ClassicTableReader::reset()
{
    m_state = State::Idle;
    // Row{} field by field: assigning a new Row would copy its inline number storage.
    m_row.kind = Kind::None;
    m_row.remoteSockets = false;
    m_row.headed = false;
    m_row.cpuColumns = false;
    m_row.units = QString();
    m_row.cpuMethod = QString();
    m_row.numbers.clear();
    m_previousWasPercent = false;
    m_headerTokens = 0;
}

} // namespace Tunebench
