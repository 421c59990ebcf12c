// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "netperf/omniselector.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace Tunebench {

/// One interim (demo mode, global -D) result: the rate netperf measured over one interval.
/// Interim output carries no CPU or service-demand data; netperf has those only at the end.
struct InterimSample
{
    double rate = 0;     ///< in the test's interimUnits (Trans/s, 10^6bits/s, ...)
    double interval = 0; ///< seconds the sample covers
    double endTime = 0;  ///< Unix time in seconds at the end of the interval, from netperf's clock
    int test = -1;       ///< index into NetperfOutput::tests
    qint64 line = 0;     ///< 1-based line on which the sample became complete
};

/// The first line of a test: "MIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0
/// AF_INET to 198.18.0.2 () port 0 AF_INET : demo : first burst 0".
struct TestBanner
{
    QString testName; ///< "TCP REQUEST/RESPONSE", "TCP STREAM", "TCP Connect/Request/Response"
    bool migrated = false;
    QString localHost;
    QString localAddress;
    int localPort = -1;
    QString localFamily;
    QString remoteHost;
    QString remoteAddress;
    int remotePort = -1;
    QString remoteFamily;
    QStringList annotations; ///< "demo", "first burst 0", "nodelay", "cpu bind", "+/-0.500% @ 99% conf."
    int firstBurst = -1;
    bool demo = false;
    bool noDelay = false;
    bool cpuBind = false;
    std::optional<double> confidenceLevel;     ///< 95 or 99 when -I was given
    std::optional<double> confidenceHalfWidth; ///< percent: "+/-0.500%"
};

/// Where a result came from.
enum class ResultForm { None, ClassicRr, ClassicStream, ClassicMss, Terse, KeyValue, Csv };

/// The end-of-test result, from whichever output form netperf printed.
struct TestResult
{
    ResultForm form = ResultForm::None;
    QString throughputUnits; ///< "Trans/s", "10^6bits/s"
    QString serviceDemandUnits; ///< "usec/Tran", "usec/KB"
    QString cpuMethod; ///< netperf's CPU measurement method letter ("S" = /proc/stat)
    /// -k keys and -o columns Tunebench has no field for, as printed ("LOCAL_VERSION" ...).
    QList<QPair<QString, QString>> extraValues;

    [[nodiscard]] std::optional<double> value(ResultField field) const
    {
        return has(field) ? std::optional<double>(m_values[size_t(field)]) : std::nullopt;
    }
    void set(ResultField field, double value)
    {
        m_values[size_t(field)] = value;
        m_present |= 1u << unsigned(field);
    }
    [[nodiscard]] bool has(ResultField field) const { return m_present & (1u << unsigned(field)); }
    /// value(), or nothing where netperf printed -1 for what it did not measure (service demand
    /// and CPU without -c / -C: LOCAL_SD=-1.000), which must not count as a measurement.
    [[nodiscard]] std::optional<double> measured(ResultField field) const
    {
        const std::optional<double> v = value(field);
        return v && *v >= 0 ? v : std::nullopt;
    }

private:
    // Plain doubles and a bit mask: results are created for every test of a big log.
    std::array<double, resultFieldCount> m_values{};
    quint32 m_present = 0;
    static_assert(resultFieldCount <= 32);
};

/// The "!!! WARNING / Desired confidence was not achieved" block and the widths it reports.
struct ConfidenceWarning
{
    std::optional<double> throughputWidth; ///< percent
    std::optional<double> localCpuWidth;
    std::optional<double> remoteCpuWidth;
    QStringList lines;
};

/// What went wrong, as recognised from netperf's (or the shell's) messages.
enum class FailureKind {
    NoNetserver,       ///< "establish control: are you sure there is a netserver listening on H at port P?"
    DemoUnsupported,   ///< "Sorry, Demo Mode not configured into this netperf."
    OldNetperf,        ///< "invalid option -- '0'" for -D -x: netperf older than 2.6
    CommandNotFound,   ///< the shell, ip netns exec or env could not find netperf
    UnknownTest,       ///< "The test you requested (X) is unknown to this netperf."
    CannotResolve,     ///< "Netperf could not resolve H as a host name"
    RemoteError,       ///< "netperf: remote error N"
    SendError,         ///< "send_data: data send error: ..." / "send_omni: send_data failed"
    RecvError,         ///< "recv_data failed", "recv_response: partial response received"
    ConnectError,      ///< "connect_data_socket failed"
    InvalidOption,     ///< "netperf: invalid option -- 'Q'", unsupported confidence level
    NetserverStart,    ///< "Unable to start netserver with ..."
    Other,
};

struct NetperfFailure
{
    FailureKind kind = FailureKind::Other;
    QString text;       ///< the line as printed
    qint64 line = 0;
    int test = -1;      ///< the test it belongs to, -1 when before any
    QString host;       ///< NoNetserver, CannotResolve
    int port = -1;      ///< NoNetserver
    int errorNumber = 0; ///< RemoteError, SendError
    QString reason;     ///< the system's wording ("Connection refused"), the unknown test's name
};

/// One netperf invocation's output.
struct ParsedTest
{
    qint64 firstLine = 0;
    qint64 lastLine = 0;
    QString command; ///< the command line shown before the output in a log, if any
    std::optional<TestBanner> banner;
    QString interimUnits;
    int firstSample = -1; ///< index of its first sample in NetperfOutput::samples
    int sampleCount = 0;
    std::optional<TestResult> result;
    std::optional<ConfidenceWarning> confidenceWarning;
};

/// A line the parser did not understand, kept so nothing is silently lost.
struct UnparsedLine
{
    qint64 line = 0;
    QString text;
};

/// Everything read from one or more netperf runs.
struct NetperfOutput
{
    QList<ParsedTest> tests;
    QList<InterimSample> samples; ///< every test's samples, in order; ParsedTest says which are its own
    QList<NetperfFailure> failures;
    QList<UnparsedLine> unparsed; ///< the first maxKeptUnparsed of them
    qint64 unparsedCount = 0;     ///< all of them, also those not kept
    qint64 lineCount = 0;

    static constexpr int maxKeptUnparsed = 10000;

    /// Time-weighted mean of a test's interim rates: sum(rate * interval) / sum(interval).
    [[nodiscard]] std::optional<double> timeWeightedInterimMean(int test) const;
};

} // namespace Tunebench
