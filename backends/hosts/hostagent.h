// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "hosts/leaseholder.h"
#include "transport/commandrunner.h"

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <optional>

namespace Tunebench {

/// One command of a host's own restore: run by the agent, through `sudo -n` when it needs root
/// and the agent's user is not root.
struct AgentStep
{
    QStringList argv;
    bool needsRoot = false;
    QList<int> successCodes{0};
};

/// Where the agent keeps things on the host. The defaults are what every Tunebench uses, so that
/// all users of a host meet at one lock; tests point them into a temporary directory.
struct HostAgentOptions
{
    /// Shared by every user of the host: the lock file and the holder's description. Created
    /// world-writable and not sticky, so another user can replace a dead holder's description.
    QString leaseDirectory = QStringLiteral("/tmp/tunebench-leases");
    /// Private to the agent's user: armed restore steps and records of restores the host ran.
    /// Empty: `$XDG_STATE_HOME/tunebench` or `~/.local/state/tunebench` on the host.
    QString stateDirectory;
    /// The lock's name; empty: the host's network namespace (two namespaces of one kernel are
    /// two hosts, as on the test bed).
    QString key;
};

/// What an agent left on the host after it restored the host on its own.
struct AgentRecord
{
    Q_DECLARE_TR_FUNCTIONS(AgentRecord)
public:
    struct Step
    {
        int exitCode = -1;
        QList<int> successCodes{0};
        QString command;
        [[nodiscard]] bool succeeded() const { return successCodes.contains(exitCode); }
    };
    /// One armed slot: what the controller sent with it (host, db, journals) and what ran.
    struct Slot
    {
        QMap<QString, QString> meta;
        QList<Step> steps;
    };
    QString name; ///< the record's file name, for forgetRecords()
    LeaseHolder holder;
    QString reason; ///< "eof", "silence", "deadline", "signal"
    QDateTime firedAt;
    QDateTime doneAt;
    QList<Slot> slots;
    QStringList output; ///< the end of what the steps printed

    /// "Tunebench's connection ended", "no word from Tunebench for the grace period", ...
    [[nodiscard]] QString reasonText() const;
};

/// The records a host keeps for this user, and an agent still waiting for a confirmation.
struct AgentRecords
{
    QString key;
    QList<AgentRecord> records;
    qint64 pendingAgentPid = 0; ///< an armed agent of `tunables apply --confirm` still runs
    QDateTime pendingDeadline;

    [[nodiscard]] static AgentRecords parse(const QString &text);
};

/**
 * Tunebench's agent on a host: a lease and the host's own restore, in the spirit of Junos
 * `commit confirmed`. The agent is one long-lived `sh -c` (backends/hosts/hostagent.sh) whose
 * stdin stays open (CommandSpec::keepStdinOpen): it takes an flock on the host, keeps it while
 * its stdin is open, and writes who holds it beside the lock, where a second Tunebench that waits
 * reads it. A holder whose agent died loses the flock with it (the kernel drops it), so a dead
 * holder's lease is taken over without anyone having to judge it dead.
 *
 * While tunables are applied, the controller arms the agent with the restore steps of its
 * journals (arm()). When the controller vanishes — stdin ends (killed, connection dropped) or no
 * heartbeat comes for the grace period (a laptop that sleeps keeps TCP open but sends nothing) —
 * the agent runs those steps itself, writes a record, and releases the lease. release() disarms
 * first; the next connection reads the records with readRecords().
 *
 * Blocking like runToCompletion (local event loops): CLI, tests and worker threads only. The
 * heartbeat runs from the owner thread's event loop.
 */
class HostAgent : public QObject
{
    Q_OBJECT
public:
    HostAgent(CommandRunner &runner, HostAgentOptions options = {}, QObject *parent = nullptr);
    /// Ends the agent's input: an agent still armed then restores the host (see release()).
    ~HostAgent() override;

