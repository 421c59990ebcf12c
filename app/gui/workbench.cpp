// SPDX-License-Identifier: GPL-3.0-or-later
#include "workbench.h"

#include "enginethread.h"
#include "experiment/experimenthistory.h"
#include "experimentlifecycle.h"
#include "explorationlifecycle.h"
#include "hosts/hostprobe.h"
#include "opsthread.h"
#include "sshprompter.h"
#include "store/database.h"
#include "transport/ssh/credentialstore.h"
#include "tunables/hostreader.h"

#include <QPointer>

namespace Tunebench {

Workbench::Workbench(QString databasePath, LiveSeriesStore *live, QObject *parent)
    : QObject(parent)
    , m_databasePath(std::move(databasePath))
    , m_prompter(new SshPrompter(this))
    , m_engineThread(std::make_unique<EngineThread>(m_databasePath, m_settings, *m_prompter))
    , m_experiments(new ExperimentLifecycle(*m_engineThread, m_settings, *m_prompter, live, this))
    , m_explorations(new ExplorationLifecycle(
          *m_engineThread, m_settings, *m_prompter, live, storeTaskRunner(), this))
    , m_ops(std::make_unique<OpsThread>(m_databasePath, m_settings, *m_prompter))
{
    connect(m_prompter, &SshPrompter::hostStateChanged, this, &Workbench::hostStateChanged);
    connectLifecycles();
}

Workbench::~Workbench()
{
    abort();
    m_engineThread.reset(); // waits until the hosts are restored
    m_ops.reset();
}

void Workbench::connectLifecycles()
{
    connect(m_experiments, &ExperimentLifecycle::experimentStarted, this, &Workbench::experimentStarted);
    connect(m_experiments, &ExperimentLifecycle::experimentCreated, this, &Workbench::experimentCreated);
    connect(m_experiments, &ExperimentLifecycle::progressChanged, this, &Workbench::progressChanged);
    connect(m_experiments, &ExperimentLifecycle::runStarted, this, &Workbench::runStarted);
    connect(m_experiments, &ExperimentLifecycle::runFinished, this, &Workbench::runFinished);
    connect(m_experiments, &ExperimentLifecycle::logLine, this, &Workbench::logLine);
    connect(m_experiments, &ExperimentLifecycle::message, this, &Workbench::message);
    connect(m_experiments, &ExperimentLifecycle::experimentFinished, this, &Workbench::experimentFinished);
    connect(m_explorations, &ExplorationLifecycle::explorationStarted, this, &Workbench::explorationStarted);
    connect(m_explorations, &ExplorationLifecycle::exploreHostState, this, &Workbench::exploreHostState);
    connect(m_explorations, &ExplorationLifecycle::exploreMarker, this, &Workbench::exploreMarker);
    connect(m_explorations, &ExplorationLifecycle::exploreMarkerSideEffects, this, &Workbench::exploreMarkerSideEffects);
    connect(m_explorations, &ExplorationLifecycle::exploreSegment, this, &Workbench::exploreSegment);
    connect(m_explorations, &ExplorationLifecycle::exploreComparison, this, &Workbench::exploreComparison);
    connect(m_explorations, &ExplorationLifecycle::exploreExperiment, this, &Workbench::exploreExperiment);
    connect(m_explorations, &ExplorationLifecycle::exploreFailed, this, &Workbench::exploreFailed);
    connect(m_explorations, &ExplorationLifecycle::explorationFinished, this, &Workbench::explorationFinished);
    connect(m_explorations, &ExplorationLifecycle::message, this, &Workbench::message);
    connect(m_explorations, &ExplorationLifecycle::logLine, this, &Workbench::logLine);
}

void Workbench::setHosts(const HostBook &book)
{
    m_settings.setHosts(book);
}

void Workbench::setConnectOptions(const ConnectOptions &options)
{
    m_settings.setConnectOptions(options);
}

void Workbench::setDialogParent(QWidget *parent)
{
    m_prompter->setDialogParent(parent);
}

bool Workbench::isRunning() const
{
    return m_engineThread->isRunning();
}

bool Workbench::runExperiment(const ExperimentSpec &spec)
{
    return m_experiments->start(spec);
}

void Workbench::pause()
{
    m_experiments->pause();
}

void Workbench::resume()
{
    m_experiments->resume();
}

void Workbench::abort()
{
    m_experiments->abort();
    m_explorations->abort();
}

void Workbench::waitForExperiment()
{
    m_engineThread->wait();
}

bool Workbench::startExploration(const ExplorationSpec &spec)
{
    return m_explorations->start(spec);
}

bool Workbench::isExploring() const
{
    return m_explorations->isExploring();
}

void Workbench::applyExploreChange(const ExploreChangeRequest &request)
{
    m_explorations->applyChange(request);
}

void Workbench::stopExploration()
{
    m_explorations->stop();
}

void Workbench::setStoredExploration(std::shared_ptr<const StoredExploration> stored)
{
    m_explorations->setStoredExploration(std::move(stored));
}

void Workbench::compareSegments(int a, int b)
{
    m_explorations->compareSegments(a, b);
}

void Workbench::experimentFromSegments(int a, int b, int repetitions, int durationSeconds)
{
    m_explorations->experimentFromSegments(a, b, repetitions, durationSeconds);
}

bool Workbench::setDatabasePath(const QString &location)
{
    if (isRunning())
        return false;
    m_databasePath = location;
    m_engineThread->setDatabasePath(location);
    m_ops->setDatabasePath(location);
    return true;
}

void Workbench::testStore(const QString &location, const QString &password)
{
    m_ops->post([this, location, password](HostBookConnector &) {
        Result<QString> described = [&] {
            Database database(location);
            database.setPasswordSource([password](const QString &key) -> std::optional<QString> {
                return password.isEmpty() ? readKeychainSecretNow(key) : std::optional<QString>(password);
            });
            return database.describe();
        }();
        Q_EMIT storeTested(location, described.ok(), described ? described.value() : described.error().message);
    });
}

void Workbench::storeTask(std::function<void(Database &)> task, std::function<void(const QString &)> failed)
{
    m_ops->postWithDatabase([task = std::move(task)](Database &database, HostBookConnector &) { task(database); },
                            std::move(failed));
}

StoreTask Workbench::storeTaskRunner()
{
    return [this](std::function<void(Database &)> task, std::function<void(const QString &)> failed) {
        storeTask(std::move(task), std::move(failed));
    };
}

void Workbench::hostTask(const QString &hostName, std::function<void(CommandRunner &)> task,
                         std::function<void(const QString &)> failed)
{
    m_ops->post([hostName, task = std::move(task), failed = std::move(failed)](HostBookConnector &connector) {
        auto runner = connector.runner(hostName);
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
    m_ops->postWithDatabase(
        [this, hosts](Database &database, HostBookConnector &connector) {
            QStringList problems;
            for (const QString &host : hosts) {
                auto runner = connector.runner(host);
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
    Q_EMIT hostStateChanged(hostName, HostsModel::State::Connecting, {});
    m_ops->post([this, hostName](HostBookConnector &connector) {
        auto runner = connector.runner(hostName);
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
                Q_EMIT hostStateChanged(hostName, HostsModel::State::Connected,
                                        result.fingerprint.isEmpty() ? QString() : tr("%1 %2").arg(result.hostKeyType, result.fingerprint));
            else
                m_prompter->reportError(hostName, result.error.value_or(makeError(ErrorCode::ConnectionFailed,
                                                                                  tr("%1 is not reachable").arg(hostName))));
        });
    });
}

void Workbench::snapshot(HostRole role, const QString &hostArgument, const QString &interfaceName)
{
    readSnapshot(
        hostArgument, interfaceName,
        [this, role, hostArgument](const HostSnapshot &snapshot) { Q_EMIT snapshotReady(role, hostArgument, snapshot); },
        [this, role, hostArgument](const QString &message) { Q_EMIT snapshotFailed(role, hostArgument, message); });
}

void Workbench::readTunables(const QString &hostName, const QString &interfaceName)
{
    readSnapshot(
        hostName, interfaceName, [this, hostName](const HostSnapshot &snapshot) { Q_EMIT tunablesRead(hostName, snapshot); },
        [this, hostName, interfaceName](const QString &message) { Q_EMIT tunablesFailed(hostName, interfaceName, message); });
}

void Workbench::readSnapshot(const QString &hostArgument, const QString &interfaceName,
                             std::function<void(const HostSnapshot &)> ready, std::function<void(const QString &)> failed)
{
    m_ops->post([this, hostArgument, interfaceName, ready, failed](HostBookConnector &connector) {
        auto runner = connector.runner(hostArgument);
        if (!runner) {
            failed(runner.error().message);
            return;
        }
        HostReader reader(**runner);
        ReadRequest request;
        request.interfaceName = interfaceName;
        auto snapshot = reader.read(request);
        if (snapshot) {
            ready(snapshot.value());
            return;
        }
        failed(snapshot.error().message);
        if (HostReader::isConnectionError(snapshot.error()))
            QMetaObject::invokeMethod(this, [this, name = connector.hostName(hostArgument), error = snapshot.error()] {
                m_prompter->reportError(name, error);
            });
    });
}

} // namespace Tunebench
