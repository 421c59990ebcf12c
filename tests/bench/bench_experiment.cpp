// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6's benchmarks:
//  1. observer effect: TCP_RR rate when the engine runs the test (SSH, -D 0.25, telemetry on both
//     hosts) vs the same netperf run directly in the client namespace, interleaved pairs;
//  2. orchestration overhead: a 20-point sweep of 1 s runs, wall time / sum of test durations, as
//     the bed's sudo user without start-up files and with a ~/.bashrc that sleeps 0.5 s (what
//     `conda init` costs; commands share one remote shell per host, so it is paid per connection);
//  3. store: 1,000,000 interim samples into SQLite vs the same rows written to a CSV file;
//  4. start-up files (issue 26): the wall time of a 2 arms x 2 runs x 1 s experiment as the sudo
//     user with a ~/.bashrc that sleeps 0.5 s vs without one, alternating, new connections each.
#include "benchsupport.h"
#include "slowbashrc.h"
#include "testbed.h"

#include "experiment/experimentengine.h"
#include "hosts/hostconnector.h"
#include "store/database.h"
#include "store/experimentrepository.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace Tunebench;
using namespace Tunebench::Bench;

namespace {

QMap<QString, QString> bedState()
{
    QMap<QString, QString> values;
    QFile file(QStringLiteral("/run/tunebench-testbed/state.env"));
    if (file.open(QIODevice::ReadOnly))
        for (const QByteArray &line : file.readAll().split('\n'))
            if (const int eq = line.indexOf('='); eq > 0)
                values.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
    return values;
}

QJsonObject experiment(const QMap<QString, QString> &bed, double seconds, const QJsonArray &sweepValues)
{
    QJsonObject json{
        {"format", "tunebench-experiment"}, {"version", 1}, {"name", "bench"},
        {"hosts", QJsonObject{{"client", QJsonObject{{"host", QString(bed["SUDO_USER"] + QLatin1Char('@') + bed["CLIENT_ADDR"])}, {"interface", "eth0"}}},
                              {"server", QJsonObject{{"host", QString(bed["SUDO_USER"] + QLatin1Char('@') + bed["SERVER_ADDR"])}, {"interface", "eth0"},
                                                     {"dataAddress", bed["SERVER_ADDR"]}}}}},
        {"test", QJsonObject{{"type", "TCP_RR"}, {"requestSize", 1}, {"responseSize", 1}, {"durationSeconds", seconds},
                             {"interimInterval", 0.25}}},
        {"arms", QJsonArray{QJsonObject{{"label", "A"}}, QJsonObject{{"label", "B"}}}},
        {"repetitions", 1}, {"warmupSeconds", 0}, {"pauseSeconds", 0}};
    if (!sweepValues.isEmpty())
        json.insert("sweep", QJsonObject{{"parameter", "requestSize"}, {"values", sweepValues}});
    return json;
}

double directRate(const QMap<QString, QString> &bed, int seconds)
{
    QProcess netperf;
    netperf.start(QStringLiteral("ip"), {"netns", "exec", bed["CLIENT_NS"], "netperf", "-H", bed["SERVER_ADDR"], "-t",
                                         "TCP_RR", "-l", QString::number(seconds), "-P", "0", "--", "-r", "1,1"});
    netperf.waitForFinished(120000);
    const QStringList fields = QString::fromUtf8(netperf.readAllStandardOutput()).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    return fields.size() >= 6 ? fields.at(5).toDouble() : 0;
}

void observerEffect(const QMap<QString, QString> &bed, HostConnector &connector, Database &database, int pairs)
{
    auto spec = ExperimentSpec::fromJson(experiment(bed, 3, {}));
    QList<double> ratios, engineRates, directRates;
    for (int i = 0; i < pairs; ++i) {
        ExperimentEngine engine(database, [&connector](const QString &h) { return connector.runner(h); });
        auto id = engine.run(spec.value());
        ExperimentRepository repository(database);
        const auto runs = repository.runs(id.value()).value();
        for (const RunRecord &run : runs) {
            if (!run.rate)
                continue;
            const double direct = directRate(bed, 3);
            engineRates << *run.rate;
            directRates << direct;
            ratios << *run.rate / direct;
        }
    }
    reportRatio(QStringLiteral("observer_effect_tcp_rr_rate"), median(engineRates), median(directRates),
                QStringLiteral("Trans/s"),
                {{"pairs", int(ratios.size())}, {"median_pair_ratio", median(ratios)},
                 {"pair_ratio_p10", percentile(ratios, 10)}, {"pair_ratio_p90", percentile(ratios, 90)}});
}

// The sweep: 20 request sizes of 1 s TCP_RR runs with -D 0.25 and telemetry on both hosts.
// An experiment compares at least two arms, so the sweep runs 20 points x 2 arms = 40 runs.
// BENCH_SWEEP_POINTS changes the number of points (10 gives the 20-run figure of earlier reports).
void orchestration(const QMap<QString, QString> &bed, const ConnectOptions &options, Database &database,
                   const QString &name, const Test::SlowBashrc *slow)
{
    HostConnector connector(options); // new connections: each pays the login shell once
    const int points = qEnvironmentVariableIsSet("BENCH_SWEEP_POINTS") ? qEnvironmentVariableIntValue("BENCH_SWEEP_POINTS") : 20;
    QJsonArray values;
    for (int i = 0; i < points; ++i)
        values << 1 + i * 100;
    auto spec = ExperimentSpec::fromJson(experiment(bed, 1, values));
    ExperimentEngine engine(database, [&connector](const QString &h) { return connector.runner(h); });
    // Where the time goes: before the first run, inside runs, between runs, after the last.
    QElapsedTimer timer;
    QList<qint64> started, finished; // ns since the start
    QObject::connect(&engine, &ExperimentEngine::runStarted, [&](int, const QString &, int) { started << timer.nsecsElapsed(); });
    QObject::connect(&engine, &ExperimentEngine::runFinished,
                     [&](int, const QString &, double, const QString &) { finished << timer.nsecsElapsed(); });
    timer.start();
    auto id = engine.run(spec.value());
    const qint64 wallNs = timer.nsecsElapsed();
    const double wall = double(wallNs) / 1e9;
    const QList<RunRecord> runs = ExperimentRepository(database).runs(id.value()).value();
    const auto completed = std::count_if(runs.begin(), runs.end(), [](const RunRecord &run) { return run.status == QLatin1String("completed"); });
    if (completed != runs.size() || started.size() != runs.size() || finished.size() != runs.size())
        qWarning("orchestration: only %d of %d runs completed; the ratio is not meaningful", int(completed), int(runs.size()));
    double inRuns = 0, between = 0;
    for (qsizetype i = 0; i < std::min(started.size(), finished.size()); ++i) {
        inRuns += double(finished.at(i) - started.at(i)) / 1e9;
        if (i > 0)
            between += double(started.at(i) - finished.at(i - 1)) / 1e9;
    }
    const double n = double(runs.size());
    reportRatio(name, wall, n * 1.0, QStringLiteral("s"),
                {{"runs", int(runs.size())},
                 {"completed", int(completed)},
                 {"sweep_points", points},
                 {"arms", 2},
                 {"before_first_run_s", started.isEmpty() ? 0.0 : double(started.first()) / 1e9},
                 {"mean_run_s", inRuns / n},
                 {"mean_between_runs_s", n > 1 ? between / (n - 1) : 0.0},
                 {"after_last_run_s", finished.isEmpty() ? 0.0 : double(wallNs - finished.last()) / 1e9},
                 {"startup_files", slow ? QStringLiteral("~/.bashrc sleeps 0.5 s") : QStringLiteral("none")},
                 {"login_shells", slow ? slow->loginShells() : 0},
                 {"note", QStringLiteral("%1-point request-size sweep x 2 arms of 1 s TCP_RR runs, -D 0.25, telemetry on both hosts")
                              .arg(points)}});
}

// One 2 x 2 x 1 s experiment on new connections (each pays the login shell once); wall seconds.
double experimentWall(const QMap<QString, QString> &bed, const ConnectOptions &options, Database &database)
{
    QJsonObject json = experiment(bed, 1, {});
    json.insert(QStringLiteral("repetitions"), 2);
    const auto spec = ExperimentSpec::fromJson(json);
    HostConnector connector(options);
    ExperimentEngine engine(database, [&connector](const QString &h) { return connector.runner(h); });
    QElapsedTimer timer;
    timer.start();
    const auto id = engine.run(spec.value());
    const double wall = double(timer.nsecsElapsed()) / 1e9;
    if (!id)
        qFatal("startup_files: the experiment failed: %s", qPrintable(id.error().toString()));
    return wall;
}

// Pairs alternate which goes first, so drift on this shared machine hits both alike.
void startupFiles(const QMap<QString, QString> &bed, const ConnectOptions &options, Database &database, int pairs)
{
    QList<double> plain, slow, ratios, shells;
    for (int i = 0; i < pairs; ++i) {
        double without = 0, with = 0;
        for (int half = 0; half < 2; ++half) {
            if ((half == 0) == (i % 2 == 0)) {
                without = experimentWall(bed, options, database);
                continue;
            }
            Test::SlowBashrc bashrc(bed.value(QStringLiteral("SUDO_USER")), 0.5);
            if (!bashrc.isActive())
                qFatal("bench_experiment: could not write the sudo user's ~/.bashrc");
            with = experimentWall(bed, options, database);
            shells << bashrc.loginShells();
        }
        plain << without;
        slow << with;
        ratios << with / without;
    }
    QJsonArray plainJson, slowJson;
    for (qsizetype i = 0; i < plain.size(); ++i) {
        plainJson << plain.at(i);
        slowJson << slow.at(i);
    }
    reportRatio(QStringLiteral("experiment_2x2x1s_slow_bashrc"), median(slow), median(plain), QStringLiteral("s"),
                {{"pairs", pairs},
                 {"median_pair_ratio", median(ratios)},
                 {"pair_ratio_min", percentile(ratios, 0)},
                 {"pair_ratio_max", percentile(ratios, 100)},
                 {"walls_slow_bashrc_s", slowJson},
                 {"walls_without_s", plainJson},
                 {"login_shells_per_experiment", median(shells)},
                 {"baseline", QStringLiteral("the same experiment without a ~/.bashrc")},
                 {"note", QStringLiteral("2 arms x 2 runs of 1 s TCP_RR as the sudo user on both hosts, -D 0.25, "
                                         "telemetry on; ~/.bashrc sleeps 0.5 s")}});
}

void storeVsCsv(const QString &dir)
{
    const int total = 1000000;
    Database database(dir + QStringLiteral("/store.sqlite"));
    (void)database.open();
    ExperimentRepository repository(database);
    ExperimentRecord record;
    record.name = QStringLiteral("store bench");
    record.spec = "{}";
    QList<ArmRecord> arms{ArmRecord{0, 0, QStringLiteral("A"), "{}"}};
    const qint64 id = repository.create(record, arms).value();
    QList<RunRecord> runs{RunRecord{}};
    runs[0].experimentId = id;
    runs[0].armId = arms[0].id;
    (void)repository.addRuns(runs);
    QList<InterimSampleRow> batch;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < total; ++i) {
        batch << InterimSampleRow{i, 1795995436.0 + 0.25 * i, 0.25, 14000.0 + (i % 1000)};
        if (batch.size() == 1000) { // the engine flushes once a second; a bulk import uses big batches
            (void)repository.appendInterim(runs[0].id, batch);
            batch.clear();
        }
    }
    const double sqliteSeconds = double(timer.nsecsElapsed()) / 1e9;
    QFile csv(dir + QStringLiteral("/samples.csv"));
    (void)csv.open(QIODevice::WriteOnly);
    timer.restart();
    csv.write("run_id,seq,t_end,interval,value\n");
    for (int i = 0; i < total; ++i)
        csv.write(QStringLiteral("%1,%2,%3,%4,%5\n").arg(runs[0].id).arg(i).arg(1795995436.0 + 0.25 * i, 0, 'f', 3).arg(0.25).arg(14000.0 + (i % 1000)).toUtf8());
    csv.flush();
    csv.close();
    const double csvSeconds = double(timer.nsecsElapsed()) / 1e9;
    reportRatio(QStringLiteral("store_1M_interim_samples_time"), sqliteSeconds, csvSeconds, QStringLiteral("s"),
                {{"batch", 1000}});
    const double dbSize = double(QFileInfo(dir + QStringLiteral("/store.sqlite")).size() + QFileInfo(dir + QStringLiteral("/store.sqlite-wal")).size());
    reportRatio(QStringLiteral("store_1M_interim_samples_size"), dbSize / 1e6, double(QFileInfo(csv).size()) / 1e6, QStringLiteral("MB"));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // `bench_experiment [store] [orchestration] [orchestration_slow_bashrc] [startup_files]
    // [observer]` runs only the named parts.
    QStringList parts = app.arguments().mid(1);
    if (parts.isEmpty())
        parts = {QStringLiteral("store"), QStringLiteral("orchestration"), QStringLiteral("orchestration_slow_bashrc"),
                 QStringLiteral("startup_files"), QStringLiteral("observer")};
    QTemporaryDir dir;
    if (parts.contains(QLatin1String("store")))
        storeVsCsv(dir.path());
    // The bed's lock, held until exit: no bed test runs beside the benchmark (or sees its ~/.bashrc).
    const Test::Testbed lockedBed = Test::Testbed::load();
    const auto bed = bedState();
    if (!lockedBed.isUp() || bed.value(QStringLiteral("STATUS")) != QLatin1String("up")) {
        qWarning("the test bed is not up: skipping the observer-effect and orchestration benchmarks");
        return 0;
    }
    ConnectOptions options;
    options.identityFiles = {bed["CLIENT_KEY"]};
    options.knownHostsPath = bed["KNOWN_HOSTS"];
    options.sshConfigPath = QStringLiteral("none");
    options.batchMode = true;
    HostConnector connector(options);
    Database database(dir.path() + QStringLiteral("/bench.sqlite"));
    (void)database.open();
    if (parts.contains(QLatin1String("orchestration")))
        orchestration(bed, options, database, QStringLiteral("orchestration_wall_per_test_second"), nullptr);
    if (parts.contains(QLatin1String("orchestration_slow_bashrc"))) {
        Test::SlowBashrc slow(bed.value(QStringLiteral("SUDO_USER")), 0.5);
        if (!slow.isActive())
            qFatal("bench_experiment: could not write the sudo user's ~/.bashrc");
        orchestration(bed, options, database, QStringLiteral("orchestration_wall_per_test_second_slow_bashrc"),
                      &slow);
    }
    if (parts.contains(QLatin1String("startup_files")))
        startupFiles(bed, options, database, qMax(1, qEnvironmentVariableIsSet("BENCH_PAIRS") ? qEnvironmentVariableIntValue("BENCH_PAIRS") : 3));
    if (parts.contains(QLatin1String("observer")))
        observerEffect(bed, connector, database, qEnvironmentVariableIsSet("BENCH_PAIRS") ? qEnvironmentVariableIntValue("BENCH_PAIRS") : 5);
    return 0;
}
