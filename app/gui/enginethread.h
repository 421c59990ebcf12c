// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QMutex>
#include <QString>

#include <functional>

class QThread;

namespace Tunebench {

class Database;
class HostBookConnector;
class HostSettings;
class SshPrompter;

/**
 * The engine thread: one experiment or exploration at a time. ExperimentEngine::run and
 * ExploreSession::run block it until they end; it has connections (made with the settings of
 * its start) and a results database of its own. Lives on the GUI thread.
 */
class EngineThread
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::EngineThread)
public:
    EngineThread(QString databasePath, const HostSettings &settings, SshPrompter &prompter);
    /// Waits for the body that runs: abort it first.
    ~EngineThread();
    EngineThread(const EngineThread &) = delete;
    EngineThread &operator=(const EngineThread &) = delete;

    /// Runs @p body on a new thread named @p name; false when one already runs. @p failed runs
    /// there instead of @p body, with why, when the database cannot be opened.
    bool start(const QString &name, std::function<void(HostBookConnector &, Database &)> body,
               std::function<void(const QString &)> failed);
    [[nodiscard]] bool isRunning() const;
    /// The results store of the next start() (Settings -> Results Store).
    void setDatabasePath(const QString &path);
    /// Called by the body: @p done runs on the GUI thread once the thread has finished (its
    /// connections closed, the hosts' leases given back), so that what it announces ("the
    /// experiment ended") finds isRunning() false and a new start possible. The last call wins.
    void finishWith(std::function<void()> done);
    /// Blocks until the body that runs (if any) has returned.
    void wait();

private:
    QString m_databasePath;
    const HostSettings &m_settings;
    SshPrompter &m_prompter;
    mutable QMutex m_mutex; // guards m_thread and m_done
    QThread *m_thread = nullptr;
    std::function<void()> m_done;
};

} // namespace Tunebench
