// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"
#include "transport/commandrunner.h"
#include "transport/ssh/sshoptions.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

namespace Tunebench {

/// One SSH connection to one host, driven by its own worker thread: the thread runs run() and is
/// the only one that ever touches the libssh session and its channels (libssh's
/// doc/threading.dox forbids sharing a session across threads). Commands run through the
/// session's remote shell (SshRemoteShell, any number at once); when it cannot start, or for
/// streaming stdin, each is a channel of its own, at most SshOptions::maxChannels at once.
///
/// The request methods are thread-safe; signals are emitted from the worker thread, so connect
/// them with Qt::QueuedConnection. SshRunner is the usual owner.
class SshConnection : public QObject
{
    Q_OBJECT
public:
    SshConnection(SshOptions options, QString displayName, QObject *parent = nullptr);
    ~SshConnection() override;

    /// Queues a command; @p unconsumed counts bytes emitted but not yet delivered by the owner.
    void startCommand(quint64 id, const CommandSpec &spec, std::shared_ptr<std::atomic<qint64>> unconsumed);
    void cancelCommand(quint64 id, const Error &reason);
    /// More stdin for a command started with CommandSpec::keepStdinOpen, and the end of it.
    void writeStdin(quint64 id, const QByteArray &data);
    void closeStdin(quint64 id);
    /// Connects now rather than at the first command.
    void connectNow();
    /// The owner delivered @p bytes of output; wakes a worker that throttled reading.
    void consumed(const std::shared_ptr<std::atomic<qint64>> &unconsumed, qint64 bytes);
    void answerCredential(quint64 requestId, std::optional<QByteArray> secret);
    void answerHostKey(quint64 requestId, bool accept);
    /// Asks run() to return: running commands are killed first (bounded to a few seconds).
    void stop();

    /// The worker loop. Call it from the dedicated thread; returns after stop().
    void run();

Q_SIGNALS:
    void commandOutput(quint64 id, const QByteArray &data, bool isStderr);
    void commandFinished(quint64 id, const Tunebench::CommandExit &exit);
    void connected(const Tunebench::SshConnectionInfo &info);
    /// After connected(): whether commands run through the remote shell, and why not.
    void remoteShellDecided(const Tunebench::RemoteShellInfo &info);
    void disconnected(const Tunebench::Error &reason);
    void credentialNeeded(const Tunebench::CredentialRequest &request);
    /// Whether the secret given for @p requestId worked (the owner may then save or forget it).
    void credentialChecked(quint64 requestId, bool accepted);
    void hostKeyDecisionNeeded(const Tunebench::HostKeyRequest &request);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace Tunebench
