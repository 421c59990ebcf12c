// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tunables/hostsnapshot.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace Tunebench {

class KeySupportModel;
class KeySupportFilter;

/// The hosts dock's "Tunables" page: for the selected host and one of its interfaces, every
/// tunable with its value now and what the driver supports — can be set, fixed by the driver,
/// not supported (with the tool's words), read only — and what the driver is known to do with
/// it (adaptive moderation overriding rx-usecs, values rounded). Lines of ethtool's output
/// Tunebench did not understand are listed as printed, never guessed at. It asks for a read by
/// signal (readRequested()); the main window's controller reads the host off the GUI thread and
/// hands back setSnapshot() or setError().
class HostTunablesView : public QWidget
{
    Q_OBJECT
public:
    explicit HostTunablesView(QWidget *parent = nullptr);

    /// Shows @p host: its @p interfaces to choose from (@p preferred chosen), and what was read
    /// of it last, if anything.
    void showHost(const QString &host, const QStringList &interfaces, const QString &preferred);
    void setSnapshot(const QString &host, const HostSnapshot &snapshot);
    void setError(const QString &host, const QString &interfaceName, const QString &message);
    /// Drops what was read of @p host (edited or removed).
    void forgetHost(const QString &host);

    [[nodiscard]] QString host() const { return m_host; }
    [[nodiscard]] QString interfaceName() const;
    [[nodiscard]] bool hasSnapshot(const QString &host) const;
    [[nodiscard]] bool isReading(const QString &host) const;
    /// Whether @p host was read or is being read (with or without success) since it was shown.
    [[nodiscard]] bool wasRead(const QString &host) const { return m_hosts.contains(host); }
    [[nodiscard]] KeySupportModel *model() const { return m_model; }
    /// The rows as shown (after the filter), for tests.
    [[nodiscard]] int visibleRows() const;
    [[nodiscard]] QString summary() const;
    /// The not-understood lines as listed ("coalesce: ..."), empty when there are none.
    [[nodiscard]] QStringList unrecognisedLines() const;

public Q_SLOTS:
    /// Reads the shown host's chosen interface (readRequested()).
    void read();

Q_SIGNALS:
    void readRequested(const QString &host, const QString &interfaceName);

private:
    struct HostState
    {
        std::optional<HostSnapshot> snapshot;
        QString interfaceName; ///< of the read that is running or failed
        QString error;
        bool reading = false;
    };
    void showCurrent();
    [[nodiscard]] QString snapshotSummary(const HostSnapshot &snapshot) const;

    QHash<QString, HostState> m_hosts;
    QString m_host;
    QLabel *m_summary;
    QComboBox *m_interface;
    QPushButton *m_read;
    QLineEdit *m_filter;
    QCheckBox *m_onlyLimited;
    QTableView *m_table;
    KeySupportModel *m_model;
    KeySupportFilter *m_proxy;
    QLabel *m_unrecognised;
};

} // namespace Tunebench
