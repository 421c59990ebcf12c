// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorationlifecycle.h"

#include "enginethread.h"
#include "hostsettings.h"
#include "sshprompter.h"

#include <QMutexLocker>

namespace Tunebench {

ExplorationLifecycle::ExplorationLifecycle(EngineThread &thread, const HostSettings &settings, SshPrompter &prompter,
                                           LiveSeriesStore *live, StoreTask store, QObject *parent)
    : QObject(parent)
    , m_thread(thread)
    , m_settings(settings)
    , m_prompter(prompter)
    , m_live(live)
    , m_comparisons(std::move(store), this)
{
}

bool ExplorationLifecycle::start(const ExplorationSpec &spec)
{
    const bool started = m_thread.start(
        QStringLiteral("tunebench-explore"),
        [this, spec](HostBookConnector &connector, Database &database) { run(spec, connector, database); },
        [this](const QString &why) { Q_EMIT explorationFinished(-1, QStringLiteral("failed"), why); });
    if (!started)
        Q_EMIT message(tr("An experiment or exploration is already running; stop it or wait for it to finish."));
    return started;
}

void ExplorationLifecycle::connectSession(ExploreSession &session)
{
    connect(&session, &ExploreSession::started, this, &ExplorationLifecycle::explorationStarted);
    connect(&session, &ExploreSession::hostStateChanged, this, &ExplorationLifecycle::exploreHostState);
    connect(&session, &ExploreSession::markerAdded, this, &ExplorationLifecycle::exploreMarker);
    connect(&session, &ExploreSession::markerSideEffects, this, &ExplorationLifecycle::exploreMarkerSideEffects);
    connect(&session, &ExploreSession::segmentUpdated, this, &ExplorationLifecycle::exploreSegment);
    connect(&session, &ExploreSession::comparisonReady, this, &ExplorationLifecycle::exploreComparison);
    connect(&session, &ExploreSession::experimentReady, this,
            [this](int, int, const ExperimentSpec &spec) { Q_EMIT exploreExperiment(spec); });
    connect(&session, &ExploreSession::requestFailed, this,
            [this](const QString &request, const Error &error) { Q_EMIT exploreFailed(request, error.message); });
    connect(&session, &ExploreSession::message, this, &ExplorationLifecycle::message);
    connect(&session, &ExploreSession::logLine, this, &ExplorationLifecycle::logLine);
}

void ExplorationLifecycle::run(const ExplorationSpec &spec, HostBookConnector &connector, Database &database)
{
    // The engine thread: the session's signals cross to the GUI thread queued.
    ExploreSession session(database, [&connector](const QString &host) { return connector.runner(host); });
    session.setLiveStore(m_live);
    connectSession(session);
    {
        QMutexLocker lock(&m_mutex);
        m_session = &session;
    }
    const Result<qint64> id = session.run(spec);
    {
        QMutexLocker lock(&m_mutex);
        m_session = nullptr;
    }
    const QStringList hosts {spec.client.host, spec.server.host};
    if (!id) {
        m_prompter.reportHostErrors(id.error(), hosts, m_settings.snapshot().hosts);
        m_thread.finishWith([this, why = id.error().message] { Q_EMIT explorationFinished(-1, QStringLiteral("failed"), why); });
        return;
    }
    // The view keeps showing what was live; its segments are compared and made into
    // experiments from the store now (set before explorationFinished arrives).
    if (auto stored = loadExploration(session.resultsStore(), id.value())) {
        QMetaObject::invokeMethod(this, [this, shared = std::make_shared<const StoredExploration>(stored.value())] {
            setStoredExploration(shared);
        });
    } else {
        Q_EMIT message(stored.error().message);
    }
    const auto failure = session.failure();
    if (failure)
        m_prompter.reportHostErrors(*failure, hosts, m_settings.snapshot().hosts);
    const QString status = failure ? QStringLiteral("failed") : QStringLiteral("completed");
    const QString why = failure ? failure->message : QString();
    m_thread.finishWith([this, id = id.value(), status, why] { Q_EMIT explorationFinished(id, status, why); });
}

bool ExplorationLifecycle::isExploring() const
{
    QMutexLocker lock(&m_mutex);
    return m_session != nullptr;
}

void ExplorationLifecycle::applyChange(const ExploreChangeRequest &request)
{
    QMutexLocker lock(&m_mutex);
    if (m_session)
        m_session->applyChange(request);
}

void ExplorationLifecycle::stop()
{
    QMutexLocker lock(&m_mutex);
    if (m_session)
        m_session->stop();
}

void ExplorationLifecycle::abort()
{
    QMutexLocker lock(&m_mutex);
    if (m_session)
        m_session->abort();
}

void ExplorationLifecycle::setStoredExploration(std::shared_ptr<const StoredExploration> stored)
{
    m_comparisons.cancel();
    m_stored = std::move(stored);
}

void ExplorationLifecycle::compareSegments(int a, int b)
{
    {
        QMutexLocker lock(&m_mutex);
        if (ExploreSession *session = m_session) {
            QMetaObject::invokeMethod(session, [session, a, b] { session->requestComparison(a, b); }, Qt::QueuedConnection);
            return;
        }
    }
    if (!m_stored) {
        Q_EMIT exploreFailed(QStringLiteral("compare"), tr("No exploration to compare: start one or open one from the history."));
        return;
    }
    // The statistics take a moment on long explorations: off the GUI thread.
    m_comparisons.start([stored = m_stored, a, b](Database &) { return stored->timeline.compare(a, b, stored->end); },
                        [this](const Result<ExploreComparison> &comparison) {
                            if (comparison)
                                Q_EMIT exploreComparison(comparison.value());
                            else
                                Q_EMIT exploreFailed(QStringLiteral("compare"), comparison.error().message);
                        });
}

void ExplorationLifecycle::experimentFromSegments(int a, int b, int repetitions, int durationSeconds)
{
    {
        QMutexLocker lock(&m_mutex);
        if (ExploreSession *session = m_session) {
            QMetaObject::invokeMethod(
                session, [session, a, b, repetitions, durationSeconds] { session->requestExperiment(a, b, repetitions, durationSeconds); },
                Qt::QueuedConnection);
            return;
        }
    }
    if (!m_stored) {
        Q_EMIT exploreFailed(QStringLiteral("experiment"),
                             tr("No exploration to make an experiment from: start one or open one from the history."));
        return;
    }
    ExploreExperimentOptions options;
    options.repetitions = repetitions;
    options.durationSeconds = durationSeconds;
    const auto spec = Tunebench::experimentFromSegments(m_stored->spec, m_stored->timeline, a, b, options, m_stored->record.id);
    if (spec)
        Q_EMIT exploreExperiment(spec.value());
    else
        Q_EMIT exploreFailed(QStringLiteral("experiment"), spec.error().message);
}

} // namespace Tunebench
