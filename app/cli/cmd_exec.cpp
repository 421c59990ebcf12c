// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli exec HOST -- ARGV...: runs one command on a host, streaming its output.
#include "clicommand.h"
#include "clicontext.h"
#include "clihost.h"
#include "commands.h"
#include "signalflag.h"
#include "transport/ssh/sshrunner.h"

#include <QEventLoop>
#include <QFileDevice>
#include <QJsonObject>
#include <QStringDecoder>

#include <csignal>
#include <unistd.h>

namespace Tunebench::Cli {

namespace {

int signalNumber(const QString &name)
{
    static const QHash<QString, int> numbers{{QStringLiteral("HUP"), SIGHUP},   {QStringLiteral("INT"), SIGINT},
                                             {QStringLiteral("QUIT"), SIGQUIT}, {QStringLiteral("ILL"), SIGILL},
                                             {QStringLiteral("ABRT"), SIGABRT}, {QStringLiteral("FPE"), SIGFPE},
                                             {QStringLiteral("KILL"), SIGKILL}, {QStringLiteral("SEGV"), SIGSEGV},
                                             {QStringLiteral("PIPE"), SIGPIPE}, {QStringLiteral("ALRM"), SIGALRM},
                                             {QStringLiteral("TERM"), SIGTERM}, {QStringLiteral("USR1"), SIGUSR1},
                                             {QStringLiteral("USR2"), SIGUSR2}};
    return numbers.value(name, 0);
}

/// Writes a stream's bytes unchanged to the real stdout/stderr, or decoded into a QString
/// stream when the CLI runs in-process (tests).
class RawWriter
{
public:
    explicit RawWriter(QTextStream &stream) : m_stream(stream) { }
    void write(const QByteArray &data)
    {
        if (auto *file = qobject_cast<QFileDevice *>(m_stream.device())) {
            m_stream.flush();
            file->write(data);
            file->flush();
            return;
        }
        m_stream << m_decoder.decode(data);
        m_stream.flush();
    }

private:
    QTextStream &m_stream;
    QStringDecoder m_decoder{QStringDecoder::Utf8};
};

class ExecCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::Cli::ExecCommand)

public:
    QString name() const override { return QStringLiteral("exec"); }
    QString summary() const override
    {
        return tr("Run a command on a host and stream its output: exec HOST -- ARGV...");
    }
    int run(const QStringList &arguments, CliContext &context) override;

private:
    static void stream(CommandProcess *process, CliContext &context);
    static int finish(const CommandExit &exit, CommandRunner &runner, CliContext &context);
};

int ExecCommand::run(const QStringList &arguments, CliContext &context)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("host"), tr("local, [user@]host[:port] or an ssh_config alias."));
    parser.addPositionalArgument(QStringLiteral("argv"), tr("The command and its arguments (after --)."),
                                 QStringLiteral("-- ARGV..."));
    parser.addOption({QStringLiteral("root"), tr("Run as root (sudo -n when not logged in as root).")});
    parser.addOption({QStringLiteral("env"), tr("Set NAME=VALUE in the command's environment (repeatable)."),
                      QStringLiteral("NAME=VALUE")});
    parser.addOption({QStringLiteral("timeout"), tr("Kill the command after <seconds>."), QStringLiteral("seconds")});
    CliHosts::addOptions(parser);
    if (auto exit = parse(parser, arguments, context))
        return *exit;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return context.fail(makeError(ErrorCode::InvalidArgument, tr("usage: tunebench-cli exec HOST -- ARGV...")),
                            ExitUsage);
    CommandSpec spec;
    spec.argv = positional.mid(1);
    spec.needsRoot = parser.isSet(QStringLiteral("root"));
    for (const QString &assignment : parser.values(QStringLiteral("env"))) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return context.fail(makeError(ErrorCode::InvalidArgument, tr("--env needs NAME=VALUE, not '%1'").arg(assignment)),
                                ExitUsage);
        spec.environment.insert(assignment.left(eq), assignment.mid(eq + 1));
    }
    if (parser.isSet(QStringLiteral("timeout")))
        spec.timeoutMs = int(parser.value(QStringLiteral("timeout")).toDouble() * 1000);
    CliHosts hosts(context);
    if (Status configured = hosts.configure(parser); !configured)
        return context.fail(configured.error(), ExitUsage);
    Result<std::shared_ptr<CommandRunner>> runner = hosts.runner(positional.first());
    if (!runner)
        return context.fail(runner.error(), ExitUsage);

    QEventLoop loop;
    CommandProcess *process = runner.value()->start(spec, &loop);
    // Ctrl-C and SIGTERM cancel the remote command instead of leaving it running.
    SignalFlag interrupts([process] { process->cancel(); });
    stream(process, context);
    CommandExit exit;
    QObject::connect(process, &CommandProcess::finished, &loop, [&](const CommandExit &e) {
        exit = e;
        loop.quit();
    });
    loop.exec();
    return finish(exit, *runner.value(), context);
}

void ExecCommand::stream(CommandProcess *process, CliContext &context)
{
    if (context.options().json) {
        auto line = [&context](const char *event) {
            return [&context, event](const QString &text) {
                context.printJson({{QStringLiteral("event"), QLatin1String(event)}, {QStringLiteral("line"), text}});
            };
        };
        QObject::connect(process, &CommandProcess::stdoutLine, process, line("stdout"));
        QObject::connect(process, &CommandProcess::stderrLine, process, line("stderr"));
        return;
    }
    auto out = std::make_shared<RawWriter>(context.out());
    auto err = std::make_shared<RawWriter>(context.err());
    QObject::connect(process, &CommandProcess::stdoutData, process, [out](const QByteArray &d) { out->write(d); });
    QObject::connect(process, &CommandProcess::stderrData, process, [err](const QByteArray &d) { err->write(d); });
}

int ExecCommand::finish(const CommandExit &exit, CommandRunner &runner, CliContext &context)
{
    const bool json = context.options().json;
    switch (exit.kind) {
    case CommandExit::Kind::Exited:
        if (json)
            context.printJson({{QStringLiteral("event"), QStringLiteral("exit")}, {QStringLiteral("code"), exit.exitCode}});
        return exit.exitCode;
    case CommandExit::Kind::Signalled: {
        const int code = 128 + signalNumber(exit.signalName);
        if (json)
            context.printJson({{QStringLiteral("event"), QStringLiteral("signal")},
                               {QStringLiteral("signal"), exit.signalName},
                               {QStringLiteral("code"), code}});
        else
            context.err() << tr("tunebench-cli: the command was killed by signal %1").arg(exit.signalName) << '\n';
        context.err().flush();
        return code;
    }
    case CommandExit::Kind::Failed:
        break;
    }
    const Error error = exit.error.value_or(makeError(ErrorCode::Internal, tr("failed")));
    auto *ssh = qobject_cast<SshRunner *>(&runner);
    const bool connected = !ssh || ssh->connectionInfo().has_value();
    return context.fail(error, CliHosts::exitCodeFor(error, connected));
}

} // namespace

std::unique_ptr<CliCommand> makeExecCommand()
{
    return std::make_unique<ExecCommand>();
}

} // namespace Tunebench::Cli
