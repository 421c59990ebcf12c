// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netservermanager.h"

#include "core/logging.h"
#include "netperf/netperffailure.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QRegularExpression>
#include <QTimer>

namespace Tunebench {

namespace {

constexpr int commandTimeoutMs = 15000;

CommandOutput run(CommandRunner &runner, const QStringList &argv)
{
    CommandSpec spec;
    spec.argv = argv;
    spec.timeoutMs = commandTimeoutMs;
    return runToCompletion(runner, spec);
}

bool programMissing(const CommandOutput &output)
{
    const CommandExit &exit = output.exit;
    if (exit.kind == CommandExit::Kind::Failed && exit.error && exit.error->code == ErrorCode::NotFound)
        return true;
    return exit.kind == CommandExit::Kind::Exited && exit.exitCode == 127;
}

void pause(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

NetserverManager::NetserverManager(CommandRunner &server, int port) : m_server(server), m_port(port) { }

NetserverStatus NetserverManager::parseSs(const QString &output, int port)
{
    // "LISTEN 0 1024 0.0.0.0:12865 0.0.0.0:* users:(("netserver",pid=8810,fd=4))"
    static const QRegularExpression user(QStringLiteral("users:\\(\\(\"([^\"]*)\",pid=(\\d+)"));
    NetserverStatus status;
    status.port = port;
    const QString suffix = QLatin1Char(':') + QString::number(port);
    for (const QString &line : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.simplified().split(QLatin1Char(' '));
        if (fields.size() < 4 || !fields.at(3).endsWith(suffix))
            continue;
        status.listening = true;
        const QRegularExpressionMatch match = user.match(line);
        if (match.hasMatch() && !status.ownerKnown) {
            status.ownerKnown = true;
            status.owner = match.captured(1);
            status.pid = match.captured(2).toLongLong();
        }
    }
    status.isNetserver = status.listening && (!status.ownerKnown || status.owner == QLatin1String("netserver"));
    return status;
}

NetserverStatus NetserverManager::parseProcNetTcp(const QString &output, int port)
{
    // "  0: 00000000:3259 00000000:0000 0A ..." : local address:port in hex, state 0A = LISTEN.
    NetserverStatus status;
    status.port = port;
    const QString portHex = QStringLiteral(":%1").arg(port, 4, 16, QLatin1Char('0')).toUpper();
    for (const QString &line : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.simplified().split(QLatin1Char(' '));
        if (fields.size() > 3 && fields.at(1).toUpper().endsWith(portHex) && fields.at(3) == QLatin1String("0A"))
            status.listening = true;
    }
    status.isNetserver = status.listening;
    return status;
}

Result<NetserverStatus> NetserverManager::detect()
{
    const CommandOutput ss = run(m_server, {QStringLiteral("ss"), QStringLiteral("-Hltnp"),
                                            QStringLiteral("sport = :%1").arg(m_port)});
    if (ss.exit.succeeded())
        return parseSs(QString::fromUtf8(ss.stdoutData), m_port);
    if (!programMissing(ss)) {
        return makeError(ErrorCode::CommandFailed,
                         tr("Cannot see which ports listen on %1: 'ss' %2.").arg(m_server.hostName(), ss.exit.describe()),
                         QString::fromUtf8(ss.stderrData));
    }
    const CommandOutput proc = run(m_server, {QStringLiteral("cat"), QStringLiteral("/proc/net/tcp"), QStringLiteral("/proc/net/tcp6")});
    if (proc.stdoutData.isEmpty())
        return makeError(ErrorCode::NotFound,
                         tr("Cannot see which ports listen on %1: install iproute2 ('ss') there.").arg(m_server.hostName()));
    return parseProcNetTcp(QString::fromUtf8(proc.stdoutData), m_port);
}

Error NetserverManager::heldByOther(const NetserverStatus &status) const
{
    return makeError(ErrorCode::InvalidArgument,
                     tr("Port %1 on %2 is held by '%3' (pid %4), not by netserver. Stop that program or choose another "
                        "netserver port.")
                         .arg(QString::number(m_port), m_server.hostName(), status.owner, QString::number(status.pid)));
}

Result<NetserverStatus> NetserverManager::ensureRunning(AddressFamily family)
{
    Result<NetserverStatus> status = detect();
    if (!status)
        return status;
    if (status->listening) {
        if (!status->isNetserver)
            return heldByOther(*status);
        NetserverStatus found = *status;
        found.startedByUs = startedByUs() && found.pid == m_startedPid;
        return found;
    }
    QStringList argv{QStringLiteral("netserver"), QStringLiteral("-p"), QString::number(m_port)};
    if (family == AddressFamily::IPv4)
        argv << QStringLiteral("-4");
    else if (family == AddressFamily::IPv6)
        argv << QStringLiteral("-6");
    // netserver forks into the background with its output on /dev/null, so this returns at once.
    const CommandOutput started = run(m_server, argv);
    if (programMissing(started))
        return notInstalledError(QStringLiteral("netserver"), m_server.hostName());
    const QByteArray printed = started.stdoutData + started.stderrData;
    if (!started.exit.succeeded() || printed.contains("Unable to start netserver")) {
        // Another Tunebench (or anyone) may have started one between our look and our start:
        // then the port is taken by a netserver, which serves us as well.
        Result<NetserverStatus> again = detect();
        if (again && again->listening && again->isNetserver) {
            qCInfo(lcNetperf) << "netserver on" << m_server.hostName() << "port" << m_port
                              << "was started by someone else meanwhile; using it";
            return again;
        }
        return makeError(ErrorCode::CommandFailed,
                         tr("netserver did not start on %1 port %2 (%3).").arg(m_server.hostName()).arg(m_port).arg(started.exit.describe()),
                         QString::fromUtf8(printed).trimmed());
    }
    Result<NetserverStatus> up = waitForListener(true, 5000);
    if (!up)
        return up;
    if (!up->isNetserver)
        return heldByOther(*up);
    m_startedPid = up->pid;
    qCInfo(lcNetperf) << "started netserver on" << m_server.hostName() << "port" << m_port << "pid" << m_startedPid;
    NetserverStatus result = *up;
    result.startedByUs = true;
    return result;
}

Result<NetserverStatus> NetserverManager::waitForListener(bool listening, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (true) {
        Result<NetserverStatus> status = detect();
        if (!status || status->listening == listening)
            return status;
        if (timer.elapsed() > timeoutMs) {
            return makeError(ErrorCode::Timeout, listening
                                 ? tr("netserver on %1 did not start listening on port %2 within %3 s.")
                                       .arg(m_server.hostName()).arg(m_port).arg(timeoutMs / 1000)
                                 : tr("netserver on %1 still listens on port %2 after %3 s.")
                                       .arg(m_server.hostName()).arg(m_port).arg(timeoutMs / 1000));
        }
        pause(100);
    }
}

Status NetserverManager::stop()
{
    if (!startedByUs())
        return Ok{};
    const QString pid = QString::number(m_startedPid);
    // Only signal the process if it still is the netserver we started (pids are reused).
    const CommandOutput comm = run(m_server, {QStringLiteral("cat"), QStringLiteral("/proc/%1/comm").arg(pid)});
    if (!comm.exit.succeeded() || comm.stdoutData.trimmed() != "netserver") {
        m_startedPid = -1;
        return Ok{};
    }
    const CommandOutput killed = run(m_server, {QStringLiteral("kill"), QStringLiteral("-TERM"), pid});
    if (!killed.exit.succeeded()) {
        return makeError(ErrorCode::CommandFailed,
                         tr("Cannot stop the netserver Tunebench started on %1 (pid %2): %3")
                             .arg(m_server.hostName(), pid, killed.exit.describe()),
                         QString::fromUtf8(killed.stderrData));
    }
    Result<NetserverStatus> down = waitForListener(false, 3000);
    if (!down) {
        (void)run(m_server, {QStringLiteral("kill"), QStringLiteral("-KILL"), pid});
        down = waitForListener(false, 2000);
    }
    if (!down)
        return down.error();
    qCInfo(lcNetperf) << "stopped netserver on" << m_server.hostName() << "pid" << pid;
    m_startedPid = -1;
    return Ok{};
}

} // namespace Tunebench
