// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentlifecycle.h"

#include "displaytext/statustext.h"
#include "enginethread.h"
#include "hostsettings.h"
#include "sshprompter.h"
#include "store/experimentrepository.h"

#include <QMutexLocker>

namespace Tunebench {

ExperimentLifecycle::ExperimentLifecycle(EngineThread &thread, const HostSettings &settings, SshPrompter &prompter,
                                         LiveSeriesStore *live, QObject *parent)
    : QObject(parent)
    , m_thread(thread)
    , m_settings(settings)
    , m_prompter(prompter)
    , m_live(live)
{
}

bool ExperimentLifecycle::start(const ExperimentSpec &spec)
{
    const bool started = m_thread.start(
        QStringLiteral("tunebench-engine"),
        [this, spec](HostBookConnector &connector, Database &database) { run(spec, connector, database); },
        [this](const QString &why) { Q_EMIT experimentFinished(-1, false, why); });
    if (!started)
        Q_EMIT message(tr("An experiment or exploration is already running; stop it or wait for it to finish."));
    else
        Q_EMIT experimentStarted(spec);
    return started;
}

void ExperimentLifecycle::run(const ExperimentSpec &spec, HostBookConnector &connector, Database &database)
{
    // The engine thread: the engine's signals cross to the GUI thread queued.
    ExperimentEngine engine(database, [&connector](const QString &host) { return connector.runner(host); });
    engine.setLiveStore(m_live);
    connect(&engine, &ExperimentEngine::experimentCreated, this, &ExperimentLifecycle::experimentCreated);
    connect(&engine, &ExperimentEngine::progressChanged, this, &ExperimentLifecycle::progressChanged);
    connect(&engine, &ExperimentEngine::runStarted, this, &ExperimentLifecycle::runStarted);
    connect(&engine, &ExperimentEngine::runFinished, this, &ExperimentLifecycle::runFinished);
    connect(&engine, &ExperimentEngine::logLine, this, &ExperimentLifecycle::logLine);
    connect(&engine, &ExperimentEngine::message, this, &ExperimentLifecycle::message);
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
        m_prompter.reportHostErrors(id.error(), {spec.client.host, spec.server.host}, m_settings.snapshot().hosts);
        m_thread.finishWith([this, why = tr("The experiment could not start: %1").arg(id.error().message)] {
            Q_EMIT experimentFinished(-1, false, why);
        });
        return;
    }
    bool ok = false;
    const QString sentence = endSentence(engine.resultsStore(), id.value(), &ok);
    // Kept on this machine (the team store could not take it; a message said where): the views,
    // which read the team store, have nothing to open.
    const qint64 shown = &engine.resultsStore() == &database ? id.value() : -1;
    m_thread.finishWith([this, shown, ok, sentence] { Q_EMIT experimentFinished(shown, ok, sentence); });
}

QString ExperimentLifecycle::endSentence(Database &database, qint64 id, bool *ok) const
{
    ExperimentRepository repository(database);
    const auto record = repository.experiment(id);
    *ok = record && record->status == QLatin1String("completed");
    QString sentence = *ok ? tr("Experiment %1 finished; the hosts are restored.").arg(id)
                           //: %2: how it ended ("failed", "aborted"), or why that is not known
                           : tr("Experiment %1 ended (%2).").arg(id).arg(record ? statusText(record->status) : record.error().message);
    if (record && !record->error.isEmpty())
        sentence += QLatin1Char(' ') + record->error;
    return sentence;
}

void ExperimentLifecycle::pause()
{
    QMutexLocker lock(&m_mutex);
    if (m_engine)
        m_engine->pause();
}

void ExperimentLifecycle::resume()
{
    QMutexLocker lock(&m_mutex);
    if (m_engine)
        m_engine->resume();
}

void ExperimentLifecycle::abort()
{
    QMutexLocker lock(&m_mutex);
    if (m_engine)
        m_engine->abort();
}

} // namespace Tunebench
