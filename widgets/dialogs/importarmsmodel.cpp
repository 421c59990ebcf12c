// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/importarmsmodel.h"

#include <QMimeData>

namespace Tunebench {

// An arm's index has internal id 0; a run's has its arm's row + 1.

namespace {

const QString kRunsMime = QStringLiteral("application/x-tunebench-import-runs");

} // namespace

ImportArmsModel::ImportArmsModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void ImportArmsModel::setPreview(const ImportPreview &preview)
{
    beginResetModel();
    m_sources = preview.sources;
    m_arms = preview.arms;
    endResetModel();
}

std::optional<ImportRunRef> ImportArmsModel::runAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return std::nullopt;
    return m_arms.at(qsizetype(index.internalId()) - 1).runs.at(index.row());
}

QString ImportArmsModel::armAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return QString();
    const qsizetype arm = index.internalId() == 0 ? index.row() : qsizetype(index.internalId()) - 1;
    return m_arms.at(arm).label;
}

QModelIndex ImportArmsModel::armIndex(const QString &label) const
{
    for (qsizetype a = 0; a < m_arms.size(); ++a)
        if (m_arms.at(a).label == label)
            return index(int(a), LabelColumn);
    return {};
}

QModelIndex ImportArmsModel::runIndex(const ImportRunRef &run) const
{
    for (qsizetype a = 0; a < m_arms.size(); ++a)
        if (const qsizetype row = m_arms.at(a).runs.indexOf(run); row >= 0)
            return index(int(row), LabelColumn, index(int(a), LabelColumn));
    return {};
}

bool ImportArmsModel::moveRuns(const QList<ImportRunRef> &runs, const QString &label)
{
    QList<ImportArm> arms = m_arms;
    for (const ImportRunRef &run : runs)
        if (const Status moved = ImportGrouping::move(arms, run, label); !moved)
            return apply(moved, arms);
    return apply(Ok{}, arms);
}

bool ImportArmsModel::mergeArms(const QStringList &labels, const QString &label)
{
    QList<ImportArm> arms = m_arms;
    const Status merged = ImportGrouping::merge(arms, labels, label);
    return apply(merged, arms);
}

bool ImportArmsModel::renameArm(const QString &from, const QString &to)
{
    const Status renamed = ImportGrouping::rename(m_arms, from, to);
    if (!renamed) {
        Q_EMIT refused(renamed.error().message);
        return false;
    }
    // Rows stay as they are: no reset under an editor that is committing the new label.
    const QModelIndex arm = armIndex(to.trimmed());
    Q_EMIT dataChanged(arm, arm.siblingAtColumn(LinesColumn));
    Q_EMIT armsChanged(m_arms);
    return true;
}

bool ImportArmsModel::apply(const Status &status, QList<ImportArm> arms)
{
    if (!status) {
        Q_EMIT refused(status.error().message);
        return false;
    }
    beginResetModel();
    m_arms = std::move(arms);
    endResetModel();
    Q_EMIT armsChanged(m_arms);
    return true;
}

QString ImportArmsModel::runText(const ImportRunRef &run) const
{
    for (const ImportItem &item : m_sources.at(run.source).items)
        if (item.kind == ImportItem::Kind::Test && item.test == run.test)
            return item.description;
    return QString();
}

QString ImportArmsModel::runLines(const ImportRunRef &run) const
{
    return ImportGrouping::lineRanges(m_sources, ImportArm{QString(), {run}});
}

QModelIndex ImportArmsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex ImportArmsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId()) - 1, LabelColumn, quintptr(0));
}

int ImportArmsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_arms.size());
    if (parent.internalId() != 0 || parent.column() != LabelColumn)
        return 0;
    return int(m_arms.at(parent.row()).runs.size());
}

int ImportArmsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ImportArmsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == 0) {
        const ImportArm &arm = m_arms.at(index.row());
        if (role == Qt::EditRole && index.column() == LabelColumn)
            return arm.label;
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return index.column() == LabelColumn
                ? tr("%1 (%n run(s))", nullptr, int(arm.runs.size())).arg(arm.label)
                : ImportGrouping::lineRanges(m_sources, arm);
        return {};
    }
    const ImportRunRef run = *runAt(index);
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return index.column() == LabelColumn ? runText(run) : runLines(run);
    return {};
}

bool ImportArmsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.internalId() != 0 || index.column() != LabelColumn)
        return false;
    const QString from = m_arms.at(index.row()).label;
    return value.toString().trimmed() == from || renameArm(from, value.toString());
}

Qt::ItemFlags ImportArmsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    if (index.isValid() && index.internalId() == 0 && index.column() == LabelColumn)
        flags |= Qt::ItemIsEditable | Qt::ItemIsDropEnabled;
    else if (index.isValid() && index.internalId() != 0)
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QVariant ImportArmsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == LabelColumn ? tr("Arm and its runs") : tr("Lines");
}

Qt::DropActions ImportArmsModel::supportedDropActions() const
{
    // The drop itself moves the runs; removeRows() is left as it is (it refuses), so the view's
    // own removal after a move does nothing.
    return Qt::MoveAction;
}

QStringList ImportArmsModel::mimeTypes() const
{
    return {kRunsMime};
}

QMimeData *ImportArmsModel::mimeData(const QModelIndexList &indexes) const
{
    QStringList runs;
    for (const QModelIndex &index : indexes) {
        const auto run = index.column() == LabelColumn ? runAt(index) : std::nullopt;
        if (run)
            runs << QStringLiteral("%1,%2").arg(run->source).arg(run->test);
    }
    if (runs.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(kRunsMime, runs.join(QLatin1Char('\n')).toLatin1());
    return data;
}

QList<ImportRunRef> ImportArmsModel::decodeRuns(const QMimeData *data)
{
    QList<ImportRunRef> runs;
    if (!data)
        return runs;
    for (const QByteArray &line : data->data(kRunsMime).split('\n')) {
        const QList<QByteArray> parts = line.split(',');
        bool sourceOk = false;
        bool testOk = false;
        const ImportRunRef run{parts.value(0).toInt(&sourceOk), parts.value(1).toInt(&testOk)};
        if (parts.size() == 2 && sourceOk && testOk)
            runs << run;
    }
    return runs;
}

bool ImportArmsModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
    const QModelIndex &parent) const
{
    // Onto an arm or among its runs: the arm is the parent, a top-level index.
    return action == Qt::MoveAction && parent.isValid() && parent.internalId() == 0
        && !decodeRuns(data).isEmpty();
}

bool ImportArmsModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
    const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    return moveRuns(decodeRuns(data), armAt(parent));
}

} // namespace Tunebench
