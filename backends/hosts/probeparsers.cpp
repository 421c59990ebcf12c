// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/probeparsers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace Tunebench {

QMap<QString, QString> ProbeParsers::keyValues(const QByteArray &text)
{
    QMap<QString, QString> values;
    for (const QByteArray &line : text.split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            values.insert(QString::fromUtf8(line.left(eq)).trimmed(), QString::fromUtf8(line.mid(eq + 1)).trimmed());
    }
    return values;
}

Result<QList<InterfaceInfo>> ProbeParsers::interfaces(const QByteArray &ipJson)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(ipJson, &parseError);
    if (!document.isArray())
        return makeError(ErrorCode::ParseError, tr("cannot read the output of 'ip -j -d addr show'"),
                         parseError.errorString());
    QList<InterfaceInfo> result;
    for (const QJsonValue &value : document.array()) {
        const QJsonObject link = value.toObject();
        InterfaceInfo info;
        // `ip` prints "name@peer" only in text mode; JSON keeps ifname clean, but be safe.
        info.name = link.value(QStringLiteral("ifname")).toString().section(QLatin1Char('@'), 0, 0);
        info.mtu = link.value(QStringLiteral("mtu")).toInt();
        info.operState = link.value(QStringLiteral("operstate")).toString();
        info.mac = link.value(QStringLiteral("address")).toString();
        info.kind = link.value(QStringLiteral("linkinfo")).toObject().value(QStringLiteral("info_kind")).toString();
        for (const QJsonValue &addr : link.value(QStringLiteral("addr_info")).toArray()) {
            const QJsonObject a = addr.toObject();
            info.addresses << QStringLiteral("%1/%2").arg(a.value(QStringLiteral("local")).toString())
                                  .arg(a.value(QStringLiteral("prefixlen")).toInt());
        }
        if (!info.name.isEmpty())
            result << info;
    }
    return result;
}

void ProbeParsers::mergeSysfs(QList<InterfaceInfo> &interfaces, const QByteArray &sysfsText)
{
    for (const QByteArray &rawLine : sysfsText.split('\n')) {
        const QList<QByteArray> fields = rawLine.split('\t');
        if (fields.size() < 3)
            continue;
        const QString name = QString::fromUtf8(fields.at(0));
        for (InterfaceInfo &info : interfaces) {
            if (info.name != name)
                continue;
            info.driver = QString::fromUtf8(fields.at(1)).trimmed();
            bool ok = false;
            const qint64 speed = fields.at(2).trimmed().toLongLong(&ok);
            // The kernel reports -1 (SPEED_UNKNOWN) or fails the read when it does not know.
            info.speedMbps = ok && speed > 0 ? speed : -1;
        }
    }
    for (InterfaceInfo &info : interfaces) {
        if (info.driver.isEmpty())
            info.driver = info.kind;
    }
}

QString ProbeParsers::versionNumber(const QString &line)
{
    static const QRegularExpression number(QStringLiteral("\\b(\\d+(?:\\.\\d+)+)\\b"));
    return number.match(line).captured(1);
}

QString ProbeParsers::installHint(const QString &tool, const QString &osId, const QString &osLike)
{
    const QStringList family = QString(osId + QLatin1Char(' ') + osLike).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto is = [&family](const char *name) { return family.contains(QLatin1String(name)); };
    const bool netperf = tool == QLatin1String("netperf") || tool == QLatin1String("netserver");
    const QString source = tr("build netperf 2.7 from https://github.com/HewlettPackard/netperf with "
                              "'./configure --enable-demo && make && make install'");
    if (is("debian") || is("ubuntu")) {
        if (netperf && osId == QLatin1String("debian"))
            return tr("apt-get install netperf (it is in Debian's non-free component: add 'non-free' to the "
                      "apt sources first)");
        if (netperf && osId == QLatin1String("ubuntu"))
            return tr("apt-get install netperf (from Ubuntu's multiverse component)");
        return QStringLiteral("apt-get install %1").arg(netperf ? QStringLiteral("netperf") : tool);
    }
    if (netperf)
        return source;
    if (is("fedora") || is("rhel") || is("centos"))
        return QStringLiteral("dnf install ethtool");
    if (is("suse") || is("opensuse"))
        return QStringLiteral("zypper install ethtool");
    if (is("arch"))
        return QStringLiteral("pacman -S ethtool");
    if (is("alpine"))
        return QStringLiteral("apk add ethtool");
    return tr("install the 'ethtool' package of your distribution");
}

} // namespace Tunebench
