// SPDX-License-Identifier: GPL-3.0-or-later
// The experiment engine end to end on the bed: real SSH hosts, real tunables, real netperf.
#include "experiment/experimentengine.h"
#include "experiment/schedule.h"
#include "hosts/hostconnector.h"
#include "netperf/netperfprobe.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/tunablesjournalrepository.h"
#include "testbed.h"
#include "tunables/hostreader.h"

#include <QJsonArray>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

// The bed's sudo user: root privileges through `sudo -n`, as on most real hosts, and no shell
// start-up files (the machine's root has a slow ~/.bashrc that every SSH command would pay for).
QString user(const Testbed &bed)
{
    return bed.sudoUser() + QLatin1Char('@');
}

QJsonObject tsoExperiment(const Testbed &bed, int repetitions, double seconds)
{
    const QString client = user(bed) + bed.clientAddress();
    const QString server = user(bed) + bed.serverAddress();
    return QJsonObject{
        {"format", "tunebench-experiment"},
        {"version", 1},
        {"name", "TSO on vs off (test)"},
        {"hosts", QJsonObject{{"client", QJsonObject{{"host", client}, {"interface", bed.interfaceName()}}},
                              {"server", QJsonObject{{"host", server}, {"interface", bed.interfaceName()},
                                                     {"dataAddress", bed.serverAddress()}}}}},
        {"test", QJsonObject{{"type", "TCP_RR"}, {"requestSize", 4345}, {"responseSize", 1}, {"durationSeconds", seconds},
                             {"interimInterval", 0.25}, {"localCpu", true}, {"remoteCpu", true}}},
        {"arms", QJsonArray{QJsonObject{{"label", "TSO off"}, {"tunables", QJsonObject{{"server", QJsonArray{"tso=off"}},
                                                                                        {"client", QJsonArray{"tso=off"}}}}},
                            QJsonObject{{"label", "TSO on"}, {"tunables", QJsonObject{{"server", QJsonArray{"tso=on"}}}}}}},
        {"repetitions", repetitions},
        {"order", "interleaved"},
        {"warmupSeconds", 0.5},
        {"pauseSeconds", 0}};
}

// Two arms that change nothing: netperf and telemetry only, no root needed.
QJsonObject plainExperiment(const Testbed &bed, double seconds)
{
    QJsonObject json = tsoExperiment(bed, 1, seconds);
    json.insert("name", "live output (test)");
    json.insert("arms", QJsonArray{QJsonObject{{"label", "A"}}, QJsonObject{{"label", "B"}}});
    json.insert("warmupSeconds", 0);
    return json;
}

QString tsoOn(CommandRunner &runner, const QString &iface)
{
    CommandSpec spec;
    spec.argv = {QStringLiteral("ethtool"), QStringLiteral("-k"), iface};
    spec.needsRoot = true; // through sudo -n, whose secure_path has /usr/sbin
    const CommandOutput out = runToCompletion(runner, spec);
    for (const QByteArray &line : out.stdoutData.split('\n'))
        if (line.startsWith("tcp-segmentation-offload:"))
            return QString::fromUtf8(line.mid(26).trimmed()).section(QLatin1Char(' '), 0, 0);
    return {};
}

} // namespace

class TestExperimentBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    std::unique_ptr<HostConnector> m_connector;
    QString m_originalTsoServer;

    ConnectOptions options() const
    {
        ConnectOptions o;
        o.identityFiles = {m_bed.keyPath()};
        o.knownHostsPath = m_bed.knownHostsPath();
        o.sshConfigPath = QStringLiteral("none");
        o.batchMode = true;
        return o;
    }
    std::shared_ptr<CommandRunner> server()
    {
        return m_connector->runner(user(m_bed) + m_bed.serverAddress()).value();
    }
    ExperimentEngine::RunnerFactory factory()
    {
        return [this](const QString &host) { return m_connector->runner(host); };
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        if (!m_bed.isUp())
            return;
        m_connector = std::make_unique<HostConnector>(options());
        m_originalTsoServer = tsoOn(*server(), m_bed.interfaceName());
        QVERIFY(m_originalTsoServer == QLatin1String("on") || m_originalTsoServer == QLatin1String("off"));
    }

    void cleanup()
    {
        if (m_bed.isUp())
            QCOMPARE(tsoOn(*server(), m_bed.interfaceName()), m_originalTsoServer); // every test leaves the host as found
    }

    void twoArmsThreeRepetitionsAreStoredInterleavedAndRestored()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        Database database(m_dir.filePath(QStringLiteral("tso.sqlite")));
        QVERIFY(database.open().ok());
        auto spec = ExperimentSpec::fromJson(tsoExperiment(m_bed, 3, 3));
        QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().message));
        ExperimentEngine engine(database, factory());
        QStringList messages;
        connect(&engine, &ExperimentEngine::message, this, [&messages](const QString &m) { messages << m; });
        QList<double> sampleTimes;
        connect(&engine, &ExperimentEngine::interimSample, this, [&sampleTimes](int, double t, double) { sampleTimes << t; });
        auto id = engine.run(spec.value());
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error().toString()));

        ExperimentRepository repository(database);
        const ExperimentRecord record = repository.experiment(id.value()).value();
        QVERIFY2(record.status == QLatin1String("completed"), qPrintable(record.error + messages.join(QLatin1Char('\n'))));
        const QList<RunRecord> runs = repository.runs(id.value()).value();
        const QList<ArmRecord> arms = repository.arms(id.value()).value();
        QCOMPARE(runs.size(), 6);
        QList<double> ratios;
        for (const RunRecord &run : runs) {
            QVERIFY2(run.status == QLatin1String("completed"), qPrintable(run.error));
            QCOMPARE(run.armId, arms.at(run.index % 2).id); // interleaved: A B A B A B
            const auto interim = repository.interim(run.id).value();
            // 3 s at 0.25 s is 12 intervals; start-up and a loaded host shift a few, so allow a wide band.
            QVERIFY2(interim.size() >= 6 && interim.size() <= 16, qPrintable(QString::number(interim.size())));
            const auto telemetry = repository.telemetry(run.id).value();
            const auto clientRows = std::count_if(telemetry.begin(), telemetry.end(), [](const TelemetrySampleRow &r) { return r.role == QLatin1String("client"); });
            QVERIFY(clientRows >= 5);
            QVERIFY(telemetry.size() - clientRows >= 5);
            QVERIFY(run.rate && *run.rate > 0);
            // Measured when the connections opened and stored with the run; the bed's hosts share
            // this machine's clock, so the measured interval holds 0.
            for (const auto &clock : {run.clientClock, run.serverClock}) {
                QVERIFY(clock && clock->uncertainty);
                QCOMPARE(clock->method, ClockOffset::Method::RoundTrip);
                QVERIFY2(std::abs(clock->seconds) <= *clock->uncertainty + 1e-3, qPrintable(QString::number(clock->seconds)));
            }
            QVERIFY(run.localServiceDemand && run.liveServiceDemandLocal);
            ratios << *run.liveServiceDemandLocal / *run.localServiceDemand;
            const QJsonArray settings = QJsonDocument::fromJson(run.settings).array();
            QVERIFY(!settings.isEmpty());
            for (const QJsonValue &s : settings)
                QVERIFY2(s[QLatin1String("verified")].toBool(), QJsonDocument(s.toObject()).toJson().constData());
        }
        std::sort(ratios.begin(), ratios.end());
        const double median = (ratios.at(2) + ratios.at(3)) / 2;
        qInfo("live / netperf service demand (client), median of 6 runs: %.3f (range %.3f..%.3f)", median,
              ratios.first(), ratios.last());
        QVERIFY2(std::abs(median - 1) < 0.15, qPrintable(QString::number(median)));
        QVERIFY(!record.summary.isEmpty());
        QVERIFY(sampleTimes.size() > 30);
        // Journals are all closed: the hosts are back.
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals().value().isEmpty());
    }

    void abortMidRunRestoresTheHosts()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        Database database(m_dir.filePath(QStringLiteral("abort.sqlite")));
        QVERIFY(database.open().ok());
        auto spec = ExperimentSpec::fromJson(tsoExperiment(m_bed, 2, 5));
        ExperimentEngine engine(database, factory());
        QString tsoDuringRun;
        int samples = 0;
        connect(&engine, &ExperimentEngine::interimSample, this, [&](int, double, double) {
            if (++samples == 3) {
                tsoDuringRun = tsoOn(*server(), m_bed.interfaceName());
                engine.abort();
            }
        });
        auto id = engine.run(spec.value());
        QVERIFY(id.ok());
        QCOMPARE(tsoDuringRun, QStringLiteral("off")); // the arm really was applied
        ExperimentRepository repository(database);
        QCOMPARE(repository.experiment(id.value())->status, QStringLiteral("aborted"));
        QCOMPARE(repository.runs(id.value())->at(0).status, QStringLiteral("aborted"));
        QVERIFY(repository.interim(repository.runs(id.value())->at(0).id)->size() >= 3);
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals().value().isEmpty());
    }

    void killedCliIsRecoveredAtTheNextStart()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        const QString db = m_dir.filePath(QStringLiteral("kill.sqlite"));
        const QString file = m_dir.filePath(QStringLiteral("kill.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(tsoExperiment(m_bed, 2, 12)).toJson()); // long runs: the kill lands in the first
        f.close();
        const QStringList common{QStringLiteral("--db"), db, QStringLiteral("-i"), m_bed.keyPath(), QStringLiteral("--known-hosts"),
                                 m_bed.knownHostsPath(), QStringLiteral("--ssh-config"), QStringLiteral("none"),
                                 QStringLiteral("--batch"), QStringLiteral("--json")};
        // Whatever fails below, the killed run's changes must not outlive the test.
        auto restore = qScopeGuard([&common] {
            QProcess::execute(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
                              QStringList{QStringLiteral("restore"), QStringLiteral("--all")} + common);
        });
        QProcess cli;
        cli.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
                  QStringList{QStringLiteral("run"), file} + common);
        QVERIFY(cli.waitForStarted());
        // Kill it once several samples of the first run (TSO off) were reported, i.e. flushed soon.
        int samples = 0;
        while (samples < 8 && cli.state() == QProcess::Running) {
            cli.waitForReadyRead(10000);
            while (cli.canReadLine())
                samples += cli.readLine().contains("\"event\":\"sample\"");
        }
        QTest::qWait(1200); // past the next once-a-second flush
        QCOMPARE(tsoOn(*server(), m_bed.interfaceName()), QStringLiteral("off"));
        cli.kill();
        cli.waitForFinished();

        // The next start: a run with one repetition recovers first, then runs.
        QProcess next;
        next.start(qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli"),
                   QStringList{QStringLiteral("run"), file, QStringLiteral("--repetitions"), QStringLiteral("1")} + common);
        QVERIFY(next.waitForFinished(240000));
        const QByteArray err = next.readAllStandardError();
        const QByteArray out = next.readAllStandardOutput();
        QVERIFY2(next.exitCode() == 0, err.constData());
        QVERIFY2(err.contains("interrupted"), err.constData());
        // The killed run's hosts put themselves back (tst_hostleases_bed); this start closes the journals.
        QVERIFY2(out.contains("\"event\":\"hostRestored\""), out.constData());

        Database database(db);
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        QCOMPARE(repository.experiment(1)->status, QStringLiteral("interrupted"));
        const RunRecord first = repository.runs(1)->at(0);
        QCOMPARE(first.status, QStringLiteral("interrupted"));
        QVERIFY(repository.interim(first.id)->size() >= 4); // samples up to the last flush survived
        QCOMPARE(repository.experiment(2)->status, QStringLiteral("completed"));
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals().value().isEmpty());
    }

    void netperfOutputReachesLogLineWhileTheRunGoes()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        Database database(m_dir.filePath(QStringLiteral("live.sqlite")));
        QVERIFY(database.open().ok());
        auto spec = ExperimentSpec::fromJson(plainExperiment(m_bed, 3)); // -l 3 -D 0.25
        QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().message));
        ExperimentEngine engine(database, factory());

        // Per run: every logLine with its time and the number of interim samples reported before it.
        struct Line
        {
            qint64 ms;
            int samplesBefore;
            QString text;
        };
        QMap<int, QList<Line>> lines;
        QMap<int, int> samples;
        QMap<int, qint64> finishedMs;
        int current = -1;
        QElapsedTimer clock;
        clock.start();
        connect(&engine, &ExperimentEngine::runStarted, this, [&](int index, const QString &, int) { current = index; });
        connect(&engine, &ExperimentEngine::logLine, this, [&](const QString &line) {
            lines[current].append(Line{clock.elapsed(), samples.value(current), line});
        });
        connect(&engine, &ExperimentEngine::interimSample, this, [&](int index, double, double) { ++samples[index]; });
        connect(&engine, &ExperimentEngine::runFinished, this,
                [&](int index, const QString &, double, const QString &) { finishedMs[index] = clock.elapsed(); });
        auto id = engine.run(spec.value());
        QVERIFY2(id.ok(), id.ok() ? "" : qPrintable(id.error().toString()));

        ExperimentRepository repository(database);
        const QList<RunRecord> runs = repository.runs(id.value()).value();
        QCOMPARE(runs.size(), 2);
        for (const RunRecord &run : runs) {
            QVERIFY2(run.status == QLatin1String("completed"), qPrintable(run.error));
            const QList<Line> &got = lines.value(run.index);
            const int total = samples.value(run.index);
            QVERIFY2(total >= 6, qPrintable(QString::number(total)));
            // Every non-empty line of the stored raw output came through logLine, in order.
            QStringList texts;
            for (const Line &line : got)
                texts << line.text;
            QCOMPARE(texts, run.rawOutput.split(QLatin1Char('\n'), Qt::SkipEmptyParts));
            // Live: a sample is reported after the lines that complete it, so the interim lines
            // of all but the last sample are logged before the last sample is; emitted at the
            // end of the run, none would be.
            const auto interimLine = [](const Line &line) {
                return line.text.startsWith(QLatin1String("NETPERF_INTERIM_RESULT")) || line.text.startsWith(QLatin1String("Interim result"));
            };
            const qsizetype interimBeforeLast = std::count_if(got.begin(), got.end(), [&](const Line &line) {
                return interimLine(line) && line.samplesBefore < total - 1;
            });
            QVERIFY2(interimBeforeLast >= total - 1, qPrintable(QStringLiteral("%1 of %2").arg(interimBeforeLast).arg(total)));
            QVERIFY(!got.isEmpty() && got.first().samplesBefore == 0); // netperf's first line precedes every sample
            QList<qint64> times;
            for (const Line &line : got)
                if (interimLine(line))
                    times << line.ms;
            qInfo("run %d: %d interim lines logged from %lld ms to %lld ms before the run ended", run.index + 1,
                  int(times.size()), finishedMs.value(run.index) - times.first(), finishedMs.value(run.index) - times.last());
        }
    }

    void oneTransactionProbeAnswersLikeTheOneSecondProbeAndIsReused()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        NetperfProbe::clearCache();
        const auto client = m_connector->runner(user(m_bed) + m_bed.clientAddress()).value();
        QElapsedTimer clock;
        clock.start();
        const NetperfCapabilities full = NetperfProbe::probe(*client, nullptr, m_bed.serverAddress(), 0, ProbeLength::OneSecond);
        const qint64 fullMs = clock.restart();
        const NetperfCapabilities quick = NetperfProbe::probe(*client, nullptr, m_bed.serverAddress(), 0, ProbeLength::OneTransaction);
        const qint64 quickMs = clock.restart();
        qInfo("probe: one second %lld ms, one transaction %lld ms", fullMs, quickMs);
        QVERIFY(full.problems.isEmpty() && quick.problems.isEmpty());
        for (const NetperfCapabilities *caps : {&full, &quick}) {
            QVERIFY(caps->netperfPresent && caps->serverReachable);
            QVERIFY(caps->demoMode && caps->demoVerified && caps->preciseInterims && caps->latencyStatistics);
            QVERIFY(!caps->fromCache);
        }
        QCOMPARE(quick.netperfVersion, full.netperfVersion);
        QCOMPARE(quick.outputForms, full.outputForms);

        // The engine's way: reused for the same client, server and netperf version ...
        NetperfProbeJob::Options options;
        options.length = ProbeLength::OneTransaction;
        options.useCache = true;
        options.waitForServer = true;
        NetperfProbeJob again(*client, nullptr, m_bed.serverAddress(), 0, options);
        again.start();
        QTimer::singleShot(20000, &again, &NetperfProbeJob::setServerReady); // never hang: a miss would probe
        const NetperfCapabilities &reused = again.waitForFinished(); // a cache hit needs no server
        QVERIFY(reused.fromCache);
        QCOMPARE(reused.netperfVersion, full.netperfVersion);
        QVERIFY(reused.serverReachable && reused.demoMode && reused.demoVerified && reused.preciseInterims);
        QCOMPARE(reused.outputForms, full.outputForms);
        // ... but not for another server port, and a failed probe is not kept.
        for (int round = 0; round < 2; ++round) {
            NetperfProbeJob other(*client, nullptr, m_bed.serverAddress(), 12999, options);
            other.start();
            QTimer::singleShot(0, &other, &NetperfProbeJob::setServerReady);
            const NetperfCapabilities &caps = other.waitForFinished();
            QVERIFY(!caps.fromCache);
            QVERIFY(caps.netperfPresent && !caps.serverReachable);
            QVERIFY(!caps.problems.isEmpty() && caps.problems.first().message.contains(QLatin1String("port 12999")));
        }
        // Forgotten on request.
        NetperfProbe::clearCache();
        NetperfProbeJob fresh(*client, nullptr, m_bed.serverAddress(), 0, options);
        fresh.start();
        fresh.setServerReady();
        QVERIFY(!fresh.waitForFinished().fromCache);
    }

    void packetByteSweepRunsTheSizesOfTheMeasuredMss()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        Database database(m_dir.filePath(QStringLiteral("sweep.sqlite")));
        QVERIFY(database.open().ok());
        QJsonObject json = tsoExperiment(m_bed, 1, 1);
        json.insert("name", "packet_byte sweep (test)");
        json.insert("sweep", QJsonObject{{"parameter", "requestSize"}, {"preset", "packet_byte"}});
        json.insert("warmupSeconds", 0);
        auto spec = ExperimentSpec::fromJson(json);
        QVERIFY(spec.ok());
        ExperimentEngine engine(database, factory());
        auto id = engine.run(spec.value());
        QVERIFY(id.ok());
        ExperimentRepository repository(database);
        const ExperimentRecord record = repository.experiment(id.value()).value();
        QVERIFY(record.mss.has_value());
        qInfo("measured MSS: %d", *record.mss);
        const QList<qint64> sizes = packetByteSizes(*record.mss);
        const QList<RunRecord> runs = repository.runs(id.value()).value();
        QCOMPARE(runs.size(), sizes.size() * 2);
        for (const RunRecord &run : runs) {
            QVERIFY2(run.status == QLatin1String("completed"), qPrintable(run.error));
            QCOMPARE(qint64(*run.sweepValue), sizes.at(run.sweepPoint));
            const QJsonObject result = QJsonDocument::fromJson(run.result).object();
            QCOMPARE(qint64(result.value(QLatin1String("request_size")).toDouble()), sizes.at(run.sweepPoint));
        }
    }
};

QTEST_GUILESS_MAIN(TestExperimentBed)
#include "tst_experiment_bed.moc"
