// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportcomposer.h"

#include "report/chartplanner.h"
#include "report/reportmodel.h"
#include "stats/numberformat.h"
#include "displaytext/statustext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>

namespace Tunebench {

namespace {

using Stats::NumberFormat::fixed;
using Stats::NumberFormat::percent;

ReportBlock heading(const QString &text, int level = 2)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Heading;
    block.level = level;
    block.text = text;
    return block;
}

ReportBlock paragraph(const QString &text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Paragraph;
    block.text = text;
    return block;
}

ReportBlock list(const QStringList &items)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::List;
    block.items = items;
    return block;
}

ReportBlock code(const QString &text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Code;
    block.text = text;
    return block;
}

ReportBlock table(const QStringList &header, const QList<QStringList> &rows, QList<bool> numeric)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Table;
    block.table = ReportTable{header, rows, std::move(numeric)};
    return block;
}

int decimalsFor(const QString &metricId)
{
    if (metricId.contains(QLatin1String("service_demand")))
        return 3;
    if (metricId.startsWith(QLatin1String("latency.")))
        return 1;
    return 2;
}

QString median(const Stats::ArmSummary &s, const QString &metricId)
{
    return fixed(s.median, decimalsFor(metricId));
}

// "±1.2%": the larger half-width of the median's CI, or "-" with too few runs for one.
QString medianCi(const Stats::ArmSummary &s)
{
    return s.medianCi.isValid() && s.median != 0 ? QStringLiteral("±") + percent(s.relativeCiHalfWidth()) : QStringLiteral("-");
}

QString medianWithCi(const ArmPoint &arm, const QString &metricId)
{
    if (!arm.summaries.contains(metricId))
        return QStringLiteral("-");
    const Stats::ArmSummary &s = arm.summaries.value(metricId);
    if (s.median < 0)
        return QStringLiteral("-"); // netperf's -1: not measured
    const QString ci = medianCi(s);
    return ci == QLatin1String("-") ? median(s, metricId) : median(s, metricId) + QLatin1Char(' ') + ci;
}

QString shortMetric(const QString &id)
{
    if (id == QLatin1String("rate"))
        return ReportComposer::tr("rate");
    if (id == QLatin1String("final_rate"))
        return ReportComposer::tr("final rate");
    if (id == QLatin1String("service_demand.local"))
        return ReportComposer::tr("S.dem local");
    if (id == QLatin1String("service_demand.remote"))
        return ReportComposer::tr("S.dem remote");
    if (id == QLatin1String("live_service_demand.local"))
        return ReportComposer::tr("live S.dem local");
    if (id == QLatin1String("live_service_demand.remote"))
        return ReportComposer::tr("live S.dem remote");
    if (id.startsWith(QLatin1String("latency.")))
        return ReportComposer::tr("%1 latency").arg(id.mid(8));
    return id;
}

// "B vs A": the arms of a comparison, the candidate first.
QString versus(const QString &b, const QString &a)
{
    //: arm B compared with arm A (the baseline)
    return ReportComposer::tr("%1 vs %2").arg(b, a);
}

QString verdictWord(Stats::Verdict verdict)
{
    switch (verdict) {
    case Stats::Verdict::Better:
        return ReportComposer::tr("better");
    case Stats::Verdict::Worse:
        return ReportComposer::tr("worse");
    case Stats::Verdict::NoDifference:
        return QStringLiteral("~");
    case Stats::Verdict::TooFewRuns:
        return ReportComposer::tr("too few runs");
    }
    return QString();
}

