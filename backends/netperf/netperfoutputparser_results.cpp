// SPDX-License-Identifier: GPL-3.0-or-later
// NetperfOutputParser, continued: the end-of-test results (classic tables, -k keyvals, -o CSV).
#include "netperf/netperfoutputparser.h"

#include "netperf/netperftext.h"
#include "netperf/omniselector.h"

#include <QVarLengthArray>

#include <algorithm>

namespace Tunebench {

using namespace NetperfText;

namespace {

using Row = ClassicTableReader::Row;

QVarLengthArray<QByteArrayView, 16> splitCsv(QByteArrayView line)
{
    QVarLengthArray<QByteArrayView, 16> fields;
    for (qsizetype comma; (comma = line.indexOf(',')) >= 0; line = line.sliced(comma + 1))
        fields.append(trimmed(line.first(comma)));
    fields.append(trimmed(line));
    return fields;
}

/// Whether a -k result already holds @p key, which then starts the next test's result.
bool resultHasKey(const TestResult &result, QByteArrayView key, const OmniSelector *selector)
{
    if (selector && selector->field)
        return result.has(*selector->field);
    if (key == "THROUGHPUT_UNITS")
        return !result.throughputUnits.isEmpty();
    if (key == "SD_UNITS")
        return !result.serviceDemandUnits.isEmpty();
    if (key == "LOCAL_CPU_METHOD")
        return !result.cpuMethod.isEmpty();
    const QString name = QString::fromLatin1(key);
    return std::any_of(result.extraValues.cbegin(), result.extraValues.cend(),
        [&name](const auto &pair) { return pair.first == name; });
}

/// One -k value or -o column of a result (@p key as printed: a selector or a column's name).
void storeValue(TestResult &result, QByteArrayView key, const OmniSelector *selector, QByteArrayView value)
{
    if (selector && selector->field) {
        if (const auto number = toNumber(trimmed(value))) {
            result.set(*selector->field, *number);
            return;
        }
    } else if (key == "THROUGHPUT_UNITS" || key == "Throughput Units") {
        result.throughputUnits = QString::fromUtf8(value);
        return;
    } else if (key == "SD_UNITS" || key == "Service Demand Units") {
        result.serviceDemandUnits = QString::fromUtf8(value);
        return;
    } else if (key == "LOCAL_CPU_METHOD" || key == "Local CPU Util Method") {
        result.cpuMethod = QString::fromUtf8(value);
        return;
    }
    result.extraValues.append({QString::fromUtf8(key), QString::fromUtf8(value)});
}

void fillRequestResponse(TestResult &result, const Row &row)
{
    static const ResultField fields[]
        = {ResultField::LocalSendSocketSize, ResultField::LocalRecvSocketSize, ResultField::RequestSize,
            ResultField::ResponseSize, ResultField::ElapsedTime, ResultField::Throughput, ResultField::LocalCpuUtil,
            ResultField::RemoteCpuUtil, ResultField::LocalServiceDemand, ResultField::RemoteServiceDemand};
    result.form = ResultForm::ClassicRr;
    for (qsizetype i = 0; i < row.numbers.size() && i < (row.cpuColumns ? 10 : 6); ++i)
        result.set(fields[i], row.numbers[i]);
    result.throughputUnits = QStringLiteral("Trans/s");
    if (row.cpuColumns)
        result.serviceDemandUnits = QStringLiteral("usec/Tran");
}

void fillStream(TestResult &result, const Row &row, bool maerts)
{
    // TCP_STREAM: remote recv socket, local send socket, send size; TCP_MAERTS mirrors the sockets.
    const ResultField fields[] = {maerts ? ResultField::LocalRecvSocketSize : ResultField::RemoteRecvSocketSize,
        maerts ? ResultField::RemoteSendSocketSize : ResultField::LocalSendSocketSize, ResultField::SendSize,
        ResultField::ElapsedTime, ResultField::Throughput, ResultField::LocalCpuUtil, ResultField::RemoteCpuUtil,
        ResultField::LocalServiceDemand, ResultField::RemoteServiceDemand};
    result.form = ResultForm::ClassicStream;
    for (qsizetype i = 0; i < row.numbers.size() && i < (row.cpuColumns ? 9 : 5); ++i)
        result.set(fields[i], row.numbers[i]);
    result.throughputUnits = row.units;
    if (row.cpuColumns)
        result.serviceDemandUnits = QStringLiteral("usec/KB");
}

} // namespace

bool NetperfOutputParser::handleNumberLine(QByteArrayView text)
{
    if (text.contains(','))
        return handleCsv(text);
    int count = 0;
    if (!isNumberRow(text, &count))
        return false;
    if (count == 1 && m_current >= 0 && current().banner && !current().result && !m_currentEnded) {
        // -v 0 prints only the result.
        TestResult &result = current().result.emplace();
        result.form = ResultForm::Terse;
        result.set(ResultField::Throughput, toNumber(text).value_or(0));
        touch();
        return true;
    }
    const ClassicTableReader::Form form = ClassicTableReader::headlessForm(text);
    if (form.kind == ClassicTableReader::Kind::None)
        return false;
    // -P 0 rows run together on one line ("... 10.00 12011.52 16384 87380 16384 87380 2897 ..."): row by row.
    for (QByteArrayView rest = text; !rest.isEmpty();) {
        m_table.beginHeadless(form);
        rest = feedTable(rest);
    }
    return true;
}

// -o output: interims "78417.53,Trans/s,0.500,1795995773.608", a header of human names, a row.
bool NetperfOutputParser::handleCsv(QByteArrayView text)
{
    if (!text.contains(','))
        return false;
    const auto fields = splitCsv(text);
    const std::optional<double> first = toNumber(fields.first());
    // The row under a header first: "-o THROUGHPUT,THROUGHPUT_UNITS,P50_LATENCY,P99_LATENCY" prints a
    // result row shaped like an interim one.
    if (first && m_csvColumns > 0 && m_csvColumns == fields.size()) {
        ParsedTest *test = &current();
        if (test->result || m_currentEnded)
            test = &startTest();
        TestResult &result = test->result.emplace();
        result.form = ResultForm::Csv;
        for (qsizetype i = 0; i < fields.size(); ++i)
            storeValue(result, m_csvHeader.at(i), selectorForCsvHeader(m_csvHeader.at(i)), fields.at(i));
        m_csvColumns = 0;
        touch();
        return true;
    }
    if (fields.size() == 4 && first && fields.at(1).endsWith("/s")) {
        const std::optional<double> interval = toNumber(fields.at(2));
        const std::optional<double> ending = toNumber(fields.at(3));
        if (interval && ending) {
            addSample(*first, *interval, *ending, fields.at(1));
            return true;
        }
    }
    if (!first && fields.size() >= 2 && selectorForCsvHeader(fields.first())) {
        m_csvHeader.clear();
        for (const QByteArrayView name : fields)
            m_csvHeader.append(name.toByteArray());
        m_csvColumns = fields.size();
        touch();
        return true;
    }
    return false;
}

bool NetperfOutputParser::handleKeyValue(QByteArrayView text)
{
    const QByteArrayView key = keyOf(text);
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
    QByteArrayView value = text.sliced(key.size() + 1);
    if (value.size() >= 2 && value.startsWith('"') && value.endsWith('"'))
        value = value.sliced(1, value.size() - 2);
    storeValue(*test->result, key, selector, value);
    touch();
    return true;
}

void NetperfOutputParser::applyRow(const Row &row)
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

} // namespace Tunebench
