// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperftestspec.h"

#include "core/quoting.h"
#include "netperf/omniselector.h"

#include <QRegularExpression>

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
    if (Status status = validateGlobal(); !status)
        return status;
    return validateTestSpecific();
}

Status NetperfTestSpec::validateGlobal() const
{
    if (controlHost.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("Name the server netperf should test against (-H)."));
    for (const auto &[host, what] : {std::pair{controlHost, tr("server")}, std::pair{localControlAddress, tr("local address")}}) {
        if (host.isEmpty())
            continue;
        if (Status status = checkHost(host, what); !status)
            return status;
        if (Status status = checkFamily(host, family, what); !status)
            return status;
    }
    if (controlPort != 0) {
        if (Status status = checkRange(controlPort, 1, 65535, tr("The control port (-p)")); !status)
            return status;
    }
    if (count < 0)
        return makeError(ErrorCode::InvalidArgument, tr("A transaction or byte count must be positive."));
    if (count == 0 && (seconds < 1 || seconds > maxSeconds))
        return makeError(ErrorCode::InvalidArgument, tr("The test length (-l) must be between 1 s and 7 days, not %1 s.").arg(seconds));
    if (interimInterval) {
        if (!(*interimInterval >= 0.001) || *interimInterval > 3600)
            return makeError(ErrorCode::InvalidArgument, tr("The interim interval (-D) must be between 0.001 s and one hour."));
        if (count == 0 && *interimInterval > seconds)
            return makeError(ErrorCode::InvalidArgument, tr("The interim interval (-D %1 s) is longer than the test (%2 s).")
                                                             .arg(number(*interimInterval)).arg(seconds));
    }
    if (Status status = checkRange(localCpuBinding, 0, 4095, tr("The local CPU (-T)")); !status)
        return status;
    if (Status status = checkRange(remoteCpuBinding, 0, 4095, tr("The remote CPU (-T)")); !status)
        return status;
    if (confidenceLevel && *confidenceLevel != 95 && *confidenceLevel != 99)
        return makeError(ErrorCode::InvalidArgument, tr("netperf supports only 95% and 99% confidence levels (-I), not %1%.").arg(*confidenceLevel));
    if (confidenceLevel && !(confidenceWidth > 0 && confidenceWidth <= 100))
        return makeError(ErrorCode::InvalidArgument, tr("The confidence interval width (-I) must be between 0 and 100%."));
    if (Status status = checkRange(maxIterations, 3, 30, tr("The maximum number of iterations (-i)")); !status)
        return status;
    if (Status status = checkRange(minIterations, 3, 30, tr("The minimum number of iterations (-i)")); !status)
        return status;
    if (maxIterations && minIterations && *minIterations > *maxIterations)
        return makeError(ErrorCode::InvalidArgument, tr("The minimum number of iterations (-i) exceeds the maximum."));
    return Ok{};
}

Status NetperfTestSpec::validateTestSpecific() const
{
    const bool rr = isRequestResponse(type);
    const QString test = testTypeName(type);
    if (!dataAddress.isEmpty()) {
        if (Status status = checkHost(dataAddress, tr("data address")); !status)
            return status;
        if (Status status = checkFamily(dataAddress, family, tr("data address")); !status)
            return status;
    }
    if ((requestSize || responseSize) && !rr)
        return makeError(ErrorCode::InvalidArgument, tr("Request and response sizes (-r) apply to request/response tests, not %1.").arg(test));
    if (Status status = checkRange(requestSize, 1, maxSize, tr("The request size (-r)")); !status)
        return status;
    if (Status status = checkRange(responseSize, 1, maxSize, tr("The response size (-r)")); !status)
        return status;
    if (burst && type != NetperfTestType::TcpRr && type != NetperfTestType::UdpRr)
        return makeError(ErrorCode::InvalidArgument, tr("A burst (-b) needs TCP_RR or UDP_RR; %1 opens a connection per transaction or streams.").arg(test));
    if (Status status = checkRange(burst, 0, 65536, tr("The burst (-b)")); !status)
        return status;
    if (noDelay && type == NetperfTestType::UdpRr)
        return makeError(ErrorCode::InvalidArgument, tr("TCP_NODELAY (-D) does not apply to UDP_RR."));
    if (Status status = checkRange(localDataPort, 1, 65535, tr("The local data port (-P)")); !status)
        return status;
    if (Status status = checkRange(remoteDataPort, 1, 65535, tr("The remote data port (-P)")); !status)
        return status;
    if (localDataPort && type == NetperfTestType::TcpCrr)
        return makeError(ErrorCode::InvalidArgument, tr("TCP_CRR opens a new connection for every transaction and cannot use a fixed local port (-P)."));
    if (Status status = checkRange(localSocketBuffer, 1, maxSize, tr("The local socket buffer (-s)")); !status)
        return status;
    if (Status status = checkRange(remoteSocketBuffer, 1, maxSize, tr("The remote socket buffer (-S)")); !status)
        return status;
    static const QRegularExpression selectorName(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    for (const QString &selector : selectors) {
        if (!selectorName.match(selector).hasMatch())
            return makeError(ErrorCode::InvalidArgument, tr("'%1' is not a netperf output selector (-k).").arg(selector));
        const OmniSelector *known = selectorForKey(selector.toLatin1());
        if (known && known->needsLatencyStats && !latencyStatistics)
            return makeError(ErrorCode::InvalidArgument, tr("%1 needs latency statistics: turn on -j.").arg(selector));
    }
    return Ok{};
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
