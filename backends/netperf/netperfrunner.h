// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "netperf/netperfoutput.h"
#include "netperf/netperfoutputparser.h"
#include "netperf/netperftestspec.h"
#include "transport/commandrunner.h"

#include <QObject>
#include <QPointer>

namespace Tunebench {

/// How one netperf run ended: the parsed output, netperf's raw output and, when it failed, an
/// error a user can act on.
struct NetperfRunResult
{
    std::optional<Error> error;
    NetperfOutput output;
    std::optional<TestResult> result; ///< the test's final result, when netperf printed one
    QByteArray rawOutput;             ///< stdout and stderr lines in the order they arrived
    CommandExit exit;
    QStringList argv;

    [[nodiscard]] bool ok() const { return !error.has_value(); }
};

/// Runs one netperf test through a CommandRunner (the client host) and reports interim samples as
/// their lines arrive. Lives in the thread it was created in, like the CommandProcess it starts.
class NetperfRunner : public QObject
{
    Q_OBJECT
public:
    /// Seconds allowed beyond the test's own length before netperf is killed.
    static constexpr int defaultGraceSeconds = 20;
    /// The limit for runs that end after a transaction or byte count rather than a time.
    static constexpr int countRunLimitSeconds = 3600;

    explicit NetperfRunner(CommandRunner &client, QObject *parent = nullptr);
    ~NetperfRunner() override;

    /// Starts @p spec. Fails at once, without starting anything, when the spec is invalid or a
    /// run is already going. Otherwise finished() follows, also after cancel() or the time-out.
    Status start(const NetperfTestSpec &spec, int graceSeconds = defaultGraceSeconds);
    /// Kills netperf; finished() then reports ErrorCode::Cancelled with the output so far.
    void cancel();

    [[nodiscard]] bool isRunning() const { return !m_process.isNull(); }
    [[nodiscard]] const NetperfOutput &output() const { return m_parser.output(); }
    [[nodiscard]] int timeoutMs() const { return m_timeoutMs; }

    /// Turns a finished run's exit, output and parsed failures into one error, or nothing when
    /// netperf succeeded and printed a result. Public for tests of captured outputs.
    [[nodiscard]] static std::optional<Error> diagnose(const CommandExit &exit, const NetperfOutput &output,
                                                      const QString &clientHost, const QString &serverHost,
                                                      int timeoutMs);

Q_SIGNALS:
    /// One line of netperf's raw output (stdout or stderr, without its newline) as it arrives,
    /// before the samples it completes are reported.
    void lineReceived(const QString &line);
    /// One interim sample, emitted when the line that completes it arrives.
    void sampleReady(const Tunebench::InterimSample &sample, const QString &units);
    /// The run is over; the runner may be started again.
    void finished(const Tunebench::NetperfRunResult &result);

private:
    void onLine(const QString &line);
    void onFinished(const CommandExit &exit);

    CommandRunner &m_client;
    QPointer<CommandProcess> m_process;
    NetperfOutputParser m_parser;
    NetperfTestSpec m_spec;
    QStringList m_argv;
    QByteArray m_raw;
    int m_timeoutMs = 0;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::InterimSample)
Q_DECLARE_METATYPE(Tunebench::NetperfRunResult)
