// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hosts/proberesult.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QTabWidget;
class QTextBrowser;

namespace Tunebench {

class HostsModel;
class HostTunablesView;

/// The hosts dock: the host list with its connection state, add/edit/remove, the probe of the
/// selected host with every problem stated with its fix, and its tunables with what the driver
/// supports (HostTunablesView). It asks for probes and reads by signal; the main window's
/// controller runs them off the GUI thread and hands back the result.
class HostsView : public QWidget
{
    Q_OBJECT
public:
    explicit HostsView(HostsModel *model, QWidget *parent = nullptr);

    [[nodiscard]] HostsModel *model() const { return m_model; }
    [[nodiscard]] HostTunablesView *tunablesView() const { return m_tunables; }
    /// Shows the tunables page (and reads the selected host if nothing was read of it yet).
    void showTunables();
    [[nodiscard]] QString selectedHost() const;
    void selectHost(const QString &name);

    /// Shows @p result for its host (kept per host, shown when it is selected).
    void setProbeResult(const QString &name, const ProbeResult &result);
    [[nodiscard]] bool hasProbeResult(const QString &name) const { return m_probes.contains(name); }
    /// The probe as HTML, for tests and the clipboard.
    [[nodiscard]] static QString probeHtml(const ProbeResult &result);

public Q_SLOTS:
    void addHost();
    void editHost();
    void removeHost();
    void probeSelected();

Q_SIGNALS:
    void probeRequested(const QString &name);

private:
    void updateButtons();
    void showProbe();
    /// Hands the selected host to the tunables page; reads it when the page is shown and
    /// nothing was read of the host yet.
    void updateTunables();

    HostsModel *m_model;
    QTableView *m_table;
    QPushButton *m_add;
    QPushButton *m_edit;
    QPushButton *m_remove;
    QPushButton *m_probe;
    QTextBrowser *m_probeView;
    HostTunablesView *m_tunables;
    QTabWidget *m_pages;
    QHash<QString, ProbeResult> m_probes;
};

} // namespace Tunebench
