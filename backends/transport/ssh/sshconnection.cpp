// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/sshconnection.h"

#include "core/logging.h"
#include "core/quoting.h"
#include "transport/ssh/remotecommand.h"
#include "transport/ssh/sshchannel_p.h"
#include "transport/ssh/sshremoteshell_p.h"
#include "transport/ssh/sshsession_p.h"

#include <libssh/server.h> // ssh_send_keepalive: declared there, works on client sessions too

#include <QHash>
#include <QMutex>
#include <QWaitCondition>

#include <deque>
#include <mutex>
#include <variant>
#include <vector>

#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

namespace Tunebench {

using namespace std::chrono_literals;
using namespace SshHandles;

namespace {

struct StartRequest
{
    SshChannelSetup setup;
};
struct CancelRequest
{
    quint64 id;
    Error reason;
};
struct ConnectRequest
{
};
struct StdinRequest
{
    quint64 id;
    QByteArray data;
    bool close = false;
};
using Request = std::variant<StartRequest, CancelRequest, ConnectRequest, StdinRequest>;

constexpr auto ShutdownGrace = 6s;

// libssh's own messages are protocol chatter for developers (QT_LOGGING_RULES="tunebench.ssh.debug=true");
// what users must know reaches them as Errors.
void logToCategory(int, const char *function, const char *message, void *)
{
    qCDebug(lcSsh, "libssh %s: %s", function, message);
}

int drainWakeFd(socket_t fd, int, void *)
{
    eventfd_t value = 0;
    eventfd_read(fd, &value);
    return 0;
}

} // namespace

class SshConnection::Private final : public SshChannelSink, public SshPrompts
{
public:
    Private(SshConnection *q, SshOptions options, QString displayName)
        : q(q), options(std::move(options)), displayName(std::move(displayName)),
          wakeFd(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)), channelLimit(qMax(1, this->options.maxChannels))
    {
    }
    ~Private() override { ::close(wakeFd); }

    // Mailbox: filled by any thread, emptied by the worker.
    void post(Request request)
    {
        {
            QMutexLocker lock(&mutex);
            requests.push_back(std::move(request));
        }
        wake();
    }
    void wake() { eventfd_write(wakeFd, 1); }

    // SshChannelSink
    void output(quint64 id, const QByteArray &data, bool isStderr) override { Q_EMIT q->commandOutput(id, data, isStderr); }
    void finished(quint64 id, const CommandExit &exit) override { Q_EMIT q->commandFinished(id, exit); }

    // SshPrompts: block this worker until the owner's thread answers (or stop() is called).
    std::optional<QByteArray> askCredential(CredentialRequest &request) override;
    void reportCredential(quint64 requestId, bool accepted) override { Q_EMIT q->credentialChecked(requestId, accepted); }
    bool askHostKey(HostKeyRequest request) override;

    void run();
    void takeRequests();
    void handle(StartRequest &request);
    void handle(const CancelRequest &request);
    void handle(const StdinRequest &request);
    void connect();
    void pump();
    void openQueued(SshClock::time_point now);
    bool openChannel(SshChannelSetup &setup, SshClock::time_point now);
    void startShell(SshClock::time_point now);
    void reportShell();
    void runKillLine(const QString &line, SshClock::time_point now);
    void runKill(const QStringList &words, SshClock::time_point now);
    void checkAlive(SshClock::time_point now);
    void waitForWork();
    int pollTimeoutMs(SshClock::time_point now) const;
    void loseConnection(const Error &error);
    void failQueued(const Error &error);
    [[nodiscard]] bool idleForShutdown() const
    {
        return active.empty() && queued.empty() && !(shell && shell->hasCommands());
    }

    SshConnection *q;
    const SshOptions options;
    const QString displayName;
    const int wakeFd;

    QMutex mutex;
    QWaitCondition answered;
    std::deque<Request> requests;
    QHash<quint64, std::optional<QByteArray>> credentialAnswers;
    QHash<quint64, bool> hostKeyAnswers;
    std::atomic<bool> stopping = false;
    std::atomic<quint64> nextPromptId = 0;

