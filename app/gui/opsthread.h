// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <functional>

class QObject;
class QThread;

namespace Tunebench {

class Database;
class HostBookConnector;
class HostSettings;
class SshPrompter;

/**
 * The ops thread: probes, snapshots, restores and store jobs run here, in order, with
 * connections and a results database of their own, so none of them waits for a running
 * experiment (which has its own, EngineThread). The connections are rebuilt when the host
 * settings changed; the database opens on first use.
 */
class OpsThread
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::OpsThread)
public:
    OpsThread(QString databasePath, const HostSettings &settings, SshPrompter &prompter);
    /// Work still queued is skipped; the work in flight ends by itself (its commands have
    /// time-outs). Only then do the connections go.
    ~OpsThread();
    OpsThread(const OpsThread &) = delete;
    OpsThread &operator=(const OpsThread &) = delete;

    /// Runs @p work on the ops thread with its connections.
    void post(std::function<void(HostBookConnector &)> work);
    /// Runs @p work on the ops thread with its connections and the database; when the database
    /// cannot be opened, @p failed runs there instead, with why.
    void postWithDatabase(std::function<void(Database &, HostBookConnector &)> work,
                          std::function<void(const QString &)> failed);
    /// The results store of the work posted after this call (Settings -> Results Store): the
    /// database open now is closed once the work before has run.
    void setDatabasePath(const QString &path);

private:
    struct Ops;
    /// The ops thread only: the connections for the current settings; false when shutting down.
    bool ensureOps();

    QString m_databasePath;
    const HostSettings &m_settings;
    SshPrompter &m_prompter;
    QThread *m_thread;
    QObject *m_context; // lives in m_thread
    Ops *m_ops = nullptr; // created and destroyed in m_thread
    std::atomic<bool> m_stopping{false};
};

} // namespace Tunebench
