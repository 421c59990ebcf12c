// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli parse [FILE|-]: everything Tunebench reads from saved netperf output.
#include "clicontext.h"
#include "commands.h"
#include "netperf/netperfimporter.h"
#include "netperf/netperfoutputjson.h"

#include <QFile>
#include <QJsonArray>

#include <cstdio>

namespace Tunebench::Cli {

namespace {

QString formatNumber(double value)
{
    return QString::number(value, 'f', value == qRound64(value) ? 0 : 2);
}

QString describeResult(const TestResult &result)
{
    QStringList parts;
    const auto add = [&](ResultField field, const QString &format) {
        if (const auto value = result.value(field))
            parts << format.arg(formatNumber(*value));
    };
    if (const auto throughput = result.value(ResultField::Throughput))
        parts << QStringLiteral("%1 %2").arg(formatNumber(*throughput), result.throughputUnits).trimmed();
    add(ResultField::ElapsedTime, CliCommand::tr("elapsed %1 s"));
    add(ResultField::RtLatency, CliCommand::tr("round trip %1 us"));
    add(ResultField::P50Latency, CliCommand::tr("p50 %1 us"));
    add(ResultField::P99Latency, CliCommand::tr("p99 %1 us"));
    add(ResultField::LocalCpuUtil, CliCommand::tr("local CPU %1%"));
    add(ResultField::RemoteCpuUtil, CliCommand::tr("remote CPU %1%"));
    if (const auto sd = result.value(ResultField::LocalServiceDemand))
        parts << CliCommand::tr("local SD %1 %2").arg(formatNumber(*sd), result.serviceDemandUnits);
    if (const auto sd = result.value(ResultField::RemoteServiceDemand))
        parts << CliCommand::tr("remote SD %1 %2").arg(formatNumber(*sd), result.serviceDemandUnits);
    add(ResultField::TransportMss, CliCommand::tr("MSS %1"));
    return parts.join(QStringLiteral(", "));
}

void printTest(QTextStream &out, const NetperfOutput &output, int index, const QList<const NetperfFailure *> &failures)
{
    const ParsedTest &test = output.tests.at(index);
    out << CliCommand::tr("Test %1 (lines %2-%3)").arg(index + 1).arg(test.firstLine).arg(test.lastLine);
    if (test.banner)
        out << ": " << test.banner->testName << ' ' << CliCommand::tr("to %1").arg(test.banner->remoteHost);
    out << '\n';
    if (!test.command.isEmpty())
        out << "  " << CliCommand::tr("command: %1").arg(test.command) << '\n';
    if (test.sampleCount > 0) {
        out << "  "
            << CliCommand::tr("%1 interim samples (%2), time-weighted mean %3")
                   .arg(test.sampleCount)
                   .arg(test.interimUnits, formatNumber(output.timeWeightedInterimMean(index).value_or(0)))
            << '\n';
    }
    if (test.result)
        out << "  " << CliCommand::tr("result: %1").arg(describeResult(*test.result)) << '\n';
    if (test.confidenceWarning) {
        out << "  "
            << CliCommand::tr("confidence not achieved: throughput interval %1%")
                   .arg(formatNumber(test.confidenceWarning->throughputWidth.value_or(0)))
            << '\n';
    }
    for (const NetperfFailure *failure : failures)
        out << "  " << CliCommand::tr("failure (%1): %2").arg(failureKindName(failure->kind), failure->text) << '\n';
}

void printHuman(QTextStream &out, const ImportReport &report)
{
    const NetperfOutput &output = report.output;
    for (const NetperfFailure &failure : output.failures) {
        if (failure.test < 0)
            out << CliCommand::tr("failure (%1): %2").arg(failureKindName(failure.kind), failure.text) << '\n';
    }
    // Each test's failures, found in one pass rather than a search of all of them per test.
    QList<QList<const NetperfFailure *>> failuresOf(output.tests.size());
    for (const NetperfFailure &failure : output.failures) {
        if (failure.test >= 0 && failure.test < output.tests.size())
            failuresOf[failure.test] << &failure;
    }
    for (int i = 0; i < output.tests.size(); ++i)
        printTest(out, output, i, failuresOf.at(i));
    for (const UnparsedLine &line : output.unparsed)
        out << CliCommand::tr("skipped line %1: %2").arg(line.line).arg(line.text) << '\n';
    out << report.summary() << '\n';
    out.flush();
}

void printJson(CliContext &context, const ImportReport &report)
{
    const NetperfOutput &output = report.output;
    auto event = [](const QString &name, QJsonObject object) {
        object.insert(QStringLiteral("event"), name);
        return object;
    };
    // A big log prints hundreds of thousands of lines: written out in large pieces, not one
    // write per line (the summary's flush writes what is left).
    constexpr auto later = CliContext::Flush::Later;
    QJsonObject sampleObject; // of the last sample's test, whose other samples only set their numbers
    int sampleTest = -1;
    for (const InterimSample &sample : output.samples) {
        if (sample.test != sampleTest) {
            sampleTest = sample.test;
            sampleObject = event(QStringLiteral("sample"), sampleToJson(sample, output.tests.at(sample.test).interimUnits));
        } else {
            setSampleNumbers(sampleObject, sample);
        }
        context.printJson(sampleObject, later);
    }
    for (int i = 0; i < output.tests.size(); ++i)
        context.printJson(event(QStringLiteral("test"), testToJson(output, i)), later);
    for (const NetperfFailure &failure : output.failures)
        context.printJson(event(QStringLiteral("failure"), failureToJson(failure)), later);
    for (const UnparsedLine &line : output.unparsed)
        context.printJson({{QStringLiteral("event"), QStringLiteral("skipped")},
                           {QStringLiteral("line"), line.line},
                           {QStringLiteral("text"), line.text}},
                          later);
    context.printJson({{QStringLiteral("event"), QStringLiteral("summary")},
                       {QStringLiteral("lines"), report.sourceLines},
                       {QStringLiteral("tests"), output.tests.size()},
                       {QStringLiteral("samples"), output.samples.size()},
                       {QStringLiteral("failures"), output.failures.size()},
                       {QStringLiteral("skipped"), output.unparsedCount},
                       {QStringLiteral("unquoted_lines"), report.unquotedLines},
                       {QStringLiteral("split_records"), report.splitRecords},
                       {QStringLiteral("rejoined_lines"), report.rejoinedLines}});
}

class ParseCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ParseCommand)

public:
    QString name() const override { return QStringLiteral("parse"); }
    QString summary() const override
    {
        return tr("Read saved or pasted netperf output (FILE or - for stdin) and print what it holds.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("file"), tr("The output to read; '-' or nothing reads stdin."),
                                     QStringLiteral("[FILE|-]"));
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        const QStringList positional = parser.positionalArguments();
        if (positional.size() > 1)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("parse reads one file at a time.")), ExitUsage);
        const QString path = positional.value(0, QStringLiteral("-"));
        Result<ImportReport> report = path == QLatin1String("-") ? readStdin() : NetperfImporter::importFile(path);
        if (!report)
            return context.fail(report.error());
        if (context.options().json)
            printJson(context, *report);
        else
            printHuman(context.out(), *report);
        return ExitOk;
    }

private:
    static Result<ImportReport> readStdin()
    {
        QFile input;
        if (!input.open(stdin, QIODevice::ReadOnly))
            return makeError(ErrorCode::Io, tr("Cannot read standard input: %1").arg(input.errorString()));
        return NetperfImporter::importText(input.readAll());
    }
};

} // namespace

std::unique_ptr<CliCommand> makeParseCommand()
{
    return std::make_unique<ParseCommand>();
}

} // namespace Tunebench::Cli
