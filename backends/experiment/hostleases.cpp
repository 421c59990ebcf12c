// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/hostleases.h"

#include "core/logging.h"
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/tunablesrestorer.h"

#include <QDateTime>
#include <QSysInfo>

namespace Tunebench {

HostLeases::HostLeases(LeaseOptions options, QObject *parent) : QObject(parent), m_options(std::move(options)) { }

HostLeases::~HostLeases()
{
    detach();
}

int HostLeases::remainingSeconds() const
{
    if (m_deadlineMs < 0)
        return -1;
    return int(std::max<qint64>(0, (m_deadlineMs - QDateTime::currentMSecsSinceEpoch() + 999) / 1000));
}

void HostLeases::makeAgent(Lease &lease)
{
    lease.agent = std::make_unique<HostAgent>(*lease.runner, m_options.agent);
    const QString host = lease.host;
    connect(lease.agent.get(), &HostAgent::waiting, this,
            [this, host](const LeaseHolder &holder) { Q_EMIT waiting(host, holder); });
    connect(lease.agent.get(), &HostAgent::notice, this, &HostLeases::notice);
    connect(lease.agent.get(), &HostAgent::confirmed, this, [this, host] { Q_EMIT confirmed(host); });
    connect(lease.agent.get(), &HostAgent::lost, this, [this, host](const QString &why) {
        if (!m_lostHosts.contains(host))
            m_lostHosts << host;
        if (m_lostReason.isEmpty())
            m_lostReason = why;
        Q_EMIT lost(host, why);
    });
}

HostAgent::AcquireOptions HostLeases::agentOptions(int waitSeconds) const
{
    HostAgent::AcquireOptions options;
    options.holder = m_holder;
    options.graceSeconds = m_options.graceSeconds;
    options.waitSeconds = waitSeconds;
    options.cancelRequested = m_options.cancelRequested;
    return options;
}

Status HostLeases::takeOne(Lease &lease, int waitSeconds)
{
    if (!lease.agent || lease.agent->acquireCalled())
        makeAgent(lease); // else the one started with the others
    const QString host = lease.host;
    Status taken = lease.agent->acquire(agentOptions(waitSeconds));
    if (taken)
        Q_EMIT acquired(host);
    return taken;
}

void HostLeases::releaseHeld()
{
    for (Lease &lease : m_leases) {
        if (lease.agent)
            lease.agent->release();
        lease.agent.reset();
        lease.sameAs.clear();
    }
}

Status HostLeases::acquire(const QList<CommandRunner *> &hosts)
{
    m_holder = LeaseHolder::current(m_options.program, m_options.purpose);
    m_leases.clear();
    m_lostReason.clear();
    m_lostHosts.clear();
    for (CommandRunner *runner : hosts) {
        const bool known = std::any_of(m_leases.begin(), m_leases.end(),
                                       [runner](const Lease &l) { return l.host == runner->hostName(); });
        if (!known)
            m_leases.push_back(Lease{runner->hostName(), runner, nullptr, int(m_leases.size()), {}});
    }
    m_deadlineMs = m_options.waitSeconds < 0 ? -1 : QDateTime::currentMSecsSinceEpoch() + m_options.waitSeconds * 1000LL;
    // Every agent starts at once (each costs a channel, a login shell and a round trip); they are
    // then acquired one by one, as if started in turn.
    for (Lease &lease : m_leases) {
        makeAgent(lease);
        lease.agent->start(agentOptions(-1));
    }
    for (bool again = true; again;) {
        again = false;
        for (Lease &lease : m_leases) {
            if ((lease.agent && lease.agent->acquireCalled() && lease.agent->isHeld()) || !lease.sameAs.isEmpty())
                continue;
            const bool holdingOthers = std::any_of(m_leases.begin(), m_leases.end(),
                                                   [](const Lease &l) { return l.agent && l.agent->isHeld(); });
            // Never wait while holding: two Tunebenches wanting {A, B} and {B, A} would deadlock.
            Status taken = takeOne(lease, holdingOthers ? 0 : remainingSeconds());
            if (taken)
                continue;
            if (lease.agent->heldBySameHolder()) {
                const QString key = lease.agent->key();
                lease.agent.reset();
                auto heldUnder = [this, &key] {
                    for (const Lease &other : m_leases)
                        if (other.agent && other.agent->isHeld() && other.agent->key() == key)
                            return other.host;
                    return QString();
                };
                lease.sameAs = heldUnder();
                if (lease.sameAs.isEmpty()) {
                    // An agent started with this one may hold the host without having said so yet.
                    for (Lease &other : m_leases)
                        if (&other != &lease && other.agent && !other.agent->acquireCalled())
                            (void)takeOne(other, 0);
                    lease.sameAs = heldUnder();
                }
                if (!lease.sameAs.isEmpty())
                    continue;
                releaseHeld();
                return makeError(ErrorCode::Internal, tr("%1 could not be leased").arg(lease.host));
            }
            if (taken.error().code != ErrorCode::Timeout || !holdingOthers) {
                releaseHeld();
                return taken;
            }
            qCDebug(lcHosts) << lease.host << "is busy: giving the other leases back while waiting for it";
            releaseHeld();
            if (Status waited = takeOne(lease, remainingSeconds()); !waited) {
                releaseHeld();
                return waited;
            }
            again = true;
            break;
        }
    }
    return Ok{};
}

HostAgent *HostLeases::agentOf(const QString &host) const
{
    for (const Lease &lease : m_leases) {
        if (lease.host != host)
            continue;
        if (lease.sameAs.isEmpty())
            return lease.agent.get();
        return agentOf(lease.sameAs);
    }
    return nullptr;
}

bool HostLeases::isHeld(const QString &host) const
{
    HostAgent *agent = agentOf(host);
    return agent && agent->isHeld();
}

bool HostLeases::confirmHeld(const QString &host)
{
    HostAgent *agent = agentOf(host);
    if (!agent || !agent->isHeld())
        return false;
    if (agent->setGrace(m_options.graceSeconds))
        return true;
    // No answer: the agent restored the host or is gone; its end arrives as lost().
    return false;
}

bool HostLeases::restoredItself(const QString &host) const
{
    HostAgent *agent = agentOf(host);
    return agent && agent->restoredItself();
}

Status HostLeases::arm(const QString &host, TunablesRestorer &restorer, const QList<qint64> &journalIds,
                       const QString &databasePath)
{
    HostAgent *agent = agentOf(host);
    const auto lease = std::find_if(m_leases.begin(), m_leases.end(), [&host](const Lease &l) { return l.host == host; });
    if (!agent || lease == m_leases.end())
        return makeError(ErrorCode::Internal, tr("%1 is not leased").arg(host));
    if (journalIds.isEmpty())
        return agent->disarm(lease->slot);
    auto steps = restorer.unattendedSteps(journalIds);
    if (!steps)
        return steps.error();
    QList<AgentStep> agentSteps;
    for (const CommandStep &step : steps.value()) {
        QStringList argv;
        if (!step.spec.environment.isEmpty()) {
            argv << QStringLiteral("env");
            for (auto it = step.spec.environment.cbegin(); it != step.spec.environment.cend(); ++it)
                argv << it.key() + QLatin1Char('=') + it.value();
        }
        argv << step.spec.argv;
        agentSteps << AgentStep{argv, step.spec.needsRoot, step.successCodes};
    }
    QList<qint64> sorted = journalIds;
    std::sort(sorted.begin(), sorted.end());
    QStringList ids;
    for (qint64 id : sorted)
        ids << QString::number(id);
    const QMap<QString, QString> meta{{QStringLiteral("host"), host},
                                      {QStringLiteral("db"), databasePath},
                                      {QStringLiteral("machine"), QSysInfo::machineHostName()},
                                      {QStringLiteral("journals"), ids.join(QLatin1Char(' '))}};
    return agent->arm(lease->slot, meta, agentSteps);
}

Status HostLeases::arm(const QString &host, Database &database, HostReader &reader, const QList<qint64> &journalIds)
{
    TunablesJournalRepository journals(database);
    SnapshotRepository snapshots(database);
    TunablesRestorer restorer(reader, journals, snapshots);
    return arm(host, restorer, journalIds, database.path());
}

Status HostLeases::setDeadline(int seconds)
{
    for (const Lease &lease : m_leases) {
        if (lease.agent)
            if (Status set = lease.agent->setDeadline(seconds); !set)
                return set;
    }
    return Ok{};
}

void HostLeases::release()
{
    releaseHeld();
}

void HostLeases::detach()
{
    for (Lease &lease : m_leases) {
        if (lease.agent)
            lease.agent->detach();
        lease.agent.reset();
    }
}

} // namespace Tunebench