void addHosts(ReportDocument &doc, const ReportModel &model)
{
    if (model.hosts.isEmpty())
        return;
    doc.blocks << heading(ReportComposer::tr("Hosts"));
    QStringList header{ReportComposer::tr("Fact")};
    for (const ReportHost &host : model.hosts)
        header << host.role;
    using Getter = QString (*)(const ReportHost &);
    const QList<QPair<QString, Getter>> facts = {
        {ReportComposer::tr("host"), [](const ReportHost &h) { return h.host; }},
        {ReportComposer::tr("interface"), [](const ReportHost &h) { return h.interfaceName; }},
        {ReportComposer::tr("platform"), [](const ReportHost &h) { return h.platform; }},
        {ReportComposer::tr("kernel"), [](const ReportHost &h) { return h.kernel; }},
        {ReportComposer::tr("driver"), [](const ReportHost &h) { return QStringList{h.driver, h.driverVersion}.join(QLatin1Char(' ')).trimmed(); }},
        {ReportComposer::tr("firmware"), [](const ReportHost &h) { return h.firmware; }},
        {ReportComposer::tr("bus"), [](const ReportHost &h) { return h.busInfo; }},
        {ReportComposer::tr("CPUs"), [](const ReportHost &h) { return h.cpus > 0 ? QString::number(h.cpus) : QString(); }},
        {ReportComposer::tr("tool"), [](const ReportHost &h) { return h.tool; }},
    };
    QList<QStringList> rows;
    for (const auto &[name, get] : facts) {
        QStringList row{name};
        bool any = false;
        for (const ReportHost &host : model.hosts) {
            const QString value = get(host);
            any = any || !value.isEmpty();
            row << (value.isEmpty() ? QStringLiteral("-") : value);
        }
        if (any)
            rows << row;
    }
    doc.blocks << table(header, rows, {});
    if (std::none_of(model.hosts.cbegin(), model.hosts.cend(), [](const ReportHost &h) { return h.fromSnapshot; }))
        doc.blocks << paragraph(ReportComposer::tr("No host snapshot was stored with this experiment, so kernel, "
                                                   "driver and firmware are unknown."));
}

QString roleName(const QString &role)
{
    if (role == QLatin1String("test"))
        return ReportComposer::tr("netperf");
    if (role == QLatin1String("manual"))
        return ReportComposer::tr("by hand");
    return role;
}

void addDifferences(ReportDocument &doc, const ReportModel &model)
{
    doc.blocks << heading(ReportComposer::tr("What differs between the arms"));
    QStringList arms;
    for (const ArmRecord &arm : model.arms)
        arms << arm.label;
    QStringList header{ReportComposer::tr("Host"), ReportComposer::tr("Setting")};
    header << arms;
    QList<QStringList> differing, same;
    for (const SettingComparison &row : model.differences) {
        const QString key = row.role == QLatin1String("test") ? ReportComposer::testParameterLabel(row.key) : row.key;
        QStringList cells{roleName(row.role), key};
        for (qsizetype a = 0; a < arms.size(); ++a)
            cells << (row.values.value(a).isEmpty() ? QStringLiteral("-") : row.values.value(a));
        (row.differs || row.varies ? differing : same) << cells;
    }
    if (differing.isEmpty())
        doc.blocks << paragraph(ReportComposer::tr("Tunebench recorded no difference between the arms: no tunable "
                                                   "and no test parameter differs. The arms' descriptions say what "
                                                   "was meant to differ."));
    else
        doc.blocks << paragraph(ReportComposer::tr("Tunables as verified on the hosts (read back after applying), "
                                                   "and the netperf parameters an arm changes:"))
                   << table(header, differing, {});
    if (!same.isEmpty())
        doc.blocks << paragraph(ReportComposer::tr("Set to the same value in every arm:")) << table(header, same, {});
    QStringList descriptions;
    for (const ArmRecord &arm : model.arms) {
        const QString description = QJsonDocument::fromJson(arm.spec).object().value(QLatin1String("description")).toString();
        if (!description.isEmpty())
            descriptions << QStringLiteral("%1: %2").arg(arm.label, description);
    }
    if (!descriptions.isEmpty())
        doc.blocks << list(descriptions);
}

