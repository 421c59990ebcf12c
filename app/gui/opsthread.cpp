// SPDX-License-Identifier: GPL-3.0-or-later
#include "opsthread.h"

#include "hostsettings.h"
#include "sshprompter.h"
#include "store/database.h"
#include "transport/ssh/credentialstore.h"

#include <QCoreApplication>
#include <QThread>

#include <memory>

namespace Tunebench {

struct OpsThread::Ops
{
    quint64 generation = 0;
    std::unique_ptr<Database> database;
    std::unique_ptr<KeychainCredentialStore> credentials;
    std::unique_ptr<HostBookConnector> connector;
};

OpsThread::OpsThread(QString databasePath, const HostSettings &settings, SshPrompter &prompter)
    : m_databasePath(std::move(databasePath))
    , m_settings(settings)
    , m_prompter(prompter)
    , m_thread(new QThread)
    , m_context(new QObject)
{
    m_thread->setObjectName(QStringLiteral("tunebench-ops"));
    m_context->moveToThread(m_thread);
    QObject::connect(m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();
}

OpsThread::~OpsThread()
{
    m_stopping = true;
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
    delete m_ops;
}

bool OpsThread::ensureOps()
{
    if (m_stopping)
        return false;
    const HostSettings::Snapshot settings = m_settings.snapshot();
    if (m_ops && m_ops->generation == settings.generation)
        return true;
    // Keeps the database: only the connections depend on the settings.
    std::unique_ptr<Database> database = m_ops ? std::move(m_ops->database) : nullptr;
    delete m_ops;
    m_ops = new Ops;
    m_ops->generation = settings.generation;
    m_ops->database = std::move(database);
    m_ops->credentials = std::make_unique<KeychainCredentialStore>();
    ConnectOptions options = settings.options;
    options.credentialStore = m_ops->credentials.get();
    m_ops->connector = std::make_unique<HostBookConnector>(settings.hosts, options);
    m_ops->connector->setRunnerCreated(
        [this](const QString &name, CommandRunner *runner) { m_prompter.watch(name, runner); });
    return true;
}

void OpsThread::post(std::function<void(HostBookConnector &)> work)
{
    QMetaObject::invokeMethod(m_context, [this, work = std::move(work)] {
        if (ensureOps())
            work(*m_ops->connector);
    });
}

void OpsThread::setDatabasePath(const QString &path)
{
    QMetaObject::invokeMethod(m_context, [this, path] {
        m_databasePath = path;
        if (m_ops)
            m_ops->database.reset();
    });
}

void OpsThread::postWithDatabase(std::function<void(Database &, HostBookConnector &)> work,
                                 std::function<void(const QString &)> failed)
{
    QMetaObject::invokeMethod(m_context, [this, work = std::move(work), failed = std::move(failed)] {
        if (!ensureOps())
            return;
        if (!m_ops->database) {
            auto database = std::make_unique<Database>(m_databasePath);
            database->setPasswordSource([](const QString &key) { return readKeychainSecretNow(key); });
            if (Status opened = database->open(); !opened) {
                if (failed)
                    failed(tr("The results database %1 cannot be opened: %2")
                               .arg(m_databasePath, opened.error().message));
                return;
            }
            m_ops->database = std::move(database);
        }
        work(*m_ops->database, *m_ops->connector);
    });
}

} // namespace Tunebench
