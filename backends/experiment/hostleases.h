// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "hosts/hostagent.h"

#include <QObject>

#include <functional>
#include <memory>
#include <vector>

namespace Tunebench {

class Database;
class CommandRunner;
class HostReader;
class TunablesRestorer;

struct LeaseOptions
{
    QString program;      ///< "tunebench-cli run"
    QString purpose;      ///< "experiment 12 (tso-ab)"
    int waitSeconds = -1; ///< for the hosts altogether; -1: as long as it takes
    int graceSeconds = 15;
    std::function<bool()> cancelRequested;
    HostAgentOptions agent;
};

/**
 * The leases of one experiment, exploration or `tunables apply`: one HostAgent per host it
 * touches, taken before anything is read or changed and given back after the restore. The same
 * host reached under two names (client and server both `local`) is one lease.
 *
 * Deadlock-free between Tunebenches that want overlapping host sets: it never waits while it
 * holds a lease. When a host is busy it gives back what it holds, waits for that host, and tries
 * the others again.
 */
class HostLeases : public QObject
{
    Q_OBJECT
public:
    explicit HostLeases(LeaseOptions options, QObject *parent = nullptr);
    ~HostLeases() override;

    /// Takes a lease on every host; runners must outlive this object. Waits (emitting waiting())
    /// while another holder has one, until LeaseOptions::waitSeconds run out or cancel.
    [[nodiscard]] Status acquire(const QList<CommandRunner *> &hosts);
    /// Arms @p host's agent with the unattended restore of @p journalIds (an empty list disarms).
    [[nodiscard]] Status arm(const QString &host, TunablesRestorer &restorer, const QList<qint64> &journalIds,
                             const QString &databasePath);
    [[nodiscard]] Status arm(const QString &host, Database &database, HostReader &reader, const QList<qint64> &journalIds);
    /// Confirm mode for every host (`tunables apply --confirm`).
    [[nodiscard]] Status setDeadline(int seconds);
    /// Disarms every agent and gives the leases back.
    void release();
    /// Gives the leases back without disarming: agents in confirm mode wait on.
    void detach();

    [[nodiscard]] bool isHeld(const QString &host) const;
    /// Asks @p host's agent whether it still holds the lease and has not restored the host
    /// (a round trip); false also records the loss (lost()).
    [[nodiscard]] bool confirmHeld(const QString &host);
    /// @p host's agent ran its restore itself (after a lost() that was not merely the connection).
    [[nodiscard]] bool restoredItself(const QString &host) const;
    /// Why a lease ended by itself (the host restored itself, the connection dropped); empty
    /// while all are held.
    [[nodiscard]] QString lostReason() const { return m_lostReason; }
    [[nodiscard]] QStringList lostHosts() const { return m_lostHosts; }

Q_SIGNALS:
    void waiting(const QString &host, const Tunebench::LeaseHolder &holder);
    void acquired(const QString &host);
    void lost(const QString &host, const QString &why);
    void confirmed(const QString &host);
    void notice(const QString &message);

private:
    struct Lease
    {
        QString host;
        CommandRunner *runner = nullptr;
        std::unique_ptr<HostAgent> agent;
        int slot = 0;
        QString sameAs; ///< another name of a host leased under that name
    };
    void makeAgent(Lease &lease);
    [[nodiscard]] HostAgent::AcquireOptions agentOptions(int waitSeconds) const;
    [[nodiscard]] Status takeOne(Lease &lease, int waitSeconds);
    [[nodiscard]] HostAgent *agentOf(const QString &host) const;
    [[nodiscard]] int remainingSeconds() const;
    void releaseHeld();

    LeaseOptions m_options;
    LeaseHolder m_holder;
    std::vector<Lease> m_leases;
    QString m_lostReason;
    QStringList m_lostHosts;
    qint64 m_deadlineMs = -1;
};

} // namespace Tunebench
