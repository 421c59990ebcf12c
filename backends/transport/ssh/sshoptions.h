// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace Tunebench {

/// How commands with CommandSpec::needsRoot get root on a host.
enum class Privilege {
    Auto,  ///< as is when logged in as root, else through `sudo -n`
    Never, ///< never escalate: such commands fail unless logged in as root
};

/// Everything an SshRunner needs to reach one host. Empty fields fall back to ~/.ssh/config (or
/// the file in configPath) and then to OpenSSH's defaults, like the `ssh` command does.
struct SshOptions
{
    QString host;          ///< host name, address or ssh_config alias (no user, no port)
    QString user;          ///< explicit user; wins over ssh_config's User
    int port = 0;          ///< explicit port; wins over ssh_config's Port; 0 = not given
    QStringList identityFiles; ///< tried before ssh_config's IdentityFile entries (like ssh -i)
    QString knownHostsPath;    ///< wins over ssh_config's UserKnownHostsFile; default ~/.ssh/known_hosts
    QString configPath;        ///< ssh_config to read; empty = ~/.ssh/config, "none" = no file
    bool acceptNewHostKeys = false; ///< record unknown host keys without asking
    bool batchMode = false;         ///< never ask: unknown keys and missing secrets fail at once
    bool useAgent = true;           ///< offer the keys of $SSH_AUTH_SOCK's agent first
    Privilege privilege = Privilege::Auto;
    int connectTimeoutMs = 10000;   ///< TCP connect, handshake and every blocking protocol step
    int deadPeerTimeoutMs = 10000;  ///< silence after which the connection counts as lost
    int maxChannels = 8;            ///< concurrent commands on channels of their own; more wait (sshd's MaxSessions is 10)
    /// Run commands through one remote shell per connection (the login shell and ~/.bashrc start
    /// once, not for every command); false: a channel, and a login shell, for every command.
    /// Commands use their own channels anyway when the remote shell cannot start.
    bool remoteShell = true;
};

/// How commands run on a connection, decided once it is open (and shown by `probe`).
struct RemoteShellInfo
{
    bool dispatcher = false; ///< through one remote shell for the whole connection
    QString reason;          ///< why each command gets a channel and a login shell of its own
};

/// What the worker learned while connecting; shown by the probe and in the GUI.
struct SshConnectionInfo
{
    QString hostName;      ///< what was connected to (after ssh_config's HostName)
    int port = 22;
    QString user;
    QString hostKeyType;   ///< e.g. "ssh-ed25519"
    QString fingerprint;   ///< "SHA256:..."
    QString knownHostsPath;
    bool hostKeyRecorded = false; ///< the key was new and has just been written to knownHostsPath
    QString authMethod;    ///< e.g. "publickey (agent)", "publickey (/home/u/.ssh/id_ed25519)", "password"
    QString serverBanner;  ///< e.g. "SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3"
};

/// A secret the worker needs: a key's passphrase or the user's password. Answer it with
/// SshRunner::answerCredential() or declineCredential(); the secret never appears in any log.
struct CredentialRequest
{
    enum class Kind { KeyPassphrase, Password };
    quint64 id = 0;
    Kind kind = Kind::Password;
    QString host;      ///< the host as users named it
    QString user;
    QString keyFile;   ///< the encrypted key (KeyPassphrase only)
    QString prompt;    ///< one translated sentence to show
    QString notice;    ///< why we ask again, or why the keychain could not help; may be empty
    QString storeKey;  ///< the keychain entry this secret is saved under when the user wants
};

/// An unknown host key: accept (recorded in knownHostsPath) or refuse.
struct HostKeyRequest
{
    quint64 id = 0;
    QString host;
    QString hostKeyType;
    QString fingerprint;
    QString knownHostsPath;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::SshConnectionInfo)
Q_DECLARE_METATYPE(Tunebench::RemoteShellInfo)
Q_DECLARE_METATYPE(Tunebench::CredentialRequest)
Q_DECLARE_METATYPE(Tunebench::HostKeyRequest)
