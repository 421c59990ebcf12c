// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "transport/commandrunner.h"
#include "transport/ssh/sshoptions.h"

#include <QCoreApplication>

#include <optional>

namespace Tunebench {

/// Turns a CommandSpec into the one line sshd hands to `$SHELL -c`, and reads sudo's refusals.
/// Every argv element is POSIX single-quoted (core/quoting.h), so the remote process receives
/// exactly the argv given.
class RemoteCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoteCommand)
public:
    /// `[sudo -n --] [env K=V...] argv...`: what the host runs for @p spec, unquoted.
    [[nodiscard]] static Result<QStringList> words(const CommandSpec &spec, bool loggedInAsRoot, Privilege privilege,
                                                   const QString &host);
    /// `echo $$; exec WORDS...` quoted. The shell prints its pid, which the exec'd command
    /// keeps; sshd made it a session leader (setsid), so the pid is also the process group that
    /// a cancel kills when sshd ignores signal requests (root logins).
    [[nodiscard]] static Result<QString> commandLine(const CommandSpec &spec, bool loggedInAsRoot,
                                                     Privilege privilege, const QString &host);
    /// `kill -SIGNAL -- -PGID` (through `sudo -n` when the command ran through it).
    [[nodiscard]] static QString killLine(qint64 processGroup, const QString &signal, bool viaSudo);
    /// The same as an argv, for the remote shell.
    [[nodiscard]] static QStringList killWords(qint64 processGroup, const QString &signal, bool viaSudo);
    /// Whether the command went through sudo.
    [[nodiscard]] static bool usesSudo(const CommandSpec &spec, bool loggedInAsRoot);
    /// Maps sudo's own refusals ("a password is required", "not in the sudoers file", no sudo
    /// at all) to an error that says what to configure; nullopt when stderr is not sudo's.
    [[nodiscard]] static std::optional<Error> sudoFailure(int exitCode, const QByteArray &stderrHead,
                                                          const QString &host, const QString &user);

    /// What ended a command that exited with @p code, as users should read it: sudo's refusals
    /// and "program not found" (the shell's 127 and its message on stderr) become errors.
    struct Ended
    {
        const CommandSpec &spec;
        bool viaSudo = false;
        QString host;
        QString user;
    };
    [[nodiscard]] static CommandExit exitFromCode(const Ended &command, int code, const QByteArray &stderrHead);
};

} // namespace Tunebench
