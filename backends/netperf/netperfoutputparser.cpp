// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfoutputparser.h"

#include "netperf/netperfbanner.h"
#include "netperf/netperffailure.h"
#include "netperf/netperftext.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace Tunebench {

using namespace NetperfText;

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
    while (!data.isEmpty()) {
        const auto *found = static_cast<const char *>(std::memchr(data.data(), '\n', size_t(data.size())));
        if (!found) {
            m_partial.append(data);
            return;
        }
        const qsizetype newline = found - data.data();
        if (m_partial.isEmpty()) {
            feedLine(data.first(newline));
        } else {
            m_partial.append(data.first(newline));
            feedLine(std::exchange(m_partial, {}));
        }
        data = data.sliced(newline + 1);
    }
}

void NetperfOutputParser::feedLine(QByteArrayView line)
{
    feedLine(line, m_line + 1);
}

void NetperfOutputParser::feedLine(QByteArrayView line, qint64 lineNumber)
{
    m_line = lineNumber;
    ++m_output.lineCount;
    if (line.endsWith('\r'))
        line.chop(1);
    dispatch(line);
}

void NetperfOutputParser::finish()
{
    if (!m_partial.isEmpty())
        feedLine(std::exchange(m_partial, {}));
    closeOpenRecords();
}

NetperfOutput NetperfOutputParser::takeOutput()
{
    finish();
    m_current = -1;
    m_sampleUnits.clear();
    return std::exchange(m_output, {});
}

// Each pass either returns or goes on with what a table left of the line, which is shorter. The
// first pass runs for blank lines too: they end a table's optional remote row.
void NetperfOutputParser::dispatch(QByteArrayView line)
{
    do {
        const QByteArrayView text = trimmed(line);
        if (m_table.isActive()) {
            if (!m_table.inHeader() || ClassicTableReader::continuesHeader(text) || !startsSomethingElse(text)) {
                line = feedTable(line);
                continue;
            }
            closeOpenRecords();
        }
        if (text.isEmpty() || (m_inUsage && inUsageText(text)))
            return;
        if (const auto kind = ClassicTableReader::headerKind(text); kind != ClassicTableReader::Kind::None) {
            m_table.beginHeader(kind);
            line = feedTable(line);
            continue;
        }
        dispatchRecord(text);
        return;
    } while (!line.isEmpty());
}

