// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Private to tb_ssh: the connection's remote shell, one channel running remoteshell.sh, and the
// commands that run through it (worker thread only).

#include "transport/ssh/remoteshellprotocol.h"
#include "transport/ssh/sshchannel_p.h"

#include <map>
#include <vector>

namespace Tunebench {

/// One `exec /bin/sh -s` channel per session that runs every command of the connection as a
/// child of one POSIX sh, so the login shell (and ~/.bashrc) starts once per connection instead
/// of once per command. Keeps the contract of SshCommandChannel: stdout and stderr apart and
/// byte-exact, exit codes and signals, stdin, timeouts and cancels that kill the remote process.
class SshRemoteShell
{
    Q_DECLARE_TR_FUNCTIONS(SshRemoteShell)
public:
    enum class State {
        Idle,     ///< not started (or ended, to be started again)
        Starting, ///< sent the script, waiting for the greeting
        Ready,    ///< runs commands
        Failed,   ///< cannot start on this session: commands get channels of their own
    };

    SshRemoteShell(QString host, QString user);
    ~SshRemoteShell();
    SshRemoteShell(const SshRemoteShell &) = delete;
    SshRemoteShell &operator=(const SshRemoteShell &) = delete;

    [[nodiscard]] State state() const { return m_state; }
    /// Why commands get channels of their own, once Failed.
    [[nodiscard]] const QString &failure() const { return m_failure; }
    /// Whether @p spec can run through the shell: streaming stdin needs a channel of its own.
    [[nodiscard]] static bool canRun(const CommandSpec &spec) { return !spec.keepStdinOpen; }

    /// Opens the channel and sends the script; the greeting must come within @p timeout.
    void start(ssh_session session, std::chrono::milliseconds timeout, SshClock::time_point now);
    /// Never use the shell on this session (the options say so).
    void disable(const QString &why);
    /// Runs @p setup (commandLine unused; words from RemoteCommand) through the Ready shell.
    void run(SshChannelSetup setup, const QStringList &words, SshClock::time_point now);
    /// False when @p id is not one of the shell's commands.
    bool cancel(quint64 id, const Error &reason, SshClock::time_point now);
    void cancelAll(const Error &reason, SshClock::time_point now);
    void service(SshChannelSink &sink, SshClock::time_point now);
    /// The session is gone: fail every command with @p error without touching libssh again.
    void abandon(SshChannelSink &sink, const Error &error);
    /// Ends the shell with EOF on its stdin (it TERMs what still runs and removes its files).
    void close();
    /// True once after the shell became Ready or Failed: the connection then reports it.
    bool takeDecision() { return std::exchange(m_decided, false); }
    /// Kill lines for commands a shell that died left behind, to run on channels of their own.
    std::vector<QString> takeOrphanKills() { return std::exchange(m_orphanKills, {}); }

    /// Commands the runner still waits for (finished ones whose exit frame is missing do not count).
    [[nodiscard]] bool hasCommands() const;
    [[nodiscard]] bool sawSessionError() const { return m_sessionError; }
    [[nodiscard]] std::optional<SshClock::time_point> nextDeadline() const;
    [[nodiscard]] bool hasMoreOutput() const { return m_moreOutput && !isThrottled(); }

private:
    struct Command
    {
        SshChannelSetup setup;
        int slot = 0;
        qint64 pid = 0;
        QByteArray stderrHead;
        SshClock::time_point startedAt;
        std::optional<Error> cancelReason;
        SshClock::time_point cancelledAt;
        int killsSent = 0;
        bool reported = false; ///< finished() was sent; kept until the exit frame frees the slot
    };

    static void onExitStatus(ssh_session, ssh_channel, int status, void *self);
    static void onExitSignal(ssh_session, ssh_channel, const char *signal, int core, const char *errmsg,
                             const char *lang, void *self);
    static void onEof(ssh_session, ssh_channel, void *self);
    static void onClose(ssh_session, ssh_channel, void *self);
    void writePending();
    bool read(bool isStderr, QByteArray &block);
    void handle(SshChannelSink &sink, std::vector<RemoteShellFrame> &frames);
    void deliver(SshChannelSink &sink, Command &command, const QByteArray &data, bool isStderr);
    void finish(SshChannelSink &sink, quint64 id, const CommandExit &exit);
    void followCancels(SshChannelSink &sink, SshClock::time_point now);
    void ended(SshChannelSink &sink);
    void fail(const QString &why);
    void freeChannel();
    [[nodiscard]] bool isThrottled() const;
    [[nodiscard]] QString stderrText() const;

    const QString m_host;
    const QString m_user;
    State m_state = State::Idle;
    QString m_failure;
    bool m_decided = false;
    int m_restarts = 0;
    ssh_channel m_channel = nullptr;
    ssh_channel_callbacks_struct m_callbacks{};
    QByteArray m_out;
    qsizetype m_outSent = 0;
    RemoteShellParser m_parser;
    QByteArray m_stderr; ///< the shell's own stderr (the login shell's complaints), last bytes
    std::optional<int> m_exitStatus;
    QString m_exitSignal;
    bool m_remoteEof = false;
    bool m_remoteClosed = false;
    bool m_stdoutEof = false;
    bool m_moreOutput = false;
    bool m_sessionError = false;
    std::chrono::milliseconds m_timeout{0};
    SshClock::time_point m_deadline;
    std::map<quint64, Command> m_commands;
    std::vector<QString> m_orphanKills;
    std::vector<bool> m_slots;
};

} // namespace Tunebench
