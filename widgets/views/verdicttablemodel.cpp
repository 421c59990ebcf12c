// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/verdicttablemodel.h"

#include "stats/numberformat.h"

#include <QBrush>
#include <QColor>

namespace Tunebench {

namespace {

using Stats::NumberFormat::percent;
using Stats::NumberFormat::si;

QString median(const Stats::ArmSummary &arm)
{
    if (arm.n == 0)
        return {};
    if (!arm.medianCi.isValid())
        return si(arm.median);
    return QStringLiteral("%1 ±%2").arg(si(arm.median), percent(arm.relativeCiHalfWidth()));
}

} // namespace

VerdictTableModel::VerdictTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void VerdictTableModel::setVerdicts(const QList<ArmVerdict> &verdicts)
{
    beginResetModel();
    m_verdicts = verdicts;
    endResetModel();
}

int VerdictTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_verdicts.size());
}

int VerdictTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString VerdictTableModel::verdictText(Stats::Verdict verdict)
{
    switch (verdict) {
    case Stats::Verdict::Better:
        return tr("better");
    case Stats::Verdict::Worse:
        return tr("worse");
    case Stats::Verdict::NoDifference:
        return tr("no difference");
    case Stats::Verdict::TooFewRuns:
        return tr("too few runs");
    }
    return {};
}

QVariant VerdictTableModel::display(const ArmVerdict &row, int column) const
{
    const Stats::Comparison &c = row.comparison;
    switch (Column(column)) {
    case ArmsColumn:
        //: a comparison of two arms: "GRO off vs GRO on"
        return tr("%1 vs %2").arg(row.b, row.a);
    case MetricColumn:
        return c.metric.unit.isEmpty() ? c.metric.label : tr("%1 (%2)").arg(c.metric.label, c.metric.unit);
    case BaseColumn:
        return median(c.a);
    case OtherColumn:
        return median(c.b);
    case ChangeColumn:
        if (!c.difference.valid)
            return QString();
        if (!c.difference.ci.isValid())
            return percent(c.difference.estimate, 1, true);
        //: relative change with its confidence interval: "+6.8% [3.1%, 10.2%]"
        return tr("%1 [%2, %3]")
            .arg(percent(c.difference.estimate, 1, true), percent(c.difference.ci.low, 1, true),
                percent(c.difference.ci.high, 1, true));
    case PColumn:
        return c.mannWhitney.valid ? Stats::NumberFormat::pValue(c.mannWhitney.p) : QString();
    case VerdictColumn:
        return verdictText(c.verdict);
    case ColumnCount:
        break;
    }
    return {};
}

QString VerdictTableModel::tooltip(const ArmVerdict &row) const
{
    QStringList lines {row.comparison.sentence};
    lines << row.comparison.notes;
    return lines.join(QLatin1Char('\n'));
}

QVariant VerdictTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ArmVerdict &row = m_verdicts.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        return tooltip(row);
    case SentenceRole:
        return row.comparison.sentence;
    case VerdictRole:
        return int(row.comparison.verdict);
    case MetricIdRole:
        return row.comparison.metric.id;
    case Qt::TextAlignmentRole:
        if (index.column() >= BaseColumn && index.column() <= PColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        // Okabe-Ito bluish green and vermillion: tell better from worse without relying on hue alone.
        if (index.column() == VerdictColumn && row.comparison.verdict == Stats::Verdict::Better)
            return QBrush(QColor(0x009E73));
        if (index.column() == VerdictColumn && row.comparison.verdict == Stats::Verdict::Worse)
            return QBrush(QColor(0xD55E00));
        return {};
    default:
        return {};
    }
}

QVariant VerdictTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case ArmsColumn:
        return tr("Comparison");
    case MetricColumn:
        return tr("Metric");
    case BaseColumn:
        return tr("Base median");
    case OtherColumn:
        return tr("Median");
    case ChangeColumn:
        return tr("Change [95% CI]");
    case PColumn:
        return tr("p");
    case VerdictColumn:
        return tr("Verdict");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Tunebench