    // Worker-thread state.
    Session session;
    Event event;
    ssh_counter_struct rawCounter{};
    ssh_counter_struct packetCounter{};
    SshTarget target;
    bool loggedInAsRoot = false;
    int channelLimit;
    std::deque<SshChannelSetup> queued;
    std::vector<std::unique_ptr<SshCommandChannel>> active;
    std::unique_ptr<SshRemoteShell> shell; ///< one per session
    quint64 lastPackets = 0;
    SshClock::time_point lastHeard;
    SshClock::time_point lastKeepalive;
    quint64 nextInternalId = 0;
    std::optional<SshClock::time_point> shutdownDeadline;
};

std::optional<QByteArray> SshConnection::Private::askCredential(CredentialRequest &request)
{
    request.id = ++nextPromptId;
    Q_EMIT q->credentialNeeded(request);
    QMutexLocker lock(&mutex);
    while (!credentialAnswers.contains(request.id) && !stopping)
        answered.wait(&mutex);
    // take() of an id that never came (stop() woke us) is an empty optional: declined.
    return credentialAnswers.take(request.id);
}

bool SshConnection::Private::askHostKey(HostKeyRequest request)
{
    request.id = ++nextPromptId;
    Q_EMIT q->hostKeyDecisionNeeded(request);
    QMutexLocker lock(&mutex);
    while (!hostKeyAnswers.contains(request.id) && !stopping)
        answered.wait(&mutex);
    return hostKeyAnswers.take(request.id);
}

void SshConnection::Private::takeRequests()
{
    std::deque<Request> taken;
    {
        QMutexLocker lock(&mutex);
        taken.swap(requests);
    }
    for (Request &request : taken) {
        if (auto *start = std::get_if<StartRequest>(&request))
            handle(*start);
        else if (auto *cancel = std::get_if<CancelRequest>(&request))
            handle(*cancel);
        else if (auto *input = std::get_if<StdinRequest>(&request))
            handle(*input);
        else if (!session && !stopping)
            connect();
    }
}

void SshConnection::Private::handle(StartRequest &request)
{
    if (stopping) {
        finished(request.setup.id, CommandExit{CommandExit::Kind::Failed, -1, {},
                                               makeError(ErrorCode::Cancelled, SshConnection::tr("cancelled"))});
        return;
    }
    queued.push_back(std::move(request.setup));
}

void SshConnection::Private::handle(const CancelRequest &request)
{
    for (auto it = queued.begin(); it != queued.end(); ++it) {
        if (it->id == request.id) {
            // Never started: nothing to kill on the host.
            finished(request.id, CommandExit{CommandExit::Kind::Failed, -1, {}, request.reason});
            queued.erase(it);
            return;
        }
    }
    if (shell && shell->cancel(request.id, request.reason, SshClock::now()))
        return;
    for (auto &channel : active) {
        if (channel->id() == request.id)
            channel->cancel(request.reason, SshClock::now());
    }
}

void SshConnection::Private::handle(const StdinRequest &request)
{
    for (SshChannelSetup &setup : queued) {
        if (setup.id != request.id || !setup.spec.keepStdinOpen)
            continue;
        // Not opened yet: the channel will send it all with its initial stdin.
        setup.spec.stdinData += request.data;
        setup.spec.keepStdinOpen = !request.close;
        return;
    }
    for (auto &channel : active) {
        if (channel->id() == request.id)
            request.close ? channel->closeStdin() : channel->appendStdin(request.data);
    }
}

void SshConnection::Private::connect()
{
    Result<SshTarget> resolved = SshSession::resolve(options, displayName);
    if (!resolved) {
        failQueued(resolved.error());
        Q_EMIT q->disconnected(resolved.error());
        return;
    }
    target = resolved.value();
    SshConnectionInfo info;
    Result<Session> opened = SshSession::open(options, target, *this, info);
    if (!opened) {
        qCDebug(lcSsh) << displayName << opened.error().toString();
        failQueued(opened.error());
        Q_EMIT q->disconnected(opened.error());
        return;
    }
    session = std::move(opened).value();
    loggedInAsRoot = target.user == QLatin1String("root");
    rawCounter = {};
    packetCounter = {};
    ssh_set_counters(session.get(), &rawCounter, &packetCounter);
    event.reset(ssh_event_new());
    ssh_event_add_session(event.get(), session.get());
    ssh_event_add_fd(event.get(), wakeFd, POLLIN, drainWakeFd, nullptr);
    lastPackets = packetCounter.in_packets;
    lastHeard = lastKeepalive = SshClock::now();
    channelLimit = qMax(1, options.maxChannels);
    Q_EMIT q->connected(info);
    shell = std::make_unique<SshRemoteShell>(displayName, target.user);
    if (options.remoteShell)
        startShell(SshClock::now());
    else
        shell->disable(SshConnection::tr("the connection is set up to give every command a channel of its own"));
    reportShell();
}

