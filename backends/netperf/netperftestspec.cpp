// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperftestspec.h"

#include "core/quoting.h"
#include "netperf/omniselector.h"

#include <QRegularExpression>

#include <tuple>

namespace Tunebench {

namespace {

struct TypeName
{
    NetperfTestType type;
    const char *name;
};
constexpr TypeName kTypeNames[] = {{NetperfTestType::TcpRr, "TCP_RR"},
                                   {NetperfTestType::TcpCrr, "TCP_CRR"},
                                   {NetperfTestType::UdpRr, "UDP_RR"},
                                   {NetperfTestType::TcpStream, "TCP_STREAM"},
                                   {NetperfTestType::TcpMaerts, "TCP_MAERTS"}};

constexpr int maxSeconds = 7 * 24 * 3600;
constexpr int maxSize = 1 << 30;

bool isIPv4Literal(const QString &host)
{
    static const QRegularExpression ipv4(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}$"));
    return ipv4.match(host).hasMatch();
}

bool isIPv6Literal(const QString &host)
{
    return host.contains(QLatin1Char(':'));
}

/// netperf splits -H/-L values at ',' (host,family); an option-looking or blank host would be
/// taken for something else, so such names are refused rather than passed on.
Status checkHost(const QString &host, const QString &what)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9._:%\\-\\[\\]]+$"));
    if (host.startsWith(QLatin1Char('-')) || !valid.match(host).hasMatch()) {
        return makeError(ErrorCode::InvalidArgument,
                         NetperfTestSpec::tr("'%1' is not a usable %2: give a host name or an IP address.").arg(host, what));
    }
    return Ok{};
}

Status checkFamily(const QString &host, AddressFamily family, const QString &what)
{
    if (family == AddressFamily::IPv6 && isIPv4Literal(host))
        return makeError(ErrorCode::InvalidArgument,
                         NetperfTestSpec::tr("The %1 %2 is an IPv4 address but IPv6 (-6) was chosen.").arg(what, host));
    if (family == AddressFamily::IPv4 && isIPv6Literal(host))
        return makeError(ErrorCode::InvalidArgument,
                         NetperfTestSpec::tr("The %1 %2 is an IPv6 address but IPv4 (-4) was chosen.").arg(what, host));
    return Ok{};
}

Status checkRange(std::optional<int> value, int low, int high, const QString &what)
{
    if (value && (*value < low || *value > high))
        return makeError(ErrorCode::InvalidArgument,
                         NetperfTestSpec::tr("%1 must be between %2 and %3, not %4.").arg(what).arg(low).arg(high).arg(*value));
    return Ok{};
}

QString number(double value)
{
    return QString::number(value, 'g', 6);
}

QString pair(std::optional<int> first, std::optional<int> second)
{
    return (first ? QString::number(*first) : QString()) + QLatin1Char(',') + (second ? QString::number(*second) : QString());
}

} // namespace

QString testTypeName(NetperfTestType type)
{
    for (const TypeName &entry : kTypeNames) {
        if (entry.type == type)
            return QString::fromLatin1(entry.name);
    }
    return {};
}

std::optional<NetperfTestType> testTypeFromName(const QString &name)
{
    for (const TypeName &entry : kTypeNames) {
        if (name.compare(QLatin1String(entry.name), Qt::CaseInsensitive) == 0)
            return entry.type;
    }
    return std::nullopt;
}

bool isRequestResponse(NetperfTestType type)
{
    return type == NetperfTestType::TcpRr || type == NetperfTestType::TcpCrr || type == NetperfTestType::UdpRr;
}

NetperfTestSpec NetperfTestSpec::recording(NetperfTestType type, const QString &server)
{
    NetperfTestSpec spec;
    spec.type = type;
    spec.controlHost = server;
    spec.latencyStatistics = true;
    spec.selectors = defaultSelectorKeys();
    return spec;
}

Status NetperfTestSpec::validate() const
{
    if (auto found = problem())
        return found->error;
    return Ok{};
}

std::optional<NetperfSpecProblem> NetperfTestSpec::problem() const
{
    if (auto found = globalProblem())
        return found;
    return testSpecificProblem();
}

namespace {

std::optional<NetperfSpecProblem> about(NetperfOption option, const Status &status)
{
    if (status)
        return std::nullopt;
    return NetperfSpecProblem{option, status.error()};
}

std::optional<NetperfSpecProblem> about(NetperfOption option, const QString &message)
{
    return NetperfSpecProblem{option, makeError(ErrorCode::InvalidArgument, message)};
}

} // namespace

