// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/sshremoteshell_p.h"

#include "core/logging.h"
#include "transport/ssh/remotecommand.h"

#include <algorithm>

#include <sys/ioctl.h>

namespace Tunebench {

using namespace std::chrono_literals;

namespace {
// As in SshCommandChannel: one queued signal per block of output, not per frame.
constexpr qsizetype CoalesceBytes = 512 * 1024;
constexpr int MaxEmptyPolls = 64;
constexpr qsizetype StderrHeadBytes = 2048;
constexpr qsizetype ShellStderrBytes = 4096;
constexpr qint64 WriteChunk = 32 * 1024;
// A cancel sends TERM to the process group at once, KILL after this, and stops waiting after
// AbandonAfter (the slot stays taken until the exit frame comes).
constexpr auto KillAfter = 2000ms;
constexpr auto AbandonAfter = 5000ms;
// A shell that ends while the session lives is started again this often, then given up.
constexpr int MaxRestarts = 2;

bool socketHasInput(ssh_channel channel)
{
    int pending = 0;
    return ::ioctl(ssh_get_fd(ssh_channel_get_session(channel)), FIONREAD, &pending) == 0 && pending > 0;
}
} // namespace

SshRemoteShell::SshRemoteShell(QString host, QString user) : m_host(std::move(host)), m_user(std::move(user)) { }

SshRemoteShell::~SshRemoteShell()
{
    freeChannel();
}

void SshRemoteShell::onExitStatus(ssh_session, ssh_channel, int status, void *self)
{
    static_cast<SshRemoteShell *>(self)->m_exitStatus = status;
}

void SshRemoteShell::onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *, const char *,
                                  void *self)
{
    static_cast<SshRemoteShell *>(self)->m_exitSignal = QString::fromLatin1(signal ? signal : "?");
}

void SshRemoteShell::onEof(ssh_session, ssh_channel, void *self)
{
    static_cast<SshRemoteShell *>(self)->m_remoteEof = true;
}

void SshRemoteShell::onClose(ssh_session, ssh_channel, void *self)
{
    static_cast<SshRemoteShell *>(self)->m_remoteClosed = true;
}

void SshRemoteShell::start(ssh_session session, std::chrono::milliseconds timeout, SshClock::time_point now)
{
    m_parser = RemoteShellParser{};
    m_out.clear();
    m_outSent = 0;
    m_stderr.clear();
    m_exitStatus.reset();
    m_exitSignal.clear();
    m_remoteEof = m_remoteClosed = m_stdoutEof = m_moreOutput = m_sessionError = false;
    m_channel = ssh_channel_new(session);
    if (!m_channel) {
        fail(tr("libssh could not create a channel for the remote shell"));
        return;
    }
    m_callbacks = {};
    m_callbacks.userdata = this;
    m_callbacks.channel_exit_status_function = &SshRemoteShell::onExitStatus;
    m_callbacks.channel_exit_signal_function = &SshRemoteShell::onExitSignal;
    m_callbacks.channel_eof_function = &SshRemoteShell::onEof;
    m_callbacks.channel_close_function = &SshRemoteShell::onClose;
    ssh_callbacks_init(&m_callbacks);
    ssh_set_channel_callbacks(m_channel, &m_callbacks);
    if (ssh_channel_open_session(m_channel) != SSH_OK
        || ssh_channel_request_exec(m_channel, RemoteShellProtocol::startCommand().constData()) != SSH_OK) {
        m_sessionError = !ssh_is_connected(session);
        fail(tr("%1 refused to start the remote shell: %2").arg(m_host, SshHandles::lastError(session)));
        freeChannel();
        return;
    }
    m_out = RemoteShellProtocol::script();
    m_state = State::Starting;
    m_timeout = timeout;
    m_deadline = now + timeout;
    qCDebug(lcSsh) << m_host << "starting the remote shell";
}

void SshRemoteShell::disable(const QString &why)
{
    fail(why);
}

void SshRemoteShell::fail(const QString &why)
{
    qCInfo(lcSsh) << m_host << "runs every command on a channel of its own:" << why;
    m_state = State::Failed;
    m_failure = why;
    m_decided = true;
}

void SshRemoteShell::freeChannel()
{
    if (!m_channel)
        return;
    ssh_remove_channel_callbacks(m_channel, &m_callbacks);
    if (!m_remoteClosed)
        ssh_channel_close(m_channel);
    ssh_channel_free(m_channel);
    m_channel = nullptr;
}