void SshConnection::Private::startShell(SshClock::time_point now)
{
    // The greeting waits for the login shell's start-up files: give it the connect timeout.
    shell->start(session.get(), std::chrono::milliseconds(qMax(1000, options.connectTimeoutMs)), now);
}

void SshConnection::Private::reportShell()
{
    if (!shell || !shell->takeDecision())
        return;
    const bool ready = shell->state() == SshRemoteShell::State::Ready;
    Q_EMIT q->remoteShellDecided(RemoteShellInfo{ready, ready ? QString() : shell->failure()});
}

void SshConnection::Private::failQueued(const Error &error)
{
    while (!queued.empty()) {
        const SshChannelSetup setup = std::move(queued.front());
        queued.pop_front();
        finished(setup.id, CommandExit{CommandExit::Kind::Failed, -1, {}, error});
    }
}

void SshConnection::Private::openQueued(SshClock::time_point now)
{
    using State = SshRemoteShell::State;
    std::deque<SshChannelSetup> waiting;
    bool channelsFull = false;
    while (!queued.empty()) {
        SshChannelSetup setup = std::move(queued.front());
        queued.pop_front();
        Result<QStringList> words = RemoteCommand::words(setup.spec, loggedInAsRoot, options.privilege, displayName);
        if (!words) {
            finished(setup.id, CommandExit{CommandExit::Kind::Failed, -1, {}, words.error()});
            continue;
        }
        setup.user = target.user;
        setup.viaSudo = RemoteCommand::usesSudo(setup.spec, loggedInAsRoot);
        if (shell && shell->state() != State::Failed && SshRemoteShell::canRun(setup.spec)) {
            if (shell->state() == State::Idle)
                startShell(now); // it ended while the session lives
            if (shell->state() == State::Ready)
                shell->run(std::move(setup), words.value(), now);
            else
                waiting.push_back(std::move(setup)); // Starting; a failure sends it to a channel
            continue;
        }
        setup.commandLine = RemoteCommand::commandLine(setup.spec, loggedInAsRoot, options.privilege, displayName).value();
        if (channelsFull || !openChannel(setup, now)) {
            channelsFull = true;
            waiting.push_back(std::move(setup));
        }
    }
    queued = std::move(waiting);
}

bool SshConnection::Private::openChannel(SshChannelSetup &setup, SshClock::time_point now)
{
    const auto userChannels = std::count_if(active.begin(), active.end(), [](const auto &c) { return !c->isInternal(); });
    if (userChannels >= channelLimit)
        return false;
    auto channel = std::make_unique<SshCommandChannel>(setup);
    Error error;
    switch (channel->open(session.get(), now, &error)) {
    case SshCommandChannel::OpenResult::Started:
        active.push_back(std::move(channel));
        return true;
    case SshCommandChannel::OpenResult::Refused:
        if (userChannels == 0)
            break;
        // The server allows fewer sessions than we assumed: wait for a free one.
        channelLimit = qMax<int>(1, int(userChannels));
        qCInfo(lcSsh) << displayName << "refused a session; running at most" << channelLimit << "at once";
        return false;
    case SshCommandChannel::OpenResult::Failed:
        if (channel->sawSessionError())
            return false;
        break;
    }
    finished(setup.id, CommandExit{CommandExit::Kind::Failed, -1, {}, error});
    return true;
}

void SshConnection::Private::runKillLine(const QString &line, SshClock::time_point now)
{
    SshChannelSetup setup;
    setup.id = ++nextInternalId | (quint64(1) << 63);
    setup.spec.argv = {QStringLiteral("kill")};
    setup.commandLine = line;
    setup.internal = true;
    setup.host = displayName;
    auto channel = std::make_unique<SshCommandChannel>(setup);
    Error error;
    if (channel->open(session.get(), now, &error) == SshCommandChannel::OpenResult::Started)
        active.push_back(std::move(channel));
    else
        qCWarning(lcSsh) << displayName << "could not run the cancel fallback:" << error.toString();
}

