// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/mailreportwriter.h"

#include "report/reportcomposer.h"
#include "report/reportmodel.h"
#include "report/textreportwriter.h"
#include "stats/numberformat.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <map>

namespace Tunebench {

namespace {

using Stats::NumberFormat::fixed;
using Stats::NumberFormat::percent;
using Stats::NumberFormat::pValue;

constexpr int kShortLabel = 12; // longer labels are lettered

/// @p text wrapped to @p width, every line after the first indented by @p indent.
QStringList hanging(const QString &text, int width, int indent = 2)
{
    QStringList lines = TextReportWriter::wrap(text, width);
    if (lines.size() <= 1)
        return lines;
    const QString rest = lines.mid(1).join(QLatin1Char(' '));
    QStringList out{lines.constFirst()};
    for (const QString &line : TextReportWriter::wrap(rest, width - indent))
        out << QString(indent, QLatin1Char(' ')) + line;
    return out;
}

const ArmVerdict *verdictFor(const PointDetail &point, const QString &b, const QString &metric)
{
    for (const ArmVerdict &verdict : point.verdicts)
        if (verdict.b == b && verdict.comparison.metric.id == metric)
            return &verdict;
    return nullptr;
}

QString signedChange(const Stats::Comparison &c)
{
    return c.difference.valid ? percent(c.difference.estimate, 1, true) : QStringLiteral("?");
}

// Why there is no verdict, and how many runs would settle it: "too few runs for a verdict (it takes
// 4 per arm); the spread (±33.5%) swamps it; about 29 runs per arm would settle it at this spread".
QString settleClause(const Stats::Comparison &c)
{
    const bool one = c.a.n == 1 && c.b.n == 1;
    QString text;
    if (c.verdict == Stats::Verdict::TooFewRuns)
        text = one ? MailReportWriter::tr("no verdict possible from one run per arm")
                   : MailReportWriter::tr("too few runs for a verdict (it takes %1 per arm)").arg(c.runsNeededForTest);
    else
        text = MailReportWriter::tr("no significant difference (%1)").arg(pValue(c.mannWhitney.p));
    if (!std::isfinite(c.spread) || c.spread <= 0.0)
        return one ? text + MailReportWriter::tr("; repeat each test %1 times or more").arg(c.runsNeededForTest) : text;
    const QString spread = c.spreadFromOtherArms ? MailReportWriter::tr("±%1 in the other arms").arg(percent(c.spread))
                                                 : QStringLiteral("±") + percent(c.spread);
    const double e = c.difference.valid ? std::abs(c.difference.estimate) : 0.0;
    const bool swamps = e > 0.0 && e <= c.spread;
    if (swamps)
        text += MailReportWriter::tr("; the run-to-run spread (%1) swamps it").arg(spread);
    if (e > 0.0 && c.forObserved.runsPerArmRankTest) {
        // The spread is named once: here only when the clause before did not.
        if (swamps)
            text += MailReportWriter::tr("; about %1 runs per arm would detect %2 at this spread")
                        .arg(*c.forObserved.runsPerArmRankTest)
                        .arg(percent(e));
        else
            text += MailReportWriter::tr("; about %1 runs per arm would detect %2 at this spread (%3)")
                        .arg(*c.forObserved.runsPerArmRankTest)
                        .arg(percent(e), spread);
    }
    return text;
}

// "B is 6.8% faster (95% CI 3.1% to 10.2%, p=0.002, n=6+6)", or the change and why no verdict.
QString rateVerdict(const Stats::Comparison &c, const QString &nameB)
{
    if (!c.significant)
        return MailReportWriter::tr("%1 (n=%2+%3): %4").arg(signedChange(c)).arg(c.a.n).arg(c.b.n).arg(settleClause(c));
    const double e = c.difference.estimate;
    const QString change = Stats::Comparisons::describeChange(c.metric, nameB, e);
    const QString n = QStringLiteral("n=%1+%2").arg(c.a.n).arg(c.b.n);
    if (!c.difference.ci.isValid())
        return MailReportWriter::tr("%1 (%2, %3)").arg(change, pValue(c.mannWhitney.p), n);
    const double low = e >= 0.0 ? c.difference.ci.low : -c.difference.ci.high;
    const double high = e >= 0.0 ? c.difference.ci.high : -c.difference.ci.low;
    return MailReportWriter::tr("%1 (95% CI %2 to %3, %4, %5)")
        .arg(change, percent(low), percent(high), pValue(c.mannWhitney.p), n);
}

// "local -4.0% (better, p=0.002)", "remote +0.3% (~)", "local -31.2%" (too few runs: the rate says why).
QString sideVerdict(const Stats::Comparison &c, const QString &side)
{
    QString text = side + QLatin1Char(' ') + signedChange(c);
    if (c.verdict == Stats::Verdict::Better || c.verdict == Stats::Verdict::Worse)
        text += QStringLiteral(" (%1, %2)").arg(c.verdict == Stats::Verdict::Better ? MailReportWriter::tr("better")
                                                                                   : MailReportWriter::tr("worse"),
                                                pValue(c.mannWhitney.p));
    else if (c.verdict == Stats::Verdict::NoDifference)
        text += QStringLiteral(" (~)");
    return text;
}

/// The service demand ids the arms have: netperf's, else Tunebench's live one.
QStringList serviceDemandIds(const PointDetail &point)
{
    for (const char *prefix : {"service_demand.", "live_service_demand."}) {
        QStringList ids;
        for (const char *side : {"local", "remote"}) {
            const QString id = QLatin1String(prefix) + QLatin1String(side);
            if (std::any_of(point.arms.cbegin(), point.arms.cend(),
                            [&id](const ArmPoint &a) { return a.summaries.contains(id) && a.summaries.value(id).median >= 0; }))
                ids << id;
        }
        if (!ids.isEmpty())
            return ids;
    }
    return {};
}

QString latencyId(const PointDetail &point)
{
    for (const char *id : {"latency.p99", "latency.mean"})
        if (std::any_of(point.arms.cbegin(), point.arms.cend(), [id](const ArmPoint &a) { return a.summaries.contains(QLatin1String(id)); }))
            return QLatin1String(id);
    return {};
}

QString median(const ArmPoint &arm, const QString &id, int decimals)
{
    if (!arm.summaries.contains(id) || arm.summaries.value(id).median < 0)
        return QStringLiteral("-");
    return fixed(arm.summaries.value(id).median, decimals);
}

ReportTable resultsTable(const PointDetail &point, const QStringList &names, const QString &unit)
{
    const QStringList sd = serviceDemandIds(point);
    const QString sdUnit = unit.startsWith(QLatin1String("Trans")) ? QStringLiteral("us/Tr") : QStringLiteral("us/KB");
    ReportTable table;
    table.header = QStringList{QString(), MailReportWriter::tr("Runs"), MailReportWriter::tr("%1\nmedian").arg(unit),
                               MailReportWriter::tr("95%\nCI")};
    for (const QString &id : sd)
        table.header << (id.endsWith(QLatin1String("local")) ? MailReportWriter::tr("S.dem\nlocal\n%1")
                                                              : MailReportWriter::tr("S.dem\nremote\n%1"))
                            .arg(sdUnit);
    table.numeric = QList<bool>(table.header.size(), true);
    table.numeric[0] = false;
    const QString rate = QStringLiteral("rate");
    for (qsizetype a = 0; a < point.arms.size(); ++a) {
        const ArmPoint &arm = point.arms.at(a);
        const Stats::ArmSummary s = arm.summaries.value(rate);
        const bool ci = arm.summaries.contains(rate) && s.medianCi.isValid() && s.median != 0;
        QStringList row{names.value(a), QString::number(arm.runs()), median(arm, rate, 2),
                        ci ? QStringLiteral("±") + percent(s.relativeCiHalfWidth()) : QStringLiteral("-")};
        for (const QString &id : sd)
            row << median(arm, id, 3);
        table.rows << row;
    }
    return table;
}

int naturalWidth(const ReportTable &table)
{
    int total = 0;
    for (qsizetype c = 0; c < table.header.size(); ++c) {
        int w = 0;
        for (const QString &part : table.header.at(c).split(QLatin1Char('\n')))
            w = std::max(w, int(part.size()));
        for (const QStringList &row : table.rows)
            w = std::max(w, int(row.value(c).size()));
        total += w + (c > 0 ? 2 : 0);
    }
    return total;
}

QString settingName(const SettingComparison &row)
{
    if (row.role == QLatin1String("test"))
        return ReportComposer::testParameterLabel(row.key);
    QString key = row.key;
    for (const char *prefix : {"feature.", "sysctl.", "coalesce."})
        if (key.startsWith(QLatin1String(prefix)))
            key = key.mid(int(qstrlen(prefix)));
    return row.role.isEmpty() ? key : row.role + QLatin1Char(' ') + key;
}

QStringList settingsLines(const ReportModel &model, const QStringList &names, int width)
{
    QList<const SettingComparison *> differing;
    int alike = 0;
    for (const SettingComparison &row : model.differences) {
        if (row.differs || row.varies)
            differing << &row;
        else
            ++alike;
    }
    if (differing.isEmpty())
        return {};
    ReportTable table;
    table.header << MailReportWriter::tr("What differs") << names;
    for (const SettingComparison *row : differing) {
        QStringList cells{settingName(*row)};
        for (qsizetype a = 0; a < names.size(); ++a)
            cells << (row->values.value(a).isEmpty() ? QStringLiteral("-") : row->values.value(a));
        table.rows << cells;
    }
    QStringList lines;
    if (naturalWidth(table) <= width) {
        lines = TextReportWriter::renderTable(table, width);
    } else {
        lines << MailReportWriter::tr("What differs:");
        for (const QStringList &cells : std::as_const(table.rows)) {
            QStringList values;
            for (qsizetype a = 0; a < names.size(); ++a)
                values << names.at(a) + QLatin1Char(' ') + cells.value(a + 1);
            lines << hanging(QStringLiteral("  ") + cells.constFirst() + QStringLiteral(": ") + values.join(QStringLiteral(", ")),
                             width, 4);
        }
    }
    if (alike > 0)
        lines << MailReportWriter::tr("(%n more setting(s) alike in every arm)", nullptr, alike);
    return lines;
}

QStringList commandLines(const ReportModel &model, const QStringList &labels, const QStringList &names, int width)
{
    std::map<QString, QStringList> byCommand; // command -> the arms that ran it
    QStringList order;
    for (const ReportCommand &command : model.commands) {
        const QString name = names.value(labels.indexOf(command.arm), command.arm);
        if (!byCommand.count(command.commandLine))
            order << command.commandLine;
        QStringList &arms = byCommand[command.commandLine];
        if (!arms.contains(name))
            arms << name;
    }
    const bool allShared = std::all_of(order.cbegin(), order.cend(), [&](const QString &c) { return byCommand.at(c).size() == names.size(); });
    QStringList lines;
    if (allShared && !order.isEmpty())
        lines << (names.size() > 1 ? MailReportWriter::tr("Commands (every arm):") : MailReportWriter::tr("Commands:"));
    for (const QString &command : std::as_const(order)) {
        if (!allShared)
            lines << byCommand.at(command).join(QStringLiteral(", ")) + QLatin1Char(':');
        for (const QString &line : TextReportWriter::breakCommand(command, width - 2))
            lines << QStringLiteral("  ") + line;
    }
    return lines;
}

QString diagnosticWords(Stats::DiagnosticKind kind)
{
    switch (kind) {
    case Stats::DiagnosticKind::ConfidenceNotAchieved:
        return MailReportWriter::tr("netperf's confidence not achieved");
    case Stats::DiagnosticKind::RegimeSwitching:
        return MailReportWriter::tr("rate switched between two levels");
    case Stats::DiagnosticKind::LevelShift:
        return MailReportWriter::tr("rate shifted level");
    case Stats::DiagnosticKind::Drift:
        return MailReportWriter::tr("rate drifted");
    case Stats::DiagnosticKind::IrregularIntervals:
        return MailReportWriter::tr("irregular interim intervals");
    }
    return QString();
}

// One line per kind of trouble, counted per arm: "netperf's confidence not achieved: A 2 of 3 runs, B 1 of 3".
QStringList warningLines(const ReportModel &model, const QStringList &labels, const QStringList &names, int width)
{
    std::map<QString, std::map<int, int>> counts; // what -> arm -> runs
    QStringList order;
    QHash<int, int> runsPerArm;
    const auto count = [&](const QString &what, int arm) {
        if (!counts.count(what))
            order << what;
        ++counts[what][arm];
    };
    for (const ReportRun &run : model.runs) {
        const int arm = int(labels.indexOf(run.detail.arm));
        ++runsPerArm[arm];
        if (!run.detail.completed()) {
            count(MailReportWriter::tr("%1: %2").arg(MailReportWriter::tr("failed"),
                                                     run.record.error.isEmpty() ? run.record.status : run.record.error),
                  arm);
            continue;
        }
        bool confidence = false;
        for (const Stats::Diagnostic &diagnostic : run.detail.flags()) {
            confidence = confidence || diagnostic.kind == Stats::DiagnosticKind::ConfidenceNotAchieved;
            count(diagnosticWords(diagnostic.kind), arm);
        }
        if (!confidence && run.record.rawOutput.contains(QLatin1String("Desired confidence was not achieved")))
            count(diagnosticWords(Stats::DiagnosticKind::ConfidenceNotAchieved), arm);
    }
    QStringList lines;
    for (const QString &what : std::as_const(order)) {
        QStringList perArm;
        for (const auto &[arm, runs] : counts.at(what))
            perArm << MailReportWriter::tr("%1 %2 of %3", "arm, runs with the problem, of its runs")
                          .arg(names.value(arm, QStringLiteral("?")))
                          .arg(runs)
                          .arg(runsPerArm.value(arm));
        lines << hanging(QStringLiteral("- ") + what + QStringLiteral(": ") + perArm.join(QStringLiteral(", ")), width, 2);
    }
    using Kind = ReportWarning::Kind;
    for (const ReportWarning &warning : model.warnings)
        if (warning.kind != Kind::RunFailed && warning.kind != Kind::ConfidenceNotAchieved && warning.kind != Kind::UnstableRun)
            lines << hanging(QStringLiteral("- ") + warning.text, width, 2);
    return lines;
}

QStringList hostLines(const ReportModel &model, int width)
{
    QStringList lines;
    for (const ReportHost &host : model.hosts) {
        if (!host.fromSnapshot)
            continue;
        QStringList facts{host.host};
        // "Linux 6.18.44-fc-v657 #1 SMP PREEMPT_DYNAMIC @0": the release says enough.
        const QString kernel = host.kernel.section(QLatin1Char('#'), 0, 0).trimmed();
        for (const QString &fact : {host.interfaceName, kernel, QStringList{host.driver, host.driverVersion}.join(QLatin1Char(' ')).trimmed(),
                                    host.firmware.isEmpty() ? QString() : MailReportWriter::tr("firmware %1").arg(host.firmware)})
            if (!fact.isEmpty())
                facts << fact;
        lines << hanging(host.role + QStringLiteral(": ") + facts.join(QStringLiteral(", ")), width, 2);
    }
    return lines;
}

void section(QStringList &out, const QStringList &lines)
{
    if (lines.isEmpty())
        return;
    if (!out.isEmpty() && !out.constLast().isEmpty())
        out << QString();
    out << lines;
}

// The reason said once, then each pair's changes on one line: "B vs A: rate +1.2%, local -3.0%".
QStringList sharedVerdictLines(const PointDetail &point, const QString &shared, const QStringList &names, int width)
{
    QStringList lines = hanging(shared, width);
    for (qsizetype b = 1; b < point.arms.size(); ++b) {
        QStringList changes;
        for (const ArmVerdict &verdict : point.verdicts)
            if (verdict.b == point.arms.at(b).label)
                changes << QStringLiteral("%1 %2").arg(ReportComposer::shortMetricLabel(verdict.comparison.metric.id), signedChange(verdict.comparison));
        if (!changes.isEmpty())
            lines << hanging(MailReportWriter::tr("%1 vs %2: %3").arg(names.value(b), names.value(0), changes.join(QStringLiteral(", "))),
                             width);
    }
    return lines;
}

} // namespace

QStringList MailReportWriter::armNames(const QStringList &labels)
{
    const bool short_ = labels.size() <= 6
        && std::all_of(labels.cbegin(), labels.cend(), [](const QString &l) { return l.size() <= kShortLabel; });
    if (short_)
        return labels;
    QStringList names;
    for (qsizetype i = 0; i < labels.size(); ++i)
        names << (i < 26 ? QString(QChar(u'A' + char16_t(i))) : QString::number(i + 1));
    return names;
}

QStringList MailReportWriter::legend(const QStringList &labels, int width)
{
    const QStringList names = armNames(labels);
    if (names == labels)
        return {};
    QStringList lines;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const QStringList wrapped = TextReportWriter::wrap(labels.at(i), width - 4);
        for (qsizetype k = 0; k < wrapped.size(); ++k)
            lines << (k == 0 ? names.at(i).leftJustified(2) + QStringLiteral("  ") : QString(4, QLatin1Char(' '))) + wrapped.at(k);
    }
    return lines;
}

