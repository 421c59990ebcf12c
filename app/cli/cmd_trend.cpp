// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli trend: one metric of one test across the stored history of a host pair, with its
// change points and what the host snapshots say changed at each (issue 28 part 5).
#include "clicommand.h"
#include "clicontext.h"
#include "commands.h"
#include "tunablescli.h"

#include "experiment/trendanalysis.h"
#include "stats/numberformat.h"
#include "store/database.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Tunebench::Cli {

namespace {

using Stats::NumberFormat::percent;
using Stats::NumberFormat::si;

QJsonObject pointJson(const TrendPoint &point)
{
    return {{QStringLiteral("experiment"), point.experimentId}, {QStringLiteral("name"), point.experimentName},
        {QStringLiteral("created"), point.at.toString(Qt::ISODate)}, {QStringLiteral("arm"), point.arm},
        {QStringLiteral("tested"), point.tested}, {QStringLiteral("runs"), point.runs},
        {QStringLiteral("median"), point.median}, {QStringLiteral("ciLow"), point.ciLow},
        {QStringLiteral("ciHigh"), point.ciHigh}};
}

QJsonObject changeJson(const TrendChange &change)
{
    QJsonArray settings;
    for (const TrendSnapshotChange &setting : change.snapshotChanges)
        settings << QJsonObject {{QStringLiteral("role"), setting.role}, {QStringLiteral("key"), setting.key},
            {QStringLiteral("before"), setting.before}, {QStringLiteral("after"), setting.after}};
    return {{QStringLiteral("index"), change.seriesIndex},
        {QStringLiteral("experimentBefore"), change.experimentBefore},
        {QStringLiteral("experimentAfter"), change.experimentAfter},
        {QStringLiteral("created"), change.at.toString(Qt::ISODate)},
        {QStringLiteral("medianBefore"), change.medianBefore}, {QStringLiteral("medianAfter"), change.medianAfter},
        {QStringLiteral("relativeChange"), change.relativeChange}, {QStringLiteral("p"), change.p},
        {QStringLiteral("snapshotsCompared"), change.snapshotsCompared}, {QStringLiteral("snapshotChanges"), settings},
        {QStringLiteral("description"), change.describeSnapshots()}};
}

class TrendCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::TrendCommand)

public:
    QString name() const override { return QStringLiteral("trend"); }
    QString summary() const override
    {
        return tr("One metric of a host pair over the stored history, with its change points and what changed then.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addOption({QStringLiteral("test"), tr("The netperf test whose history to follow."),
            QStringLiteral("type"), QStringLiteral("TCP_RR")});
        parser.addOption(
            {QStringLiteral("metric"), tr("The metric: rate, final_rate, service_demand.local, latency.p99, ..."),
                QStringLiteral("id"), QStringLiteral("rate")});
        parser.addOption({QStringLiteral("client"), tr("The client host (default: the newest experiment's)."),
            QStringLiteral("host")});
        parser.addOption({QStringLiteral("server"), tr("The server host (default: the newest experiment's)."),
            QStringLiteral("host")});
        parser.addOption({QStringLiteral("arm"),
            tr("The arm whose medians are tested for change points (default: each experiment's first)."),
            QStringLiteral("label")});
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        TrendQuery query;
        query.testType = parser.value(QStringLiteral("test"));
        query.metric = parser.value(QStringLiteral("metric"));
        query.clientHost = parser.value(QStringLiteral("client"));
        query.serverHost = parser.value(QStringLiteral("server"));
        query.arm = parser.value(QStringLiteral("arm"));
        auto database = openDatabase(context);
        if (!database)
            return context.fail(database.error());
        auto series = TrendAnalysis::load(**database, query);
        if (!series)
            return context.fail(series.error());
        if (context.options().json)
            printJson(context, series.value());
        else
            printText(context, series.value());
        return ExitOk;
    }

private:
    static void printJson(CliContext &context, const TrendSeries &series)
    {
        QJsonArray points, changes;
        for (const TrendPoint &point : series.points)
            points << pointJson(point);
        for (const TrendChange &change : series.changes)
            changes << changeJson(change);
        context.printJson({{QStringLiteral("test"), series.query.testType},
            {QStringLiteral("metric"), series.query.metric}, {QStringLiteral("client"), series.query.clientHost},
            {QStringLiteral("server"), series.query.serverHost}, {QStringLiteral("arm"), series.query.arm},
            {QStringLiteral("significance"), series.query.options.significance}, {QStringLiteral("points"), points},
            {QStringLiteral("changes"), changes}, {QStringLiteral("notes"), QJsonArray::fromStringList(series.notes)}});
    }

    static void printText(CliContext &context, const TrendSeries &series)
    {
        QTextStream &out = context.out();
        const QList<TrendPoint> tested = series.tested();
        //: TCP_RR rate, client -> server: 40 experiments
        out << tr("%1 %2, %3 -> %4: %n experiment(s)", nullptr, int(tested.size()))
                   .arg(series.query.testType, series.query.metric, series.query.clientHost, series.query.serverHost)
            << '\n';
        for (qsizetype i = 0; i < tested.size(); ++i) {
            for (const TrendChange &change : series.changes)
                if (change.seriesIndex == i)
                    //: a line between the experiments before and after a change point
                    out << tr("  ---- change: %1 ----").arg(percent(change.relativeChange, 1, true)) << '\n';
            const TrendPoint &point = tested.at(i);
            const QString ci = point.ciLow < point.ciHigh
                ? QStringLiteral("[%1, %2]").arg(si(point.ciLow), si(point.ciHigh))
                : tr("(no CI: %n run(s))", nullptr, point.runs);
            out << QStringLiteral("%1  %2  %3  %4 %5\n")
                       .arg(point.at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                           QString::number(point.experimentId).rightJustified(5), point.arm, si(point.median), ci);
        }
        if (series.changes.isEmpty())
            out << tr("No change points (significance %1).").arg(series.query.options.significance) << '\n';
        else
            out << tr("%n change point(s):", nullptr, int(series.changes.size())) << '\n';
        for (const TrendChange &change : series.changes) {
            //: "experiment 24 -> 25: -8.0% (10k -> 9.2k), p=0.005"
            out << tr("  experiment %1 -> %2: %3 (%4 -> %5), %6")
                       .arg(QString::number(change.experimentBefore), QString::number(change.experimentAfter),
                           percent(change.relativeChange, 1, true), si(change.medianBefore), si(change.medianAfter),
                           Stats::NumberFormat::pValue(change.p))
                << '\n';
            const QString changed = change.describeSnapshots();
            if (!change.snapshotsCompared)
                out << "    " << tr("no host snapshots on both sides to compare") << '\n';
            else if (changed.isEmpty())
                out << "    " << tr("the host snapshots show no difference") << '\n';
            else
                out << "    " << changed << '\n';
        }
        for (const QString &note : series.notes)
            out << tr("Note: %1").arg(note) << '\n';
        out.flush();
    }
};

} // namespace

std::unique_ptr<CliCommand> makeTrendCommand()
{
    return std::make_unique<TrendCommand>();
}

} // namespace Tunebench::Cli
