// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/importgrouping.h"
#include "report/reportimporter.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QMessageBox;
class QPushButton;
class QTreeView;

namespace Tunebench {

class ImportArmsModel;

/**
 * The import dialog's arms: how runs are grouped (auto from the story, by file, or none, as
 * `import --group-by`), the proposed arms with their runs, and the user's changes to them (move
 * the selected runs to another or a new arm, merge the selected arms, rename an arm), with the
 * comparison the arms would get: each arm's median rate and its verdict against the first,
 * worked out again at every change.
 */
class ImportArmsEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ImportArmsEditor(QWidget *parent = nullptr);

    [[nodiscard]] ImportGroupBy groupBy() const;
    void setGroupBy(ImportGroupBy groupBy);
    /// Shows @p preview's arms (none for a preview without netperf runs) and their comparison.
    /// @p proposed are the arms its grouping proposed (empty: @p preview's own): where the shown
    /// ones differ, the user arranged them, and changing the grouping asks first.
    void setPreview(const ImportPreview &preview, double warmupSeconds, const QList<ImportArm> &proposed = {});
    void clear();

    [[nodiscard]] ImportArmsModel *model() const { return m_model; }
    [[nodiscard]] QTreeView *view() const { return m_view; }
    [[nodiscard]] QString comparisonText() const;
    /// True when the arms shown are not those the grouping proposed: runs moved, arms merged or renamed.
    [[nodiscard]] bool isArranged() const;
    /// The question asked before another grouping replaces arranged arms, while it is open.
    [[nodiscard]] QMessageBox *regroupQuestion() const;

public Q_SLOTS:
    /// Moves the selected runs to the arm named in the Move to field (a new one when none is).
    void moveSelected();
    /// Merges the selected arms into the first of them.
    void mergeSelected();
    /// Opens the label of the current arm for editing.
    void renameCurrent();

Q_SIGNALS:
    /// The grouping changed, and the user agreed to lose arranged arms if there were any.
    void groupByChanged();
    void armsChanged(const QList<Tunebench::ImportArm> &arms);

private:
    [[nodiscard]] QList<ImportRunRef> selectedRuns() const;
    [[nodiscard]] QStringList selectedArms() const;
    void showArms();
    /// The combo box changed: regroup, after asking when arranged arms would be lost.
    void askToRegroup();
    void showComparison();
    void updateButtons();

    ImportArmsModel *m_model;
    ImportPreview m_preview; ///< sources and the arms as edited
    QList<ImportArm> m_proposed; ///< the arms m_preview's grouping proposed
    double m_warmup = 0;
    QComboBox *m_groupBy;
    QTreeView *m_view;
    QComboBox *m_target;
    QPushButton *m_move;
    QPushButton *m_merge;
    QPushButton *m_rename;
    QLabel *m_comparison;
    QLabel *m_problem;
};

} // namespace Tunebench
