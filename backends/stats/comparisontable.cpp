// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/comparisontable.h"

#include "stats/numberformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace Tunebench::Stats {

namespace {

class TableText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Stats::ComparisonTable)
};

const QString bar = QStringLiteral("│");
const QString ciMark = QStringLiteral("¹");
const QString testMark = QStringLiteral("²");

using NumberFormat::fixed;
using NumberFormat::percent;
using NumberFormat::si;

QString armCell(const ArmSummary &arm, bool *missingCi)
{
    const double halfWidth = arm.relativeCiHalfWidth();
    if (!std::isfinite(halfWidth)) {
        *missingCi = true;
        return si(arm.median) + QStringLiteral(" ± ∞ ") + ciMark;
    }
    return si(arm.median) + QStringLiteral(" ± ") + percent(halfWidth, 0);
}

QString changeCell(const Comparison &c, bool *missingTest)
{
    const QString n = c.a.n == c.b.n ? QString::number(c.a.n) : QStringLiteral("%1+%2").arg(c.a.n).arg(c.b.n);
    const QString stats = QStringLiteral("(p=%1 n=%2)").arg(fixed(c.mannWhitney.p, 3), n);
    if (!c.testPossible) {
        *missingTest = true;
        return QStringLiteral("? ") + stats + QLatin1Char(' ') + testMark;
    }
    if (!c.significant)
        return QStringLiteral("~ ") + stats;
    return percent(c.difference.estimate, 2, true) + QLatin1Char(' ') + stats;
}

QString centred(const QString &text, qsizetype width)
{
    const qsizetype left = (width - text.size()) / 2;
    return QString(std::max<qsizetype>(0, left), QLatin1Char(' ')) + text
        + QString(std::max<qsizetype>(0, width - text.size() - left), QLatin1Char(' '));
}

QString rowLabel(const Metric &metric)
{
    return metric.label.isEmpty() ? metric.id : metric.label;
}

} // namespace

ComparisonTable::ComparisonTable(QString headerA, QString headerB)
    : m_headerA(std::move(headerA))
    , m_headerB(std::move(headerB))
{
}

void ComparisonTable::add(const Comparison &comparison)
{
    m_rows.append(comparison);
}

QString ComparisonTable::render() const
{
    bool missingCi = false, missingTest = false;
    QList<std::array<QString, 4>> cells;
    for (const Comparison &c : m_rows)
        cells.append(
            {rowLabel(c.metric), armCell(c.a, &missingCi), armCell(c.b, &missingCi), changeCell(c, &missingTest)});
    // benchstat heads the columns with the unit; rows of different units share "median" instead.
    const bool oneUnit = !m_rows.isEmpty() && std::all_of(m_rows.cbegin(), m_rows.cend(), [&](const Comparison &c) {
        return c.metric.unit == m_rows.first().metric.unit;
    });
    const QString unit
        = oneUnit && !m_rows.first().metric.unit.isEmpty() ? m_rows.first().metric.unit : TableText::tr("median");
    const QString versus = TableText::tr("vs base");
    std::array<qsizetype, 4> width {0, std::max(m_headerA.size(), unit.size()), unit.size(), versus.size()};
    for (const auto &row : cells) {
        for (size_t i = 0; i < row.size(); ++i)
            width[i] = std::max(width[i], row[i].size());
    }
    const qsizetype spanB = std::max(width[2] + 2 + width[3], m_headerB.size());
    width[3] = spanB - width[2] - 2;
    const QString pad(width[0], QLatin1Char(' '));
    QString out;
    out += pad
        + QStringLiteral(" %1 %2 %3 %4 %5\n")
              .arg(bar, centred(m_headerA, width[1]), bar, centred(m_headerB, spanB), bar);
    out += pad
        + QStringLiteral(" %1 %2 %3 %4  %5 %6\n")
              .arg(bar, centred(unit, width[1]), bar, centred(unit, width[2]), versus.leftJustified(width[3]), bar);
    for (const auto &row : cells) {
        QString line = QStringLiteral("%1   %2   %3  %4")
                           .arg(row[0].leftJustified(width[0]), row[1].leftJustified(width[1]),
                               row[2].leftJustified(width[2]), row[3]);
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += line + QLatin1Char('\n');
    }
    if (missingCi && !m_rows.isEmpty())
        out += ciMark
            + TableText::tr(" need >= %1 samples for confidence interval at level %2")
                  .arg(m_rows.first().a.runsForMedianCi)
                  .arg(fixed(m_rows.first().confidence, 2))
            + QLatin1Char('\n');
    if (missingTest && !m_rows.isEmpty())
        out += testMark
            + TableText::tr(" need >= %1 samples to detect a difference at alpha level %2")
                  .arg(m_rows.first().runsNeededForTest)
                  .arg(fixed(m_rows.first().alpha, 2))
            + QLatin1Char('\n');
    for (const Comparison &c : m_rows)
        out += QLatin1Char('\n') + details(c);
    return out;
}

QString ComparisonTable::details(const Comparison &c) const
{
    QString out = c.sentence + QLatin1Char('\n');
    const QString mw = c.mannWhitney.exact ? TableText::tr("Mann-Whitney U=%1, %2 (exact)")
                                           : TableText::tr("Mann-Whitney U=%1, %2 (normal approximation)");
    out += mw.arg(fixed(c.mannWhitney.uA, 1), NumberFormat::pValue(c.mannWhitney.p));
    if (c.welch.valid)
        out += QStringLiteral("; ")
            + TableText::tr("Welch t=%1, df=%2, %3")
                  .arg(fixed(c.welch.t, 2), fixed(c.welch.df, 1), NumberFormat::pValue(c.welch.p));
    out += QLatin1Char('\n');
    if (c.difference.valid) {
        out += TableText::tr("B/A - 1: %1").arg(percent(c.difference.estimate, 2, true));
        if (c.difference.ci.isValid())
            out += TableText::tr(" (%1% CI %2 to %3)")
                       .arg(fixed(c.difference.ci.level * 100.0, 1), percent(c.difference.ci.low, 2, true),
                           percent(c.difference.ci.high, 2, true));
        out += QStringLiteral(" [%1]\n").arg(c.difference.method);
    }
    for (const auto &[name, arm] : {std::pair {m_headerA, &c.a}, std::pair {m_headerB, &c.b}}) {
        out += TableText::tr("%1: n=%2, mean %3, sd %4 (cv %5), min %6, max %7")
                   .arg(name)
                   .arg(arm->n)
                   .arg(si(arm->mean), si(arm->stddev), percent(arm->cv), si(arm->min), si(arm->max))
            + QLatin1Char('\n');
    }
    const SampleSizeEstimate &t = c.forTarget;
    if (t.runsPerArmRankTest)
        out += TableText::tr("Runs per arm to detect a %1 difference at spread ±%2 with %3 power: %4 (Mann-Whitney), "
                             "%5 (t-test)")
                   .arg(percent(t.relativeDifference), percent(t.spread), percent(t.power, 0))
                   .arg(*t.runsPerArmRankTest)
                   .arg(t.runsPerArmTTest.value_or(0))
            + QLatin1Char('\n');
    for (const QString &note : c.notes)
        out += TableText::tr("note: %1").arg(note) + QLatin1Char('\n');
    return out;
}

} // namespace Tunebench::Stats
