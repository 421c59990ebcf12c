// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/hostagent.h"

#include "core/logging.h"
#include "core/quoting.h"
#include "hostagentscript.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimeZone>

namespace Tunebench {

namespace {

constexpr int ReplyTimeoutMs = 30000;
constexpr int ReleaseTimeoutMs = 5000;

// The script without its comments and indentation: it travels in every agent's command line.
const QString &agentScript()
{
    static const QString script = []() -> QString {
        QStringList lines;
        for (const QString &line : QString::fromUtf8(kHostAgentScript).split(QLatin1Char('\n'))) {
            const QString trimmed = line.trimmed();
            if (!trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#')))
                lines << trimmed;
        }
        return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }();
    return script;
}

QString clean(QString value)
{
    value.replace(QLatin1Char('\t'), QLatin1Char(' '));
    value.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return value;
}

QDateTime fromEpoch(const QString &text)
{
    bool ok = false;
    const qint64 seconds = text.trimmed().toLongLong(&ok);
    return ok ? QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC) : QDateTime();
}

} // namespace

QString AgentRecord::reasonText() const
{
    if (reason == QLatin1String("eof"))
        return tr("Tunebench's connection to it ended");
    if (reason == QLatin1String("silence"))
        return tr("no word came from Tunebench for the grace period");
    if (reason == QLatin1String("deadline"))
        return tr("the changes were not confirmed in time");
    if (reason == QLatin1String("signal"))
        return tr("its agent was told to stop");
    return reason;
}

AgentRecords AgentRecords::parse(const QString &text)
{
    AgentRecords out;
    AgentRecord *record = nullptr;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(QLatin1Char('\t'));
        const QString &tag = fields.first();
        const QString rest = line.mid(tag.size() + 1);
        if (tag == QLatin1String("record")) {
            out.records << AgentRecord{};
            record = &out.records.last();
            record->name = rest;
        } else if (tag == QLatin1String("pending")) {
            out.pendingAgentPid = fields.value(1).toLongLong();
            out.pendingDeadline = fromEpoch(fields.value(2));
        } else if (tag == QLatin1String("end")) {
            out.key = rest;
        } else if (!record) {
            continue;
        } else if (tag == QLatin1String("holder")) {
            record->holder = LeaseHolder::fromLine(rest);
        } else if (tag == QLatin1String("reason")) {
            record->reason = rest;
        } else if (tag == QLatin1String("fired")) {
            record->firedAt = fromEpoch(rest);
        } else if (tag == QLatin1String("done")) {
            record->doneAt = fromEpoch(rest);
        } else if (tag == QLatin1String("slot")) {
            AgentRecord::Slot slot;
            for (const QString &field : fields.mid(1)) {
                const qsizetype eq = field.indexOf(QLatin1Char('='));
                if (eq > 0)
                    slot.meta.insert(field.left(eq), field.mid(eq + 1));
            }
            record->slots << slot;
        } else if (tag == QLatin1String("step") && !record->slots.isEmpty()) {
            AgentRecord::Step step;
            step.exitCode = fields.value(1).toInt();
            step.successCodes.clear();
            for (const QString &code : fields.value(2).split(QLatin1Char(','), Qt::SkipEmptyParts))
                step.successCodes << code.toInt();
            step.command = fields.mid(3).join(QLatin1Char('\t'));
            record->slots.last().steps << step;
        } else if (tag == QLatin1String("output")) {
            record->output << rest;
        }
    }
    return out;
}

HostAgent::HostAgent(CommandRunner &runner, HostAgentOptions options, QObject *parent)
    : QObject(parent), m_runner(runner), m_options(std::move(options))
{
    qRegisterMetaType<LeaseHolder>();
    m_heartbeat.callOnTimeout(this, [this] {
        if (m_process && !m_process->isFinished())
            m_process->writeStdin("beat\n");
    });
}

HostAgent::~HostAgent()
{
    detach();
}

CommandSpec HostAgent::command(const HostAgentOptions &options, const QStringList &arguments)
{
    CommandSpec spec;
    spec.argv = QStringList{QStringLiteral("sh"), QStringLiteral("-c"), agentScript(), QStringLiteral("tunebench-agent")}
        << arguments.value(0) << options.leaseDirectory << options.stateDirectory << options.key << arguments.mid(1);
    return spec;
}

