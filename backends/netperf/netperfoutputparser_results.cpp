// SPDX-License-Identifier: GPL-3.0-or-later
// NetperfOutputParser, continued: the end-of-test results (classic tables, -k keyvals, -o CSV).
#include "netperf/netperfoutputparser.h"

#include "netperf/textscan.h"

#include <QVarLengthArray>

#include <cstring>

namespace Tunebench {

using namespace TextScan;

namespace {

using CsvFields = QVarLengthArray<QByteArrayView, 32>;

CsvFields splitCsv(QByteArrayView line)
{
    CsvFields fields;
    const char *start = line.data();
    const char *const end = start + line.size();
    for (const char *comma; (comma = static_cast<const char *>(std::memchr(start, ',', size_t(end - start))));
         start = comma + 1)
        fields.append(trimmed(QByteArrayView(start, comma - start)));
    fields.append(trimmed(QByteArrayView(start, end - start)));
    return fields;
}

/// Whether a -k result already holds @p key, which then starts the next test's result.
bool resultHasKey(const TestResult &result, QByteArrayView key, const OmniSelector *selector)
{
    if (selector && selector->field)
        return result.has(*selector->field);
    if (equals(key, "THROUGHPUT_UNITS"))
        return !result.throughputUnits.isEmpty();
    if (equals(key, "SD_UNITS"))
        return !result.serviceDemandUnits.isEmpty();
    if (equals(key, "LOCAL_CPU_METHOD"))
        return !result.cpuMethod.isEmpty();
    const QString name = QString::fromLatin1(key);
    return std::any_of(result.extraValues.cbegin(), result.extraValues.cend(),
                       [&name](const auto &pair) { return pair.first == name; });
}

} // namespace

// Stores one -k value or -o column of @p result. Its texts are shared with the results before
// (logs repeat the same units, versions and hosts in every result).
void NetperfOutputParser::storeValue(TestResult &result, QByteArrayView key, const OmniSelector *selector, QByteArrayView value)
{
    if (selector && selector->field) {
        if (const auto number = toNumber(trimmed(value))) {
            result.set(*selector->field, *number);
            return;
        }
    } else if (equals(key, "THROUGHPUT_UNITS") || equals(key, "Throughput Units")) {
        result.throughputUnits = sharedText(value);
        return;
    } else if (equals(key, "SD_UNITS") || equals(key, "Service Demand Units")) {
        result.serviceDemandUnits = sharedText(value);
        return;
    } else if (equals(key, "LOCAL_CPU_METHOD") || equals(key, "Local CPU Util Method")) {
        result.cpuMethod = sharedText(value);
        return;
    }
    result.extraValues.append({sharedText(key), sharedText(value)});
}

bool NetperfOutputParser::handleNumberLine(QByteArrayView line)
{
    if (contains(line, ','))
        return handleCsv(line);
    int count = 0;
    if (!isNumberRow(line, &count))
        return false;
    if (count == 1 && m_current >= 0 && current().banner && !current().result && !m_currentEnded) {
        // -v 0 prints only the result.
        TestResult result;
        result.form = ResultForm::Terse;
        result.set(ResultField::Throughput, toNumber(trimmed(line)).value_or(0));
        current().result = std::move(result);
        touch();
        return true;
    }
    const ClassicTableReader::Kind kind = ClassicTableReader::headlessKind(count);
    if (kind == ClassicTableReader::Kind::None)
        return false;
    m_table.beginHeadless(kind, count);
    feedTable(line);
    return true;
}

// -o output: interims "78417.53,Trans/s,0.500,1795995773.608", a header of human names, a row.
bool NetperfOutputParser::handleCsv(QByteArrayView line)
{
    if (!contains(line, ','))
        return false;
    const CsvFields fields = splitCsv(line);
    const auto first = toNumber(fields.first());
    // The row under a header first: "-o THROUGHPUT,THROUGHPUT_UNITS,P50_LATENCY,P99_LATENCY" prints a
    // result row shaped like an interim one.
    if (first && m_csvColumns > 0 && m_csvColumns == fields.size()) {
        ParsedTest *test = &current();
        if (test->result || m_currentEnded)
            test = &startTest();
        TestResult &result = test->result.emplace();
        result.form = ResultForm::Csv;
        for (qsizetype i = 0; i < fields.size(); ++i) {
            const CsvColumn &column = m_csvHeaderColumns.at(i);
            storeValue(result, column.name, column.selector, fields.at(i));
        }
        m_csvColumns = 0;
        touch();
        return true;
    }
    if (fields.size() == 4 && first && fields.at(1).endsWith("/s")) {
        const auto interval = toNumber(fields.at(2));
        const auto ending = toNumber(fields.at(3));
        if (interval && ending) {
            addSample(*first, *interval, *ending, fields.at(1));
            return true;
        }
    }
    if (!first && fields.size() >= 2 && selectorForCsvHeader(fields.first())) {
        // Logs repeat the same header for every test: its columns are split and looked up once.
        if (line != QByteArrayView(m_csvHeader)) {
            m_csvHeader = line.toByteArray();
            m_csvHeaderColumns.clear();
            for (const QByteArrayView name : splitCsv(m_csvHeader))
                m_csvHeaderColumns.append(CsvColumn{name, selectorForCsvHeader(name)});
        }
        m_csvColumns = fields.size();
        touch();
        return true;
    }
    return false;
}

bool NetperfOutputParser::handleKeyValue(QByteArrayView line)
{
    const QByteArrayView key = keyOf(line);
    if (key.isEmpty())
        return false;
    const OmniSelector *selector = selectorForKey(key);
    ParsedTest *test = m_current >= 0 ? &m_output.tests[m_current] : nullptr;
    const bool inKeyvalSection = test && test->result && test->result->form == ResultForm::KeyValue;
    // Unknown keys count only after a known one, so that "PATH=/usr/bin" in a log stays unparsed.
    if (!selector && !inKeyvalSection)
        return false;
    if (!test || m_currentEnded
        || (test->result && (test->result->form != ResultForm::KeyValue || resultHasKey(*test->result, key, selector))))
        test = &startTest();
    if (!test->result)
        test->result.emplace().form = ResultForm::KeyValue;
    QByteArrayView value = line.sliced(key.size() + 1);
    if (value.size() >= 2 && value.startsWith('"') && value.endsWith('"'))
        value = value.sliced(1, value.size() - 2);
    storeValue(*test->result, key, selector, value);
    touch();
    return true;
}

void NetperfOutputParser::applyRow(const ClassicTableReader::Row &row)
{
    using Kind = ClassicTableReader::Kind;
    const auto &n = row.numbers;
    ParsedTest *test = &current();
    const bool extendsRr = test->result && test->result->form == ResultForm::ClassicRr;
    if (row.remoteSockets) {
        if (extendsRr && n.size() == 2) {
            test->result->set(ResultField::RemoteSendSocketSize, n[0]);
            test->result->set(ResultField::RemoteRecvSocketSize, n[1]);
        }
        return;
    }
    if (row.kind == Kind::Verbose && extendsRr && n.size() == 8) {
        test->result->set(ResultField::RtLatency, n[4]);
        return;
    }
    if (test->result || m_currentEnded)
        test = &startTest();
    TestResult &result = test->result.emplace();
    result.cpuMethod = row.cpuMethod;
    switch (row.kind) {
    case Kind::RequestResponse:
        fillRequestResponse(result, row);
        break;
    case Kind::Stream:
        fillStream(result, row, test->banner && test->banner->testName.contains(QLatin1String("MAERTS")));
        break;
    case Kind::Verbose:
        result.form = ResultForm::ClassicRr;
        if (n.size() == 8) {
            result.set(ResultField::RtLatency, n[4]);
            result.set(ResultField::Throughput, n[5]);
            result.throughputUnits = QStringLiteral("Trans/s");
        }
        break;
    case Kind::Mss:
        result.form = ResultForm::ClassicMss;
        if (!n.isEmpty())
            result.set(ResultField::TransportMss, n[0]);
        break;
    case Kind::None:
        break;
    }
}

void NetperfOutputParser::fillRequestResponse(TestResult &result, const ClassicTableReader::Row &row)
{
    static const ResultField fields[] = {ResultField::LocalSendSocketSize, ResultField::LocalRecvSocketSize,
                                         ResultField::RequestSize,         ResultField::ResponseSize,
                                         ResultField::ElapsedTime,         ResultField::Throughput,
                                         ResultField::LocalCpuUtil,        ResultField::RemoteCpuUtil,
                                         ResultField::LocalServiceDemand,  ResultField::RemoteServiceDemand};
    result.form = ResultForm::ClassicRr;
    for (qsizetype i = 0; i < row.numbers.size() && i < (row.cpuColumns ? 10 : 6); ++i)
        result.set(fields[i], row.numbers[i]);
    result.throughputUnits = QStringLiteral("Trans/s");
    if (row.cpuColumns)
        result.serviceDemandUnits = QStringLiteral("usec/Tran");
}

void NetperfOutputParser::fillStream(TestResult &result, const ClassicTableReader::Row &row, bool maerts)
{
    // TCP_STREAM: remote recv socket, local send socket, send size; TCP_MAERTS mirrors the sockets.
    const ResultField fields[] = {maerts ? ResultField::LocalRecvSocketSize : ResultField::RemoteRecvSocketSize,
                                  maerts ? ResultField::RemoteSendSocketSize : ResultField::LocalSendSocketSize,
                                  ResultField::SendSize,
                                  ResultField::ElapsedTime,
                                  ResultField::Throughput,
                                  ResultField::LocalCpuUtil,
                                  ResultField::RemoteCpuUtil,
                                  ResultField::LocalServiceDemand,
                                  ResultField::RemoteServiceDemand};
    result.form = ResultForm::ClassicStream;
    for (qsizetype i = 0; i < row.numbers.size() && i < (row.cpuColumns ? 9 : 5); ++i)
        result.set(fields[i], row.numbers[i]);
    result.throughputUnits = row.units;
    if (row.cpuColumns)
        result.serviceDemandUnits = QStringLiteral("usec/KB");
}

} // namespace Tunebench
