// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/classictablereader.h"

#include "netperf/textscan.h"

namespace Tunebench {

namespace {
// A header is a few short lines; anything longer is not a netperf header.
constexpr int maxHeaderTokens = 80;
/// Where a number glued to the end of a header word starts, or the token's size. Header words
/// never end in a digit, so trailing digits there are the first value of a row.
qsizetype gluedNumberAt(QByteArrayView token)
{
    qsizetype start = token.size();
    while (start > 0 && (TextScan::isDigit(token[start - 1]) || token[start - 1] == '.'))
        --start;
    while (start < token.size() && !TextScan::isDigit(token[start]))
        ++start;
    if (start == 0 || start == token.size() || !TextScan::toNumber(token.sliced(start)))
        return token.size();
    return start;
}

} // namespace

ClassicTableReader::Kind ClassicTableReader::headerKind(QByteArrayView line)
{
    if (TextScan::startsWith(line, "Local /Remote"))
        return Kind::RequestResponse;
    if (TextScan::startsWith(line, "Alignment"))
        return Kind::Verbose;
    if (line == QByteArrayView("Maximum") || TextScan::startsWith(line, "Maximum Segment"))
        return Kind::Mss;
    if (TextScan::startsWith(line, "Recv")) {
        QByteArrayView rest = line;
        (void)TextScan::nextToken(rest);
        if (TextScan::nextToken(rest) == QByteArrayView("Send"))
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

void ClassicTableReader::beginHeadless(Kind kind, int count)
{
    reset();
    m_row.kind = kind;
    m_row.headed = false;
    m_row.cpuColumns = count == 10 || count == 9;
    m_state = State::Row;
}

QByteArrayView ClassicTableReader::feed(QByteArrayView line, QList<Row> &rows)
{
    QByteArrayView rest = line;
    if (TextScan::trimmed(line).isEmpty()) {
        // A blank line ends the table once only the optional remote row is left.
        if (m_state == State::RemoteRow)
            reset();
        return {};
    }
    while (m_state != State::Idle) {
        const QByteArrayView before = rest;
        const QByteArrayView token = TextScan::nextToken(rest);
        if (token.isEmpty())
            return {};
        if (feedToken(token, rows) == Step::Ended) {
            close(rows);
            return TextScan::skipBlanks(before);
        }
    }
    return TextScan::skipBlanks(rest);
}

ClassicTableReader::Step ClassicTableReader::feedToken(QByteArrayView token, QList<Row> &rows)
{
    const std::optional<double> number = TextScan::toNumber(token);
    switch (m_state) {
    case State::Idle:
        return Step::Ended;
    case State::Header:
        if (!number) {
            if (++m_headerTokens > maxHeaderTokens)
                return Step::Ended;
            // A row glued to the header without a blank: "10^6bits/sec131072".
            const qsizetype split = gluedNumberAt(token);
            takeHeaderToken(token.first(split));
            if (split == token.size())
                return Step::Continue;
            return feedToken(token.sliced(split), rows);
        }
        m_state = State::Row;
        [[fallthrough]];
    case State::Row:
        if (!number)
            return Step::Ended;
        m_row.numbers.append(*number);
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
        if (!number)
            return Step::Ended;
        m_row.numbers.append(*number);
        if (m_row.numbers.size() < 2)
            return Step::Continue;
        rows.append(m_row);
        reset();
        return Step::RowDone;
    }
    return Step::Ended;
}

void ClassicTableReader::takeHeaderToken(QByteArrayView token)
{
    if (token == QByteArrayView("CPU") || token == QByteArrayView("S.dem") || token == QByteArrayView("Utilization")
        || token == QByteArrayView("Demand")) {
        m_row.cpuColumns = true;
    } else if (m_row.units.isEmpty() && token.contains('/')
               && (TextScan::contains(token, "bits/") || TextScan::contains(token, "Bytes/"))) {
        QByteArrayView units = token;
        if (units.endsWith("/sec"))
            units.chop(2);
        m_row.units = QString::fromLatin1(units);
    } else if (m_previousWasPercent && token.size() == 1 && TextScan::isUpper(token[0]) && m_row.cpuMethod.isEmpty()) {
        m_row.cpuMethod = QString::fromLatin1(token);
    }
    m_previousWasPercent = token == QByteArrayView("%");
}

int ClassicTableReader::expectedCount() const
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
    m_row = Row{};
    m_previousWasPercent = false;
    m_headerTokens = 0;
}

} // namespace Tunebench