void SshRemoteShell::close()
{
    if (m_channel && !m_remoteClosed)
        ssh_channel_send_eof(m_channel);
    freeChannel();
    if (m_state != State::Failed)
        m_state = State::Idle;
}

void SshRemoteShell::run(SshChannelSetup setup, const QStringList &words, SshClock::time_point now)
{
    const auto freeSlot = std::find(m_slots.begin(), m_slots.end(), false);
    const int slot = int(freeSlot - m_slots.begin());
    if (freeSlot == m_slots.end())
        m_slots.push_back(true);
    else
        *freeSlot = true;
    m_out += RemoteShellProtocol::runRequest(setup.id, slot, setup.viaSudo, words, setup.spec.stdinData);
    qCDebug(lcSsh) << m_host << "remote shell slot" << slot << "runs" << setup.spec.argv;
    Command command;
    command.slot = slot;
    command.startedAt = now;
    command.setup = std::move(setup);
    m_commands.emplace(command.setup.id, std::move(command));
    writePending();
}

bool SshRemoteShell::cancel(quint64 id, const Error &reason, SshClock::time_point now)
{
    const auto it = m_commands.find(id);
    if (it == m_commands.end())
        return false;
    Command &command = it->second;
    if (!command.reported && !command.cancelReason) {
        command.cancelReason = reason;
        command.cancelledAt = now;
    }
    return true;
}

void SshRemoteShell::cancelAll(const Error &reason, SshClock::time_point now)
{
    for (auto &[id, command] : m_commands)
        cancel(id, reason, now);
}

bool SshRemoteShell::hasCommands() const
{
    return std::any_of(m_commands.begin(), m_commands.end(), [](const auto &entry) { return !entry.second.reported; });
}

bool SshRemoteShell::isThrottled() const
{
    return std::any_of(m_commands.begin(), m_commands.end(), [](const auto &entry) {
        const auto &unconsumed = entry.second.setup.unconsumed;
        return unconsumed && unconsumed->load() > SshCommandChannel::ThrottleBytes;
    });
}

void SshRemoteShell::writePending()
{
    while (m_channel && m_outSent < m_out.size()) {
        // Never more than the peer's window: ssh_channel_write would block until it grows.
        const qint64 chunk = std::min<qint64>({qint64(ssh_channel_window_size(m_channel)), m_out.size() - m_outSent, WriteChunk});
        if (chunk <= 0)
            break;
        const int written = ssh_channel_write(m_channel, m_out.constData() + m_outSent, uint32_t(chunk));
        if (written <= 0) {
            m_sessionError = written == SSH_ERROR;
            break;
        }
        m_outSent += written;
    }
    if (m_outSent == m_out.size()) {
        m_out.clear();
        m_outSent = 0;
    } else if (m_outSent > 1024 * 1024) {
        m_out.remove(0, m_outSent);
        m_outSent = 0;
    }
}

bool SshRemoteShell::read(bool isStderr, QByteArray &block)
{
    int emptyPolls = 0;
    while (block.size() < CoalesceBytes) {
        const int available = ssh_channel_poll(m_channel, isStderr);
        if (available > 0) {
            emptyPolls = 0;
            const qsizetype offset = block.size();
            const int wanted = int(std::min<qsizetype>(available, CoalesceBytes - offset));
            block.resize(offset + wanted);
            const int n = ssh_channel_read_nonblocking(m_channel, block.data() + offset, uint32_t(wanted), isStderr);
            block.truncate(offset + std::max(n, 0));
            if (n == SSH_ERROR)
                return !(m_sessionError = true);
        } else if (available == SSH_EOF) {
            m_stdoutEof = m_stdoutEof || !isStderr;
            return true;
        } else if (available == SSH_ERROR) {
            return !(m_sessionError = true);
        } else if (++emptyPolls > MaxEmptyPolls || !socketHasInput(m_channel)) {
            return true;
        }
    }
    m_moreOutput = m_moreOutput || !isStderr;
    return true;
}

QString SshRemoteShell::stderrText() const
{
    return QString::fromUtf8(m_stderr).trimmed().left(400);
}

