// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/commandrunner.h"

#include <QEventLoop>

namespace Tunebench {

QString CommandExit::describe() const
{
    switch (kind) {
    case Kind::Exited:
        return QObject::tr("exited with code %1").arg(exitCode);
    case Kind::Signalled:
        return QObject::tr("killed by signal %1").arg(signalName);
    case Kind::Failed:
        return error ? error->toString() : QObject::tr("failed");
    }
    return {};
}

CommandProcess::~CommandProcess() = default;

const CommandExit &CommandProcess::exit() const
{
    Q_ASSERT(m_exit);
    return *m_exit;
}

namespace {
template<typename Emit>
void splitLines(QByteArray &partial, const QByteArray &data, Emit emitLine)
{
    // Scan only the new bytes: rescanning an unfinished line on every chunk is quadratic.
    const qsizetype scanFrom = partial.size();
    partial += data;
    qsizetype start = 0;
    for (qsizetype nl = partial.indexOf('\n', scanFrom); nl >= 0; nl = partial.indexOf('\n', start)) {
        qsizetype end = nl;
        if (end > start && partial.at(end - 1) == '\r')
            --end;
        emitLine(QString::fromUtf8(partial.constData() + start, end - start));
        start = nl + 1;
    }
    partial.remove(0, start);
}
} // namespace

void CommandProcess::deliverStdout(const QByteArray &data)
{
    if (data.isEmpty())
        return;
    Q_EMIT stdoutData(data);
    splitLines(m_stdoutPartial, data, [this](const QString &line) { Q_EMIT stdoutLine(line); });
}

void CommandProcess::deliverStderr(const QByteArray &data)
{
    if (data.isEmpty())
        return;
    Q_EMIT stderrData(data);
    splitLines(m_stderrPartial, data, [this](const QString &line) { Q_EMIT stderrLine(line); });
}

void CommandProcess::deliverFinished(const CommandExit &exit)
{
    if (m_exit)
        return;
    if (!m_stdoutPartial.isEmpty())
        Q_EMIT stdoutLine(QString::fromUtf8(std::exchange(m_stdoutPartial, {})));
    if (!m_stderrPartial.isEmpty())
        Q_EMIT stderrLine(QString::fromUtf8(std::exchange(m_stderrPartial, {})));
    m_exit = exit;
    Q_EMIT finished(exit);
}

CommandOutput runToCompletion(CommandRunner &runner, const CommandSpec &spec)
{
    CommandOutput output;
    QEventLoop loop;
    CommandProcess *process = runner.start(spec, &loop);
    QObject::connect(process, &CommandProcess::stdoutData, &loop,
                     [&output](const QByteArray &data) { output.stdoutData += data; });
    QObject::connect(process, &CommandProcess::stderrData, &loop,
                     [&output](const QByteArray &data) { output.stderrData += data; });
    QObject::connect(process, &CommandProcess::finished, &loop, [&](const CommandExit &exit) {
        output.exit = exit;
        loop.quit();
    });
    if (!process->isFinished())
        loop.exec();
    else
        output.exit = process->exit();
    return output;
}

} // namespace Tunebench
