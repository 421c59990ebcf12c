// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli compare, in process and as a process (for stdin).
#include "clicapture.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench::Cli;

namespace {
using Tunebench::Test::Captured;

Captured runInProcess(const QStringList &args)
{
    return Tunebench::Test::runCliCaptured(QStringList{QStringLiteral("compare")} + args);
}

QString data(const QString &name)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/stats/") + name;
}

QString cliBinary()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR", QStringLiteral(TUNEBENCH_BINARY_DIR "/bin"))
        + QStringLiteral("/tunebench-cli");
}
} // namespace

class TestCliCompare : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(file.fileName()));
        return file.fileName();
    }

private Q_SLOTS:
    void capturedRatesShowTheLargeRequestIsSlower()
    {
        // Real interim rates from the bed: 1-byte requests against 1 MiB requests.
        const Captured r = runInProcess(
            {data(QStringLiteral("rr_request_1_rates.txt")), data(QStringLiteral("rr_request_1m_rates.txt"))});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("rr_request_1_rates.txt")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("vs base")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("(p=0.000 n=23+24)")), qPrintable(r.out));
        QVERIFY2(
            r.out.contains(QStringLiteral("\nB is 9")) && r.out.contains(QStringLiteral("% lower (worse) (95% CI")),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Mann-Whitney U=552.0, p<0.001 (exact)")), qPrintable(r.out));
        QVERIFY(r.err.isEmpty());
    }

    void lowerIsBetterFlipsTheVerdict()
    {
        const Captured r = runInProcess({QStringLiteral("--lower-is-better"), QStringLiteral("--json"),
            data(QStringLiteral("rr_request_1_rates.txt")), data(QStringLiteral("rr_request_1m_rates.txt"))});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        const QJsonObject o = QJsonDocument::fromJson(lines.first().toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("event")).toString(), QStringLiteral("comparison"));
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("better"));
        QCOMPARE(o.value(QStringLiteral("a")).toObject().value(QStringLiteral("n")).toInt(), 23);
        QCOMPARE(o.value(QStringLiteral("metric")).toObject().value(QStringLiteral("direction")).toString(),
            QStringLiteral("lower-is-better"));
        QVERIFY(o.value(QStringLiteral("difference")).toObject().value(QStringLiteral("estimate")).toDouble() < -0.9);
        QVERIFY(o.value(QStringLiteral("sentence")).toString().contains(QStringLiteral("lower (better)")));
    }

    void tooFewRunsPrintsBenchstatFootnotes()
    {
        const QString a = write(QStringLiteral("a.txt"), "100\n101\n# a comment\n\n102\n");
        const QString b = write(QStringLiteral("b.txt"), "110\n111\n112\n");
        const Captured r = runInProcess({a, b});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("¹ need >= 6 samples for confidence interval at level 0.95")),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("² need >= 4 samples to detect a difference at alpha level 0.05")),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("too few runs to tell (n=3+3)")), qPrintable(r.out));
    }

    void optionsChangeLevels()
    {
        const Captured r = runInProcess({QStringLiteral("--alpha"), QStringLiteral("0.01"), QStringLiteral("--json"),
            data(QStringLiteral("rr_request_1_rates.txt")), data(QStringLiteral("rr_request_1m_rates.txt"))});
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("alpha")).toDouble(), 0.01);
        QCOMPARE(o.value(QStringLiteral("runsNeededForTest")).toInt(), 5);
        QCOMPARE(
            runInProcess({QStringLiteral("--alpha"), QStringLiteral("2"), QStringLiteral("x"), QStringLiteral("y")})
                .exitCode,
            int(ExitUsage));
    }

    void badInputIsAOneLineError()
    {
        const QString bad = write(QStringLiteral("bad.txt"), "100\n1O1\n");
        const QString good = write(QStringLiteral("good.txt"), "100\n");
        Captured r = runInProcess({good, bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("line 2: '1O1' is not a number")), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        r = runInProcess({good, m_dir.filePath(QStringLiteral("missing.txt"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("Cannot read")));
        QCOMPARE(runInProcess({good}).exitCode, int(ExitUsage));
        QCOMPARE(runInProcess({QStringLiteral("-"), QStringLiteral("-")}).exitCode, int(ExitUsage));
    }

    void readsOneArmFromStandardInput()
    {
        QProcess process;
        process.start(cliBinary(),
            {QStringLiteral("compare"), QStringLiteral("--json"), QStringLiteral("-"),
                data(QStringLiteral("rr_request_1m_rates.txt"))});
        QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
        QFile rates(data(QStringLiteral("rr_request_1_rates.txt")));
        QVERIFY(rates.open(QIODevice::ReadOnly));
        process.write(rates.readAll());
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        QCOMPARE(o.value(QStringLiteral("fileA")).toString(), QStringLiteral("-"));
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("worse"));
    }

    void sameFilesGiveTheSameBytes()
    {
        const QStringList args {
            data(QStringLiteral("rr_request_1_rates.txt")), data(QStringLiteral("rr_request_1m_rates.txt"))};
        QCOMPARE(runInProcess(args).out, runInProcess(args).out);
        QCOMPARE(runInProcess(QStringList {QStringLiteral("--json")} + args).out,
            runInProcess(QStringList {QStringLiteral("--json")} + args).out);
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
