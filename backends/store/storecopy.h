// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Moving history between stores (issue 28): `tunebench-cli db copy FROM TO`.

#include "core/result.h"
#include "store/migration.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace Tunebench {

class Database;

/// Schema 7: every experiment gets a UUID (experiment.uid), its identity across stores. Rows from
/// before get theirs when they are first copied.
[[nodiscard]] Migration experimentUidMigration();

/// What a copy did, per experiment and in total.
struct CopyProgress
{
    QString uid;
    QString name;
    qint64 sourceId = 0;
    qint64 targetId = 0; ///< 0 when skipped
    bool copied = false; ///< false: the target had it already
    qint64 rows = 0;     ///< rows written to the target for this experiment
};

struct CopyResult
{
    int experiments = 0;
    int copied = 0;
    int skipped = 0;
    qint64 rows = 0;
};

/// Copies every experiment of one store into another: the experiment with its arms, runs, interim
/// and telemetry samples, linked host snapshots, and an exploration's segments and markers with the
/// tunables journals (and their snapshots) the markers name. Ids are the target's own; an
/// experiment already in the target (same uid) is skipped, so a second copy adds nothing. Each
/// experiment is one transaction of the target: a failure leaves no half experiment behind.
class StoreCopier
{
    Q_DECLARE_TR_FUNCTIONS(StoreCopier)
public:
    StoreCopier(Database &source, Database &target) : m_source(source), m_target(target) {}

    [[nodiscard]] Result<CopyResult> copyAll(const std::function<void(const CopyProgress &)> &progress = {});
    /// Copies one experiment (whatever its status), or finds it in the target already.
    [[nodiscard]] Result<CopyProgress> copyOne(qint64 sourceId);

private:
    Database &m_source;
    Database &m_target;
};

} // namespace Tunebench
