// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace Tunebench {

/// Who holds (or wants) a host's lease: the Tunebench process on the controlling machine, and the
/// agent that keeps the lock on the host. Travels as one line of tab-separated key=value fields
/// (the agent stores it beside the lock, where every other user of the host can read it).
struct LeaseHolder
{
    Q_DECLARE_TR_FUNCTIONS(LeaseHolder)
public:
    QString user;      ///< on the controlling machine
    QString machine;   ///< the controlling machine's host name
    qint64 pid = 0;    ///< of the Tunebench process
    QString program;   ///< "tunebench-cli run", "tunebench"
    QDateTime since;   ///< when that process took (or asked for) the lease
    QString purpose;   ///< "experiment 12 (tso-ab)"
    QString token;     ///< random per holder: one lease set recognises its own leases
    // Filled in by the agent on the host:
    qint64 agentPid = 0;
    QString hostUser;
    QDateTime acquired;

    /// This process, now, for @p program and @p purpose, with a new token.
    [[nodiscard]] static LeaseHolder current(const QString &program, const QString &purpose = {});
    [[nodiscard]] static LeaseHolder fromLine(const QString &line);
    /// The controller's fields as one line (tabs and line breaks in values become spaces).
    [[nodiscard]] QString toLine() const;
    [[nodiscard]] bool isEmpty() const { return user.isEmpty() && machine.isEmpty() && pid == 0; }
    /// "alice@laptop (tunebench-cli run, pid 4242, since 14:02)"
    [[nodiscard]] QString describe() const;
};

} // namespace Tunebench