void addCommands(ReportDocument &doc, const ReportModel &model)
{
    if (model.commands.isEmpty())
        return;
    doc.blocks << heading(ReportComposer::tr("netperf command lines"));
    QStringList lines;
    for (const ReportCommand &command : model.commands) {
        lines << QStringLiteral("# ") + ReportComposer::tr("%1 (%n run(s))", nullptr, command.runs).arg(command.arm);
        lines << command.commandLine;
    }
    doc.blocks << code(lines.join(QLatin1Char('\n')));
}

void addResults(ReportDocument &doc, const ReportModel &model, const PointDetail &point)
{
    const QString unit = model.rateUnit;
    QList<QStringList> rates;
    for (const ArmPoint &arm : point.arms) {
        const Stats::ArmSummary s = arm.summaries.value(QStringLiteral("rate"));
        const bool has = arm.summaries.contains(QStringLiteral("rate"));
        rates << QStringList{arm.label, QString::number(arm.runs()), has ? median(s, QStringLiteral("rate")) : QStringLiteral("-"),
                             has ? medianCi(s) : QStringLiteral("-"), has ? fixed(s.mean, 2) : QStringLiteral("-"),
                             has ? percent(s.cv) : QStringLiteral("-")};
    }
    doc.blocks << table({ReportComposer::tr("Arm"), ReportComposer::tr("Runs"),
                         ReportComposer::tr("Rate\nmedian\n%1").arg(unit), ReportComposer::tr("95% CI\nof the\nmedian"),
                         ReportComposer::tr("Rate\nmean\n%1").arg(unit), ReportComposer::tr("CV\nof the\nruns")},
                        rates, {false, true, true, true, true, true});

    QStringList sdIds;
    QStringList latencyIds;
    for (const ArmPoint &arm : point.arms) {
        for (const QString &id : arm.summaries.keys()) {
            if (id.contains(QLatin1String("service_demand")) && !sdIds.contains(id) && arm.summaries.value(id).median >= 0)
                sdIds << id;
            if (id.startsWith(QLatin1String("latency.")) && !latencyIds.contains(id))
                latencyIds << id;
        }
    }
    for (const QStringList &ids : {orderedMetricIds(sdIds), orderedMetricIds(latencyIds)}) {
        if (ids.isEmpty())
            continue;
        QStringList header{ReportComposer::tr("Arm")};
        for (const QString &id : ids) {
            const bool sd = id.contains(QLatin1String("service_demand"));
            QString title = shortMetric(id);
            title.replace(QLatin1Char(' '), QLatin1Char('\n'));
            header << title + (sd ? QStringLiteral("\nus/Tr") : QStringLiteral("\nus"));
        }
        QList<QStringList> rows;
        for (const ArmPoint &arm : point.arms) {
            QStringList row{arm.label};
            for (const QString &id : ids)
                row << medianWithCi(arm, id);
            rows << row;
        }
        QList<bool> numeric(header.size(), true);
        numeric[0] = false;
        doc.blocks << table(header, rows, numeric);
    }
}

