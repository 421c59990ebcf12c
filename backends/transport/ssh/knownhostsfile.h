// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace Tunebench {

/// One key line of an OpenSSH known_hosts file that names a given host.
struct KnownHostsEntry
{
    int lineNumber = 0;   ///< 1-based
    QString keyType;      ///< e.g. "ssh-ed25519"
    QString fingerprint;  ///< "SHA256:..." as `ssh-keygen -l` prints it
    QString line;         ///< the line as it is in the file
    bool hashed = false;
};

/// Reads OpenSSH known_hosts files (sshd(8) "SSH_KNOWN_HOSTS FILE FORMAT"): plain and hashed
/// (`|1|salt|hmac`) host fields, `[host]:port` for other ports, patterns with * ? and !,
/// @cert-authority and @revoked markers (skipped: we never match them). libssh decides whether
/// a key is known; this class names the lines and old fingerprints a user needs in an error.
class KnownHostsFile
{
public:
    /// Key lines of @p path that apply to @p host on @p port, in file order.
    [[nodiscard]] static QList<KnownHostsEntry> entriesFor(const QString &path, const QString &host, int port);
    [[nodiscard]] static QList<KnownHostsEntry> entriesForText(const QByteArray &text, const QString &host, int port);
    /// "SHA256:" + unpadded base64 of SHA-256 over the key blob, as OpenSSH prints it.
    [[nodiscard]] static QString fingerprint(const QByteArray &keyBlob);
    /// The host field form OpenSSH uses: "host" on port 22, else "[host]:port".
    [[nodiscard]] static QString hostField(const QString &host, int port);
};

} // namespace Tunebench
