// SPDX-License-Identifier: GPL-3.0-or-later
// Shared hosts and hosts that restore themselves (issue 26), with tunebench-cli on the bed: a
// killed or frozen `run` leaves both hosts put back by their own agents; two runs on one host
// pair take turns into one database; a dead holder's lease is taken over; two loopback presets
// started together both complete; a killed exploration's server puts itself back.
#include "experiment/hostleases.h"
#include "hosts/hostagent.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/tunablesjournalrepository.h"
#include "testbed.h"
#include "transport/localrunner.h"
#include "tunablesbedguard.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

const QString Tso = QStringLiteral("tcp-segmentation-offload");

// kill(2) of a QProcess's pid; never of pid 0 (our own process group) when it is not running.
void signalProcess(const QProcess &process, int signal)
{
    if (process.processId() > 0)
        ::kill(pid_t(process.processId()), signal);
}

QString cliPath()
{
    return qEnvironmentVariable("TUNEBENCH_BIN_DIR") + QStringLiteral("/tunebench-cli");
}

} // namespace

class TestHostLeasesBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;
    QString m_clientTso;
    QString m_serverTso;
    int m_case = 0;

    QString host(const QString &address) const { return m_bed.sudoUser() + QLatin1Char('@') + address; }
    QStringList common(const QString &db) const
    {
        return {QStringLiteral("--db"), db, QStringLiteral("-i"), m_bed.keyPath(), QStringLiteral("--known-hosts"),
                m_bed.knownHostsPath(), QStringLiteral("--ssh-config"), QStringLiteral("none"), QStringLiteral("--batch"),
                QStringLiteral("--json")};
    }
    static QString opposite(const QString &state) { return state == QLatin1String("on") ? QStringLiteral("off") : QStringLiteral("on"); }

    // Arm A changes TSO on both hosts, arm B nothing: each run of A has both hosts changed.
    QString writeExperiment(const QString &name, int repetitions, double seconds, int grace)
    {
        const QJsonObject json{
            {"format", "tunebench-experiment"},
            {"version", 1},
            {"name", name},
            {"hosts", QJsonObject{{"client", QJsonObject{{"host", host(m_bed.clientAddress())}, {"interface", m_bed.interfaceName()}}},
                                  {"server", QJsonObject{{"host", host(m_bed.serverAddress())}, {"interface", m_bed.interfaceName()},
                                                         {"dataAddress", m_bed.serverAddress()}}}}},
            {"test", QJsonObject{{"type", "TCP_RR"}, {"durationSeconds", seconds}, {"interimInterval", 0.25}}},
            {"arms", QJsonArray{QJsonObject{{"label", "TSO changed"},
                                            {"tunables", QJsonObject{{"client", QJsonArray{QString("tso=" + opposite(m_clientTso))}},
                                                                     {"server", QJsonArray{QString("tso=" + opposite(m_serverTso))}}}}},
                                QJsonObject{{"label", "as found"}}}},
            {"repetitions", repetitions},
            {"warmupSeconds", 0},
            {"pauseSeconds", 0},
            {"restoreGraceSeconds", grace}};
        const QString path = m_dir.filePath(QStringLiteral("%1-%2.json").arg(name).arg(++m_case));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(QJsonDocument(json).toJson());
        return path;
    }

    bool bothAsFound() const
    {
        return m_bed.featureState(m_bed.clientNamespace(), Tso) == m_clientTso
            && m_bed.featureState(m_bed.serverNamespace(), Tso) == m_serverTso;
    }
    bool bothChanged() const
    {
        return m_bed.featureState(m_bed.clientNamespace(), Tso) == opposite(m_clientTso)
            && m_bed.featureState(m_bed.serverNamespace(), Tso) == opposite(m_serverTso);
    }

    // Reads --json events until @p event has been seen @p count times (or the process ends).
    static bool waitForEvents(QProcess &process, const QByteArray &event, int count, QByteArray *seen = nullptr)
    {
        int found = 0;
        QElapsedTimer timer;
        timer.start();
        while (found < count && process.state() != QProcess::NotRunning && timer.elapsed() < 120000) {
            process.waitForReadyRead(1000);
            while (process.canReadLine()) {
                const QByteArray line = process.readLine();
                if (seen)
                    *seen += line;
                found += line.contains(QByteArray("\"event\":\"" + event + "\""));
            }
        }
        return found >= count;
    }

    // Polls until both hosts are as found; returns the milliseconds it took (-1: not within @p limitMs).
    qint64 msUntilBothAsFound(qint64 limitMs) const
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < limitMs) {
            if (bothAsFound())
                return timer.elapsed();
            QTest::qWait(100);
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_bed = Testbed::load();
        if (!m_bed.isUp())
            return;
        m_clientTso = m_bed.featureState(m_bed.clientNamespace(), Tso);
        m_serverTso = m_bed.featureState(m_bed.serverNamespace(), Tso);
        QVERIFY(m_clientTso == QLatin1String("on") || m_clientTso == QLatin1String("off"));
        QVERIFY(m_serverTso == QLatin1String("on") || m_serverTso == QLatin1String("off"));
    }

    void killedRunLeavesBothHostsRestoredByThemselves_data()
    {
        QTest::addColumn<bool>("json");
        QTest::newRow("text") << false;
        QTest::newRow("json") << true;
    }

    void killedRunLeavesBothHostsRestoredByThemselves()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        QFETCH(bool, json);
        BedGuard guard(m_bed);
        const QString db = m_dir.filePath(QStringLiteral("killed-%1.sqlite").arg(QTest::currentDataTag()));
        const QString file = writeExperiment(QStringLiteral("killed"), 2, 15, 3);
        QProcess cli;
        cli.start(cliPath(), QStringList{QStringLiteral("run"), file} + common(db));
        QVERIFY(cli.waitForStarted());
        QVERIFY2(waitForEvents(cli, "sample", 4), cli.readAllStandardError().constData());
        QVERIFY(bothChanged());
        signalProcess(cli, SIGKILL);
        QElapsedTimer sinceKill;
        sinceKill.start();
        cli.waitForFinished();
        // No `restore` runs: the hosts' own agents put TSO back.
        const qint64 restoredMs = msUntilBothAsFound(3000 + 20000);
        QVERIFY2(restoredMs >= 0, "the hosts did not restore themselves");
        qInfo("SIGKILL of tunebench-cli run -> both hosts restored by themselves: %lld ms (grace 3 s)", sinceKill.elapsed());

        // The next run on these hosts (a short one) finds the journals closed by the hosts.
        QStringList args = QStringList{QStringLiteral("run"), writeExperiment(QStringLiteral("next"), 1, 2, 3)} + common(db);
        if (!json)
            args.removeAll(QStringLiteral("--json"));
        QProcess next;
        next.start(cliPath(), args);
        QVERIFY(next.waitForFinished(240000));
        const QByteArray out = next.readAllStandardOutput();
        const QByteArray err = next.readAllStandardError();
        QVERIFY2(next.exitCode() == 0, err.constData());
        if (json) {
            QCOMPARE(out.count("\"event\":\"hostRestored\""), 2); // one per host, before anything else
            QVERIFY2(out.contains("restored itself"), out.constData());
        } else {
            QCOMPARE(err.count("restored itself at"), 2);
            QVERIFY2(err.contains("verified and closed"), err.constData());
        }
        Database database(db);
        QVERIFY(database.open().ok());
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals()->isEmpty());
        for (qint64 id = 1; id <= 2; ++id) {
            auto journal = journals.journal(id);
            QVERIFY(journal.ok());
            QVERIFY2(journal->closedBy.contains(QLatin1String("restored itself")), qPrintable(journal->closedBy));
        }
        QCOMPARE(ExperimentRepository(database).experiment(2)->status, QStringLiteral("completed"));
        QVERIFY(bothAsFound());
    }

    void killedExplorationLeavesTheServerRestoredByItself()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString db = m_dir.filePath(QStringLiteral("explore.sqlite"));
        const QString server = host(m_bed.serverAddress());
        QProcess cli;
        cli.start(cliPath(), QStringList{QStringLiteral("explore"), host(m_bed.clientAddress()), server, QStringLiteral("--iface"),
                                         m_bed.interfaceName(), QStringLiteral("--data-address"), m_bed.serverAddress(),
                                         QStringLiteral("-l"), QStringLiteral("5")}
                                 + common(db));
        QVERIFY(cli.waitForStarted());
        QVERIFY(waitForEvents(cli, "sample", 2));
        cli.write(QByteArray("server tso=" + opposite(m_serverTso).toUtf8() + "\n")); // stdin stays open
        QByteArray seen;
        QVERIFY2(waitForEvents(cli, "marker", 1, &seen), seen.constData());
        QVERIFY2(seen.contains("\"status\":\"applied\""), seen.constData());
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), Tso), opposite(m_serverTso));
        signalProcess(cli, SIGKILL);
        QElapsedTimer sinceKill;
        sinceKill.start();
        cli.waitForFinished();
        QElapsedTimer poll;
        poll.start();
        while (m_bed.featureState(m_bed.serverNamespace(), Tso) != m_serverTso && poll.elapsed() < 15000 + 20000)
            QTest::qWait(100);
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), Tso), m_serverTso);
        qInfo("SIGKILL of tunebench-cli explore -> the server restored by itself: %lld ms", sinceKill.elapsed());
        // Whoever reaches the server next reads what it did and closes the journal (the host
        // already is as it was: the restore that does it writes nothing).
        QProcess next;
        next.start(cliPath(), QStringList{QStringLiteral("restore"), server} + common(db));
        QVERIFY(next.waitForFinished(60000));
        const QByteArray out = next.readAllStandardOutput();
        QVERIFY2(next.exitCode() == 0, next.readAllStandardError().constData());
        QVERIFY2(out.contains("\"event\":\"hostRestored\"") && out.contains("\"reason\":\"eof\""), out.constData());
        Database database(db);
        QVERIFY(database.open().ok());
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals()->isEmpty());
        QVERIFY2(journals.journal(1)->closedBy.contains(QLatin1String("restored itself")), qPrintable(journals.journal(1)->closedBy));
    }

    void frozenControllerIsRestoredAfterTheGracePeriod()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString db = m_dir.filePath(QStringLiteral("frozen.sqlite"));
        const QString file = writeExperiment(QStringLiteral("frozen"), 2, 15, 3);
        QProcess cli;
        cli.start(cliPath(), QStringList{QStringLiteral("run"), file} + common(db));
        QVERIFY(cli.waitForStarted());
        QByteArray seen;
        QVERIFY(waitForEvents(cli, "sample", 4, &seen));
        QVERIFY(bothChanged());
        // A laptop that sleeps: its connections stay open, nothing is sent.
        signalProcess(cli, SIGSTOP);
        auto resume = qScopeGuard([&cli] { signalProcess(cli, SIGCONT); });
        QElapsedTimer sinceFreeze;
        sinceFreeze.start();
        QVERIFY2(msUntilBothAsFound(3000 + 20000) >= 0, "the hosts did not restore themselves");
        qInfo("SIGSTOP of tunebench-cli run -> both hosts restored by themselves: %lld ms (grace 3 s)", sinceFreeze.elapsed());
        resume.dismiss();
        signalProcess(cli, SIGCONT);
        // Awake again, it finds its leases gone, stops, and records what the hosts did.
        QVERIFY(cli.waitForFinished(120000));
        seen += cli.readAllStandardOutput();
        QCOMPARE(cli.exitCode(), 1);
        Database database(db);
        QVERIFY(database.open().ok());
        QCOMPARE(ExperimentRepository(database).experiment(1)->status, QStringLiteral("aborted"));
        TunablesJournalRepository journals(database);
        QVERIFY(journals.openJournals()->isEmpty());
        QVERIFY2(journals.journal(1)->closedBy.contains(QLatin1String("grace")), qPrintable(journals.journal(1)->closedBy));
        QVERIFY(bothAsFound());
    }

    void twoRunsOnOneHostPairTakeTurnsIntoOneDatabase()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString db = m_dir.filePath(QStringLiteral("turns.sqlite"));
        const QString file = writeExperiment(QStringLiteral("turns"), 1, 2, 15);
        // One speaks JSON, the other text: whichever comes second says who holds the hosts.
        QStringList textArgs = QStringList{QStringLiteral("run"), file} + common(db);
        textArgs.removeAll(QStringLiteral("--json"));
        QProcess json, text;
        json.start(cliPath(), QStringList{QStringLiteral("run"), file} + common(db));
        text.start(cliPath(), textArgs);
        QVERIFY(json.waitForStarted() && text.waitForStarted());
        const qint64 jsonPid = json.processId();
        const qint64 textPid = text.processId();
        QVERIFY(json.waitForFinished(240000));
        QVERIFY(text.waitForFinished(240000));
        const QByteArray jsonOut = json.readAllStandardOutput();
        const QByteArray textErr = text.readAllStandardError();
        QVERIFY2(json.exitCode() == 0, QByteArray(jsonOut + json.readAllStandardError()).constData());
        QVERIFY2(text.exitCode() == 0, textErr.constData());
        const QByteArray both = jsonOut + textErr;
        const bool jsonWaited = jsonOut.contains("\"event\":\"waiting\"");
        const bool textWaited = textErr.contains(" is in use by ");
        // At least the second one waits; both may (a host the first one gave back while it waited
        // for the other was the second one's to wait for). Each names the other as the holder.
        QVERIFY2(jsonWaited || textWaited, both.constData());
        if (jsonWaited)
            QVERIFY2(jsonOut.contains(QByteArray("(tunebench-cli run, pid " + QByteArray::number(textPid) + ", since ")), both.constData());
        if (textWaited)
            QVERIFY2(textErr.contains(QByteArray("(tunebench-cli run, pid " + QByteArray::number(jsonPid) + ", since "))
                         && textErr.contains("; waiting"),
                     textErr.constData());
        Database database(db);
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        QCOMPARE(repository.list()->size(), 2);
        QList<std::pair<QDateTime, QDateTime>> spans;
        for (qint64 id : {1, 2}) {
            QCOMPARE(repository.experiment(id)->status, QStringLiteral("completed"));
            const QList<RunRecord> runs = repository.runs(id).value();
            QCOMPARE(runs.size(), 2);
            for (const RunRecord &run : runs) {
                QCOMPARE(run.status, QStringLiteral("completed"));
                QVERIFY(repository.interim(run.id)->size() >= 3);
            }
            spans << std::pair{runs.first().startedAt, runs.last().finishedAt};
        }
        // One after the other: no run of one overlaps a run of the other.
        QVERIFY2(spans[0].second <= spans[1].first || spans[1].second <= spans[0].first,
                 qPrintable(spans[0].first.toString(Qt::ISODateWithMs) + " " + spans[0].second.toString(Qt::ISODateWithMs)
                            + " / " + spans[1].first.toString(Qt::ISODateWithMs) + " "
                            + spans[1].second.toString(Qt::ISODateWithMs)));
        QVERIFY(TunablesJournalRepository(database).openJournals()->isEmpty());
        QVERIFY(bothAsFound());
    }

    void deadHoldersLeaseIsTakenOver()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString db = m_dir.filePath(QStringLiteral("takeover.sqlite"));
        const QString server = host(m_bed.serverAddress());
        // Holds the server (and its changed TSO) until killed.
        QProcess holder;
        holder.start(cliPath(), QStringList{QStringLiteral("tunables"), QStringLiteral("apply"), server, QStringLiteral("--iface"),
                                            m_bed.interfaceName(), QStringLiteral("--set"), "tso=" + opposite(m_serverTso),
                                            QStringLiteral("--hold")}
                                    + common(db));
        QVERIFY(waitForEvents(holder, "holding", 1));
        QProcess waiter;
        waiter.start(cliPath(), QStringList{QStringLiteral("tunables"), QStringLiteral("apply"), server, QStringLiteral("--iface"),
                                            m_bed.interfaceName(), QStringLiteral("--set"), "tso=" + m_serverTso,
                                            QStringLiteral("--wait"), QStringLiteral("60")}
                                    + common(m_dir.filePath(QStringLiteral("takeover-2.sqlite"))));
        QByteArray seen;
        QVERIFY(waitForEvents(waiter, "waiting", 1, &seen));
        QVERIFY2(seen.contains(QByteArray::number(holder.processId())), seen.constData()); // it names the holder's pid
        // The holder's agent dies on the host without a word: the kernel drops its lock.
        QString holderLine;
        QString key;
        Testbed::runInNamespace(m_bed.serverNamespace(), {QStringLiteral("readlink"), QStringLiteral("/proc/self/ns/net")}, &key);
        key = QStringLiteral("net") + key.trimmed().remove(QRegularExpression(QStringLiteral("[^0-9]")));
        QCOMPARE(Testbed::runInNamespace(m_bed.serverNamespace(),
                                         {QStringLiteral("cat"), QStringLiteral("/tmp/tunebench-leases/") + key + QStringLiteral(".holder")},
                                         &holderLine),
                 0);
        const qint64 agentPid = QRegularExpression(QStringLiteral("\tagent=(\\d+)\t")).match(holderLine).captured(1).toLongLong();
        QVERIFY2(agentPid > 0, qPrintable(holderLine));
        QElapsedTimer sinceKill;
        sinceKill.start();
        QCOMPARE(::kill(pid_t(agentPid), SIGKILL), 0);
        QVERIFY2(waiter.waitForFinished(60000), "the waiter did not take the lease over");
        seen += waiter.readAllStandardOutput();
        qInfo("agent killed -> lease taken over and the change applied: %lld ms", sinceKill.elapsed());
        QVERIFY2(waiter.exitCode() == 0, seen.constData());
        QVERIFY(seen.contains("\"event\":\"applied\""));
        // The SIGKILLed holder process: its --hold changes would otherwise stay; here the waiter
        // already set TSO back, so only the process goes.
        signalProcess(holder, SIGKILL);
        holder.waitForFinished();
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), Tso), m_serverTso);
    }

    void killedHoldersLeaseIsTakenOver()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString db = m_dir.filePath(QStringLiteral("killed-holder.sqlite"));
        const QString server = host(m_bed.serverAddress());
        QProcess holder;
        holder.start(cliPath(), QStringList{QStringLiteral("tunables"), QStringLiteral("apply"), server, QStringLiteral("--iface"),
                                            m_bed.interfaceName(), QStringLiteral("--set"), "tso=" + opposite(m_serverTso),
                                            QStringLiteral("--hold")}
                                    + common(db));
        QVERIFY(waitForEvents(holder, "holding", 1));
        const qint64 holderPid = holder.processId();
        // A restore of the same journal waits for the holder...
        QProcess waiter;
        waiter.start(cliPath(), QStringList{QStringLiteral("restore"), server, QStringLiteral("--wait"), QStringLiteral("60")}
                                    + common(db));
        QByteArray seen;
        QVERIFY(waitForEvents(waiter, "waiting", 1, &seen));
        const QByteArray named = "pid " + QByteArray::number(holderPid);
        QVERIFY2(seen.contains(named), seen.constData());
        // ... which is SIGKILLed: its host puts TSO back by itself and the lease goes to the waiter,
        // which finds the journal restored by the host and closes it.
        QElapsedTimer sinceKill;
        sinceKill.start();
        signalProcess(holder, SIGKILL);
        holder.waitForFinished();
        QVERIFY2(waiter.waitForFinished(60000), "the waiter did not take the lease over");
        qInfo("tunebench-cli holding the server SIGKILLed -> lease taken over, journal closed: %lld ms", sinceKill.elapsed());
        seen += waiter.readAllStandardOutput();
        QVERIFY2(waiter.exitCode() == 0, QByteArray(seen + waiter.readAllStandardError()).constData());
        QVERIFY2(seen.contains("\"event\":\"hostRestored\"") && seen.contains("\"closed\":true"), seen.constData());
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), Tso), m_serverTso);
        Database database(db);
        QVERIFY(database.open().ok());
        QVERIFY(TunablesJournalRepository(database).openJournals()->isEmpty());
    }

    void unconfirmedChangesGoBackAndConfirmedOnesStay()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString db = m_dir.filePath(QStringLiteral("confirm.sqlite"));
        const QString server = host(m_bed.serverAddress());
        const QStringList apply{QStringLiteral("tunables"), QStringLiteral("apply"), server, QStringLiteral("--iface"),
                                m_bed.interfaceName(), QStringLiteral("--set"), "tso=" + opposite(m_serverTso),
                                QStringLiteral("--confirm"), QStringLiteral("3")};
        // Nobody confirms: at the deadline the host puts TSO back itself.
        QProcess unconfirmed;
        unconfirmed.start(cliPath(), apply + common(db));
        QByteArray seen;
        QVERIFY(waitForEvents(unconfirmed, "confirm-pending", 1, &seen));
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), Tso), opposite(m_serverTso));
        QVERIFY(unconfirmed.waitForFinished(60000));
        seen += unconfirmed.readAllStandardOutput();
        QCOMPARE(unconfirmed.exitCode(), 1);
        QVERIFY2(seen.contains("\"event\":\"hostRestored\"") && seen.contains("\"reason\":\"deadline\""), seen.constData());
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), Tso), m_serverTso);

        // Confirmed from another command: the change stays after the deadline.
        QStringList longer = apply;
        longer.last() = QStringLiteral("20");
        QProcess confirmed;
        confirmed.start(cliPath(), longer + common(db));
        QVERIFY(waitForEvents(confirmed, "confirm-pending", 1));
        QProcess confirm;
        confirm.start(cliPath(), QStringList{QStringLiteral("tunables"), QStringLiteral("confirm"), server} + common(db));
        QVERIFY(confirm.waitForFinished(60000));
        QVERIFY2(confirm.readAllStandardOutput().contains("\"confirmed\":true"), confirm.readAllStandardError().constData());
        QVERIFY(confirmed.waitForFinished(60000));
        QCOMPARE(confirmed.exitCode(), 0);
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), Tso), opposite(m_serverTso));
        Database database(db);
        QVERIFY(database.open().ok());
        QCOMPARE(TunablesJournalRepository(database).openJournals()->size(), 1); // as after a plain apply
        QProcess restore;
        restore.start(cliPath(), QStringList{QStringLiteral("restore"), server} + common(db));
        QVERIFY(restore.waitForFinished(60000));
        QCOMPARE(restore.exitCode(), 0);
        QCOMPARE(m_bed.featureState(m_bed.serverNamespace(), Tso), m_serverTso);
    }

    void aWaiterHoldsNoOtherHostWhileItWaits()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        // The bed's namespaces as local hosts: the same lock files as over SSH, without SSH.
        const QStringList clientNs{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.clientNamespace()};
        const QStringList serverNs{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), m_bed.serverNamespace()};
        LocalRunner client(clientNs, QStringLiteral("bed-client"));
        LocalRunner server(serverNs, QStringLiteral("bed-server"));
        HostAgent serverHolder(server);
        HostAgent::AcquireOptions hold;
        hold.holder = LeaseHolder::current(QStringLiteral("tst_hostleases_bed"), QStringLiteral("holding the server"));
        QVERIFY(serverHolder.acquire(hold).ok());
        // {client, server} in another thread: it gets the client, finds the server busy, and must
        // give the client back while it waits (else {server, client} elsewhere would deadlock).
        QString error;
        std::atomic<bool> acquired{false};
        QThread *waiter = QThread::create([&] {
            LocalRunner c(clientNs, QStringLiteral("bed-client"));
            LocalRunner s(serverNs, QStringLiteral("bed-server"));
            LeaseOptions options;
            options.program = QStringLiteral("tst_hostleases_bed");
            options.waitSeconds = 60;
            HostLeases leases(options);
            const Status got = leases.acquire({&c, &s});
            if (!got)
                error = got.error().toString();
            acquired = got.ok();
            leases.release();
        });
        waiter->start();
        QTest::qWait(2500); // it has seen the server busy by now
        QVERIFY(!acquired);
        HostAgent clientProbe(client);
        HostAgent::AcquireOptions now = hold;
        now.holder = LeaseHolder::current(QStringLiteral("tst_hostleases_bed"), QStringLiteral("probing the client"));
        now.waitSeconds = 0;
        const Status clientFree = clientProbe.acquire(now);
        QVERIFY2(clientFree.ok(), qPrintable(clientFree.ok() ? QString() : clientFree.error().toString()));
        clientProbe.release();
        serverHolder.release();
        QVERIFY(waiter->wait(60000));
        delete waiter;
        QVERIFY2(acquired, qPrintable(error));
    }

    void twoLoopbackPresetsStartedTogetherBothComplete()
    {
        TUNEBENCH_REQUIRE_BED(m_bed); // netperf and netserver on this machine come with the bed
        const QString db = m_dir.filePath(QStringLiteral("loopback.sqlite"));
        const QStringList args{QStringLiteral("--db"), db, QStringLiteral("run"), QStringLiteral("--preset"),
                               QStringLiteral("local-loopback"), QStringLiteral("--repetitions"), QStringLiteral("1")};
        QProcess a, b;
        a.start(cliPath(), args);
        b.start(cliPath(), args);
        QVERIFY(a.waitForFinished(180000));
        QVERIFY(b.waitForFinished(180000));
        QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
        QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
        Database database(db);
        QVERIFY(database.open().ok());
        ExperimentRepository repository(database);
        QCOMPARE(repository.list()->size(), 2);
        for (qint64 id : {1, 2})
            QCOMPARE(repository.experiment(id)->status, QStringLiteral("completed"));
    }
};

QTEST_GUILESS_MAIN(TestHostLeasesBed)
#include "tst_hostleases_bed.moc"