std::optional<NetperfSpecProblem> NetperfTestSpec::globalProblem() const
{
    if (controlHost.isEmpty())
        return about(NetperfOption::ControlHost, tr("Name the server netperf should test against (-H)."));
    for (const auto &[host, what, option] : {std::tuple{controlHost, tr("server"), NetperfOption::ControlHost},
                                             std::tuple{localControlAddress, tr("local address"), NetperfOption::LocalAddress}}) {
        if (host.isEmpty())
            continue;
        if (auto found = about(option, checkHost(host, what)))
            return found;
        if (auto found = about(NetperfOption::Family, checkFamily(host, family, what)))
            return found;
    }
    if (controlPort != 0) {
        if (auto found = about(NetperfOption::ControlPort, checkRange(controlPort, 1, 65535, tr("The control port (-p)"))))
            return found;
    }
    if (count < 0)
        return about(NetperfOption::Count, tr("A transaction or byte count must be positive."));
    if (count == 0 && (seconds < 1 || seconds > maxSeconds))
        return about(NetperfOption::Length, tr("The test length (-l) must be between 1 s and 7 days, not %1 s.").arg(seconds));
    if (interimInterval) {
        if (!(*interimInterval >= 0.001) || *interimInterval > 3600)
            return about(NetperfOption::InterimInterval, tr("The interim interval (-D) must be between 0.001 s and one hour."));
        if (count == 0 && *interimInterval > seconds)
            return about(NetperfOption::InterimInterval, tr("The interim interval (-D %1 s) is longer than the test (%2 s).")
                                                             .arg(number(*interimInterval)).arg(seconds));
    }
    for (const auto &[value, low, high, what, option] :
         {std::tuple{localCpuBinding, 0, 4095, tr("The local CPU (-T)"), NetperfOption::LocalCpuBinding},
          std::tuple{remoteCpuBinding, 0, 4095, tr("The remote CPU (-T)"), NetperfOption::RemoteCpuBinding}})
        if (auto found = about(option, checkRange(value, low, high, what)))
            return found;
    if (confidenceLevel && *confidenceLevel != 95 && *confidenceLevel != 99)
        return about(NetperfOption::ConfidenceLevel, tr("netperf supports only 95% and 99% confidence levels (-I), not %1%.").arg(*confidenceLevel));
    if (confidenceLevel && !(confidenceWidth > 0 && confidenceWidth <= 100))
        return about(NetperfOption::ConfidenceWidth, tr("The confidence interval width (-I) must be between 0 and 100%."));
    for (const auto &[value, what, option] :
         {std::tuple{maxIterations, tr("The maximum number of iterations (-i)"), NetperfOption::MaxIterations},
          std::tuple{minIterations, tr("The minimum number of iterations (-i)"), NetperfOption::MinIterations}})
        if (auto found = about(option, checkRange(value, 3, 30, what)))
            return found;
    if (maxIterations && minIterations && *minIterations > *maxIterations)
        return about(NetperfOption::MinIterations, tr("The minimum number of iterations (-i) exceeds the maximum."));
    return std::nullopt;
}

