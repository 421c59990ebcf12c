// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/knownhostsfile.h"

#include "transport/ssh/sshconfig.h"

#include <QCryptographicHash>
#include <QFile>
#include <QMessageAuthenticationCode>
#include <QRegularExpression>

namespace Tunebench {

namespace {

// Hashed entries are |1|base64(salt)|base64(HMAC-SHA1(salt, host)) (OpenSSH hostfile.c).
bool matchesHashed(const QString &field, const QString &hostToken)
{
    const QStringList parts = field.split(QLatin1Char('|'));
    if (parts.size() != 4 || parts.at(1) != QLatin1String("1"))
        return false;
    const QByteArray salt = QByteArray::fromBase64(parts.at(2).toLatin1());
    const QByteArray expected = QByteArray::fromBase64(parts.at(3).toLatin1());
    const QByteArray mac =
        QMessageAuthenticationCode::hash(hostToken.toUtf8(), salt, QCryptographicHash::Sha1);
    return !expected.isEmpty() && mac == expected;
}

bool hostFieldMatches(const QString &field, const QString &hostToken)
{
    if (field.startsWith(QLatin1Char('|')))
        return matchesHashed(field, hostToken);
    return SshConfig::matchPatternList(hostToken, field.split(QLatin1Char(',')));
}

} // namespace

QString KnownHostsFile::hostField(const QString &host, int port)
{
    if (port <= 0 || port == 22)
        return host;
    return QStringLiteral("[%1]:%2").arg(host).arg(port);
}

QString KnownHostsFile::fingerprint(const QByteArray &keyBlob)
{
    const QByteArray digest = QCryptographicHash::hash(keyBlob, QCryptographicHash::Sha256);
    return QStringLiteral("SHA256:")
        + QString::fromLatin1(digest.toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals));
}

QList<KnownHostsEntry> KnownHostsFile::entriesForText(const QByteArray &text, const QString &host, int port)
{
    QList<KnownHostsEntry> entries;
    const QString hostToken = hostField(host.toLower(), port);
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines.at(i)).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char('@')))
            continue;
        const QStringList fields = line.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        if (fields.size() < 3 || !hostFieldMatches(fields.at(0), hostToken))
            continue;
        KnownHostsEntry entry;
        entry.lineNumber = i + 1;
        entry.keyType = fields.at(1);
        entry.fingerprint = fingerprint(QByteArray::fromBase64(fields.at(2).toLatin1()));
        entry.line = line;
        entry.hashed = fields.at(0).startsWith(QLatin1Char('|'));
        entries << entry;
    }
    return entries;
}

QList<KnownHostsEntry> KnownHostsFile::entriesFor(const QString &path, const QString &host, int port)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return entriesForText(file.readAll(), host, port);
}

} // namespace Tunebench
