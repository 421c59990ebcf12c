// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/leaseholder.h"

#include <QSysInfo>
#include <QRandomGenerator>
#include <QStringList>
#include <QTimeZone>

#include <pwd.h>
#include <unistd.h>

namespace Tunebench {

namespace {

QString clean(QString value)
{
    value.replace(QLatin1Char('\t'), QLatin1Char(' '));
    value.replace(QLatin1Char('\n'), QLatin1Char(' '));
    value.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return value;
}

QString newToken()
{
    return QString::number(QRandomGenerator::global()->generate64(), 36);
}

QString userName()
{
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("LOGNAME"));
    if (!user.isEmpty())
        return user;
    const passwd *entry = ::getpwuid(::getuid());
    return entry ? QString::fromLocal8Bit(entry->pw_name) : QString::number(::getuid());
}

} // namespace

LeaseHolder LeaseHolder::current(const QString &program, const QString &purpose)
{
    LeaseHolder holder;
    holder.user = userName();
    holder.machine = QSysInfo::machineHostName();
    holder.pid = QCoreApplication::applicationPid();
    holder.program = program;
    holder.since = QDateTime::currentDateTimeUtc();
    holder.purpose = purpose;
    holder.token = newToken();
    return holder;
}

LeaseHolder LeaseHolder::fromLine(const QString &line)
{
    LeaseHolder holder;
    for (const QString &field : line.split(QLatin1Char('\t'), Qt::SkipEmptyParts)) {
        const qsizetype eq = field.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString key = field.left(eq);
        const QString value = field.mid(eq + 1);
        if (key == QLatin1String("user"))
            holder.user = value;
        else if (key == QLatin1String("machine"))
            holder.machine = value;
        else if (key == QLatin1String("pid"))
            holder.pid = value.toLongLong();
        else if (key == QLatin1String("program"))
            holder.program = value;
        else if (key == QLatin1String("since"))
            holder.since = QDateTime::fromSecsSinceEpoch(value.toLongLong(), Qt::UTC);
        else if (key == QLatin1String("purpose"))
            holder.purpose = value;
        else if (key == QLatin1String("token"))
            holder.token = value;
        else if (key == QLatin1String("agent"))
            holder.agentPid = value.toLongLong();
        else if (key == QLatin1String("hostuser"))
            holder.hostUser = value;
        else if (key == QLatin1String("acquired"))
            holder.acquired = QDateTime::fromSecsSinceEpoch(value.toLongLong(), Qt::UTC);
    }
    return holder;
}

QString LeaseHolder::toLine() const
{
    QStringList fields{QStringLiteral("user=") + clean(user), QStringLiteral("machine=") + clean(machine),
                       QStringLiteral("pid=%1").arg(pid), QStringLiteral("program=") + clean(program),
                       QStringLiteral("since=%1").arg(since.toSecsSinceEpoch()),
                       QStringLiteral("purpose=") + clean(purpose), QStringLiteral("token=") + clean(token)};
    return fields.join(QLatin1Char('\t'));
}

QString LeaseHolder::describe() const
{
    if (isEmpty())
        return agentPid > 0 ? tr("another Tunebench (agent pid %1 on the host)").arg(agentPid)
                            : tr("another Tunebench");
    const QDateTime start = since.isValid() ? since : acquired;
    const QString when = start.toLocalTime().date() == QDate::currentDate()
        ? start.toLocalTime().toString(QStringLiteral("HH:mm"))
        : start.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    QString text = tr("%1@%2 (%3, pid %4, since %5)").arg(user, machine, program.isEmpty() ? tr("Tunebench") : program)
                       .arg(pid)
                       .arg(when);
    if (!purpose.isEmpty())
        text += QStringLiteral(": ") + purpose;
    return text;
}

} // namespace Tunebench
