// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 9's benchmark: the history with 10,000 experiments in the store.
//  1. show the list: the history query with the verdict of every experiment, the model filled
//     and the view painted (offscreen), against the same SELECT run by the sqlite3 shell; for
//     the first page of 200 (what the controller shows first) and for the whole list;
//  2. open one: its details loaded and the results view shown and painted, against the same
//     SELECTs (experiment, arms, runs, snapshot links) run by the sqlite3 shell.
// The store holds recorded and analysed experiments (tests/common/experimentfixture.h: two-arm
// experiments and packet_byte sweeps from captured interim series), copied by the sqlite3 shell
// to 10,000 with their arms, runs and interim samples. Each figure is the median of
// BENCH_REPEATS (default 7) measurements; BENCH_EXPERIMENTS changes the count.
#include "benchsupport.h"

#include "experiment/experimentdetails.h"
#include "experiment/experimenthistory.h"
#include "experimentfixture.h"
#include "views/historymodel.h"
#include "views/historyview.h"
#include "views/resultsview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Bench;
using namespace Tunebench::Test;

namespace {

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// Runs @p sql in a new sqlite3 shell on @p path, output discarded; returns the wall time in ms.
double shell(const QString &path, const QString &sql, QString *error = nullptr)
{
    QProcess sqlite;
    sqlite.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    sqlite.start(QStringLiteral("sqlite3"), {QStringLiteral("-batch"), path});
    sqlite.write(sql.toUtf8());
    sqlite.closeWriteChannel();
    sqlite.waitForFinished(600000);
    const double ms = msSince(timer);
    if (error && (sqlite.exitStatus() != QProcess::NormalExit || sqlite.exitCode() != 0))
        *error = QString::fromUtf8(sqlite.readAllStandardError()) + sqlite.errorString();
    return ms;
}

// Copies experiments 1..templates (with arms, runs and interim samples) until there are
// @p total, each copy a minute older than the last.
QString copySql(int templates, int total, qint64 arms, qint64 runs)
{
    const int copies = (total - 1) / templates; // copy k of template t gets id t + k * templates
    return QStringLiteral(
        "PRAGMA foreign_keys = OFF; BEGIN;"
        "CREATE TEMP TABLE k(i INTEGER PRIMARY KEY);"
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %2) INSERT INTO k SELECT i FROM n;"
        "INSERT INTO experiment (id, name, kind, spec, client_host, server_host, status, seed, mss, created_at,"
        " finished_at, error, summary, verdicts) SELECT e.id + k.i * %1, e.name || ' ' || k.i, e.kind, e.spec, e.client_host,"
        " e.server_host, e.status, e.seed, e.mss,"
        " strftime('%Y-%m-%dT%H:%M:%fZ', e.created_at, '-' || (k.i * %1 + e.id) || ' minutes'),"
        " e.finished_at, e.error, e.summary, e.verdicts FROM experiment e, k WHERE e.id <= %1 AND e.id + k.i * %1 <= %5;"
        "INSERT INTO arm (id, experiment_id, idx, label, spec) SELECT a.id + k.i * %3, a.experiment_id + k.i * %1,"
        " a.idx, a.label, a.spec FROM arm a, k WHERE a.experiment_id + k.i * %1 <= %5;"
        "INSERT INTO run SELECT r.id + k.i * %4, r.experiment_id + k.i * %1, r.arm_id + k.i * %3, r.idx,"
        " r.repetition, r.sweep_point, r.sweep_value, r.status, r.started_at, r.finished_at, r.command_line,"
        " r.raw_output, r.error, r.rate, r.local_sd, r.remote_sd, r.live_sd_local, r.live_sd_remote, r.result,"
        " r.settings FROM run r, k WHERE r.experiment_id + k.i * %1 <= %5;"
        "INSERT INTO interim_sample SELECT s.run_id + k.i * %4, s.seq, s.t_end, s.interval, s.value"
        " FROM interim_sample s JOIN run r ON r.id = s.run_id, k WHERE r.experiment_id + k.i * %1 <= %5;"
        "COMMIT;")
        .arg(templates)
        .arg(copies)
        .arg(arms)
        .arg(runs)
        .arg(total);
}

