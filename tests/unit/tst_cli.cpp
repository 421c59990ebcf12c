// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicapture.h"
#include "core/version.h"
#include "tunablescli.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Tunebench::Cli;

namespace {
using Tunebench::Test::Captured;

Captured runInProcess(const QStringList &args)
{
    return Tunebench::Test::runCliCaptured(args);
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runScriptPrintsTheCommandsWithoutRunning()
    {
        const Captured result = runInProcess({QStringLiteral("run"), QStringLiteral("--preset"), QStringLiteral("local-loopback"),
                                              QStringLiteral("--script"), QStringLiteral("--repetitions"), QStringLiteral("2")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.startsWith(QLatin1String("#!/usr/bin/env bash")));
        QCOMPARE(result.out.count(QLatin1String("on \"$CLIENT\" netperf ")), 4);
        QVERIFY(result.out.contains(QLatin1String("# Run 4 of 4")));
        QVERIFY(result.out.contains(QLatin1String("-r 4096,1")));
        const Captured json = runInProcess({QStringLiteral("--json"), QStringLiteral("run"), QStringLiteral("--preset"),
                                            QStringLiteral("local-loopback"), QStringLiteral("--script")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QVERIFY(object.value(QLatin1String("script")).toString().contains(QLatin1String("netserver")));
        QCOMPARE(object.value(QLatin1String("hostsRead")).toBool(), false);
    }

    void printsPerKeyHowTheDriverTookIt()
    {
        using namespace Tunebench;
        const TunableKey usecs{Category::Coalescing, QStringLiteral("rx-usecs")};
        KeyOutcome refused{usecs, PlannedChange::Action::Change, QStringLiteral("50"), QStringLiteral("30"),
                           QStringLiteral("50"), false, QStringLiteral("refused by i40e: Invalid argument"),
                           DriverAnswer::Refused, {}};
        KeyOutcome inert{usecs, PlannedChange::Action::Change, QStringLiteral("8"), QStringLiteral("16"),
                         QStringLiteral("16"), true, {}, DriverAnswer::Inert,
                         QStringLiteral("accepted, but it has no effect while adaptive-rx is on")};
        KeyOutcome adjusted{TunableKey{Category::Rings, QStringLiteral("rx")}, PlannedChange::Action::Change,
                            QStringLiteral("512"), QStringLiteral("1001"), QStringLiteral("1008"), true, {},
                            DriverAnswer::Adjusted, QStringLiteral("ixgbe adjusted 1001 to 1008")};
        QString text;
        QTextStream out(&text);
        for (const KeyOutcome &outcome : {refused, inert, adjusted})
            printOutcome(out, outcome);
        out.flush();
        QVERIFY2(text.contains(QLatin1String("50  REFUSED: refused by i40e: Invalid argument")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("8 -> 16  verified")));
        QVERIFY(text.contains(QLatin1String("NO EFFECT: accepted, but it has no effect while adaptive-rx is on")));
        QVERIFY(text.contains(QLatin1String("ADJUSTED: ixgbe adjusted 1001 to 1008")));
        QCOMPARE(outcomeJson(inert).value(QStringLiteral("answer")).toString(), QStringLiteral("inert"));
        QCOMPARE(outcomeJson(refused).value(QStringLiteral("answer")).toString(), QStringLiteral("refused"));
    }

    void helpListsEveryCommand()
    {
        const Captured result = runInProcess({QStringLiteral("--help")});
        QCOMPARE(result.exitCode, 0);
        for (const auto &command : allCommands())
            QVERIFY2(result.out.contains(QStringLiteral("  ") + command->name()), qPrintable(command->name()));
    }
    void versionPrintsProjectVersion()
    {
        const Captured result = runInProcess({QStringLiteral("--version")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains(Tunebench::version()));
    }
    void jsonVersionIsOneObjectPerLine()
    {
        const Captured result = runInProcess({QStringLiteral("version"), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        const QJsonObject object = QJsonDocument::fromJson(lines.first().toUtf8()).object();
        QCOMPARE(object.value(QStringLiteral("tunebench")).toString(), Tunebench::version());
    }
    void globalOptionsWorkBeforeAndAfterTheCommand()
    {
        QCOMPARE(runInProcess({QStringLiteral("--json"), QStringLiteral("version")}).out.trimmed().left(1),
                 QStringLiteral("{"));
        QCOMPARE(runInProcess({QStringLiteral("version"), QStringLiteral("--json")}).out.trimmed().left(1),
                 QStringLiteral("{"));
    }
    void unknownCommandIsAUsageError()
    {
        const Captured result = runInProcess({QStringLiteral("frobnicate")});
        QCOMPARE(result.exitCode, int(ExitUsage));
        QVERIFY(result.err.contains(QStringLiteral("unknown command 'frobnicate'")));
        QVERIFY(result.out.isEmpty());
    }
    void missingCommandIsAUsageError()
    {
        const Captured result = runInProcess({});
        QCOMPARE(result.exitCode, int(ExitUsage));
        QVERIFY(result.err.contains(QStringLiteral("no command")));
    }
    void unknownOptionIsAUsageError()
    {
        const Captured result = runInProcess({QStringLiteral("version"), QStringLiteral("--bogus")});
        QCOMPARE(result.exitCode, int(ExitUsage));
        QVERIFY(result.err.contains(QStringLiteral("bogus")));
    }
    void commandHelpViaHelpCommand()
    {
        const Captured result = runInProcess({QStringLiteral("help"), QStringLiteral("version")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains(QStringLiteral("tunebench-cli version")));
    }
    void binaryRunsAndReportsItsVersion()
    {
        QProcess process;
        process.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
                      {QStringLiteral("--version")});
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(process.readAllStandardOutput().contains(Tunebench::version().toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
