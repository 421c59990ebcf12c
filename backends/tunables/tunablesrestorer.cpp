// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/tunablesrestorer.h"

#include "core/logging.h"
#include "tunables/driveranswers.h"

#include <QJsonDocument>
#include <QSet>

#include <algorithm>

namespace Tunebench {

namespace {

// A restore writes back what the driver itself reported, which it reads back exactly: no
// rounding tolerance (it would take ixgbe's rx-usecs 0, "off", for its original 1, "dynamic").
bool reachesTarget(const HostSnapshot &snapshot, const TunableKey &key, const QString &value)
{
    const auto state = snapshot.state(key);
    return state && state->supported && TunableCatalog::matches(key, value, state->value, false);
}

// A journal's snapshot lives beside it, in the local store (Database::localStore()).
Result<HostSnapshot> loadSnapshot(TunablesJournalRepository &journal, qint64 id)
{
    auto record = journal.snapshot(id);
    if (!record)
        return record.error();
    const QJsonDocument document = QJsonDocument::fromJson(record->content);
    if (!document.isObject())
        return makeError(ErrorCode::ParseError, TunablesRestorer::tr("Snapshot %1 in the database is damaged.").arg(id));
    return HostSnapshot::fromJson(document.object());
}

} // namespace

QList<TunablesRestorer::Target> TunablesRestorer::journaledTargets(const QList<JournalRecord> &newestFirst,
                                                                   QSet<Category> *touched)
{
    // Stacked journals (an experiment applies arm after arm) collapse into one target per key:
    // walking from the newest to the oldest, each older original replaces the newer one, so
    // every key ends at its value before the oldest journal. Keys keep the newest journal's
    // reverse order, which is the order restoring one journal after another would write them.
    QList<Target> out;
    QHash<QString, qsizetype> index;
    for (const JournalRecord &journal : newestFirst) {
        for (auto it = journal.changes.crbegin(); it != journal.changes.crend(); ++it) {
            auto key = TunableKey::fromId(it->key);
            if (!key) {
                qCWarning(lcTunables) << "journal" << journal.id << "has an unreadable key" << it->key;
                continue;
            }
            if (touched)
                touched->insert(key->category);
            if (const auto found = index.constFind(it->key); found != index.cend()) {
                out[*found].value = it->original;
                continue;
            }
            index.insert(it->key, out.size());
            out << Target{key.value(), it->original, it->seq};
        }
    }
    return out;
}

QList<TunablesRestorer::Target> TunablesRestorer::targets(const QList<JournalRecord> &newestFirst,
                                                          const HostSnapshot &before, const HostSnapshot &current) const
{
    QSet<Category> touched;
    QList<Target> out = journaledTargets(newestFirst, &touched);
    QSet<QString> journaled;
    for (const Target &target : std::as_const(out))
        journaled.insert(target.key.id());
    if (touched.contains(Category::Channels)) {
        touched.insert(Category::RpsMask);
        touched.insert(Category::XpsMask);
    }
    for (auto it = before.values.cbegin(); it != before.values.cend(); ++it) {
        auto key = TunableKey::fromId(it.key());
        if (!key || !touched.contains(key->category) || journaled.contains(it.key()) || !it.value().writable())
            continue;
        const auto now = current.state(key.value());
        if (now && now->writable() && !TunableCatalog::matches(key.value(), it.value().value, now->value, false))
            out << Target{key.value(), it.value().value, -1};
    }
    return out;
}

std::optional<Error> TunablesRestorer::writeDifferences(const PlatformProvider &provider, const QString &interfaceName,
                                                        const QList<Target> &targets, const HostSnapshot &current,
                                                        QHash<QString, QString> &errors)
{
    QList<KeyValue> values;
    for (const Target &target : targets) {
        if (!reachesTarget(current, target.key, target.value))
            values << KeyValue{target.key, target.value};
    }
    QList<CommandStep> steps = provider.writeSteps(interfaceName, values);
    // Categories go back in reverse apply order; inside a category the provider's order stays
    // (turning adaptive coalescing back on must follow the values it would otherwise refuse).
    const QList<Category> order = applyOrder();
    std::stable_sort(steps.begin(), steps.end(), [&order](const CommandStep &a, const CommandStep &b) {
        return order.indexOf(a.category) > order.indexOf(b.category);
    });
    for (const CommandStep &step : std::as_const(steps)) {
        const CommandOutput output = m_reader.run(step.spec);
        if (output.exit.kind == CommandExit::Kind::Exited && step.successCodes.contains(output.exit.exitCode))
            continue;
        const Error error = HostReader::commandError(output, step.display());
        const QHash<QString, QString> refused = DriverAnswers::refusals(step, output, current);
        for (const TunableKey &key : step.keys)
            errors.insert(key.id(), refused.value(key.id(), error.toString()));
        if (HostReader::isConnectionError(error))
            return error;
    }
    return std::nullopt;
}

void TunablesRestorer::recordOutcome(RestoreReport &report, const QList<Target> &targets,
                                     const HostSnapshot &first, const HostSnapshot &last,
                                     const QHash<QString, QString> &errors)
{
    for (const Target &target : targets) {
        KeyOutcome outcome;
        outcome.key = target.key;
        outcome.original = first.state(target.key).value_or(TunableState{}).value;
        outcome.desired = target.value;
        outcome.action = reachesTarget(first, target.key, target.value) ? PlannedChange::Action::Unchanged
                                                                        : PlannedChange::Action::Change;
        const auto now = last.state(target.key);
        outcome.applied = now ? now->value : QString();
        outcome.verified = reachesTarget(last, target.key, target.value);
        if (!outcome.verified) {
            outcome.error = errors.value(target.key.id());
            if (!outcome.error.isEmpty())
                outcome.answer = DriverAnswer::Refused;
            else
                outcome.error = tr("reads back %1 instead of %2").arg(describeState(now), target.value);
        }
        DriverAnswers::classify(outcome, first, last, true);
        report.outcomes << outcome;
    }
}

std::optional<Error> TunablesRestorer::converge(const PlatformProvider &provider, const ReadRequest &request,
                                                const QList<Target> &targets, HostSnapshot &latest,
                                                QHash<QString, QString> &errors)
{
    // A second pass catches settings undone by a later restore step (e.g. a driver that resets
    // coalescing when its channels are re-created).
    for (int pass = 0; pass < 2; ++pass) {
        const bool done = std::all_of(targets.cbegin(), targets.cend(),
                                      [&](const Target &t) { return reachesTarget(latest, t.key, t.value); });
        if (done)
            return std::nullopt;
        if (auto failure = writeDifferences(provider, request.interfaceName, targets, latest, errors))
            return failure;
        auto reread = m_reader.read(request);
        if (!reread)
            return reread.error();
        latest = reread.value();
    }
    return std::nullopt;
}

Status TunablesRestorer::close(const JournalRecord &journal, const HostSnapshot &latest)
{
    for (JournalChangeRecord change : journal.changes) {
        change.state = JournalChangeRecord::State::Restored;
        if (auto key = TunableKey::fromId(change.key); key && latest.state(key.value()))
            change.applied = latest.state(key.value())->value;
        if (Status updated = m_journal.updateChange(journal.id, change); !updated)
            return updated;
    }
    return m_journal.close(journal.id, m_closedBy);
}

Result<RestoreReport> TunablesRestorer::restore(qint64 journalId)
{
    return restore(QList<qint64>{journalId});
}

Result<QList<JournalRecord>> TunablesRestorer::openStack(const QList<qint64> &journalIds, RestoreReport &report)
{
    QList<JournalRecord> stack;
    for (qint64 id : journalIds) {
        auto journal = m_journal.journal(id);
        if (!journal)
            return journal.error();
        if (journal->host != m_reader.hostName())
            return makeError(ErrorCode::InvalidArgument, tr("Tunables journal %1 belongs to %2, not to %3.")
                                                             .arg(id)
                                                             .arg(journal->host, m_reader.hostName()));
        report.host = journal->host;
        report.interfaceName = journal->interfaceName;
        if (journal->open)
            stack << journal.value();
    }
    std::sort(stack.begin(), stack.end(), [](const JournalRecord &a, const JournalRecord &b) { return a.id > b.id; });
    for (const JournalRecord &journal : std::as_const(stack)) {
        if (journal.interfaceName != stack.first().interfaceName || journal.platform != stack.first().platform)
            return makeError(ErrorCode::InvalidArgument,
                             tr("Journals %1 and %2 are for different interfaces; restore them separately.")
                                 .arg(stack.first().id)
                                 .arg(journal.id));
        report.journalIds << journal.id;
    }
    return stack;
}

Result<RestoreReport> TunablesRestorer::restore(const QList<qint64> &journalIds)
{
    RestoreReport report;
    auto stack = openStack(journalIds, report);
    if (!stack)
        return stack.error();
    report.journalId = journalIds.isEmpty() ? 0 : *std::max_element(journalIds.cbegin(), journalIds.cend());
    if (stack->isEmpty()) {
        report.closed = report.alreadyClosed = true;
        return report;
    }
    auto provider = providerForName(stack->first().platform);
    if (!provider)
        return provider.error();
    m_reader.setProvider(provider.value());
    // The oldest journal's snapshot is the host before any of the stacked changes.
    auto before = loadSnapshot(m_journal, stack->constLast().snapshotId);
    if (!before)
        return before.error();
    if (Status root = m_reader.requireRoot(); !root) {
        report.error = root.error();
        return report;
    }
    QStringList sysctls;
    for (const JournalRecord &journal : std::as_const(stack.value())) {
        for (const JournalChangeRecord &change : journal.changes) {
            if (change.key.startsWith(QLatin1String("sysctl.")) && !sysctls.contains(change.key.mid(7)))
                sysctls << change.key.mid(7);
        }
    }
    const ReadRequest request{stack->first().interfaceName, sysctls};
    auto current = m_reader.read(request);
    if (!current) {
        report.error = current.error();
        return report;
    }
    const QList<Target> all = targets(stack.value(), before.value(), current.value());
    QHash<QString, QString> errors;
    HostSnapshot latest = current.value();
    report.error = converge(*provider.value(), request, all, latest, errors);
    recordOutcome(report, all, current.value(), latest, errors);
    const bool verified = std::all_of(report.outcomes.cbegin(), report.outcomes.cend(),
                                      [](const KeyOutcome &outcome) { return outcome.verified; });
    if (!verified || report.error)
        return report;
    for (const JournalRecord &journal : std::as_const(stack.value())) {
        if (Status closed = close(journal, latest); !closed)
            return closed.error();
    }
    report.closed = true;
    report.closedBy = m_closedBy;
    qCDebug(lcTunables) << "restored and closed journals" << report.journalIds << "on" << report.host;
    return report;
}

Result<QList<CommandStep>> TunablesRestorer::unattendedSteps(const QList<qint64> &journalIds)
{
    RestoreReport ignored;
    auto stack = openStack(journalIds, ignored);
    if (!stack)
        return stack.error();
    if (stack->isEmpty())
        return QList<CommandStep>{};
    auto provider = providerForName(stack->first().platform);
    if (!provider)
        return provider.error();
    QList<KeyValue> values;
    for (const Target &target : journaledTargets(stack.value(), nullptr))
        values << KeyValue{target.key, target.value};
    QList<CommandStep> steps = provider.value()->writeSteps(stack->first().interfaceName, values);
    std::reverse(steps.begin(), steps.end());
    return steps;
}

Result<QList<RestoreReport>> TunablesRestorer::restoreOpen()
{
    auto open = m_journal.openJournals(m_reader.hostName());
    if (!open)
        return open.error();
    QStringList interfaces;
    QHash<QString, QList<qint64>> stacks;
    for (const JournalRecord &journal : open.value()) {
        if (!interfaces.contains(journal.interfaceName))
            interfaces << journal.interfaceName;
        stacks[journal.interfaceName] << journal.id;
    }
    QList<RestoreReport> reports;
    for (const QString &interfaceName : std::as_const(interfaces)) {
        auto report = restore(stacks.value(interfaceName));
        if (!report)
            return report.error();
        reports << report.value();
    }
    return reports;
}

} // namespace Tunebench
