// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli rr CLIENT SERVER: one netperf test, interim samples printed as they arrive.
#include "clicontext.h"
#include "clihost.h"
#include "commands.h"
#include "hosts/hostspec.h"
#include "netperf/netperffailure.h"
#include "netperf/netperfoutputjson.h"
#include "netperf/netperfrunner.h"
#include "netperf/netservermanager.h"
#include "transport/localrunner.h"

#include <QEventLoop>
#include <QJsonArray>

namespace Tunebench::Cli {

namespace {

/// Hosts as every command takes them (local, [user@]host[:port], ssh_config aliases), plus
/// 'netns:NAME': a network namespace on this machine, as the test bed's hosts are.
Result<std::shared_ptr<CommandRunner>> runnerFor(CliHosts &hosts, const QString &host)
{
    if (host.startsWith(QLatin1String("netns:")) && host.size() > 6) {
        const QString ns = host.mid(6);
        return std::shared_ptr<CommandRunner>(
            std::make_shared<LocalRunner>(QStringList{QStringLiteral("ip"), QStringLiteral("netns"), QStringLiteral("exec"), ns}, host));
    }
    return hosts.runner(host);
}

/// The address netperf's -H gets: --server-address, else SERVER's host part.
Result<QString> serverAddress(const QString &server, const QString &explicitAddress)
{
    if (!explicitAddress.isEmpty())
        return explicitAddress;
    Result<HostSpec> spec = HostSpec::parse(server);
    if (!server.startsWith(QLatin1String("netns:")) && spec && !spec->isLocal())
        return spec->host;
    return makeError(ErrorCode::InvalidArgument,
                     CliCommand::tr("Say which address netperf should test against on %1 with --server-address.").arg(server));
}

/// "64,1024" -> {64, 1024}; "64" -> {64, 64}; "1," / ",2" leave a side empty.
bool parsePair(const QString &text, std::optional<int> &first, std::optional<int> &second, bool single = true)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() > 2 || text.isEmpty())
        return false;
    bool ok = true;
    auto take = [&ok](const QString &part, std::optional<int> &into) {
        if (part.isEmpty())
            return;
        bool partOk = false;
        into = part.toInt(&partOk);
        ok = ok && partOk;
    };
    take(parts.value(0), first);
    if (parts.size() == 2)
        take(parts.value(1), second);
    else if (single)
        second = first;
    return ok;
}

struct RrOptions
{
    QCommandLineOption test{{QStringLiteral("t"), QStringLiteral("test")},
                            CliCommand::tr("The test: TCP_RR (default), TCP_CRR, UDP_RR, TCP_STREAM or TCP_MAERTS."),
                            QStringLiteral("type"), QStringLiteral("TCP_RR")};
    QCommandLineOption sizes{{QStringLiteral("r"), QStringLiteral("request-response")},
                             CliCommand::tr("Request and response sizes in bytes, REQ,RESP."), QStringLiteral("sizes")};
    QCommandLineOption length{{QStringLiteral("l"), QStringLiteral("length")}, CliCommand::tr("Test length in seconds (10)."),
                              QStringLiteral("seconds"), QStringLiteral("10")};
    QCommandLineOption interim{{QStringLiteral("D"), QStringLiteral("interim")},
                               CliCommand::tr("Interim result interval in seconds (1); 0 turns them off."),
                               QStringLiteral("seconds"), QStringLiteral("1")};
    QCommandLineOption cpu{QStringLiteral("cpu"), CliCommand::tr("Measure CPU use and service demand on both hosts (-c -C).")};
    QCommandLineOption binding{{QStringLiteral("T"), QStringLiteral("cpu-binding")},
                               CliCommand::tr("Bind netperf and netserver to CPUs, L,R (either may be empty)."),
                               QStringLiteral("cpus")};
    QCommandLineOption dataAddress{QStringLiteral("data-address"),
                                   CliCommand::tr("Send the test's data to this address of the server."), QStringLiteral("address")};
    QCommandLineOption port{{QStringLiteral("p"), QStringLiteral("port")}, CliCommand::tr("netserver's control port (12865)."),
                            QStringLiteral("port")};
    QCommandLineOption serverAddress{QStringLiteral("server-address"),
                                     CliCommand::tr("The address netperf tests against (default: SERVER's host name)."),
                                     QStringLiteral("address")};
    QCommandLineOption startNetserver{QStringLiteral("start-netserver"),
                                      CliCommand::tr("Make sure netserver listens on SERVER first: start it if needed "
                                                     "and stop it afterwards if rr started it.")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.addOptions({test, sizes, length, interim, cpu, binding, dataAddress, port, serverAddress, startNetserver});
    }
};