QStringList MailReportWriter::verdictLines(const PointDetail &point, const QStringList &names, int width)
{
    QStringList lines;
    const QStringList sd = serviceDemandIds(point);
    const QString latency = latencyId(point);
    const QString shared = sharedVerdict({point});
    if (!shared.isEmpty())
        return sharedVerdictLines(point, shared, names, width);
    for (qsizetype b = 1; b < point.arms.size(); ++b) {
        const QString pair = tr("%1 vs %2").arg(names.value(b), names.value(0));
        const QString label = point.arms.at(b).label;
        const ArmVerdict *rate = verdictFor(point, label, QStringLiteral("rate"));
        if (!rate) {
            lines << hanging(tr("%1: no completed runs to compare").arg(pair), width);
            continue;
        }
        lines << hanging(tr("rate %1: %2").arg(pair, rateVerdict(rate->comparison, names.value(b))), width);
        QStringList sides;
        for (const QString &id : sd)
            if (const ArmVerdict *v = verdictFor(point, label, id))
                sides << sideVerdict(v->comparison, id.endsWith(QLatin1String("local")) ? tr("local") : tr("remote"));
        if (!sides.isEmpty())
            lines << hanging(tr("S.dem %1: %2").arg(pair, sides.join(QStringLiteral(", "))), width);
        if (const ArmVerdict *v = latency.isEmpty() ? nullptr : verdictFor(point, label, latency))
            lines << hanging(tr("latency %1 %2: %3").arg(latency.mid(8), pair, sideVerdict(v->comparison, QString()).trimmed()),
                             width);
    }
    return lines;
}

