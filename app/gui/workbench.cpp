// SPDX-License-Identifier: GPL-3.0-or-later
#include "workbench.h"

#include "dialogs/credentialsdialog.h"
#include "experiment/experimentengine.h"
#include "experiment/experimenthistory.h"
#include "hosts/hostprobe.h"
#include "store/database.h"
#include "store/experimentrepository.h"
#include "store/statustext.h"
#include "transport/ssh/credentialstore.h"
#include "transport/ssh/sshrunner.h"
#include "tunables/hostreader.h"

#include <QMutexLocker>
#include <QRegularExpression>
#include <QThread>
#include <QWidget>

namespace Tunebench {

namespace {

enum HostState { Unknown = 0, Connecting = 1, Connected = 2, Failed = 3 };

/// The facts of a refused, changed host key, from the SSH layer's message (see sshsession.cpp).
HostKeyQuestion changedKeyQuestion(const QString &host, const Error &error)
{
    HostKeyQuestion question;
    question.kind = HostKeyQuestion::Kind::Changed;
    question.host = host;
    question.address = host;
    static const QRegularExpression fingerprint(QStringLiteral("SHA256:[A-Za-z0-9+/=]+"));
    QStringList prints;
    for (auto it = fingerprint.globalMatch(error.message); it.hasNext();)
        prints << it.next().captured(0);
    question.fingerprint = prints.value(0);
    question.knownFingerprint = prints.value(1);
    static const QRegularExpression type(QStringLiteral("presents (\\S+) SHA256:"));
    question.keyType = type.match(error.message).captured(1);
    static const QRegularExpression file(QStringLiteral("line (\\d+) of ([^)]+)\\)"));
    const auto where = file.match(error.message);
    question.knownHostsLine = where.captured(1).toInt();
    question.knownHostsFile = where.captured(2);
    return question;
}

} // namespace

/// What the probe/snapshot thread keeps: its connections, rebuilt when the hosts change.
struct Workbench::Ops
{
    quint64 generation = 0;
    std::unique_ptr<Database> database;
    std::unique_ptr<KeychainCredentialStore> credentials;
    std::unique_ptr<HostBookConnector> connector;
};

Workbench::Workbench(QString databasePath, LiveSeriesStore *live, QObject *parent)
    : QObject(parent)
    , m_databasePath(std::move(databasePath))
    , m_live(live)
    , m_opsThread(new QThread(this))
    , m_opsContext(new QObject)
{
    m_opsThread->setObjectName(QStringLiteral("tunebench-ops"));
    m_opsContext->moveToThread(m_opsThread);
    connect(m_opsThread, &QThread::finished, m_opsContext, &QObject::deleteLater);
    m_opsThread->start();
}

Workbench::~Workbench()
{
    abort();
    waitForExperiment();
    delete m_engineThread; // finished: its deleteLater would come after us
    // Probes and snapshots still queued are skipped; the one in flight ends by itself (its
    // commands have time-outs). Only then do its connections go.
    m_stopping = true;
    m_opsThread->quit();
    m_opsThread->wait();
    delete m_ops;
}

void Workbench::setHosts(const HostBook &book)
{
    QMutexLocker lock(&m_mutex);
    m_hosts = book;
    ++m_hostsGeneration;
}

void Workbench::setConnectOptions(const ConnectOptions &options)
{
    QMutexLocker lock(&m_mutex);
    m_options = options;
    ++m_hostsGeneration;
}

HostBook Workbench::hosts() const
{
    QMutexLocker lock(&m_mutex);
    return m_hosts;
}

ConnectOptions Workbench::connectOptions() const
{
    QMutexLocker lock(&m_mutex);
    return m_options;
}

bool Workbench::isRunning() const
{
    QMutexLocker lock(&m_mutex);
    return m_engineThread != nullptr;
}

void Workbench::wireRunner(const QString &hostName, CommandRunner *runner)
{
    // Called in the thread that owns the runner; the lambdas run in the GUI thread (context `this`).
    auto *ssh = qobject_cast<SshRunner *>(runner);
    if (!ssh)
        return;
    QPointer<QObject> guard(ssh);
    connect(ssh, &SshRunner::connected, this, [this, hostName](const SshConnectionInfo &info) {
        Q_EMIT hostStateChanged(hostName, Connected, tr("%1 %2").arg(info.hostKeyType, info.fingerprint));
    });
    connect(ssh, &SshRunner::disconnected, this,
            [this, hostName](const Error &reason) { reportError(hostName, reason); });
    connect(ssh, &SshRunner::hostKeyConfirmationRequested, this, [this, guard, hostName](const HostKeyRequest &request) {
        HostKeyQuestion question;
        question.kind = HostKeyQuestion::Kind::Unknown;
        question.host = hostName;
        question.address = request.host;
        question.keyType = request.hostKeyType;
        question.fingerprint = request.fingerprint;
        question.knownHostsFile = request.knownHostsPath;
        askHostKey(guard, request.id, question);
    });
    connect(ssh, &SshRunner::credentialRequested, this, [this, guard](const CredentialRequest &request) {
        const QString subject = request.kind == CredentialRequest::Kind::KeyPassphrase ? request.keyFile
                                                                                       : request.user + QLatin1Char('@') + request.host;
        askCredential(guard, request.id, int(request.kind), subject,
                      request.notice.isEmpty() ? request.prompt : request.prompt + QLatin1Char('\n') + request.notice,
                      !request.storeKey.isEmpty());
    });
}

void Workbench::askHostKey(QPointer<QObject> runner, quint64 requestId, const HostKeyQuestion &question)
{
    auto *dialog = new HostKeyDialog(question, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [runner, requestId](int result) {
        if (runner)
            QMetaObject::invokeMethod(runner, "answerHostKey", Qt::QueuedConnection, Q_ARG(quint64, requestId),
                                      Q_ARG(bool, result == QDialog::Accepted));
    });
    dialog->open();
}

void Workbench::askCredential(QPointer<QObject> runner, quint64 requestId, int kind, const QString &subject,
                              const QString &prompt, bool keychain)
{
    auto *dialog = new CredentialsDialog(kind == int(CredentialRequest::Kind::KeyPassphrase) ? CredentialsDialog::Kind::Passphrase
                                                                                             : CredentialsDialog::Kind::Password,
                                         subject, keychain, m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setToolTip(prompt);
    connect(dialog, &QDialog::finished, this, [runner, requestId, dialog](int result) {
        if (!runner)
            return;
        if (result == QDialog::Accepted)
            QMetaObject::invokeMethod(runner, "answerCredential", Qt::QueuedConnection, Q_ARG(quint64, requestId),
                                      Q_ARG(QByteArray, dialog->secret().toUtf8()), Q_ARG(bool, dialog->saveToKeychain()));
        else
            QMetaObject::invokeMethod(runner, "declineCredential", Qt::QueuedConnection, Q_ARG(quint64, requestId));
    });
    dialog->open();
}

void Workbench::reportError(const QString &hostName, const Error &error)
{
    // GUI thread.
    Q_EMIT hostStateChanged(hostName, Failed, error.message);
    if (error.code == ErrorCode::HostKeyChanged) {
        auto *dialog = new HostKeyDialog(changedKeyQuestion(hostName, error), m_dialogParent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    }
}

bool Workbench::ensureOps()
{
    if (m_stopping)
        return false;
    // The ops thread only.
    const quint64 generation = [this] {
        QMutexLocker lock(&m_mutex);
        return m_hostsGeneration;
    }();
    if (m_ops && m_ops->generation == generation)
        return true;
    delete m_ops;
    m_ops = new Ops;
    m_ops->generation = generation;
    m_ops->credentials = std::make_unique<KeychainCredentialStore>();
    ConnectOptions options = connectOptions();
    options.credentialStore = m_ops->credentials.get();
    m_ops->connector = std::make_unique<HostBookConnector>(hosts(), options);
    m_ops->connector->setRunnerCreated([this](const QString &name, CommandRunner *runner) { wireRunner(name, runner); });
    return true;
}

void Workbench::storeTask(std::function<void(Database &)> task, std::function<void(const QString &)> failed)
{
    QMetaObject::invokeMethod(m_opsContext, [this, task = std::move(task), failed = std::move(failed)] {
        if (!ensureOps())
            return;
        if (!m_ops->database) {
            auto database = std::make_unique<Database>(m_databasePath);
            if (Status opened = database->open(); !opened) {
                if (failed)
                    failed(tr("The results database %1 cannot be opened: %2").arg(m_databasePath, opened.error().message));
                return;
            }
            m_ops->database = std::move(database);
        }
        task(*m_ops->database);
    });
}

void Workbench::hostTask(const QString &hostName, std::function<void(CommandRunner &)> task,
                         std::function<void(const QString &)> failed)
{
    QMetaObject::invokeMethod(m_opsContext, [this, hostName, task = std::move(task), failed = std::move(failed)] {
        if (!ensureOps())
            return;
        auto runner = m_ops->connector->runner(hostName);
        if (!runner) {
            if (failed)
                failed(runner.error().message);
            return;
        }
        task(**runner);
    });
}

void Workbench::restoreHosts(const QStringList &hosts)
{
    storeTask(
        [this, hosts](Database &database) {
            QStringList problems;
            for (const QString &host : hosts) {
                auto runner = m_ops->connector->runner(host);
                if (!runner) {
                    problems << tr("%1: %2").arg(host, runner.error().message);
                    continue;
                }
                const auto reports = ExperimentHistory::restoreHost(database, **runner);
                if (!reports) {
                    problems << tr("%1 could not be restored: %2").arg(host, reports.error().message);
                    continue;
                }
                for (const RestoreReport &report : reports.value()) {
                    if (!report.closedBy.isEmpty())
                        Q_EMIT message(report.closedBy); // the banner's journals the host had put back itself
                    if (!report.closed)
                        problems << tr("%1 (%2) is not verified back: %3")
                                        .arg(host, report.interfaceName,
                                             report.error ? report.error->message : tr("a value differs from the snapshot"));
                }
            }
            Q_EMIT restoreFinished(problems);
        },
        [this](const QString &why) { Q_EMIT restoreFinished({why}); });
}

void Workbench::probe(const QString &hostName)
{
    Q_EMIT hostStateChanged(hostName, Connecting, {});
    QMetaObject::invokeMethod(m_opsContext, [this, hostName] {
        if (!ensureOps())
            return;
        auto runner = m_ops->connector->runner(hostName);
        ProbeResult result;
        if (!runner) {
            result.host = hostName;
            result.error = runner.error();
        } else {
            result = HostProbe::run(**runner);
        }
        Q_EMIT probeFinished(hostName, result);
        QMetaObject::invokeMethod(this, [this, hostName, result] {
            if (result.reachable)
                Q_EMIT hostStateChanged(hostName, Connected,
                                        result.fingerprint.isEmpty() ? QString() : tr("%1 %2").arg(result.hostKeyType, result.fingerprint));
            else
                reportError(hostName, result.error.value_or(makeError(ErrorCode::ConnectionFailed, tr("%1 is not reachable").arg(hostName))));
        });
    });
}

void Workbench::snapshot(HostRole role, const QString &hostArgument, const QString &interfaceName)
{
    QMetaObject::invokeMethod(m_opsContext, [this, role, hostArgument, interfaceName] {
        if (!ensureOps())
            return;
        auto runner = m_ops->connector->runner(hostArgument);
        if (!runner) {
            Q_EMIT snapshotFailed(role, hostArgument, runner.error().message);
            return;
        }
        HostReader reader(**runner);
        ReadRequest request;
        request.interfaceName = interfaceName;
        auto snapshot = reader.read(request);
        if (snapshot) {
            Q_EMIT snapshotReady(role, hostArgument, snapshot.value());
        } else {
            Q_EMIT snapshotFailed(role, hostArgument, snapshot.error().message);
            const QString name = m_ops->connector->hostName(hostArgument);
            const Error error = snapshot.error();
            if (HostReader::isConnectionError(error))
                QMetaObject::invokeMethod(this, [this, name, error] { reportError(name, error); });
        }
    });
}

bool Workbench::startWorker(const QString &name, std::function<void(HostBookConnector &, Database &)> body,
                            std::function<void(const QString &)> failed)
{
    QMutexLocker lock(&m_mutex);
    if (m_engineThread) {
        lock.unlock();
        Q_EMIT message(tr("An experiment or exploration is already running; stop it or wait for it to finish."));
        return false;
    }
    const HostBook book = m_hosts;
    const ConnectOptions base = m_options;
    m_engineThread = QThread::create([this, book, base, body = std::move(body), failed = std::move(failed)] {
        KeychainCredentialStore credentials;
        ConnectOptions options = base;
        options.credentialStore = &credentials;
        HostBookConnector connector(book, options);
        connector.setRunnerCreated([this](const QString &hostName, CommandRunner *runner) { wireRunner(hostName, runner); });
        Database database(m_databasePath);
        if (Status opened = database.open(); !opened) {
            failed(tr("The results database %1 cannot be opened: %2").arg(m_databasePath, opened.error().message));
            return;
        }
        body(connector, database);
    });
    m_engineThread->setObjectName(name);
    QThread *thread = m_engineThread;
    connect(thread, &QThread::finished, this, [this, thread] {
        {
            QMutexLocker lock(&m_mutex);
            if (m_engineThread == thread)
                m_engineThread = nullptr;
        }
        thread->deleteLater();
    });
    lock.unlock();
    thread->start();
    return true;
}

void Workbench::reportHostErrors(const Error &error, const QStringList &hosts)
{
    // Worker thread: show connection problems on the hosts they concern.
    if (error.code != ErrorCode::HostKeyChanged && error.code != ErrorCode::ConnectionFailed
        && error.code != ErrorCode::AuthenticationFailed && error.code != ErrorCode::HostKeyUnknown)
        return;
    const HostBook book = this->hosts();
    QMetaObject::invokeMethod(this, [this, error, hosts, book] {
        for (const QString &host : hosts) {
            const auto entry = book.find(host);
            if (error.message.contains(host) || (entry && !entry->address.isEmpty() && error.message.contains(entry->address)))
                reportError(entry ? entry->name : host, error);
        }
    });
}

bool Workbench::runExperiment(const ExperimentSpec &spec)
{
    auto body = [this, spec](HostBookConnector &connector, Database &database) {
        ExperimentEngine engine(database, [&connector](const QString &host) { return connector.runner(host); });
        engine.setLiveStore(m_live);
        connect(&engine, &ExperimentEngine::experimentCreated, this, &Workbench::experimentCreated);
        connect(&engine, &ExperimentEngine::progressChanged, this, &Workbench::progressChanged);
        connect(&engine, &ExperimentEngine::runStarted, this, &Workbench::runStarted);
        connect(&engine, &ExperimentEngine::runFinished, this, &Workbench::runFinished);
        connect(&engine, &ExperimentEngine::logLine, this, &Workbench::logLine);
        connect(&engine, &ExperimentEngine::message, this, &Workbench::message);
        {
            QMutexLocker lock(&m_mutex);
            m_engine = &engine;
        }
        const Result<qint64> id = engine.run(spec);
        {
            QMutexLocker lock(&m_mutex);
            m_engine = nullptr;
        }
        if (!id) {
            reportHostErrors(id.error(), {spec.client.host, spec.server.host});
            Q_EMIT experimentFinished(-1, false, tr("The experiment could not start: %1").arg(id.error().message));
            return;
        }
        ExperimentRepository repository(database);
        const auto record = repository.experiment(id.value());
        const bool ok = record && record->status == QLatin1String("completed");
        QString sentence = ok ? tr("Experiment %1 finished; the hosts are restored.").arg(id.value())
                              //: %2: how it ended ("failed", "aborted"), or why that is not known
                              : tr("Experiment %1 ended (%2).")
                                    .arg(id.value())
                                    .arg(record ? statusText(record->status) : record.error().message);
        if (record && !record->error.isEmpty())
            sentence += QLatin1Char(' ') + record->error;
        Q_EMIT experimentFinished(id.value(), ok, sentence);
    };
    const bool started = startWorker(QStringLiteral("tunebench-engine"), body,
                                     [this](const QString &why) { Q_EMIT experimentFinished(-1, false, why); });
    if (started)
        Q_EMIT experimentStarted(spec);
    return started;
}

bool Workbench::startExploration(const ExplorationSpec &spec)
{
    auto body = [this, spec](HostBookConnector &connector, Database &database) {
        ExploreSession session(database, [&connector](const QString &host) { return connector.runner(host); });
        session.setLiveStore(m_live);
        connect(&session, &ExploreSession::started, this, &Workbench::explorationStarted);
        connect(&session, &ExploreSession::hostStateChanged, this, &Workbench::exploreHostState);
        connect(&session, &ExploreSession::markerAdded, this, &Workbench::exploreMarker);
        connect(&session, &ExploreSession::markerSideEffects, this, &Workbench::exploreMarkerSideEffects);
        connect(&session, &ExploreSession::segmentUpdated, this, &Workbench::exploreSegment);
        connect(&session, &ExploreSession::comparisonReady, this, &Workbench::exploreComparison);
        connect(&session, &ExploreSession::experimentReady, this,
                [this](int, int, const QJsonObject &json) { Q_EMIT exploreExperiment(json); });
        connect(&session, &ExploreSession::requestFailed, this,
                [this](const QString &request, const Error &error) { Q_EMIT exploreFailed(request, error.message); });
        connect(&session, &ExploreSession::message, this, &Workbench::message);
        connect(&session, &ExploreSession::logLine, this, &Workbench::logLine);
        {
            QMutexLocker lock(&m_mutex);
            m_explore = &session;
        }
        const Result<qint64> id = session.run(spec);
        {
            QMutexLocker lock(&m_mutex);
            m_explore = nullptr;
        }
        if (!id) {
            reportHostErrors(id.error(), {spec.client.host, spec.server.host});
            Q_EMIT explorationFinished(-1, QStringLiteral("failed"), id.error().message);
            return;
        }
        // The view keeps showing what was live; its segments are compared and made into
        // experiments from the store now (set before explorationFinished arrives).
        if (auto stored = loadExploration(database, id.value())) {
            QMetaObject::invokeMethod(this, [this, shared = std::make_shared<const StoredExploration>(stored.value())] {
                setStoredExploration(shared);
            });
        } else {
            Q_EMIT message(stored.error().message);
        }
        if (const auto failure = session.failure())
            reportHostErrors(*failure, {spec.client.host, spec.server.host});
        Q_EMIT explorationFinished(id.value(), session.failure() ? QStringLiteral("failed") : QStringLiteral("completed"),
                                   session.failure() ? session.failure()->message : QString());
    };
    return startWorker(QStringLiteral("tunebench-explore"), body,
                       [this](const QString &why) { Q_EMIT explorationFinished(-1, QStringLiteral("failed"), why); });
}

bool Workbench::isExploring() const
{
    QMutexLocker lock(&m_mutex);
    return m_explore != nullptr;
}

void Workbench::applyExploreChange(const ExploreChangeRequest &request)
{
    QMutexLocker lock(&m_mutex);
    if (m_explore)
        m_explore->applyChange(request);
}

void Workbench::stopExploration()
{
    QMutexLocker lock(&m_mutex);
    if (m_explore)
        m_explore->stop();
}

void Workbench::setStoredExploration(std::shared_ptr<const StoredExploration> stored)
{
    m_storedExploration = std::move(stored);
}

void Workbench::compareSegments(int a, int b)
{
    {
        QMutexLocker lock(&m_mutex);
        if (ExploreSession *session = m_explore) {
            QMetaObject::invokeMethod(session, [session, a, b] { session->requestComparison(a, b); }, Qt::QueuedConnection);
            return;
        }
    }
    if (!m_storedExploration) {
        Q_EMIT exploreFailed(QStringLiteral("compare"), tr("No exploration to compare: start one or open one from the history."));
        return;
    }
    // The statistics take a moment on long explorations: off the GUI thread.
    QPointer<Workbench> self = this;
    storeTask([self, stored = m_storedExploration, a, b](Database &) {
        auto comparison = stored->timeline.compare(a, b, stored->end);
        QMetaObject::invokeMethod(self, [self, comparison] {
            if (comparison)
                Q_EMIT self->exploreComparison(comparison.value());
            else
                Q_EMIT self->exploreFailed(QStringLiteral("compare"), comparison.error().message);
        });
    });
}

void Workbench::experimentFromSegments(int a, int b, int repetitions, int durationSeconds)
{
    {
        QMutexLocker lock(&m_mutex);
        if (ExploreSession *session = m_explore) {
            QMetaObject::invokeMethod(
                session, [session, a, b, repetitions, durationSeconds] { session->requestExperiment(a, b, repetitions, durationSeconds); },
                Qt::QueuedConnection);
            return;
        }
    }
    if (!m_storedExploration) {
        Q_EMIT exploreFailed(QStringLiteral("experiment"), tr("No exploration to make an experiment from: start one or open one from the history."));
        return;
    }
    ExploreExperimentOptions options;
    options.repetitions = repetitions;
    options.durationSeconds = durationSeconds;
    const StoredExploration &stored = *m_storedExploration;
    const auto spec = Tunebench::experimentFromSegments(stored.spec, stored.timeline, a, b, options, stored.record.id);
    if (spec)
        Q_EMIT exploreExperiment(spec->toJson());
    else
        Q_EMIT exploreFailed(QStringLiteral("experiment"), spec.error().message);
}

void Workbench::pause()
{
    QMutexLocker lock(&m_mutex);
    if (m_engine)
        m_engine->pause();
}

void Workbench::resume()
{
    QMutexLocker lock(&m_mutex);
    if (m_engine)
        m_engine->resume();
}

void Workbench::abort()
{
    QMutexLocker lock(&m_mutex);
    if (m_engine)
        m_engine->abort();
    if (m_explore)
        m_explore->abort();
}

void Workbench::waitForExperiment()
{
    QThread *thread = nullptr;
    {
        QMutexLocker lock(&m_mutex);
        thread = m_engineThread;
    }
    if (thread)
        thread->wait();
}

} // namespace Tunebench
