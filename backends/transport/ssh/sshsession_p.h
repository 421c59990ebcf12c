// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Private to tb_ssh: connecting, host key checking and authentication of one libssh session.
// Everything here blocks and runs on the connection's worker thread only.

#include "core/result.h"
#include "transport/ssh/sshhandles_p.h"
#include "transport/ssh/sshoptions.h"

#include <QCoreApplication>

#include <optional>

namespace Tunebench {

/// Questions the worker asks its owner; each call blocks until the owner's thread answered.
class SshPrompts
{
public:
    virtual ~SshPrompts() = default;
    /// The secret, or nullopt when the user (or batch mode) declined. Sets request.id.
    virtual std::optional<QByteArray> askCredential(CredentialRequest &request) = 0;
    /// Tells the owner whether the secret of @p requestId worked (it saves or forgets it).
    virtual void reportCredential(quint64 requestId, bool accepted) = 0;
    virtual bool askHostKey(HostKeyRequest request) = 0;
};

/// Where to connect, after ssh_config: explicit options first, then the file, then defaults.
struct SshTarget
{
    QString displayName;   ///< as the user named the host, for messages
    QString alias;         ///< SshOptions::host
    QString hostName;
    int port = 22;
    QString user;
    QString knownHostsPath;
    QStringList identityFiles;
    bool identitiesOnly = false;
};

class SshSession
{
    Q_DECLARE_TR_FUNCTIONS(SshSession)
public:
    [[nodiscard]] static Result<SshTarget> resolve(const SshOptions &options, const QString &displayName);
    /// Connects, checks the host key and authenticates; fills @p info.
    [[nodiscard]] static Result<SshHandles::Session> open(const SshOptions &options, const SshTarget &target,
                                                          SshPrompts &prompts, SshConnectionInfo &info);

private:
    [[nodiscard]] static Status configure(ssh_session session, const SshOptions &options, const SshTarget &target);
    [[nodiscard]] static Status verifyHostKey(ssh_session session, const SshOptions &options,
                                              const SshTarget &target, SshPrompts &prompts, SshConnectionInfo &info);
};

/// Authentication in OpenSSH's order: agent, identity files (asking for passphrases), password.
class SshAuthenticator
{
    Q_DECLARE_TR_FUNCTIONS(SshAuthenticator)
public:
    SshAuthenticator(ssh_session session, const SshOptions &options, const SshTarget &target, SshPrompts &prompts);
    /// The method that worked, e.g. "publickey (agent)".
    [[nodiscard]] Result<QString> run();

private:
    enum class Outcome { Success, Partial, Failed, Fatal };
    Outcome tryAgent();
    Outcome tryIdentityFile(const QString &path);
    Outcome tryPassword(int methods);
    SshHandles::Key loadPrivateKey(const QString &path);
    Outcome outcome(int rc, const QString &what);
    [[nodiscard]] Error failure() const;

    ssh_session m_session;
    const SshOptions &m_options;
    const SshTarget &m_target;
    SshPrompts &m_prompts;
    QStringList m_tried;
    QString m_fatal;
};

} // namespace Tunebench
