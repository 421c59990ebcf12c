// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakelab.h"

#include "core/clockoffset.h"

#include <QFile>
#include <QPointer>
#include <QTimer>

#include <cmath>
#include <deque>
#include <functional>

namespace Tunebench::Test {

namespace {

/// Output at given times of this machine's clock; content is made when it is due, so that it can
/// depend on what happened meanwhile (the telemetry counters on the netperf runs).
class LabProcess final : public CommandProcess
{
public:
    using CommandProcess::CommandProcess;

    /// Delivers content() at @p at (epoch seconds), after everything scheduled before.
    void schedule(double at, std::function<QByteArray()> content)
    {
        m_last = std::max(at, m_last + 0.001); // one line after the other, as on a pipe
        notBefore(m_last, [this, content = std::move(content)] {
            if (!isFinished())
                deliverStdout(content());
        });
    }
    void finishAt(double at, CommandExit exit)
    {
        m_last = std::max(at, m_last + 0.001);
        notBefore(m_last, [this, exit] {
            if (!isFinished())
                deliverFinished(exit);
        });
    }
    void cancel() override
    {
        if (isFinished())
            return;
        if (onCancel)
            onCancel();
        CommandExit exit;
        exit.error = makeError(ErrorCode::Cancelled, QStringLiteral("cancelled"));
        deliverFinished(exit);
    }
    std::function<void()> onCancel;

private:
    // In order and never early: a line cannot arrive before its host stamped it, and the clock
    // estimate relies on that. A coarse timer may fire early (by up to 5% of its interval), so
    // the queue checks the clock and waits again.
    void notBefore(double at, std::function<void()> action)
    {
        m_queue.push_back({at, std::move(action)});
        if (m_queue.size() == 1)
            arm();
    }
    void arm()
    {
        const double early = m_queue.front().first - epochSecondsNow();
        QTimer::singleShot(std::max(0, int(std::ceil(early * 1000))), Qt::PreciseTimer, this, [this] { pump(); });
    }
    void pump()
    {
        const QPointer<LabProcess> alive(this); // a handler may delete the process
        while (!m_queue.empty() && m_queue.front().first <= epochSecondsNow()) {
            const std::function<void()> action = std::move(m_queue.front().second);
            m_queue.pop_front();
            action();
            if (!alive)
                return;
        }
        if (!m_queue.empty())
            arm();
    }
    std::deque<std::pair<double, std::function<void()>>> m_queue;
    double m_last = 0;
};

CommandExit exitedWith(int code)
{
    CommandExit exit;
    exit.kind = CommandExit::Kind::Exited;
    exit.exitCode = code;
    return exit;
}

LabProcess *answer(QObject *parent, const QByteArray &out, int code = 0)
{
    auto *process = new LabProcess(parent);
    const double now = epochSecondsNow();
    process->schedule(now, [out] { return out; });
    process->finishAt(now, exitedWith(code));
    return process;
}

// A time as the hosts print it: cut, not rounded (netperf's "ending at %ld.%.3ld" of tv_usec / 1000,
// bash's EPOCHREALTIME), so never later than the time itself.
double truncated(double t, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::floor(t * scale) / scale;
}

QString option(const QStringList &argv, const QString &name)
{
    const qsizetype at = argv.indexOf(name);
    return at >= 0 ? argv.value(at + 1) : QString();
}

QByteArray probeOutput()
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/netperf/probe_demo.txt"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing capture %s", qPrintable(file.fileName()));
    return file.readAll() + "P50_LATENCY=21\n";
}

} // namespace

double FakeLab::rate(int k) const
{
    // 60-140% of the base rate, varying from slot to slot without a short period, so that a
    // misaligned interval sees other slots' rates than its own.
    return baseRate * (1.0 + 0.4 * std::sin(1.7 * k + 0.3 * k * k));
}

void FakeLab::addRun(double start, double slotSeconds, int slots)
{
    m_runs << Run {start, slotSeconds, slots};
}

