// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/sshchannel_p.h"

#include "core/logging.h"
#include "transport/ssh/remotecommand.h"

#include <algorithm>

#include <sys/ioctl.h>

namespace Tunebench {

using namespace std::chrono_literals;

namespace {
// Output is handed to the runner's thread in blocks of up to this size: one queued signal per
// block rather than per SSH packet (libssh decodes at most 32 KiB per packet, reading 4 KiB per
// recv). Only bytes already received are gathered, so coalescing adds no latency.
constexpr qsizetype CoalesceBytes = 512 * 1024;
// Polls in one pass that may decode nothing for this stream (packets of other channels, or one
// packet arriving in 4 KiB pieces) before the pass ends; bounds one channel's turn.
constexpr int MaxEmptyPolls = 64;
constexpr qint64 StderrHeadBytes = 2048;
// Cancel: a signal request first (OpenSSH honours it for non-root logins only: for root it logs
// "session signalling requires privilege separation", verified on the test bed's sshd 9.2),
// then TERM and KILL to the process group through a second channel, then give up on waiting.
constexpr auto PidTermAfter = 300ms;
constexpr auto PidKillAfter = 2300ms;
constexpr auto AbandonAfter = 5000ms;
} // namespace

SshCommandChannel::SshCommandChannel(SshChannelSetup setup) : m_setup(std::move(setup))
{
    m_pendingStdin = m_setup.spec.stdinData;
    m_keepStdinOpen = m_setup.spec.keepStdinOpen;
    m_pidLinePending = !m_setup.internal;
}

SshCommandChannel::~SshCommandChannel()
{
    if (m_channel) {
        ssh_remove_channel_callbacks(m_channel, &m_callbacks);
        ssh_channel_free(m_channel);
    }
}

void SshCommandChannel::onExitStatus(ssh_session, ssh_channel, int status, void *self)
{
    static_cast<SshCommandChannel *>(self)->m_exitStatus = status;
}

void SshCommandChannel::onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *, const char *,
                                     void *self)
{
    static_cast<SshCommandChannel *>(self)->m_exitSignal = QString::fromLatin1(signal ? signal : "?");
}

void SshCommandChannel::onEof(ssh_session, ssh_channel, void *self)
{
    static_cast<SshCommandChannel *>(self)->m_remoteEof = true;
}

void SshCommandChannel::onClose(ssh_session, ssh_channel, void *self)
{
    static_cast<SshCommandChannel *>(self)->m_remoteClosed = true;
}

SshCommandChannel::OpenResult SshCommandChannel::open(ssh_session session, SshClock::time_point now, Error *error)
{
    m_channel = ssh_channel_new(session);
    if (!m_channel) {
        *error = makeError(ErrorCode::Internal, tr("libssh could not create a channel"));
        return OpenResult::Failed;
    }
    // Exit status and signal arrive through callbacks on libssh 0.10 and 0.11 alike, so we need
    // neither ssh_channel_get_exit_status (blocking, deprecated in 0.11, blind to signals) nor
    // 0.11's ssh_channel_get_exit_state. Registered before the exec so nothing is missed.
    m_callbacks.userdata = this;
    m_callbacks.channel_exit_status_function = &SshCommandChannel::onExitStatus;
    m_callbacks.channel_exit_signal_function = &SshCommandChannel::onExitSignal;
    m_callbacks.channel_eof_function = &SshCommandChannel::onEof;
    m_callbacks.channel_close_function = &SshCommandChannel::onClose;
    ssh_callbacks_init(&m_callbacks);
    ssh_set_channel_callbacks(m_channel, &m_callbacks);

    if (ssh_channel_open_session(m_channel) != SSH_OK) {
        const QString why = SshHandles::lastError(session);
        *error = makeError(ErrorCode::ConnectionFailed, tr("%1 refused a new session").arg(m_setup.host), why);
        // Past MaxSessions, OpenSSH 9.2 answers "open failed" (reason 2), not a distinct code:
        // the connection decides whether other open channels make that a limit to wait for.
        m_sessionError = !ssh_is_connected(session);
        return m_sessionError ? OpenResult::Failed : OpenResult::Refused;
    }
    const QByteArray line = m_setup.commandLine.toUtf8();
    if (ssh_channel_request_exec(m_channel, line.constData()) != SSH_OK) {
        *error = makeError(ErrorCode::CommandFailed, tr("%1 refused to run '%2'")
                                                         .arg(m_setup.host, m_setup.spec.argv.value(0)),
                           SshHandles::lastError(session));
        m_sessionError = !ssh_is_connected(session);
        return OpenResult::Failed;
    }
    m_startedAt = now;
    qCDebug(lcSsh) << m_setup.host << "channel" << m_setup.id << "runs" << m_setup.spec.argv;
    return OpenResult::Started;
}