    struct AcquireOptions
    {
        LeaseHolder holder;
        int graceSeconds = 15;
        int waitSeconds = -1; ///< -1: wait as long as it takes; 0: not at all
        std::function<bool()> cancelRequested;
    };
    /// Starts the agent and waits for the lease; emits waiting() whenever the holder it waits
    /// for changes. Fails when the wait runs out (Timeout, naming the holder), when cancelled, or
    /// when the agent cannot run. A host without flock(1) is leased without a lock (notice()).
    [[nodiscard]] Status acquire(const AcquireOptions &options);
    /// Starts the agent, which asks for the lease at once, without waiting for the answer:
    /// acquire() then waits for it. Lets the agents of several hosts start together (each pays
    /// a channel and a login shell); the holder and grace are @p options'.
    void start(const AcquireOptions &options);
    /// acquire() was called (it may have failed): this agent is not one start() left waiting.
    [[nodiscard]] bool acquireCalled() const { return m_acquiring; }
    /// The holder is this very lease set (the same host reached under two names).
    [[nodiscard]] bool heldBySameHolder() const { return m_sameHolder; }

    /// Hands the agent the restore steps of @p slot (one per host name the lease covers),
    /// replacing what the slot had; returns once the agent has them on disk.
    [[nodiscard]] Status arm(int slot, const QMap<QString, QString> &meta, const QList<AgentStep> &steps);
    [[nodiscard]] Status disarm(int slot);
    /// Silence longer than this (s) makes the agent restore and leave. Answered only by an agent
    /// that has not restored the host: also the check that it still holds the lease.
    [[nodiscard]] Status setGrace(int seconds);
    /// Confirm mode: the agent restores @p seconds from now unless confirm() reaches it first,
    /// and keeps waiting for that when its input ends.
    [[nodiscard]] Status setDeadline(int seconds);

    /// Disarms every slot and ends the lease (waits a few seconds for the agent to go).
    void release();
    /// Ends the agent's input and forgets it, armed or not: a confirm-mode agent stays on.
    void detach();

    [[nodiscard]] bool isHeld() const { return m_held && m_process && !m_process->isFinished(); }
    /// The lease's name on the host; empty before the agent started.
    [[nodiscard]] QString key() const { return m_key; }
    /// Held with an flock (false: the host has no flock(1); the lease protects nothing).
    [[nodiscard]] bool isLocked() const { return m_locked; }
    [[nodiscard]] QString hostName() const { return m_runner.hostName(); }
    /// The agent ran its restore steps (it said `fired`), rather than ending with its connection.
    [[nodiscard]] bool restoredItself() const { return !m_fired.isEmpty(); }

    /// The agent's command line (for tests and the documentation): sh -c SCRIPT ...
    [[nodiscard]] static CommandSpec command(const HostAgentOptions &options, const QStringList &arguments);
    [[nodiscard]] static Result<AgentRecords> readRecords(CommandRunner &runner, const HostAgentOptions &options = {});
    [[nodiscard]] static Status forgetRecords(CommandRunner &runner, const QStringList &names,
                                              const HostAgentOptions &options = {});
    /// Confirms a pending `--confirm`: true when an agent was waiting and has now gone.
    [[nodiscard]] static Result<bool> confirm(CommandRunner &runner, const HostAgentOptions &options = {});
    /// One step as the agent's `step` line: ROOT CODES and the quoted argv.
    [[nodiscard]] static Result<QString> stepLine(const AgentStep &step);

Q_SIGNALS:
    void waiting(const Tunebench::LeaseHolder &holder);
    /// The lease ended without release(): @p why says how (the host restored itself, the
    /// connection dropped).
    void lost(const QString &why);
    void notice(const QString &message);
    /// Confirm mode: `tunables confirm` from elsewhere reached the agent; it disarmed and ended.
    void confirmed();

private:
    void onLine(const QString &line);
    void onFinished(const CommandExit &exit);
    [[nodiscard]] Status send(const QStringList &lines, const QString &reply);
    [[nodiscard]] bool waitUntil(const std::function<bool()> &done, int timeoutMs,
                                 const std::function<bool()> &cancel = {});
    [[nodiscard]] Error endedError() const;
    [[nodiscard]] QString lostReason() const;

    CommandRunner &m_runner;
    HostAgentOptions m_options;
    LeaseHolder m_holder;
    QPointer<CommandProcess> m_process;
    QTimer m_heartbeat;
    QString m_key;
    bool m_held = false;
    bool m_acquiring = false;
    int m_grace = 15;
    bool m_locked = false;
    bool m_sameHolder = false;
    bool m_releasing = false;
    bool m_abandoned = false; ///< acquire() gave up and cancelled the agent
    bool m_confirmed = false;
    QList<int> m_armed;
    QStringList m_replies;
    QStringList m_stderr;
    QString m_fired;
    std::optional<LeaseHolder> m_busy;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::LeaseHolder)
