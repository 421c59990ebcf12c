// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli probe HOST: what a host is and what it can do, in one round of commands.
#include "clicommand.h"
#include "clicontext.h"
#include "clihost.h"
#include "commands.h"
#include "hosts/hostprobe.h"

namespace Tunebench::Cli {

namespace {

class ProbeCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ProbeCommand)

public:
    QString name() const override { return QStringLiteral("probe"); }
    QString summary() const override
    {
        return tr("Check a host: reachability, host key, privileges, kernel, interfaces, netperf and ethtool.");
    }
    int run(const QStringList &arguments, CliContext &context) override
    {
        QCommandLineParser parser;
        parser.addPositionalArgument(QStringLiteral("host"), tr("local, [user@]host[:port] or an ssh_config alias."));
        CliHosts::addOptions(parser);
        if (auto exit = parse(parser, arguments, context))
            return *exit;
        if (parser.positionalArguments().size() != 1)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("usage: tunebench-cli probe HOST")), ExitUsage);
        CliHosts hosts(context);
        if (Status configured = hosts.configure(parser); !configured)
            return context.fail(configured.error(), ExitUsage);
        Result<std::shared_ptr<CommandRunner>> runner = hosts.runner(parser.positionalArguments().first());
        if (!runner)
            return context.fail(runner.error(), ExitUsage);
        const ProbeResult result = HostProbe::run(*runner.value());
        if (!result.reachable) {
            const Error error = result.error.value_or(makeError(ErrorCode::ConnectionFailed, tr("unreachable")));
            if (context.options().json)
                context.printJson(result.toJson());
            context.err() << tr("tunebench-cli: %1").arg(error.toString()) << '\n';
            context.err().flush();
            return CliHosts::exitCodeFor(error, false);
        }
        if (context.options().json)
            context.printJson(result.toJson());
        else
            printText(result, context.out());
        return ExitOk;
    }

private:
    static QString tool(const ToolInfo &info)
    {
        if (!info.present)
            return tr("missing (install: %1)").arg(info.installHint);
        return tr("%1 (%2)").arg(info.version.isEmpty() ? tr("unknown version") : info.version, info.path);
    }

    static void printText(const ProbeResult &r, QTextStream &out)
    {
        out << tr("host:       %1").arg(r.host) << '\n';
        if (!r.fingerprint.isEmpty())
            out << tr("host key:   %1 %2").arg(r.hostKeyType, r.fingerprint) << '\n';
        out << tr("user:       %1 (uid %2), privilege: %3").arg(r.user).arg(r.uid).arg(r.privilege) << '\n';
        out << tr("system:     %1, kernel %2 %3, %4 CPUs").arg(r.os, r.kernel, r.arch).arg(r.cpus) << '\n';
        if (r.remoteShell == QLatin1String("dispatcher"))
            out << tr("commands:   through one remote shell for the connection") << '\n';
        else if (!r.remoteShell.isEmpty())
            out << tr("commands:   a channel and a login shell each (%1)").arg(r.remoteShellDetail) << '\n';
        out << tr("interfaces:") << '\n';
        for (const InterfaceInfo &i : r.interfaces) {
            const QString speed = i.speedMbps > 0 ? tr("%1 Mb/s").arg(i.speedMbps) : tr("speed unknown");
            out << QStringLiteral("  %1  driver %2, MTU %3, %4, %5, %6\n")
                       .arg(i.name.leftJustified(12), i.driver.isEmpty() ? QStringLiteral("-") : i.driver)
                       .arg(i.mtu)
                       .arg(i.operState, speed,
                            i.addresses.isEmpty() ? tr("no addresses") : i.addresses.join(QStringLiteral(" ")));
        }
        out << tr("netperf:    %1%2").arg(tool(r.netperf),
                                           r.netperf.present ? (r.netperfDemoMode ? tr(", demo mode (-D) available")
                                                                                  : tr(", NO demo mode"))
                                                             : QString())
            << '\n';
        out << tr("netserver:  %1").arg(tool(r.netserver)) << '\n';
        out << tr("ethtool:    %1").arg(tool(r.ethtool)) << '\n';
        if (r.clock)
            out << tr("clock:      offset %1 s ± %2 s (the host's clock minus this machine's)")
                       .arg(QString::asprintf("%+.3f", r.clock->seconds),
                            QString::number(r.clock->uncertainty.value_or(0), 'f', 3))
                << '\n';
        else
            out << tr("clock:      not measured: %1").arg(r.clockError) << '\n';
        for (const QString &problem : r.problems)
            out << tr("problem:    %1").arg(problem) << '\n';
        out.flush();
    }
};

} // namespace

std::unique_ptr<CliCommand> makeProbeCommand()
{
    return std::make_unique<ProbeCommand>();
}

} // namespace Tunebench::Cli
