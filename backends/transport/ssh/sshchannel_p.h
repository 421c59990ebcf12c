// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Private to tb_ssh: one command as one channel on the connection's session (worker thread only).

#include "transport/commandrunner.h"
#include "transport/ssh/sshhandles_p.h"

#include <QCoreApplication>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>

namespace Tunebench {

using SshClock = std::chrono::steady_clock;

/// Receives what channels produce; the connection forwards it to the runner's thread.
class SshChannelSink
{
public:
    virtual ~SshChannelSink() = default;
    virtual void output(quint64 id, const QByteArray &data, bool isStderr) = 0;
    virtual void finished(quint64 id, const CommandExit &exit) = 0;
};

struct SshChannelSetup
{
    quint64 id = 0;
    CommandSpec spec;
    QString commandLine;
    bool viaSudo = false;
    bool internal = false; ///< our own `kill` helper: output and result are dropped
    QString host;
    QString user;
    std::shared_ptr<std::atomic<qint64>> unconsumed; ///< bytes sent to the runner, not yet delivered
};

class SshCommandChannel
{
    Q_DECLARE_TR_FUNCTIONS(SshCommandChannel)
public:
    /// Above this many undelivered bytes we stop reading: the SSH window then stops the remote
    /// writer, so a slow consumer costs no memory.
    static constexpr qint64 ThrottleBytes = 4 * 1024 * 1024;

    explicit SshCommandChannel(SshChannelSetup setup);
    ~SshCommandChannel();
    SshCommandChannel(const SshCommandChannel &) = delete;
    SshCommandChannel &operator=(const SshCommandChannel &) = delete;

    enum class OpenResult { Started, Refused, Failed };
    /// Opens the channel and execs the command line. Refused: sshd would not open a session
    /// while the connection is fine (its MaxSessions, if others are open); Failed: @p error says why.
    OpenResult open(ssh_session session, SshClock::time_point now, Error *error);
    /// Writes stdin, reads output (unless throttled), follows a cancel, and finishes when done.
    void service(SshChannelSink &sink, SshClock::time_point now);
    void cancel(const Error &reason, SshClock::time_point now);
    /// Streaming stdin (CommandSpec::keepStdinOpen): more data, and the end of it.
    void appendStdin(const QByteArray &data);
    void closeStdin();
    /// The connection is gone: finish with @p error without touching libssh again.
    void abandon(SshChannelSink &sink, const Error &error);
    /// The pid-based kill the connection should run now, if a cancel needs one.
    std::optional<QStringList> takeKillWords(SshClock::time_point now);

    [[nodiscard]] quint64 id() const { return m_setup.id; }
    [[nodiscard]] bool isInternal() const { return m_setup.internal; }
    [[nodiscard]] bool isDone() const { return m_done; }
    [[nodiscard]] bool isThrottled() const;
    /// True when a protocol error means the session itself is probably dead.
    [[nodiscard]] bool sawSessionError() const { return m_sessionError; }
    [[nodiscard]] std::optional<SshClock::time_point> nextDeadline() const;
    /// True when the last service() stopped reading at the block limit with output left to read.
    [[nodiscard]] bool hasMoreOutput() const { return !m_done && (m_stdoutMore || m_stderrMore) && !isThrottled(); }

private:
    static void onExitStatus(ssh_session, ssh_channel, int status, void *self);
    static void onExitSignal(ssh_session, ssh_channel, const char *signal, int core, const char *errmsg,
                             const char *lang, void *self);
    static void onEof(ssh_session, ssh_channel, void *self);
    static void onClose(ssh_session, ssh_channel, void *self);
    void writeStdin();
    bool readStream(SshChannelSink &sink, bool isStderr);
    [[nodiscard]] bool socketHasInput() const;
    void deliver(SshChannelSink &sink, QByteArray data, bool isStderr);
    void finish(SshChannelSink &sink, const CommandExit &exit);
    [[nodiscard]] CommandExit exitFromRemote() const;

    SshChannelSetup m_setup;
    ssh_channel m_channel = nullptr;
    ssh_channel_callbacks_struct m_callbacks{};
    QByteArray m_pendingStdin;
    bool m_stdinClosed = false;
    bool m_keepStdinOpen = false; ///< EOF waits for closeStdin()
    bool m_stdoutEof = false;
    bool m_stderrEof = false;
    bool m_stdoutMore = false;
    bool m_stderrMore = false;
    bool m_remoteEof = false;
    bool m_remoteClosed = false;
    bool m_done = false;
    bool m_sessionError = false;
    std::optional<int> m_exitStatus;
    QString m_exitSignal;
    bool m_pidLinePending = true;
    QByteArray m_pidLine;
    qint64 m_pid = 0;
    QByteArray m_stderrHead;
    SshClock::time_point m_startedAt;
    std::optional<Error> m_cancelReason;
    SshClock::time_point m_cancelledAt;
    bool m_signalSent = false;
    int m_killStage = 0;
};

} // namespace Tunebench
