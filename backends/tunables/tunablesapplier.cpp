// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/tunablesapplier.h"

#include "core/logging.h"
#include "tunables/tunablesrestorer.h"

#include <QJsonDocument>

namespace Tunebench {

namespace {

// Journal change numbers follow the order in which the steps write the keys.
QList<TunableKey> writeOrder(const ChangePlan &plan)
{
    QList<TunableKey> keys;
    for (const CommandStep &step : plan.steps)
        keys << step.keys;
    return keys;
}

KeyOutcome *outcomeFor(ApplyReport &report, const TunableKey &key)
{
    for (KeyOutcome &outcome : report.outcomes) {
        if (outcome.key == key)
            return &outcome;
    }
    return nullptr;
}

} // namespace

Result<qint64> TunablesApplier::openJournal(const ChangePlan &plan, const ApplyOptions &options)
{
    JournalRecord journal;
    journal.host = plan.host;
    journal.interfaceName = plan.interfaceName;
    journal.platform = plan.platform;
    journal.owner = options.owner;
    const QList<TunableKey> keys = writeOrder(plan);
    for (int seq = 0; seq < keys.size(); ++seq) {
        const auto state = plan.before.state(keys[seq]);
        const auto desired = std::find_if(plan.requested.cbegin(), plan.requested.cend(),
                                          [&](const KeyValue &value) { return value.first == keys[seq]; });
        journal.changes << JournalChangeRecord{seq, keys[seq].id(), state ? state->value : QString(),
                                               desired != plan.requested.cend() ? desired->second : QString(),
                                               JournalChangeRecord::State::Pending, QString(), QString()};
    }
    SnapshotRecord snapshot{0, plan.host, plan.interfaceName, plan.before.takenAt,
                            QJsonDocument(plan.before.toJson()).toJson(QJsonDocument::Compact)};
    return m_journal.open(journal, snapshot);
}

void TunablesApplier::journalOutcome(qint64 journalId, const ChangePlan &plan, const KeyOutcome &outcome,
                                     JournalChangeRecord::State state)
{
    const QList<TunableKey> keys = writeOrder(plan);
    const int seq = int(keys.indexOf(outcome.key));
    if (seq < 0)
        return;
    const JournalChangeRecord change{seq, outcome.key.id(), outcome.original, outcome.desired, state, outcome.applied,
                                     outcome.error};
    // The originals are already durable; a failure here only loses the progress notes.
    if (Status updated = m_journal.updateChange(journalId, change); !updated)
        qCWarning(lcTunables) << "cannot update journal" << journalId << updated.error().toString();
}

std::optional<Error> TunablesApplier::writeSteps(const ChangePlan &plan, qint64 journalId, const ApplyOptions &options,
                                                 ApplyReport &report)
{
    for (const CommandStep &step : plan.steps) {
        if (options.cancelRequested && options.cancelRequested()) {
            report.cancelled = true;
            return std::nullopt;
        }
        const CommandOutput output = m_reader.run(step.spec);
        const bool ok = output.exit.kind == CommandExit::Kind::Exited && step.successCodes.contains(output.exit.exitCode);
        const Error error = ok ? Error{} : HostReader::commandError(output, step.display());
        for (const TunableKey &key : step.keys) {
            KeyOutcome *outcome = outcomeFor(report, key);
            if (!outcome)
                continue;
            outcome->error = ok ? QString() : error.toString();
            journalOutcome(journalId, plan, *outcome,
                           ok ? JournalChangeRecord::State::Applied : JournalChangeRecord::State::Failed);
        }
        if (options.stepFinished)
            options.stepFinished(step, output);
        if (!ok && HostReader::isConnectionError(error))
            return error;
    }
    return std::nullopt;
}

void TunablesApplier::verify(const ChangePlan &plan, qint64 journalId, ApplyReport &report)
{
    auto after = m_reader.read(ReadRequest{plan.interfaceName, ChangePlanner::sysctlNames(plan.requested)});
    for (const TunableKey &key : writeOrder(plan)) {
        KeyOutcome *outcome = outcomeFor(report, key);
        if (!outcome)
            continue;
        if (!after) {
            if (outcome->error.isEmpty())
                outcome->error = tr("cannot read back: %1").arg(after.error().toString());
            continue;
        }
        const auto state = after->state(key);
        outcome->applied = state ? state->value : QString();
        outcome->verified = state && state->supported && TunableCatalog::matches(key, outcome->desired, state->value);
        if (!outcome->verified && outcome->error.isEmpty())
            outcome->error = tr("reads back %1").arg(describeState(state));
        journalOutcome(journalId, plan, *outcome,
                       outcome->verified ? JournalChangeRecord::State::Applied : JournalChangeRecord::State::Failed);
    }
    if (!after && !report.error)
        report.error = after.error();
}

Result<ApplyReport> TunablesApplier::apply(const ChangePlan &plan, const ApplyOptions &options)
{
    if (Status root = m_reader.requireRoot(); !root)
        return root.error();
    auto provider = m_reader.provider();
    if (!provider)
        return provider.error();
    // Re-read right before writing: the originals in the journal must be what the host has
    // now, not what it had when the plan was shown.
    auto now = m_reader.read(ReadRequest{plan.interfaceName, ChangePlanner::sysctlNames(plan.requested)});
    if (!now)
        return now.error();
    const ChangePlan fresh = ChangePlanner::build(*provider.value(), now.value(), plan.requested);
    ApplyReport report;
    for (const PlannedChange &item : fresh.items) {
        const bool unchanged = item.action == PlannedChange::Action::Unchanged;
        report.outcomes << KeyOutcome{item.key, item.action, item.original, item.desired,
                                      unchanged ? item.original : QString(), unchanged, item.reason};
    }
    if (fresh.steps.isEmpty())
        return report;
    auto journalId = openJournal(fresh, options);
    if (!journalId)
        return journalId.error();
    report.journalId = journalId.value();
    qCDebug(lcTunables) << "journal" << report.journalId << "opened on" << fresh.host << "for" << fresh.steps.size()
                       << "steps";
    if (options.journaled) {
        if (Status armed = options.journaled(report.journalId); !armed)
            report.error = armed.error();
    }
    if (!report.error) {
        report.error = writeSteps(fresh, report.journalId, options, report);
        if (!report.cancelled)
            verify(fresh, report.journalId, report);
    }
    if (!report.succeeded() && options.restoreOnFailure) {
        TunablesRestorer restorer(m_reader, m_journal, m_snapshots);
        auto rollback = restorer.restore(report.journalId);
        if (rollback)
            report.rollback = rollback.value();
        else
            qCWarning(lcTunables) << "rollback of journal" << report.journalId << "failed:" << rollback.error().toString();
    }
    return report;
}

} // namespace Tunebench
