// SPDX-License-Identifier: GPL-3.0-or-later
// ExperimentEngine and its hosts: connecting, leasing, snapshotting, and restoring them at the end.
#include "experiment/experimentengine_p.h"
#include "experiment/hostrestorecheck.h"
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/tunablesrestorer.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QScopeGuard>

namespace Tunebench {

Status ExperimentEngine::connectHost(HostRole role, const ExperimentHost &spec)
{
    EngineHost &host = d->host(role);
    host.name = spec.host;
    host.interfaceName = spec.interfaceName;
    host.pinnedCounters = spec.pinnedCounters;
    auto runner = m_runners(spec.host);
    if (!runner)
        return runner.error();
    host.runner = runner.value();
    host.reader = std::make_unique<HostReader>(*host.runner);
    return Ok{};
}

Status ExperimentEngine::leaseHosts()
{
    LeaseOptions options;
    options.program = m_programName.isEmpty() ? QCoreApplication::applicationName() : m_programName;
    options.purpose = tr("experiment %1 (%2)").arg(d->record.id).arg(d->spec.name);
    options.waitSeconds = m_leaseWaitSeconds;
    options.graceSeconds = d->spec.restoreGraceSeconds;
    options.cancelRequested = [this] { return m_abort.load(); };
    d->leases = std::make_unique<HostLeases>(options);
    connect(d->leases.get(), &HostLeases::waiting, this, [this](const QString &host, const LeaseHolder &holder) {
        d->step(tr("%1 is in use by %2; waiting").arg(host, holder.describe()));
        Q_EMIT hostBusy(host, holder.describe());
    });
    connect(d->leases.get(), &HostLeases::notice, this, &ExperimentEngine::message);
    connect(d->leases.get(), &HostLeases::lost, this, [this](const QString &host, const QString &why) {
        // Whatever this run measures now is not what was applied: stop, and let the end's
        // restore read what the host did.
        Q_EMIT message(tr("Stopping: %1").arg(why));
        qCInfo(lcExperiment) << "lease on" << host << "lost:" << why;
        m_abort = true;
    });
    d->step(d->spec.client.host == d->spec.server.host ? tr("Leasing %1").arg(d->spec.client.host)
                                                       : tr("Leasing %1 and %2").arg(d->spec.client.host, d->spec.server.host));
    return d->leases->acquire({d->client.runner.get(), d->server.runner.get()});
}

void ExperimentEngine::reconcileHost(HostRole role)
{
    EngineHost &host = d->host(role);
    if (role == HostRole::Server && host.name == d->client.name)
        return;
    auto found = HostRestoreCheck::reconcile(m_database, *host.runner);
    if (!found) {
        Q_EMIT message(found.error().toString());
        return;
    }
    for (const HostRestored &restored : found.value()) {
        Q_EMIT message(HostRestoreCheck::describe(restored));
        Q_EMIT hostRestoredItself(restored.host, HostRestoreCheck::describe(restored));
    }
}

Status ExperimentEngine::snapshotHost(ExperimentRepository &repository, HostRole role, const QString &phase)
{
    EngineHost &host = d->host(role);
    ReadRequest request;
    request.interfaceName = host.interfaceName;
    auto snapshot = host.reader->read(request);
    if (!snapshot)
        return snapshot.error();
    SnapshotRepository snapshots(m_database);
    SnapshotRecord record{0, host.name, host.interfaceName, QDateTime::currentDateTimeUtc(),
                          QJsonDocument(snapshot->toJson()).toJson(QJsonDocument::Compact)};
    auto id = snapshots.save(record);
    if (!id)
        return id.error();
    if (phase == QLatin1String("before"))
        host.before = snapshot.value();
    return repository.linkSnapshot(d->record.id, hostRoleName(role), phase, id.value());
}

void ExperimentEngine::restoreHosts(ExperimentRepository &repository)
{
    QElapsedTimer timer;
    timer.start();
    auto logTime = qScopeGuard([&timer] { qCDebug(lcExperiment) << "restored in" << timer.elapsed() << "ms"; });
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        EngineHost &host = d->host(role);
        if (!host.reader)
            continue;
        TunablesJournalRepository journal(m_database);
        SnapshotRepository snapshots(m_database);
        TunablesRestorer restorer(*host.reader, journal, snapshots);
        if (!host.journals.isEmpty()) {
            // A host whose lease ended during the run (or just now: the round trip tells) may have
            // put itself back already.
            if (d->leases && (d->leases->lostHosts().contains(host.name) || !d->leases->confirmHeld(host.name)))
                reconcileHost(role);
            d->step(tr("Restoring %1").arg(host.name));
            // One pass over the whole stack of this experiment's journals, newest first.
            auto report = restorer.restore(host.journals);
            if (!report || !report->closed) {
                // The host stays armed: when this lease ends it puts itself back.
                const QString why = !report ? report.error().toString()
                                            : (report->error ? report->error->toString() : tr("not verified"));
                Q_EMIT message(tr("Could not restore %1 (%2): run 'tunebench-cli restore %1' when it is reachable again")
                                   .arg(host.name, why));
            } else {
                if (!report->alreadyClosed)
                    Q_EMIT message(tr("%1 restored and verified").arg(host.name));
                if (d->leases && d->leases->isHeld(host.name))
                    if (Status disarmed = d->leases->arm(host.name, m_database, *host.reader, {}); !disarmed)
                        Q_EMIT message(disarmed.error().toString());
            }
        }
        if (host.before)
            if (const Status after = snapshotHost(repository, role, QStringLiteral("after")); !after)
                Q_EMIT message(after.error().toString());
    }
    if (d->netserver && d->netserver->startedByUs())
        (void)d->netserver->stop();
    if (d->leases)
        d->leases->detach(); // a host still armed (its restore failed) now puts itself back
    d->leases.reset();
}

} // namespace Tunebench
