// SPDX-License-Identifier: GPL-3.0-or-later
// SSH on the test bed: a round trip of `true` on one open connection (SshRunner) against the
// OpenSSH client run per command (`ssh HOST true`, as Flent and PerfKitBenchmarker drive hosts),
// and 100 MB over a channel against `ssh HOST head -c`. Pairs alternate so drift hits both alike.
//
// sshd starts every exec request through the login shell, which bash lets read ~/.bashrc
// (bash(1), INVOCATION). `ssh HOST true` pays it for every command; SshRunner pays it once per
// connection, for its remote shell, and runs commands through that. The round trip is measured as
// root (whose ~/.bashrc on a bed sharing the machine's /root may cost hundreds of ms), as the bed's
// unprivileged user (no start-up files), and as the sudo user with a ~/.bashrc that sleeps 0.5 s
// (what `conda init` costs), where SshRunner is also timed with a channel per command.
#include "benchsupport.h"
#include "slowbashrc.h"
#include "testbed.h"
#include "transport/ssh/sshrunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>

using namespace Tunebench;
using namespace Tunebench::Bench;

namespace {
constexpr qint64 TransferBytes = 100'000'000;

QStringList openSshArgs(const Test::Testbed &bed, const QString &user, const QStringList &remote)
{
    return QStringList{QStringLiteral("-F"), bed.value(QStringLiteral("SSH_CONFIG")), QStringLiteral("-l"), user,
                       QStringLiteral("tb-server")}
        + remote;
}

double timeOpenSsh(const Test::Testbed &bed, const QString &user, const QStringList &remote, qint64 *bytes = nullptr)
{
    QProcess ssh;
    QElapsedTimer timer;
    timer.start();
    ssh.start(QStringLiteral("ssh"), openSshArgs(bed, user, remote));
    qint64 received = 0;
    while (ssh.state() != QProcess::NotRunning || ssh.bytesAvailable() > 0) {
        ssh.waitForReadyRead(100);
        received += ssh.readAllStandardOutput().size();
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (ssh.exitCode() != 0)
        qFatal("ssh %s failed: %s", qPrintable(remote.join(QLatin1Char(' '))), ssh.readAllStandardError().constData());
    if (bytes)
        *bytes = received;
    return ms;
}

double timeRunner(SshRunner &runner, const QStringList &argv, qint64 *bytes = nullptr)
{
    CommandSpec spec;
    spec.argv = argv;
    QEventLoop loop;
    qint64 received = 0;
    QElapsedTimer timer;
    timer.start();
    CommandProcess *p = runner.start(spec, &loop);
    QObject::connect(p, &CommandProcess::stdoutData, &loop, [&received](const QByteArray &d) { received += d.size(); });
    QObject::connect(p, &CommandProcess::finished, &loop, &QEventLoop::quit);
    loop.exec();
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (!p->exit().succeeded())
        qFatal("SshRunner failed: %s", qPrintable(p->exit().describe()));
    if (bytes)
        *bytes = received;
    return ms;
}
SshOptions bedOptions(const Test::Testbed &bed, const QString &user, bool remoteShell = true)
{
    SshOptions options;
    options.host = QStringLiteral("tb-server");
    options.user = user;
    options.configPath = bed.value(QStringLiteral("SSH_CONFIG")); // the same file OpenSSH reads
    options.batchMode = true;
    options.remoteShell = remoteShell;
    return options;
}

void benchRoundTrip(const Test::Testbed &bed, const QString &name, const QString &user, int samples,
                    bool remoteShell = true)
{
    SshRunner runner(bedOptions(bed, user, remoteShell));
    timeRunner(runner, {QStringLiteral("true")}); // connects
    timeOpenSsh(bed, user, {QStringLiteral("true")});
    QList<double> ours, openssh;
    for (int i = 0; i < samples; ++i) {
        ours << timeRunner(runner, {QStringLiteral("true")});
        openssh << timeOpenSsh(bed, user, {QStringLiteral("true")});
    }
    reportRatio(name, median(ours), median(openssh), QStringLiteral("ms"),
                {{QStringLiteral("samples"), samples},
                 {QStringLiteral("user"), user},
                 {QStringLiteral("remote_shell"), remoteShell && runner.remoteShell() && runner.remoteShell()->dispatcher},
                 {QStringLiteral("speedup"), median(openssh) / median(ours)},
                 {QStringLiteral("p90"), percentile(ours, 90)},
                 {QStringLiteral("baseline_p90"), percentile(openssh, 90)},
                 {QStringLiteral("baseline"), QStringLiteral("ssh -F bed_ssh_config -l %1 tb-server true, per command").arg(user)}});
}

void benchTransfer(const Test::Testbed &bed, const QString &name, const QString &user, bool remoteShell)
{
    SshRunner runner(bedOptions(bed, user, remoteShell));
    timeRunner(runner, {QStringLiteral("true")}); // connects
    const QStringList head{QStringLiteral("head"), QStringLiteral("-c"), QString::number(TransferBytes),
                           QStringLiteral("/dev/zero")};
    QList<double> ourRate, sshRate;
    for (int i = 0; i < 5; ++i) {
        qint64 bytes = 0;
        const double ms = timeRunner(runner, head, &bytes);
        if (bytes != TransferBytes)
            qFatal("SshRunner delivered %lld bytes", bytes);
        ourRate << bytes / 1e6 / (ms / 1000.0);
        const double sshMs = timeOpenSsh(bed, user, head, &bytes);
        if (bytes != TransferBytes)
            qFatal("ssh delivered %lld bytes", bytes);
        sshRate << bytes / 1e6 / (sshMs / 1000.0);
    }
    reportRatio(name, median(ourRate), median(sshRate), QStringLiteral("MB/s"),
                {{QStringLiteral("samples"), 5},
                 {QStringLiteral("user"), user},
                 {QStringLiteral("remote_shell"), remoteShell && runner.remoteShell() && runner.remoteShell()->dispatcher},
                 {QStringLiteral("baseline"), QStringLiteral("ssh -F bed_ssh_config -l %1 tb-server head -c 100000000 /dev/zero").arg(user)}});
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const Test::Testbed bed = Test::Testbed::load();
    if (!bed.isUp()) {
        std::fprintf(stderr, "bench_ssh: the test bed is not up (%s)\n", qPrintable(bed.whyDown()));
        return 1;
    }
    const int samples = qMax(20, qEnvironmentVariableIntValue("BENCH_SAMPLES"));
    const QString root = bed.value(QStringLiteral("ROOT_USER"));
    benchRoundTrip(bed, QStringLiteral("ssh_roundtrip_true"), root, samples);
    benchRoundTrip(bed, QStringLiteral("ssh_roundtrip_true_no_startup_files"), bed.noSudoUser(), samples);
    {
        Test::SlowBashrc slow(bed.sudoUser(), 0.5);
        if (!slow.isActive())
            qFatal("bench_ssh: could not write %s's ~/.bashrc", qPrintable(bed.sudoUser()));
        benchRoundTrip(bed, QStringLiteral("ssh_roundtrip_true_slow_bashrc"), bed.sudoUser(), samples);
        benchRoundTrip(bed, QStringLiteral("ssh_roundtrip_true_slow_bashrc_per_command"), bed.sudoUser(),
                       qMax(5, samples / 4), false);
    }
    benchTransfer(bed, QStringLiteral("ssh_transfer_100MB"), root, true);
    benchTransfer(bed, QStringLiteral("ssh_transfer_100MB_per_command"), root, false);
    return 0;
}
