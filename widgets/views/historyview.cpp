// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/historyview.h"
#include "views/splittermemory.h"

#include "views/historymodel.h"
#include "views/trendpanel.h"
#include "views/verdicttablemodel.h"
#include "views/wrappinglabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace Tunebench {

namespace {

constexpr int ExperimentRole = Qt::UserRole;
constexpr int ArmRole = Qt::UserRole + 1;

} // namespace

HistoryView::HistoryView(QWidget *parent)
    : QWidget(parent)
    , m_model(new HistoryModel(this))
    , m_proxy(new HistoryFilterModel(this))
    , m_search(new QLineEdit(this))
    , m_runBy(new QComboBox(this))
    , m_table(new QTableView(this))
    , m_status(new QLabel(this))
    , m_open(new QPushButton(tr("&Open"), this))
    , m_delete(new QPushButton(tr("&Delete..."), this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
    , m_armA(new QComboBox(this))
    , m_armB(new QComboBox(this))
    , m_compare(new QPushButton(tr("&Compare"), this))
    , m_comparisonTitle(new QLabel(this))
    , m_comparisonText(wrappingLabel(this))
    , m_comparisonModel(new VerdictTableModel(this))
    , m_comparisonTable(new QTableView(this))
    , m_comparisonPoint(new QComboBox(this))
    , m_trend(new TrendPanel(this))
{
    m_proxy->setSourceModel(m_model);
    m_search->setPlaceholderText(tr("Search names, hosts, arms, verdicts"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_proxy, &HistoryFilterModel::setSearchText);
    m_runBy->setToolTip(tr("Only the experiments of one user on one machine"));
    m_runBy->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_runBy->addItem(tr("Everyone"), QString());
    m_runBy->hide(); // until the history holds more than one user@machine
    connect(m_runBy, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setRunBy(m_runBy->currentData().toString()); });

    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(HistoryModel::DateColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // Fixed widths: measuring ten thousand rows to fit the columns would stall the first paint.
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    for (const auto &[column, width] :
        {std::pair {HistoryModel::NameColumn, 18}, {HistoryModel::DateColumn, 12}, {HistoryModel::HostsColumn, 22},
            {HistoryModel::ArmsColumn, 14}, {HistoryModel::RunsColumn, 9}, {HistoryModel::StatusColumn, 8},
            {HistoryModel::VerdictColumn, 20}})
        header->resizeSection(column, width * em);
    connect(m_table, &QTableView::activated, this, &HistoryView::openCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateActions();
        fillArmChoosers();
        const QList<qint64> selected = selectedExperiments();
        const HistoryEntry *entry = selected.isEmpty() ? nullptr : m_model->entry(selected.first());
        m_trend->setPair(entry ? entry->clientHost : QString(), entry ? entry->serverHost : QString());
    });
    connect(m_trend, &TrendPanel::trendRequested, this, &HistoryView::trendRequested);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &HistoryView::updateActions);
    connect(m_open, &QPushButton::clicked, this, &HistoryView::openCurrent);
    connect(m_delete, &QPushButton::clicked, this, &HistoryView::deleteSelected);
    connect(m_refresh, &QPushButton::clicked, this, &HistoryView::refreshRequested);
    auto *deleteKey = new QShortcut(QKeySequence::Delete, m_table, nullptr, nullptr, Qt::WidgetShortcut);
    connect(deleteKey, &QShortcut::activated, this, &HistoryView::deleteSelected);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_search, 1);
    buttons->addWidget(m_runBy);
    buttons->addWidget(m_open);
    buttons->addWidget(m_delete);
    buttons->addWidget(m_refresh);
    auto *list = new QWidget(this);
    auto *listLayout = new QVBoxLayout(list);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addLayout(buttons);
    listLayout->addWidget(m_table, 1);
    listLayout->addWidget(m_status);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(list);
    auto *tabs = new QTabWidget(this);
    tabs->addTab(makeComparisonPanel(), tr("Comparison"));
    tabs->addTab(m_trend, tr("Trend"));
    splitter->addWidget(tabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    rememberSplitter(splitter, QStringLiteral("historyComparison"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    m_status->hide();
    updateActions();
    fillArmChoosers();
}

HistoryView::~HistoryView() = default;

QWidget *HistoryView::makeComparisonPanel()
{
    auto *panel = new QWidget(this);
    m_comparisonTable->setModel(m_comparisonModel);
    m_comparisonTable->verticalHeader()->hide();
    m_comparisonTable->horizontalHeader()->setStretchLastSection(true);
    for (QComboBox *chooser : {m_armA, m_armB})
        chooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_compare, &QPushButton::clicked, this, &HistoryView::requestComparison);
    connect(m_comparisonPoint, &QComboBox::activated, this, &HistoryView::showComparisonPoint);
    auto *choosers = new QHBoxLayout;
    choosers->addWidget(new QLabel(tr("Compare arm"), panel));
    choosers->addWidget(m_armB);
    choosers->addWidget(new QLabel(tr("against"), panel));
    choosers->addWidget(m_armA);
    choosers->addWidget(m_compare);
    choosers->addWidget(m_comparisonPoint);
    choosers->addStretch(1);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(choosers);
    layout->addWidget(m_comparisonTitle);
    layout->addWidget(m_comparisonText);
    layout->addWidget(m_comparisonTable, 1);
    m_comparisonTitle->setText(tr("Select one or two experiments to compare their arms."));
    m_comparisonPoint->hide();
    return panel;
}

void HistoryView::setEntries(const QList<HistoryEntry> &entries)
{
    const QList<qint64> selected = selectedExperiments();
    m_model->setEntries(entries);
    selectExperiments(selected);
    updateRunByChoices();
    updateActions();
}

void HistoryView::appendEntries(const QList<HistoryEntry> &entries)
{
    m_model->appendEntries(entries);
    updateRunByChoices();
    updateActions();
}

void HistoryView::setRunByFilter(const QString &runBy)
{
    const int index = m_runBy->findData(runBy);
    m_runBy->setCurrentIndex(std::max(0, index));
}

void HistoryView::updateRunByChoices()
{
    const QString chosen = m_runBy->currentData().toString();
    const QSignalBlocker blocker(m_runBy);
    while (m_runBy->count() > 1)
        m_runBy->removeItem(1);
    for (const QString &who : m_model->runByChoices())
        m_runBy->addItem(who, who);
    // What the user chose stays chosen while a refresh is on its way.
    if (!chosen.isEmpty() && m_runBy->findData(chosen) < 0)
        m_runBy->addItem(chosen, chosen);
    m_runBy->setCurrentIndex(std::max(0, m_runBy->findData(chosen)));
    // More than one of them, or experiments from before Tunebench kept who ran them: worth a filter.
    m_runBy->setVisible(m_runBy->count() > 2 || !chosen.isEmpty());
}

void HistoryView::removeEntries(const QList<qint64> &ids)
{
    m_model->removeEntries(ids);
    updateActions();
    fillArmChoosers();
}

void HistoryView::setTrend(const TrendSeries &series)
{
    m_trend->setTrend(series);
}

void HistoryView::setTrendError(const QString &message)
{
    m_trend->setError(message);
}

void HistoryView::setStatusText(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void HistoryView::setSearchText(const QString &text)
{
    m_search->setText(text);
}

QList<qint64> HistoryView::selectedExperiments() const
{
    QList<qint64> ids;
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &index : std::as_const(rows))
        ids << index.data(HistoryModel::IdRole).toLongLong();
    return ids;
}

void HistoryView::selectExperiments(const QList<qint64> &ids)
{
    QItemSelection selection;
    QModelIndex first;
    for (qint64 id : ids) {
        const int sourceRow = m_model->rowForId(id);
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
        if (sourceRow < 0 || !index.isValid())
            continue;
        selection.select(index, index.siblingAtColumn(HistoryModel::ColumnCount - 1));
        if (!first.isValid())
            first = index;
    }
    if (first.isValid())
        m_table->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void HistoryView::updateActions()
{
    const qsizetype selected = m_table->selectionModel()->selectedRows().size();
    m_open->setEnabled(selected == 1);
    m_delete->setEnabled(selected > 0);
}

void HistoryView::fillArmChoosers()
{
    const QList<qint64> ids = selectedExperiments();
    for (QComboBox *chooser : {m_armA, m_armB})
        chooser->clear();
    const bool usable = !ids.isEmpty() && ids.size() <= 2;
    for (qint64 id : usable ? ids : QList<qint64> {}) {
        const HistoryEntry *entry = m_model->entry(id);
        for (const QString &arm : entry ? entry->arms : QStringList {}) {
            //: an arm in a list of arms of experiments: "GRO off — #12 TSO test"
            const QString text = tr("%1 — #%2 %3").arg(arm, QString::number(id), entry->name);
            for (QComboBox *chooser : {m_armA, m_armB}) {
                chooser->addItem(text, id);
                chooser->setItemData(chooser->count() - 1, arm, ArmRole);
            }
        }
    }
    // The base is the first arm of the first experiment; the other the next arm, or the first
    // arm of the second experiment.
    const int firstOfSecond
        = ids.size() == 2 && m_model->entry(ids.at(0)) ? int(m_model->entry(ids.at(0))->arms.size()) : 1;
    m_armA->setCurrentIndex(m_armA->count() > 0 ? 0 : -1);
    m_armB->setCurrentIndex(m_armB->count() > firstOfSecond ? firstOfSecond : m_armB->count() - 1);
    m_compare->setEnabled(m_armA->count() >= 2);
    if (!usable)
        m_comparisonTitle->setText(ids.size() > 2 ? tr("Select at most two experiments to compare their arms.")
                                                  : tr("Select one or two experiments to compare their arms."));
}

void HistoryView::requestComparison()
{
    if (m_armA->currentIndex() < 0 || m_armB->currentIndex() < 0)
        return;
    const ArmReference a {m_armA->currentData(ExperimentRole).toLongLong(), m_armA->currentData(ArmRole).toString()};
    const ArmReference b {m_armB->currentData(ExperimentRole).toLongLong(), m_armB->currentData(ArmRole).toString()};
    if (a == b) {
        setComparisonError(tr("Pick two different arms to compare."));
        return;
    }
    m_comparisonTitle->setText(tr("Comparing..."));
    Q_EMIT compareRequested(a, b);
}

void HistoryView::compare(const ArmReference &a, const ArmReference &b)
{
    selectExperiments(a.experimentId == b.experimentId ? QList<qint64> {a.experimentId}
                                                       : QList<qint64> {a.experimentId, b.experimentId});
    const auto find = [](QComboBox *chooser, const ArmReference &arm) {
        for (int i = 0; i < chooser->count(); ++i)
            if (chooser->itemData(i, ExperimentRole).toLongLong() == arm.experimentId
                && chooser->itemData(i, ArmRole).toString() == arm.arm)
                return i;
        return -1;
    };
    m_armA->setCurrentIndex(find(m_armA, a));
    m_armB->setCurrentIndex(find(m_armB, b));
    requestComparison();
}

void HistoryView::setComparison(const CrossComparison &comparison)
{
    if (comparison.points.isEmpty()) {
        setComparisonError(tr("The two arms have no completed runs to compare."));
        return;
    }
    m_comparison = comparison;
    m_comparisonTitle->setText(tr("%1 against %2").arg(comparison.nameB, comparison.nameA));
    m_comparisonPoint->clear();
    for (const CrossComparison::Point &point : comparison.points)
        m_comparisonPoint->addItem(point.sweepValue ? tr("sweep value %1").arg(*point.sweepValue) : tr("all runs"));
    m_comparisonPoint->setVisible(comparison.points.size() > 1);
    m_comparisonPoint->setCurrentIndex(0);
    showComparisonPoint(0);
}

void HistoryView::showComparisonPoint(int point)
{
    QList<ArmVerdict> rows;
    for (const Stats::Comparison &c : m_comparison.points.value(point).comparisons)
        rows << ArmVerdict {m_comparison.nameA, m_comparison.nameB, c};
    m_comparisonModel->setVerdicts(rows);
    m_comparisonText->setText((comparisonSentences() + m_comparison.notes).join(QLatin1Char('\n')));
}

void HistoryView::setComparisonError(const QString &message)
{
    m_comparison = {};
    m_comparisonModel->setVerdicts({});
    m_comparisonPoint->hide();
    m_comparisonTitle->setText(tr("No comparison"));
    m_comparisonText->setText(message);
}

QStringList HistoryView::comparisonSentences() const
{
    QStringList sentences;
    for (const ArmVerdict &row : m_comparisonModel->verdicts())
        sentences << row.comparison.sentence;
    return sentences;
}

void HistoryView::openCurrent()
{
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid())
        Q_EMIT openRequested(current.data(HistoryModel::IdRole).toLongLong());
}

QMessageBox *HistoryView::deleteConfirmation() const
{
    return findChild<QMessageBox *>(QStringLiteral("deleteConfirmation"));
}

void HistoryView::deleteSelected()
{
    const QList<qint64> ids = selectedExperiments();
    if (ids.isEmpty() || deleteConfirmation())
        return;
    const HistoryEntry *first = m_model->entry(ids.first());
    const QString text = ids.size() == 1 && first
        ? tr("Delete experiment #%1 \"%2\" with all its runs and samples? This cannot be undone.")
              .arg(QString::number(first->id), first->name)
        : tr("Delete %n experiment(s) with all their runs and samples? This cannot be undone.", nullptr,
            int(ids.size()));
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Delete experiments"), text, QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("deleteConfirmation"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->button(QMessageBox::Yes)->setText(tr("Delete"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::buttonClicked, this, [this, box, ids](QAbstractButton *button) {
        box->setObjectName(QString()); // closing: a new confirmation may open
        if (box->standardButton(button) == QMessageBox::Yes)
            Q_EMIT deleteRequested(ids);
    });
    box->open();
}

} // namespace Tunebench
