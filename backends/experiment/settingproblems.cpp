// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/settingproblems.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Tunebench {

namespace {

struct Problem
{
    QJsonObject entry;
    QStringList arms;
};

QString text(const QJsonObject &entry, const QString &key)
{
    return entry.value(key).toString();
}

} // namespace

QList<SettingProblem> SettingProblems::find(const QList<RunRecord> &runs, const QList<ArmRecord> &arms)
{
    QHash<qint64, QString> armLabel;
    for (const ArmRecord &arm : arms)
        armLabel.insert(arm.id, arm.label);
    QStringList order;
    QHash<QString, Problem> problems;
    for (const RunRecord &run : runs) {
        for (const QJsonValue &value : QJsonDocument::fromJson(run.settings).array()) {
            const QJsonObject entry = value.toObject();
            const QString action = text(entry, QStringLiteral("action"));
            const bool unsupported = action == QLatin1String("unsupported");
            const bool failed = action == QLatin1String("change") && !entry.value(QLatin1String("verified")).toBool();
            // Verified, but rounded by the driver or without effect: its note says which.
            const bool noted = action == QLatin1String("change") && !failed && !text(entry, QStringLiteral("note")).isEmpty();
            if (!unsupported && !failed && !noted)
                continue;
            const QString id = text(entry, QStringLiteral("host")) + QLatin1Char('\n') + text(entry, QStringLiteral("key"))
                + QLatin1Char('\n') + action
                + (failed || noted ? QLatin1Char('\n') + text(entry, QStringLiteral("desired")) : QString())
                + (noted ? QStringLiteral("\nnote") : QString());
            if (!problems.contains(id)) {
                order << id;
                problems.insert(id, Problem{entry, {}});
            }
            QStringList &inArms = problems[id].arms;
            const QString arm = armLabel.value(run.armId);
            if (!inArms.contains(arm))
                inArms << arm;
        }
    }
    QList<SettingProblem> out;
    for (const QString &id : std::as_const(order)) {
        const QJsonObject &entry = problems.value(id).entry;
        const QString inArms = problems.value(id).arms.join(QLatin1String(", "));
        const QString key = text(entry, QStringLiteral("key"));
        const QString role = text(entry, QStringLiteral("host"));
        const QString error = text(entry, QStringLiteral("error"));
        const QString note = text(entry, QStringLiteral("note"));
        const QString desired = text(entry, QStringLiteral("desired"));
        if (text(entry, QStringLiteral("action")) == QLatin1String("unsupported"))
            out << SettingProblem{SettingProblem::Kind::Unsupported,
                                  tr("%1 is not supported on the %2 (%3); the arms %4 ran without it.")
                                      .arg(key, role, error.isEmpty() ? tr("no reason given") : error, inArms)};
        else if (entry.value(QLatin1String("verified")).toBool() && !note.isEmpty())
            out << SettingProblem{SettingProblem::Kind::NotAsSet,
                                  tr("%1=%2 on the %3 in the arms %4 was not taken as set: %5.").arg(key, desired, role, inArms, note)};
        else if (text(entry, QStringLiteral("answer")) == QLatin1String("refused"))
            out << SettingProblem{SettingProblem::Kind::Refused,
                                  tr("%1=%2 on the %3 was refused in the arms %4: %5.").arg(key, desired, role, inArms, error)};
        else
            out << SettingProblem{SettingProblem::Kind::NotVerified,
                                  tr("%1 on the %2 did not verify in the arms %3: wanted %4, read back %5%6.")
                                      .arg(key, role, inArms, desired, text(entry, QStringLiteral("applied")),
                                           error.isEmpty() ? QString() : QStringLiteral(" (") + error + QLatin1Char(')'))};
    }
    return out;
}

} // namespace Tunebench