bool SshCommandChannel::isThrottled() const
{
    return m_setup.unconsumed && m_setup.unconsumed->load() > ThrottleBytes;
}

void SshCommandChannel::writeStdin()
{
    while (!m_pendingStdin.isEmpty()) {
        // Never more than the peer's window: ssh_channel_write would block until it grows.
        const qint64 window = ssh_channel_window_size(m_channel);
        const qint64 chunk = std::min<qint64>({window, qint64(m_pendingStdin.size()), 32 * 1024});
        if (chunk <= 0)
            return;
        const int written = ssh_channel_write(m_channel, m_pendingStdin.constData(), uint32_t(chunk));
        if (written <= 0) {
            m_sessionError = written == SSH_ERROR;
            return;
        }
        m_pendingStdin.remove(0, written);
    }
    if (!m_stdinClosed && !m_keepStdinOpen) {
        ssh_channel_send_eof(m_channel);
        m_stdinClosed = true;
    }
}

void SshCommandChannel::deliver(SshChannelSink &sink, QByteArray data, bool isStderr)
{
    if (m_setup.internal || data.isEmpty())
        return;
    if (isStderr && m_stderrHead.size() < StderrHeadBytes)
        m_stderrHead += data.left(StderrHeadBytes - m_stderrHead.size());
    if (!isStderr && m_pidLinePending) {
        // The first stdout line is our `echo $$`; keep it for the cancel fallback.
        m_pidLine += data;
        const qsizetype newline = m_pidLine.indexOf('\n');
        if (newline < 0 && m_pidLine.size() < 32)
            return;
        m_pidLinePending = false;
        bool isNumber = false;
        const qint64 pid = newline > 0 ? m_pidLine.left(newline).toLongLong(&isNumber) : 0;
        if (isNumber && pid > 1) {
            m_pid = pid;
            data = m_pidLine.mid(newline + 1);
        } else {
            data = m_pidLine;
        }
        m_pidLine.clear();
        if (data.isEmpty())
            return;
    }
    if (m_setup.unconsumed)
        m_setup.unconsumed->fetch_add(data.size());
    sink.output(m_setup.id, data, isStderr);
}

bool SshCommandChannel::socketHasInput() const
{
    int pending = 0;
    return ::ioctl(ssh_get_fd(ssh_channel_get_session(m_channel)), FIONREAD, &pending) == 0 && pending > 0;
}

bool SshCommandChannel::readStream(SshChannelSink &sink, bool isStderr)
{
    bool &eof = isStderr ? m_stderrEof : m_stdoutEof;
    QByteArray block;
    int emptyPolls = 0;
    bool sessionOk = true;
    // ssh_channel_poll decodes what the socket holds (one recv per call) and says how much this
    // stream has buffered; we keep going while the kernel still holds bytes, so a burst becomes
    // one block instead of a round of the worker loop per 4 KiB.
    while (!eof && !isThrottled() && block.size() < CoalesceBytes) {
        const int available = ssh_channel_poll(m_channel, isStderr);
        if (available > 0) {
            emptyPolls = 0;
            const qsizetype offset = block.size();
            const int wanted = int(std::min<qsizetype>(available, CoalesceBytes - offset));
            block.resize(offset + wanted);
            const int n = ssh_channel_read_nonblocking(m_channel, block.data() + offset, uint32_t(wanted), isStderr);
            block.truncate(offset + std::max(n, 0));
            if (n == SSH_ERROR) {
                sessionOk = false;
                break;
            }
        } else if (available == SSH_EOF) {
            eof = true;
        } else if (available == SSH_ERROR) {
            sessionOk = false;
            break;
        } else if (++emptyPolls > MaxEmptyPolls || !socketHasInput()) {
            break;
        }
    }
    m_sessionError = m_sessionError || !sessionOk;
    // Stopped at the block limit: libssh may hold more while the socket is empty, and the
    // connection must not sleep on the socket then.
    (isStderr ? m_stderrMore : m_stdoutMore) = sessionOk && !eof && block.size() >= CoalesceBytes;
    deliver(sink, std::move(block), isStderr);
    return sessionOk;
}

