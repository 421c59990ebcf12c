// SPDX-License-Identifier: GPL-3.0-or-later
// JobTracker: the latest request wins, stale and orphaned results are dropped, failures reach the
// receiver that asked. Jobs run on a real worker thread with a real database, in an order the
// test chooses (ManualStore), and once through the GUI's own Workbench::storeTask.
#include "jobtracker.h"
#include "store/database.h"
#include "workbench.h"

#include <QFile>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>
#include <memory>

using namespace Tunebench;

namespace {

/// A StoreTask that keeps the jobs until the test runs them, on a worker thread of its own.
class ManualStore
{
public:
    explicit ManualStore(QString path) : m_path(std::move(path))
    {
        m_thread.start();
        m_context.moveToThread(&m_thread);
    }
    ~ManualStore()
    {
        m_thread.quit();
        m_thread.wait();
    }

    [[nodiscard]] StoreTask task()
    {
        return [this](std::function<void(Database &)> job, std::function<void(const QString &)> failed) {
            m_jobs.append({std::move(job), std::move(failed)});
        };
    }
    [[nodiscard]] int pending() const { return int(m_jobs.size()); }

    /// Runs job @p index (in the order they were started) on the worker thread and waits for it.
    void run(int index) { runOnWorker(index, false, Qt::BlockingQueuedConnection); }
    /// Starts job @p index on the worker thread without waiting for it.
    void runLater(int index) { runOnWorker(index, false, Qt::QueuedConnection); }
    /// The database cannot be opened for job @p index: its failure callback runs instead.
    void fail(int index) { runOnWorker(index, true, Qt::BlockingQueuedConnection); }

private:
    struct Job
    {
        std::function<void(Database &)> job;
        std::function<void(const QString &)> failed;
    };

    void runOnWorker(int index, bool fail, Qt::ConnectionType type)
    {
        const Job job = m_jobs.at(index);
        QMetaObject::invokeMethod(
            &m_context,
            [this, job, fail] {
                if (fail) {
                    job.failed(QStringLiteral("the disk is gone"));
                    return;
                }
                if (!m_database) {
                    m_database = std::make_unique<Database>(m_path);
                    QVERIFY(m_database->open().ok());
                }
                job.job(*m_database);
            },
            type);
    }

    QString m_path;
    QThread m_thread;
    QObject m_context;
    std::unique_ptr<Database> m_database; // created and used on m_thread only
    QList<Job> m_jobs;
};

/// What a receiver was handed: values, or the errors' messages prefixed with "error: ".
struct Received
{
    QStringList items;
    QList<Qt::HANDLE> threads;
};

} // namespace

