// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment/experimentengine.h"
#include "experiment/experimentspec.h"

#include <QMutex>
#include <QObject>

namespace Tunebench {

class Database;
class EngineThread;
class HostBookConnector;
class HostSettings;
class LiveSeriesStore;
class SshPrompter;

/// One experiment from start to restored hosts: the engine runs on the engine thread, and its
/// progress comes back as signals on the GUI thread; pause, resume and abort are thread-safe.
class ExperimentLifecycle : public QObject
{
    Q_OBJECT
public:
    ExperimentLifecycle(EngineThread &thread, const HostSettings &settings, SshPrompter &prompter, LiveSeriesStore *live,
                        QObject *parent = nullptr);

    /// Starts @p spec; false (and a message) when an experiment or exploration already runs.
    bool start(const ExperimentSpec &spec);
    void pause();
    void resume();
    void abort();

Q_SIGNALS:
    void experimentStarted(const Tunebench::ExperimentSpec &spec);
    void experimentCreated(qint64 id);
    void progressChanged(const Tunebench::EngineProgress &progress);
    void runStarted(int runIndex, const QString &arm, int repetition);
    void runFinished(int runIndex, const QString &status, double rate, const QString &error);
    void logLine(const QString &line);
    void message(const QString &text);
    /// @p ok: ran to its end; @p status is a sentence for the status bar.
    void experimentFinished(qint64 id, bool ok, const QString &status);

private:
    void run(const ExperimentSpec &spec, HostBookConnector &connector, Database &database);
    [[nodiscard]] QString endSentence(Database &database, qint64 id, bool *ok) const;

    EngineThread &m_thread;
    const HostSettings &m_settings;
    SshPrompter &m_prompter;
    LiveSeriesStore *m_live;
    QMutex m_mutex; // guards m_engine
    ExperimentEngine *m_engine = nullptr;
};

} // namespace Tunebench
