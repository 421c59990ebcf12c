// SPDX-License-Identifier: GPL-3.0-or-later
// A mail thread made on the bed as a user makes one: real netperf runs from the client namespace
// with a real `ethtool -K` change on the client's veth in between, pasted with their commands, a
// lead-in and a reply's quotation of the first run. `tunebench-cli import --json` must make the
// arms a reader of the thread would name, with their settings and test parameters, and skip the
// quotation as a repeat. The client's GRO state is written back afterwards.
#include "testbed.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench::Test;

namespace {

QString cliBinary()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR", QStringLiteral(TUNEBENCH_BINARY_DIR "/bin"))
        + QStringLiteral("/tunebench-cli");
}

/// Writes the client's GRO state back on destruction, with plain ethtool.
class GroGuard
{
public:
    explicit GroGuard(const Testbed &bed)
        : m_ns(bed.clientNamespace()), m_if(bed.interfaceName()),
          m_state(bed.featureState(bed.clientNamespace(), QStringLiteral("generic-receive-offload")))
    {
    }
    ~GroGuard()
    {
        if (!m_state.isEmpty())
            Testbed::runInNamespace(m_ns, {QStringLiteral("ethtool"), QStringLiteral("-K"), m_if, QStringLiteral("gro"), m_state});
    }
    QString state() const { return m_state; }

private:
    QString m_ns;
    QString m_if;
    QString m_state;
};

QJsonObject eventOf(const QByteArray &out, const QString &name)
{
    for (const QByteArray &line : out.split('\n')) {
        const QJsonObject event = QJsonDocument::fromJson(line).object();
        if (event.value(QLatin1String("event")).toString() == name)
            return event;
    }
    return {};
}

} // namespace

class TestImportStoryBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    QByteArray m_thread;
    QByteArray m_firstRun;
    int m_lines = 0; ///< lines of m_thread so far

    void append(const QByteArray &text)
    {
        m_thread += text;
        m_lines += int(text.count('\n'));
    }

    /// Runs netperf from the client as the thread shows it, and returns the line of its command,
    /// where the test starts.
    int netperf(int requestSize)
    {
        const QStringList args{QStringLiteral("-H"), m_bed.serverAddress(), QStringLiteral("-t"), QStringLiteral("TCP_RR"),
                               QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("--"), QStringLiteral("-r"),
                               QStringLiteral("%1,1").arg(requestSize)};
        const int first = m_lines + 1;
        append("$ netperf " + args.join(QLatin1Char(' ')).toUtf8() + '\n');
        QString out;
        const int code = Testbed::runInNamespace(m_bed.clientNamespace(), QStringList{QStringLiteral("netperf")} + args, &out);
        if (code != 0)
            qWarning("netperf exited with %d: %s", code, qPrintable(out));
        append(out.toUtf8());
        if (m_firstRun.isEmpty())
            m_firstRun = out.toUtf8();
        return code == 0 ? first : -1;
    }

    bool setGro(const QString &state)
    {
        append("root@tb-client:~# ethtool -K " + m_bed.interfaceName().toUtf8() + " gro " + state.toUtf8() + '\n');
        return Testbed::runInNamespace(m_bed.clientNamespace(), {QStringLiteral("ethtool"), QStringLiteral("-K"),
                                                                 m_bed.interfaceName(), QStringLiteral("gro"), state})
            == 0;
    }

