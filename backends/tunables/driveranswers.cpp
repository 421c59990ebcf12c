// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/driveranswers.h"

#include "tunables/driverknowledge.h"
#include "tunables/ethtoolparser.h"
#include "tunables/hostreader.h"

#include <QRegularExpression>

namespace Tunebench {

namespace {

QString driverOf(const HostSnapshot &snapshot)
{
    return snapshot.driver.driver;
}

// The driver's words without ethtool's "(offset N)", which only says where in the request.
QString words(const CommandOutput &output)
{
    static const QRegularExpression offset(QStringLiteral("\\s*\\(offset [0-9]+\\)"));
    QString text = EthtoolParser::errorText(QString::fromUtf8(output.stderrData));
    if (text.isEmpty())
        text = EthtoolParser::errorText(QString::fromUtf8(output.stdoutData));
    return text.remove(offset);
}

// The value a step writes for @p key, if it writes one (argv: ethtool FLAG IF name value ...).
QString stepValue(const CommandStep &step, const QString &name)
{
    const QStringList &argv = step.spec.argv;
    for (qsizetype i = 3; i + 1 < argv.size(); i += 2) {
        if (argv.at(i) == name)
            return argv.at(i + 1);
    }
    return {};
}

bool adaptiveOnFor(const CommandStep &step, const TunableKey &key, const HostSnapshot &context)
{
    const TunableKey adaptive = DriverKnowledge::adaptiveKeyFor(key);
    const QString written = stepValue(step, adaptive.name);
    if (!written.isEmpty())
        return written == QLatin1String("on");
    const auto state = context.state(adaptive);
    return state && state->value == QLatin1String("on");
}

bool isEthtoolPairs(const CommandStep &step)
{
    const QStringList &argv = step.spec.argv;
    return argv.value(0) == QLatin1String("ethtool")
        && (argv.value(1) == QLatin1String("-C") || argv.value(1) == QLatin1String("-G")
            || argv.value(1) == QLatin1String("-L"));
}

QString withHint(const QString &message, const QString &hint)
{
    return hint.isEmpty() ? message : message + QStringLiteral(" — ") + hint;
}

} // namespace

QHash<QString, QString> DriverAnswers::refusals(const CommandStep &step, const CommandOutput &output,
                                                const HostSnapshot &context)
{
    QHash<QString, QString> messages;
    const QString command = tr("%1: %2").arg(step.display(), output.exit.describe());
    const QString said = words(output);
    if (output.exit.kind == CommandExit::Kind::Failed || said.isEmpty()) {
        const QString error = HostReader::commandError(output, step.display()).toString();
        for (const TunableKey &key : step.keys)
            messages.insert(key.id(), error);
        return messages;
    }
    const QString driver = driverOf(context);
    const QString who = driver.isEmpty() ? tr("the driver") : driver;
    int culprit = step.keys.size() == 1 ? 0 : -1;
    if (culprit < 0 && isEthtoolPairs(step)) {
        const int offset = EthtoolParser::errorOffset(QString::fromUtf8(output.stderrData));
        culprit = EthtoolParser::parameterAtOffset(offset, step.spec.argv.value(2), int(step.keys.size()));
    }
    QStringList names;
    for (const TunableKey &key : step.keys)
        names << key.name;
    for (qsizetype i = 0; i < step.keys.size(); ++i) {
        const TunableKey &key = step.keys.at(i);
        const QString hint = DriverKnowledge::refusalHint(driver, key, stepValue(step, key.name), said,
                                                          adaptiveOnFor(step, key, context));
        QString message;
        if (culprit == i)
            message = withHint(tr("refused by %1: %2").arg(who, said), hint);
        else if (culprit >= 0)
            message = tr("not changed: %1 refused the whole command because of %2 (%3)")
                          .arg(who, step.keys.at(culprit).name, said);
        else
            message = withHint(tr("refused by %1: %2 (the same command set %3, and %1 did not say which it "
                                  "refused)")
                                   .arg(who, said, names.join(QLatin1String(", "))),
                               hint);
        messages.insert(key.id(), message + QStringLiteral(" [") + command + QLatin1Char(']'));
    }
    return messages;
}

QString DriverAnswers::warningNote(const CommandOutput &output)
{
    const QStringList warned = EthtoolParser::warnings(QString::fromUtf8(output.stderrData));
    return warned.isEmpty() ? QString() : tr("the kernel warned: %1").arg(warned.join(QLatin1String("; ")));
}

namespace {

void addNote(KeyOutcome &outcome, const QString &note)
{
    if (!note.isEmpty())
        outcome.note = outcome.note.isEmpty() ? note : note + QStringLiteral("; ") + outcome.note;
}

// A key that reads back within its tolerance: taken, rounded, or without effect.
void classifyVerified(KeyOutcome &outcome, const QString &driver, const TunableState &now, const HostSnapshot &after,
                      bool restoring)
{
    const QString shown = TunableCatalog::canonicalReading(outcome.key, now.value);
    const QString wanted = TunableCatalog::canonicalReading(outcome.key, outcome.desired);
    if (shown != wanted) {
        outcome.answer = DriverAnswer::Adjusted;
        QString note = DriverAnswers::tr("%1 adjusted %2 to %3")
                           .arg(driver.isEmpty() ? DriverAnswers::tr("the driver") : driver, wanted, shown);
        if (outcome.key.category == Category::Rings && !DriverKnowledge::ringRounding(driver).isEmpty())
            note += DriverAnswers::tr(" (it rounds ring sizes %1)").arg(DriverKnowledge::ringRounding(driver));
        addNote(outcome, note);
        return;
    }
    outcome.answer = DriverAnswer::Taken;
    if (restoring)
        return;
    if (const QString silent = DriverKnowledge::silentAdjustment(driver, outcome.key, outcome.desired); !silent.isEmpty()) {
        outcome.answer = DriverAnswer::Adjusted;
        addNote(outcome, silent);
        return;
    }
    const TunableKey adaptiveKey = DriverKnowledge::adaptiveKeyFor(outcome.key);
    const auto adaptive = after.state(adaptiveKey);
    if (DriverKnowledge::whileAdaptive(driver, outcome.key) == DriverKnowledge::WhileAdaptive::Inert && adaptive
        && adaptive->value == QLatin1String("on")) {
        outcome.answer = DriverAnswer::Inert;
        addNote(outcome, DriverAnswers::tr("accepted, but it has no effect while %1 is on: %2's adaptive moderation "
                                           "chooses %3")
                             .arg(adaptiveKey.name, driver, outcome.key.name));
    }
}

} // namespace

void DriverAnswers::classify(KeyOutcome &outcome, const HostSnapshot &before, const HostSnapshot &after, bool restoring)
{
    if (outcome.action != PlannedChange::Action::Change || outcome.answer == DriverAnswer::Refused)
        return;
    const QString driver = driverOf(after).isEmpty() ? driverOf(before) : driverOf(after);
    const QString who = driver.isEmpty() ? tr("the driver") : driver;
    const auto now = after.state(outcome.key);
    const auto was = before.state(outcome.key);
    if (outcome.verified) {
        classifyVerified(outcome, driver, *now, after, restoring);
    } else if (!now || !now->supported) {
        outcome.answer = DriverAnswer::Clamped;
        outcome.error = tr("ethtool accepted it, but the host now reads %1").arg(describeState(now));
    } else if (was && was->value == now->value) {
        outcome.answer = DriverAnswer::Ignored;
        outcome.error = tr("ethtool accepted it, but %1 still reports %2: the change was silently ignored").arg(who, now->value);
    } else {
        outcome.answer = DriverAnswer::Clamped;
        outcome.error = tr("ethtool accepted it, but %1 reports %2 instead of %3").arg(who, now->value, outcome.desired);
    }
}

QString driverAnswerName(DriverAnswer answer)
{
    switch (answer) {
    case DriverAnswer::None:
        return {};
    case DriverAnswer::Taken:
        return QStringLiteral("taken");
    case DriverAnswer::Adjusted:
        return QStringLiteral("adjusted");
    case DriverAnswer::Inert:
        return QStringLiteral("inert");
    case DriverAnswer::Clamped:
        return QStringLiteral("clamped");
    case DriverAnswer::Ignored:
        return QStringLiteral("ignored");
    case DriverAnswer::Refused:
        return QStringLiteral("refused");
    }
    return {};
}

DriverAnswer driverAnswerFromName(const QString &name)
{
    for (DriverAnswer answer : {DriverAnswer::Taken, DriverAnswer::Adjusted, DriverAnswer::Inert, DriverAnswer::Clamped,
                                DriverAnswer::Ignored, DriverAnswer::Refused}) {
        if (driverAnswerName(answer) == name)
            return answer;
    }
    return DriverAnswer::None;
}

} // namespace Tunebench
