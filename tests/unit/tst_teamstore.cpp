// SPDX-License-Identifier: GPL-3.0-or-later
// A team store on PostgreSQL (issue 28), from outside: real `tunebench-cli run --preset
// local-loopback --db postgresql://...` processes against a throwaway cluster of this test's own
// (scripts/lib/pgcluster.sh), which it can kill as a crash would.
//  - two runs at once complete, each with every run and sample stored, apart;
//  - a server killed mid-run loses nothing: the experiment is kept on this machine, said so, and
//    `db publish` puts it into the store once the server is back, every sample there;
//  - an exploration is published when it ends, as an experiment is;
//  - experiments record who ran them, and `list --user/--machine` filter by it;
//  - COPY (the bulk path into PostgreSQL) carries awkward text, bytes, doubles and NULLs exactly;
//  - in process (StorePublisher): an experiment a crash interrupted is published as such, one whose
//    process lives is left to it, and one a server cannot take stays here, said so.
// Every sample: the run's --json stream has an event for each interim sample it stored; `show
// --json` must have as many.
#include "teststore.h"

#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/pgcopy.h"
#include "store/storepublisher.h"

#include <QDir>

#include <bit>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <pwd.h>
#include <unistd.h>

namespace {

QString cliPath()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli");
}

QString pgcluster()
{
    return QStringLiteral(TUNEBENCH_SOURCE_DIR "/scripts/lib/pgcluster.sh");
}

QList<QJsonObject> events(const QByteArray &out, const QString &name)
{
    QList<QJsonObject> found;
    for (const QByteArray &line : out.split('\n')) {
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        if (object.value(QStringLiteral("event")).toString() == name)
            found << object;
    }
    return found;
}

/// Interim samples per run index, as a run's --json stream announced them.
QMap<int, int> announcedSamples(const QByteArray &out)
{
    QMap<int, int> samples;
    for (const QJsonObject &sample : events(out, QStringLiteral("sample")))
        ++samples[sample.value(QStringLiteral("run")).toInt()];
    return samples;
}

/// Interim samples per run index, as the store has them.
QMap<int, int> storedSamples(const QJsonObject &shown)
{
    QMap<int, int> samples;
    for (const QJsonValue &run : shown.value(QStringLiteral("runs")).toArray())
        samples[run[QStringLiteral("index")].toInt()] = run[QStringLiteral("interimCount")].toInt();
    return samples;
}

} // namespace

