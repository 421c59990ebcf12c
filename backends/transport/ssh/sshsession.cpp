// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/sshsession_p.h"

#include "core/logging.h"
#include "transport/ssh/knownhostsfile.h"
#include "transport/ssh/sshconfig.h"

#include <QDir>
#include <QFileInfo>

#include <pwd.h>
#include <unistd.h>

namespace Tunebench {

using namespace SshHandles;

namespace {

QString localUser()
{
    if (const passwd *pw = ::getpwuid(::getuid()))
        return QString::fromLocal8Bit(pw->pw_name);
    return qEnvironmentVariable("USER");
}

// OpenSSH's default identities (ssh_config(5) IdentityFile), used when none is configured.
QStringList defaultIdentityFiles()
{
    QStringList files;
    for (const char *name : {"id_rsa", "id_ecdsa", "id_ecdsa_sk", "id_ed25519", "id_ed25519_sk"})
        files << QDir::homePath() + QStringLiteral("/.ssh/") + QLatin1String(name);
    return files;
}

QString describeEntries(const QList<KnownHostsEntry> &entries, const QString &path)
{
    QStringList parts;
    for (const KnownHostsEntry &entry : entries)
        parts << SshSession::tr("%1 line %2: %3 %4").arg(path).arg(entry.lineNumber).arg(entry.keyType,
                                                                                          entry.fingerprint);
    return parts.join(QStringLiteral("; "));
}

} // namespace

Result<SshTarget> SshSession::resolve(const SshOptions &options, const QString &displayName)
{
    if (options.host.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("no host given"));
    const SshConfigEntry config = SshConfig::resolve(options.host, options.configPath);
    if (!config.proxyJump.isEmpty()) {
        return makeError(ErrorCode::Unsupported,
                         tr("%1 is reached through ProxyJump %2 in ssh_config, which Tunebench does not support "
                            "yet: connect to a host it can reach directly")
                             .arg(displayName, config.proxyJump));
    }
    SshTarget target;
    target.displayName = displayName;
    target.alias = options.host;
    target.hostName = config.hostName.isEmpty() ? options.host : config.hostName;
    target.port = options.port > 0 ? options.port : (config.port > 0 ? config.port : 22);
    target.user = !options.user.isEmpty() ? options.user : (!config.user.isEmpty() ? config.user : localUser());
    target.knownHostsPath = !options.knownHostsPath.isEmpty()
        ? options.knownHostsPath
        : (!config.userKnownHostsFiles.isEmpty() ? config.userKnownHostsFiles.first()
                                                 : QDir::homePath() + QStringLiteral("/.ssh/known_hosts"));
    target.identityFiles = options.identityFiles + config.identityFiles;
    if (target.identityFiles.isEmpty())
        target.identityFiles = defaultIdentityFiles();
    target.identitiesOnly = config.identitiesOnly;
    return target;
}

Status SshSession::configure(ssh_session session, const SshOptions &options, const SshTarget &target)
{
    // libssh reads ssh_config itself for what we do not resolve (ciphers, ProxyCommand, ...).
    // Parse it first and set our values afterwards, so explicit settings win (libssh 0.10
    // applies a config Port with ssh_options_set, overriding anything set before).
    const QByteArray alias = target.alias.toUtf8();
    ssh_options_set(session, SSH_OPTIONS_HOST, alias.constData());
    if (options.configPath != QLatin1String("none")) {
        const QByteArray path = QFile::encodeName(options.configPath);
        if (ssh_options_parse_config(session, options.configPath.isEmpty() ? nullptr : path.constData()) != SSH_OK)
            qCInfo(lcSsh) << "libssh could not parse ssh_config for" << target.displayName << lastError(session);
    }
    const QByteArray host = target.hostName.toUtf8();
    const QByteArray user = target.user.toUtf8();
    const QByteArray knownHosts = QFile::encodeName(target.knownHostsPath);
    const unsigned int port = unsigned(target.port);
    const long timeoutSeconds = qMax(1, (options.connectTimeoutMs + 999) / 1000);
    const int nodelay = 1;
    const bool processConfig = false;
    const int verbosity = lcSsh().isDebugEnabled() ? SSH_LOG_PROTOCOL : SSH_LOG_NOLOG;
    if (ssh_options_set(session, SSH_OPTIONS_HOST, host.constData()) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_PORT, &port) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_USER, user.constData()) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData()) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_TIMEOUT, &timeoutSeconds) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_NODELAY, &nodelay) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_PROCESS_CONFIG, &processConfig) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_LOG_VERBOSITY, &verbosity) != SSH_OK) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("invalid SSH settings for %1").arg(target.displayName), lastError(session));
    }
    return Ok{};
}

