// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace Tunebench {

/// The netperf tests Tunebench drives; the request/response ones are its focus.
enum class NetperfTestType { TcpRr, TcpCrr, UdpRr, TcpStream, TcpMaerts };

[[nodiscard]] QString testTypeName(NetperfTestType type); ///< "TCP_RR"
[[nodiscard]] std::optional<NetperfTestType> testTypeFromName(const QString &name);
[[nodiscard]] bool isRequestResponse(NetperfTestType type);

enum class AddressFamily { Unspecified, IPv4, IPv6 };

/// The option a validation error is about, so that an editor can mark the field that sets it.
enum class NetperfOption {
    None, ControlHost, LocalAddress, Family, ControlPort, Length, Count, InterimInterval, LocalCpuBinding,
    RemoteCpuBinding, ConfidenceLevel, ConfidenceWidth, MaxIterations, MinIterations, DataAddress, RequestSize,
    ResponseSize, Burst, NoDelay, LocalDataPort, RemoteDataPort, LocalSocketBuffer, RemoteSocketBuffer, Selectors
};

/// A validation error and the option it is about.
struct NetperfSpecProblem
{
    NetperfOption option = NetperfOption::None;
    Error error;
};

/// One netperf run, as typed options. validate() explains every mistake before anything runs;
/// toArgv() is the exact argv Tunebench runs, commandLine() the line a user would type.
/// Option meanings are netperf 2.7.0's (src/netsh.c scan_cmd_line, src/nettest_omni.c
/// scan_omni_args); the test-specific ones go after "--".
struct NetperfTestSpec
{
    Q_DECLARE_TR_FUNCTIONS(NetperfTestSpec)
public:
    NetperfTestType type = NetperfTestType::TcpRr;

    // Global options.
    QString controlHost;         ///< -H: where netserver listens (required)
    int controlPort = 0;         ///< -p; 0 keeps netperf's 12865
    QString localControlAddress; ///< -L
    AddressFamily family = AddressFamily::Unspecified; ///< -4 / -6
    int seconds = 10;            ///< -l N
    qint64 count = 0;            ///< when > 0: -l -count (transactions for RR, bytes for streams)
    /// -D: interim results every this many seconds. Rendered negative ("-D -0.25") by default,
    /// which makes netperf 2.6+ check the clock on every transaction so that intervals are
    /// regular (as Flent does); a positive value lets netperf estimate them from the rate.
    std::optional<double> interimInterval;
    bool preciseInterims = true;
    bool localCpu = false;  ///< -c
    bool remoteCpu = false; ///< -C
    std::optional<int> localCpuBinding;  ///< -T l,
    std::optional<int> remoteCpuBinding; ///< -T ,r
    std::optional<int> confidenceLevel;  ///< -I level,width: 95 or 99
    double confidenceWidth = 5;          ///< percent, the full width of the interval
    std::optional<int> maxIterations;    ///< -i max,min: 3..30
    std::optional<int> minIterations;
    bool latencyStatistics = false; ///< -j: needed for the P50/P90/P99/MIN/MAX/MEAN/STDDEV selectors
    bool suppressBanner = false;    ///< -P 0

    // Test-specific options (after "--").
    QString dataAddress;               ///< -H: the remote data address
    std::optional<int> requestSize;    ///< -r req,resp
    std::optional<int> responseSize;
    std::optional<int> burst;          ///< -b: transactions kept in flight
    bool noDelay = false;              ///< -D: TCP_NODELAY (not the global -D)
    std::optional<int> localDataPort;  ///< -P lport,rport: a fixed 5-tuple
    std::optional<int> remoteDataPort;
    std::optional<int> localSocketBuffer;  ///< -s
    std::optional<int> remoteSocketBuffer; ///< -S
    QStringList selectors;             ///< -k: keyval output of these omni selectors; empty = classic tables

    /// A spec for the selectors Tunebench records, with latency statistics on.
    [[nodiscard]] static NetperfTestSpec recording(NetperfTestType type, const QString &server);

    [[nodiscard]] Status validate() const;
    /// What validate() refuses, with the option it is about; nothing when the spec is valid.
    [[nodiscard]] std::optional<NetperfSpecProblem> problem() const;
    [[nodiscard]] Result<QStringList> toArgv() const;
    /// The classic human command line: the same test without the machine-readable -k and -P 0,
    /// so that netperf prints its familiar tables. Shell-quoted, for previews and reports.
    [[nodiscard]] Result<QString> classicCommandLine() const;
    /// How long netperf should take in seconds (iterations included), or nothing for count runs.
    [[nodiscard]] std::optional<int> expectedSeconds() const;

private:
    [[nodiscard]] std::optional<NetperfSpecProblem> globalProblem() const;
    [[nodiscard]] std::optional<NetperfSpecProblem> testSpecificProblem() const;
    [[nodiscard]] QStringList globalArgs() const;
    [[nodiscard]] QStringList testArgs(bool withSelectors) const;
};

} // namespace Tunebench
