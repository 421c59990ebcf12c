// SPDX-License-Identifier: GPL-3.0-or-later
// The host agent (backends/hosts/hostagent.sh) run for real by LocalRunner, with its lock and
// state in a temporary directory: leases, waiting, takeover of a dead holder, and the host's own
// restore when its controller goes (end of input, silence, a missed confirmation).
#include "hosts/hostagent.h"
#include "transport/localrunner.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace Tunebench;

namespace {

LeaseHolder holder(const QString &user, const QString &purpose = QStringLiteral("a test"))
{
    LeaseHolder h = LeaseHolder::current(QStringLiteral("tst_hostagent"), purpose);
    h.user = user;
    return h;
}

HostAgent::AcquireOptions acquireOptions(const LeaseHolder &who, int waitSeconds = -1, int grace = 15)
{
    HostAgent::AcquireOptions options;
    options.holder = who;
    options.waitSeconds = waitSeconds;
    options.graceSeconds = grace;
    return options;
}

// A restore step that leaves a mark we can look for.
AgentStep touchStep(const QString &path)
{
    return AgentStep{{QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo restored >> \"$1\""),
                      QStringLiteral("mark"), path},
                     false,
                     {0}};
}

// An agent whose lines and end the test gives by hand, and whose cancel() takes effect only when
// the test says so: over SSH the kill of a remote process is not instant, and lines the agent
// printed before it may still arrive.
class HandProcess : public CommandProcess
{
public:
    using CommandProcess::CommandProcess;
    void cancel() override { cancelled = true; }
    void say(const QString &line) { deliverStdout(line.toUtf8() + '\n'); }
    void end()
    {
        CommandExit exit;
        exit.error = makeError(ErrorCode::Cancelled, QStringLiteral("cancelled"));
        deliverFinished(exit);
    }
    bool cancelled = false;
};

class HandRunner : public CommandRunner
{
public:
    QString hostName() const override { return QStringLiteral("hand"); }
    CommandProcess *start(const CommandSpec &, QObject *parent) override
    {
        process = new HandProcess(parent);
        return process;
    }
    QPointer<HandProcess> process;
};

} // namespace

#define VERIFY_OK(status)                                                                                              \
    do {                                                                                                               \
        const Status s_ = (status);                                                                                    \
        QVERIFY2(s_.ok(), s_.ok() ? "" : qPrintable(s_.error().toString() + QLatin1Char(' ') + s_.error().detail));    \
    } while (false)