Result<QString> HostAgent::stepLine(const AgentStep &step)
{
    if (step.argv.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("an empty restore step"));
    QStringList codes;
    for (int code : step.successCodes)
        codes << QString::number(code);
    for (const QString &argument : step.argv) {
        // The agent reads one line per step; the values of tunables never hold line breaks.
        if (argument.contains(QLatin1Char('\n')) || argument.contains(QLatin1Char('\r')))
            return makeError(ErrorCode::InvalidArgument,
                             tr("the restore step '%1' has a line break in an argument, which the host agent cannot "
                                "take")
                                 .arg(step.argv.first()));
    }
    return QStringLiteral("step %1 %2 %3")
        .arg(step.needsRoot ? 1 : 0)
        .arg(codes.isEmpty() ? QStringLiteral("0") : codes.join(QLatin1Char(',')), shellJoin(step.argv));
}

void HostAgent::onLine(const QString &line)
{
    qCDebug(lcHosts) << m_runner.hostName() << "agent:" << line;
    if (line.startsWith(QLatin1String("busy\t"))) {
        LeaseHolder holder = LeaseHolder::fromLine(line.mid(5));
        m_sameHolder = !holder.token.isEmpty() && holder.token == m_holder.token;
        m_busy = holder;
        Q_EMIT waiting(holder);
    } else if (line.startsWith(QLatin1String("agent "))) {
        m_key = line.section(QLatin1Char(' '), 2, 2);
    } else if (line.startsWith(QLatin1String("held "))) {
        // A lease given up on (acquire() cancelled it) may still say "held" on its way out: the
        // host was free a moment too late. It is not this agent's, and its end is no lost lease.
        if (m_abandoned)
            return;
        m_held = true;
        m_locked = line.endsWith(QLatin1String(" flock"));
    } else if (line.startsWith(QLatin1String("nolock "))) {
        Q_EMIT notice(tr("%1 cannot be leased (%2): Tunebench goes on, but nothing keeps another Tunebench from "
                         "changing it at the same time")
                          .arg(m_runner.hostName(), line.mid(7)));
    } else if (line.startsWith(QLatin1String("warn "))) {
        Q_EMIT notice(tr("%1: %2").arg(m_runner.hostName(), line.mid(5)));
    } else if (line.startsWith(QLatin1String("fired "))) {
        m_fired = line.mid(6);
    } else if (line == QLatin1String("confirmed")) {
        m_confirmed = true;
    } else {
        m_replies << line;
    }
}

void HostAgent::onFinished(const CommandExit &exit)
{
    m_heartbeat.stop();
    const bool wasHeld = m_held;
    m_held = false;
    if (wasHeld && !m_releasing && m_confirmed) {
        Q_EMIT confirmed();
    } else if (wasHeld && !m_releasing) {
        qCInfo(lcHosts) << m_runner.hostName() << "lease lost:" << exit.describe() << m_fired;
        Q_EMIT lost(lostReason());
    }
}

QString HostAgent::lostReason() const
{
    if (m_fired == QLatin1String("silence"))
        return tr("%1 heard nothing from Tunebench for the grace period, put its tunables back itself and ended the "
                  "lease")
            .arg(m_runner.hostName());
    if (!m_fired.isEmpty())
        return tr("%1 put its tunables back itself and ended the lease (%2)").arg(m_runner.hostName(), m_fired);
    if (m_process && m_process->isFinished())
        return tr("the lease on %1 ended: %2").arg(m_runner.hostName(), m_process->exit().describe());
    return tr("the lease on %1 ended").arg(m_runner.hostName());
}

Error HostAgent::endedError() const
{
    const QString why = m_process && m_process->isFinished() ? m_process->exit().describe() : tr("ended");
    // The agent says why in its own words ("error cannot create ...") or the shell on stderr.
    Error error = makeError(ErrorCode::CommandFailed,
                            tr("the Tunebench agent on %1 stopped (%2)").arg(m_runner.hostName(), why),
                            (m_replies + m_stderr).join(QLatin1Char('\n')));
    if (m_process && m_process->isFinished() && m_process->exit().error)
        error.code = m_process->exit().error->code;
    return error;
}

bool HostAgent::waitUntil(const std::function<bool()> &done, int timeoutMs, const std::function<bool()> &cancel)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (!m_process || m_process->isFinished() || (cancel && cancel()))
            return false;
        if (timeoutMs >= 0 && timer.elapsed() >= timeoutMs)
            return false;
        QEventLoop loop;
        QTimer tick;
        tick.setSingleShot(true);
        connect(&tick, &QTimer::timeout, &loop, &QEventLoop::quit);
        connect(m_process, &CommandProcess::stdoutLine, &loop, &QEventLoop::quit);
        connect(m_process, &CommandProcess::finished, &loop, &QEventLoop::quit);
        tick.start(100);
        loop.exec();
    }
    return true;
}

