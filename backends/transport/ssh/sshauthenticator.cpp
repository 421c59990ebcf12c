// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/sshsession_p.h"

#include "core/logging.h"
#include "transport/ssh/credentialstore.h"

#include <QFile>
#include <QFileInfo>

namespace Tunebench {

using namespace SshHandles;

namespace {

constexpr int MaxSecretAttempts = 3; // as OpenSSH's NumberOfPasswordPrompts

// libssh asks this when a key is encrypted and no passphrase was given: record that instead of
// answering, so we can ask the user ourselves (libssh's prompt does not say which file it is).
int recordEncrypted(const char *, char *, size_t, int, int, void *userdata)
{
    *static_cast<bool *>(userdata) = true;
    return -1;
}

void wipe(QByteArray &secret)
{
    secret.fill('\0');
    secret.clear();
}

} // namespace

SshAuthenticator::SshAuthenticator(ssh_session session, const SshOptions &options, const SshTarget &target,
                                   SshPrompts &prompts)
    : m_session(session), m_options(options), m_target(target), m_prompts(prompts)
{
}

SshAuthenticator::Outcome SshAuthenticator::outcome(int rc, const QString &what)
{
    switch (rc) {
    case SSH_AUTH_SUCCESS:
        return Outcome::Success;
    case SSH_AUTH_PARTIAL:
        m_tried << tr("%1 (accepted, but more is required)").arg(what);
        return Outcome::Partial;
    case SSH_AUTH_DENIED:
        m_tried << tr("%1 (refused)").arg(what);
        return Outcome::Failed;
    default:
        m_fatal = lastError(m_session);
        return Outcome::Fatal;
    }
}

Result<QString> SshAuthenticator::run()
{
    int rc = ssh_userauth_none(m_session, nullptr);
    if (rc == SSH_AUTH_SUCCESS)
        return QStringLiteral("none");
    if (rc == SSH_AUTH_ERROR)
        return makeError(ErrorCode::ConnectionLost, tr("%1 closed the connection during authentication")
                                                        .arg(m_target.displayName), lastError(m_session));
    int methods = ssh_userauth_list(m_session, nullptr);
    if (methods & SSH_AUTH_METHOD_PUBLICKEY) {
        if (m_options.useAgent && !m_target.identitiesOnly && qEnvironmentVariableIsSet("SSH_AUTH_SOCK")) {
            const Outcome agent = tryAgent();
            if (agent == Outcome::Success)
                return QStringLiteral("publickey (agent)");
            if (agent == Outcome::Fatal)
                return failure();
        }
        for (const QString &path : m_target.identityFiles) {
            if (!QFileInfo::exists(path))
                continue;
            const Outcome result = tryIdentityFile(path);
            if (result == Outcome::Success)
                return QStringLiteral("publickey (%1)").arg(path);
            if (result == Outcome::Fatal)
                return failure();
        }
        methods = ssh_userauth_list(m_session, nullptr);
    }
    if (methods & (SSH_AUTH_METHOD_PASSWORD | SSH_AUTH_METHOD_INTERACTIVE)) {
        const Outcome result = tryPassword(methods);
        if (result == Outcome::Success)
            return QStringLiteral("password");
    }
    return failure();
}

SshAuthenticator::Outcome SshAuthenticator::tryAgent()
{
    return outcome(ssh_userauth_agent(m_session, nullptr), tr("keys of the ssh-agent"));
}

SshHandles::Key SshAuthenticator::loadPrivateKey(const QString &path)
{
    const QByteArray file = QFile::encodeName(path);
    bool encrypted = false;
    ssh_key raw = nullptr;
    if (ssh_pki_import_privkey_file(file.constData(), nullptr, recordEncrypted, &encrypted, &raw) == SSH_OK)
        return Key(raw);
    if (!encrypted) {
        m_tried << tr("%1 (unreadable or not a private key)").arg(path);
        return {};
    }
    QString notice;
    for (int attempt = 0; attempt < MaxSecretAttempts; ++attempt) {
        CredentialRequest request;
        request.kind = CredentialRequest::Kind::KeyPassphrase;
        request.host = m_target.displayName;
        request.user = m_target.user;
        request.keyFile = path;
        request.prompt = tr("Passphrase for the key %1:").arg(path);
        request.notice = notice;
        request.storeKey = CredentialStore::passphraseKey(path);
        std::optional<QByteArray> secret = m_prompts.askCredential(request);
        if (!secret) {
            m_tried << tr("%1 (encrypted, and no passphrase was given)").arg(path);
            return {};
        }
        raw = nullptr;
        const int rc = ssh_pki_import_privkey_file(file.constData(), secret->constData(), nullptr, nullptr, &raw);
        wipe(*secret);
        m_prompts.reportCredential(request.id, rc == SSH_OK);
        if (rc == SSH_OK)
            return Key(raw);
        notice = tr("That passphrase did not decrypt %1.").arg(path);
    }
    m_tried << tr("%1 (wrong passphrase)").arg(path);
    return {};
}

SshAuthenticator::Outcome SshAuthenticator::tryIdentityFile(const QString &path)
{
    // Offer the public half first, as OpenSSH does, so we only ask for a passphrase of a key
    // the server would accept.
    const QString publicPath = path + QStringLiteral(".pub");
    if (QFileInfo::exists(publicPath)) {
        ssh_key rawPublic = nullptr;
        if (ssh_pki_import_pubkey_file(QFile::encodeName(publicPath).constData(), &rawPublic) == SSH_OK) {
            const Key publicKey(rawPublic);
            const int offered = ssh_userauth_try_publickey(m_session, nullptr, publicKey.get());
            if (offered != SSH_AUTH_SUCCESS)
                return outcome(offered, path);
        }
    }
    const Key privateKey = loadPrivateKey(path);
    if (!privateKey)
        return Outcome::Failed;
    return outcome(ssh_userauth_publickey(m_session, nullptr, privateKey.get()), path);
}

SshAuthenticator::Outcome SshAuthenticator::tryPassword(int methods)
{
    QString notice;
    for (int attempt = 0; attempt < MaxSecretAttempts; ++attempt) {
        CredentialRequest request;
        request.kind = CredentialRequest::Kind::Password;
        request.host = m_target.displayName;
        request.user = m_target.user;
        request.prompt = tr("Password for %1@%2:").arg(m_target.user, m_target.hostName);
        request.notice = notice;
        request.storeKey = CredentialStore::passwordKey(m_target.user, m_target.hostName, m_target.port);
        std::optional<QByteArray> secret = m_prompts.askCredential(request);
        if (!secret) {
            m_tried << tr("password (none was given)");
            return Outcome::Failed;
        }
        int rc = SSH_AUTH_DENIED;
        if (methods & SSH_AUTH_METHOD_PASSWORD) {
            rc = ssh_userauth_password(m_session, nullptr, secret->constData());
        } else {
            // keyboard-interactive as sshd with PAM offers it: answer its prompts with the password.
            rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
            while (rc == SSH_AUTH_INFO) {
                for (int i = 0; i < ssh_userauth_kbdint_getnprompts(m_session); ++i)
                    ssh_userauth_kbdint_setanswer(m_session, unsigned(i), secret->constData());
                rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
            }
        }
        wipe(*secret);
        m_prompts.reportCredential(request.id, rc == SSH_AUTH_SUCCESS);
        if (rc == SSH_AUTH_SUCCESS)
            return Outcome::Success;
        if (rc == SSH_AUTH_ERROR) {
            m_fatal = lastError(m_session);
            return Outcome::Fatal;
        }
        notice = tr("%1 refused that password.").arg(m_target.displayName);
    }
    m_tried << tr("password (refused)");
    return Outcome::Failed;
}

Error SshAuthenticator::failure() const
{
    if (!m_fatal.isEmpty())
        return makeError(ErrorCode::ConnectionLost,
                         tr("the connection to %1 failed during authentication").arg(m_target.displayName), m_fatal);
    QStringList offered;
    const int methods = ssh_userauth_list(m_session, nullptr);
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        offered << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        offered << QStringLiteral("password");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        offered << QStringLiteral("keyboard-interactive");
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC)
        offered << QStringLiteral("gssapi-with-mic");
    return makeError(ErrorCode::AuthenticationFailed,
                     tr("authentication as %1 on %2 failed. The server accepts: %3. Tried: %4. Check the user name, "
                        "add a key with -i or ssh-add, or install your public key in ~%1/.ssh/authorized_keys there")
                         .arg(m_target.user, m_target.displayName,
                              offered.isEmpty() ? tr("nothing we support") : offered.join(QStringLiteral(", ")),
                              m_tried.isEmpty() ? tr("no key or password was available") : m_tried.join(QStringLiteral("; "))));
}

} // namespace Tunebench