class TestHostAgent : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    HostAgentOptions m_options;
    LocalRunner m_runner;
    int m_case = 0;

    QString holderFile() const { return m_options.leaseDirectory + QStringLiteral("/k.holder"); }
    QString mark() const { return m_dir.filePath(QStringLiteral("mark%1").arg(m_case)); }
    static QByteArray read(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void init()
    {
        ++m_case;
        m_options.leaseDirectory = m_dir.filePath(QStringLiteral("leases%1").arg(m_case));
        m_options.stateDirectory = m_dir.filePath(QStringLiteral("state%1").arg(m_case));
        m_options.key = QStringLiteral("k");
    }

    void leaseNamesItsHolderAndEndsWithRelease()
    {
        HostAgent agent(m_runner, m_options);
        const LeaseHolder me = holder(QStringLiteral("alice"), QStringLiteral("experiment 7 (tso)"));
        VERIFY_OK(agent.acquire(acquireOptions(me)));
        QVERIFY(agent.isHeld());
        QVERIFY(agent.isLocked());
        QCOMPARE(agent.key(), QStringLiteral("k"));
        const LeaseHolder stored = LeaseHolder::fromLine(QString::fromUtf8(read(holderFile())).trimmed());
        QCOMPARE(stored.user, QStringLiteral("alice"));
        QCOMPARE(stored.pid, QCoreApplication::applicationPid());
        QCOMPARE(stored.purpose, QStringLiteral("experiment 7 (tso)"));
        QVERIFY(stored.agentPid > 0);
        QVERIFY(stored.acquired.isValid());
        agent.release();
        QVERIFY(!QFile::exists(holderFile()));
        HostAgent next(m_runner, m_options);
        VERIFY_OK(next.acquire(acquireOptions(holder(QStringLiteral("bob")), 0)));
        next.release();
    }

    void secondHolderWaitsAndSaysWhoHoldsTheHost()
    {
        HostAgent first(m_runner, m_options);
        VERIFY_OK(first.acquire(acquireOptions(holder(QStringLiteral("alice")))));
        HostAgent second(m_runner, m_options);
        QSignalSpy waiting(&second, &HostAgent::waiting);
        const Status refused = second.acquire(acquireOptions(holder(QStringLiteral("bob")), 1));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ErrorCode::Timeout);
        QVERIFY2(refused.error().message.contains(QLatin1String("alice@")), qPrintable(refused.error().message));
        QVERIFY(refused.error().message.contains(QLatin1String("tst_hostagent")));
        QCOMPARE(waiting.size(), 1);
        const LeaseHolder seen = waiting.at(0).at(0).value<LeaseHolder>();
        QCOMPARE(seen.user, QStringLiteral("alice"));
        QCOMPARE(seen.pid, QCoreApplication::applicationPid());
        QVERIFY(first.isHeld());
        first.release();
    }

    void waiterTakesTheLeaseWhenTheHolderReleasesIt()
    {
        HostAgent first(m_runner, m_options);
        VERIFY_OK(first.acquire(acquireOptions(holder(QStringLiteral("alice")))));
        QTimer::singleShot(1500, &first, [&first] { first.release(); });
        HostAgent second(m_runner, m_options);
        VERIFY_OK(second.acquire(acquireOptions(holder(QStringLiteral("bob")))));
        QVERIFY(!first.isHeld());
        QCOMPARE(LeaseHolder::fromLine(QString::fromUtf8(read(holderFile())).trimmed()).user, QStringLiteral("bob"));
        second.release();
    }

    void deadHoldersLeaseIsTakenOver()
    {
        HostAgent first(m_runner, m_options);
        VERIFY_OK(first.acquire(acquireOptions(holder(QStringLiteral("alice")))));
        QSignalSpy lost(&first, &HostAgent::lost);
        const qint64 agentPid = LeaseHolder::fromLine(QString::fromUtf8(read(holderFile())).trimmed()).agentPid;
        QVERIFY(agentPid > 0);
        QCOMPARE(::kill(pid_t(agentPid), SIGKILL), 0); // nothing on the host can judge it: the kernel drops the lock
        HostAgent second(m_runner, m_options);
        QSignalSpy waiting(&second, &HostAgent::waiting);
        VERIFY_OK(second.acquire(acquireOptions(holder(QStringLiteral("bob")), 20)));
        QCOMPARE(LeaseHolder::fromLine(QString::fromUtf8(read(holderFile())).trimmed()).user, QStringLiteral("bob"));
        QTRY_COMPARE(lost.size(), 1);
        second.release();
    }

    void sameHolderUnderAnotherNameIsRecognised()
    {
        const LeaseHolder me = holder(QStringLiteral("alice"));
        HostAgent first(m_runner, m_options);
        VERIFY_OK(first.acquire(acquireOptions(me)));
        HostAgent again(m_runner, m_options);
        const Status refused = again.acquire(acquireOptions(me));
        QVERIFY(!refused.ok());
        QVERIFY(again.heldBySameHolder());
        first.release();
    }

    void armedHostRestoresItselfWhenItsControllerGoes()
    {
        auto agent = std::make_unique<HostAgent>(m_runner, m_options);
        VERIFY_OK(agent->acquire(acquireOptions(holder(QStringLiteral("alice")))));
        const QMap<QString, QString> meta{{QStringLiteral("host"), QStringLiteral("tb-server")},
                                          {QStringLiteral("journals"), QStringLiteral("4 5")}};
        VERIFY_OK(agent->arm(0, meta, {touchStep(mark()), AgentStep{{QStringLiteral("false")}, false, {0}}}));
        QVERIFY(!QFile::exists(mark()));
        agent.reset(); // the controller is gone: its input ends
        QTRY_COMPARE_WITH_TIMEOUT(HostAgent::readRecords(m_runner, m_options)->records.size(), 1, 10000);
        QCOMPARE(read(mark()), QByteArray("restored\n"));
        QTRY_VERIFY(!QFile::exists(holderFile()));
        auto records = HostAgent::readRecords(m_runner, m_options);
        QVERIFY(records.ok());
        QCOMPARE(records->records.size(), 1);
        const AgentRecord &record = records->records.first();
        QCOMPARE(record.reason, QStringLiteral("eof"));
        QCOMPARE(record.holder.user, QStringLiteral("alice"));
        QVERIFY(record.firedAt.isValid() && record.doneAt.isValid());
        QCOMPARE(record.slots.size(), 1);
        QCOMPARE(record.slots.first().meta.value(QStringLiteral("journals")), QStringLiteral("4 5"));
        QCOMPARE(record.slots.first().steps.size(), 2);
        QVERIFY(record.slots.first().steps.at(0).succeeded());
        QVERIFY(!record.slots.first().steps.at(1).succeeded());
        QVERIFY(HostAgent::forgetRecords(m_runner, {record.name}, m_options).ok());
        QCOMPARE(HostAgent::readRecords(m_runner, m_options)->records.size(), 0);
    }

    void silentControllerIsRestoredAfterTheGracePeriod()
    {
        HostAgent agent(m_runner, m_options);
        QSignalSpy lost(&agent, &HostAgent::lost);
        VERIFY_OK(agent.acquire(acquireOptions(holder(QStringLiteral("alice")), -1, 2)));
        VERIFY_OK(agent.arm(0, {}, {touchStep(mark())}));
        QTest::qWait(3000); // heartbeats flow: nothing happens
        QVERIFY(!QFile::exists(mark()));
        QThread::sleep(5); // a laptop that sleeps: the connection stays, nothing is sent
        QTRY_COMPARE_WITH_TIMEOUT(lost.size(), 1, 10000);
        QVERIFY2(lost.at(0).at(0).toString().contains(QLatin1String("grace")), qPrintable(lost.at(0).at(0).toString()));
        QTRY_COMPARE(HostAgent::readRecords(m_runner, m_options)->records.size(), 1);
        QCOMPARE(read(mark()), QByteArray("restored\n"));
        auto records = HostAgent::readRecords(m_runner, m_options);
        QCOMPARE(records->records.value(0).reason, QStringLiteral("silence"));
        QVERIFY(!agent.isHeld());
    }

    void releaseDisarmsSoNothingRuns()
    {
        HostAgent agent(m_runner, m_options);
        VERIFY_OK(agent.acquire(acquireOptions(holder(QStringLiteral("alice")))));
        VERIFY_OK(agent.arm(0, {}, {touchStep(mark())}));
        VERIFY_OK(agent.arm(1, {}, {touchStep(mark())}));
        agent.release();
        QTest::qWait(300);
        QVERIFY(!QFile::exists(mark()));
        QCOMPARE(HostAgent::readRecords(m_runner, m_options)->records.size(), 0);
    }

    void unconfirmedChangesAreRestoredAtTheDeadline()
    {
        auto agent = std::make_unique<HostAgent>(m_runner, m_options);
        VERIFY_OK(agent->acquire(acquireOptions(holder(QStringLiteral("alice")))));
        VERIFY_OK(agent->arm(0, {}, {touchStep(mark())}));
        VERIFY_OK(agent->setDeadline(2));
        agent.reset(); // confirm mode: the end of input does not restore
        QTest::qWait(500);
        QVERIFY(!QFile::exists(mark()));
        auto pending = HostAgent::readRecords(m_runner, m_options);
        QVERIFY(pending->pendingAgentPid > 0);
        QTRY_COMPARE_WITH_TIMEOUT(HostAgent::readRecords(m_runner, m_options)->records.size(), 1, 10000);
        QCOMPARE(read(mark()), QByteArray("restored\n"));
        QCOMPARE(HostAgent::readRecords(m_runner, m_options)->records.value(0).reason, QStringLiteral("deadline"));
    }

    void confirmedChangesStay()
    {
        auto agent = std::make_unique<HostAgent>(m_runner, m_options);
        VERIFY_OK(agent->acquire(acquireOptions(holder(QStringLiteral("alice")))));
        VERIFY_OK(agent->arm(0, {}, {touchStep(mark())}));
        VERIFY_OK(agent->setDeadline(4));
        agent.reset();
        auto confirmed = HostAgent::confirm(m_runner, m_options);
        QVERIFY(confirmed.ok());
        QVERIFY(confirmed.value());
        QTest::qWait(4500);
        QVERIFY(!QFile::exists(mark()));
        QCOMPARE(HostAgent::readRecords(m_runner, m_options)->records.size(), 0);
        QVERIFY(!HostAgent::confirm(m_runner, m_options).value()); // nothing left to confirm
        HostAgent next(m_runner, m_options);
        VERIFY_OK(next.acquire(acquireOptions(holder(QStringLiteral("bob")), 0)));
        next.release();
    }

    void leaseThatComesAfterGivingUpIsNotALostLease()
    {
        // The race CI met: a waiter gives up (wait 0, as while holding another host) and cancels
        // its agent; the other holder lets go at that moment, and the agent's "held" arrives
        // before its end. That lease was never this agent's: nothing was lost.
        HandRunner runner;
        HostAgent agent(runner, m_options);
        QSignalSpy lost(&agent, &HostAgent::lost);
        agent.start(acquireOptions(holder(QStringLiteral("bob"))));
        QVERIFY(runner.process);
        runner.process->say(QStringLiteral("agent 1 k"));
        runner.process->say(QStringLiteral("busy\t") + holder(QStringLiteral("alice")).toLine());
        const Status refused = agent.acquire(acquireOptions(holder(QStringLiteral("bob")), 0));
        QCOMPARE(refused.error().code, ErrorCode::Timeout);
        QVERIFY(runner.process->cancelled);
        runner.process->say(QStringLiteral("held k flock"));
        runner.process->end();
        QVERIFY(!agent.isHeld());
        QCOMPARE(lost.size(), 0);
    }

    void stepLinesQuoteEveryArgument()
    {
        auto line = HostAgent::stepLine(AgentStep{{QStringLiteral("sysctl"), QStringLiteral("-w"),
                                                   QStringLiteral("net.ipv4.tcp_rmem=4096 87380 '6291456'")},
                                                  true,
                                                  {0, 80}});
        QVERIFY(line.ok());
        QCOMPARE(line.value(), QStringLiteral("step 1 0,80 sysctl -w 'net.ipv4.tcp_rmem=4096 87380 '\"'\"'6291456'\"'\"''"));
        QVERIFY(!HostAgent::stepLine(AgentStep{{QStringLiteral("echo"), QStringLiteral("a\nb")}, false, {0}}).ok());
    }
};

QTEST_GUILESS_MAIN(TestHostAgent)
#include "tst_hostagent.moc"
