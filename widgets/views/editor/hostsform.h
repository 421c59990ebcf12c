// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentspec.h"

#include <QGroupBox>

class QComboBox;
class QLineEdit;

namespace Tunebench {

class HostsModel;

/// The experiment editor's hosts: client and server (from the hosts list or any host argument),
/// their interfaces and the server's data address.
///
/// A field the user has not changed keeps the value it was given, so an experiment passes
/// through the form unchanged. Choosing a host from the hosts list fills in its interface when
/// the field is empty.
class HostsForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit HostsForm(HostsModel *hosts, QWidget *parent = nullptr);

    void setHosts(const ExperimentHost &client, const ExperimentHost &server);
    /// Writes the fields the user changed into @p client and @p server.
    void apply(ExperimentHost &client, ExperimentHost &server) const;

    /// The host argument chosen for @p role ("local", "tbsudo@198.18.0.2"), as edited now.
    [[nodiscard]] QString hostArgument(HostRole role) const;
    [[nodiscard]] QString interfaceName(HostRole role) const;
    /// The widget of a hosts field, or nullptr for any other field.
    [[nodiscard]] QWidget *widgetFor(SpecField field) const;

Q_SIGNALS:
    void changed();
    /// The host of @p role or its interface changed: its state should be read again.
    void hostChanged(Tunebench::HostRole role);

private:
    struct Shown
    {
        QString clientHost, clientInterface, serverHost, serverInterface, dataAddress;
    };
    [[nodiscard]] Shown shown() const;
    void selectHost(QComboBox *combo, const QString &argument);
    [[nodiscard]] QString argumentOf(const QComboBox *combo) const;
    void onHostEdited(HostRole role);

    HostsModel *m_hosts;
    ExperimentHost m_client;
    ExperimentHost m_server;
    Shown m_shown;
    bool m_filling = false;
    QComboBox *m_clientHost;
    QLineEdit *m_clientInterface;
    QComboBox *m_serverHost;
    QLineEdit *m_serverInterface;
    QLineEdit *m_dataAddress;
};

} // namespace Tunebench
