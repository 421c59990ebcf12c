// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfrunner.h"

#include "core/logging.h"
#include "netperf/netperffailure.h"

#include <algorithm>
#include <climits>

namespace Tunebench {

namespace {

/// The failure that explains a run best: a specific one before netperf's generic complaints.
const NetperfFailure *mainFailure(const NetperfOutput &output)
{
    const auto specific = std::find_if(output.failures.cbegin(), output.failures.cend(),
                                       [](const NetperfFailure &failure) { return failure.kind != FailureKind::Other; });
    if (specific != output.failures.cend())
        return &*specific;
    return output.failures.isEmpty() ? nullptr : &output.failures.first();
}

QString unparsedDetail(const NetperfOutput &output)
{
    QStringList lines;
    for (const UnparsedLine &line : output.unparsed.mid(0, 5))
        lines << line.text;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

NetperfRunner::NetperfRunner(CommandRunner &client, QObject *parent) : QObject(parent), m_client(client) { }

NetperfRunner::~NetperfRunner() = default;

Status NetperfRunner::start(const NetperfTestSpec &spec, int graceSeconds)
{
    if (isRunning())
        return makeError(ErrorCode::InvalidArgument, tr("A netperf test is already running on %1.").arg(m_client.hostName()));
    Result<QStringList> argv = spec.toArgv();
    if (!argv)
        return argv.error();
    m_spec = spec;
    m_argv = *argv;
    m_parser = NetperfOutputParser{};
    m_raw.clear();
    const qint64 limitMs = (qint64(spec.expectedSeconds().value_or(countRunLimitSeconds)) + std::max(graceSeconds, 0)) * 1000;
    m_timeoutMs = int(std::min<qint64>(limitMs, INT_MAX));

    CommandSpec command;
    command.argv = m_argv;
    command.timeoutMs = m_timeoutMs;
    qCInfo(lcNetperf) << m_client.hostName() << "runs" << m_argv;
    m_process = m_client.start(command, this);
    connect(m_process, &CommandProcess::stdoutLine, this, &NetperfRunner::onLine);
    connect(m_process, &CommandProcess::stderrLine, this, &NetperfRunner::onLine);
    connect(m_process, &CommandProcess::finished, this, &NetperfRunner::onFinished);
    return Ok{};
}

void NetperfRunner::cancel()
{
    if (m_process)
        m_process->cancel();
}

void NetperfRunner::onLine(const QString &line)
{
    const QByteArray bytes = line.toUtf8();
    m_raw += bytes;
    m_raw += '\n';
    Q_EMIT lineReceived(line);
    const qsizetype before = m_parser.output().samples.size();
    m_parser.feedLine(bytes);
    const NetperfOutput &output = m_parser.output();
    for (qsizetype i = before; i < output.samples.size(); ++i) {
        const InterimSample &sample = output.samples.at(i);
        Q_EMIT sampleReady(sample, output.tests.at(sample.test).interimUnits);
    }
}

void NetperfRunner::onFinished(const CommandExit &exit)
{
    m_parser.finish();
    NetperfRunResult result;
    result.exit = exit;
    result.argv = m_argv;
    result.rawOutput = std::exchange(m_raw, {});
    result.output = m_parser.output();
    for (auto test = result.output.tests.crbegin(); test != result.output.tests.crend(); ++test) {
        if (test->result) {
            result.result = test->result;
            break;
        }
    }
    result.error = diagnose(exit, result.output, m_client.hostName(), m_spec.controlHost, m_timeoutMs);
    if (result.error)
        qCInfo(lcNetperf) << m_client.hostName() << "netperf failed:" << result.error->toString();
    if (m_process)
        m_process->deleteLater();
    m_process = nullptr;
    Q_EMIT finished(result);
}

std::optional<Error> NetperfRunner::diagnose(const CommandExit &exit, const NetperfOutput &output,
                                             const QString &clientHost, const QString &serverHost, int timeoutMs)
{
    if (exit.kind == CommandExit::Kind::Failed && exit.error) {
        switch (exit.error->code) {
        case ErrorCode::NotFound:
            // The runner could not start the program at all; only netperf's own absence is ours to explain.
            if (exit.error->message.contains(QLatin1String("'netperf'")))
                return notInstalledError(QStringLiteral("netperf"), clientHost);
            return exit.error;
        case ErrorCode::Timeout:
            return makeError(ErrorCode::Timeout,
                             tr("netperf on %1 did not finish within %2 s (the test's length plus grace) and was stopped.")
                                 .arg(clientHost)
                                 .arg(timeoutMs / 1000),
                             exit.error->detail);
        default:
            return exit.error;
        }
    }
    if (const NetperfFailure *failure = mainFailure(output))
        return failureToError(*failure, clientHost, serverHost);
    if (exit.kind == CommandExit::Kind::Exited && exit.exitCode == 127)
        return notInstalledError(QStringLiteral("netperf"), clientHost);
    if (exit.kind == CommandExit::Kind::Signalled)
        return makeError(ErrorCode::CommandFailed, tr("netperf on %1 was killed by signal %2.").arg(clientHost, exit.signalName));
    if (exit.kind != CommandExit::Kind::Exited || exit.exitCode != 0)
        return makeError(ErrorCode::CommandFailed, tr("netperf on %1 %2.").arg(clientHost, exit.describe()),
                         unparsedDetail(output));
    const bool anyResult = std::any_of(output.tests.cbegin(), output.tests.cend(),
                                       [](const ParsedTest &test) { return test.result.has_value(); });
    if (!anyResult)
        return makeError(ErrorCode::ParseError, tr("netperf on %1 finished but printed no result Tunebench could read.").arg(clientHost),
                         unparsedDetail(output));
    return std::nullopt;
}

} // namespace Tunebench