private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void aThreadOfBedRunsImportsAsItsStory()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const GroGuard guard(m_bed);
        QVERIFY2(!guard.state().isEmpty(), "ethtool -k on the client lists no generic-receive-offload");

        append("On Monday, Bob wrote:\n> Does GRO matter for small requests?\n\n");
        QVERIFY(setGro(QStringLiteral("on")));
        const int first = netperf(1);
        QVERIFY(first > 0);
        QVERIFY(netperf(1) > 0);
        QVERIFY(netperf(1448) > 0);
        QVERIFY(setGro(QStringLiteral("off")));
        QVERIFY(netperf(1) > 0);
        QVERIFY(netperf(1) > 0);
        append("\nLarger requests, still GRO off:\n");
        QVERIFY(netperf(1448) > 0);
        // The reply quotes the first run: a repeat, not a seventh run.
        append("\nOn Tuesday, Bob wrote:\n");
        const int quoteFirst = m_lines + 1;
        for (const QByteArray &line : m_firstRun.trimmed().split('\n'))
            append("> " + line + '\n');

        const QString path = m_dir.filePath(QStringLiteral("thread.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(m_thread);
        file.close();

        QProcess cli;
        cli.start(cliBinary(), {QStringLiteral("--db"), m_dir.filePath(QStringLiteral("db.sqlite")), QStringLiteral("import"),
                                path, QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        const QByteArray out = cli.readAllStandardOutput();
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());

        const QJsonArray arms = eventOf(out, QStringLiteral("arms")).value(QLatin1String("arms")).toArray();
        QStringList labels;
        for (const QJsonValue &arm : arms)
            labels << arm[QLatin1String("label")].toString();
        QCOMPARE(labels, (QStringList{QStringLiteral("request 1 B · gro on on tb-client"),
                                      QStringLiteral("request 1448 B · gro on on tb-client"),
                                      QStringLiteral("request 1 B · gro off on tb-client"),
                                      QStringLiteral("Larger requests, still GRO off")}));
        const QList<int> runs{2, 1, 2, 1};
        const QList<int> sizes{1, 1448, 1, 1448};
        const QStringList gro{QStringLiteral("on"), QStringLiteral("on"), QStringLiteral("off"), QStringLiteral("off")};
        for (int i = 0; i < arms.size(); ++i) {
            const QJsonObject arm = arms.at(i).toObject();
            QCOMPARE(arm[QLatin1String("runs")].toArray().size(), runs.at(i));
            QCOMPARE(arm[QLatin1String("test")][QLatin1String("requestSize")].toInt(), sizes.at(i));
            QCOMPARE(arm[QLatin1String("test")][QLatin1String("type")].toString(), QStringLiteral("TCP_RR"));
            QCOMPARE(arm[QLatin1String("test")][QLatin1String("durationSeconds")].toInt(), 1);
            const QJsonArray settings = arm[QLatin1String("settings")].toArray();
            QCOMPARE(settings.size(), 1);
            QCOMPARE(settings.at(0)[QLatin1String("key")].toString(), QStringLiteral("feature.generic-receive-offload"));
            QCOMPARE(settings.at(0)[QLatin1String("host")].toString(), QStringLiteral("tb-client"));
            QCOMPARE(settings.at(0)[QLatin1String("value")].toString(), gro.at(i));
        }
        QCOMPARE(arms.at(3)[QLatin1String("leadIn")].toString(), QStringLiteral("Larger requests, still GRO off"));
        QCOMPARE(arms.at(0)[QLatin1String("runs")][0][QLatin1String("firstLine")].toInt(), first);

        const QJsonObject source = eventOf(out, QStringLiteral("source"));
        QCOMPARE(source[QLatin1String("recognised")].toArray().size(), 6);
        bool quotationSkipped = false;
        for (const QJsonValue &item : source[QLatin1String("skipped")].toArray()) {
            if (item[QLatin1String("firstLine")].toInt() == quoteFirst) {
                QVERIFY2(item[QLatin1String("reason")].toString().startsWith(QStringLiteral("repeats lines %1–").arg(first)),
                         qPrintable(item[QLatin1String("reason")].toString()));
                quotationSkipped = true;
            }
        }
        QVERIFY2(quotationSkipped, out.constData());
        const QJsonObject imported = eventOf(out, QStringLiteral("imported"));
        QCOMPARE(imported[QLatin1String("runs")].toInt(), 6);
        QCOMPARE(imported[QLatin1String("arms")].toArray().size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestImportStoryBed)
#include "tst_importstory_bed.moc"