class TestTeamStore : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_uri;     ///< postgres database of this test's cluster
    QString m_cluster; ///< its directory

    QProcess *startCli(const QStringList &args, const QString &localStore)
    {
        auto *process = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TUNEBENCH_LOCAL_STORE"), localStore);
        process->setProcessEnvironment(env);
        process->start(cliPath(), QStringList{QStringLiteral("--json")} + args);
        return process;
    }

    QByteArray cli(const QStringList &args, const QString &localStore, int *exitCode = nullptr)
    {
        QProcess *process = startCli(args, localStore);
        process->waitForFinished(180000);
        if (exitCode)
            *exitCode = process->exitCode();
        const QByteArray out = process->readAllStandardOutput();
        if (process->exitCode() != 0 && !exitCode)
            qWarning("tunebench-cli %s: %s", qPrintable(args.join(QLatin1Char(' '))), process->readAllStandardError().constData());
        process->deleteLater();
        return out;
    }

    QProcess *startRun(const QString &localStore, int repetitions)
    {
        return startCli({QStringLiteral("run"), QStringLiteral("--preset"), QStringLiteral("local-loopback"),
                         QStringLiteral("--repetitions"), QString::number(repetitions), QStringLiteral("--db"), m_uri},
                        localStore);
    }

    QJsonObject show(qint64 id)
    {
        return QJsonDocument::fromJson(cli({QStringLiteral("show"), QString::number(id), QStringLiteral("--db"), m_uri},
                                           m_dir.filePath(QStringLiteral("show.sqlite"))))
            .object();
    }

    bool cluster(const QString &action)
    {
        return QProcess::execute(QStringLiteral("bash"), {pgcluster(), action, m_cluster}) == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QProcess start;
        start.start(QStringLiteral("bash"), {pgcluster(), QStringLiteral("start")});
        QVERIFY(start.waitForFinished(120000));
        if (start.exitCode() != 0) {
            if (qEnvironmentVariable("CI") == QLatin1String("true"))
                QFAIL(qPrintable(QStringLiteral("no PostgreSQL cluster: ") + start.readAllStandardError()));
            QSKIP(qPrintable(QStringLiteral("PGSTORE-SKIP: no PostgreSQL server (Debian: postgresql): ") + start.readAllStandardError()));
        }
        m_uri = QString::fromUtf8(start.readAllStandardOutput()).trimmed();
        m_cluster = QUrlQuery(QUrl(m_uri)).queryItemValue(QStringLiteral("host"));
        QVERIFY2(QDir(m_cluster).exists(), qPrintable(m_uri));
    }

    void cleanupTestCase()
    {
        if (!m_cluster.isEmpty())
            cluster(QStringLiteral("stop"));
    }

    void twoRunsAtOnceKeepEverySampleApart()
    {
        // One local store, as two runs on one machine share it; two machines have one each.
        const QString local = m_dir.filePath(QStringLiteral("shared-local.sqlite"));
        QProcess *first = startRun(local, 2);
        QProcess *second = startRun(local, 2);
        QVERIFY(first->waitForFinished(180000));
        QVERIFY(second->waitForFinished(180000));
        QList<qint64> ids;
        for (QProcess *run : {first, second}) {
            const QByteArray out = run->readAllStandardOutput();
            QVERIFY2(run->exitCode() == 0, run->readAllStandardError().constData());
            const auto published = events(out, QStringLiteral("published"));
            QCOMPARE(published.size(), 1);
            const qint64 id = published.constFirst().value(QStringLiteral("id")).toInteger();
            ids << id;
            const QJsonObject stored = show(id);
            QCOMPARE(stored.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
            QCOMPARE(stored.value(QStringLiteral("runs")).toArray().size(), 4);
            const QMap<int, int> announced = announcedSamples(out);
            QVERIFY(!announced.isEmpty());
            QCOMPARE(storedSamples(stored), announced);
        }
        QVERIFY(ids.at(0) != ids.at(1));
        // Nothing waits on this machine, nothing is left of them there.
        const QJsonObject done = events(cli({QStringLiteral("db"), QStringLiteral("publish"), QStringLiteral("--db"), m_uri}, local),
                                        QStringLiteral("done"))
                                     .value(0);
        QCOMPARE(done.value(QStringLiteral("published")).toInt(), 0);
        QCOMPARE(done.value(QStringLiteral("waiting")).toInt(), 0);
        const QByteArray localList = cli({QStringLiteral("list"), QStringLiteral("--db"), local}, local);
        QVERIFY2(localList.trimmed().isEmpty(), localList.constData());
    }

    void aServerKilledMidRunLosesNothing()
    {
        const QString local = m_dir.filePath(QStringLiteral("killed-local.sqlite"));
        QProcess *run = startRun(local, 3);
        // Killed once the first run has ended, with five more to go.
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += run->readAllStandardOutput(), !events(out, QStringLiteral("run")).isEmpty()), 60000);
        QVERIFY(cluster(QStringLiteral("kill")));
        QVERIFY(run->waitForFinished(180000));
        out += run->readAllStandardOutput();
        const QString err = QString::fromUtf8(run->readAllStandardError());
        QVERIFY2(run->exitCode() == 0, qPrintable(err));
        QVERIFY(events(out, QStringLiteral("published")).isEmpty());
        const QStringList said = [&] {
            QStringList texts;
            for (const QJsonObject &message : events(out, QStringLiteral("message")))
                texts << message.value(QStringLiteral("text")).toString();
            return texts;
        }();
        const QString kept = said.filter(QStringLiteral("is kept on this machine")).value(0);
        QVERIFY2(kept.contains(local) && kept.contains(QStringLiteral("db publish")), qPrintable(said.join(QLatin1Char('\n'))));

        QVERIFY(cluster(QStringLiteral("resume")));
        const QByteArray published = cli({QStringLiteral("db"), QStringLiteral("publish"), QStringLiteral("--db"), m_uri}, local);
        const auto one = events(published, QStringLiteral("published"));
        QCOMPARE(one.size(), 1);
        const QJsonObject stored = show(one.constFirst().value(QStringLiteral("id")).toInteger());
        QCOMPARE(stored.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        QCOMPARE(stored.value(QStringLiteral("runs")).toArray().size(), 6);
        QCOMPARE(storedSamples(stored), announcedSamples(out));
        QCOMPARE(events(published, QStringLiteral("done")).value(0).value(QStringLiteral("waiting")).toInt(), 0);
    }

    void anExplorationIsPublishedWhenItEnds()
    {
        const QString local = m_dir.filePath(QStringLiteral("explore-local.sqlite"));
        QProcess *explore = startCli({QStringLiteral("explore"), QStringLiteral("local"), QStringLiteral("local"),
                                      QStringLiteral("--iface"), QStringLiteral("lo"), QStringLiteral("--data-address"),
                                      QStringLiteral("127.0.0.1"), QStringLiteral("-l"), QStringLiteral("2"),
                                      QStringLiteral("--name"), QStringLiteral("published exploration"),
                                      QStringLiteral("--db"), m_uri},
                                     local);
        explore->write("wait 3\nquit\n");
        explore->closeWriteChannel();
        QVERIFY(explore->waitForFinished(120000));
        QVERIFY2(explore->exitCode() == 0, explore->readAllStandardError().constData());
        const QJsonObject summary = events(explore->readAllStandardOutput(), QStringLiteral("summary")).value(0);
        QCOMPARE(summary.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        // The summary's id is the team store's: the exploration is there with its samples.
        const QJsonObject stored = show(summary.value(QStringLiteral("id")).toInteger());
        QCOMPARE(stored.value(QStringLiteral("kind")).toString(), QStringLiteral("exploration"));
        QCOMPARE(stored.value(QStringLiteral("name")).toString(), QStringLiteral("published exploration"));
        QCOMPARE(stored.value(QStringLiteral("segments")).toArray().size(), 1);
        QVERIFY(stored.value(QStringLiteral("intervals")).toInt() >= 4);
        const QByteArray localList = cli({QStringLiteral("list"), QStringLiteral("--db"), local}, local);
        QVERIFY2(localList.trimmed().isEmpty(), localList.constData());
    }

    void experimentsSayWhoRanThemAndTheListFiltersByIt()
    {
        const QString local = m_dir.filePath(QStringLiteral("who-local.sqlite"));
        const QByteArray listed = cli({QStringLiteral("list"), QStringLiteral("--db"), m_uri}, local);
        const QString user = QString::fromLocal8Bit(getpwuid(geteuid())->pw_name);
        const QString machine = QSysInfo::machineHostName();
        int all = 0;
        for (const QByteArray &line : listed.split('\n')) {
            const QJsonObject entry = QJsonDocument::fromJson(line).object();
            if (entry.isEmpty())
                continue;
            ++all;
            QCOMPARE(entry.value(QStringLiteral("runBy")).toString(), user);
            QCOMPARE(entry.value(QStringLiteral("runOn")).toString(), machine);
        }
        QVERIFY(all >= 4);
        auto count = [&](const QStringList &filter) {
            int listedNow = 0;
            for (const QByteArray &line : cli(QStringList{QStringLiteral("list"), QStringLiteral("--db"), m_uri} + filter, local).split('\n'))
                listedNow += QJsonDocument::fromJson(line).object().isEmpty() ? 0 : 1;
            return listedNow;
        };
        QCOMPARE(count({QStringLiteral("--user"), user, QStringLiteral("--machine"), machine}), all);
        QCOMPARE(count({QStringLiteral("--user"), QStringLiteral("nobody-else")}), 0);
        QCOMPARE(count({QStringLiteral("--machine"), QStringLiteral("another-machine")}), 0);
    }

    void publishingTakesCrashesAndLeavesTheLiving()
    {
        using namespace Tunebench;
        qputenv("TUNEBENCH_LOCAL_STORE", m_dir.filePath(QStringLiteral("publisher-local.sqlite")).toUtf8());
        Database team(m_uri);
        QVERIFY(team.open().ok());
        QVERIFY(team.recordsLocally());
        Database &local = team.localStore();
        QCOMPARE(local.path(), m_dir.filePath(QStringLiteral("publisher-local.sqlite")));
        StorePublisher publisher(team);
        // One a crash left running (its process is gone), one whose process lives (pid 1).
        // Setting up is not what is tested: a failure there ends the test with its reason.
        const auto require = [](const Status &status) {
            if (!status)
                qFatal("%s", qPrintable(status.error().toString()));
        };
        const auto record = [&](const QString &name, const QString &owner) {
            ExperimentRecord experiment;
            experiment.name = name;
            experiment.spec = "{}";
            experiment.status = QStringLiteral("running");
            QList<ArmRecord> arms{ArmRecord{0, 0, QStringLiteral("A"), "{}"}};
            auto created = ExperimentRepository(local).create(experiment, arms);
            require(created.ok() ? Status(Ok{}) : Status(created.error()));
            const qint64 id = created.value();
            QList<RunRecord> runs{RunRecord{}};
            runs[0].experimentId = id;
            runs[0].armId = arms.at(0).id;
            runs[0].status = QStringLiteral("running");
            require(ExperimentRepository(local).addRuns(runs));
            require(ExperimentRepository(local).appendInterim(runs.at(0).id, {{0, 1.0, 0.25, 100}, {1, 1.25, 0.25, 101}}));
            require(publisher.markPending(id));
            require(local.write([&](QSqlDatabase &db) -> Status {
                QSqlQuery query(db);
                query.prepare(QStringLiteral("UPDATE experiment SET owner = ? WHERE id = ?"));
                query.addBindValue(owner);
                query.addBindValue(id);
                return query.exec() ? Status(Ok{}) : makeError(ErrorCode::Database, query.lastError().text());
            }));
            return id;
        };
        const qint64 crashed = record(QStringLiteral("crashed"), QSysInfo::machineHostName() + QStringLiteral("\t2147483000"));
        const qint64 living = record(QStringLiteral("living"), QSysInfo::machineHostName() + QStringLiteral("\t1"));
        QCOMPARE(publisher.pendingCount(), 2);
        auto published = publisher.publishPending();
        QVERIFY2(published.ok(), published ? "" : qPrintable(published.error().toString()));
        QCOMPARE(published->size(), 1);
        QCOMPARE(published->constFirst().localId, crashed);
        QCOMPARE(publisher.pendingCount(), 1);
        const auto there = ExperimentRepository(team).experiment(published->constFirst().teamId);
        QVERIFY(there.ok());
        QCOMPARE(there->name, QStringLiteral("crashed"));
        QCOMPARE(there->status, QStringLiteral("interrupted"));
        QCOMPARE(ExperimentRepository(team).runs(there->id)->constFirst().status, QStringLiteral("interrupted"));
        QCOMPARE(ExperimentRepository(team).interim(ExperimentRepository(team).runs(there->id)->constFirst().id)->size(), 2);
        QVERIFY(!ExperimentRepository(local).experiment(crashed).ok());
        QVERIFY(ExperimentRepository(local).experiment(living).ok());

        // A server that cannot be reached: the experiment stays here, and the message says how on.
        Database away(QStringLiteral("postgresql:///postgres?host=%1&user=tunebench&connect_timeout=2")
                          .arg(m_dir.filePath(QStringLiteral("no-server-here"))));
        StorePublisher stranded(away);
        QVERIFY(away.recordsLocally());
        const auto failed = stranded.publish(living);
        QVERIFY(!failed.ok());
        QVERIFY(ExperimentRepository(away.localStore()).experiment(living).ok());
        const QString said = stranded.keptLocally(living, failed.error());
        QVERIFY2(said.contains(QStringLiteral("db publish")) && said.contains(away.localStore().path()), qPrintable(said));
    }

    void copyCarriesAwkwardValuesExactly()
    {
        using namespace Tunebench;
        Database team(m_uri);
        QVERIFY(team.open().ok());
        QByteArray everyByte;
        for (int b = 0; b < 256; ++b)
            everyByte += char(b);
        const QList<QVariantList> rows{
            {1, QStringLiteral("tab\there, newline\nthere, a backslash \\ and CR\r"), 0.1, everyByte},
            {2, QStringLiteral("µs/Tr → %1 \\N").arg(QChar(0x2603)), -1.5e-7, QByteArray()},
            {3, QVariant(), 1e-300, QVariant()},
            {4, QStringLiteral(""), 1.7976931348623157e308, QByteArray("\\x00")},
            {5, QStringLiteral("\\."), 14000.123456789012, QByteArray(1, '\0')},
        };
        QVERIFY(team.write([&](QSqlDatabase &db) -> Status {
            QSqlQuery query(db);
            if (!query.exec(QStringLiteral("CREATE TABLE copy_check (n BIGINT, t TEXT, d DOUBLE PRECISION, b BYTEA)")))
                return makeError(ErrorCode::Database, query.lastError().text());
            qsizetype next = 0;
            return pgCopyIn(db, QStringLiteral("copy_check"), {QStringLiteral("n"), QStringLiteral("t"), QStringLiteral("d"),
                                                              QStringLiteral("b")},
                            [&](QVariantList &row) -> Result<bool> {
                                if (next == rows.size())
                                    return false;
                                row = rows.at(next++);
                                return true;
                            });
        }).ok());
        QSqlQuery read(team.connection().value());
        QVERIFY(read.exec(QStringLiteral("SELECT n, t, d, b FROM copy_check ORDER BY n")));
        for (const QVariantList &row : rows) {
            QVERIFY(read.next());
            QCOMPARE(read.value(0).toLongLong(), row.at(0).toLongLong());
            QCOMPARE(read.value(1).isNull(), row.at(1).isNull());
            QCOMPARE(read.value(1).toString(), row.at(1).toString());
            QCOMPARE(qint64(std::bit_cast<quint64>(read.value(2).toDouble())), qint64(std::bit_cast<quint64>(row.at(2).toDouble())));
            QCOMPARE(read.value(3).isNull(), row.at(3).isNull());
            QCOMPARE(read.value(3).toByteArray(), row.at(3).toByteArray());
        }
        QVERIFY(!read.next());
        // A row source that fails ends the COPY, and the transaction, with its error.
        const Status failed = team.write([&](QSqlDatabase &db) -> Status {
            return pgCopyIn(db, QStringLiteral("copy_check"), {QStringLiteral("n")}, [](QVariantList &row) -> Result<bool> {
                row << 6;
                return makeError(ErrorCode::Database, QStringLiteral("the source broke"));
            });
        });
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().message, QStringLiteral("the source broke"));
        QVERIFY(read.exec(QStringLiteral("SELECT count(*) FROM copy_check")) && read.next());
        QCOMPARE(read.value(0).toInt(), rows.size());
    }
};

QTEST_GUILESS_MAIN(TestTeamStore)
#include "tst_teamstore.moc"