Result<Session> SshSession::open(const SshOptions &options, const SshTarget &target, SshPrompts &prompts,
                                 SshConnectionInfo &info)
{
    Session session(ssh_new());
    if (!session)
        return makeError(ErrorCode::Internal, tr("libssh could not create a session"));
    if (Status configured = configure(session.get(), options, target); !configured)
        return configured.error();
    info.hostName = target.hostName;
    info.port = target.port;
    info.user = target.user;
    info.knownHostsPath = target.knownHostsPath;
    if (ssh_connect(session.get()) != SSH_OK) {
        const QString why = lastError(session.get());
        if (why.startsWith(QLatin1String("Timeout connecting"))) {
            return makeError(ErrorCode::Timeout,
                             tr("cannot connect to %1 (%2 port %3): no answer within %4 s")
                                 .arg(target.displayName, target.hostName)
                                 .arg(target.port)
                                 .arg(options.connectTimeoutMs / 1000.0),
                             why);
        }
        return makeError(ErrorCode::ConnectionFailed,
                         tr("cannot connect to %1 (%2 port %3)").arg(target.displayName, target.hostName).arg(target.port),
                         why);
    }
    if (const char *banner = ssh_get_serverbanner(session.get()))
        info.serverBanner = QString::fromUtf8(banner);
    if (Status verified = verifyHostKey(session.get(), options, target, prompts, info); !verified)
        return verified.error();
    Result<QString> method = SshAuthenticator(session.get(), options, target, prompts).run();
    if (!method)
        return method.error();
    info.authMethod = method.value();
    qCDebug(lcSsh) << "connected to" << target.displayName << "as" << target.user << "by" << info.authMethod;
    return session;
}

Status SshSession::verifyHostKey(ssh_session session, const SshOptions &options, const SshTarget &target,
                                 SshPrompts &prompts, SshConnectionInfo &info)
{
    ssh_key rawKey = nullptr;
    if (ssh_get_server_publickey(session, &rawKey) != SSH_OK)
        return makeError(ErrorCode::ConnectionFailed, tr("%1 sent no host key").arg(target.displayName),
                         lastError(session));
    const Key key(rawKey);
    unsigned char *hash = nullptr;
    size_t hashLength = 0;
    if (ssh_get_publickey_hash(key.get(), SSH_PUBLICKEY_HASH_SHA256, &hash, &hashLength) != SSH_OK)
        return makeError(ErrorCode::Internal, tr("cannot hash the host key of %1").arg(target.displayName));
    const CString fingerprint(ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, hashLength));
    ssh_clean_pubkey_hash(&hash);
    info.fingerprint = QString::fromLatin1(fingerprint.get());
    info.hostKeyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key.get())));
    const QString path = target.knownHostsPath;
    const QString hostField = KnownHostsFile::hostField(target.hostName, target.port);

    switch (ssh_session_is_known_server(session)) {
    case SSH_KNOWN_HOSTS_OK:
        return Ok{};
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER: {
        // Always refused, with no override here: a changed key is what an attacker in the
        // middle looks like (libssh examples/knownhosts.c; kio-extras words it the same way).
        QList<KnownHostsEntry> old = KnownHostsFile::entriesFor(path, target.hostName, target.port);
        QString where = path;
        if (old.isEmpty()) {
            where = QStringLiteral("/etc/ssh/ssh_known_hosts");
            old = KnownHostsFile::entriesFor(where, target.hostName, target.port);
        }
        const QString lineNumbers = old.isEmpty() ? QStringLiteral("?") : QString::number(old.first().lineNumber);
        return makeError(ErrorCode::HostKeyChanged,
                         tr("the host key of %1 has CHANGED: it now presents %2 %3, but %4 records %5. Someone may "
                            "be intercepting the connection, or the host was reinstalled. Tunebench refuses to "
                            "connect. If you know the change is legitimate, remove the old key (line %6 of %4) with: "
                            "ssh-keygen -R '%7' -f '%4'")
                             .arg(target.displayName, info.hostKeyType, info.fingerprint, where,
                                  old.isEmpty() ? tr("a different key") : describeEntries(old, where), lineNumbers,
                                  hostField));
    }
    case SSH_KNOWN_HOSTS_NOT_FOUND:
    case SSH_KNOWN_HOSTS_UNKNOWN:
        break;
    case SSH_KNOWN_HOSTS_ERROR:
    default:
        return makeError(ErrorCode::Io, tr("cannot check the host key of %1 against %2").arg(target.displayName, path),
                         lastError(session));
    }

    bool accept = options.acceptNewHostKeys;
    if (!accept && !options.batchMode)
        accept = prompts.askHostKey(HostKeyRequest{0, target.displayName, info.hostKeyType, info.fingerprint, path});
    if (!accept) {
        return makeError(ErrorCode::HostKeyUnknown,
                         tr("the host key of %1 is not known yet: %2 %3. Compare it with the host's own "
                            "(ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on %1), then connect again with "
                            "--accept-new-host-keys to record it in %4")
                             .arg(target.displayName, info.hostKeyType, info.fingerprint, path));
    }
    if (ssh_session_update_known_hosts(session) != SSH_OK)
        return makeError(ErrorCode::Io, tr("cannot record the host key of %1 in %2").arg(target.displayName, path),
                         lastError(session));
    info.hostKeyRecorded = true;
    qCInfo(lcSsh) << "recorded the host key of" << target.displayName << info.fingerprint << "in" << path;
    return Ok{};
}

} // namespace Tunebench
