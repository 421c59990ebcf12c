// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/hostsview.h"
#include "views/splittermemory.h"

#include "dialogs/hosteditdialog.h"
#include "views/hostsmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Tunebench {

HostsView::HostsView(HostsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(new QTableView(this))
    , m_add(new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), tr("&Add…"), this))
    , m_edit(new QPushButton(QIcon::fromTheme(QStringLiteral("document-edit")), tr("&Edit…"), this))
    , m_remove(new QPushButton(QIcon::fromTheme(QStringLiteral("list-remove")), tr("&Remove"), this))
    , m_probe(new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Probe"), this))
    , m_probeView(new QTextBrowser(this))
{
    m_table->setObjectName(QStringLiteral("hostsTable"));
    m_probeView->setObjectName(QStringLiteral("probeView"));
    m_add->setObjectName(QStringLiteral("addHost"));
    m_edit->setObjectName(QStringLiteral("editHost"));
    m_remove->setObjectName(QStringLiteral("removeHost"));
    m_probe->setObjectName(QStringLiteral("probeHost"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_probe->setToolTip(tr("Connect and find out what the host is and can do: privileges, netperf, ethtool, interfaces"));
    m_probeView->setOpenExternalLinks(false);
    m_probeView->setPlaceholderText(tr("Select a host and press Probe to see what it can do."));

    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_edit, m_remove, m_probe})
        buttons->addWidget(b);
    buttons->addStretch();

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_table);
    topLayout->addLayout(buttons);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_probeView);
    rememberSplitter(splitter, QStringLiteral("hostsProbe"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_add, &QPushButton::clicked, this, &HostsView::addHost);
    connect(m_edit, &QPushButton::clicked, this, &HostsView::editHost);
    connect(m_remove, &QPushButton::clicked, this, &HostsView::removeHost);
    connect(m_probe, &QPushButton::clicked, this, &HostsView::probeSelected);
    connect(m_table, &QTableView::doubleClicked, this, &HostsView::editHost);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateButtons();
        showProbe();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &HostsView::updateButtons);
    connect(model, &QAbstractItemModel::dataChanged, this, &HostsView::updateButtons);
    if (model->rowCount() > 0)
        m_table->selectRow(0);
    updateButtons();
}

QString HostsView::selectedHost() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : m_model->entry(rows.constFirst().row()).name;
}

void HostsView::selectHost(const QString &name)
{
    const int row = m_model->book().indexOf(name);
    if (row >= 0)
        m_table->selectRow(row);
}

void HostsView::updateButtons()
{
    const QString name = selectedHost();
    const int row = m_model->book().indexOf(name);
    const bool connecting = row >= 0 && m_model->state(name) == HostsModel::State::Connecting;
    m_edit->setEnabled(row >= 0);
    m_remove->setEnabled(row >= 0 && !m_model->entry(row).isLocal());
    m_probe->setEnabled(row >= 0 && !connecting);
}

void HostsView::addHost()
{
    auto *dialog = new HostEditDialog(m_model->book(), -1, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const HostEntry entry = dialog->entry();
        if (Status added = m_model->add(entry); !added) {
            QMessageBox::warning(this, tr("Add Host"), added.error().message);
            return;
        }
        selectHost(entry.name);
        Q_EMIT probeRequested(entry.name);
    });
    dialog->open();
}

void HostsView::editHost()
{
    const QString name = selectedHost();
    const int row = m_model->book().indexOf(name);
    if (row < 0)
        return;
    auto *dialog = new HostEditDialog(m_model->book(), row, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setEntry(m_model->entry(row));
    connect(dialog, &QDialog::accepted, this, [this, dialog, row] {
        const HostEntry entry = dialog->entry();
        if (Status replaced = m_model->replace(row, entry); !replaced) {
            QMessageBox::warning(this, tr("Edit Host"), replaced.error().message);
            return;
        }
        m_probes.remove(entry.name);
        selectHost(m_model->entry(row).name);
        showProbe();
    });
    dialog->open();
}

void HostsView::removeHost()
{
    const QString name = selectedHost();
    const int row = m_model->book().indexOf(name);
    if (row < 0 || m_model->entry(row).isLocal())
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Remove Host"),
                                tr("Remove the host \"%1\" from Tunebench? Results measured on it stay in the history.").arg(name),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::accepted, this, [this, name] {
        const int current = m_model->book().indexOf(name);
        if (current >= 0 && m_model->remove(current).ok())
            m_probes.remove(name);
    });
    box->open();
}

void HostsView::probeSelected()
{
    const QString name = selectedHost();
    if (name.isEmpty())
        return;
    m_probeView->setHtml(tr("<p>Probing %1…</p>").arg(name.toHtmlEscaped()));
    Q_EMIT probeRequested(name);
}

void HostsView::setProbeResult(const QString &name, const ProbeResult &result)
{
    m_probes.insert(name, result);
    if (name == selectedHost())
        showProbe();
}

void HostsView::showProbe()
{
    const QString name = selectedHost();
    if (m_probes.contains(name))
        m_probeView->setHtml(probeHtml(m_probes.value(name)));
    else
        m_probeView->clear();
}

QString HostsView::probeHtml(const ProbeResult &r)
{
    QString html;
    html += QStringLiteral("<h3>%1</h3>").arg(r.host.toHtmlEscaped());
    if (!r.problems.isEmpty() || r.error) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Problems").toHtmlEscaped());
        if (r.error && !r.problems.contains(r.error->message))
            html += QStringLiteral("<li style=\"color:#c0392b\">%1</li>").arg(r.error->message.toHtmlEscaped());
        for (const QString &problem : r.problems)
            html += QStringLiteral("<li style=\"color:#c0392b\">%1</li>").arg(problem.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    if (!r.reachable)
        return html;
    auto row = [](const QString &key, const QString &value) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(key.toHtmlEscaped(), value.toHtmlEscaped());
    };
    auto tool = [](const ToolInfo &t) {
        if (!t.present)
            return tr("missing — %1").arg(t.installHint.isEmpty() ? tr("install it") : t.installHint);
        return t.version.isEmpty() ? t.path : tr("%1 (%2)").arg(t.version, t.path);
    };
    html += QStringLiteral("<table cellspacing=\"2\">");
    html += row(tr("User"), tr("%1 (uid %2)").arg(r.user).arg(r.uid));
    html += row(tr("Privilege"), r.privilegeDetail.isEmpty() ? r.privilege : tr("%1: %2").arg(r.privilege, r.privilegeDetail));
    if (!r.fingerprint.isEmpty())
        html += row(tr("Host key"), tr("%1 %2").arg(r.hostKeyType, r.fingerprint));
    html += row(tr("System"), tr("%1, kernel %2, %3").arg(r.os, r.kernel, r.arch));
    html += row(tr("CPUs"), QString::number(r.cpus));
    html += row(tr("netperf"), tool(r.netperf) + (r.netperf.present ? (r.netperfDemoMode ? tr(", demo mode (-D)") : tr(", no demo mode")) : QString()));
    html += row(tr("netserver"), tool(r.netserver));
    html += row(tr("ethtool"), tool(r.ethtool));
    html += QStringLiteral("</table><p><b>%1</b></p><table cellspacing=\"2\">").arg(tr("Interfaces").toHtmlEscaped());
    for (const InterfaceInfo &iface : r.interfaces)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(iface.name.toHtmlEscaped(), iface.driver.toHtmlEscaped(), iface.operState.toHtmlEscaped(),
                         iface.addresses.join(QLatin1String(", ")).toHtmlEscaped());
    html += QStringLiteral("</table>");
    return html;
}

} // namespace Tunebench
