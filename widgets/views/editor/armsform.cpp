// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/editor/armsform.h"

#include "views/editor/armsmodel.h"
#include "views/editor/formsupport.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace Tunebench {

ArmsForm::ArmsForm(QWidget *parent)
    : QGroupBox(tr("Arms"), parent)
    , m_model(new ArmsModel(this))
    , m_view(new QTableView(this))
{
    m_view->setObjectName(QStringLiteral("armsTable"));
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->setToolTip(tr("One column per arm; each row a tunable on the client or server. An empty cell keeps the "
                          "host's value from before the experiment. Double-click an arm's header to rename it."));
    m_model->setGreyedColor(palette().color(QPalette::Disabled, QPalette::Text));
    connect(m_view->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, [this](int column) {
        if (column >= ArmsModel::FirstArmColumn)
            renameArm(column - ArmsModel::FirstArmColumn);
    });
    connect(m_model, &ArmsModel::armsChanged, this, &ArmsForm::changed);

    auto button = [this](const QString &icon, const QString &text, const QString &name, void (ArmsForm::*slot)()) {
        auto *b = new QPushButton(QIcon::fromTheme(icon), text, this);
        b->setObjectName(name);
        connect(b, &QPushButton::clicked, this, slot);
        return b;
    };
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(button(QStringLiteral("list-add"), tr("Add arm"), QStringLiteral("addArm"), &ArmsForm::addArm));
    buttons->addWidget(button(QStringLiteral("list-remove"), tr("Remove arm"), QStringLiteral("removeArm"), &ArmsForm::removeArm));
    buttons->addWidget(
        button(QStringLiteral("list-add"), tr("Add setting…"), QStringLiteral("addSetting"), &ArmsForm::addSetting));
    buttons->addWidget(
        button(QStringLiteral("list-remove"), tr("Remove setting"), QStringLiteral("removeSetting"), &ArmsForm::removeSetting));
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view);
    layout->addLayout(buttons);
}

QWidget *ArmsForm::widgetFor(SpecField field) const
{
    switch (field) {
    case SpecField::Arms:
    case SpecField::ArmLabel:
    case SpecField::ArmTunables:
    case SpecField::ArmTest:
        return m_view;
    default:
        return nullptr;
    }
}

void ArmsForm::showProblem(const SpecError &error)
{
    if (!widgetFor(error.field) || m_model->rowCount() == 0)
        return;
    const int row = std::max(0, m_model->rowFor(error));
    const int column = error.arm >= 0 ? ArmsModel::FirstArmColumn + error.arm : ArmsModel::SettingColumn;
    const QModelIndex index = m_model->index(row, column);
    if (index.isValid()) {
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    }
}

void ArmsForm::addArm()
{
    const int arm = m_model->addArm();
    m_view->setCurrentIndex(m_model->index(0, ArmsModel::FirstArmColumn + arm));
}

void ArmsForm::removeArm()
{
    const int column = m_view->currentIndex().column();
    m_model->removeArm(column >= ArmsModel::FirstArmColumn ? column - ArmsModel::FirstArmColumn
                                                           : int(m_model->arms().size()) - 1);
}

void ArmsForm::renameArm(int arm)
{
    if (arm < 0 || arm >= m_model->arms().size())
        return;
    bool ok = false;
    const QString label = QInputDialog::getText(this, tr("Rename Arm"), tr("Label:"), QLineEdit::Normal,
                                                m_model->arms().at(arm).label, &ok);
    if (ok)
        m_model->renameArm(arm, label);
}

void ArmsForm::addSetting()
{
    bool ok = false;
    QStringList items;
    for (const QString &key : EditorForms::commonTunableKeys())
        items << tr("server: %1").arg(key) << tr("client: %1").arg(key);
    for (const char *parameter : {"requestSize", "responseSize", "burst", "localCpuBinding", "remoteCpuBinding"})
        items << tr("test: %1").arg(QLatin1String(parameter));
    const QString choice = QInputDialog::getItem(this, tr("Add Setting"),
                                                 tr("Host and tunable (\"server: rx-usecs\"; any ethtool key or sysctl), or an arm's test parameter (\"test: requestSize\"):"),
                                                 items, 0, true, &ok).trimmed();
    if (!ok || choice.isEmpty())
        return;
    const qsizetype colon = choice.indexOf(QLatin1Char(':'));
    const QString host = colon < 0 ? QStringLiteral("server") : choice.left(colon).trimmed();
    const QString key = (colon < 0 ? choice : choice.mid(colon + 1)).trimmed();
    ArmsModel::Row row;
    row.key = key;
    row.role = host == tr("client") || host == QLatin1String("client") ? HostRole::Client : HostRole::Server;
    row.test = host == tr("test") || host == QLatin1String("test");
    if (row.test) {
        row.role = HostRole::Client;
        row.field = testFieldFromName(key);
        if (row.field == TestField::None) {
            QStringList names;
            for (TestField field : testFields())
                names << testFieldName(field);
            QMessageBox::warning(this, tr("Add Setting"),
                                 tr("'%1' is no test parameter; the parameters are: %2").arg(key, names.join(QLatin1String(", "))));
            return;
        }
    }
    if (m_model->addRow(row))
        m_view->setCurrentIndex(m_model->index(m_model->rowCount() - 1, ArmsModel::FirstArmColumn));
}

void ArmsForm::removeSetting()
{
    m_model->removeSettingRow(m_view->currentIndex().row());
}

void ArmsForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_model->setGreyedColor(palette().color(QPalette::Disabled, QPalette::Text));
    QGroupBox::changeEvent(event);
}

} // namespace Tunebench