/// The spec rr runs: Tunebench's recording selectors, with latency statistics.
Result<NetperfTestSpec> specFrom(const QCommandLineParser &parser, const RrOptions &options, const QString &server)
{
    const auto type = testTypeFromName(parser.value(options.test));
    if (!type)
        return makeError(ErrorCode::InvalidArgument, CliCommand::tr("Unknown test '%1'.").arg(parser.value(options.test)));
    NetperfTestSpec spec = NetperfTestSpec::recording(*type, server);
    bool ok = false;
    spec.seconds = parser.value(options.length).toInt(&ok);
    if (!ok)
        return makeError(ErrorCode::InvalidArgument, CliCommand::tr("The length must be whole seconds."));
    const double interim = parser.value(options.interim).toDouble(&ok);
    if (!ok || interim < 0)
        return makeError(ErrorCode::InvalidArgument, CliCommand::tr("The interim interval must be a number of seconds."));
    if (interim > 0)
        spec.interimInterval = interim;
    spec.localCpu = spec.remoteCpu = parser.isSet(options.cpu);
    if (parser.isSet(options.sizes) && !parsePair(parser.value(options.sizes), spec.requestSize, spec.responseSize))
        return makeError(ErrorCode::InvalidArgument, CliCommand::tr("Give the sizes as REQ,RESP in bytes."));
    if (parser.isSet(options.binding)
        && !parsePair(parser.value(options.binding), spec.localCpuBinding, spec.remoteCpuBinding, false))
        return makeError(ErrorCode::InvalidArgument, CliCommand::tr("Give the CPU binding as L,R (CPU numbers)."));
    spec.dataAddress = parser.value(options.dataAddress);
    if (parser.isSet(options.port)) {
        spec.controlPort = parser.value(options.port).toInt(&ok);
        if (!ok)
            return makeError(ErrorCode::InvalidArgument, CliCommand::tr("The port must be a number."));
    }
    if (!isRequestResponse(*type)) {
        // Streams have no transactions: keep the selectors that mean something for them.
        spec.selectors.removeIf([](const QString &key) {
            return key.endsWith(QLatin1String("_LATENCY")) || key.startsWith(QLatin1String("REQUEST"))
                || key.startsWith(QLatin1String("RESPONSE"));
        });
        spec.latencyStatistics = false;
    }
    if (Status status = spec.validate(); !status)
        return status.error();
    return spec;
}


void printResult(CliContext &context, const NetperfRunResult &run)
{
    const int test = run.output.tests.isEmpty() ? -1 : int(run.output.tests.size() - 1);
    if (context.options().json) {
        QJsonObject object = test >= 0 ? testToJson(run.output, test) : QJsonObject{};
        object.insert(QStringLiteral("event"), QStringLiteral("result"));
        context.printJson(object);
        return;
    }
    const TestResult &result = *run.result;
    QTextStream &out = context.out();
    out << CliCommand::tr("result: %1 %2").arg(result.value(ResultField::Throughput).value_or(0)).arg(result.throughputUnits) << '\n';
    for (int i = 0; i < resultFieldCount; ++i) {
        if (const auto value = result.value(ResultField(i)); value && ResultField(i) != ResultField::Throughput)
            out << "  " << resultFieldName(ResultField(i)) << ": " << *value << '\n';
    }
    if (const auto mean = run.output.timeWeightedInterimMean(test))
        out << "  " << CliCommand::tr("interim mean (time-weighted): %1").arg(*mean, 0, 'f', 2) << '\n';
    out.flush();
}

class RrCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::RrCommand)

