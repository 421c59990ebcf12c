// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfprobe.h"

#include "netperf/netperffailure.h"
#include "netperf/netperfoutputparser.h"
#include "netperf/netperfrunner.h"

#include <QRegularExpression>

namespace Tunebench {

namespace {

constexpr int probeTimeoutMs = 20000;

CommandOutput run(CommandRunner &runner, const QStringList &argv)
{
    CommandSpec spec;
    spec.argv = argv;
    spec.timeoutMs = probeTimeoutMs;
    return runToCompletion(runner, spec);
}

NetperfOutput parse(const CommandOutput &output)
{
    NetperfOutputParser parser;
    parser.feed(output.stdoutData);
    parser.finish();
    NetperfOutputParser errors;
    errors.feed(output.stderrData);
    errors.finish();
    NetperfOutput parsed = parser.takeOutput();
    parsed.failures << errors.output().failures;
    return parsed;
}

bool hasFailure(const NetperfOutput &output, FailureKind kind)
{
    return std::any_of(output.failures.cbegin(), output.failures.cend(),
                       [kind](const NetperfFailure &failure) { return failure.kind == kind; });
}

QStringList hostArgs(const QString &serverAddress, int port)
{
    QStringList args{QStringLiteral("-H"), serverAddress};
    if (port != 0)
        args << QStringLiteral("-p") << QString::number(port);
    return args;
}

/// The Flent-style probe: one second of TCP_RR with precise interims and keyval output.
void probeDemo(CommandRunner &client, const QString &serverAddress, int port, NetperfCapabilities &caps)
{
    QStringList argv{QStringLiteral("netperf")};
    argv << hostArgs(serverAddress, port)
         << QStringList{QStringLiteral("-t"), QStringLiteral("TCP_RR"), QStringLiteral("-l"), QStringLiteral("1"),
                        QStringLiteral("-D"), QStringLiteral("-0.2"), QStringLiteral("-j"), QStringLiteral("-P"),
                        QStringLiteral("0"), QStringLiteral("--"), QStringLiteral("-k"), QStringLiteral("THROUGHPUT,P50_LATENCY")};
    const CommandOutput output = run(client, argv);
    const NetperfOutput parsed = parse(output);
    const bool demoRefused = hasFailure(parsed, FailureKind::DemoUnsupported);
    const bool old = hasFailure(parsed, FailureKind::OldNetperf);
    caps.demoVerified = !parsed.samples.isEmpty();
    caps.demoMode = caps.demoVerified || (!demoRefused && !old);
    caps.preciseInterims = caps.demoVerified || (!old && NetperfProbe::versionAtLeast(caps.netperfVersion, 2, 6));
    caps.serverReachable = !parsed.tests.isEmpty() && parsed.tests.last().result.has_value();
    if (caps.serverReachable) {
        const auto p50 = parsed.tests.last().result->value(ResultField::P50Latency);
        caps.latencyStatistics = p50 && *p50 >= 0;
    }
    if (demoRefused)
        caps.problems << failureToError(parsed.failures.first(), client.hostName(), serverAddress);
    else if (old)
        caps.problems << failureToError(parsed.failures.first(), client.hostName(), serverAddress);
    if (!caps.serverReachable) {
        const std::optional<Error> why = NetperfRunner::diagnose(output.exit, parsed, client.hostName(), serverAddress, probeTimeoutMs);
        if (why)
            caps.problems << *why;
    }
}

} // namespace

QString NetperfProbe::parseVersion(const QByteArray &output)
{
    static const QRegularExpression version(QStringLiteral("Netperf version (\\d+(?:\\.\\d+)+)"));
    const QRegularExpressionMatch match = version.match(QString::fromUtf8(output));
    return match.hasMatch() ? match.captured(1) : QString();
}

bool NetperfProbe::versionAtLeast(const QString &version, int major, int minor)
{
    const QStringList parts = version.split(QLatin1Char('.'));
    const int haveMajor = parts.value(0).toInt();
    const int haveMinor = parts.value(1).toInt();
    return haveMajor > major || (haveMajor == major && haveMinor >= minor);
}

NetperfCapabilities NetperfProbe::probe(CommandRunner &client, CommandRunner *server, const QString &serverAddress, int port)
{
    NetperfCapabilities caps;
    const CommandOutput version = run(client, {QStringLiteral("netperf"), QStringLiteral("-V")});
    caps.netperfVersion = parseVersion(version.stdoutData + version.stderrData);
    caps.netperfPresent = !caps.netperfVersion.isEmpty();
    if (!caps.netperfPresent)
        caps.problems << notInstalledError(QStringLiteral("netperf"), client.hostName());
    if (server) {
        // netserver -V prints netperf's version line too.
        const CommandOutput serverVersion = run(*server, {QStringLiteral("netserver"), QStringLiteral("-V")});
        caps.netserverVersion = parseVersion(serverVersion.stdoutData + serverVersion.stderrData);
        caps.netserverPresent = !caps.netserverVersion.isEmpty();
        if (!*caps.netserverPresent)
            caps.problems << notInstalledError(QStringLiteral("netserver"), server->hostName());
    }
    if (!caps.netperfPresent)
        return caps;
    probeDemo(client, serverAddress, port, caps);
    caps.outputForms << QStringLiteral("classic");
    if (versionAtLeast(caps.netperfVersion, 2, 5))
        caps.outputForms << QStringLiteral("keyval") << QStringLiteral("csv");
    if (caps.demoMode) {
        caps.outputForms << QStringLiteral("interim-human");
        if (versionAtLeast(caps.netperfVersion, 2, 5))
            caps.outputForms << QStringLiteral("interim-keyval");
    }
    return caps;
}

Result<int> queryPathMss(CommandRunner &client, const QString &serverAddress, const QString &dataAddress, int port)
{
    QStringList argv{QStringLiteral("netperf")};
    argv << hostArgs(serverAddress, port)
         << QStringList{QStringLiteral("-t"), QStringLiteral("TCP_RR"), QStringLiteral("-l"), QStringLiteral("-1"),
                        QStringLiteral("-P"), QStringLiteral("0"), QStringLiteral("--")};
    if (!dataAddress.isEmpty())
        argv << QStringLiteral("-H") << dataAddress;
    argv << QStringLiteral("-k") << QStringLiteral("TRANSPORT_MSS");
    const CommandOutput output = run(client, argv);
    const NetperfOutput parsed = parse(output);
    if (const std::optional<Error> error = NetperfRunner::diagnose(output.exit, parsed, client.hostName(), serverAddress, probeTimeoutMs))
        return *error;
    const auto mss = parsed.tests.last().result->value(ResultField::TransportMss);
    if (!mss || *mss <= 0)
        return makeError(ErrorCode::ParseError,
                         NetperfProbe::tr("netperf on %1 did not report the path MSS to %2.").arg(client.hostName(), serverAddress),
                         QString::fromUtf8(output.stdoutData));
    return int(*mss);
}

} // namespace Tunebench
