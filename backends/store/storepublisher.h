// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Experiments recorded on this machine and published to a team store (issue 28).

#include "core/result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tunebench {

class Database;

/// An experiment that went from the local store into the team store.
struct PublishedExperiment
{
    qint64 localId = 0; ///< its id in the local store, where it is gone now
    qint64 teamId = 0;  ///< its id in the team store
    QString name;
    qint64 rows = 0; ///< rows written to the team store (0: it was there already)
};

/// What publishEnded() did with an experiment that has just ended.
struct EndPublication
{
    qint64 id = 0;          ///< its id in the team store, or in the local one when it is kept there
    bool published = false; ///< in the team store
    QStringList sentences;  ///< translated, for the messages: why it is kept here, what went along
};

/**
 * A team store on PostgreSQL can go away while an experiment runs (a restart, the network), and
 * this machine can crash while it does. So an experiment or exploration against a team store is
 * recorded in this machine's local store (Database::localStore(), where its tunables journals
 * live too), marked there as waiting for the team store (experiment.publish_to), and published
 * when it ends: copied in one transaction of the team store (StoreCopier, so a second try adds
 * nothing) and then deleted locally. One that cannot be published stays waiting, complete, on
 * this disk; publishPending() publishes it the next time Tunebench opens that team store (every
 * `run`, `explore`, `db publish` and the GUI's start do).
 */
class StorePublisher
{
    Q_DECLARE_TR_FUNCTIONS(StorePublisher)
public:
    /// @p team: a store that records locally (Database::recordsLocally()).
    explicit StorePublisher(Database &team);

    /// Notes in the local store that experiment @p localId is for this team store.
    [[nodiscard]] Status markPending(qint64 localId);
    /// Publishes experiment @p localId of the local store (whatever its status) and deletes it
    /// there. On failure it stays in the local store, still waiting.
    [[nodiscard]] Result<PublishedExperiment> publish(qint64 localId);
    /// Every experiment of the local store that waits for this team store and has ended (one
    /// whose process is gone is marked interrupted first), oldest first; stops at the first failure.
    [[nodiscard]] Result<QList<PublishedExperiment>> publishPending();
    /// At the end of an experiment or exploration: publishes @p localId and then, the server being
    /// there, what waited from before.
    [[nodiscard]] EndPublication publishEnded(qint64 localId);
    /// How many experiments of the local store wait for this team store (0 when it cannot be read).
    [[nodiscard]] int pendingCount();

    /// "Experiment 12 is kept on this machine in FILE: the team store URI could not take it
    /// (WHY). Tunebench publishes it the next time it opens that store; now: tunebench-cli --db URI
    /// db publish". For the engine's and the CLI's messages.
    [[nodiscard]] QString keptLocally(qint64 localId, const Error &why) const;

private:
    Database &m_team;
    Database &m_local;
};

} // namespace Tunebench