void HostAgent::start(const AcquireOptions &options)
{
    if (m_process)
        return;
    m_holder = options.holder;
    m_grace = qMax(1, options.graceSeconds);
    CommandSpec spec = command(m_options, {QStringLiteral("hold"), m_holder.toLine(), QString::number(m_grace)});
    spec.keepStdinOpen = true;
    m_process = m_runner.start(spec, this);
    connect(m_process, &CommandProcess::stdoutLine, this, &HostAgent::onLine);
    connect(m_process, &CommandProcess::stderrLine, this, [this](const QString &line) {
        if (m_stderr.size() < 20)
            m_stderr << line;
    });
    connect(m_process, &CommandProcess::finished, this, &HostAgent::onFinished);
}

Status HostAgent::acquire(const AcquireOptions &options)
{
    if (m_acquiring)
        return makeError(ErrorCode::InvalidArgument, tr("this agent was started already"));
    m_acquiring = true;
    start(options); // unless start() ran already
    const int grace = m_grace;
    const int timeoutMs = options.waitSeconds < 0 ? -1 : options.waitSeconds * 1000;
    // --wait counts from the first word that another holder has the host: connecting to it and
    // starting the agent are not waiting for it.
    const bool answered = waitUntil([this] { return m_held || m_busy; }, -1, options.cancelRequested);
    if (answered && waitUntil([this] { return m_held || m_sameHolder; }, timeoutMs, options.cancelRequested)
        && !m_sameHolder) {
        m_heartbeat.start(std::clamp(grace * 1000 / 4, 200, 2000));
        qCDebug(lcHosts) << m_runner.hostName() << "leased as" << m_key << (m_locked ? "with flock" : "without a lock");
        return Ok{};
    }
    const bool ended = !m_process || m_process->isFinished();
    if (!ended) {
        m_abandoned = true;
        m_process->cancel();
    }
    if (m_sameHolder)
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1 is a host this experiment has leased already under another name").arg(m_runner.hostName()));
    if (options.cancelRequested && options.cancelRequested())
        return makeError(ErrorCode::Cancelled, tr("cancelled while waiting for %1").arg(m_runner.hostName()));
    if (ended)
        return endedError();
    return makeError(ErrorCode::Timeout, tr("%1 is in use by %2; gave up after waiting %3 s")
                                             .arg(m_runner.hostName(),
                                                  m_busy ? m_busy->describe() : tr("another Tunebench"))
                                             .arg(options.waitSeconds));
}

