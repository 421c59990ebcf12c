// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/runtablemodel.h"

#include "stats/numberformat.h"
#include "displaytext/statustext.h"

#include <QApplication>
#include <QStyle>

namespace Tunebench {

RunTableModel::RunTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunTableModel::setRuns(const QList<RunDetail> &runs, bool sweep)
{
    beginResetModel();
    m_runs = runs;
    m_sweep = sweep;
    endResetModel();
}

int RunTableModel::rowForRun(qint64 runId) const
{
    for (qsizetype row = 0; row < m_runs.size(); ++row)
        if (m_runs.at(row).id == runId)
            return int(row);
    return -1;
}

int RunTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunTableModel::flagName(Stats::DiagnosticKind kind)
{
    switch (kind) {
    case Stats::DiagnosticKind::RegimeSwitching:
        return tr("regime switching");
    case Stats::DiagnosticKind::LevelShift:
        return tr("level shift");
    case Stats::DiagnosticKind::Drift:
        return tr("drift");
    case Stats::DiagnosticKind::IrregularIntervals:
        return tr("irregular intervals");
    case Stats::DiagnosticKind::ConfidenceNotAchieved:
        return tr("confidence not achieved");
    }
    return {};
}

QVariant RunTableModel::display(const RunDetail &run, int column) const
{
    switch (Column(column)) {
    case IndexColumn:
        return run.index + 1;
    case ArmColumn:
        return run.arm;
    case RepetitionColumn:
        return run.repetition + 1;
    case SweepColumn:
        return m_sweep && run.sweepValue ? QVariant(*run.sweepValue) : QVariant();
    case StatusColumn:
        return statusText(run.status);
    case RateColumn:
        return run.metrics.contains(QStringLiteral("rate"))
            ? QVariant(Stats::NumberFormat::si(run.metrics.value(QStringLiteral("rate"))))
            : QVariant();
    case FlagsColumn: {
        QStringList names;
        for (const Stats::Diagnostic &flag : run.flags())
            names << flagName(flag.kind);
        return names.join(QLatin1String(", "));
    }
    case ColumnCount:
        break;
    }
    return {};
}

QString RunTableModel::tooltip(const RunDetail &run) const
{
    QStringList lines;
    for (const Stats::Diagnostic &flag : run.flags())
        lines << flag.sentence;
    if (!run.error.isEmpty())
        lines << run.error;
    if (!run.summaryError.isEmpty())
        lines << run.summaryError;
    if (lines.isEmpty() && run.completed())
        lines << tr("No stability check flagged this run. Click to see its interim results and log.");
    return lines.join(QLatin1Char('\n'));
}

QVariant RunTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunDetail &run = m_runs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(run, index.column());
    case Qt::ToolTipRole:
        return tooltip(run);
    case Qt::DecorationRole:
        if (index.column() == FlagsColumn && !run.flags().isEmpty())
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        if (index.column() == StatusColumn && (run.status == QLatin1String("failed") || !run.summaryError.isEmpty()))
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == RateColumn || index.column() == IndexColumn || index.column() == SweepColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RunIdRole:
        return run.id;
    case FlaggedRole:
        return !run.flags().isEmpty();
    default:
        return {};
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case IndexColumn:
        return tr("Run");
    case ArmColumn:
        return tr("Arm");
    case RepetitionColumn:
        return tr("Repetition");
    case SweepColumn:
        return tr("Sweep value");
    case StatusColumn:
        return tr("Status");
    case RateColumn:
        return tr("Rate");
    case FlagsColumn:
        return tr("Stability");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Tunebench