// The cancel fallback of a command on a channel of its own (one with streaming stdin, such as a
// host agent): through the remote shell when it runs, so that it starts no login shell (and no
// ~/.bashrc), else on a channel of its own.
void SshConnection::Private::runKill(const QStringList &words, SshClock::time_point now)
{
    if (!shell || shell->state() != SshRemoteShell::State::Ready) {
        runKillLine(shellJoin(words), now);
        return;
    }
    SshChannelSetup setup;
    // Bit 62, not 63: the remote shell's frames carry ids as signed 64-bit numbers.
    setup.id = ++nextInternalId | (quint64(1) << 62);
    setup.spec.argv = words;
    setup.internal = true;
    setup.host = displayName;
    setup.user = target.user;
    shell->run(std::move(setup), words, now);
}

void SshConnection::Private::pump()
{
    const SshClock::time_point now = SshClock::now();
    if (shell) {
        shell->service(*this, now);
        if (shell->sawSessionError() && !ssh_is_connected(session.get())) {
            loseConnection(makeError(ErrorCode::ConnectionLost,
                                     SshConnection::tr("connection to %1 lost").arg(displayName),
                                     lastError(session.get())));
            return;
        }
        for (const QString &kill : shell->takeOrphanKills())
            runKillLine(kill, now);
        reportShell();
    }
    openQueued(now);
    reportShell();
    for (std::size_t i = 0; session && i < active.size(); ++i) {
        active[i]->service(*this, now);
        if (active[i]->sawSessionError() && !ssh_is_connected(session.get())) {
            loseConnection(makeError(ErrorCode::ConnectionLost,
                                     SshConnection::tr("connection to %1 lost").arg(displayName),
                                     lastError(session.get())));
            return;
        }
        if (std::optional<QStringList> kill = active[i]->takeKillWords(now))
            runKill(*kill, now);
    }
    std::erase_if(active, [](const auto &channel) { return channel->isDone(); });
    if (session)
        checkAlive(now);
}

void SshConnection::Private::checkAlive(SshClock::time_point now)
{
    // Liveness from libssh's packet counter (ssh_set_counters): anything received counts. When
    // the peer is silent we send keepalive@openssh.com, which sshd always answers.
    const auto deadAfter = std::chrono::milliseconds(qMax(500, options.deadPeerTimeoutMs));
    const auto probeEvery = std::clamp<std::chrono::milliseconds>(deadAfter / 4, 250ms, 15s);
    if (packetCounter.in_packets != lastPackets) {
        lastPackets = packetCounter.in_packets;
        lastHeard = now;
    }
    if (!ssh_is_connected(session.get())) {
        loseConnection(makeError(ErrorCode::ConnectionLost, SshConnection::tr("connection to %1 lost").arg(displayName),
                                 lastError(session.get())));
        return;
    }
    if (now - lastHeard >= deadAfter) {
        loseConnection(makeError(ErrorCode::ConnectionLost, SshConnection::tr("connection to %1 lost").arg(displayName),
                                 SshConnection::tr("no answer for %1 s").arg(options.deadPeerTimeoutMs / 1000.0)));
        return;
    }
    if (now - lastHeard >= probeEvery && now - lastKeepalive >= probeEvery) {
        lastKeepalive = now;
        // ssh_send_keepalive is a global request that waits for its reply in blocking mode
        // (up to the connect timeout); non-blocking it only sends, and a pending one is not resent.
        ssh_set_blocking(session.get(), 0);
        ssh_send_keepalive(session.get());
        ssh_set_blocking(session.get(), 1);
    }
}

void SshConnection::Private::loseConnection(const Error &error)
{
    qCDebug(lcSsh) << error.toString();
    for (auto &channel : active)
        channel->abandon(*this, error);
    active.clear();
    if (shell)
        shell->abandon(*this, error);
    shell.reset();
    failQueued(error);
    if (event && session)
        ssh_event_remove_session(event.get(), session.get());
    event.reset();
    session.reset(); // no ssh_disconnect: a dead peer would make it wait
    Q_EMIT q->disconnected(error);
}

int SshConnection::Private::pollTimeoutMs(SshClock::time_point now) const
{
    auto next = now + 1000ms;
    const auto deadAfter = std::chrono::milliseconds(qMax(500, options.deadPeerTimeoutMs));
    next = std::min(next, now + std::clamp<std::chrono::milliseconds>(deadAfter / 4, 250ms, 15s));
    for (const auto &channel : active) {
        if (channel->hasMoreOutput())
            return 0;
        if (auto deadline = channel->nextDeadline())
            next = std::min(next, *deadline);
    }
    if (shell && shell->hasMoreOutput())
        return 0;
    if (auto deadline = shell ? shell->nextDeadline() : std::nullopt)
        next = std::min(next, *deadline);
    if (shutdownDeadline)
        next = std::min(next, *shutdownDeadline);
    return int(std::max<qint64>(0, std::chrono::duration_cast<std::chrono::milliseconds>(next - now).count()));
}

