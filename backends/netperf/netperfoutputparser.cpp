// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfoutputparser.h"

#include "netperf/netperfbanner.h"
#include "netperf/netperffailure.h"
#include "netperf/textscan.h"

#include <cstring>

namespace Tunebench {

using namespace TextScan;

QByteArrayView keyOf(QByteArrayView line)
{
    if (line.isEmpty() || !isUpper(line[0]))
        return {};
    qsizetype i = 1;
    while (i < line.size() && (isUpper(line[i]) || isDigit(line[i]) || line[i] == '_'))
        ++i;
    if (i >= line.size() || line[i] != '=')
        return {};
    return line.first(i);
}

namespace {

/// A cheap test that rules out most lines before the failure patterns are searched.
bool mayBeFailure(QByteArrayView line)
{
    static const QByteArrayView starts[] = {"establish", "send_data", "recv_", "Sorry, Demo", "Only 95%",
                                            "The test you", "Unable to start", "resolve_host", "getaddrinfo",
                                            "Please", "please", "and that test", "--enable-demo", "exec of",
                                            "Netperf could"};
    for (const QByteArrayView start : starts) {
        if (line.startsWith(start))
            return true;
    }
    return contains(line, "netperf") || contains(line, "netserver") || contains(line, "remote error")
        || contains(line, "send error");
}

/// The first words of the lines of netperf's table headers after their first line: such a line
/// cannot start anything else, so the costlier checks are skipped for it.
bool continuesHeader(QByteArrayView line)
{
    QByteArrayView rest = line;
    const QByteArrayView word = nextToken(rest);
    static const QByteArrayView words[] = {"Socket", "Send", "Size", "bytes", "Recv", "Segment", "Local"};
    return std::any_of(std::begin(words), std::end(words), [word](QByteArrayView w) { return word == w; });
}

/// Lines that end an open table header or usage text because they start something else.
bool startsSomethingElse(QByteArrayView line)
{
    if (line.isEmpty())
        return false;
    return startsWith(line, "Interim result:") || startsWith(line, "NETPERF_") || startsWith(line, "!!!")
        || (isUpper(line[0]) && looksLikeBanner(line))
        || ClassicTableReader::headerKind(line) != ClassicTableReader::Kind::None || !keyOf(line).isEmpty()
        || (mayBeFailure(line) && matchFailure(line).has_value());
}

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
            return;
        }
        const qsizetype end = static_cast<const char *>(newline) - base;
        m_partial.append(data.first(end));
        const QByteArray line = std::exchange(m_partial, {});
        feedLine(line);
        start = end + 1;
    }
    while (start < size) {
        const void *newline = std::memchr(base + start, '\n', size_t(size - start));
        if (!newline) {
            m_partial = QByteArray(base + start, size - start);
            return;
        }
        const qsizetype end = static_cast<const char *>(newline) - base;
        feedLine(QByteArrayView(base + start, end - start));
        start = end + 1;
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
    if (!m_partial.isEmpty()) {
        const QByteArray line = std::exchange(m_partial, {});
        feedLine(line);
    }
    closeOpenRecords();
}