class TestJobTracker : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    [[nodiscard]] QString dbPath() const { return m_dir.filePath(QStringLiteral("jobs.sqlite")); }

    /// A job that reads the database and answers @p tag, and a done that records it.
    static auto tagJob(const QString &tag)
    {
        return [tag](Database &database) -> Result<QString> {
            const auto version = database.schemaVersion();
            if (!version)
                return version.error();
            return tag;
        };
    }
    static auto recorder(Received &received)
    {
        return [&received](const Result<QString> &result) {
            received.items << (result ? result.value() : QStringLiteral("error: ") + result.error().message);
            received.threads << QThread::currentThreadId();
        };
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void theLatestRequestWinsWhateverOrderTheAnswersComeIn()
    {
        ManualStore store(dbPath());
        QObject receiver;
        JobTracker tracker(store.task(), &receiver);
        Received received;
        tracker.start(tagJob(QStringLiteral("experiment 1")), recorder(received));
        tracker.start(tagJob(QStringLiteral("experiment 2")), recorder(received));
        tracker.start(tagJob(QStringLiteral("experiment 3")), recorder(received));
        QCOMPARE(store.pending(), 3);
        store.run(2);
        store.run(0);
        store.run(1);
        QTRY_COMPARE(received.items, QStringList {QStringLiteral("experiment 3")});
        QTest::qWait(50);
        QCOMPARE(received.items, QStringList {QStringLiteral("experiment 3")});
        QCOMPARE(received.threads.value(0), QThread::currentThreadId());
    }

    void anAnswerThatArrivesAfterANewerRequestIsDropped()
    {
        ManualStore store(dbPath());
        QObject receiver;
        JobTracker tracker(store.task(), &receiver);
        Received received;
        tracker.start(tagJob(QStringLiteral("host a")), recorder(received));
        store.run(0); // answered and posted, but not yet handed over...
        tracker.start(tagJob(QStringLiteral("host b")), recorder(received)); // ...when the user switched
        QTest::qWait(50);
        QVERIFY(received.items.isEmpty());
        store.run(1);
        QTRY_COMPARE(received.items, QStringList {QStringLiteral("host b")});
    }

    void aStaleJobIsNotRunAtAll()
    {
        ManualStore store(dbPath());
        QObject receiver;
        JobTracker tracker(store.task(), &receiver);
        int ran = 0;
        tracker.start([&ran](Database &) -> Result<int> { return ++ran; }, [](const Result<int> &) {});
        tracker.start([&ran](Database &) -> Result<int> { return ++ran; }, [](const Result<int> &) {});
        store.run(0);
        QCOMPARE(ran, 0);
        store.run(1);
        QCOMPARE(ran, 1);
    }

    void addedJobsAllArriveAndCancelDropsThem()
    {
        ManualStore store(dbPath());
        QObject receiver;
        JobTracker tracker(store.task(), &receiver);
        Received received;
        tracker.add(tagJob(QStringLiteral("delete 1")), recorder(received));
        tracker.add(tagJob(QStringLiteral("delete 2")), recorder(received));
        store.run(1);
        store.run(0);
        QTRY_COMPARE(received.items, (QStringList {QStringLiteral("delete 2"), QStringLiteral("delete 1")}));

        tracker.add(tagJob(QStringLiteral("delete 3")), recorder(received));
        tracker.start(tagJob(QStringLiteral("shown 4")), recorder(received));
        tracker.cancel();
        tracker.start(tagJob(QStringLiteral("shown 5")), recorder(received));
        for (int i = 2; i < 5; ++i)
            store.run(i);
        QTRY_COMPARE(received.items.size(), 3);
        QTest::qWait(50);
        QCOMPARE(received.items.constLast(), QStringLiteral("shown 5"));
        QCOMPARE(received.items.size(), 3);
    }

    void aDestroyedReceiverGetsNothing()
    {
        ManualStore store(dbPath());
        auto receiver = std::make_unique<QObject>();
        JobTracker tracker(store.task(), receiver.get());
        Received received;
        tracker.add(tagJob(QStringLiteral("posted before the end")), recorder(received));
        tracker.add(tagJob(QStringLiteral("run after the end")), recorder(received));
        store.run(0); // its answer waits in the receiver's event queue
        receiver.reset();
        store.run(1);
        store.fail(1);
        QTest::qWait(50);
        QVERIFY(received.items.isEmpty());
    }

    void aDestroyedTrackerDeliversNothing()
    {
        ManualStore store(dbPath());
        QObject receiver;
        Received received;
        {
            JobTracker tracker(store.task(), &receiver);
            tracker.start(tagJob(QStringLiteral("posted")), recorder(received));
            tracker.add(tagJob(QStringLiteral("pending")), recorder(received));
            store.run(0);
        }
        store.run(1);
        QTest::qWait(50);
        QVERIFY(received.items.isEmpty());
    }

    void failuresReachTheReceiverThatAsked()
    {
        ManualStore store(dbPath());
        QObject history;
        QObject results;
        JobTracker historyJobs(store.task(), &history);
        JobTracker resultsJobs(store.task(), &results);
        Received toHistory;
        Received toResults;
        historyJobs.start(tagJob(QStringLiteral("history")), recorder(toHistory));
        resultsJobs.start(tagJob(QStringLiteral("results")), recorder(toResults));
        resultsJobs.add([](Database &) -> Result<QString> { return makeError(ErrorCode::NotFound, QStringLiteral("no run 7")); },
                        recorder(toResults));
        store.fail(0);
        store.run(1);
        store.run(2);
        QTRY_COMPARE(toHistory.items, QStringList {QStringLiteral("error: the disk is gone")});
        QTRY_COMPARE(toResults.items, (QStringList {QStringLiteral("results"), QStringLiteral("error: no run 7")}));
    }

    void aStreamDeliversItsPartsUntilANewerOneStarts()
    {
        ManualStore store(dbPath());
        QObject receiver;
        JobTracker tracker(store.task(), &receiver);
        QStringList parts;
        QSemaphore onSecondPage;
        QSemaphore goOn;
        tracker.stream(
            [&parts, &onSecondPage, &goOn](Database &, const JobTicket &ticket) {
                for (int page = 1; page <= 4 && !ticket.isStale(); ++page) {
                    ticket.deliver([&parts, page] { parts << QStringLiteral("first page %1").arg(page); });
                    if (page == 2) {
                        onSecondPage.release();
                        goOn.acquire();
                    }
                }
            },
            [](const Error &) {});
        store.runLater(0);
        QVERIFY(onSecondPage.tryAcquire(1, 10000));
        // The user refreshes again while the first list is on its second page.
        tracker.stream(
            [&parts](Database &, const JobTicket &ticket) {
                for (int page = 1; page <= 3; ++page)
                    ticket.deliver([&parts, page] { parts << QStringLiteral("second page %1").arg(page); });
            },
            [](const Error &) {});
        goOn.release();
        store.run(1);
        QTRY_COMPARE(parts.size(), 3);
        QTest::qWait(50);
        QCOMPARE(parts, (QStringList {QStringLiteral("second page 1"), QStringLiteral("second page 2"),
                                      QStringLiteral("second page 3")}));
    }

    void worksOverTheWorkbenchOpsThread()
    {
        Workbench workbench(dbPath(), nullptr);
        QObject receiver;
        JobTracker tracker([&workbench](auto job, auto failed) { workbench.storeTask(std::move(job), std::move(failed)); },
                           &receiver);
        Received received;
        Qt::HANDLE jobThread = nullptr;
        tracker.start(
            [&jobThread](Database &database) -> Result<int> {
                jobThread = QThread::currentThreadId();
                return database.schemaVersion();
            },
            [&received](const Result<int> &version) {
                received.items << (version ? QString::number(version.value()) : version.error().message);
                received.threads << QThread::currentThreadId();
            });
        QTRY_COMPARE(received.items.size(), 1);
        QVERIFY(received.items.constFirst().toInt() > 0);
        QCOMPARE(received.threads.constFirst(), QThread::currentThreadId());
        QVERIFY(jobThread && jobThread != QThread::currentThreadId());

        Workbench broken(m_dir.filePath(QStringLiteral("missing/dir/that/is/a/file")), nullptr);
        QFile blocker(m_dir.filePath(QStringLiteral("missing")));
        QVERIFY(blocker.open(QIODevice::WriteOnly)); // a file where the database's folder must go
        blocker.close();
        JobTracker brokenJobs([&broken](auto job, auto failed) { broken.storeTask(std::move(job), std::move(failed)); },
                              &receiver);
        Received failures;
        brokenJobs.start(tagJob(QStringLiteral("never")), recorder(failures));
        QTRY_COMPARE(failures.items.size(), 1);
        QVERIFY2(failures.items.constFirst().startsWith(QStringLiteral("error: ")), qPrintable(failures.items.constFirst()));
        QVERIFY(failures.items.constFirst().contains(QStringLiteral("cannot be opened")));
    }
};

QTEST_GUILESS_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
