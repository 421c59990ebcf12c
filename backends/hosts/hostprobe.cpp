// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/hostprobe.h"

#include "core/logging.h"
#include "hosts/probeparsers.h"
#include "transport/ssh/remotecommand.h"
#include "transport/ssh/sshrunner.h"

#include <QEventLoop>

namespace Tunebench {

namespace {

// Fixed scripts (no user input goes into them); each prints key=value lines or a table.
const char SystemScript[] = R"sh(echo "user=$(id -un)"; echo "uid=$(id -u)"; echo "kernel=$(uname -r)"
echo "arch=$(uname -m)"; echo "cpus=$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc)"
if [ -r /etc/os-release ]; then . /etc/os-release; echo "os_id=$ID"; echo "os_like=$ID_LIKE"; echo "os_name=$PRETTY_NAME"; fi)sh";

const char SysfsScript[] = R"sh(for d in /sys/class/net/*; do n=${d##*/}; drv=
if [ -e "$d/device/driver" ]; then drv=$(basename "$(readlink -f "$d/device/driver")"); fi
sp=$(cat "$d/speed" 2>/dev/null) || sp=; printf '%s\t%s\t%s\n' "$n" "$drv" "$sp"; done)sh";

// Non-root PATHs often lack the sbin directories where ethtool lives.
const char ToolsScript[] = R"sh(PATH="$PATH:/usr/sbin:/sbin:/usr/local/sbin"
for t in netperf netserver ethtool; do echo "$t.path=$(command -v "$t" 2>/dev/null)"; done
if p=$(command -v netperf 2>/dev/null); then echo "netperf.version=$(netperf -V 2>&1 | head -n 1)"
  if grep -q -a 'Interim result' "$p"; then echo netperf.demo=yes; else echo netperf.demo=no; fi; fi
if command -v netserver >/dev/null 2>&1; then echo "netserver.version=$(netserver -V 2>&1 | head -n 1)"; fi
if command -v ethtool >/dev/null 2>&1; then echo "ethtool.version=$(ethtool --version 2>&1 | head -n 1)"; fi
true)sh";

bool isConnectionError(const CommandExit &exit)
{
    if (exit.kind != CommandExit::Kind::Failed || !exit.error)
        return false;
    switch (exit.error->code) {
    case ErrorCode::ConnectionFailed:
    case ErrorCode::ConnectionLost:
    case ErrorCode::AuthenticationFailed:
    case ErrorCode::HostKeyUnknown:
    case ErrorCode::HostKeyChanged:
    case ErrorCode::Timeout:
    case ErrorCode::Unsupported:
        return true;
    default:
        return false;
    }
}

} // namespace

HostProbe::HostProbe(CommandRunner &runner, QObject *parent) : QObject(parent), m_runner(&runner) { }

void HostProbe::start()
{
    m_result = ProbeResult{};
    m_result.host = m_runner->hostName();
    m_outputs.clear();
    const QString sh = QStringLiteral("sh");
    const QString c = QStringLiteral("-c");
    launch(Step::System, {sh, c, QString::fromLatin1(SystemScript)});
    launch(Step::Sudo, {QStringLiteral("sudo"), QStringLiteral("-n"), QStringLiteral("true")});
    launch(Step::Links, {QStringLiteral("ip"), QStringLiteral("-j"), QStringLiteral("-d"), QStringLiteral("addr"),
                         QStringLiteral("show")});
    launch(Step::Sysfs, {sh, c, QString::fromLatin1(SysfsScript)});
    launch(Step::Tools, {sh, c, QString::fromLatin1(ToolsScript)});
}

void HostProbe::launch(Step step, const QStringList &argv)
{
    CommandSpec spec;
    spec.argv = argv;
    spec.timeoutMs = 30000;
    CommandProcess *process = m_runner->start(spec, this);
    auto output = std::make_shared<CommandOutput>();
    connect(process, &CommandProcess::stdoutData, this, [output](const QByteArray &d) { output->stdoutData += d; });
    connect(process, &CommandProcess::stderrData, this, [output](const QByteArray &d) { output->stderrData += d; });
    connect(process, &CommandProcess::finished, this, [this, step, output, process](const CommandExit &exit) {
        output->exit = exit;
        process->deleteLater();
        onFinished(step, *output);
    });
    ++m_running;
}

void HostProbe::onFinished(Step step, const CommandOutput &output)
{
    m_outputs.insert(step, output);
    if (--m_running == 0)
        measureClock();
}

// After the other commands: the connection is open and the host idle, so the round trip is the
// clock command's own.
void HostProbe::measureClock()
{
    m_clock.reset();
    if (isConnectionError(m_outputs.value(Step::System).exit)) {
        assemble();
        return;
    }
    auto *clock = new HostClockProbe(*m_runner, this);
    connect(clock, &HostClockProbe::finished, this, [this, clock] {
        m_clock = clock->result();
        clock->deleteLater();
        assemble();
    });
    clock->start();
}

void HostProbe::assemble()
{
    const CommandOutput &system = m_outputs.value(Step::System);
    if (isConnectionError(system.exit)) {
        m_result.reachable = false;
        m_result.error = system.exit.error;
        Q_EMIT finished(m_result);
        return;
    }
    m_result.reachable = true;
    if (auto *ssh = qobject_cast<SshRunner *>(m_runner.data())) {
        if (const auto info = ssh->connectionInfo()) {
            m_result.fingerprint = info->fingerprint;
            m_result.hostKeyType = info->hostKeyType;
        }
        assembleRemoteShell(ssh->remoteShell());
    }
    assembleSystem(system);
    assemblePrivilege(m_outputs.value(Step::Sudo));
    assembleInterfaces(m_outputs.value(Step::Links), m_outputs.value(Step::Sysfs));
    assembleTools(m_outputs.value(Step::Tools));
    assembleClock();
    Q_EMIT finished(m_result);
}

