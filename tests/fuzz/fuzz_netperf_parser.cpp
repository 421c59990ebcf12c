// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the netperf output parser and the importer of mangled output. Any input
// must parse without a crash, a sanitizer finding or a broken invariant.
#include "netperf/netperfimporter.h"
#include "netperf/netperfoutputjson.h"
#include "netperf/netperfoutputparser.h"

#include <QByteArrayView>
#include <QJsonDocument>

#include <bit>

#include <cstdint>
#include <cstdlib>

using namespace Tunebench;

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

/// What every parse result must satisfy, however odd the input.
void checkInvariants(const NetperfOutput &output)
{
    int samples = 0;
    for (int i = 0; i < output.tests.size(); ++i) {
        const ParsedTest &test = output.tests.at(i);
        check(test.firstLine <= test.lastLine);
        if (test.sampleCount > 0) {
            check(test.firstSample == samples);
            for (int s = test.firstSample; s < test.firstSample + test.sampleCount; ++s)
                check(output.samples.at(s).test == i);
        }
        samples += test.sampleCount;
        (void)testToJson(output, i);
    }
    check(samples == output.samples.size());
    for (const NetperfFailure &failure : output.failures)
        check(failure.test >= -1 && failure.test < output.tests.size());
    check(output.unparsed.size() <= output.unparsedCount);
}

bool sameNumber(double a, double b)
{
    return std::bit_cast<quint64>(a) == std::bit_cast<quint64>(b);
}

/// Everything two parses must agree on: the tests (as JSON, which has their results, banners and
/// warnings), every sample, the failures and what was left unparsed.
void checkSame(const NetperfOutput &a, const NetperfOutput &b)
{
    check(a.tests.size() == b.tests.size() && a.samples.size() == b.samples.size() && a.lineCount == b.lineCount);
    for (int i = 0; i < a.tests.size(); ++i)
        check(QJsonDocument(testToJson(a, i)).toJson(QJsonDocument::Compact)
              == QJsonDocument(testToJson(b, i)).toJson(QJsonDocument::Compact));
    for (qsizetype i = 0; i < a.samples.size(); ++i) {
        const InterimSample &x = a.samples.at(i);
        const InterimSample &y = b.samples.at(i);
        check(x.line == y.line && x.test == y.test && sameNumber(x.rate, y.rate) && sameNumber(x.interval, y.interval)
              && sameNumber(x.endTime, y.endTime));
    }
    check(a.failures.size() == b.failures.size());
    for (qsizetype i = 0; i < a.failures.size(); ++i)
        check(QJsonDocument(failureToJson(a.failures.at(i))).toJson() == QJsonDocument(failureToJson(b.failures.at(i))).toJson());
    check(a.unparsedCount == b.unparsedCount && a.unparsed.size() == b.unparsed.size());
    for (qsizetype i = 0; i < a.unparsed.size(); ++i)
        check(a.unparsed.at(i).line == b.unparsed.at(i).line && a.unparsed.at(i).text == b.unparsed.at(i).text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));

    // Streaming, in chunks whose size the input's first byte picks, as a pipe would deliver them.
    NetperfOutputParser streaming;
    const qsizetype chunk = size > 0 ? 1 + data[0] % 64 : 1;
    for (qsizetype pos = 0; pos < input.size(); pos += chunk)
        streaming.feed(input.sliced(pos, std::min(chunk, input.size() - pos)));
    const NetperfOutput streamed = streaming.takeOutput();
    checkInvariants(streamed);

    // The same text in one piece must give the same output.
    NetperfOutputParser whole;
    whole.feed(input);
    const NetperfOutput parsed = whole.takeOutput();
    checkSame(parsed, streamed);

    // feed() in any chunking must give what feedLine() gives line by line (the runner's way).
    NetperfOutputParser oneByOne;
    for (qsizetype pos = 0; pos < input.size();) {
        const qsizetype newline = input.indexOf('\n', pos);
        const qsizetype lineEnd = newline < 0 ? input.size() : newline;
        oneByOne.feedLine(input.sliced(pos, lineEnd - pos));
        pos = lineEnd + 1;
    }
    checkSame(parsed, oneByOne.takeOutput());

    const ImportReport imported = NetperfImporter::importText(input);
    checkInvariants(imported.output);

    // Quoted ("> " before every line): quoting changes neither a line's text nor its number, so
    // both must read the same samples and tests.
    QByteArray quoted;
    for (const QByteArrayView line : QByteArray::fromRawData(input.data(), input.size()).split('\n'))
        quoted += "> " + line.toByteArray() + '\n';
    quoted.chop(input.endsWith('\n') ? 3 : 1);
    const NetperfOutput &plain = imported.output;
    const NetperfOutput lineByLine = NetperfImporter::importText(quoted).output;
    check(plain.tests.size() == lineByLine.tests.size());
    check(plain.samples.size() == lineByLine.samples.size());
    for (qsizetype i = 0; i < plain.samples.size(); ++i) {
        const InterimSample &a = plain.samples.at(i);
        const InterimSample &b = lineByLine.samples.at(i);
        check(a.line == b.line && a.test == b.test && a.rate == b.rate && a.interval == b.interval && a.endTime == b.endTime);
    }
    check(plain.failures.size() == lineByLine.failures.size());
    check(plain.unparsedCount == lineByLine.unparsedCount);
    return 0;
}