QStringList MailReportWriter::pointLines(const PointDetail &point, const QStringList &names, const QString &unit, int width)
{
    const ReportTable table = resultsTable(point, names, unit);
    QStringList lines = TextReportWriter::renderTable(table, width);
    lines << verdictLines(point, names, width);
    return lines;
}

QByteArray MailReportWriter::write(const ReportModel &model, int width)
{
    QStringList labels;
    for (const ArmRecord &arm : model.arms)
        labels << arm.label;
    const QStringList names = armNames(labels);
    QStringList out = hanging(model.title(), width, 0);
    out << hanging(model.subtitle(), width, 0);
    if (model.details.experiment.kind != QLatin1String("import")) {
        const QString description
            = QJsonDocument::fromJson(model.details.experiment.spec).object().value(QLatin1String("description")).toString();
        if (!description.isEmpty())
            section(out, TextReportWriter::wrap(description, width));
    }
    section(out, legend(labels, width));
    section(out, hostLines(model, width));
    section(out, settingsLines(model, names, width));
    for (const PointDetail &point : model.details.points) {
        QStringList lines;
        if (const QString where = model.pointLabel(point); !where.isEmpty())
            lines << where;
        lines << pointLines(point, names, model.rateUnit, width);
        section(out, lines);
    }
    section(out, commandLines(model, labels, names, width));
    section(out, warningLines(model, labels, names, width));
    section(out, hanging(tr("Tunebench %1, experiment %2 (tunebench-cli report %2 --format mail)")
                             .arg(QStringLiteral(TUNEBENCH_VERSION))
                             .arg(model.id()),
                         width, 0));
    return (out.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

} // namespace Tunebench
