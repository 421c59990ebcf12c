// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "transport/commandrunner.h"

#include <QList>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace Tunebench::Test {

/// A CommandProcess whose output a test scripts: chunks of stdout/stderr at given delays, then an exit.
class ScriptedProcess : public CommandProcess
{
    Q_OBJECT
public:
    struct Step
    {
        int delayMs = 0;        ///< after the previous step
        QByteArray stdoutData;
        QByteArray stderrData;
    };

    ScriptedProcess(QList<Step> steps, CommandExit exit, QObject *parent) : CommandProcess(parent), m_exit(std::move(exit))
    {
        int at = 0;
        for (const Step &step : steps) {
            at += step.delayMs;
            QTimer::singleShot(at, this, [this, step] {
                if (isFinished())
                    return;
                deliverStdout(step.stdoutData);
                deliverStderr(step.stderrData);
            });
        }
        QTimer::singleShot(at, this, [this] {
            if (!m_holdOpen)
                deliverFinished(m_exit);
        });
    }
    /// Keeps the process running after its script until cancel() (a netperf that hangs).
    void holdOpen() { m_holdOpen = true; }
    void cancel() override
    {
        cancelled = true;
        CommandExit exit;
        exit.kind = CommandExit::Kind::Failed;
        exit.error = makeError(ErrorCode::Cancelled, QStringLiteral("cancelled"));
        deliverFinished(exit);
    }
    void finishNow(const CommandExit &exit) { deliverFinished(exit); }

    bool cancelled = false;

private:
    CommandExit m_exit;
    bool m_holdOpen = false;
};

/// A CommandRunner that answers each command through a handler the test provides.
class FakeRunner : public CommandRunner
{
    Q_OBJECT
public:
    using Handler = std::function<ScriptedProcess *(const CommandSpec &spec, QObject *parent)>;

    explicit FakeRunner(QString host, Handler handler) : m_host(std::move(host)), m_handler(std::move(handler)) { }
    QString hostName() const override { return m_host; }
    CommandProcess *start(const CommandSpec &spec, QObject *parent) override
    {
        specs << spec;
        ScriptedProcess *process = m_handler(spec, parent);
        processes << process;
        return process;
    }

    QList<CommandSpec> specs;
    QList<QPointer<ScriptedProcess>> processes;

private:
    QString m_host;
    Handler m_handler;
};

inline CommandExit exitedWith(int code)
{
    CommandExit exit;
    exit.kind = CommandExit::Kind::Exited;
    exit.exitCode = code;
    return exit;
}

inline CommandExit failedWith(ErrorCode code, const QString &message)
{
    CommandExit exit;
    exit.kind = CommandExit::Kind::Failed;
    exit.error = makeError(code, message);
    return exit;
}

/// Replays @p output one line per @p intervalMs, as netperf prints it, then exits with @p exit.
inline ScriptedProcess *replay(const QByteArray &output, int intervalMs, CommandExit exit, QObject *parent)
{
    QList<ScriptedProcess::Step> steps;
    QByteArray text = output;
    if (text.endsWith('\n'))
        text.chop(1);
    for (const QByteArray &line : text.split('\n'))
        steps << ScriptedProcess::Step{intervalMs, QByteArray(line + '\n'), {}};
    return new ScriptedProcess(steps, std::move(exit), parent);
}

} // namespace Tunebench::Test
