// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli compare A B: benchstat's verdict for two files of numbers, one per run.
#include "clicontext.h"
#include "commands.h"
#include "stats/comparison.h"
#include "stats/comparisontable.h"
#include "stats/statsjson.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace Tunebench::Cli {

namespace {

// One number per line; blank lines and lines starting with '#' are skipped so files can carry a
// note about where the numbers came from.
Result<QList<double>> parseNumbers(const QByteArray &text, const QString &source)
{
    QList<double> values;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        bool ok = false;
        const double value = line.toDouble(&ok); // C locale: "1.5", never "1,5"
        if (!ok || !std::isfinite(value))
            return makeError(ErrorCode::ParseError,
                CliCommand::tr("%1, line %2: '%3' is not a number; give one number per line.")
                    .arg(source)
                    .arg(i + 1)
                    .arg(QString::fromUtf8(line.left(40))));
        values.append(value);
    }
    if (values.isEmpty())
        return makeError(ErrorCode::InvalidArgument, CliCommand::tr("%1 holds no numbers.").arg(source));
    return values;
}

Result<QList<double>> readNumbers(const QString &path)
{
    QFile file;
    const bool isStdin = path == QLatin1String("-");
    const bool opened
        = isStdin ? file.open(stdin, QIODevice::ReadOnly) : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened)
        return makeError(ErrorCode::Io, CliCommand::tr("Cannot read %1: %2").arg(path, file.errorString()));
    return parseNumbers(file.readAll(), isStdin ? CliCommand::tr("standard input") : path);
}

Result<double> parseFraction(const QCommandLineParser &parser, const QString &option, double scale)
{
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok) / scale;
    if (!ok || !(value > 0.0) || !(value < 1.0))
        return makeError(
            ErrorCode::InvalidArgument, CliCommand::tr("--%1 needs a number between 0 and %2.").arg(option).arg(scale));
    return value;
}

class CompareCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::CompareCommand)

public:
    QString name() const override { return QStringLiteral("compare"); }
    QString summary() const override
    {
        return tr("Compare two files of numbers, one per run (or - for stdin), and say whether B differs from A.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("A"), tr("The baseline: one number per line, or - for stdin."));
        parser.addPositionalArgument(QStringLiteral("B"), tr("The candidate: one number per line, or - for stdin."));
        parser.addOption({QStringLiteral("lower-is-better"),
            tr("Smaller numbers are better (latency, service demand); by default larger are.")});
        parser.addOption({QStringLiteral("alpha"), tr("Significance level (default 0.05)."), QStringLiteral("alpha"),
            QStringLiteral("0.05")});
        parser.addOption({QStringLiteral("confidence"), tr("Confidence level of the intervals (default 0.95)."),
            QStringLiteral("level"), QStringLiteral("0.95")});
        parser.addOption({QStringLiteral("detect"),
            tr("Report the runs per arm needed to detect this difference in percent (default 1)."),
            QStringLiteral("percent"), QStringLiteral("1")});
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        const QStringList files = parser.positionalArguments();
        if (files.size() != 2)
            return context.fail(
                makeError(ErrorCode::InvalidArgument, tr("compare needs two files, A and B.")), ExitUsage);
        if (files[0] == QLatin1String("-") && files[1] == QLatin1String("-"))
            return context.fail(
                makeError(ErrorCode::InvalidArgument, tr("Only one of A and B can be read from stdin.")), ExitUsage);
        Result<Stats::CompareOptions> options = makeOptions(parser);
        if (!options)
            return context.fail(options.error(), ExitUsage);
        const Result<QList<double>> a = readNumbers(files[0]);
        if (!a)
            return context.fail(a.error());
        const Result<QList<double>> b = readNumbers(files[1]);
        if (!b)
            return context.fail(b.error());
        const Result<Stats::Comparison> comparison = Stats::Comparisons::compare(*a, *b, *options);
        if (!comparison)
            return context.fail(comparison.error());
        print(context, files, *comparison);
        return ExitOk;
    }

private:
    static Result<Stats::CompareOptions> makeOptions(const QCommandLineParser &parser)
    {
        Stats::CompareOptions options;
        options.metric = Stats::Metric::generic(parser.isSet(QStringLiteral("lower-is-better"))
                ? Stats::Direction::LowerIsBetter
                : Stats::Direction::HigherIsBetter);
        const Result<double> alpha = parseFraction(parser, QStringLiteral("alpha"), 1.0);
        const Result<double> confidence = parseFraction(parser, QStringLiteral("confidence"), 1.0);
        const Result<double> detect = parseFraction(parser, QStringLiteral("detect"), 100.0);
        for (const Result<double> *value : {&alpha, &confidence, &detect}) {
            if (!*value)
                return value->error();
        }
        options.alpha = *alpha;
        options.confidence = *confidence;
        options.detectableDifference = *detect;
        return options;
    }

    static void print(CliContext &context, const QStringList &files, const Stats::Comparison &comparison)
    {
        if (context.options().json) {
            QJsonObject object = Stats::Json::toJson(comparison);
            object.insert(QStringLiteral("event"), QStringLiteral("comparison"));
            object.insert(QStringLiteral("fileA"), files[0]);
            object.insert(QStringLiteral("fileB"), files[1]);
            context.printJson(object);
            return;
        }
        const auto header
            = [](const QString &file) { return file == QLatin1String("-") ? tr("stdin") : QFileInfo(file).fileName(); };
        Stats::ComparisonTable table(header(files[0]), header(files[1]));
        table.add(comparison);
        context.out() << table.render();
        context.out().flush();
    }
};

} // namespace

std::unique_ptr<CliCommand> makeCompareCommand()
{
    return std::make_unique<CompareCommand>();
}

} // namespace Tunebench::Cli
