// SPDX-License-Identifier: GPL-3.0-or-later
// Several processes share one results database (a GUI and CLIs, issue 26): they open a new file
// together, write experiments at the same time, and each one's crash recovery leaves the others'
// running experiments alone. This binary is also the writer process (TB_STORE_CHILD set).
#include "store/database.h"
#include "store/experimentrepository.h"

#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Tunebench;

namespace {

constexpr int Writers = 4;
constexpr int RunsPerWriter = 8;
constexpr int Batches = 15;
constexpr int RowsPerBatch = 10;

double sampleValue(int writer, int run, int seq)
{
    return writer * 1e6 + run * 1e3 + seq;
}

// One writer process: what `tunebench-cli run` does to the store, fast.
int writeExperiment(const QString &path, int writer)
{
    Database database(path);
    if (!database.open())
        return 10;
    ExperimentRepository repository(database);
    if (!repository.markInterrupted()) // every `run` starts with this
        return 11;
    ExperimentRecord record;
    record.name = QStringLiteral("writer %1").arg(writer);
    record.spec = "{}";
    record.status = QStringLiteral("running");
    QList<ArmRecord> arms{ArmRecord{0, 0, QStringLiteral("a"), "{}"}, ArmRecord{0, 1, QStringLiteral("b"), "{}"}};
    if (!repository.create(record, arms))
        return 12;
    QList<RunRecord> runs;
    for (int i = 0; i < RunsPerWriter; ++i) {
        RunRecord run;
        run.experimentId = record.id;
        run.armId = arms.at(i % 2).id;
        run.index = i;
        runs << run;
    }
    if (!repository.addRuns(runs))
        return 13;
    for (RunRecord &run : runs) {
        run.status = QStringLiteral("running");
        if (!repository.updateRun(run))
            return 14;
        for (int batch = 0; batch < Batches; ++batch) {
            QList<InterimSampleRow> rows;
            for (int j = 0; j < RowsPerBatch; ++j) {
                const int seq = batch * RowsPerBatch + j;
                rows << InterimSampleRow{seq, double(seq), 0.25, sampleValue(writer, run.index, seq)};
            }
            if (!repository.appendInterim(run.id, rows))
                return 15;
            if (!repository.list())
                return 16;
        }
        run.status = QStringLiteral("completed");
        run.rate = writer * 1000.0 + run.index;
        if (!repository.updateRun(run))
            return 17;
    }
    record.status = QStringLiteral("completed");
    return repository.updateExperiment(record) ? 0 : 18;
}

} // namespace

class TestStoreConcurrency : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void processesWritingAtOnceLoseAndMixNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.sqlite"));
        QList<QProcess *> writers;
        for (int writer = 1; writer <= Writers; ++writer) {
            auto *process = new QProcess(this);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("TB_STORE_CHILD"), path);
            env.insert(QStringLiteral("TB_STORE_WRITER"), QString::number(writer));
            process->setProcessEnvironment(env);
            process->setProcessChannelMode(QProcess::ForwardedChannels);
            writers << process;
        }
        // Started together on a file none of them has created yet.
        for (QProcess *process : std::as_const(writers))
            process->start(QCoreApplication::applicationFilePath(), {});
        for (QProcess *process : std::as_const(writers)) {
            QVERIFY(process->waitForFinished(120000));
            QCOMPARE(process->exitStatus(), QProcess::NormalExit);
            QCOMPARE(process->exitCode(), 0);
        }

        Database database(path);
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        auto list = repository.list();
        QVERIFY(list.ok());
        QCOMPARE(list->size(), Writers);
        for (const ExperimentListEntry &entry : list.value()) {
            auto experiment = repository.experiment(entry.id);
            QVERIFY(experiment.ok());
            // No writer's recovery marked another's running experiment interrupted.
            QCOMPARE(experiment->status, QStringLiteral("completed"));
            const int writer = experiment->name.section(QLatin1Char(' '), 1).toInt();
            auto runs = repository.runs(entry.id);
            QCOMPARE(runs->size(), RunsPerWriter);
            for (const RunRecord &run : runs.value()) {
                QCOMPARE(run.status, QStringLiteral("completed"));
                QCOMPARE(run.rate.value_or(0), writer * 1000.0 + run.index);
                auto samples = repository.interim(run.id);
                QCOMPARE(samples->size(), Batches * RowsPerBatch);
                for (int seq = 0; seq < samples->size(); ++seq) {
                    QCOMPARE(samples->at(seq).seq, seq);
                    QCOMPARE(samples->at(seq).value, sampleValue(writer, run.index, seq));
                }
            }
        }
    }

    void writerWaitsOutALongTransactionOfAnotherProcess()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.sqlite"));
        Database database(path);
        QVERIFY(database.open().ok());
        QProcess writer;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TB_STORE_CHILD"), path);
        env.insert(QStringLiteral("TB_STORE_WRITER"), QStringLiteral("1"));
        writer.setProcessEnvironment(env);
        writer.setProcessChannelMode(QProcess::ForwardedChannels);
        // Longer than SQLite's busy timeout (5 s): an import of a big log holds the lock so long.
        QVERIFY(database.write([&writer](QSqlDatabase &) -> Status {
                            writer.start(QCoreApplication::applicationFilePath(), {});
                            QThread::sleep(6);
                            return Ok{};
                        })
                    .ok());
        QVERIFY(writer.waitForFinished(120000));
        QCOMPARE(writer.exitCode(), 0);
        QCOMPARE(ExperimentRepository(database).list()->size(), 1);
    }

    void recoveryMarksOnlyExperimentsWhoseProcessIsGone()
    {
        QTemporaryDir dir;
        Database database(dir.filePath(QStringLiteral("recover.sqlite")));
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        ExperimentRecord mine{0, QStringLiteral("mine"), QStringLiteral("experiment"), "{}", {}, {}, QStringLiteral("running")};
        QList<ArmRecord> arms;
        QVERIFY(repository.create(mine, arms).ok());
        ExperimentRecord crashed = mine;
        crashed.name = QStringLiteral("crashed");
        QVERIFY(repository.create(crashed, arms).ok());
        // A process of this machine that has ended: start one and let it finish.
        QProcess gone;
        gone.start(QStringLiteral("true"), {});
        QVERIFY(gone.waitForFinished());
        const qint64 deadPid = gone.processId() > 0 ? gone.processId() : 999999;
        QVERIFY(database.write([&](QSqlDatabase &db) -> Status {
                            QSqlQuery query(db);
                            query.prepare(QStringLiteral("UPDATE experiment SET owner = ? WHERE id = ?"));
                            query.addBindValue(QString(QSysInfo::machineHostName() + QLatin1Char('\t') + QString::number(deadPid)));
                            query.addBindValue(crashed.id);
                            return query.exec() ? Status(Ok{}) : Status(makeError(ErrorCode::Database, query.lastError().text()));
                        })
                    .ok());
        auto interrupted = repository.markInterrupted();
        QVERIFY(interrupted.ok());
        QCOMPARE(interrupted.value(), QList<qint64>{crashed.id});
        QCOMPARE(repository.experiment(mine.id)->status, QStringLiteral("running"));
        QCOMPARE(repository.experiment(crashed.id)->status, QStringLiteral("interrupted"));
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("TB_STORE_CHILD"))
        return writeExperiment(qEnvironmentVariable("TB_STORE_CHILD"), qEnvironmentVariableIntValue("TB_STORE_WRITER"));
    TestStoreConcurrency test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_storeconcurrency.moc"
