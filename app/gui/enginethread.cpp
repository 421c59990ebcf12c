// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginethread.h"

#include "hostsettings.h"
#include "sshprompter.h"
#include "store/database.h"
#include "transport/ssh/credentialstore.h"

#include <QMutexLocker>
#include <QThread>

namespace Tunebench {

EngineThread::EngineThread(QString databasePath, const HostSettings &settings, SshPrompter &prompter)
    : m_databasePath(std::move(databasePath))
    , m_settings(settings)
    , m_prompter(prompter)
{
}

EngineThread::~EngineThread()
{
    wait();
    delete m_thread; // finished: its deleteLater would come after us
}

void EngineThread::setDatabasePath(const QString &path)
{
    QMutexLocker lock(&m_mutex);
    m_databasePath = path;
}

bool EngineThread::start(const QString &name, std::function<void(HostBookConnector &, Database &)> body,
                         std::function<void(const QString &)> failed)
{
    QMutexLocker lock(&m_mutex);
    if (m_thread)
        return false;
    m_done = nullptr;
    const HostSettings::Snapshot settings = m_settings.snapshot();
    m_thread = QThread::create([this, settings, path = m_databasePath, body = std::move(body), failed = std::move(failed)] {
        KeychainCredentialStore credentials;
        ConnectOptions options = settings.options;
        options.credentialStore = &credentials;
        HostBookConnector connector(settings.hosts, options);
        connector.setRunnerCreated([this](const QString &hostName, CommandRunner *runner) { m_prompter.watch(hostName, runner); });
        Database database(path);
        database.setPasswordSource([](const QString &key) { return readKeychainSecretNow(key); });
        if (Status opened = database.open(); !opened) {
            finishWith([failed, why = tr("The results database %1 cannot be opened: %2").arg(path, opened.error().message)] {
                failed(why);
            });
            return;
        }
        body(connector, database);
    });
    m_thread->setObjectName(name);
    QThread *thread = m_thread;
    QObject::connect(thread, &QThread::finished, thread, [this, thread] {
        std::function<void()> done;
        {
            QMutexLocker lock(&m_mutex);
            if (m_thread == thread)
                m_thread = nullptr;
            done = std::exchange(m_done, nullptr);
        }
        thread->deleteLater();
        if (done)
            done();
    });
    lock.unlock();
    thread->start();
    return true;
}

bool EngineThread::isRunning() const
{
    QMutexLocker lock(&m_mutex);
    return m_thread != nullptr;
}

void EngineThread::finishWith(std::function<void()> done)
{
    QMutexLocker lock(&m_mutex);
    m_done = std::move(done);
}

void EngineThread::wait()
{
    QThread *thread = nullptr;
    {
        QMutexLocker lock(&m_mutex);
        thread = m_thread;
    }
    if (thread)
        thread->wait();
}

} // namespace Tunebench