void FakeLab::endLastRunAt(double t)
{
    if (!m_runs.isEmpty())
        m_runs.last().slots = std::min(m_runs.last().slots, int((t - m_runs.last().start) / m_runs.last().slotSeconds));
}

double FakeLab::transactionsUntil(double t) const
{
    double transactions = 0;
    for (const Run &run : m_runs) {
        for (int k = 0; k < run.slots; ++k) {
            const double from = run.start + k * run.slotSeconds;
            const double to = std::min(t, from + run.slotSeconds);
            if (to <= from)
                break;
            transactions += rate(k) * (to - from);
        }
    }
    return transactions;
}

FakeLabHost::FakeLabHost(FakeLab &lab, bool isClient, QString hostName)
    : FakeLinuxHost(std::move(hostName))
    , m_lab(lab)
    , m_isClient(isClient)
{
}

double FakeLabHost::hostNow() const
{
    return epochSecondsNow() + self().clockOffset;
}

CommandProcess *FakeLabHost::start(const CommandSpec &spec, QObject *parent)
{
    const QString program = spec.argv.value(0);
    if (program == QLatin1String("date"))
        return date(parent);
    if (program == QLatin1String("sh") && spec.argv.value(3) == QLatin1String("tunebench-agent") && spec.argv.size() > 6) {
        CommandSpec agent = spec; // sh -c SCRIPT tunebench-agent MODE LEASES STATE KEY ...
        agent.argv[5] = m_agentDir.filePath(QStringLiteral("leases"));
        agent.argv[6] = m_agentDir.filePath(QStringLiteral("state"));
        return m_agentRunner.start(agent, parent);
    }
    if (program == QLatin1String("bash") && spec.argv.value(3) == QLatin1String("tunebench-telemetry"))
        return telemetry(parent);
    if ((program == QLatin1String("netperf") || program == QLatin1String("netserver"))
        && spec.argv.value(1) == QLatin1String("-V"))
        return answer(parent, "Netperf version 2.7.0\n");
    if (program == QLatin1String("netperf") && m_isClient)
        return netperf(spec, parent);
    if (program == QLatin1String("ss") && !m_isClient)
        return answer(parent, "LISTEN 0 1024 0.0.0.0:12865 0.0.0.0:* users:((\"netserver\",pid=4242,fd=4))\n");
    return FakeLinuxHost::start(spec, parent);
}

CommandProcess *FakeLabHost::date(QObject *parent)
{
    // The host reads its clock after starting the command (0-20 ms) and its answer comes back in
    // 0-2 ms, as on the test bed's hosts.
    auto *process = new LabProcess(parent);
    const double stampedAt = epochSecondsNow() + m_lab.jitterMs() / 1000.0;
    const double stamp = stampedAt + self().clockOffset;
    process->schedule(stampedAt + m_lab.jitterMs() / 10000.0,
        [stamp]() -> QByteArray { return QByteArray::number(stamp, 'f', 9) + '\n'; });
    process->finishAt(stampedAt, exitedWith(0));
    return process;
}