void SshCommandChannel::service(SshChannelSink &sink, SshClock::time_point now)
{
    if (m_done || !m_channel)
        return;
    if (!m_stdinClosed && !m_remoteClosed)
        writeStdin();
    if (!readStream(sink, false) || !readStream(sink, true))
        return;
    if (m_cancelReason && !m_signalSent) {
        m_signalSent = true;
        ssh_channel_request_send_signal(m_channel, "TERM");
    }
    if (m_cancelReason && now - m_cancelledAt >= AbandonAfter) {
        qCWarning(lcSsh) << m_setup.host << "command" << m_setup.spec.argv.value(0) << "did not end after a cancel"
                         << (m_pid ? "(pid known)" : "(pid unknown)");
        finish(sink, CommandExit{CommandExit::Kind::Failed, -1, {}, *m_cancelReason});
        return;
    }
    const bool timedOut = m_setup.spec.timeoutMs > 0 && !m_cancelReason
        && now - m_startedAt >= std::chrono::milliseconds(m_setup.spec.timeoutMs);
    if (timedOut)
        cancel(makeError(ErrorCode::Timeout, tr("'%1' on %2 did not finish within %3 s and was killed")
                                                 .arg(m_setup.spec.argv.value(0), m_setup.host)
                                                 .arg(m_setup.spec.timeoutMs / 1000.0)),
               now);
    const bool drained = m_stdoutEof && m_stderrEof;
    const bool exitKnown = m_exitStatus.has_value() || !m_exitSignal.isEmpty();
    if (drained && (exitKnown || m_remoteClosed))
        finish(sink, m_cancelReason ? CommandExit{CommandExit::Kind::Failed, -1, {}, *m_cancelReason}
                                    : exitFromRemote());
}

CommandExit SshCommandChannel::exitFromRemote() const
{
    CommandExit exit;
    if (!m_exitSignal.isEmpty()) {
        exit.kind = CommandExit::Kind::Signalled;
        exit.signalName = m_exitSignal;
        return exit;
    }
    if (!m_exitStatus) {
        exit.error = makeError(ErrorCode::CommandFailed,
                               tr("%1 ended '%2' without an exit status").arg(m_setup.host, m_setup.spec.argv.value(0)));
        return exit;
    }
    return RemoteCommand::exitFromCode({m_setup.spec, m_setup.viaSudo, m_setup.host, m_setup.user}, *m_exitStatus,
                                       m_stderrHead);
}

void SshCommandChannel::finish(SshChannelSink &sink, const CommandExit &exit)
{
    m_done = true;
    if (m_channel) {
        ssh_remove_channel_callbacks(m_channel, &m_callbacks);
        ssh_channel_close(m_channel);
        ssh_channel_free(m_channel);
        m_channel = nullptr;
    }
    if (!m_setup.internal)
        sink.finished(m_setup.id, exit);
}

void SshCommandChannel::cancel(const Error &reason, SshClock::time_point now)
{
    if (m_cancelReason || m_done)
        return;
    m_cancelReason = reason;
    m_cancelledAt = now;
}

void SshCommandChannel::appendStdin(const QByteArray &data)
{
    if (!m_keepStdinOpen || m_stdinClosed || m_done)
        return;
    m_pendingStdin += data;
}

void SshCommandChannel::closeStdin()
{
    // service() sends EOF once the pending bytes are out.
    m_keepStdinOpen = false;
}

void SshCommandChannel::abandon(SshChannelSink &sink, const Error &error)
{
    if (m_done)
        return;
    m_done = true;
    // The session is freed right after this; its channels go with it.
    m_channel = nullptr;
    if (!m_setup.internal)
        sink.finished(m_setup.id, CommandExit{CommandExit::Kind::Failed, -1, {}, error});
}

std::optional<QStringList> SshCommandChannel::takeKillWords(SshClock::time_point now)
{
    if (!m_cancelReason || m_done || m_pid <= 0)
        return std::nullopt;
    if (m_killStage == 0 && now - m_cancelledAt >= PidTermAfter) {
        m_killStage = 1;
        return RemoteCommand::killWords(m_pid, QStringLiteral("TERM"), m_setup.viaSudo);
    }
    if (m_killStage == 1 && now - m_cancelledAt >= PidKillAfter) {
        m_killStage = 2;
        return RemoteCommand::killWords(m_pid, QStringLiteral("KILL"), m_setup.viaSudo);
    }
    return std::nullopt;
}

std::optional<SshClock::time_point> SshCommandChannel::nextDeadline() const
{
    if (m_done)
        return std::nullopt;
    if (m_cancelReason) {
        if (m_pid > 0 && m_killStage == 0)
            return m_cancelledAt + PidTermAfter;
        if (m_pid > 0 && m_killStage == 1)
            return m_cancelledAt + PidKillAfter;
        return m_cancelledAt + AbandonAfter;
    }
    if (m_setup.spec.timeoutMs > 0)
        return m_startedAt + std::chrono::milliseconds(m_setup.spec.timeoutMs);
    return std::nullopt;
}

} // namespace Tunebench
