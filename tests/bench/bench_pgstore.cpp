// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28's benchmarks, on the cluster of TUNEBENCH_TEST_PGURI (scripts/bench starts a throwaway
// one when it is not set):
//  1. pg_interim_insert: BENCH_SAMPLES (default 1,000,000) interim samples of one run reaching the
//     PostgreSQL store the way Tunebench writes them there: recorded in the local SQLite store
//     (untimed; as a run records them, in batches of BENCH_BATCH, default 1,000) and published
//     (StorePublisher::publish, timed), against `COPY interim_sample FROM STDIN` of the same rows
//     by psql into the same table (another run), in the same run; goal: ratio <= 2.
//  2. history_first_page_{sqlite,postgresql}: the history's first page (ExperimentHistory::list,
//     200 rows, what the history controller shows first) of BENCH_EXPERIMENTS (default 10,000)
//     experiments of two arms and four runs each; goal <= 50 ms. Baseline: the bare keyset SELECT
//     of the page's ids on the same connection. Medians of BENCH_REPEATS (default 7).
#include "benchsupport.h"

#include "experiment/experimenthistory.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/storepublisher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>

using namespace Tunebench;
using namespace Tunebench::Bench;

namespace {

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

void check(const Status &status, const char *what)
{
    if (!status)
        qFatal("%s: %s", what, qPrintable(status.error().toString()));
}

void exec(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        qFatal("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
}

// A new database on the test cluster; its URI.
QString freshPostgres(const QString &name)
{
    QUrl url(qEnvironmentVariable("TUNEBENCH_TEST_PGURI"));
    const QString database = QStringLiteral("bench_%1_%2").arg(name).arg(QCoreApplication::applicationPid());
    {
        Database admin(url.toString());
        auto db = admin.connection();
        if (!db)
            qFatal("%s", qPrintable(db.error().toString()));
        exec(db.value(), QStringLiteral("DROP DATABASE IF EXISTS %1").arg(database));
        exec(db.value(), QStringLiteral("CREATE DATABASE %1").arg(database));
    }
    url.setPath(QLatin1Char('/') + database);
    return url.toString();
}

// Experiments 1..count, each with arms 2i-1, 2i and runs 4i-3..4i; one more run for the COPY.
void fill(Database &database, int experiments)
{
    check(database.write([&](QSqlDatabase &db) -> Status {
        QSqlQuery e(db), a(db), r(db);
        e.prepare(QStringLiteral("INSERT INTO experiment (id, name, kind, spec, client_host, server_host, status,"
                                 " created_at, uid) VALUES (?, ?, 'experiment', '{}', 'tb-client', 'tb-server',"
                                 " 'completed', ?, ?)"));
        a.prepare(QStringLiteral("INSERT INTO arm (id, experiment_id, idx, label, spec) VALUES (?, ?, ?, ?, '{}')"));
        r.prepare(QStringLiteral("INSERT INTO run (id, experiment_id, arm_id, idx, repetition, status, rate)"
                                 " VALUES (?, ?, ?, ?, ?, 'completed', ?)"));
        const QDateTime start = QDateTime::fromString(QStringLiteral("2026-01-01T00:00:00Z"), Qt::ISODate);
        for (int i = 1; i <= experiments; ++i) {
            e.addBindValue(i);
            e.addBindValue(QStringLiteral("experiment %1").arg(i));
            e.addBindValue(start.addSecs(60 * i).toString(Qt::ISODateWithMs));
            e.addBindValue(QStringLiteral("bench-%1").arg(i));
            if (!e.exec())
                qFatal("%s", qPrintable(e.lastError().text()));
            for (int k = 0; k < 2; ++k) {
                for (const QVariant &v : {QVariant(2 * i - 1 + k), QVariant(i), QVariant(k), QVariant(k ? "B" : "A")})
                    a.addBindValue(v);
                if (!a.exec())
                    qFatal("%s", qPrintable(a.lastError().text()));
            }
            for (int k = 0; k < 4; ++k) {
                for (const QVariant &v : {QVariant(4 * i - 3 + k), QVariant(i), QVariant(2 * i - 1 + k % 2),
                                          QVariant(k), QVariant(k / 2), QVariant(14000.0 + k)})
                    r.addBindValue(v);
                if (!r.exec())
                    qFatal("%s", qPrintable(r.lastError().text()));
            }
        }
        return Ok{};
    }), "fill");
}

void benchFirstPage(Database &database, const QString &name, int experiments, int repeats)
{
    auto db = database.connection();
    QList<double> page, baseline;
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer timer;
        timer.start();
        auto entries = ExperimentHistory::list(database, {}, 200);
        page << msSince(timer);
        if (!entries || entries->size() != std::min(200, experiments))
            qFatal("the first page is wrong");
        timer.restart();
        QSqlQuery query(db.value());
        query.setForwardOnly(true);
        if (!query.exec(QStringLiteral("SELECT id FROM experiment ORDER BY created_at DESC, id DESC LIMIT 200")))
            qFatal("%s", qPrintable(query.lastError().text()));
        while (query.next()) { }
        baseline << msSince(timer);
    }
    reportRatio(name, median(page), median(baseline), QStringLiteral("ms"),
                {{"experiments", experiments}, {"listed", 200}, {"goal_ms", 50},
                 {"baseline", "SELECT id ... ORDER BY created_at DESC, id DESC LIMIT 200 on the same connection"},
                 {"repeats", repeats}});
}

QString psqlPath()
{
    for (const QString &dir : {QStringLiteral("/usr/bin"), QStringLiteral("/usr/lib/postgresql/15/bin")}) {
        if (QFileInfo::exists(dir + QStringLiteral("/psql")))
            return dir + QStringLiteral("/psql");
    }
    return QStringLiteral("psql");
}

/// An experiment of one arm and one run in @p database: their ids.
std::pair<qint64, qint64> oneRun(Database &database, const QString &name)
{
    ExperimentRepository repository(database);
    ExperimentRecord experiment;
    experiment.name = name;
    experiment.spec = "{}";
    experiment.status = QStringLiteral("completed");
    QList<ArmRecord> arms{ArmRecord{0, 0, QStringLiteral("A"), "{}"}};
    auto id = repository.create(experiment, arms);
    if (!id)
        qFatal("%s", qPrintable(id.error().toString()));
    QList<RunRecord> runs{RunRecord{}};
    runs[0].experimentId = id.value();
    runs[0].armId = arms.at(0).id;
    check(repository.addRuns(runs), "addRuns");
    return {id.value(), runs.at(0).id};
}

void benchInterim(Database &team, const QString &uri, int samples, int batch)
{
    // COPY's rows go to a run of their own in the same table.
    const QByteArray copyRun = QByteArray::number(oneRun(team, QStringLiteral("COPY's run")).second);
    QList<InterimSampleRow> rows;
    rows.reserve(samples);
    QByteArray copyText;
    for (int i = 0; i < samples; ++i) {
        const InterimSampleRow row{i, 1.7e9 + i * 0.25, 0.25, 14000.0 + (i % 977) * 0.37};
        rows << row;
        copyText += copyRun + '\t' + QByteArray::number(row.seq) + '\t' + QByteArray::number(row.endTime, 'g', 17) + '\t'
            + QByteArray::number(row.interval, 'g', 17) + '\t' + QByteArray::number(row.value, 'g', 17) + '\n';
    }
    // Recorded on this machine as a run records its samples.
    Database &local = team.localStore();
    const auto [localExperiment, localRun] = oneRun(local, QStringLiteral("one million samples"));
    ExperimentRepository recorded(local);
    for (int i = 0; i < samples; i += batch)
        check(recorded.appendInterim(localRun, rows.mid(i, batch)), "appendInterim");

    StorePublisher publisher(team);
    QElapsedTimer timer;
    timer.start();
    auto published = publisher.publish(localExperiment);
    const double tunebench = msSince(timer);
    if (!published)
        qFatal("publish: %s", qPrintable(published.error().toString()));

    const QUrl url(uri);
    const QUrlQuery query(url);
    QProcess psql;
    timer.restart();
    psql.start(psqlPath(), {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
                            QStringLiteral("-h"), query.queryItemValue(QStringLiteral("host")),
                            QStringLiteral("-U"), query.queryItemValue(QStringLiteral("user")),
                            QStringLiteral("-d"), url.path().mid(1), QStringLiteral("-c"),
                            QStringLiteral("COPY interim_sample (run_id, seq, t_end, interval, value) FROM STDIN")});
    psql.write(copyText);
    psql.closeWriteChannel();
    psql.waitForFinished(600000);
    const double copy = msSince(timer);
    if (psql.exitCode() != 0)
        qFatal("psql COPY failed: %s", psql.readAllStandardError().constData());
    reportRatio(QStringLiteral("pg_interim_insert"), tunebench, copy, QStringLiteral("ms"),
                {{"samples", samples}, {"rows_published", double(published->rows)}, {"goal_ratio", 2},
                 {"tunebench_rows_per_s", samples / tunebench * 1000}, {"copy_rows_per_s", samples / copy * 1000},
                 {"baseline", "psql COPY interim_sample FROM STDIN, the same rows, the same table (another run)"}});
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsEmpty("TUNEBENCH_TEST_PGURI"))
        qFatal("bench_pgstore needs TUNEBENCH_TEST_PGURI (scripts/bench starts a throwaway cluster)");
    const int experiments = envInt("BENCH_EXPERIMENTS", 10000);
    const int repeats = envInt("BENCH_REPEATS", 7);
    QTemporaryDir dir;
    // The local store a PostgreSQL store records through (Database::localStore()).
    qputenv("TUNEBENCH_LOCAL_STORE", dir.filePath(QStringLiteral("local.sqlite")).toUtf8());
    {
        Database sqlite(dir.filePath(QStringLiteral("history.sqlite")));
        check(sqlite.open(), "open SQLite");
        fill(sqlite, experiments);
        benchFirstPage(sqlite, QStringLiteral("history_first_page_sqlite"), experiments, repeats);
    }
    const QString uri = freshPostgres(QStringLiteral("pgstore"));
    Database postgres(uri);
    check(postgres.open(), "open PostgreSQL");
    fill(postgres, experiments);
    benchFirstPage(postgres, QStringLiteral("history_first_page_postgresql"), experiments, repeats);
    // On a database of its own: the history's rows above were inserted with their ids.
    const QString publishUri = freshPostgres(QStringLiteral("publish"));
    Database publishTo(publishUri);
    check(publishTo.open(), "open PostgreSQL");
    benchInterim(publishTo, publishUri, envInt("BENCH_SAMPLES", 1000000), envInt("BENCH_BATCH", 1000));
    return 0;
}
