// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/hostrestorecheck.h"

#include "core/logging.h"
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/hostreader.h"
#include "tunables/tunablesrestorer.h"

#include <QSet>

namespace Tunebench {

namespace {

QString idList(const QList<qint64> &ids)
{
    QStringList out;
    for (qint64 id : ids)
        out << QString::number(id);
    return out.join(QStringLiteral(", "));
}

} // namespace

QString HostRestoreCheck::describe(const HostRestored &restored)
{
    const QString when = restored.record.firedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    QString text = tr("%1 restored itself at %2 (%3)").arg(restored.host, when, restored.record.reasonText());
    if (restored.failedSteps > 0)
        text += tr("; %n of its commands failed", nullptr, restored.failedSteps);
    if (restored.closed())
        return text + tr(": journals %1 verified and closed.").arg(idList(restored.journalIds));
    return text + tr(", but it does not verify (%1): journals %2 stay open.")
                      .arg(restored.verification.error ? restored.verification.error->toString() : tr("values differ"),
                           idList(restored.journalIds));
}

Result<QList<HostRestored>> HostRestoreCheck::reconcile(Database &database, CommandRunner &runner,
                                                        const HostAgentOptions &options)
{
    TunablesJournalRepository journals(database);
    auto open = journals.openJournals(runner.hostName());
    if (!open)
        return open.error();
    if (open->isEmpty())
        return QList<HostRestored>{};
    QSet<qint64> openIds;
    for (const JournalRecord &journal : open.value())
        openIds.insert(journal.id);
    auto records = HostAgent::readRecords(runner, options);
    if (!records)
        return records.error();
    QList<HostRestored> out;
    QStringList done;
    SnapshotRepository snapshots(database);
    HostReader reader(runner);
    for (const AgentRecord &record : records->records) {
        bool handled = true;
        for (const AgentRecord::Slot &slot : record.slots) {
            if (slot.meta.value(QStringLiteral("db")) != database.path()
                || slot.meta.value(QStringLiteral("host")) != runner.hostName()) {
                handled = false; // another database's or name's: its own next connection deals with it
                continue;
            }
            HostRestored restored;
            restored.host = runner.hostName();
            restored.record = record;
            for (const AgentRecord::Step &step : slot.steps)
                restored.failedSteps += step.succeeded() ? 0 : 1;
            for (const QString &id : slot.meta.value(QStringLiteral("journals")).split(QLatin1Char(' '), Qt::SkipEmptyParts))
                if (openIds.contains(id.toLongLong()))
                    restored.journalIds << id.toLongLong();
            if (restored.journalIds.isEmpty())
                continue; // closed already (restored by Tunebench, or an earlier check)
            restored.note = tr("%1 restored itself at %2: %3")
                                .arg(restored.host, record.firedAt.toLocalTime().toString(Qt::ISODate), record.reasonText());
            TunablesRestorer restorer(reader, journals, snapshots);
            restorer.setClosedBy(restored.note);
            auto verified = restorer.restore(restored.journalIds);
            if (!verified)
                return verified.error();
            restored.verification = verified.value();
            handled = handled && restored.closed();
            for (qint64 id : std::as_const(restored.journalIds))
                openIds.remove(id);
            qCInfo(lcExperiment).noquote() << describe(restored);
            out << restored;
        }
        if (handled)
            done << record.name;
    }
    if (Status forgotten = HostAgent::forgetRecords(runner, done, options); !forgotten)
        qCWarning(lcExperiment) << forgotten.error().toString();
    return out;
}

} // namespace Tunebench