// ExperimentRepository::list's SELECT.
QString listSql(int limit)
{
    return QStringLiteral(
        "SELECT e.id, e.name, e.kind, e.status, e.created_at, e.client_host, e.server_host,"
        " (SELECT group_concat(label, char(31)) FROM (SELECT label FROM arm WHERE experiment_id = e.id ORDER BY idx)),"
        " (SELECT count(*) FROM run WHERE experiment_id = e.id), coalesce(e.verdicts, e.summary) FROM experiment e"
        " ORDER BY e.created_at DESC, e.id DESC LIMIT %1 OFFSET 0;")
        .arg(limit);
}

QString openSql(qint64 id)
{
    return QStringLiteral(
        "SELECT id, name, kind, spec, client_host, server_host, status, seed, mss, created_at, finished_at,"
        " error, summary FROM experiment WHERE id = %1;"
        "SELECT id, idx, label, spec FROM arm WHERE experiment_id = %1 ORDER BY idx;"
        "SELECT id, experiment_id, arm_id, idx, repetition, sweep_point, sweep_value, status, started_at,"
        " finished_at, command_line, raw_output, error, rate, local_sd, remote_sd, live_sd_local, live_sd_remote,"
        " result, settings FROM run WHERE experiment_id = %1 ORDER BY idx;"
        "SELECT role, phase, snapshot_id FROM experiment_snapshot WHERE experiment_id = %1"
        " ORDER BY role, phase DESC;")
        .arg(id);
}

void paint(QWidget &widget)
{
    widget.repaint();
    QCoreApplication::processEvents();
}

// Lists @p limit experiments (-1: all), fills a new history view and paints it.
void benchList(Database &database, const QString &path, int total, int limit, const QString &name, int repeats)
{
    const int expected = limit < 0 ? total : std::min(limit, total);
    QList<double> query, model, painted, totals, baseline;
    for (int r = 0; r < repeats; ++r) {
        QElapsedTimer timer;
        timer.start();
        auto entries = ExperimentHistory::list(database, {}, limit);
        const double queried = msSince(timer);
        HistoryView view;
        view.resize(1400, 900);
        view.setEntries(entries.value());
        const double filled = msSince(timer);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            qWarning("the history view was not exposed");
        paint(view);
        const double shown = msSince(timer);
        if (entries->size() != expected || view.proxy()->rowCount() != expected)
            qFatal("the history shows %d of %d experiments", int(view.proxy()->rowCount()), expected);
        query << queried;
        model << filled - queried;
        painted << shown - filled;
        totals << shown;
        baseline << shell(path, listSql(limit));
    }
    reportRatio(name, median(totals), median(baseline), QStringLiteral("ms"),
        {{"experiments", total}, {"listed", expected}, {"query_and_verdicts_ms", median(query)},
            {"model_and_view_ms", median(model)}, {"show_and_paint_ms", median(painted)},
            {"baseline", "sqlite3 shell, the same SELECT, new process"}, {"repeats", repeats}});
}

// ExperimentRepository::list alone (the SQL and the row values, no verdicts, no view).
void benchQuery(Database &database, const QString &path, int total, int repeats)
{
    QList<double> raw, baseline;
    for (int r = 0; r < repeats; ++r) {
        QElapsedTimer timer;
        timer.start();
        auto rows = ExperimentRepository(database).list();
        raw << msSince(timer);
        if (rows->size() != total)
            qFatal("the query returned %d rows", int(rows->size()));
        baseline << shell(path, listSql(-1));
    }
    reportRatio(QStringLiteral("history_list_query_only"), median(raw), median(baseline), QStringLiteral("ms"),
        {{"experiments", total}, {"note", "ExperimentRepository::list in process vs the sqlite3 shell"}});
}

