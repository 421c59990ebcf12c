// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfprobe.h"

#include "core/logging.h"
#include "netperf/netperffailure.h"
#include "netperf/netperfoutputparser.h"
#include "netperf/netperfrunner.h"

#include <QEventLoop>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>

#include <algorithm>
#include <functional>
#include <memory>

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

QStringList demoArgv(const QString &serverAddress, int port, ProbeLength length)
{
    // -l -1 is one transaction; with demo mode netperf 2.7 still prints the last, partial interval.
    QStringList argv{QStringLiteral("netperf")};
    argv << hostArgs(serverAddress, port)
         << QStringList{QStringLiteral("-t"), QStringLiteral("TCP_RR"), QStringLiteral("-l"),
                        length == ProbeLength::OneSecond ? QStringLiteral("1") : QStringLiteral("-1"),
                        QStringLiteral("-D"), QStringLiteral("-0.2"), QStringLiteral("-j"), QStringLiteral("-P"),
                        QStringLiteral("0"), QStringLiteral("--"), QStringLiteral("-k"), QStringLiteral("THROUGHPUT,P50_LATENCY")};
    return argv;
}

/// Reads the Flent-style demo run: TCP_RR with precise interims and keyval output.
void readDemo(const CommandOutput &output, const QString &clientHost, const QString &serverAddress, NetperfCapabilities &caps)
{
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
        caps.problems << failureToError(parsed.failures.first(), clientHost, serverAddress);
    else if (old)
        caps.problems << failureToError(parsed.failures.first(), clientHost, serverAddress);
    if (!caps.serverReachable) {
        const std::optional<Error> why = NetperfRunner::diagnose(output.exit, parsed, clientHost, serverAddress, probeTimeoutMs);
        if (why)
            caps.problems << *why;
    }
    caps.outputForms << QStringLiteral("classic");
    if (NetperfProbe::versionAtLeast(caps.netperfVersion, 2, 5))
        caps.outputForms << QStringLiteral("keyval") << QStringLiteral("csv");
    if (caps.demoMode) {
        caps.outputForms << QStringLiteral("interim-human");
        if (NetperfProbe::versionAtLeast(caps.netperfVersion, 2, 5))
            caps.outputForms << QStringLiteral("interim-keyval");
    }
}

/// Successful probes for the life of the process, by client host, server, port and netperf
/// version: an experiment started again on the same hosts need not ask netperf again.
struct ProbeCache
{
    QMutex mutex;
    QHash<QString, NetperfCapabilities> entries;

    static ProbeCache &instance()
    {
        static ProbeCache cache;
        return cache;
    }
    static QString key(const QString &client, const QString &serverAddress, int port, const QString &version)
    {
        return QStringList{client, serverAddress, QString::number(port == 0 ? 12865 : port), version}.join(QLatin1Char('\n'));
    }
};

/// Starts @p argv on @p runner; @p done gets the whole output.
CommandProcess *startCollecting(CommandRunner &runner, const QStringList &argv, QObject *owner,
                                std::function<void(const CommandOutput &)> done)
{
    CommandSpec spec;
    spec.argv = argv;
    spec.timeoutMs = probeTimeoutMs;
    CommandProcess *process = runner.start(spec, owner);
    auto output = std::make_shared<CommandOutput>();
    QObject::connect(process, &CommandProcess::stdoutData, owner, [output](const QByteArray &data) { output->stdoutData += data; });
    QObject::connect(process, &CommandProcess::stderrData, owner, [output](const QByteArray &data) { output->stderrData += data; });
    QObject::connect(process, &CommandProcess::finished, owner, [process, output, done = std::move(done)](const CommandExit &exit) {
        output->exit = exit;
        process->deleteLater();
        done(*output);
    });
    return process;
}

} // namespace

NetperfProbeJob::NetperfProbeJob(CommandRunner &client, CommandRunner *server, QString serverAddress, int port,
                                 Options options, QObject *parent)
    : QObject(parent), m_client(client), m_server(server), m_serverAddress(std::move(serverAddress)), m_port(port),
      m_options(options), m_serverReady(!options.waitForServer)
{
}

NetperfProbeJob::~NetperfProbeJob()
{
    // Nobody will read the answers: the commands must not outlive the job.
    for (const QPointer<CommandProcess> &process : std::as_const(m_processes))
        if (process)
            process->disconnect(this);
}

