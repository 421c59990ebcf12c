// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/importarmseditor.h"

#include "dialogs/importarmsmodel.h"
#include "report/importcomparison.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTreeView>
#include <QVBoxLayout>

namespace Tunebench {

ImportArmsEditor::ImportArmsEditor(QWidget *parent)
    : QWidget(parent)
    , m_model(new ImportArmsModel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("&Group runs:"), this));
    m_groupBy = new QComboBox(this);
    m_groupBy->setObjectName(QStringLiteral("importGroupBy"));
    m_groupBy->addItem(tr("From the text's story"), int(ImportGroupBy::Auto));
    m_groupBy->addItem(tr("One arm per file"), int(ImportGroupBy::File));
    m_groupBy->addItem(tr("All in one arm"), int(ImportGroupBy::None));
    m_groupBy->setToolTip(tr("From the story: tests whose parameters, configuration commands or lead-in lines "
                             "differ go to different arms."));
    qobject_cast<QLabel *>(top->itemAt(0)->widget())->setBuddy(m_groupBy);
    top->addWidget(m_groupBy);
    top->addStretch(1);
    layout->addLayout(top);

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("importArms"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setUniformRowHeights(true);
    m_view->setDragDropMode(QAbstractItemView::DragDrop);
    m_view->setDefaultDropAction(Qt::MoveAction);
    m_view->setDropIndicatorShown(true);
    m_view->header()->setStretchLastSection(true);
    m_view->setColumnWidth(ImportArmsModel::LabelColumn, 420);
    layout->addWidget(m_view, 1);

    auto *actions = new QHBoxLayout;
    actions->addWidget(new QLabel(tr("Move &to:"), this));
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("moveTarget"));
    m_target->setEditable(true);
    m_target->setInsertPolicy(QComboBox::NoInsert);
    m_target->setMinimumContentsLength(24);
    m_target->setToolTip(tr("An arm of the list, or a new label for a new arm."));
    qobject_cast<QLabel *>(actions->itemAt(0)->widget())->setBuddy(m_target);
    actions->addWidget(m_target);
    m_move = new QPushButton(tr("&Move Runs"), this);
    m_move->setObjectName(QStringLiteral("moveRuns"));
    m_merge = new QPushButton(tr("M&erge Arms"), this);
    m_merge->setObjectName(QStringLiteral("mergeArms"));
    m_merge->setToolTip(tr("The selected arms become one, with the label of the first."));
    m_rename = new QPushButton(tr("Re&name Arm"), this);
    m_rename->setObjectName(QStringLiteral("renameArm"));
    actions->addWidget(m_move);
    actions->addWidget(m_merge);
    actions->addWidget(m_rename);
    actions->addStretch(1);
    layout->addLayout(actions);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("armsProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_comparison = new QLabel(this);
    m_comparison->setObjectName(QStringLiteral("importComparison"));
    m_comparison->setWordWrap(true);
    m_comparison->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_comparison);

    connect(m_groupBy, &QComboBox::currentIndexChanged, this, &ImportArmsEditor::askToRegroup);
    connect(m_move, &QPushButton::clicked, this, &ImportArmsEditor::moveSelected);
    connect(m_merge, &QPushButton::clicked, this, &ImportArmsEditor::mergeSelected);
    connect(m_rename, &QPushButton::clicked, this, &ImportArmsEditor::renameCurrent);
    connect(m_target, &QComboBox::editTextChanged, this, &ImportArmsEditor::updateButtons);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ImportArmsEditor::updateButtons);
    connect(m_model, &ImportArmsModel::armsChanged, this, [this](const QList<ImportArm> &arms) {
        m_preview.arms = arms;
        showArms();
        Q_EMIT armsChanged(arms);
    });
    connect(m_model, &ImportArmsModel::refused, this, [this](const QString &message) {
        m_problem->setText(message);
        m_problem->show();
    });
    updateButtons();
}

ImportGroupBy ImportArmsEditor::groupBy() const
{
    return ImportGroupBy(m_groupBy->currentData().toInt());
}

void ImportArmsEditor::setGroupBy(ImportGroupBy groupBy)
{
    m_groupBy->setCurrentIndex(m_groupBy->findData(int(groupBy)));
}

void ImportArmsEditor::setPreview(const ImportPreview &preview, double warmupSeconds, const QList<ImportArm> &proposed)
{
    m_preview = preview;
    m_proposed = proposed.isEmpty() ? preview.arms : proposed;
    m_warmup = warmupSeconds;
    m_model->setPreview(preview);
    showArms();
}