CommandProcess *FakeLabHost::netperf(const CommandSpec &spec, QObject *parent)
{
    if (spec.argv.contains(QLatin1String("THROUGHPUT,P50_LATENCY")))
        return answer(parent, probeOutput());
    const double seconds = option(spec.argv, QStringLiteral("-l")).toDouble();
    const double slot = std::abs(option(spec.argv, QStringLiteral("-D")).toDouble());
    if (seconds <= 0 || slot <= 0)
        return answer(parent, "netperf: fake lab runs only timed tests with -D\n", 1);
    auto *process = new LabProcess(parent);
    const double start = epochSecondsNow();
    const int slots = int(std::lround(seconds / slot));
    m_lab.addRun(start, slot, slots);
    process->onCancel = [this] { m_lab.endLastRunAt(epochSecondsNow()); };
    process->schedule(start, [] {
        return QByteArray("MIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 198.18.0.2 () "
                          "port 0 AF_INET : demo : first burst 0\n");
    });
    const double offset = self().clockOffset;
    double sum = 0;
    for (int k = 0; k < slots; ++k) {
        const double end = start + (k + 1) * slot;
        const double rate = m_lab.rate(k);
        sum += rate;
        process->schedule(end + m_lab.jitterMs() / 1000.0, [=]() -> QByteArray {
            return QStringLiteral("Interim result: %1 Trans/s over %2 seconds ending at %3\n")
                .arg(rate, 0, 'f', 2)
                .arg(slot, 0, 'f', 3)
                .arg(truncated(end + offset, 3), 0, 'f', 3)
                .toUtf8();
        });
    }
    const double mean = sum / slots;
    const bool cpu = spec.argv.contains(QLatin1String("-c")) || spec.argv.contains(QLatin1String("-C"));
    const double clientSd = m_lab.client.serviceDemand, serverSd = m_lab.server.serviceDemand;
    process->schedule(start + seconds + 0.005, [=]() -> QByteArray {
        if (!cpu)
            return QStringLiteral("Local /Remote\nSocket Size   Request  Resp.   Elapsed  Trans.\n"
                                  "Send   Recv   Size     Size    Time     Rate\nbytes  Bytes  bytes    bytes   secs.    per sec\n\n"
                                  "16384  131072 1        1       %1     %2\n16384  131072\n")
                .arg(seconds, 0, 'f', 2)
                .arg(mean, 0, 'f', 2)
                .toUtf8();
        return QStringLiteral("Local /Remote\nSocket Size   Request Resp.  Elapsed Trans.   CPU    CPU    S.dem   S.dem\n"
                              "Send   Recv   Size    Size   Time    Rate     local  remote local   remote\n"
                              "bytes  bytes  bytes   bytes  secs.   per sec  % S    % S    us/Tr   us/Tr\n\n"
                              "16384  131072 1       1      %1    %2  %3 %4 %5  %6\n16384  131072\n")
            .arg(seconds, 0, 'f', 2)
            .arg(mean, 0, 'f', 2)
            .arg(clientSd * mean / 1e4, 0, 'f', 2)
            .arg(serverSd * mean / 1e4, 0, 'f', 2)
            .arg(clientSd, 0, 'f', 3)
            .arg(serverSd, 0, 'f', 3)
            .toUtf8();
    });
    process->finishAt(start + seconds + 0.01, exitedWith(0));
    return process;
}

// The remote sampler's protocol (TelemetrySampler::script()) with one CPU at 10^6 ticks a second,
// busy exactly serviceDemand µs per transaction.
CommandProcess *FakeLabHost::telemetry(QObject *parent)
{
    auto *process = new LabProcess(parent);
    const double start = epochSecondsNow();
    process->schedule(start, [] { return QByteArray("H 1000000\n"); });
    auto reading = std::make_shared<std::function<void(int)>>();
    *reading = [this, process, start, reading](int j) {
        const double at = start + j * 0.1;
        process->schedule(at + m_lab.jitterMs() / 1000.0, [this, process, start, at, j, reading]() -> QByteArray {
            QMetaObject::invokeMethod(
                process,
                [reading, j] {
                    if (*reading)
                        (*reading)(j + 1);
                },
                Qt::QueuedConnection);
            const qint64 total = std::llround((at - start) * 1e6) + 1000000;
            const qint64 busy = std::llround(self().serviceDemand * m_lab.transactionsUntil(at));
            const QByteArray cpu = QByteArray::number(busy) + " 0 0 " + QByteArray::number(total - busy) + " 0 0 0 0\n";
            const QByteArray transactions = QByteArray::number(std::llround(m_lab.transactionsUntil(at)));
            return "S " + QByteArray::number(truncated(at + self().clockOffset, 6), 'f', 6) + "\ncpu " + cpu + "cpu0 " + cpu
                + "intr " + transactions + "\nctxt " + transactions + "\nsoftirq " + transactions + "\nself 0 0\nE\n";
        });
    };
    (*reading)(0);
    process->onCancel = [reading] { *reading = nullptr; }; // and with it the cycle through the lambda
    return process;
}

} // namespace Tunebench::Test