void addVerdicts(ReportDocument &doc, const PointDetail &point)
{
    if (point.verdicts.isEmpty())
        return;
    QList<QStringList> rows;
    QStringList sentences;
    QStringList notes;
    for (const ArmVerdict &verdict : point.verdicts) {
        const Stats::Comparison &c = verdict.comparison;
        const QString ci = c.difference.ci.isValid()
            ? percent(c.difference.ci.low, 1, true) + QStringLiteral("..") + percent(c.difference.ci.high, 1, true)
            : QStringLiteral("-");
        rows << QStringList{shortMetric(c.metric.id), versus(verdict.b, verdict.a),
                            c.difference.valid ? percent(c.difference.estimate, 1, true) : QStringLiteral("-"), ci,
                            Stats::NumberFormat::pValue(c.mannWhitney.p).mid(2),
                            c.welch.valid ? Stats::NumberFormat::pValue(c.welch.p).mid(2) : QStringLiteral("-"),
                            verdictWord(c.verdict)};
        sentences << QStringLiteral("%1, %2: %3").arg(versus(verdict.b, verdict.a), c.metric.label, c.sentence);
        for (const QString &note : c.notes)
            if (!notes.contains(note))
                notes << note;
    }
    doc.blocks << table({ReportComposer::tr("Metric"), ReportComposer::tr("Arms"), ReportComposer::tr("Change"),
                         ReportComposer::tr("95% CI"), ReportComposer::tr("p\n(U)"), ReportComposer::tr("p\n(Welch)"),
                         ReportComposer::tr("Verdict")},
                        rows, {false, false, true, true, true, true, false});
    doc.blocks << paragraph(ReportComposer::tr("Change is B relative to A (Hodges-Lehmann estimate); p (U) is the "
                                               "Mann-Whitney test that decides, p (Welch) the t-test beside it; "
                                               "~ means no significant difference."));
    // One reason for every metric is said once, not once per metric.
    const QString shared = sharedVerdict({point});
    doc.blocks << list(shared.isEmpty() ? sentences : QStringList{shared});
    if (!notes.isEmpty())
        doc.blocks << paragraph(ReportComposer::tr("Notes:")) << list(notes);
}

void addRuns(ReportDocument &doc, const ReportModel &model)
{
    doc.blocks << heading(ReportComposer::tr("Runs"));
    const bool sweep = model.hasSweep();
    QStringList header{QStringLiteral("#"), ReportComposer::tr("Arm")};
    if (sweep)
        header << ReportComposer::tr("Sweep");
    header << ReportComposer::tr("Rep") << ReportComposer::tr("Status") << ReportComposer::tr("Rate\n(mean)")
           << ReportComposer::tr("S.dem\nlocal") << ReportComposer::tr("S.dem\nremote") << ReportComposer::tr("Stable");
    QList<QStringList> rows;
    for (const ReportRun &run : model.runs) {
        const auto value = [&run](const char *id, int decimals) {
            const auto it = run.detail.metrics.constFind(QLatin1String(id));
            return it == run.detail.metrics.cend() || *it < 0 ? QStringLiteral("-") : fixed(*it, decimals);
        };
        QStringList row{QString::number(run.record.index + 1), run.detail.arm};
        if (sweep)
            row << (run.record.sweepValue ? QString::number(*run.record.sweepValue, 'g', 12) : QStringLiteral("-"));
        row << QString::number(run.record.repetition + 1) << statusText(run.record.status) << value("rate", 2)
            << value("service_demand.local", 3) << value("service_demand.remote", 3)
            << (!run.detail.completed() ? QStringLiteral("-")
                                        : run.detail.flags().isEmpty() ? ReportComposer::tr("yes") : ReportComposer::tr("no"));
        rows << row;
    }
    QList<bool> numeric(header.size(), true);
    numeric[1] = false;
    numeric[header.size() - 1] = false;
    numeric[header.size() - 5] = false;
    doc.blocks << table(header, rows, numeric);
}

} // namespace

QString ReportComposer::shortMetricLabel(const QString &id)
{
    return shortMetric(id);
}

QString ReportComposer::testParameterLabel(const QString &key)
{
    static const QList<QPair<QString, const char *>> labels = {
        {QStringLiteral("requestSize"), QT_TR_NOOP("request size (-r)")},
        {QStringLiteral("responseSize"), QT_TR_NOOP("response size (-r)")},
        {QStringLiteral("burst"), QT_TR_NOOP("burst (-b)")},
        {QStringLiteral("durationSeconds"), QT_TR_NOOP("duration (-l)")},
        {QStringLiteral("noDelay"), QT_TR_NOOP("TCP_NODELAY (-D)")},
        {QStringLiteral("localCpuBinding"), QT_TR_NOOP("netperf CPU (-T)")},
        {QStringLiteral("remoteCpuBinding"), QT_TR_NOOP("netserver CPU (-T)")},
        {QStringLiteral("localSocketBuffer"), QT_TR_NOOP("local socket buffer (-s)")},
        {QStringLiteral("remoteSocketBuffer"), QT_TR_NOOP("remote socket buffer (-S)")},
        {QStringLiteral("type"), QT_TR_NOOP("test (-t)")},
    };
    for (const auto &[name, label] : labels)
        if (name == key)
            return tr(label);
    return key;
}