void ImportArmsEditor::clear()
{
    setPreview(ImportPreview{}, 0);
}

QString ImportArmsEditor::comparisonText() const
{
    return m_comparison->text();
}

bool ImportArmsEditor::isArranged() const
{
    return !m_preview.arms.isEmpty() && m_preview.arms != m_proposed;
}

QMessageBox *ImportArmsEditor::regroupQuestion() const
{
    return findChild<QMessageBox *>(QStringLiteral("regroupQuestion"));
}

void ImportArmsEditor::askToRegroup()
{
    if (!isArranged()) {
        Q_EMIT groupByChanged();
        return;
    }
    if (regroupQuestion())
        return;
    // The user's moves, merges and names belong to the grouping they were made in; another one
    // proposes arms of its own. Until answered the arms stay as they are.
    auto *box = new QMessageBox(QMessageBox::Question, tr("Regroup runs"),
                                tr("Group the runs anew? The arms you arranged (runs moved, arms merged or renamed) "
                                   "are replaced by the arms the new grouping proposes."),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("regroupQuestion"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->button(QMessageBox::Yes)->setText(tr("&Regroup"));
    box->button(QMessageBox::Cancel)->setText(tr("&Keep My Arms"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::buttonClicked, this, [this, box](QAbstractButton *button) {
        box->setObjectName(QString()); // closing: a new question may open
        if (box->standardButton(button) == QMessageBox::Yes) {
            Q_EMIT groupByChanged();
            return;
        }
        // Kept: the choice goes back to the grouping the arms were made in.
        const QSignalBlocker blocker(m_groupBy);
        m_groupBy->setCurrentIndex(m_groupBy->findData(int(m_preview.groupBy)));
    });
    box->open();
}

QList<ImportRunRef> ImportArmsEditor::selectedRuns() const
{
    QList<ImportRunRef> runs;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        if (const auto run = m_model->runAt(index))
            runs << *run;
    return runs;
}

QStringList ImportArmsEditor::selectedArms() const
{
    QStringList arms;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        if (!m_model->runAt(index))
            arms << m_model->armAt(index);
    return arms;
}

void ImportArmsEditor::moveSelected()
{
    const QList<ImportRunRef> runs = selectedRuns();
    const QString label = m_target->currentText().trimmed();
    if (runs.isEmpty() || label.isEmpty() || !m_model->moveRuns(runs, label))
        return;
    m_view->selectionModel()->clearSelection();
    for (const ImportRunRef &run : runs)
        m_view->selectionModel()->select(m_model->runIndex(run),
            QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

void ImportArmsEditor::mergeSelected()
{
    const QStringList selected = selectedArms();
    QStringList arms;
    // In the list's order: the first arm gives its label.
    for (const ImportArm &arm : m_model->arms())
        if (selected.contains(arm.label))
            arms << arm.label;
    if (arms.size() >= 2 && m_model->mergeArms(arms, arms.constFirst()))
        m_view->setCurrentIndex(m_model->armIndex(arms.constFirst()));
}

void ImportArmsEditor::renameCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid())
        m_view->edit(m_model->armIndex(m_model->armAt(current)));
}

void ImportArmsEditor::showArms()
{
    m_problem->hide();
    m_view->expandAll();
    const QString typed = m_target->currentText();
    m_target->clear();
    for (const ImportArm &arm : std::as_const(m_preview.arms))
        m_target->addItem(arm.label);
    m_target->setEditText(typed);
    showComparison();
    updateButtons();
}

void ImportArmsEditor::showComparison()
{
    if (m_preview.arms.isEmpty()) {
        m_comparison->clear();
        return;
    }
    const QStringList lines = ImportComparison::of(m_preview, m_warmup).lines();
    m_comparison->setText(tr("The comparison as it will be stored:") + QLatin1Char('\n')
        + lines.join(QLatin1Char('\n')));
}

void ImportArmsEditor::updateButtons()
{
    const bool editable = isEnabled() && !m_preview.arms.isEmpty();
    m_move->setEnabled(editable && !selectedRuns().isEmpty() && !m_target->currentText().trimmed().isEmpty());
    m_merge->setEnabled(editable && selectedArms().size() >= 2);
    m_rename->setEnabled(editable && m_view->currentIndex().isValid());
}

} // namespace Tunebench
