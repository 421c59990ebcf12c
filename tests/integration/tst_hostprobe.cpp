// SPDX-License-Identifier: GPL-3.0-or-later
// The host connector, the probe and the exec/probe CLI commands against the test bed.
#include "clicontext.h"
#include "commands.h"
#include "hosts/hostconnector.h"
#include "hosts/hostprobe.h"
#include "testbed.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {
struct Captured
{
    int exitCode = -1;
    QString out;
    QString err;
};

Captured cli(const QStringList &args)
{
    Captured result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    Cli::CliContext context(out, err);
    result.exitCode = Cli::runCli(QStringList{QStringLiteral("tunebench-cli")} + args, context);
    out.flush();
    err.flush();
    return result;
}
} // namespace

class TestHostProbe : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    ConnectOptions bedOptions() const
    {
        ConnectOptions options;
        options.sshConfigPath = m_bed.value(QStringLiteral("SSH_CONFIG"));
        options.batchMode = true;
        options.useAgent = false;
        return options;
    }
    QStringList bedCliOptions() const
    {
        return {QStringLiteral("--ssh-config"), m_bed.value(QStringLiteral("SSH_CONFIG")), QStringLiteral("--batch")};
    }
private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void connectorSharesOneRunnerPerHostAndResolvesAliases()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        HostConnector connector(bedOptions());
        auto first = connector.runner(QStringLiteral("tb-server"));
        auto second = connector.runner(QStringLiteral("tb-server"));
        QVERIFY(first.ok() && second.ok());
        QCOMPARE(first.value().get(), second.value().get());
        CommandSpec spec;
        spec.argv = {QStringLiteral("cat"), QStringLiteral("/proc/sys/kernel/hostname")};
        QVERIFY(runToCompletion(*first.value(), spec).exit.succeeded());
        QVERIFY(!connector.runner(QStringLiteral("bad host")).ok());
        QCOMPARE(connector.runner(QStringLiteral("local")).value()->hostName(), QStringLiteral("local"));
    }
    void probesABedHostAsRoot()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        HostConnector connector(bedOptions());
        const ProbeResult result = HostProbe::run(*connector.runner(QStringLiteral("tb-server")).value());
        QVERIFY(result.reachable);
        QVERIFY(result.fingerprint.startsWith(QLatin1String("SHA256:")));
        QCOMPARE(result.user, QStringLiteral("root"));
        QCOMPARE(result.privilege, QStringLiteral("root"));
        QVERIFY(result.cpus > 0);
        QVERIFY(!result.kernel.isEmpty());
        const auto eth0 = std::find_if(result.interfaces.begin(), result.interfaces.end(),
                                       [this](const InterfaceInfo &i) { return i.name == m_bed.interfaceName(); });
        QVERIFY(eth0 != result.interfaces.end());
        QVERIFY(eth0->addresses.contains(m_bed.serverAddress() + QStringLiteral("/24")));
        QCOMPARE(eth0->driver, QStringLiteral("veth"));
        QVERIFY(eth0->mtu > 0);
        QVERIFY(result.netperf.present && result.netserver.present && result.ethtool.present);
        QCOMPARE(result.netperf.version, QStringLiteral("2.7.0"));
        QVERIFY(result.netperfDemoMode); // Debian's netperf is built with --enable-demo
    }
    void probeExplainsMissingPrivileges()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        HostConnector connector(bedOptions());
        const ProbeResult result =
            HostProbe::run(*connector.runner(m_bed.noSudoUser() + QStringLiteral("@tb-server")).value());
        QVERIFY(result.reachable);
        QCOMPARE(result.privilege, QStringLiteral("none"));
        QVERIFY2(result.privilegeDetail.contains(QStringLiteral("NOPASSWD")), qPrintable(result.privilegeDetail));
        QVERIFY(result.ethtool.present); // found in /usr/sbin although not in this user's PATH
        const ProbeResult sudo = HostProbe::run(*connector.runner(m_bed.sudoUser() + QStringLiteral("@tb-server")).value());
        QCOMPARE(sudo.privilege, QStringLiteral("sudo"));
    }
    void probeReportsAnUnreachableHost()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        ConnectOptions options = bedOptions();
        options.connectTimeoutMs = 1000;
        HostConnector connector(options);
        const ProbeResult result = HostProbe::run(*connector.runner(QStringLiteral("root@198.18.0.99")).value());
        QVERIFY(!result.reachable);
        QCOMPARE(result.error->code, ErrorCode::Timeout);
    }
    void execStreamsOutputAndReturnsTheRemoteExitCode()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const Captured result = cli(QStringList{QStringLiteral("exec")} + bedCliOptions()
                                    + QStringList{QStringLiteral("tb-client"), QStringLiteral("--"), QStringLiteral("sh"),
                                                  QStringLiteral("-c"), QStringLiteral("echo hi; echo oops >&2; exit 42")});
        QCOMPARE(result.exitCode, 42);
        QCOMPARE(result.out, QStringLiteral("hi\n"));
        QCOMPARE(result.err, QStringLiteral("oops\n"));
    }
    void execJsonPrintsOneObjectPerLine()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const Captured result = cli(QStringList{QStringLiteral("exec"), QStringLiteral("--json"), QStringLiteral("--root")}
                                    + bedCliOptions()
                                    + QStringList{m_bed.sudoUser() + QStringLiteral("@tb-server"), QStringLiteral("--"),
                                                  QStringLiteral("id"), QStringLiteral("-u")});
        QCOMPARE(result.exitCode, 0);
        const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(QJsonDocument::fromJson(lines.at(0).toUtf8()).object().value(QStringLiteral("line")).toString(),
                 QStringLiteral("0"));
        QCOMPARE(QJsonDocument::fromJson(lines.at(1).toUtf8()).object().value(QStringLiteral("event")).toString(),
                 QStringLiteral("exit"));
    }
    void execExits255WhenTheHostCannotBeReached()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const Captured unknownKey = cli(QStringList{QStringLiteral("exec"), QStringLiteral("--known-hosts"),
                                                    QStringLiteral("/dev/null")}
                                        + bedCliOptions() + QStringList{QStringLiteral("tb-server"), QStringLiteral("--"), QStringLiteral("true")});
        QCOMPARE(unknownKey.exitCode, 255);
        QVERIFY2(unknownKey.err.contains(QStringLiteral("not known")), qPrintable(unknownKey.err));
        const Captured timeout = cli(QStringList{QStringLiteral("exec"), QStringLiteral("--connect-timeout"), QStringLiteral("1")}
                                     + bedCliOptions() + QStringList{QStringLiteral("root@198.18.0.99"), QStringLiteral("--"), QStringLiteral("true")});
        QCOMPARE(timeout.exitCode, 255);
    }
    void probeCommandPrintsJson()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const Captured result =
            cli(QStringList{QStringLiteral("probe"), QStringLiteral("--json")} + bedCliOptions() + QStringList{QStringLiteral("tb-client")});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(result.out.trimmed().toUtf8()).object();
        QCOMPARE(object.value(QStringLiteral("reachable")).toBool(), true);
        QCOMPARE(object.value(QStringLiteral("privilege")).toString(), QStringLiteral("root"));
        QVERIFY(object.value(QStringLiteral("netperf")).toObject().value(QStringLiteral("demo_mode")).toBool());
    }

    // The bed's hosts share this machine's clock: the measured interval must hold 0, and the
    // estimate (the host's time less the arrival of its answer) is low by that answer's way back.
    void probeReportsAClockOffsetNearZeroForHostsThatShareOurClock()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        for (const QString host : {QStringLiteral("tb-client"), QStringLiteral("tb-server")}) {
            const Captured result =
                cli(QStringList{QStringLiteral("probe"), QStringLiteral("--json")} + bedCliOptions() + QStringList{host});
            QCOMPARE(result.exitCode, 0);
            const QJsonObject object = QJsonDocument::fromJson(result.out.trimmed().toUtf8()).object();
            QVERIFY2(object.value(QStringLiteral("clockOffsetSeconds")).isDouble(), qPrintable(result.out));
            const double offset = object.value(QStringLiteral("clockOffsetSeconds")).toDouble();
            const double uncertainty = object.value(QStringLiteral("clockOffsetUncertaintySeconds")).toDouble(-1);
            qInfo("%s: clock offset %+.6f s +- %.6f s", qPrintable(host), offset, uncertainty);
            QVERIFY(uncertainty >= 0);
            // 0 lies in [offset, offset + uncertainty]: between the answer's arrival and the command's sending.
            QVERIFY2(offset <= 1e-3 && offset + uncertainty >= -1e-3, qPrintable(result.out));
            const auto problems = object.value(QStringLiteral("problems")).toArray();
            for (const QJsonValue &problem : problems)
                QVERIFY2(!problem.toString().contains(QLatin1String("clock")), qPrintable(problem.toString()));
        }
        const Captured text = cli(QStringList{QStringLiteral("probe")} + bedCliOptions() + QStringList{QStringLiteral("tb-server")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QLatin1String("clock:      offset ")), qPrintable(text.out));
    }
};

QTEST_GUILESS_MAIN(TestHostProbe)
#include "tst_hostprobe.moc"
