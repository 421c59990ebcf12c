// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

class QSqlDatabase;

namespace Tunebench {

class Database;

/// A stored host snapshot. The content is the tunables library's JSON; the store does not
/// interpret it, so the snapshot format can grow without a migration.
struct SnapshotRecord
{
    qint64 id = 0;
    QString host;
    QString interfaceName;
    QDateTime takenAt;
    QByteArray content;
};

/// Host snapshots (table host_snapshot): what a host looked like, kept for reproducibility.
class SnapshotRepository
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotRepository)
public:
    explicit SnapshotRepository(Database &database) : m_database(database) { }

    [[nodiscard]] Result<qint64> save(const SnapshotRecord &snapshot);
    [[nodiscard]] Result<SnapshotRecord> load(qint64 id);
    /// Newest first; all hosts when @p host is empty.
    [[nodiscard]] Result<QList<SnapshotRecord>> list(const QString &host = {}, int limit = 100);

    /// Inserts inside a transaction the caller already holds (used by the journal).
    [[nodiscard]] static Result<qint64> insert(QSqlDatabase &db, const SnapshotRecord &snapshot);

private:
    Database &m_database;
};

} // namespace Tunebench
