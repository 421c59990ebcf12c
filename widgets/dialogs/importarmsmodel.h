// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/importgrouping.h"
#include "report/reportimporter.h"

#include <QAbstractItemModel>

namespace Tunebench {

/**
 * The arms an import proposes, as a tree: each arm (its label, editable: a rename) over its runs
 * (what the preview says of each test, and its lines), which can be dragged to another arm. Changes go through ImportGrouping, as the CLI's
 * --arm does, and are told with armsChanged(); a change ImportGrouping refuses is told with
 * refused() and leaves the arms as they were.
 */
class ImportArmsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        LabelColumn,
        LinesColumn,
        ColumnCount
    };

    explicit ImportArmsModel(QObject *parent = nullptr);

    /// Shows @p preview's sources and arms (the runs' texts are read from its sources).
    void setPreview(const ImportPreview &preview);
    [[nodiscard]] const QList<ImportArm> &arms() const { return m_arms; }

    /// The run at @p index, or none when @p index is an arm.
    [[nodiscard]] std::optional<ImportRunRef> runAt(const QModelIndex &index) const;
    /// The label of the arm at @p index or of the arm its run is in.
    [[nodiscard]] QString armAt(const QModelIndex &index) const;
    [[nodiscard]] QModelIndex armIndex(const QString &label) const;
    [[nodiscard]] QModelIndex runIndex(const ImportRunRef &run) const;

    bool moveRuns(const QList<ImportRunRef> &runs, const QString &label);
    bool mergeArms(const QStringList &labels, const QString &label);
    bool renameArm(const QString &from, const QString &to);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Runs are dragged onto an arm (or among its runs) to move them there.
    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) override;

Q_SIGNALS:
    void armsChanged(const QList<Tunebench::ImportArm> &arms);
    void refused(const QString &message);

private:
    bool apply(const Status &status, QList<ImportArm> arms);
    [[nodiscard]] QString runText(const ImportRunRef &run) const;
    [[nodiscard]] QString runLines(const ImportRunRef &run) const;
    [[nodiscard]] static QList<ImportRunRef> decodeRuns(const QMimeData *data);

    QList<ImportSource> m_sources;
    QList<ImportArm> m_arms;
};

} // namespace Tunebench
