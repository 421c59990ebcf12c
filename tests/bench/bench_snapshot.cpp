// SPDX-License-Identifier: GPL-3.0-or-later
// A full tunables snapshot of the bed's server over one open SSH connection (one command
// round), against the shell-script way: the same facts read with one `ssh HOST ethtool ...`,
// `cat` or `sysctl -n` process per fact (OpenSSH client, the bed's ssh_config). Samples
// alternate between the two so that drift hits both alike. Needs the test bed.
#include "benchsupport.h"
#include "hosts/hostconnector.h"
#include "testbed.h"
#include "tunables/hostreader.h"
#include "tunables/knownsysctls.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QProcess>

#include <cstdio>

using namespace Tunebench;
using namespace Tunebench::Bench;

namespace {

// What one snapshot records, one remote process each, as a script would gather it.
QList<QStringList> factCommands(const QString &interfaceName)
{
    const QString net = QStringLiteral("/sys/class/net/") + interfaceName;
    QList<QStringList> commands = {
        {QStringLiteral("uname"), QStringLiteral("-srv")},
        {QStringLiteral("ethtool"), QStringLiteral("--version")},
        {QStringLiteral("ls"), QStringLiteral("/sys/class/net")},
        {QStringLiteral("ethtool"), QStringLiteral("-i"), interfaceName},
        {QStringLiteral("ethtool"), QStringLiteral("--json"), QStringLiteral("-k"), interfaceName},
        {QStringLiteral("ethtool"), QStringLiteral("-c"), interfaceName},
        {QStringLiteral("ethtool"), QStringLiteral("-g"), interfaceName},
        {QStringLiteral("ethtool"), QStringLiteral("-l"), interfaceName},
        {QStringLiteral("cat"), net + QStringLiteral("/mtu")},
        {QStringLiteral("cat"), net + QStringLiteral("/speed")},
        {QStringLiteral("cat"), net + QStringLiteral("/operstate")},
        {QStringLiteral("ls"), net + QStringLiteral("/device/msi_irqs")},
        {QStringLiteral("cat"), net + QStringLiteral("/queues/rx-0/rps_cpus")},
        {QStringLiteral("cat"), net + QStringLiteral("/queues/rx-1/rps_cpus")},
        {QStringLiteral("cat"), net + QStringLiteral("/queues/tx-0/xps_cpus")},
        {QStringLiteral("cat"), net + QStringLiteral("/queues/tx-1/xps_cpus")},
    };
    for (const QString &name : linuxKnownSysctls())
        commands << QStringList{QStringLiteral("sysctl"), QStringLiteral("-n"), name};
    return commands;
}

double scriptWay(const QString &sshConfig, const QString &host, const QList<QStringList> &commands)
{
    QElapsedTimer timer;
    timer.start();
    for (const QStringList &command : commands) {
        QProcess ssh;
        ssh.start(QStringLiteral("ssh"), QStringList{QStringLiteral("-F"), sshConfig, host} + command);
        if (!ssh.waitForFinished(30000) || ssh.exitStatus() != QProcess::NormalExit || ssh.exitCode() == 255)
            qFatal("ssh %s failed: %s", qPrintable(command.join(QLatin1Char(' '))), ssh.readAllStandardError().constData());
    }
    return double(timer.nsecsElapsed()) / 1e6;
}

double snapshotRound(HostReader &reader, const QString &interfaceName)
{
    QElapsedTimer timer;
    timer.start();
    auto snapshot = reader.read(ReadRequest{interfaceName, {}});
    const double elapsed = double(timer.nsecsElapsed()) / 1e6;
    if (!snapshot)
        qFatal("snapshot failed: %s", qPrintable(snapshot.error().toString()));
    return elapsed;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Test::Testbed bed = Test::Testbed::load();
    if (!bed.isUp()) {
        std::fprintf(stderr, "bench_snapshot needs the test bed (%s): sudo tests/testbed/testbed up\n",
                     qPrintable(bed.whyDown()));
        return 1;
    }
    const int samples = qEnvironmentVariableIsSet("BENCH_SAMPLES") ? qEnvironmentVariableIntValue("BENCH_SAMPLES") : 5;
    // Root on the bed runs the machine's own ~/.bashrc for every command (about 0.3-0.5 s here),
    // which both sides pay; the sudo user has no start-up files and shows the transport itself.
    QTemporaryDir dir;
    const QString sudoConfig = dir.filePath(QStringLiteral("ssh_config"));
    QFile config(sudoConfig);
    if (!config.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(sudoConfig));
    config.write(QStringLiteral("Host tb-server-sudo\n    HostName %1\n    User %2\n    IdentityFile %3\n"
                                "    UserKnownHostsFile %4\n    StrictHostKeyChecking yes\n    BatchMode yes\n")
                     .arg(bed.serverAddress(), bed.sudoUser(), bed.keyPath(), bed.knownHostsPath())
                     .toUtf8());
    config.close();
    const QList<std::tuple<QString, QString, QString>> hosts{
        {bed.serverNamespace(), bed.value(QStringLiteral("SSH_CONFIG")), QString()},
        {QStringLiteral("tb-server-sudo"), sudoConfig, QStringLiteral("_sudo_user")}};
    for (const auto &[alias, sshConfig, suffix] : hosts) {
        const QString interfaceName = bed.interfaceName();

        ConnectOptions options;
        options.sshConfigPath = sshConfig;
        options.batchMode = true;
        HostConnector connector(options);
        auto runner = connector.runner(alias);
        if (!runner)
            qFatal("%s", qPrintable(runner.error().toString()));
        HostReader reader(*runner.value());
        if (!reader.provider()) // opens the connection and learns the platform: session set-up, not timed
            qFatal("cannot reach %s", qPrintable(alias));

        const QList<QStringList> commands = factCommands(interfaceName);
        snapshotRound(reader, interfaceName); // warm caches on both sides
        scriptWay(sshConfig, alias, commands.mid(0, 2));
        QList<double> subject;
        QList<double> baseline;
        for (int i = 0; i < samples; ++i) {
            subject << snapshotRound(reader, interfaceName);
            baseline << scriptWay(sshConfig, alias, commands);
        }
        // What one command costs on the open connection, to tell transport from script time.
        QList<double> trivial;
        for (int i = 0; i < samples; ++i) {
            QElapsedTimer timer;
            timer.start();
            if (!reader.run(CommandSpec{{QStringLiteral("true")}, {}, {}, false, 30000}).exit.succeeded())
                qFatal("'true' failed on %s", qPrintable(alias));
            trivial << double(timer.nsecsElapsed()) / 1e6;
        }
        report(QStringLiteral("open_connection_command_round_trip") + suffix, Bench::median(trivial), QStringLiteral("ms"),
               {{QStringLiteral("samples"), samples}});
        const double median = Bench::median(subject);
        const double baselineMedian = Bench::median(baseline);
        reportRatio(QStringLiteral("tunables_snapshot_vs_ssh_per_fact") + suffix, median, baselineMedian, QStringLiteral("ms"),
                    {{QStringLiteral("samples"), samples},
                     {QStringLiteral("facts"), int(commands.size())},
                     {QStringLiteral("speedup"), baselineMedian / median},
                     {QStringLiteral("p90"), percentile(subject, 90)},
                     {QStringLiteral("baseline_p90"), percentile(baseline, 90)},
                     {QStringLiteral("goal_ms"), 150},
                     {QStringLiteral("goal_speedup"), 20}});
    }
    return 0;
}
