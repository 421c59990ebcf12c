// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "transport/commandrunner.h"
#include "transport/ssh/sshoptions.h"

#include <QHash>
#include <QPointer>
#include <QSet>

#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace Tunebench {

class CredentialStore;
class SshConnection;
class SshProcess;

/// Runs commands on a remote host over one persistent SSH connection (libssh), owned by a worker
/// thread of its own. The connection opens with the first command (or connectToHost()), and
/// after a loss the next command reconnects. Lives in the thread that created it; every signal
/// arrives there.
///
/// Prompts travel as request/reply signals: credentialRequested() is answered with
/// answerCredential() or declineCredential(), hostKeyConfirmationRequested() with
/// answerHostKey(). With nobody connected, or in batch mode, the runner declines at once.
class SshRunner : public CommandRunner
{
    Q_OBJECT
public:
    /// @p displayName is the host as the user named it ("root@198.18.0.2", "tb-server");
    /// empty = options.host.
    explicit SshRunner(SshOptions options, QString displayName = {}, QObject *parent = nullptr);
    ~SshRunner() override;

    [[nodiscard]] QString hostName() const override { return m_displayName; }
    [[nodiscard]] CommandProcess *start(const CommandSpec &spec, QObject *parent = nullptr) override;

    [[nodiscard]] const SshOptions &options() const { return m_options; }
    /// Connects now instead of at the first command; connected() or disconnected() follows.
    void connectToHost();
    /// Set once connected() was emitted, until the connection is lost.
    [[nodiscard]] std::optional<SshConnectionInfo> connectionInfo() const { return m_info; }
    /// How commands run on the open connection: set once remoteShellDecided() was emitted (before
    /// the first command's output), until the connection is lost.
    [[nodiscard]] std::optional<RemoteShellInfo> remoteShell() const { return m_remoteShell; }
    /// Where saved secrets come from and go to; not owned. Null: never read or save secrets.
    void setCredentialStore(CredentialStore *store);

public Q_SLOTS:
    /// @p save: keep the secret in the credential store once it has worked.
    void answerCredential(quint64 requestId, const QByteArray &secret, bool save);
    void declineCredential(quint64 requestId);
    void answerHostKey(quint64 requestId, bool accept);

Q_SIGNALS:
    void connected(const Tunebench::SshConnectionInfo &info);
    void remoteShellDecided(const Tunebench::RemoteShellInfo &info);
    /// A connection attempt failed or the connection ended; connectionLost() follows when it was up.
    void disconnected(const Tunebench::Error &reason);
    void credentialRequested(const Tunebench::CredentialRequest &request);
    void hostKeyConfirmationRequested(const Tunebench::HostKeyRequest &request);
    /// Something the user should know that is not an error (e.g. the keychain is unavailable).
    void notice(const QString &message);

private:
    friend class SshProcess;
    struct Pending
    {
        QPointer<SshProcess> process;
        std::shared_ptr<std::atomic<qint64>> unconsumed;
    };
    struct SecretInFlight
    {
        QString storeKey;
        QByteArray secret; ///< kept only when it is to be saved; wiped afterwards
        bool save = false;
        bool fromStore = false;
    };

    void cancelCommand(quint64 id, const Error &reason);
    void onOutput(quint64 id, const QByteArray &data, bool isStderr);
    void onFinished(quint64 id, const CommandExit &exit);
    void onCredentialNeeded(const CredentialRequest &request);
    void askUser(CredentialRequest request);
    void onCredentialChecked(quint64 requestId, bool accepted);
    void onHostKeyDecisionNeeded(const HostKeyRequest &request);

    SshOptions m_options;
    QString m_displayName;
    std::unique_ptr<SshConnection> m_connection;
    QThread *m_thread = nullptr;
    QHash<quint64, Pending> m_pending;
    QHash<quint64, SecretInFlight> m_secrets;
    QSet<QString> m_storeKeysTried;
    quint64 m_nextId = 0;
    std::optional<SshConnectionInfo> m_info;
    std::optional<RemoteShellInfo> m_remoteShell;
    QPointer<CredentialStore> m_store;
};

} // namespace Tunebench
