// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/localrunner.h"

#include "core/logging.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTimer>

#include <csignal>
#include <unistd.h>

namespace Tunebench {

namespace {

QString signalName(int signal)
{
    switch (signal) {
    case SIGTERM:
        return QStringLiteral("TERM");
    case SIGKILL:
        return QStringLiteral("KILL");
    case SIGINT:
        return QStringLiteral("INT");
    case SIGHUP:
        return QStringLiteral("HUP");
    case SIGPIPE:
        return QStringLiteral("PIPE");
    case SIGSEGV:
        return QStringLiteral("SEGV");
    case SIGABRT:
        return QStringLiteral("ABRT");
    case SIGALRM:
        return QStringLiteral("ALRM");
    default:
        return QString::number(signal);
    }
}

class LocalProcess final : public CommandProcess
{
    // Without Q_OBJECT, tr() would be CommandProcess's (context "Tunebench::CommandProcess") while
    // lupdate files these texts under LocalProcess.
    Q_DECLARE_TR_FUNCTIONS(Tunebench::LocalProcess)

public:
    LocalProcess(const QStringList &argv, const CommandSpec &spec, const QString &host, QObject *parent)
        : CommandProcess(parent), m_host(host)
    {
        connect(&m_process, &QProcess::readyReadStandardOutput, this,
                [this] { deliverStdout(m_process.readAllStandardOutput()); });
        connect(&m_process, &QProcess::readyReadStandardError, this,
                [this] { deliverStderr(m_process.readAllStandardError()); });
        connect(&m_process, &QProcess::finished, this, &LocalProcess::onFinished);
        connect(&m_process, &QProcess::errorOccurred, this, &LocalProcess::onError);
        if (!spec.environment.isEmpty()) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (auto it = spec.environment.cbegin(); it != spec.environment.cend(); ++it)
                env.insert(it.key(), it.value());
            m_process.setProcessEnvironment(env);
        }
        if (spec.timeoutMs > 0) {
            m_timer.setSingleShot(true);
            connect(&m_timer, &QTimer::timeout, this, [this, spec] {
                kill(makeError(ErrorCode::Timeout, tr("'%1' on %2 did not finish within %3 s and was killed")
                                                       .arg(spec.argv.value(0), m_host)
                                                       .arg(spec.timeoutMs / 1000.0)));
            });
            m_timer.start(spec.timeoutMs);
        }
        m_stdin = spec.stdinData;
        m_keepStdinOpen = spec.keepStdinOpen;
        // Start from the event loop so that callers can connect before anything is emitted.
        QTimer::singleShot(0, this, [this, argv] {
            if (argv.isEmpty()) {
                finishWith(makeError(ErrorCode::InvalidArgument, tr("empty command")));
                return;
            }
            if (isFinished())
                return; // cancelled before it started
            m_process.start(argv.first(), argv.mid(1));
            m_started = true;
            if (!m_stdin.isEmpty())
                m_process.write(std::exchange(m_stdin, {}));
            if (!m_keepStdinOpen)
                m_process.closeWriteChannel();
        });
    }

    ~LocalProcess() override
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.disconnect(this);
            m_process.kill();
            m_process.waitForFinished(1000);
        }
    }

    void cancel() override { kill(makeError(ErrorCode::Cancelled, tr("cancelled"))); }

    void writeStdin(const QByteArray &data) override
    {
        if (!m_keepStdinOpen || isFinished() || data.isEmpty())
            return;
        if (!m_started)
            m_stdin += data;
        else if (m_process.state() != QProcess::NotRunning)
            m_process.write(data);
    }

    void closeStdin() override
    {
        if (!m_keepStdinOpen)
            return;
        m_keepStdinOpen = false;
        // QProcess sends what is still buffered before it closes the pipe.
        if (m_started)
            m_process.closeWriteChannel();
    }

private:
    void kill(const Error &error)
    {
        if (isFinished() || m_pendingError)
            return;
        m_pendingError = error;
        if (m_process.state() == QProcess::NotRunning) {
            finishWith(error);
            return;
        }
        m_process.terminate();
        QTimer::singleShot(2000, this, [this] {
            if (m_process.state() != QProcess::NotRunning)
                m_process.kill();
        });
    }

    void onFinished(int exitCode, QProcess::ExitStatus status)
    {
        m_timer.stop();
        deliverStdout(m_process.readAllStandardOutput());
        deliverStderr(m_process.readAllStandardError());
        if (m_pendingError) {
            finishWith(*m_pendingError);
            return;
        }
        CommandExit exit;
        if (status == QProcess::NormalExit) {
            exit.kind = CommandExit::Kind::Exited;
            exit.exitCode = exitCode;
        } else {
            exit.kind = CommandExit::Kind::Signalled;
            // QProcess reports the signal number as the exit code of a crashed process.
            exit.signalName = signalName(exitCode);
        }
        deliverFinished(exit);
    }

    void onError(QProcess::ProcessError error)
    {
        if (error != QProcess::FailedToStart)
            return;
        m_timer.stop();
        const QString program = m_process.program();
        finishWith(makeError(ErrorCode::NotFound,
                             tr("cannot run '%1' on %2: %3").arg(program, m_host, m_process.errorString())));
    }

    void finishWith(const Error &error)
    {
        CommandExit exit;
        exit.kind = CommandExit::Kind::Failed;
        exit.error = error;
        deliverFinished(exit);
    }

    QProcess m_process;
    QTimer m_timer;
    QString m_host;
    QByteArray m_stdin; ///< until the process runs
    bool m_keepStdinOpen = false;
    bool m_started = false;
    std::optional<Error> m_pendingError;
};

} // namespace

LocalRunner::LocalRunner(QObject *parent) : LocalRunner({}, QStringLiteral("local"), parent) { }

LocalRunner::LocalRunner(QStringList wrapper, QString hostName, QObject *parent)
    : CommandRunner(parent), m_wrapper(std::move(wrapper)), m_hostName(std::move(hostName))
{
}

CommandProcess *LocalRunner::start(const CommandSpec &spec, QObject *parent)
{
    QStringList argv = m_wrapper;
    if (spec.needsRoot && ::geteuid() != 0)
        argv << QStringLiteral("sudo") << QStringLiteral("-n") << QStringLiteral("--");
    argv << spec.argv;
    if (spec.argv.isEmpty())
        argv.clear();
    qCDebug(lcTransport) << m_hostName << "start" << argv;
    return new LocalProcess(argv, spec, m_hostName, parent);
}

} // namespace Tunebench
