// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "views/hostsmodel.h"

#include <QObject>
#include <QPointer>
#include <QWidget>

namespace Tunebench {

class CommandRunner;
class HostBook;

/**
 * What the GUI shows of SSH connections, on the GUI thread: unknown host keys, passphrases and
 * passwords are asked with the dialogs (never blocking), the answers go back to the runner that
 * asked through typed, queued signal-slot connections that die with it, and connection states
 * and failures land on the hosts they concern (a changed host key with its own dialog).
 */
class SshPrompter : public QObject
{
    Q_OBJECT
public:
    explicit SshPrompter(QObject *parent = nullptr);

    void setDialogParent(QWidget *parent) { m_dialogParent = parent; }
    /// Call in the thread that owns @p runner (right after creating it): its prompts and
    /// connection states come here. A runner without prompts (local) is left alone.
    void watch(const QString &hostName, CommandRunner *runner);
    /// GUI thread: @p hostName failed with @p error.
    void reportError(const QString &hostName, const Error &error);
    /// Any thread: shows a connection problem of an experiment or exploration on the hosts of
    /// @p hosts that its message names (by name or by their address in @p book).
    void reportHostErrors(const Error &error, const QStringList &hosts, const HostBook &book);

Q_SIGNALS:
    void hostStateChanged(const QString &hostName, Tunebench::HostsModel::State state, const QString &detail);

private:
    QPointer<QWidget> m_dialogParent;
};

} // namespace Tunebench