void SshRemoteShell::service(SshChannelSink &sink, SshClock::time_point now)
{
    if (!m_channel)
        return;
    writePending();
    m_moreOutput = false;
    std::vector<RemoteShellFrame> frames;
    QByteArray block;
    if (!isThrottled() && read(false, block) && !block.isEmpty())
        m_parser.feed(block, frames);
    QByteArray errors;
    if (read(true, errors) && !errors.isEmpty()) {
        qCDebug(lcSsh) << m_host << "remote shell stderr:" << errors.left(300);
        m_stderr += errors;
        m_stderr = m_stderr.right(ShellStderrBytes);
    }
    if (m_sessionError)
        return; // the connection decides whether the session is gone
    handle(sink, frames);
    if (!m_channel)
        return;
    if (m_state == State::Starting) {
        if (m_parser.isBroken()) {
            fail(tr("the remote shell could not start on %1: %2").arg(m_host, m_parser.error()));
            close();
        } else if (m_stdoutEof || m_remoteClosed) {
            const QString text = stderrText();
            fail(!text.isEmpty() ? tr("the remote shell could not start on %1: %2").arg(m_host, text)
                                 : tr("the remote shell on %1 ended before it was ready (exit status %2)")
                                       .arg(m_host, m_exitStatus ? QString::number(*m_exitStatus) : QStringLiteral("?")));
            freeChannel();
        } else if (now >= m_deadline) {
            fail(tr("the remote shell on %1 did not answer within %2 s").arg(m_host).arg(m_timeout.count() / 1000.0));
            // Root logins ignore the signal; the login shell then ends when it reads the EOF.
            ssh_channel_request_send_signal(m_channel, "TERM");
            close();
        }
        return;
    }
    // sshd reports the shell's exit at once, while children it left may still hold the channel.
    const bool exited = m_exitStatus || !m_exitSignal.isEmpty();
    if (m_state == State::Ready && (m_stdoutEof || m_remoteClosed || exited || m_parser.isBroken())) {
        ended(sink);
        return;
    }
    followCancels(sink, now);
}

void SshRemoteShell::handle(SshChannelSink &sink, std::vector<RemoteShellFrame> &frames)
{
    QByteArray pending;
    quint64 pendingId = 0;
    bool pendingStderr = false;
    auto flush = [&] {
        if (pending.isEmpty())
            return;
        if (const auto it = m_commands.find(pendingId); it != m_commands.end() && !it->second.reported)
            deliver(sink, it->second, pending, pendingStderr);
        pending.clear();
    };
    for (RemoteShellFrame &frame : frames) {
        if (frame.kind == RemoteShellFrame::Kind::Output) {
            if (!pending.isEmpty()
                && (frame.id != pendingId || frame.isStderr != pendingStderr || pending.size() >= CoalesceBytes))
                flush();
            pendingId = frame.id;
            pendingStderr = frame.isStderr;
            if (pending.isEmpty())
                pending = std::move(frame.data);
            else
                pending += frame.data;
            continue;
        }
        flush();
        const auto it = m_commands.find(frame.id);
        switch (frame.kind) {
        case RemoteShellFrame::Kind::Ready:
            qCDebug(lcSsh) << m_host << "remote shell ready, pid" << frame.number << frame.text;
            m_state = State::Ready;
            m_decided = true;
            break;
        case RemoteShellFrame::Kind::StartFailed:
            fail(tr("the remote shell could not start on %1: %2").arg(m_host, frame.text));
            close();
            return;
        case RemoteShellFrame::Kind::Started:
            if (it != m_commands.end())
                it->second.pid = frame.number;
            break;
        case RemoteShellFrame::Kind::Exited:
            if (it != m_commands.end())
                finish(sink, frame.id,
                       RemoteCommand::exitFromCode({it->second.setup.spec, it->second.setup.viaSudo, m_host, m_user},
                                                   int(frame.number), it->second.stderrHead));
            break;
        case RemoteShellFrame::Kind::Signalled:
            finish(sink, frame.id, CommandExit{CommandExit::Kind::Signalled, -1, frame.text, std::nullopt});
            break;
        case RemoteShellFrame::Kind::Refused:
            if (it != m_commands.end())
                finish(sink, frame.id,
                       CommandExit{CommandExit::Kind::Failed, -1, {},
                                   makeError(ErrorCode::CommandFailed, tr("could not start '%1' on %2: %3")
                                                                           .arg(it->second.setup.spec.argv.value(0), m_host, frame.text))});
            break;
        case RemoteShellFrame::Kind::Output:
            break;
        }
    }
    flush();
}

void SshRemoteShell::deliver(SshChannelSink &sink, Command &command, const QByteArray &data, bool isStderr)
{
    if (isStderr && command.stderrHead.size() < StderrHeadBytes)
        command.stderrHead += data.left(StderrHeadBytes - command.stderrHead.size());
    if (command.setup.unconsumed)
        command.setup.unconsumed->fetch_add(data.size());
    sink.output(command.setup.id, data, isStderr);
}

