// SPDX-License-Identifier: GPL-3.0-or-later
// `down` removes exactly what `up` made; `up` is idempotent and brings everything back.
#include "testbed.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>

using namespace Tunebench::Test;

namespace {
QString run(const QString &program, const QStringList &args)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, args);
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAll());
}

// A killed process whose parent has not reaped it yet (a zombie, state Z) is gone for our purposes:
// the bed's daemons are orphans, and who reaps orphans depends on the machine's init.
bool processExists(const QString &pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (pid.isEmpty() || !stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    const char state = close > 0 && close + 2 < line.size() ? line.at(close + 2) : '?';
    return state != 'Z' && state != 'X';
}
} // namespace

class TestTestbedLifecycle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void upIsIdempotent()
    {
        const Testbed before = Testbed::load();
        TUNEBENCH_REQUIRE_BED(before);
        QString output;
        QCOMPARE(Testbed::runScript({QStringLiteral("up")}, &output), 0);
        const Testbed after = Testbed::load();
        QVERIFY(after.isUp());
        // Same processes, same keys: nothing was remade.
        QCOMPARE(after.value(QStringLiteral("SSHD_PID_CLIENT")), before.value(QStringLiteral("SSHD_PID_CLIENT")));
        QCOMPARE(after.value(QStringLiteral("NETSERVER_PID")), before.value(QStringLiteral("NETSERVER_PID")));
    }

    void downRemovesEverythingUpMadeAndUpRestoresIt()
    {
        const Testbed bed = Testbed::load();
        TUNEBENCH_REQUIRE_BED(bed);
        const QStringList pids{bed.value(QStringLiteral("SSHD_PID_CLIENT")), bed.value(QStringLiteral("SSHD_PID_SERVER")),
                               bed.value(QStringLiteral("NETSERVER_PID"))};
        // Whatever fails below, the tests after this one get their bed back.
        auto bringBack = qScopeGuard([] { Testbed::runScript({QStringLiteral("up")}); });
        QString output;
        QCOMPARE(Testbed::runScript({QStringLiteral("down")}, &output), 0);

        const QString namespaces = run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")});
        QVERIFY2(!namespaces.contains(bed.clientNamespace()), qPrintable(namespaces));
        QVERIFY2(!namespaces.contains(bed.serverNamespace()), qPrintable(namespaces));
        const QString links = run(QStringLiteral("ip"), {QStringLiteral("-o"), QStringLiteral("link")});
        for (const QString &link : {QStringLiteral("tb-br0"), QStringLiteral("tbc-br"), QStringLiteral("tbs-br")})
            QVERIFY2(!links.contains(link + QLatin1Char(':')) && !links.contains(link + QLatin1Char('@')),
                     qPrintable(links));
        for (const QString &pid : pids)
            QVERIFY2(!processExists(pid), qPrintable(QStringLiteral("process %1 survived down").arg(pid)));
        const QString processes = run(QStringLiteral("ps"), {QStringLiteral("-eo"), QStringLiteral("args")});
        QVERIFY2(!processes.contains(QStringLiteral("/run/tunebench-testbed")), qPrintable(processes));
        QVERIFY(!QFile::exists(bed.stateDir()));
        QVERIFY(!QFile::exists(QStringLiteral("/etc/sudoers.d/tunebench-testbed")));
        const QString users = run(QStringLiteral("getent"), {QStringLiteral("passwd")});
        QVERIFY(!users.contains(bed.sudoUser() + QLatin1Char(':')));
        QVERIFY(!users.contains(bed.noSudoUser() + QLatin1Char(':')));

        // Back up for the tests that follow.
        QCOMPARE(Testbed::runScript({QStringLiteral("up")}, &output), 0);
        QVERIFY2(Testbed::load().isUp(), qPrintable(output));
        QCOMPARE(Testbed::runScript({QStringLiteral("status")}, &output), 0);
        QVERIFY(output.contains(QStringLiteral("STATUS=up")));
    }

    void downAfterAHalfFailedUpLeavesNothing()
    {
        TUNEBENCH_REQUIRE_BED(Testbed::load());
        // A private state dir and a fake sshd that exits at once: up fails after making the bridge,
        // the namespaces and the users. Only the lifecycle test may do this, since it reuses the
        // bed's names, so take the real bed down first and bring it back at the end.
        auto bringBack = qScopeGuard([] { Testbed::runScript({QStringLiteral("up")}); });
        QString output;
        QCOMPARE(Testbed::runScript({QStringLiteral("down")}, &output), 0);
        QProcess up;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSHD"), QStringLiteral("/bin/false"));
        up.setProcessEnvironment(env);
        up.setProcessChannelMode(QProcess::MergedChannels);
        up.start(Testbed::scriptPath(), {QStringLiteral("up")});
        QVERIFY(up.waitForFinished(60000));
        QVERIFY2(up.exitCode() != 0, up.readAll().constData());
        QVERIFY(run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")}).contains(QStringLiteral("tb-client")));

        QCOMPARE(Testbed::runScript({QStringLiteral("down")}, &output), 0);
        QVERIFY(!run(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("list")}).contains(QStringLiteral("tb-")));
        QVERIFY(!run(QStringLiteral("ip"), {QStringLiteral("-o"), QStringLiteral("link")}).contains(QStringLiteral("tb-br0")));

        QCOMPARE(Testbed::runScript({QStringLiteral("up")}, &output), 0);
        QVERIFY2(Testbed::load().isUp(), qPrintable(output));
    }
};

QTEST_GUILESS_MAIN(TestTestbedLifecycle)
#include "tst_testbed_lifecycle.moc"
