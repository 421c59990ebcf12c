// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/hostclock.h"

#include "core/logging.h"
#include "transport/commandrunner.h"

#include <QEventLoop>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Tunebench {

namespace {

// lupdate files these under the context the code names (a free tr() would be invisible to it).
struct ClockText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::HostClock)
};

constexpr int kTimeoutMs = 15000;
// Above this, netperf's own "ending at" times and the host's logs disagree visibly with ours.
constexpr double kWarnSeconds = 1.0;

} // namespace

void ClockOffsetEstimator::addRoundTrip(const ClockRoundTrip &roundTrip)
{
    if (roundTrip.received < roundTrip.sent)
        return; // this machine's clock stepped back meanwhile: the round trip says nothing
    if (!m_roundTrip || roundTrip.uncertainty() < m_roundTrip->uncertainty())
        m_roundTrip = roundTrip;
}

void ClockOffsetEstimator::observeArrival(double hostTime, double arrival)
{
    const double bound = hostTime - arrival;
    m_lowerBound = m_lowerBound ? std::max(*m_lowerBound, bound) : bound;
}

std::optional<ClockOffset> ClockOffsetEstimator::offset() const
{
    if (m_roundTrip) {
        const double low = std::max(m_roundTrip->low(), m_lowerBound.value_or(-INFINITY));
        const double high = m_roundTrip->high();
        if (low <= high) {
            // 0 when the clocks cannot be told apart: the samples stay as the hosts stamped them.
            const double seconds = low <= 0 && 0 <= high ? 0.0 : std::clamp(m_roundTrip->offset(), low, high);
            return ClockOffset {seconds, std::max(seconds - low, high - seconds), ClockOffset::Method::RoundTrip};
        }
    }
    if (m_lowerBound)
        return ClockOffset {*m_lowerBound, std::nullopt, ClockOffset::Method::Arrival};
    return std::nullopt;
}

QStringList HostClock::command()
{
    return {QStringLiteral("date"), QStringLiteral("+%s.%N")};
}

std::optional<std::pair<double, double>> HostClock::parseTime(const QByteArray &output)
{
    static const QRegularExpression time(QStringLiteral("^\\s*(\\d+)(?:\\.(\\d*))?(\\S*)\\s*$"));
    const QRegularExpressionMatch match = time.match(QString::fromLatin1(output));
    if (!match.hasMatch())
        return std::nullopt;
    const double whole = match.captured(1).toDouble();
    const QString fraction = match.captured(2);
    // "1795998092.N" or "1795998092.%N": a date that knows %s but not %N.
    if (fraction.isEmpty() || !match.captured(3).isEmpty())
        return std::pair {whole, 1.0};
    return std::pair {whole + QString(QStringLiteral("0.") + fraction).toDouble(), std::pow(10.0, -double(fraction.size()))};
}

QString HostClock::describe(double seconds)
{
    const QString amount = QString::number(std::abs(seconds), 'f', 3);
    if (seconds > 0 && amount != QLatin1String("0.000"))
        //: a host's clock against the clock of the machine Tunebench runs on
        return ClockText::tr("%1 s ahead of this machine's").arg(amount);
    if (seconds < 0 && amount != QLatin1String("0.000"))
        //: a host's clock against the clock of the machine Tunebench runs on
        return ClockText::tr("%1 s behind this machine's").arg(amount);
    //: a host's clock against the clock of the machine Tunebench runs on
    return ClockText::tr("in step with this machine's");
}

QString HostClock::warning(const QString &host, const ClockOffset &offset)
{
    if (std::abs(offset.seconds) <= kWarnSeconds)
        return {};
    return ClockText::tr("The clock of %1 is %2: the times netperf prints (\"ending at\") "
                         "are misleading. Tunebench puts every time on this machine's clock; synchronise the "
                         "clocks (chrony, ntpd) for the hosts' own output and logs to agree.")
        .arg(host, describe(offset.seconds));
}

QStringList HostClock::measure(const QList<HostClockTarget> &hosts)
{
    QList<CommandRunner *> runners;
    for (const HostClockTarget &host : hosts)
        runners << host.runner;
    const QList<Result<ClockRoundTrip>> trips = HostClockProbe::measure(runners);
    QStringList messages;
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        const HostClockTarget &host = hosts.at(i);
        if (!trips.at(i)) {
            messages << ClockText::tr("The clock of %1 could not be read (%2): its offset from this machine's comes "
                                      "from when its samples arrive.")
                            .arg(host.name, trips.at(i).error().message);
            continue;
        }
        host.clock->addRoundTrip(trips.at(i).value());
        if (const auto offset = host.clock->offset())
            if (const QString warning = HostClock::warning(host.name, *offset); !warning.isEmpty())
                messages << warning;
    }
    return messages;
}

HostClockProbe::HostClockProbe(CommandRunner &runner, QObject *parent)
    : QObject(parent)
    , m_runner(&runner)
{
}

HostClockProbe::~HostClockProbe()
{
    if (m_process && !m_process->isFinished())
        m_process->cancel();
}

void HostClockProbe::start()
{
    m_result.reset();
    m_output.clear();
    m_received = 0;
    CommandSpec spec;
    spec.argv = HostClock::command();
    spec.timeoutMs = kTimeoutMs;
    m_sent = epochSecondsNow();
    m_process = m_runner->start(spec, this);
    connect(m_process, &CommandProcess::stdoutData, this, [this](const QByteArray &data) {
        if (m_received == 0)
            m_received = epochSecondsNow(); // the answer, not the channel's close, ends the round trip
        m_output += data;
    });
    connect(m_process, &CommandProcess::finished, this, [this](const CommandExit &exit) {
        m_process->deleteLater();
        const QString host = m_runner ? m_runner->hostName() : QString();
        if (!exit.succeeded()) {
            finish(makeError(exit.error ? exit.error->code : ErrorCode::CommandFailed,
                ClockText::tr("'%1' failed on %2: %3").arg(HostClock::command().join(QLatin1Char(' ')), host, exit.describe())));
            return;
        }
        const auto time = HostClock::parseTime(m_output.trimmed());
        if (!time) {
            finish(makeError(ErrorCode::ParseError,
                ClockText::tr("'%1' on %2 printed no time: %3")
                    .arg(HostClock::command().join(QLatin1Char(' ')), host, QString::fromUtf8(m_output.trimmed().left(80)))));
            return;
        }
        finish(ClockRoundTrip {m_sent, time->first, m_received, time->second});
    });
}

void HostClockProbe::finish(Result<ClockRoundTrip> result)
{
    if (result)
        qCDebug(lcHosts).nospace() << (m_runner ? m_runner->hostName() : QString()) << ": clock offset "
                                   << result->offset() << " s +- " << result->uncertainty();
    m_result = std::move(result);
    Q_EMIT finished();
}

QList<Result<ClockRoundTrip>> HostClockProbe::measure(const QList<CommandRunner *> &runners)
{
    QEventLoop loop;
    std::vector<std::unique_ptr<HostClockProbe>> probes;
    int running = 0;
    for (CommandRunner *runner : runners) {
        probes.push_back(std::make_unique<HostClockProbe>(*runner));
        connect(probes.back().get(), &HostClockProbe::finished, &loop, [&running, &loop] {
            if (--running == 0)
                loop.quit();
        });
        ++running;
    }
    for (const auto &probe : probes)
        probe->start();
    if (running > 0)
        loop.exec();
    QList<Result<ClockRoundTrip>> results;
    for (const auto &probe : probes)
        results << probe->result();
    return results;
}

} // namespace Tunebench
