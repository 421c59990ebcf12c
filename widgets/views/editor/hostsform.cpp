// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/editor/hostsform.h"

#include "views/hostsmodel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>

namespace Tunebench {

HostsForm::HostsForm(HostsModel *hosts, QWidget *parent)
    : QGroupBox(tr("Hosts"), parent)
    , m_hosts(hosts)
{
    auto makeCombo = [this](const QString &name) {
        auto *combo = new QComboBox(this);
        combo->setObjectName(name);
        combo->setEditable(true);
        combo->setModel(m_hosts);
        combo->setModelColumn(HostsModel::NameColumn);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->setToolTip(tr("A host from the hosts list, or any host argument: [user@]host[:port] or an ~/.ssh/config alias"));
        return combo;
    };
    auto makeEdit = [this](const QString &name) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(name);
        return edit;
    };
    m_clientHost = makeCombo(QStringLiteral("clientHost"));
    m_serverHost = makeCombo(QStringLiteral("serverHost"));
    m_clientInterface = makeEdit(QStringLiteral("clientInterface"));
    m_serverInterface = makeEdit(QStringLiteral("serverInterface"));
    m_dataAddress = makeEdit(QStringLiteral("dataAddress"));
    m_dataAddress->setPlaceholderText(tr("default: the server's address"));
    m_dataAddress->setToolTip(tr("Where the test's data connection goes (netperf -- -H), e.g. the address of the NIC under test"));
    for (QLineEdit *edit : {m_clientInterface, m_serverInterface})
        edit->setPlaceholderText(tr("NIC under test, e.g. eth0"));

    auto *form = new QFormLayout(this);
    form->addRow(tr("Client:"), m_clientHost);
    form->addRow(tr("Client interface:"), m_clientInterface);
    form->addRow(tr("Server:"), m_serverHost);
    form->addRow(tr("Server interface:"), m_serverInterface);
    form->addRow(tr("Data address:"), m_dataAddress);

    connect(m_clientHost, &QComboBox::currentTextChanged, this, [this] { onHostEdited(HostRole::Client); });
    connect(m_serverHost, &QComboBox::currentTextChanged, this, [this] { onHostEdited(HostRole::Server); });
    connect(m_clientInterface, &QLineEdit::editingFinished, this, [this] { onHostEdited(HostRole::Client); });
    connect(m_serverInterface, &QLineEdit::editingFinished, this, [this] { onHostEdited(HostRole::Server); });
    connect(m_dataAddress, &QLineEdit::textChanged, this, [this] {
        if (!m_filling)
            Q_EMIT changed();
    });
}

void HostsForm::setHosts(const ExperimentHost &client, const ExperimentHost &server)
{
    m_filling = true;
    m_client = client;
    m_server = server;
    selectHost(m_clientHost, client.host);
    selectHost(m_serverHost, server.host);
    m_clientInterface->setText(client.interfaceName);
    m_serverInterface->setText(server.interfaceName);
    m_dataAddress->setText(server.dataAddress);
    m_shown = shown();
    m_filling = false;
    // After m_shown: an interface filled in from the hosts list is the form's change.
    onHostEdited(HostRole::Client);
    onHostEdited(HostRole::Server);
}

HostsForm::Shown HostsForm::shown() const
{
    return {m_clientHost->currentText(), m_clientInterface->text(), m_serverHost->currentText(),
            m_serverInterface->text(), m_dataAddress->text()};
}

void HostsForm::apply(ExperimentHost &client, ExperimentHost &server) const
{
    client = m_client;
    server = m_server;
    const Shown now = shown();
    if (now.clientHost != m_shown.clientHost)
        client.host = argumentOf(m_clientHost);
    if (now.serverHost != m_shown.serverHost)
        server.host = argumentOf(m_serverHost);
    if (now.clientInterface != m_shown.clientInterface)
        client.interfaceName = now.clientInterface.trimmed();
    if (now.serverInterface != m_shown.serverInterface)
        server.interfaceName = now.serverInterface.trimmed();
    if (now.dataAddress != m_shown.dataAddress)
        server.dataAddress = now.dataAddress.trimmed();
}

QString HostsForm::hostArgument(HostRole role) const
{
    ExperimentHost client, server;
    apply(client, server);
    return role == HostRole::Client ? client.host : server.host;
}

QString HostsForm::interfaceName(HostRole role) const
{
    ExperimentHost client, server;
    apply(client, server);
    return role == HostRole::Client ? client.interfaceName : server.interfaceName;
}

QWidget *HostsForm::widgetFor(SpecField field) const
{
    switch (field) {
    case SpecField::ClientHost:
        return m_clientHost;
    case SpecField::ClientInterface:
        return m_clientInterface;
    case SpecField::ServerHost:
        return m_serverHost;
    case SpecField::ServerInterface:
        return m_serverInterface;
    case SpecField::DataAddress:
        return m_dataAddress;
    default:
        return nullptr;
    }
}

void HostsForm::selectHost(QComboBox *combo, const QString &argument)
{
    for (int row = 0; row < m_hosts->rowCount(); ++row) {
        const HostEntry entry = m_hosts->entry(row);
        if (entry.name == argument || entry.argument() == argument) {
            combo->setCurrentIndex(row);
            combo->setEditText(entry.name);
            return;
        }
    }
    combo->setCurrentIndex(-1);
    combo->setEditText(argument);
}

QString HostsForm::argumentOf(const QComboBox *combo) const
{
    const QString text = combo->currentText().trimmed();
    const auto entry = m_hosts->book().find(text);
    return entry ? entry->argument() : text;
}

void HostsForm::onHostEdited(HostRole role)
{
    if (m_filling)
        return;
    const QComboBox *combo = role == HostRole::Client ? m_clientHost : m_serverHost;
    QLineEdit *iface = role == HostRole::Client ? m_clientInterface : m_serverInterface;
    if (iface->text().isEmpty())
        if (const auto entry = m_hosts->book().find(combo->currentText().trimmed()); entry && !entry->interfaceName.isEmpty())
            iface->setText(entry->interfaceName);
    Q_EMIT hostChanged(role);
    Q_EMIT changed();
}

} // namespace Tunebench
