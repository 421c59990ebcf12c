// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/remotecommand.h"

#include "core/quoting.h"

#include <QRegularExpression>

#include <algorithm>

namespace Tunebench {

bool RemoteCommand::usesSudo(const CommandSpec &spec, bool loggedInAsRoot)
{
    return spec.needsRoot && !loggedInAsRoot;
}

Result<QStringList> RemoteCommand::words(const CommandSpec &spec, bool loggedInAsRoot, Privilege privilege,
                                          const QString &host)
{
    if (spec.argv.isEmpty() || spec.argv.first().isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("empty command"));
    if (usesSudo(spec, loggedInAsRoot) && privilege == Privilege::Never) {
        return makeError(ErrorCode::PermissionDenied,
                         tr("'%1' needs root on %2, but this host is set up never to use sudo: connect as root "
                            "or allow sudo for this host")
                             .arg(spec.argv.first(), host));
    }
    QStringList argv;
    if (usesSudo(spec, loggedInAsRoot))
        argv << QStringLiteral("sudo") << QStringLiteral("-n") << QStringLiteral("--");
    if (!spec.environment.isEmpty()) {
        static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
        argv << QStringLiteral("env");
        for (auto it = spec.environment.cbegin(); it != spec.environment.cend(); ++it) {
            if (!name.match(it.key()).hasMatch())
                return makeError(ErrorCode::InvalidArgument,
                                 tr("'%1' is not a valid environment variable name").arg(it.key()));
            argv << it.key() + QLatin1Char('=') + it.value();
        }
    }
    argv << spec.argv;
    // Neither an exec request nor a shell variable can hold NUL: it would cut the argument short.
    if (std::any_of(argv.cbegin(), argv.cend(), [](const QString &word) { return word.contains(QChar(0)); }))
        return makeError(ErrorCode::InvalidArgument, tr("'%1' has an argument with a NUL character, which no remote "
                                                        "command can receive")
                                                         .arg(spec.argv.first()));
    return argv;
}

Result<QString> RemoteCommand::commandLine(const CommandSpec &spec, bool loggedInAsRoot, Privilege privilege,
                                           const QString &host)
{
    Result<QStringList> argv = words(spec, loggedInAsRoot, privilege, host);
    if (!argv)
        return argv.error();
    return QString(QStringLiteral("echo $$; exec ") + shellJoin(argv.value()));
}

QStringList RemoteCommand::killWords(qint64 processGroup, const QString &signal, bool viaSudo)
{
    QStringList argv;
    if (viaSudo)
        argv << QStringLiteral("sudo") << QStringLiteral("-n") << QStringLiteral("--");
    argv << QStringLiteral("kill") << QLatin1Char('-') + signal << QStringLiteral("--")
         << QLatin1Char('-') + QString::number(processGroup);
    return argv;
}

QString RemoteCommand::killLine(qint64 processGroup, const QString &signal, bool viaSudo)
{
    return shellJoin(killWords(processGroup, signal, viaSudo));
}

std::optional<Error> RemoteCommand::sudoFailure(int exitCode, const QByteArray &stderrHead, const QString &host,
                                                const QString &user)
{
    const QString text = QString::fromUtf8(stderrHead);
    const QString rule = QStringLiteral("%1 ALL=(ALL) NOPASSWD: ALL").arg(user);
    if (exitCode == 127 && QRegularExpression(QStringLiteral("\\bsudo: (command )?not found|sudo: not found"))
                               .match(text)
                               .hasMatch()) {
        return makeError(ErrorCode::NotFound,
                         tr("sudo is not installed on %1: install it (e.g. apt-get install sudo) or connect as root")
                             .arg(host),
                         text.trimmed());
    }
    if (exitCode != 1)
        return std::nullopt;
    if (text.contains(QLatin1String("is not in the sudoers file"))) {
        return makeError(ErrorCode::PermissionDenied,
                         tr("%1 is not in the sudoers file on %2: add the rule '%3' (visudo -f "
                            "/etc/sudoers.d/tunebench) or connect as root")
                             .arg(user, host, rule),
                         text.trimmed());
    }
    if (text.startsWith(QLatin1String("sudo: a password is required"))
        || text.startsWith(QLatin1String("sudo: a terminal is required"))) {
        // sudo -n says this both when a password would be needed and when the user may not use
        // sudo at all (it stops before consulting the rules), so name both remedies.
        return makeError(ErrorCode::PermissionDenied,
                         tr("sudo on %1 wants a password for %2, or %2 may not use sudo at all: Tunebench never "
                            "types passwords into sudo, so add the rule '%3' (visudo -f /etc/sudoers.d/tunebench) "
                            "or connect as root")
                             .arg(host, user, rule),
                         text.trimmed());
    }
    if (text.contains(QLatin1String("is not allowed to execute"))) {
        return makeError(ErrorCode::PermissionDenied,
                         tr("sudo on %1 does not allow %2 to run this command as root: extend the sudoers rule "
                            "(visudo -f /etc/sudoers.d/tunebench) or connect as root")
                             .arg(host, user),
                         text.trimmed());
    }
    return std::nullopt;
}

CommandExit RemoteCommand::exitFromCode(const Ended &command, int code, const QByteArray &stderrHead)
{
    CommandExit exit;
    if (command.viaSudo) {
        if (auto refused = sudoFailure(code, stderrHead, command.host, command.user)) {
            exit.error = *refused;
            return exit;
        }
    }
    const QString program = command.spec.argv.value(0);
    const QString head = QString::fromUtf8(stderrHead);
    // dash: "exec: prog: not found"; bash: "prog: No such file or directory" or "exec: prog: not
    // found"; setsid(1): "failed to execute prog: No such file or directory".
    const bool shellMissing = code == 127 && head.contains(program + QLatin1String(": "))
        && (head.contains(QLatin1String("not found")) || head.contains(QLatin1String("No such file or directory")));
    if (shellMissing
        || (command.viaSudo && code == 1
            && head.startsWith(QLatin1String("sudo: ") + program + QLatin1String(": command not found")))) {
        exit.error = makeError(ErrorCode::NotFound, tr("cannot run '%1' on %2: not found").arg(program, command.host),
                               head.trimmed());
        return exit;
    }
    exit.kind = CommandExit::Kind::Exited;
    exit.exitCode = code;
    return exit;
}

} // namespace Tunebench