void NetperfOutputParser::dispatchRecord(QByteArrayView text)
{
    const char first = text[0];
    if (handleInterim(text) || handleKeyvalInterim(text))
        return;
    if ((isDigit(first) || first == '-' || first == '.') && handleNumberLine(text))
        return;
    if (handleWarning(text))
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

/// Lines that end an open table header or usage text because they start something else.
bool NetperfOutputParser::startsSomethingElse(QByteArrayView text) const
{
    if (text.isEmpty())
        return false;
    return startsWith(text, "Interim result:") || startsWith(text, "NETPERF_") || startsWith(text, "!!!")
        || (isUpper(text[0]) && looksLikeBanner(text))
        || ClassicTableReader::headerKind(text) != ClassicTableReader::Kind::None || !keyOf(text).isEmpty()
        || (mayBeFailure(text) && matchFailure(text));
}

bool NetperfOutputParser::inUsageText(QByteArrayView text)
{
    // Usage text lines start with blanks, options or prose; only a record ends it.
    if (!startsWith(text, "Interim result:") && !startsWith(text, "NETPERF_") && !startsWith(text, "MIGRATED ")
        && keyOf(text).isEmpty() && !startsWith(text, "establish"))
        return true;
    m_inUsage = false;
    return false;
}

// "Interim result: 72595.01 Trans/s over 0.515 seconds ending at 1795995333.811"
// (demo_interval_display() in src/netlib.c; the interval has 3 decimals since netperf 2.6)
bool NetperfOutputParser::handleInterim(QByteArrayView text)
{
    if (!startsWith(text, "Interim result:"))
        return false;
    if (const std::optional<InterimLine> interim = readInterimLine(text.sliced(15)))
        addSample(interim->rate, interim->interval, interim->ending, interim->units);
    else
        keepUnparsed(text);
    return true;
}

// NETPERF_INTERIM_RESULT[n], NETPERF_UNITS[n], NETPERF_INTERVAL[n], NETPERF_ENDING[n], printed
// in that order for each interval with -k (src/netlib.c).
bool NetperfOutputParser::handleKeyvalInterim(QByteArrayView text)
{
    if (!startsWith(text, "NETPERF_"))
        return false;
    // The first '[' and the first ']', after it.
    const qsizetype open = text.indexOf('[');
    const qsizetype close = text.indexOf(']');
    if (open < 0 || close < open + 2 || close + 1 >= text.size() || text[close + 1] != '=')
        return false;
    const QByteArrayView name = text.sliced(8, open - 8);
    const std::optional<double> index = toNumber(text.sliced(open + 1, close - open - 1));
    const QByteArrayView value = trimmed(text.sliced(close + 2));
    // netperf counts intervals from 0; a qint64 cannot hold every number (2e127, found by the fuzz target).
    if (!index || *index < 0 || *index >= 1e15) {
        keepUnparsed(text);
        return true;
    }
    const auto n = qint64(*index);
    if (name == "INTERIM_RESULT") {
        dropPendingInterim();
        m_pending.index = n;
        m_pending.firstLine = m_line;
        m_pending.rate = toNumber(value);
        if (!m_pending.rate)
            dropPendingInterim();
    } else if (n != m_pending.index) {
        keepUnparsed(text);
    } else if (name == "UNITS") {
        if (value != QByteArrayView(m_pending.units)) // the same every interval: no copy
            m_pending.units = value.toByteArray();
    } else if (name == "INTERVAL") {
        m_pending.interval = toNumber(value);
    } else if (name == "ENDING") {
        completeKeyvalInterim(text, n, toNumber(value));
    } else {
        keepUnparsed(text);
    }
    return true;
}

void NetperfOutputParser::completeKeyvalInterim(QByteArrayView text, qint64 index, std::optional<double> ending)
{
    if (!ending || !m_pending.rate || !m_pending.interval) {
        dropPendingInterim();
        keepUnparsed(text);
        return;
    }
    // Numbering restarts at 0 with every netperf run, which is how -P 0 runs are told apart.
    if (index == 0 && m_current >= 0 && current().sampleCount > 0)
        startTest();
    addSample(*m_pending.rate, *m_pending.interval, *ending, m_pending.units);
    m_pending.clear();
}

// A sample joins the current test, or starts the next one when that ended or has its result.
void NetperfOutputParser::addSample(double rate, double interval, double endTime, QByteArrayView units)
{
    if (m_current < 0 || m_currentEnded || m_output.tests.at(m_current).result)
        startTest();
    ParsedTest &test = m_output.tests[m_current];
    if (test.sampleCount == 0 || units != QByteArrayView(m_sampleUnits)) {
        m_sampleUnits = units.toByteArray();
        test.interimUnits = QString::fromUtf8(units);
    }
    if (test.firstSample < 0)
        test.firstSample = int(m_output.samples.size());
    m_output.samples.append(InterimSample {rate, interval, endTime, m_current, m_line});
    ++test.sampleCount;
    test.lastLine = m_line;
}

void NetperfOutputParser::dropPendingInterim()
{
    if (m_pending.index < 0)
        return;
    ++m_output.unparsedCount;
    if (m_output.unparsed.size() < NetperfOutput::maxKeptUnparsed) {
        m_output.unparsed.append(UnparsedLine {m_pending.firstLine,
            QStringLiteral("NETPERF_INTERIM_RESULT[%1] without the rest of its record").arg(m_pending.index)});
    }
    m_pending.clear();
}

// "!!! WARNING" ... "!!! Confidence intervals: Throughput      : 33.623%" (print_confidence_warning)
bool NetperfOutputParser::handleWarning(QByteArrayView text)
{
    if (!startsWith(text, "!!!"))
        return false;
    ParsedTest *test = &current();
    const bool opens = trimmed(text.sliced(3)) == "WARNING";
    if ((opens && test->confidenceWarning) || test->result)
        test = &startTest();
    ConfidenceWarning &warning = test->confidenceWarning ? *test->confidenceWarning : test->confidenceWarning.emplace();
    warning.lines << QString::fromUtf8(text);
    if (contains(text, "Throughput"))
        warning.throughputWidth = percentAfterColon(text);
    else if (contains(text, "Local CPU util"))
        warning.localCpuWidth = percentAfterColon(text);
    else if (contains(text, "Remote CPU util"))
        warning.remoteCpuWidth = percentAfterColon(text);
    touch();
    return true;
}

bool NetperfOutputParser::handleBanner(QByteArrayView text)
{
    if (!looksLikeBanner(text))
        return false;
    std::optional<TestBanner> banner = parseBanner(text);
    if (!banner) {
        keepUnparsed(text);
        return true;
    }
    ParsedTest *test = &current();
    if (test->banner || test->result || test->sampleCount > 0 || test->confidenceWarning)
        test = &startTest();
    test->banner = std::move(banner);
    touch();
    return true;
}

bool NetperfOutputParser::handleFailure(QByteArrayView text)
{
    if (!m_output.failures.isEmpty()) {
        NetperfFailure &last = m_output.failures.last();
        if (last.test == m_current && m_line - last.line <= 3 && continuesFailure(last, text)) {
            m_failureText.append('\n').append(text);
            last.text = QString::fromUtf8(m_failureText);
            touch();
            return true;
        }
    }
    std::optional<NetperfFailure> failure = matchFailure(text);
    if (!failure)
        return false;
    // A failure after a finished test belongs to the next netperf run, as one before any test does.
    if (m_current < 0 || current().result)
        startTest();
    failure->line = m_line;
    failure->test = m_current;
    m_failureText = text.toByteArray();
    // netperf stops at a failure: what follows is another run (a banner may still come: netperf
    // prints it on stdout after the failure went to stderr).
    m_currentEnded = true;
    touch();
    m_output.failures.append(std::move(*failure));
    return true;
}

// A command in a terminal log or mail ("$ netperf -H host -t TCP_RR", "# sudo netperf ...")
// starts a new test and is kept as that test's command.
bool NetperfOutputParser::handleCommandLine(QByteArrayView text)
{
    static constexpr QByteArrayView wrappers[]
        = {"sudo", "time", "ip", "netns", "exec", "taskset", "numactl", "env", "timeout", "nice", "chrt", "ssh"};
    QByteArrayView rest = text;
    QByteArrayView token = nextToken(rest);
    if (!token.isEmpty() && (token.endsWith('$') || token.endsWith('#') || token.endsWith('%') || token.endsWith('>')))
        token = nextToken(rest);
    const QByteArrayView command = trimmed(QByteArrayView(token.data(), text.data() + text.size() - token.data()));
    for (int i = 0; i < 12 && !token.isEmpty(); ++i, token = nextToken(rest)) {
        if (token == "netperf" || token.endsWith("/netperf")) {
            ParsedTest *test = m_current >= 0 ? &m_output.tests[m_current] : nullptr;
            if (!test || test->banner || test->result || test->sampleCount > 0 || !test->command.isEmpty()
                || test->confidenceWarning)
                test = &startTest();
            test->command = QString::fromUtf8(command);
            return true;
        }
        if (i == 0 && std::find(std::begin(wrappers), std::end(wrappers), token) == std::end(wrappers))
            return false;
    }
    return false;
}

QByteArrayView NetperfOutputParser::feedTable(QByteArrayView line)
{
    QList<ClassicTableReader::Row> rows;
    const QByteArrayView rest = m_table.feed(line, rows);
    for (const ClassicTableReader::Row &row : std::as_const(rows))
        applyRow(row);
    touch();
    return rest;
}

void NetperfOutputParser::closeOpenRecords()
{
    QList<ClassicTableReader::Row> rows;
    m_table.close(rows);
    for (const ClassicTableReader::Row &row : std::as_const(rows))
        applyRow(row);
    dropPendingInterim();
    m_inUsage = false;
}

void NetperfOutputParser::keepUnparsed(QByteArrayView text)
{
    ++m_output.unparsedCount;
    if (m_output.unparsed.size() < NetperfOutput::maxKeptUnparsed)
        m_output.unparsed.append(UnparsedLine {m_line, QString::fromUtf8(text)});
}

ParsedTest &NetperfOutputParser::current()
{
    if (m_current < 0)
        return startTest();
    return m_output.tests[m_current];
}

ParsedTest &NetperfOutputParser::startTest()
{
    ParsedTest &test = m_output.tests.emplaceBack();
    test.firstLine = m_line;
    test.lastLine = m_line;
    m_current = int(m_output.tests.size() - 1);
    m_currentEnded = false;
    return test;
}

void NetperfOutputParser::touch()
{
    if (m_current >= 0)
        m_output.tests[m_current].lastLine = m_line;
}

} // namespace Tunebench
