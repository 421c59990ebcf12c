// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/classictablereader.h"

#include "netperf/netperftext.h"

#include <algorithm>

namespace Tunebench {

using namespace NetperfText;

namespace {

// A header is a few short lines; anything longer is not a netperf header.
constexpr int maxHeaderTokens = 80;

/// Where a number glued to the end of a header word starts, or the token's size. Header words
/// never end in a digit, so trailing digits there are the first value of a row.
qsizetype gluedNumberAt(QByteArrayView token)
{
    qsizetype start = token.size();
    while (start > 0 && (isDigit(token[start - 1]) || token[start - 1] == '.'))
        --start;
    while (start < token.size() && !isDigit(token[start]))
        ++start;
    if (start == 0 || start == token.size() || !toNumber(token.sliced(start)))
        return token.size();
    return start;
}

bool isCpuWord(QByteArrayView token)
{
    return token == "CPU" || token == "S.dem" || token == "Demand" || token == "Utilization";
}

/// Throughput units in a stream table's header ("10^6bits/sec" -> "10^6bits/s"), or nothing.
std::optional<QByteArrayView> unitsOf(QByteArrayView token)
{
    if (token.size() < 5 || !token.contains('/') || !(contains(token, "bits/") || contains(token, "Bytes/")))
        return std::nullopt;
    if (token.endsWith("/sec"))
        token.chop(2);
    return token;
}

} // namespace

ClassicTableReader::Kind ClassicTableReader::headerKind(QByteArrayView line)
{
    if (startsWith(line, "Local /Remote"))
        return Kind::RequestResponse;
    if (startsWith(line, "Alignment"))
        return Kind::Verbose;
    if (line == "Maximum" || startsWith(line, "Maximum Segment"))
        return Kind::Mss;
    if (startsWith(line, "Recv")) {
        (void)nextToken(line);
        if (nextToken(line) == "Send")
            return Kind::Stream;
    }
    return Kind::None;
}

bool ClassicTableReader::continuesHeader(QByteArrayView line)
{
    static constexpr QByteArrayView words[] = {"Socket", "Send", "Size", "Segment", "bytes", "Recv", "Local"};
    const QByteArrayView word = nextToken(line);
    return std::find(std::begin(words), std::end(words), word) != std::end(words);
}

ClassicTableReader::Form ClassicTableReader::headlessForm(QByteArrayView line)
{
    static constexpr Form forms[]
        = {{Kind::RequestResponse, false}, {Kind::RequestResponse, true}, {Kind::Stream, false}, {Kind::Stream, true}};
    for (const Form form : forms) {
        const bool rr = form.kind == Kind::RequestResponse;
        const int row = rr ? (form.cpuColumns ? 10 : 6) : (form.cpuColumns ? 9 : 5);
        const int sizes = rr ? 4 : 3; // the first columns; the remote row after an RR row is sizes too
        const int cycle = rr ? row + 2 : row;
        QByteArrayView rest = line;
        int count = 0;
        for (QByteArrayView token = nextToken(rest); !token.isEmpty(); token = nextToken(rest), ++count) {
            const int column = count % cycle;
            if ((column < sizes || column >= row) == token.contains('.'))
                break;
        }
        if (count > 0 && nextToken(rest).isEmpty() && (count % cycle == 0 || (rr && count % cycle == row)))
            return form;
    }
    return {};
}

void ClassicTableReader::beginHeader(Kind kind)
{
    reset();
    m_row.kind = kind;
    m_state = State::Header;
}

void ClassicTableReader::beginHeadless(Form form)
{
    reset();
    m_row.kind = form.kind;
    m_row.cpuColumns = form.cpuColumns;
    m_state = State::Row;
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

QByteArrayView ClassicTableReader::feed(QByteArrayView line, QList<Row> &rows)
{
    line = skipBlanks(line);
    if (line.isEmpty()) {
        // A blank line ends the table once only the optional remote row is left.
        if (m_state == State::RemoteRow)
            reset();
        return {};
    }
    while (m_state != State::Idle) {
        QByteArrayView rest = line;
        const QByteArrayView token = nextToken(rest);
        if (token.isEmpty())
            return {};
        if (feedToken(token, rows) == Step::Ended) {
            close(rows);
            return skipBlanks(line);
        }
        line = rest;
    }
    return skipBlanks(line);
}

ClassicTableReader::Step ClassicTableReader::feedToken(QByteArrayView token, QList<Row> &rows)
{
    if (const std::optional<double> value = toNumber(token))
        return takeNumber(*value, rows);
    if (m_state != State::Header || ++m_headerTokens > maxHeaderTokens)
        return Step::Ended;
    // A row glued to the header without a blank: "10^6bits/sec131072".
    const qsizetype split = gluedNumberAt(token);
    takeHeaderWord(token.first(split));
    if (split == token.size())
        return Step::Continue;
    return feedToken(token.sliced(split), rows);
}

void ClassicTableReader::takeHeaderWord(QByteArrayView word)
{
    std::optional<QByteArrayView> units;
    if (isCpuWord(word))
        m_row.cpuColumns = true;
    else if (m_row.units.isEmpty() && (units = unitsOf(word)))
        m_row.units = QString::fromLatin1(*units);
    else if (m_previousWasPercent && word.size() == 1 && isUpper(word[0]) && m_row.cpuMethod.isEmpty())
        m_row.cpuMethod = QString(QLatin1Char(word[0]));
    m_previousWasPercent = word == "%";
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
        return Step::Continue;
    case State::RemoteRow:
        m_row.numbers.append(value);
        if (m_row.numbers.size() < 2)
            return Step::Continue;
        rows.append(m_row);
        reset();
        return Step::Continue;
    }
    return Step::Ended;
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
    m_row = Row {};
    m_previousWasPercent = false;
    m_headerTokens = 0;
}

} // namespace Tunebench