void SshRemoteShell::finish(SshChannelSink &sink, quint64 id, const CommandExit &exit)
{
    const auto it = m_commands.find(id);
    if (it == m_commands.end())
        return;
    const Command &command = it->second;
    if (!command.reported)
        sink.finished(id, command.cancelReason ? CommandExit{CommandExit::Kind::Failed, -1, {}, *command.cancelReason}
                                               : exit);
    if (command.slot < int(m_slots.size()))
        m_slots[std::size_t(command.slot)] = false;
    m_commands.erase(it);
}

void SshRemoteShell::followCancels(SshChannelSink &sink, SshClock::time_point now)
{
    for (auto &[id, command] : m_commands) {
        if (command.reported)
            continue;
        const int timeoutMs = command.setup.spec.timeoutMs;
        if (timeoutMs > 0 && !command.cancelReason && now - command.startedAt >= std::chrono::milliseconds(timeoutMs)) {
            command.cancelReason = makeError(ErrorCode::Timeout, tr("'%1' on %2 did not finish within %3 s and was killed")
                                                                     .arg(command.setup.spec.argv.value(0), m_host)
                                                                     .arg(timeoutMs / 1000.0));
            command.cancelledAt = now;
        }
        if (!command.cancelReason)
            continue;
        // The pid comes with the `p` frame; a cancel before it waits for it.
        if (command.pid > 0 && command.killsSent == 0) {
            m_out += RemoteShellProtocol::killRequest(id, command.slot, "TERM");
            command.killsSent = 1;
        } else if (command.pid > 0 && command.killsSent == 1 && now - command.cancelledAt >= KillAfter) {
            m_out += RemoteShellProtocol::killRequest(id, command.slot, "KILL");
            command.killsSent = 2;
        }
        if (now - command.cancelledAt >= AbandonAfter) {
            qCWarning(lcSsh) << m_host << "command" << command.setup.spec.argv.value(0) << "did not end after a cancel";
            sink.finished(id, CommandExit{CommandExit::Kind::Failed, -1, {}, *command.cancelReason});
            command.reported = true;
        }
    }
    writePending();
}

void SshRemoteShell::ended(SshChannelSink &sink)
{
    QString detail = m_parser.isBroken() ? m_parser.error() : stderrText();
    if (!m_exitSignal.isEmpty())
        detail = tr("killed by signal %1").arg(m_exitSignal) + (detail.isEmpty() ? QString() : QStringLiteral("; ") + detail);
    const Error error = makeError(ErrorCode::ConnectionLost, tr("the remote shell on %1 ended").arg(m_host), detail);
    qCWarning(lcSsh) << error.toString();
    for (auto &[id, command] : m_commands) {
        if (!command.reported)
            sink.finished(id, CommandExit{CommandExit::Kind::Failed, -1, {}, error});
        // Its children live on without it (a KILLed shell could not TERM them).
        if (command.pid > 0)
            m_orphanKills.push_back(RemoteCommand::killLine(command.pid, QStringLiteral("TERM"), command.setup.viaSudo));
    }
    m_commands.clear();
    m_slots.clear();
    close();
    if (++m_restarts > MaxRestarts)
        fail(tr("the remote shell on %1 ended %2 times").arg(m_host).arg(m_restarts));
}

void SshRemoteShell::abandon(SshChannelSink &sink, const Error &error)
{
    for (auto &[id, command] : m_commands) {
        if (!command.reported)
            sink.finished(id, CommandExit{CommandExit::Kind::Failed, -1, {}, error});
    }
    m_commands.clear();
    m_slots.clear();
    // The session is freed right after this; its channels go with it.
    m_channel = nullptr;
    if (m_state != State::Failed)
        m_state = State::Idle;
}

std::optional<SshClock::time_point> SshRemoteShell::nextDeadline() const
{
    std::optional<SshClock::time_point> next;
    auto consider = [&next](SshClock::time_point t) { next = next ? std::min(*next, t) : t; };
    if (m_state == State::Starting)
        consider(m_deadline);
    for (const auto &[id, command] : m_commands) {
        if (command.reported)
            continue;
        if (command.cancelReason) {
            consider(command.cancelledAt + (command.killsSent == 1 ? KillAfter : AbandonAfter));
        } else if (command.setup.spec.timeoutMs > 0) {
            consider(command.startedAt + std::chrono::milliseconds(command.setup.spec.timeoutMs));
        }
    }
    return next;
}

} // namespace Tunebench