public:
    QString name() const override { return QStringLiteral("rr"); }
    QString summary() const override { return tr("Run one netperf test from CLIENT against SERVER, with live interim results."); }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        const RrOptions options;
        options.addTo(parser);
        CliHosts::addOptions(parser);
        parser.addPositionalArgument(QStringLiteral("client"), tr("Where netperf runs: local, netns:NAME or an SSH host."));
        parser.addPositionalArgument(QStringLiteral("server"), tr("netserver's host: an address, an SSH host or netns:NAME."));
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        if (parser.positionalArguments().size() != 2)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("rr needs CLIENT and SERVER.")), ExitUsage);
        CliHosts hosts(context);
        if (Status configured = hosts.configure(parser); !configured)
            return context.fail(configured.error(), ExitUsage);
        const QString server = parser.positionalArguments().at(1);
        Result<QString> address = serverAddress(server, parser.value(options.serverAddress));
        if (!address)
            return context.fail(address.error(), ExitUsage);
        Result<NetperfTestSpec> spec = specFrom(parser, options, *address);
        if (!spec)
            return context.fail(spec.error(), ExitUsage);
        Result<std::shared_ptr<CommandRunner>> client = runnerFor(hosts, parser.positionalArguments().at(0));
        if (!client)
            return context.fail(client.error(), ExitUsage);
        std::shared_ptr<CommandRunner> serverRunner;
        std::optional<NetserverManager> netserver;
        if (parser.isSet(options.startNetserver)) {
            Result<std::shared_ptr<CommandRunner>> runner = runnerFor(hosts, server);
            if (!runner)
                return context.fail(runner.error(), ExitUsage);
            serverRunner = *runner;
            netserver.emplace(*serverRunner, spec->controlPort == 0 ? 12865 : spec->controlPort);
            if (Result<NetserverStatus> status = netserver->ensureRunning(); !status)
                return context.fail(status.error(), CliHosts::exitCodeFor(status.error(), false));
        }
        const int exitCode = runTest(context, **client, *spec);
        if (netserver) {
            if (Status stopped = netserver->stop(); !stopped)
                context.err() << tr("tunebench-cli: %1").arg(stopped.error().toString()) << '\n';
        }
        return exitCode;
    }

private:
    static int runTest(CliContext &context, CommandRunner &client, const NetperfTestSpec &spec)
    {
        NetperfRunner runner(client);
        QEventLoop loop;
        std::optional<NetperfRunResult> outcome;
        QObject::connect(&runner, &NetperfRunner::sampleReady, &loop, [&context](const InterimSample &sample, const QString &units) {
            if (context.options().json) {
                QJsonObject object = sampleToJson(sample, units);
                object.insert(QStringLiteral("event"), QStringLiteral("sample"));
                context.printJson(object);
            } else {
                context.out() << tr("interim: %1 %2 over %3 s").arg(sample.rate, 0, 'f', 2).arg(units).arg(sample.interval) << '\n';
                context.out().flush();
            }
        });
        QObject::connect(&runner, &NetperfRunner::finished, &loop, [&](const NetperfRunResult &result) {
            outcome = result;
            loop.quit();
        });
        if (Status started = runner.start(spec); !started)
            return context.fail(started.error(), ExitUsage);
        if (context.options().json) {
            context.printJson({{QStringLiteral("event"), QStringLiteral("start")},
                               {QStringLiteral("client"), client.hostName()},
                               {QStringLiteral("argv"), QJsonArray::fromStringList(spec.toArgv().value())}});
        } else {
            context.out() << tr("running on %1: %2").arg(client.hostName(), spec.toArgv().value().join(QLatin1Char(' '))) << '\n';
            context.out().flush();
        }
        loop.exec();
        if (outcome->error) {
            // The client host answered when netperf produced output; a silent failure may be the connection.
            const bool connected = !outcome->rawOutput.isEmpty();
            return context.fail(*outcome->error, CliHosts::exitCodeFor(*outcome->error, connected));
        }
        printResult(context, *outcome);
        return ExitOk;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeRrCommand()
{
    return std::make_unique<RrCommand>();
}

} // namespace Tunebench::Cli
