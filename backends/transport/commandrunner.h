// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "core/result.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

namespace Tunebench {

/// What to run: always an argv, never a shell string. Remote runners quote every element.
struct CommandSpec
{
    QStringList argv;
    /// Written to the command's stdin, which is then closed (unless keepStdinOpen). Empty: stdin
    /// is closed at once.
    QByteArray stdinData;
    /// Extra environment variables (applied with `env K=V ...` on remote hosts).
    QMap<QString, QString> environment;
    /// Run with root privileges: as is when logged in as root, else through `sudo -n`.
    bool needsRoot = false;
    /// Kill the command and fail with ErrorCode::Timeout after this long; 0 = no limit.
    int timeoutMs = 0;
    /// Keep stdin open after stdinData: the caller streams more with CommandProcess::writeStdin()
    /// and ends it with closeStdin() (or cancel(), or by destroying the process). For long-lived
    /// commands that take input as they go (a host agent, a shell reading a script line by line).
    bool keepStdinOpen = false;
};

/// How a command ended. Exactly one of: exited with a code, killed by a signal, or failed
/// (never started, connection lost, timed out, cancelled, permission).
struct CommandExit
{
    enum class Kind { Exited, Signalled, Failed };
    Kind kind = Kind::Failed;
    int exitCode = -1;      ///< valid when Exited
    QString signalName;     ///< valid when Signalled, e.g. "TERM"
    std::optional<Error> error; ///< set when Failed

    [[nodiscard]] bool succeeded() const { return kind == Kind::Exited && exitCode == 0; }
    /// One sentence for users: "exited with code 2", "killed by signal TERM", or the error.
    [[nodiscard]] QString describe() const;
};

/// A running command. Lives in the thread that started it; every signal arrives there.
/// stdout and stderr are always drained, whether or not anyone is connected.
class CommandProcess : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~CommandProcess() override;

    /// Kills the command (the remote process too) and finishes with ErrorCode::Cancelled.
    virtual void cancel() = 0;
    /// Appends @p data to the command's stdin, after stdinData and earlier writes, in order.
    /// Only for a command started with CommandSpec::keepStdinOpen; ignored once stdin is closed or
    /// the command finished, and by commands without it. May be called right after start():
    /// data is kept until the command runs. Never blocks: a slow reader's data waits in memory.
    virtual void writeStdin(const QByteArray &data) { Q_UNUSED(data); }
    /// Ends the command's stdin once everything written so far has been sent (the command reads
    /// end of input). Idempotent; ignored by commands without CommandSpec::keepStdinOpen.
    virtual void closeStdin() { }
    [[nodiscard]] bool isFinished() const { return m_exit.has_value(); }
    /// Valid once finished() was emitted.
    [[nodiscard]] const CommandExit &exit() const;

Q_SIGNALS:
    /// Raw bytes as they arrive (byte-exact); lines are emitted from the same bytes.
    void stdoutData(const QByteArray &data);
    void stderrData(const QByteArray &data);
    /// Complete lines without their '\n' (a trailing '\r' is removed too). A last line without a
    /// newline is emitted before finished().
    void stdoutLine(const QString &line);
    void stderrLine(const QString &line);
    void finished(const Tunebench::CommandExit &exit);

protected:
    /// Implementations call these; they split lines and emit the signals above.
    void deliverStdout(const QByteArray &data);
    void deliverStderr(const QByteArray &data);
    void deliverFinished(const CommandExit &exit);

private:
    QByteArray m_stdoutPartial;
    QByteArray m_stderrPartial;
    std::optional<CommandExit> m_exit;
};

/// Runs commands on one host. Implementations: LocalRunner (QProcess) and SshRunner (libssh).
class CommandRunner : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// The host as users name it ("local", "root@198.18.0.2", an ssh_config alias).
    [[nodiscard]] virtual QString hostName() const = 0;
    /// Starts @p spec; the returned process is owned by @p parent (or the caller when null).
    /// Never returns null: failures to start are reported through finished(). No signal is
    /// emitted before start() returns, so callers can connect first.
    [[nodiscard]] virtual CommandProcess *start(const CommandSpec &spec, QObject *parent = nullptr) = 0;

Q_SIGNALS:
    /// The connection the commands ran over dropped after it was up (not a connection attempt
    /// that failed): every command in flight has finished with @p reason, and the next command
    /// reconnects where the runner can. A LocalRunner never emits it.
    void connectionLost(const Tunebench::Error &reason);
};

/// Everything a command printed, for short commands whose output is wanted whole.
struct CommandOutput
{
    QByteArray stdoutData;
    QByteArray stderrData;
    CommandExit exit;
};

/// Runs @p spec to completion in a local event loop. For the CLI, tests and worker threads only:
/// never call this on the GUI thread.
[[nodiscard]] CommandOutput runToCompletion(CommandRunner &runner, const CommandSpec &spec);

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::CommandExit)