void SshConnection::Private::waitForWork()
{
    if (event) {
        ssh_event_dopoll(event.get(), pollTimeoutMs(SshClock::now()));
        return;
    }
    pollfd fd{wakeFd, POLLIN, 0};
    if (::poll(&fd, 1, queued.empty() ? 1000 : 0) > 0)
        drainWakeFd(wakeFd, 0, nullptr);
}

void SshConnection::Private::run()
{
    // libssh keeps its log callback per thread.
    ssh_set_log_callback(logToCategory);
    for (;;) {
        takeRequests();
        if (stopping && !shutdownDeadline) {
            shutdownDeadline = SshClock::now() + ShutdownGrace;
            failQueued(makeError(ErrorCode::Cancelled, SshConnection::tr("cancelled")));
            for (auto &channel : active)
                channel->cancel(makeError(ErrorCode::Cancelled, SshConnection::tr("cancelled")), SshClock::now());
            if (shell)
                shell->cancelAll(makeError(ErrorCode::Cancelled, SshConnection::tr("cancelled")), SshClock::now());
        }
        if (stopping && (idleForShutdown() || !session || SshClock::now() >= *shutdownDeadline))
            break;
        if (!session && !queued.empty() && !stopping)
            connect();
        if (session)
            pump();
        waitForWork();
    }
    for (auto &channel : active)
        channel->abandon(*this, makeError(ErrorCode::Cancelled, SshConnection::tr("cancelled")));
    active.clear();
    if (shell) {
        // EOF on its stdin: the remote shell TERMs whatever still runs and removes its files.
        shell->close();
        shell->abandon(*this, makeError(ErrorCode::Cancelled, SshConnection::tr("cancelled")));
        shell.reset();
    }
    if (session) {
        ssh_event_remove_session(event.get(), session.get());
        event.reset();
        ssh_disconnect(session.get());
        session.reset();
    }
}

SshConnection::SshConnection(SshOptions options, QString displayName, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(this, std::move(options), std::move(displayName)))
{
}

SshConnection::~SshConnection() = default;

void SshConnection::startCommand(quint64 id, const CommandSpec &spec, std::shared_ptr<std::atomic<qint64>> unconsumed)
{
    SshChannelSetup setup;
    setup.id = id;
    setup.spec = spec;
    setup.host = d->displayName;
    setup.unconsumed = std::move(unconsumed);
    d->post(StartRequest{std::move(setup)});
}

void SshConnection::cancelCommand(quint64 id, const Error &reason)
{
    d->post(CancelRequest{id, reason});
}

void SshConnection::writeStdin(quint64 id, const QByteArray &data)
{
    d->post(StdinRequest{id, data, false});
}

void SshConnection::closeStdin(quint64 id)
{
    d->post(StdinRequest{id, {}, true});
}

void SshConnection::connectNow()
{
    d->post(ConnectRequest{});
}

void SshConnection::consumed(const std::shared_ptr<std::atomic<qint64>> &unconsumed, qint64 bytes)
{
    const qint64 before = unconsumed->fetch_sub(bytes);
    if (before > SshCommandChannel::ThrottleBytes && before - bytes <= SshCommandChannel::ThrottleBytes)
        d->wake();
}

void SshConnection::answerCredential(quint64 requestId, std::optional<QByteArray> secret)
{
    QMutexLocker lock(&d->mutex);
    d->credentialAnswers.insert(requestId, std::move(secret));
    d->answered.wakeAll();
}

void SshConnection::answerHostKey(quint64 requestId, bool accept)
{
    QMutexLocker lock(&d->mutex);
    d->hostKeyAnswers.insert(requestId, accept);
    d->answered.wakeAll();
}

void SshConnection::stop()
{
    {
        QMutexLocker lock(&d->mutex);
        d->stopping = true;
        d->answered.wakeAll();
    }
    d->wake();
}

void SshConnection::run()
{
    d->run();
}

} // namespace Tunebench
