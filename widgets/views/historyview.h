// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimenthistory.h"
#include "experiment/trendanalysis.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QMessageBox;
class QPushButton;
class QTableView;

namespace Tunebench {

class HistoryFilterModel;
class HistoryModel;
class TrendPanel;
class VerdictTableModel;

/**
 * Every experiment in the store, searchable and sortable; open one (double click, Enter or
 * Open), compare any two arms of one or two selected experiments with the same verdicts as
 * within an experiment, follow the selected experiment's host pair over time (the trend panel),
 * delete after a confirmation. The view emits requests; the controller
 * does the work off the GUI thread and answers with setEntries(), removeEntries(),
 * setComparison() or setComparisonError().
 */
class HistoryView : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryView(QWidget *parent = nullptr);
    ~HistoryView() override;

    void setEntries(const QList<HistoryEntry> &entries);
    /// A further page of the history (ExperimentHistory::list with an offset).
    void appendEntries(const QList<HistoryEntry> &entries);
    void removeEntries(const QList<qint64> &ids);
    void setComparison(const CrossComparison &comparison);
    void setComparisonError(const QString &message);
    /// The trend the trend panel asked for (trendRequested), or why there is none.
    void setTrend(const TrendSeries &series);
    void setTrendError(const QString &message);
    /// A line under the list: "Loading...", an error, or empty.
    void setStatusText(const QString &text);

    /// Selects the rows of @p ids (visible ones), the first becoming current.
    void selectExperiments(const QList<qint64> &ids);
    [[nodiscard]] QList<qint64> selectedExperiments() const;
    void setSearchText(const QString &text);
    /// Shows only the experiments run by @p runBy ("user@machine"); empty: everyone's.
    void setRunByFilter(const QString &runBy);
    [[nodiscard]] QComboBox *runByFilter() const { return m_runBy; }
    /// Sets the arm choosers (after selecting experiments) and asks for the comparison.
    void compare(const ArmReference &a, const ArmReference &b);

    [[nodiscard]] HistoryModel *model() const { return m_model; }
    [[nodiscard]] HistoryFilterModel *proxy() const { return m_proxy; }
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] VerdictTableModel *comparisonModel() const { return m_comparisonModel; }
    [[nodiscard]] TrendPanel *trendPanel() const { return m_trend; }
    [[nodiscard]] QStringList comparisonSentences() const;
    [[nodiscard]] QComboBox *armChooser(int which) const { return which == 0 ? m_armA : m_armB; }
    /// The open delete confirmation, if any.
    [[nodiscard]] QMessageBox *deleteConfirmation() const;

Q_SIGNALS:
    void openRequested(qint64 experimentId);
    void compareRequested(const Tunebench::ArmReference &a, const Tunebench::ArmReference &b);
    /// Confirmed by the user.
    void deleteRequested(const QList<qint64> &experimentIds);
    void refreshRequested();
    /// The trend of the selected experiment's host pair (TrendAnalysis::load).
    void trendRequested(const Tunebench::TrendQuery &query);

public Q_SLOTS:
    void openCurrent();
    /// Asks for confirmation (window-modal, not blocking), then emits deleteRequested.
    void deleteSelected();

private:
    void updateActions();
    void updateRunByChoices();
    void fillArmChoosers();
    void requestComparison();
    void showComparisonPoint(int point);
    QWidget *makeComparisonPanel();

    HistoryModel *m_model;
    HistoryFilterModel *m_proxy;
    QLineEdit *m_search;
    QComboBox *m_runBy; ///< "Everyone" or one user@machine; shown when there is a choice
    QTableView *m_table;
    QLabel *m_status;
    QPushButton *m_open;
    QPushButton *m_delete;
    QPushButton *m_refresh;
    QComboBox *m_armA;
    QComboBox *m_armB;
    QPushButton *m_compare;
    QLabel *m_comparisonTitle;
    QLabel *m_comparisonText;
    VerdictTableModel *m_comparisonModel;
    QTableView *m_comparisonTable;
    QComboBox *m_comparisonPoint;
    CrossComparison m_comparison;
    TrendPanel *m_trend;
};

} // namespace Tunebench
