// SPDX-License-Identifier: GPL-3.0-or-later
// `tunebench-cli explore` without hosts: the lines it reads on stdin and its usage errors. The
// exploration itself runs on the test bed (tests/integration/tst_explore_bed.cpp).
#include "clicapture.h"
#include "explorecli.h"

#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Cli;
using Kind = ExploreLine::Kind;

class TestExploreCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linesParse_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("kind");
        QTest::newRow("blank") << "   " << int(Kind::Empty);
        QTest::newRow("comment") << "# baseline first" << int(Kind::Empty);
        QTest::newRow("change") << "server adaptive-rx=off" << int(Kind::Change);
        QTest::newRow("client change") << "client tso=on" << int(Kind::Change);
        QTest::newRow("compare") << "compare 1 2" << int(Kind::Compare);
        QTest::newRow("experiment") << "experiment 1 3 -o ab.json -n 4 -l 2" << int(Kind::Experiment);
        QTest::newRow("wait") << "wait 2.5" << int(Kind::Wait);
        QTest::newRow("segments") << "segments" << int(Kind::Segments);
        QTest::newRow("help") << "help" << int(Kind::Help);
        QTest::newRow("quit") << "quit" << int(Kind::Quit);
        QTest::newRow("exit") << "EXIT" << int(Kind::Quit);
    }
    void linesParse()
    {
        QFETCH(QString, line);
        QFETCH(int, kind);
        auto parsed = ExploreLine::parse(line);
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : qPrintable(parsed.error().message));
        QCOMPARE(int(parsed->kind), kind);
    }

    void segmentsAreNumberedFromOneForPeople()
    {
        auto compare = ExploreLine::parse(QStringLiteral("compare 1 3"));
        QCOMPARE(compare->a, 0);
        QCOMPARE(compare->b, 2);
        auto experiment = ExploreLine::parse(QStringLiteral("experiment 2 1 -o /tmp/x.json -n 4 -l 2"));
        QCOMPARE(experiment->a, 1);
        QCOMPARE(experiment->b, 0);
        QCOMPARE(experiment->file, QStringLiteral("/tmp/x.json"));
        QCOMPARE(experiment->repetitions, 4);
        QCOMPARE(experiment->durationSeconds, 2);
        QCOMPARE(ExploreLine::parse(QStringLiteral("experiment 1 2"))->repetitions, 10);
        QCOMPARE(ExploreLine::parse(QStringLiteral("wait 2.5"))->seconds, 2.5);
        QCOMPARE(ExploreLine::parse(QStringLiteral("server channels.combined=2"))->change.settingsText(),
            QStringLiteral("channel.combined=2"));
    }

    void badLinesSayWhatIsWrong_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << "reboot now"
                                 << "not a change or a command";
        QTest::newRow("segment 0") << "compare 0 1"
                                   << "not a segment number";
        QTest::newRow("one segment") << "compare 1"
                                     << "two segment numbers";
        QTest::newRow("three segments") << "compare 1 2 3"
                                        << "two segment numbers";
        QTest::newRow("experiment option") << "experiment 1 2 -x 3"
                                           << "not an option";
        QTest::newRow("experiment value") << "experiment 1 2 -n"
                                          << "needs a value";
        QTest::newRow("experiment zero") << "experiment 1 2 -n 0"
                                         << "at least 1";
        QTest::newRow("wait word") << "wait a bit"
                                   << "number of seconds";
        QTest::newRow("change") << "server tso"
                                << "KEY=VALUE";
    }
    void badLinesSayWhatIsWrong()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        auto parsed = ExploreLine::parse(line);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().message.contains(message), qPrintable(parsed.error().message));
    }

    void usageErrorsStopBeforeAnyHostIsReached_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("one host") << QStringList {"explore", "tb-client"} << "name the two hosts";
        QTest::newRow("interim") << QStringList {"explore", "a", "b", "-D", "0"} << "-D needs";
        QTest::newRow("length") << QStringList {"explore", "a", "b", "-l", "x"} << "-l needs";
        QTest::newRow("sizes") << QStringList {"explore", "a", "b", "-r", "1,2,3"} << "REQ,RESP";
        QTest::newRow("test") << QStringList {"explore", "a", "b", "-t", "SCTP_STREAM"} << "test.type";
        QTest::newRow("interface") << QStringList {"explore", "a", "b", "--iface", "eth0;x"} << "interface";
    }
    void usageErrorsStopBeforeAnyHostIsReached()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Test::Captured run = Test::runCliCaptured(args);
        QCOMPARE(run.exitCode, int(ExitUsage));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }

    void helpListsTheLineCommands()
    {
        const Test::Captured run = Test::runCliCaptured({QStringLiteral("explore"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QLatin1String("compare A B")));
        QVERIFY(run.out.contains(QLatin1String("--settle")));
        const Test::Captured top = Test::runCliCaptured({QStringLiteral("--help")});
        QVERIFY(top.out.contains(QLatin1String("explore")));
    }
};

QTEST_GUILESS_MAIN(TestExploreCli)
#include "tst_explorecli.moc"