std::optional<NetperfSpecProblem> NetperfTestSpec::testSpecificProblem() const
{
    const bool rr = isRequestResponse(type);
    const QString test = testTypeName(type);
    if (!dataAddress.isEmpty()) {
        if (auto found = about(NetperfOption::DataAddress, checkHost(dataAddress, tr("data address"))))
            return found;
        if (auto found = about(NetperfOption::DataAddress, checkFamily(dataAddress, family, tr("data address"))))
            return found;
    }
    if ((requestSize || responseSize) && !rr)
        return about(requestSize ? NetperfOption::RequestSize : NetperfOption::ResponseSize,
                     tr("Request and response sizes (-r) apply to request/response tests, not %1.").arg(test));
    for (const auto &[value, what, option] :
         {std::tuple{requestSize, tr("The request size (-r)"), NetperfOption::RequestSize},
          std::tuple{responseSize, tr("The response size (-r)"), NetperfOption::ResponseSize}})
        if (auto found = about(option, checkRange(value, 1, maxSize, what)))
            return found;
    if (burst && type != NetperfTestType::TcpRr && type != NetperfTestType::UdpRr)
        return about(NetperfOption::Burst, tr("A burst (-b) needs TCP_RR or UDP_RR; %1 opens a connection per transaction or streams.").arg(test));
    if (auto found = about(NetperfOption::Burst, checkRange(burst, 0, 65536, tr("The burst (-b)"))))
        return found;
    if (noDelay && type == NetperfTestType::UdpRr)
        return about(NetperfOption::NoDelay, tr("TCP_NODELAY (-D) does not apply to UDP_RR."));
    for (const auto &[value, what, option] :
         {std::tuple{localDataPort, tr("The local data port (-P)"), NetperfOption::LocalDataPort},
          std::tuple{remoteDataPort, tr("The remote data port (-P)"), NetperfOption::RemoteDataPort}})
        if (auto found = about(option, checkRange(value, 1, 65535, what)))
            return found;
    if (localDataPort && type == NetperfTestType::TcpCrr)
        return about(NetperfOption::LocalDataPort, tr("TCP_CRR opens a new connection for every transaction and cannot use a fixed local port (-P)."));
    for (const auto &[value, what, option] :
         {std::tuple{localSocketBuffer, tr("The local socket buffer (-s)"), NetperfOption::LocalSocketBuffer},
          std::tuple{remoteSocketBuffer, tr("The remote socket buffer (-S)"), NetperfOption::RemoteSocketBuffer}})
        if (auto found = about(option, checkRange(value, 1, maxSize, what)))
            return found;
    static const QRegularExpression selectorName(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    for (const QString &selector : selectors) {
        if (!selectorName.match(selector).hasMatch())
            return about(NetperfOption::Selectors, tr("'%1' is not a netperf output selector (-k).").arg(selector));
        const OmniSelector *known = selectorForKey(selector.toLatin1());
        if (known && known->needsLatencyStats && !latencyStatistics)
            return about(NetperfOption::Selectors, tr("%1 needs latency statistics: turn on -j.").arg(selector));
    }
    return std::nullopt;
}

QStringList NetperfTestSpec::globalArgs() const
{
    QStringList args{QStringLiteral("netperf"), QStringLiteral("-H"), controlHost};
    if (controlPort != 0)
        args << QStringLiteral("-p") << QString::number(controlPort);
    if (!localControlAddress.isEmpty())
        args << QStringLiteral("-L") << localControlAddress;
    if (family == AddressFamily::IPv4)
        args << QStringLiteral("-4");
    else if (family == AddressFamily::IPv6)
        args << QStringLiteral("-6");
    args << QStringLiteral("-t") << testTypeName(type);
    args << QStringLiteral("-l") << (count > 0 ? QString::number(-count) : QString::number(seconds));
    if (interimInterval)
        args << QStringLiteral("-D") << number(preciseInterims ? -*interimInterval : *interimInterval);
    if (localCpu)
        args << QStringLiteral("-c");
    if (remoteCpu)
        args << QStringLiteral("-C");
    if (localCpuBinding || remoteCpuBinding)
        args << QStringLiteral("-T") << pair(localCpuBinding, remoteCpuBinding);
    if (confidenceLevel)
        args << QStringLiteral("-I") << QStringLiteral("%1,%2").arg(*confidenceLevel).arg(number(confidenceWidth));
    if (maxIterations || minIterations)
        args << QStringLiteral("-i") << pair(maxIterations, minIterations);
    if (latencyStatistics)
        args << QStringLiteral("-j");
    return args;
}

QStringList NetperfTestSpec::testArgs(bool withSelectors) const
{
    QStringList args;
    if (!dataAddress.isEmpty())
        args << QStringLiteral("-H") << dataAddress;
    if (requestSize || responseSize)
        args << QStringLiteral("-r") << pair(requestSize, responseSize);
    if (burst)
        args << QStringLiteral("-b") << QString::number(*burst);
    if (noDelay)
        args << QStringLiteral("-D");
    if (localDataPort || remoteDataPort)
        args << QStringLiteral("-P") << pair(localDataPort, remoteDataPort);
    if (localSocketBuffer)
        args << QStringLiteral("-s") << QString::number(*localSocketBuffer);
    if (remoteSocketBuffer)
        args << QStringLiteral("-S") << QString::number(*remoteSocketBuffer);
    if (withSelectors && !selectors.isEmpty())
        args << QStringLiteral("-k") << selectors.join(QLatin1Char(','));
    return args;
}

Result<QStringList> NetperfTestSpec::toArgv() const
{
    if (Status status = validate(); !status)
        return status.error();
    QStringList argv = globalArgs();
    if (suppressBanner)
        argv << QStringLiteral("-P") << QStringLiteral("0");
    const QStringList test = testArgs(true);
    if (!test.isEmpty())
        argv << QStringLiteral("--") << test;
    return argv;
}

Result<QString> NetperfTestSpec::classicCommandLine() const
{
    if (Status status = validate(); !status)
        return status.error();
    QStringList argv = globalArgs();
    const QStringList test = testArgs(false);
    if (!test.isEmpty())
        argv << QStringLiteral("--") << test;
    return shellJoin(argv);
}

std::optional<int> NetperfTestSpec::expectedSeconds() const
{
    if (count > 0)
        return std::nullopt;
    // With -I/-i netperf repeats the test until the interval is reached, at most max times.
    const bool repeated = confidenceLevel || maxIterations || minIterations;
    const int iterations = std::max(repeated ? maxIterations.value_or(10) : 1, minIterations.value_or(1));
    return seconds * iterations;
}

} // namespace Tunebench
