// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/quoting.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using namespace Tunebench;

class TestQuoting : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quotesLikeShlex_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("ethtool") << QStringLiteral("ethtool");
        QTest::newRow("safe punctuation") << QStringLiteral("-r4345,1") << QStringLiteral("-r4345,1");
        QTest::newRow("path") << QStringLiteral("/proc/sys/net/core/busy_poll")
                              << QStringLiteral("/proc/sys/net/core/busy_poll");
        QTest::newRow("empty") << QString() << QStringLiteral("''");
        QTest::newRow("space") << QStringLiteral("a b") << QStringLiteral("'a b'");
        QTest::newRow("single quote") << QStringLiteral("it's") << QStringLiteral("'it'\"'\"'s'");
        QTest::newRow("command substitution") << QStringLiteral("$(id)") << QStringLiteral("'$(id)'");
        QTest::newRow("semicolon") << QStringLiteral("eth0;touch /tmp/x") << QStringLiteral("'eth0;touch /tmp/x'");
        QTest::newRow("non-ascii") << QStringLiteral("grüße") << QStringLiteral("'grüße'");
    }
    void quotesLikeShlex()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(shellQuote(input), expected);
    }

    // The quoted line must reach a real POSIX shell as the same argv, byte for byte.
    void roundTripsThroughShells_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::newRow("sh") << QStringLiteral("/bin/sh");
        QTest::newRow("bash") << QStringLiteral("/bin/bash");
    }
    void roundTripsThroughShells()
    {
        QFETCH(QString, shell);
        if (!QFile::exists(shell))
            QSKIP("shell not installed");
        const QStringList hostile{QStringLiteral("'"), QStringLiteral("\"$HOME\""), QStringLiteral("`id`"),
                                  QStringLiteral("$(touch /tmp/tb-quoting-pwned)"), QStringLiteral("a\nb"),
                                  QStringLiteral("; rm -rf /"), QStringLiteral("*"), QStringLiteral("?"),
                                  QString(), QStringLiteral("grüße ✓"), QStringLiteral("\\"),
                                  QStringLiteral("tab\there"), QStringLiteral("!event"), QStringLiteral("~root")};
        QStringList argv{QStringLiteral("printf"), QStringLiteral("%s\\0")};
        argv << hostile;
        QProcess process;
        process.start(shell, {QStringLiteral("-c"), shellJoin(argv)});
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitCode(), 0);
        QByteArray expected;
        for (const QString &arg : hostile)
            expected += arg.toUtf8() + '\0';
        QCOMPARE(process.readAllStandardOutput(), expected);
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/tb-quoting-pwned")));
    }
};

QTEST_GUILESS_MAIN(TestQuoting)
#include "tst_quoting.moc"