void benchOpen(Database &database, const QString &path, const QList<qint64> &ids, const QString &name, int repeats)
{
    ResultsView view;
    view.resize(1400, 900);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        qWarning("the results view was not exposed");
    QList<double> loaded, shown, baseline;
    int runs = 0;
    for (int r = 0; r < repeats; ++r) {
        const qint64 id = ids.at(r % ids.size());
        QElapsedTimer timer;
        timer.start();
        auto details = ExperimentDetailsLoader::load(database, id);
        if (!details)
            qFatal("%s", qPrintable(details.error().toString()));
        loaded << msSince(timer);
        view.setDetails(details.value());
        paint(view);
        shown << msSince(timer);
        runs = int(details->runs.size());
        baseline << shell(path, openSql(id));
    }
    reportRatio(name, median(shown), median(baseline), QStringLiteral("ms"),
        {{"load_details_ms", median(loaded)}, {"runs", runs},
            {"baseline", "sqlite3 shell, the loader's SELECTs, new process"}, {"repeats", repeats}});
}

// Ten recorded templates (eight two-arm experiments, two packet_byte sweeps), copied by the
// sqlite3 shell to @p total experiments.
void buildStore(const QString &path, int total)
{
    constexpr int templates = 10;
    QElapsedTimer timer;
    timer.start();
    {
        Database database(path);
        if (!database.open())
            qFatal("cannot open %s", qPrintable(path));
        for (int t = 0; t < templates; ++t) {
            FixtureExperiment fixture
                = t % 5 == 4 ? sweepFixture() : twoArmFixture(QStringLiteral("GRO on/off %1").arg(t));
            fixture.createdAt = QDateTime::currentDateTimeUtc().addSecs(-60 * (templates - t));
            if (recordExperiment(database, fixture) != t + 1)
                qFatal("could not record template %d", t);
        }
    }
    QProcess probe;
    probe.start(QStringLiteral("sqlite3"),
        {QStringLiteral("-batch"), path, QStringLiteral("SELECT max(id) FROM arm; SELECT max(id) FROM run;")});
    if (!probe.waitForFinished(60000) || probe.exitCode() != 0)
        qFatal("the sqlite3 shell is needed for this benchmark (apt-get install sqlite3)");
    const QStringList maxima
        = QString::fromUtf8(probe.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QString error;
    shell(path, copySql(templates, total, maxima.value(0).toLongLong(), maxima.value(1).toLongLong()), &error);
    if (!error.isEmpty())
        qFatal("copying the experiments failed: %s", qPrintable(error));
    report(QStringLiteral("history_fixture_setup"), msSince(timer) / 1000.0, QStringLiteral("s"),
        {{"experiments", total}, {"templates", templates}});
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int total
        = qEnvironmentVariableIsSet("BENCH_EXPERIMENTS") ? qEnvironmentVariableIntValue("BENCH_EXPERIMENTS") : 10000;
    const int repeats = qEnvironmentVariableIsSet("BENCH_REPEATS") ? qEnvironmentVariableIntValue("BENCH_REPEATS") : 7;
    QTemporaryDir dir;
    // BENCH_HISTORY_DB keeps the store (it takes minutes to build) for the next run.
    const QString kept = qEnvironmentVariable("BENCH_HISTORY_DB");
    const QString path = kept.isEmpty() ? dir.filePath(QStringLiteral("history.sqlite")) : kept;
    const bool reuse = !kept.isEmpty() && QFileInfo::exists(kept);

    if (!reuse)
        buildStore(path, total);
    Database database(path);
    if (!database.open())
        qFatal("cannot reopen %s", qPrintable(path));
    shell(path, QStringLiteral("SELECT 1;")); // warm the shell binary
    report(QStringLiteral("sqlite3_shell_start"), shell(path, QStringLiteral("SELECT 1;")), QStringLiteral("ms"),
        {{"note", "a new sqlite3 process running SELECT 1: the fixed part of every baseline"}});
    benchList(database, path, total, 200, QStringLiteral("history_show_first_page_200"), repeats);
    benchList(database, path, total, -1, QStringLiteral("history_show_whole_list"), repeats);
    benchQuery(database, path, total, repeats);
    // Copies of a two-arm template (10 runs) and of a sweep (102 runs) in the middle of the store.
    benchOpen(
        database, path, {total / 2 + 1, total / 2 + 2, total / 2 + 3}, QStringLiteral("history_open_two_arm"), repeats);
    benchOpen(database, path, {total / 2 + 5, total / 2 + 10}, QStringLiteral("history_open_sweep_102_runs"), repeats);
    return 0;
}
