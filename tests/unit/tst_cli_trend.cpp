// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli trend, run as a process on a stored history (issue 28 part 5).
#include "trendfixture.h"

#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

QString cliBinary()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR", QStringLiteral(TUNEBENCH_BINARY_DIR "/bin"))
        + QStringLiteral("/tunebench-cli");
}

struct Output
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

class TestCliTrend : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;
    QList<qint64> m_ids;
    const QString m_client = QStringLiteral("tbsudo@198.18.0.1");
    const QString m_server = QStringLiteral("tbsudo@198.18.0.2");

    Output cli(const QStringList &args)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        process.setProcessEnvironment(env);
        process.start(cliBinary(), QStringList {QStringLiteral("--db"), m_path, QStringLiteral("trend")} + args);
        if (!process.waitForStarted() || !process.waitForFinished(30000))
            return {};
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_dir.filePath(QStringLiteral("history.sqlite"));
        Database database(m_path);
        QVERIFY(database.open().ok());
        // Twelve nights, the last six 8 % slower on a new server kernel.
        m_ids = recordKernelStepHistory(database, m_client, m_server);
        QCOMPARE(m_ids.size(), 12);
    }

    void printsEveryExperimentAndTheKernelChange()
    {
        const Output r = cli({});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(
            lines.first().startsWith(QStringLiteral("TCP_RR rate, %1 -> %2: 12 experiments").arg(m_client, m_server)),
            qPrintable(r.out));
        for (qint64 id : std::as_const(m_ids))
            QVERIFY2(r.out.contains(QStringLiteral(" %1  A  ").arg(id)), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("---- change: -8.")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("1 change point:")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("experiment %1 -> %2: -").arg(m_ids.at(5)).arg(m_ids.at(6))),
            qPrintable(r.out));
        QVERIFY2(
            r.out.contains(QStringLiteral("    server kernel 6.1.0-18-amd64 → 6.1.0-21-amd64\n")), qPrintable(r.out));
        // The change line stands between the last experiment before and the first after.
        const qsizetype change = r.out.indexOf(QStringLiteral("---- change"));
        QVERIFY(r.out.indexOf(QStringLiteral(" %1  A  ").arg(m_ids.at(5))) < change);
        QVERIFY(change < r.out.indexOf(QStringLiteral(" %1  A  ").arg(m_ids.at(6))));
    }

    void jsonHasThePointsAndTheChanges()
    {
        const Output r = cli({QStringLiteral("--json"), QStringLiteral("--client"), m_client,
            QStringLiteral("--server"), m_server, QStringLiteral("--arm"), QStringLiteral("B")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        const QJsonObject o = QJsonDocument::fromJson(lines.first().toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("test")).toString(), QStringLiteral("TCP_RR"));
        QCOMPARE(o.value(QStringLiteral("arm")).toString(), QStringLiteral("B"));
        const QJsonArray points = o.value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), 24); // both arms of twelve experiments
        int tested = 0;
        for (const QJsonValue &point : points) {
            const QJsonObject p = point.toObject();
            QVERIFY(p.value(QStringLiteral("ciLow")).toDouble() < p.value(QStringLiteral("median")).toDouble());
            QVERIFY(p.value(QStringLiteral("median")).toDouble() < p.value(QStringLiteral("ciHigh")).toDouble());
            QCOMPARE(p.value(QStringLiteral("runs")).toInt(), 7);
            if (p.value(QStringLiteral("tested")).toBool()) {
                ++tested;
                QCOMPARE(p.value(QStringLiteral("arm")).toString(), QStringLiteral("B"));
            }
        }
        QCOMPARE(tested, 12);
        const QJsonArray changes = o.value(QStringLiteral("changes")).toArray();
        QCOMPARE(changes.size(), 1);
        const QJsonObject change = changes.first().toObject();
        QCOMPARE(change.value(QStringLiteral("index")).toInt(), 6);
        QCOMPARE(change.value(QStringLiteral("experimentBefore")).toInteger(), m_ids.at(5));
        QCOMPARE(change.value(QStringLiteral("experimentAfter")).toInteger(), m_ids.at(6));
        QVERIFY(qAbs(change.value(QStringLiteral("relativeChange")).toDouble() + 0.08) < 0.015);
        const QJsonArray settings = change.value(QStringLiteral("snapshotChanges")).toArray();
        QCOMPARE(settings.size(), 1);
        QCOMPARE(settings.first().toObject().value(QStringLiteral("key")).toString(), QStringLiteral("info.kernel"));
        QCOMPARE(
            settings.first().toObject().value(QStringLiteral("after")).toString(), QStringLiteral("6.1.0-21-amd64"));
    }

    void anUnknownPairOrMetricIsAnErrorThatSaysWhatToDo()
    {
        Output r = cli({QStringLiteral("--server"), QStringLiteral("nowhere")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(QStringLiteral("nowhere")) && r.err.contains(QStringLiteral("tunebench-cli list")),
            qPrintable(r.err));
        r = cli({QStringLiteral("--metric"), QStringLiteral("latency.p99")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("they measured: rate")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliTrend)
#include "tst_cli_trend.moc"