ReportDocument ReportComposer::compose(const ReportModel &model, const Options &options)
{
    ReportDocument doc;
    doc.title = model.title();
    doc.blocks << heading(doc.title, 1) << paragraph(model.subtitle());
    const QString description = QJsonDocument::fromJson(model.details.experiment.spec).object().value(QLatin1String("description")).toString();
    if (!description.isEmpty())
        doc.blocks << paragraph(description);

    QStringList headline;
    for (const PointDetail &point : model.details.points) {
        for (const ArmVerdict &verdict : point.verdicts) {
            if (verdict.comparison.metric.id != QLatin1String("rate"))
                continue;
            const QString where = model.pointLabel(point);
            const QString arms = versus(verdict.b, verdict.a);
            headline << (where.isEmpty() ? arms : arms + QStringLiteral(", ") + where) + QStringLiteral(": ")
                    + verdict.comparison.sentence;
        }
    }
    if (const QString shared = sharedVerdict(model.details.points); !shared.isEmpty() && headline.size() > 1)
        headline = QStringList{shared};
    if (!headline.isEmpty())
        doc.blocks << heading(tr("Verdict")) << list(headline);
    if (!model.warnings.isEmpty()) {
        QStringList warnings;
        for (const ReportWarning &warning : model.warnings)
            warnings << warning.text;
        doc.blocks << heading(tr("Warnings")) << list(warnings);
    }
    addHosts(doc, model);
    addDifferences(doc, model);
    addCommands(doc, model);

    doc.blocks << heading(tr("Results per arm"));
    doc.blocks << paragraph(tr("The rate of a run is the time-weighted mean of its interim rates after %1 s of warm-up "
                               "(netperf's final rate when there were none). ± is the 95% confidence interval of the "
                               "median over the runs, which needs at least 6 runs per arm; service demand is "
                               "netperf's (us of CPU per transaction), live service demand Tunebench's own.")
                                .arg(model.details.warmupSeconds));
    for (const PointDetail &point : model.details.points) {
        const QString where = model.pointLabel(point);
        if (!where.isEmpty())
            doc.blocks << heading(where, 3);
        addResults(doc, model, point);
        addVerdicts(doc, point);
    }
    if (!model.details.cliffs.isEmpty()) {
        QStringList cliffs;
        for (const SweepCliff &cliff : model.details.cliffs)
            cliffs << cliff.sentence;
        doc.blocks << heading(tr("Cliffs in the sweep"), 3) << list(cliffs);
    }
    if (options.charts) {
        doc.charts = ChartPlanner::plan(model);
        if (!doc.charts.isEmpty())
            doc.blocks << heading(tr("Charts"));
        for (qsizetype i = 0; i < doc.charts.size(); ++i) {
            ReportBlock block;
            block.kind = ReportBlock::Kind::Chart;
            block.chart = int(i);
            const ChartSpec &chart = doc.charts.at(i);
            //: a chart's caption in a report: its title, then how to read it
            block.text = chart.note.isEmpty() ? chart.title : tr("%1. %2").arg(chart.title, chart.note);
            doc.blocks << block;
        }
    }
    addRuns(doc, model);
    doc.blocks << paragraph(tr("Generated by Tunebench %1 from experiment %2.").arg(QStringLiteral(TUNEBENCH_VERSION)).arg(model.id()));
    return doc;
}

} // namespace Tunebench