void HostProbe::assembleRemoteShell(const std::optional<RemoteShellInfo> &shell)
{
    // Decided before the first command ran, so known once the probe's commands finished.
    if (!shell)
        return;
    m_result.remoteShell = shell->dispatcher ? QStringLiteral("dispatcher") : QStringLiteral("per-command");
    if (shell->dispatcher)
        return;
    m_result.remoteShellDetail = shell->reason;
    m_result.problems << tr("Every command on %1 starts a login shell of its own, so start-up files such as "
                            "~/.bashrc run for each one (%2)")
                             .arg(m_result.host, shell->reason);
}

void HostProbe::assembleSystem(const CommandOutput &output)
{
    if (!output.exit.succeeded())
        m_result.problems << tr("The system facts could not be read: %1").arg(output.exit.describe());
    const QMap<QString, QString> values = ProbeParsers::keyValues(output.stdoutData);
    m_result.user = values.value(QStringLiteral("user"));
    m_result.uid = values.value(QStringLiteral("uid"), QStringLiteral("-1")).toInt();
    m_result.kernel = values.value(QStringLiteral("kernel"));
    m_result.arch = values.value(QStringLiteral("arch"));
    m_result.cpus = values.value(QStringLiteral("cpus")).toInt();
    m_result.os = values.value(QStringLiteral("os_name"));
    m_result.osId = values.value(QStringLiteral("os_id"));
}

void HostProbe::assemblePrivilege(const CommandOutput &output)
{
    if (m_result.uid == 0) {
        m_result.privilege = QStringLiteral("root");
        return;
    }
    if (output.exit.succeeded()) {
        m_result.privilege = QStringLiteral("sudo");
        return;
    }
    m_result.privilege = QStringLiteral("none");
    if (output.exit.kind == CommandExit::Kind::Failed && output.exit.error) {
        m_result.privilegeDetail = output.exit.error->code == ErrorCode::NotFound
            ? tr("sudo is not installed on %1: install it or connect as root").arg(m_result.host)
            : output.exit.error->message;
    } else if (auto refused = RemoteCommand::sudoFailure(output.exit.exitCode, output.stderrData, m_result.host,
                                                         m_result.user)) {
        m_result.privilegeDetail = refused->message;
    } else {
        m_result.privilegeDetail = tr("'sudo -n true' failed on %1: %2")
                                       .arg(m_result.host, QString::fromUtf8(output.stderrData).trimmed());
    }
    m_result.problems << tr("No root privileges on %1 (needed to change tunables): %2")
                             .arg(m_result.host, m_result.privilegeDetail);
}

void HostProbe::assembleInterfaces(const CommandOutput &links, const CommandOutput &sysfs)
{
    if (!links.exit.succeeded()) {
        m_result.problems << tr("'ip -j -d addr show' failed on %1 (%2): install iproute2")
                                 .arg(m_result.host, links.exit.describe());
        return;
    }
    Result<QList<InterfaceInfo>> parsed = ProbeParsers::interfaces(links.stdoutData);
    if (!parsed) {
        m_result.problems << parsed.error().toString();
        return;
    }
    m_result.interfaces = parsed.value();
    ProbeParsers::mergeSysfs(m_result.interfaces, sysfs.stdoutData);
}

void HostProbe::assembleTools(const CommandOutput &output)
{
    const QMap<QString, QString> values = ProbeParsers::keyValues(output.stdoutData);
    const QString osLike = ProbeParsers::keyValues(m_outputs.value(Step::System).stdoutData).value(QStringLiteral("os_like"));
    auto fill = [&](ToolInfo &tool, const QString &name) {
        tool.name = name;
        tool.path = values.value(name + QStringLiteral(".path"));
        tool.present = !tool.path.isEmpty();
        tool.version = ProbeParsers::versionNumber(values.value(name + QStringLiteral(".version")));
        if (!tool.present) {
            tool.installHint = ProbeParsers::installHint(name, m_result.osId, osLike);
            m_result.problems << tr("%1 is missing on %2: %3").arg(name, m_result.host, tool.installHint);
        }
    };
    fill(m_result.netperf, QStringLiteral("netperf"));
    fill(m_result.netserver, QStringLiteral("netserver"));
    fill(m_result.ethtool, QStringLiteral("ethtool"));
    m_result.netperfDemoMode = values.value(QStringLiteral("netperf.demo")) == QLatin1String("yes");
    if (m_result.netperf.present && !m_result.netperfDemoMode)
        m_result.problems << tr("netperf on %1 was built without --enable-demo, so it cannot report interim "
                                "results (-D): rebuild it with './configure --enable-demo'")
                                 .arg(m_result.host);
}

void HostProbe::assembleClock()
{
    if (!m_clock)
        return;
    if (!*m_clock) {
        m_result.clockError = m_clock->error().message;
        return;
    }
    const ClockRoundTrip &trip = m_clock->value();
    m_result.clock = ClockOffset {trip.offset(), trip.uncertainty(), ClockOffset::Method::RoundTrip};
    if (const QString warning = HostClock::warning(m_result.host, *m_result.clock); !warning.isEmpty())
        m_result.problems << warning;
}

ProbeResult HostProbe::run(CommandRunner &runner)
{
    HostProbe probe(runner);
    QEventLoop loop;
    connect(&probe, &HostProbe::finished, &loop, &QEventLoop::quit);
    probe.start();
    loop.exec();
    return probe.result();
}

} // namespace Tunebench