void NetperfProbeJob::start()
{
    if (m_versionsPending > 0 || m_versionsKnown)
        return;
    m_versionsPending = m_server ? 2 : 1;
    m_processes << startCollecting(m_client, {QStringLiteral("netperf"), QStringLiteral("-V")}, this, [this](const CommandOutput &version) {
        m_caps.netperfVersion = NetperfProbe::parseVersion(version.stdoutData + version.stderrData);
        m_caps.netperfPresent = !m_caps.netperfVersion.isEmpty();
        if (!m_caps.netperfPresent)
            m_caps.problems.prepend(notInstalledError(QStringLiteral("netperf"), m_client.hostName()));
        if (--m_versionsPending == 0)
            onVersionsKnown();
    });
    if (m_server) {
        // netserver -V prints netperf's version line too.
        m_processes << startCollecting(*m_server, {QStringLiteral("netserver"), QStringLiteral("-V")}, this,
                                       [this](const CommandOutput &version) {
                                           m_caps.netserverVersion = NetperfProbe::parseVersion(version.stdoutData + version.stderrData);
                                           m_caps.netserverPresent = !m_caps.netserverVersion.isEmpty();
                                           if (!*m_caps.netserverPresent)
                                               m_caps.problems << notInstalledError(QStringLiteral("netserver"), m_server->hostName());
                                           if (--m_versionsPending == 0)
                                               onVersionsKnown();
                                       });
    }
}

void NetperfProbeJob::setServerReady()
{
    m_serverReady = true;
    if (m_versionsKnown && !m_testStarted && !m_finished)
        startNetworkTest();
}

void NetperfProbeJob::onVersionsKnown()
{
    m_versionsKnown = true;
    if (!m_caps.netperfPresent) {
        finish();
        return;
    }
    if (m_options.useCache) {
        ProbeCache &cache = ProbeCache::instance();
        const QMutexLocker lock(&cache.mutex);
        const auto hit = cache.entries.constFind(ProbeCache::key(m_client.hostName(), m_serverAddress, m_port, m_caps.netperfVersion));
        if (hit != cache.entries.cend()) {
            const NetperfCapabilities &known = hit.value();
            m_caps.serverReachable = known.serverReachable;
            m_caps.demoMode = known.demoMode;
            m_caps.demoVerified = known.demoVerified;
            m_caps.preciseInterims = known.preciseInterims;
            m_caps.latencyStatistics = known.latencyStatistics;
            m_caps.outputForms = known.outputForms;
            m_caps.fromCache = true;
            qCDebug(lcNetperf) << m_client.hostName() << "netperf" << m_caps.netperfVersion << "to" << m_serverAddress
                               << "known from an earlier probe";
            finish();
            return;
        }
    }
    if (m_serverReady)
        startNetworkTest();
}

void NetperfProbeJob::startNetworkTest()
{
    m_testStarted = true;
    m_processes << startCollecting(m_client, demoArgv(m_serverAddress, m_port, m_options.length), this, [this](const CommandOutput &output) {
        readDemo(output, m_client.hostName(), m_serverAddress, m_caps);
        if (m_caps.problems.isEmpty() && m_caps.serverReachable) {
            ProbeCache &cache = ProbeCache::instance();
            const QMutexLocker lock(&cache.mutex);
            NetperfCapabilities known = m_caps;
            known.netserverPresent.reset();
            known.netserverVersion.clear();
            cache.entries.insert(ProbeCache::key(m_client.hostName(), m_serverAddress, m_port, m_caps.netperfVersion), known);
        }
        finish();
    });
}

void NetperfProbeJob::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished();
}

const NetperfCapabilities &NetperfProbeJob::waitForFinished()
{
    if (!m_finished) {
        QEventLoop loop;
        connect(this, &NetperfProbeJob::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return m_caps;
}

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

NetperfCapabilities NetperfProbe::probe(CommandRunner &client, CommandRunner *server, const QString &serverAddress, int port,
                                        ProbeLength length)
{
    NetperfProbeJob::Options options;
    options.length = length;
    NetperfProbeJob job(client, server, serverAddress, port, options);
    job.start();
    return job.waitForFinished();
}

void NetperfProbe::clearCache()
{
    ProbeCache &cache = ProbeCache::instance();
    const QMutexLocker lock(&cache.mutex);
    cache.entries.clear();
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
    // The last test with a result (diagnose() found one), and an MSS an int holds (IP's is 16 bits).
    const auto withResult = std::find_if(parsed.tests.crbegin(), parsed.tests.crend(),
                                         [](const ParsedTest &test) { return test.result.has_value(); });
    const std::optional<double> mss
        = withResult != parsed.tests.crend() ? withResult->result->value(ResultField::TransportMss) : std::nullopt;
    if (!mss || *mss <= 0 || *mss > 65535)
        return makeError(ErrorCode::ParseError,
                         NetperfProbe::tr("netperf on %1 did not report the path MSS to %2.").arg(client.hostName(), serverAddress),
                         QString::fromUtf8(output.stdoutData));
    return int(*mss);
}

} // namespace Tunebench
