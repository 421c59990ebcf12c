// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace Tunebench {

/// The settings ssh_config(5) gives one host, resolved the way OpenSSH does: Host patterns
/// (wildcards, negation) match the name the user typed, the first value obtained wins, and
/// IdentityFile accumulates. We resolve these ourselves because libssh 0.10 matches later Host
/// blocks against the HostName it has just substituted, so `Host alias1 alias2` blocks after a
/// `HostName` line are silently skipped (observed on the test bed's ssh_config).
struct SshConfigEntry
{
    QString hostName;            ///< HostName, tokens expanded; empty = the alias itself
    QString user;
    int port = 0;
    QStringList identityFiles;   ///< tokens and ~ expanded
    QStringList userKnownHostsFiles;
    bool identitiesOnly = false;
    int connectTimeoutSeconds = 0;
    int serverAliveIntervalSeconds = 0;
    int serverAliveCountMax = 0;
    QString proxyJump;           ///< reported as unsupported; never silently ignored
    QStringList warnings;        ///< e.g. an unreadable Include or an unsupported Match criterion
};

class SshConfig
{
public:
    /// Resolves @p alias from @p path (like `ssh -F path`), or from ~/.ssh/config and then
    /// /etc/ssh/ssh_config when @p path is empty; "none" reads no file. A missing file is no error.
    [[nodiscard]] static SshConfigEntry resolve(const QString &alias, const QString &path = {});
    /// Resolves @p alias from config text; relative Include paths are taken from @p includeDir.
    [[nodiscard]] static SshConfigEntry resolveText(const QString &alias, const QString &text,
                                                    const QString &includeDir);
    /// Expands ~ and the tokens %d %h %u %r %p %n %% of IdentityFile and UserKnownHostsFile.
    [[nodiscard]] static QString expandPath(const QString &path, const QString &alias, const QString &hostName,
                                            const QString &remoteUser, int port);
    /// OpenSSH's pattern-list match: any positive pattern matches and no negated one does.
    [[nodiscard]] static bool matchPatternList(const QString &host, const QStringList &patterns);
};

} // namespace Tunebench
