// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clockoffset.h"
#include "core/result.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>

namespace Tunebench {

class CommandProcess;
class CommandRunner;

/// One command that printed the host's time, with when it was sent and when its answer arrived
/// (this machine's epoch seconds). The host read its clock somewhere in between, so its offset
/// lies in [low(), high()].
///
/// Where in between: after everything the host does to start a command (sshd's session, the login
/// shell and its start-up files, the fork of date) and just before it answers. That start-up is
/// most of a round trip: on the test bed, whose hosts share this machine's clock, the midpoint of
/// sending and receiving was 2-5 ms off with an empty ~/.bashrc and 0.14-0.22 s with root's, where
/// the answer's arrival was within 0.2-1.6 ms. So the estimate is the host's time less the
/// arrival of its answer (low by the answer's one-way latency alone), and the round trip bounds it
/// from above.
struct ClockRoundTrip
{
    double sent = 0;
    double hostTime = 0;
    double received = 0;
    double resolution = 0; ///< of hostTime: 1 when the host's date printed whole seconds only

    [[nodiscard]] double low() const { return hostTime - received; }
    [[nodiscard]] double high() const { return hostTime + resolution - sent; }
    /// The host's time less the arrival of its answer (the middle of the host clock's resolution).
    [[nodiscard]] double offset() const { return low() + resolution / 2; }
    /// The true offset lies within ± this of offset(): the round trip (and half the resolution).
    [[nodiscard]] double uncertainty() const { return high() - offset(); }
};

/**
 * Estimates one host's clock offset (host minus this machine) from a round trip at connection
 * open and from the arrival of the host's timestamped lines while it is sampled.
 *
 * The round trip gives an interval; every arrival bounds the offset from below (a line cannot
 * arrive before the host stamped it: offset >= hostTime - arrival). The estimate is the round
 * trip's (see ClockRoundTrip) kept within both; when the interval holds 0 the clocks agree as far
 * as can be told and the offset is 0, so the hosts' timestamps stay as they printed them. An
 * arrival above the round trip's interval means the host's clock stepped since: the lower bound
 * is used then, as it is without a round trip.
 */
class ClockOffsetEstimator
{
public:
    /// Keeps the tightest round trip.
    void addRoundTrip(const ClockRoundTrip &roundTrip);
    void observeArrival(double hostTime, double arrival);

    /// Empty until a round trip or a line arrived.
    [[nodiscard]] std::optional<ClockOffset> offset() const;
    /// The offset to convert with: 0 until anything is known.
    [[nodiscard]] double seconds() const { return offset() ? offset()->seconds : 0; }
    [[nodiscard]] const std::optional<ClockRoundTrip> &roundTrip() const { return m_roundTrip; }
    [[nodiscard]] const std::optional<double> &lowerBound() const { return m_lowerBound; }

private:
    std::optional<ClockRoundTrip> m_roundTrip;
    std::optional<double> m_lowerBound;
};

namespace HostClock {
/// The command that prints the host's time: `date +%s.%N` (a date without %N prints whole
/// seconds and something else; parseTime() takes those as whole seconds).
[[nodiscard]] QStringList command();
/// The host's time from command()'s output, and its resolution in seconds.
[[nodiscard]] std::optional<std::pair<double, double>> parseTime(const QByteArray &output);
/// A sentence for users when @p offset is over a second: netperf's own timestamps are then
/// misleading. Empty otherwise.
[[nodiscard]] QString warning(const QString &host, const ClockOffset &offset);
/// "30.012 s ahead of this machine's", "2.000 s behind this machine's", "in step with this machine's".
[[nodiscard]] QString describe(double seconds);
} // namespace HostClock

/// A host whose clock an experiment or exploration measures when its connection opens.
struct HostClockTarget
{
    QString name;
    CommandRunner *runner = nullptr;
    ClockOffsetEstimator *clock = nullptr;
};

namespace HostClock {
/// Measures every host's clock at once into its estimator, in a local event loop (worker threads,
/// CLI, tests). Returns sentences for users: a host whose clock could not be read (its offset then
/// comes from when its lines arrive), and offsets over a second.
[[nodiscard]] QStringList measure(const QList<HostClockTarget> &hosts);
} // namespace HostClock

/// Runs HostClock::command() on a host and times its round trip. Start it on an open connection:
/// whatever precedes the host's answer widens the uncertainty.
class HostClockProbe : public QObject
{
    Q_OBJECT
public:
    explicit HostClockProbe(CommandRunner &runner, QObject *parent = nullptr);
    ~HostClockProbe() override;

    void start();
    [[nodiscard]] bool isFinished() const { return m_result.has_value(); }
    /// Valid once finished() was emitted.
    [[nodiscard]] const Result<ClockRoundTrip> &result() const { return *m_result; }

    /// Measures every runner at once, in a local event loop (CLI, tests, worker threads only).
    [[nodiscard]] static QList<Result<ClockRoundTrip>> measure(const QList<CommandRunner *> &runners);

Q_SIGNALS:
    void finished();

private:
    void finish(Result<ClockRoundTrip> result);

    QPointer<CommandRunner> m_runner;
    QPointer<CommandProcess> m_process;
    double m_sent = 0;
    double m_received = 0;
    QByteArray m_output;
    std::optional<Result<ClockRoundTrip>> m_result;
};

} // namespace Tunebench