Status HostAgent::send(const QStringList &lines, const QString &reply)
{
    if (!isHeld())
        return makeError(ErrorCode::ConnectionLost, lostReason());
    m_replies.clear();
    m_process->writeStdin(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    QString answer;
    const bool answered = waitUntil(
        [&] {
            for (const QString &line : std::as_const(m_replies)) {
                if (line == reply || line.startsWith(reply + QLatin1Char(' ')) || line.startsWith(QLatin1String("error "))) {
                    answer = line;
                    return true;
                }
            }
            return false;
        },
        ReplyTimeoutMs);
    if (!answered)
        return makeError(ErrorCode::ConnectionLost, isHeld() ? tr("the Tunebench agent on %1 did not answer").arg(m_runner.hostName())
                                                             : lostReason());
    if (answer.startsWith(QLatin1String("error ")))
        return makeError(ErrorCode::CommandFailed,
                         tr("the Tunebench agent on %1 refused: %2").arg(m_runner.hostName(), answer.mid(6)));
    return Ok{};
}

Status HostAgent::arm(int slot, const QMap<QString, QString> &meta, const QList<AgentStep> &steps)
{
    QStringList lines{QStringLiteral("arm %1").arg(slot)};
    QStringList fields;
    for (auto it = meta.cbegin(); it != meta.cend(); ++it)
        fields << clean(it.key()) + QLatin1Char('=') + clean(it.value());
    lines << QStringLiteral("meta ") + fields.join(QLatin1Char('\t'));
    for (const AgentStep &step : steps) {
        auto line = stepLine(step);
        if (!line)
            return line.error();
        lines << line.value();
    }
    lines << QStringLiteral("commit");
    if (Status armed = send(lines, QStringLiteral("armed %1").arg(slot)); !armed)
        return armed;
    if (!m_armed.contains(slot))
        m_armed << slot;
    return Ok{};
}

Status HostAgent::disarm(int slot)
{
    if (Status done = send({QStringLiteral("disarm %1").arg(slot)}, QStringLiteral("disarmed %1").arg(slot)); !done)
        return done;
    m_armed.removeAll(slot);
    return Ok{};
}

Status HostAgent::setGrace(int seconds)
{
    return send({QStringLiteral("grace %1").arg(qMax(1, seconds))}, QStringLiteral("grace"));
}

Status HostAgent::setDeadline(int seconds)
{
    return send({QStringLiteral("deadline %1").arg(qMax(0, seconds))}, QStringLiteral("deadline"));
}

void HostAgent::release()
{
    if (!m_process)
        return;
    for (int slot : QList<int>(m_armed)) {
        if (Status disarmed = disarm(slot); !disarmed)
            qCWarning(lcHosts) << m_runner.hostName() << "could not disarm the agent:" << disarmed.error().toString();
    }
    m_releasing = true;
    m_heartbeat.stop();
    m_process->closeStdin();
    // Returns when the agent ended (the lease is free) or after the timeout.
    (void)waitUntil([] { return false; }, ReleaseTimeoutMs);
    qCDebug(lcHosts) << m_runner.hostName() << "lease released" << (m_process && m_process->isFinished() ? "" : "(agent still ending)");
    detach();
}

void HostAgent::detach()
{
    m_heartbeat.stop();
    if (!m_process)
        return;
    m_releasing = true;
    m_process->closeStdin();
    m_process->disconnect(this);
    // The agent ends by itself now that its input ended (restoring the host first if still
    // armed); its process object must not kill it on the way (LocalRunner's would), so it stays
    // until the agent is gone.
    m_process->setParent(nullptr);
    if (m_process->isFinished())
        delete m_process.data();
    else
        connect(m_process, &CommandProcess::finished, m_process, &QObject::deleteLater);
    m_process.clear();
    m_held = false;
}

Result<AgentRecords> HostAgent::readRecords(CommandRunner &runner, const HostAgentOptions &options)
{
    CommandSpec spec = command(options, {QStringLiteral("records")});
    spec.timeoutMs = ReplyTimeoutMs;
    const CommandOutput output = runToCompletion(runner, spec);
    if (!output.exit.succeeded() || !output.stdoutData.contains("end\t"))
        return makeError(output.exit.error ? output.exit.error->code : ErrorCode::CommandFailed,
                         tr("cannot read what %1 restored on its own: %2").arg(runner.hostName(), output.exit.describe()),
                         QString::fromUtf8(output.stderrData).trimmed());
    return AgentRecords::parse(QString::fromUtf8(output.stdoutData));
}

Status HostAgent::forgetRecords(CommandRunner &runner, const QStringList &names, const HostAgentOptions &options)
{
    if (names.isEmpty())
        return Ok{};
    CommandSpec spec = command(options, QStringList{QStringLiteral("forget")} << names);
    spec.timeoutMs = ReplyTimeoutMs;
    const CommandOutput output = runToCompletion(runner, spec);
    if (!output.exit.succeeded())
        return makeError(ErrorCode::CommandFailed,
                         tr("cannot remove the restore records on %1: %2").arg(runner.hostName(), output.exit.describe()),
                         QString::fromUtf8(output.stderrData).trimmed());
    return Ok{};
}

Result<bool> HostAgent::confirm(CommandRunner &runner, const HostAgentOptions &options)
{
    CommandSpec spec = command(options, {QStringLiteral("confirm")});
    spec.timeoutMs = ReplyTimeoutMs;
    const CommandOutput output = runToCompletion(runner, spec);
    const QString answer = QString::fromUtf8(output.stdoutData).trimmed();
    if (!output.exit.succeeded())
        return makeError(ErrorCode::CommandFailed,
                         tr("cannot reach the Tunebench agent on %1: %2").arg(runner.hostName(), output.exit.describe()),
                         QString::fromUtf8(output.stderrData).trimmed());
    if (answer.startsWith(QLatin1String("unanswered")))
        return makeError(ErrorCode::Timeout, tr("the Tunebench agent on %1 did not take the confirmation").arg(runner.hostName()));
    return answer.startsWith(QLatin1String("confirmed"));
}

} // namespace Tunebench
