// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/hostreader.h"

#include "core/logging.h"
#include "core/quoting.h"

#include <QDateTime>

namespace Tunebench {

CommandOutput HostReader::run(const CommandSpec &spec)
{
    ++m_commandCount;
    qCDebug(lcTunables) << hostName() << "run" << shellJoin(spec.argv).left(120);
    return runToCompletion(m_runner, spec);
}

bool HostReader::isConnectionError(const Error &error)
{
    switch (error.code) {
    case ErrorCode::ConnectionFailed:
    case ErrorCode::ConnectionLost:
    case ErrorCode::Timeout:
    case ErrorCode::AuthenticationFailed:
    case ErrorCode::HostKeyUnknown:
    case ErrorCode::HostKeyChanged:
        return true;
    default:
        return false;
    }
}

Error HostReader::commandError(const CommandOutput &output, const QString &what)
{
    if (output.exit.kind == CommandExit::Kind::Failed && output.exit.error)
        return *output.exit.error;
    const QString stderrText = QString::fromUtf8(output.stderrData).trimmed();
    const QString stdoutText = QString::fromUtf8(output.stdoutData).trimmed();
    return makeError(ErrorCode::CommandFailed, tr("%1 %2.").arg(what, output.exit.describe()),
                     stderrText.isEmpty() ? stdoutText.left(400) : stderrText.left(400));
}

Result<std::shared_ptr<const PlatformProvider>> HostReader::provider()
{
    if (m_provider)
        return m_provider;
    const CommandOutput output = run(CommandSpec{{QStringLiteral("uname"), QStringLiteral("-s")}, {}, {}, false, 30000});
    if (!output.exit.succeeded())
        return commandError(output, tr("'uname -s' on %1").arg(hostName()));
    auto provider = providerForSystem(QString::fromUtf8(output.stdoutData));
    if (!provider)
        return provider.error();
    m_provider = provider.value();
    return m_provider;
}

Result<HostSnapshot> HostReader::read(const ReadRequest &request)
{
    if (!request.interfaceName.isEmpty()) {
        if (Status valid = TunableCatalog::validateInterfaceName(request.interfaceName); !valid)
            return valid.error();
    }
    for (const QString &name : request.extraSysctls) {
        if (Status valid = TunableCatalog::validateSysctlName(name); !valid)
            return valid.error();
    }
    auto platform = provider();
    if (!platform)
        return platform.error();
    const CommandOutput output = run(platform.value()->readCommand(request));
    // The script's own exit code is that of its last section; only a transport failure or a
    // signal means the answer is incomplete.
    if (output.exit.kind != CommandExit::Kind::Exited)
        return commandError(output, tr("Reading the tunables of %1").arg(hostName()));
    auto snapshot = platform.value()->parseRead(request, output.stdoutData);
    if (!snapshot) {
        Error error = snapshot.error();
        error.message = tr("%1: %2").arg(hostName(), error.message);
        return error;
    }
    snapshot.value().host = hostName();
    snapshot.value().takenAt = QDateTime::currentDateTimeUtc();
    return snapshot;
}

Status HostReader::requireRoot()
{
    if (m_rootConfirmed)
        return Ok{};
    const CommandOutput output = run(CommandSpec{{QStringLiteral("id"), QStringLiteral("-u")}, {}, {}, true, 30000});
    if (output.exit.kind == CommandExit::Kind::Failed && output.exit.error
        && isConnectionError(*output.exit.error))
        return *output.exit.error;
    if (output.exit.succeeded() && QString::fromUtf8(output.stdoutData).trimmed() == QLatin1String("0")) {
        m_rootConfirmed = true;
        return Ok{};
    }
    const QString why = QString::fromUtf8(output.stderrData).trimmed();
    return makeError(ErrorCode::PermissionDenied,
                     tr("Changing tunables on %1 needs root: log in as root, or as a user who may run "
                        "'sudo -n' without a password. Nothing was changed.")
                         .arg(hostName()),
                     why.isEmpty() ? output.exit.describe() : why.left(300));
}

} // namespace Tunebench