NetperfOutput NetperfOutputParser::takeOutput()
{
    finish();
    NetperfOutput output = std::exchange(m_output, {});
    m_current = -1;
    m_interimUnits.clear();
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
        if (text.isEmpty() || inUsageText(text))
            return;
        if (const auto kind = ClassicTableReader::headerKind(text); kind != ClassicTableReader::Kind::None) {
            m_table.beginHeader(kind);
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
    QByteArrayView rest = line.sliced(15);
    const auto rate = takeNumber(rest);
    const QByteArrayView units = nextToken(rest);
    std::optional<double> interval;
    std::optional<double> ending;
    if (rate && !units.isEmpty() && takeLiteral(rest, "over")) {
        interval = takeNumber(rest);
        if (interval && takeLiteral(rest, "seconds") && takeLiteral(rest, "ending") && takeLiteral(rest, "at"))
            ending = takeNumber(rest);
    }
    if (!ending || !trimmed(rest).isEmpty()) {
        keepUnparsed(line);
        return true;
    }
    addSample(*rate, *interval, *ending, units);
    return true;
}

// NETPERF_INTERIM_RESULT[n], NETPERF_UNITS[n], NETPERF_INTERVAL[n], NETPERF_ENDING[n], printed
// in that order for each interval with -k (src/netlib.c).
bool NetperfOutputParser::handleKeyvalInterim(QByteArrayView line)
{
    if (!startsWith(line, "NETPERF_"))
        return false;
    const qsizetype open = line.indexOf('[');
    const qsizetype close = line.indexOf(']');
    if (open < 0 || close < open + 2 || close + 1 >= line.size() || line[close + 1] != '=')
        return false;
    const QByteArrayView name = line.sliced(8, open - 8);
    const auto index = toNumber(line.sliced(open + 1, close - open - 1));
    const QByteArrayView value = trimmed(line.sliced(close + 2));
    if (!index || *index < 0) {
        keepUnparsed(line);
        return true;
    }
    const qint64 n = qint64(*index);
    if (name == QByteArrayView("INTERIM_RESULT")) {
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
    if (name == QByteArrayView("UNITS")) {
        if (value != QByteArrayView(m_pending.units)) // the same every interval: no allocation
            m_pending.units = value.toByteArray();
    } else if (name == QByteArrayView("INTERVAL")) {
        m_pending.interval = toNumber(value);
    } else if (name == QByteArrayView("ENDING")) {
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

void NetperfOutputParser::addSample(double rate, double interval, double endTime, QByteArrayView units)
{
    if (m_current < 0 || m_currentEnded || m_output.tests.at(m_current).result)
        startTest();
    ParsedTest &test = m_output.tests[m_current];
    if (units != QByteArrayView(m_interimUnits) || test.interimUnits.isEmpty()) {
        m_interimUnits = units.toByteArray();
        test.interimUnits = QString::fromUtf8(units);
    }
    if (test.firstSample < 0)
        test.firstSample = int(m_output.samples.size());
    m_output.samples.append(InterimSample{rate, interval, endTime, m_current, m_line});
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
    const bool opens = trimmed(line.sliced(3)) == QByteArrayView("WARNING");
    if ((opens && test->confidenceWarning) || test->result)
        test = &startTest();
    if (!test->confidenceWarning)
        test->confidenceWarning.emplace();
    ConfidenceWarning &warning = *test->confidenceWarning;
    warning.lines << QString::fromUtf8(line);
    if (line.contains("Throughput"))
        warning.throughputWidth = percentAfterColon(line);
    else if (line.contains("Local CPU util"))
        warning.localCpuWidth = percentAfterColon(line);
    else if (line.contains("Remote CPU util"))
        warning.remoteCpuWidth = percentAfterColon(line);
    touch();
    return true;
}

bool NetperfOutputParser::handleBanner(QByteArrayView line)
{
    if (!looksLikeBanner(line))
        return false;
    const QByteArray key = QByteArray::fromRawData(line.data(), line.size());
    std::shared_ptr<const TestBanner> banner = m_banners.value(key);
    if (!banner) {
        std::optional<TestBanner> parsed = parseBanner(line);
        if (!parsed) {
            keepUnparsed(line);
            return true;
        }
        banner = std::make_shared<const TestBanner>(std::move(*parsed));
        if (m_banners.size() >= 256)
            m_banners.clear();
        m_banners.insert(line.toByteArray(), banner);
    }
    ParsedTest *test = &current();
    if (test->banner || test->result || test->sampleCount > 0 || test->confidenceWarning)
        test = &startTest();
    test->banner = std::move(banner);
    touch();
    return true;
}

bool NetperfOutputParser::handleFailure(QByteArrayView line)
{
    if (!m_output.failures.isEmpty()) {
        NetperfFailure &last = m_output.failures.last();
        if (last.test == m_current && m_line - last.line <= 3 && continuesFailure(last, line)) {
            last.text += QLatin1Char('\n') + QString::fromUtf8(line);
            touch();
            return true;
        }
    }
    std::optional<NetperfFailure> failure = matchFailure(line);
    if (!failure)
        return false;
    // A failure after a finished test belongs to the next netperf run, as one before any test does.
    if (m_current < 0 || current().result)
        startTest();
    failure->line = m_line;
    failure->test = m_current;
    // netperf stops at a failure: what follows is another run (a banner may still come: netperf
    // prints it on stdout after the failure went to stderr).
    m_currentEnded = true;
    touch();
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
        if (token == QByteArrayView("netperf") || token.endsWith("/netperf")) {
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

ParsedTest &NetperfOutputParser::current()
{
    if (m_current < 0)
        return startTest();
    return m_output.tests[m_current];
}

ParsedTest &NetperfOutputParser::startTest()
{
    ParsedTest test;
    test.firstLine = m_line;
    test.lastLine = m_line;
    m_output.tests.append(std::move(test));
    m_current = int(m_output.tests.size() - 1);
    m_currentEnded = false;
    m_interimUnits.clear();
    return m_output.tests.last();
}

void NetperfOutputParser::touch()
{
    if (m_current >= 0)
        m_output.tests[m_current].lastLine = m_line;
}

} // namespace Tunebench
