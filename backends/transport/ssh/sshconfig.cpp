// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/sshconfig.h"

#include "core/logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <pwd.h>
#include <unistd.h>

namespace Tunebench {

namespace {

constexpr int MaxIncludeDepth = 16; // OpenSSH's READCONF_MAX_DEPTH

QString localUserName()
{
    if (const passwd *pw = ::getpwuid(::getuid()))
        return QString::fromLocal8Bit(pw->pw_name);
    return qEnvironmentVariable("USER");
}

// Splits a config line into keyword and arguments: `Key value`, `Key=value`, "quoted args".
QStringList tokenize(const QString &line)
{
    QStringList tokens;
    QString current;
    bool inQuotes = false;
    bool haveToken = false;
    for (const QChar c : line) {
        if (c == QLatin1Char('"')) {
            inQuotes = !inQuotes;
            haveToken = true;
        } else if (!inQuotes && (c.isSpace() || (c == QLatin1Char('=') && tokens.isEmpty()))) {
            if (haveToken)
                tokens << current;
            current.clear();
            haveToken = false;
        } else {
            current += c;
            haveToken = true;
        }
    }
    if (haveToken)
        tokens << current;
    return tokens;
}

// OpenSSH patterns know only '*' and '?' (match.c); '[' is literal, as in "[host]:2222".
bool matchPattern(const QString &host, const QString &pattern)
{
    QString regex;
    for (const QChar c : pattern) {
        if (c == QLatin1Char('*'))
            regex += QLatin1String(".*");
        else if (c == QLatin1Char('?'))
            regex += QLatin1Char('.');
        else
            regex += QRegularExpression::escape(QString(c));
    }
    const QRegularExpression re(QRegularExpression::anchoredPattern(regex), QRegularExpression::CaseInsensitiveOption);
    return re.match(host).hasMatch();
}

struct Parser
{
    QString alias;
    QString includeDir;
    SshConfigEntry entry;
    bool haveUser = false, haveHostName = false, havePort = false, haveKnownHosts = false;
    bool haveIdentitiesOnly = false, haveTimeout = false, haveAlive = false, haveAliveMax = false;
    bool haveProxyJump = false;
    QStringList rawIdentityFiles;
    QStringList rawKnownHostsFiles;

    void parseText(const QString &text, int depth)
    {
        bool active = true; // lines before the first Host apply to every host
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (const QString &rawLine : lines) {
            const QString line = rawLine.trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const QStringList tokens = tokenize(line);
            if (tokens.isEmpty())
                continue;
            const QString keyword = tokens.first().toLower();
            const QStringList args = tokens.mid(1);
            if (keyword == QLatin1String("host")) {
                active = SshConfig::matchPatternList(alias, args);
            } else if (keyword == QLatin1String("match")) {
                active = matchCriteria(args);
            } else if (active && keyword == QLatin1String("include")) {
                include(args, depth);
            } else if (active && !args.isEmpty()) {
                apply(keyword, args);
            }
        }
    }

    bool matchCriteria(const QStringList &args)
    {
        if (args.size() == 1 && args.first().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0)
            return true;
        if (args.size() == 2) {
            const QString criterion = args.first().toLower();
            const QStringList patterns = args.at(1).split(QLatin1Char(','));
            if (criterion == QLatin1String("originalhost"))
                return SshConfig::matchPatternList(alias, patterns);
            if (criterion == QLatin1String("host"))
                return SshConfig::matchPatternList(haveHostName ? entry.hostName : alias, patterns);
        }
        entry.warnings << QStringLiteral("ssh_config: 'Match %1' is not supported; its block is ignored")
                              .arg(args.join(QLatin1Char(' ')));
        return false;
    }

    void include(const QStringList &args, int depth)
    {
        if (depth >= MaxIncludeDepth) {
            entry.warnings << QStringLiteral("ssh_config: Include nested too deeply");
            return;
        }
        for (const QString &arg : args) {
            QString pattern = arg;
            if (pattern.startsWith(QLatin1String("~/")))
                pattern = QDir::homePath() + pattern.mid(1);
            else if (!QDir::isAbsolutePath(pattern))
                pattern = includeDir + QLatin1Char('/') + pattern;
            const QFileInfo info(pattern);
            QDir dir = info.dir();
            const QStringList names = dir.entryList({info.fileName()}, QDir::Files | QDir::Readable, QDir::Name);
            for (const QString &name : names) {
                QFile file(dir.filePath(name));
                if (file.open(QIODevice::ReadOnly))
                    parseText(QString::fromUtf8(file.readAll()), depth + 1);
            }
        }
    }

    void apply(const QString &keyword, const QStringList &args)
    {
        const QString &value = args.first();
        if (keyword == QLatin1String("hostname") && !std::exchange(haveHostName, true))
            entry.hostName = value;
        else if (keyword == QLatin1String("user") && !std::exchange(haveUser, true))
            entry.user = value;
        else if (keyword == QLatin1String("port") && !std::exchange(havePort, true))
            entry.port = value.toInt();
        else if (keyword == QLatin1String("identityfile"))
            rawIdentityFiles << value;
        else if (keyword == QLatin1String("userknownhostsfile") && !std::exchange(haveKnownHosts, true))
            rawKnownHostsFiles = args;
        else if (keyword == QLatin1String("identitiesonly") && !std::exchange(haveIdentitiesOnly, true))
            entry.identitiesOnly = value.compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0;
        else if (keyword == QLatin1String("connecttimeout") && !std::exchange(haveTimeout, true))
            entry.connectTimeoutSeconds = value.toInt();
        else if (keyword == QLatin1String("serveraliveinterval") && !std::exchange(haveAlive, true))
            entry.serverAliveIntervalSeconds = value.toInt();
        else if (keyword == QLatin1String("serveralivecountmax") && !std::exchange(haveAliveMax, true))
            entry.serverAliveCountMax = value.toInt();
        else if (keyword == QLatin1String("proxyjump") && !std::exchange(haveProxyJump, true))
            entry.proxyJump = value.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0 ? QString() : value;
    }

    void finish()
    {
        const QString hostName = entry.hostName.isEmpty()
            ? alias
            : SshConfig::expandPath(entry.hostName, alias, alias, entry.user, entry.port);
        entry.hostName = hostName == alias ? QString() : hostName;
        const QString resolvedHost = hostName;
        const QString user = entry.user.isEmpty() ? localUserName() : entry.user;
        const int port = entry.port > 0 ? entry.port : 22;
        for (const QString &raw : std::as_const(rawIdentityFiles)) {
            if (raw.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0)
                entry.identityFiles << SshConfig::expandPath(raw, alias, resolvedHost, user, port);
        }
        for (const QString &raw : std::as_const(rawKnownHostsFiles)) {
            if (raw.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0)
                entry.userKnownHostsFiles << SshConfig::expandPath(raw, alias, resolvedHost, user, port);
        }
    }
};

} // namespace

bool SshConfig::matchPatternList(const QString &host, const QStringList &patterns)
{
    bool matched = false;
    for (const QString &pattern : patterns) {
        if (pattern.startsWith(QLatin1Char('!'))) {
            if (matchPattern(host, pattern.mid(1)))
                return false;
        } else if (matchPattern(host, pattern)) {
            matched = true;
        }
    }
    return matched;
}

QString SshConfig::expandPath(const QString &path, const QString &alias, const QString &hostName,
                              const QString &remoteUser, int port)
{
    QString text = path;
    if (text == QLatin1String("~") || text.startsWith(QLatin1String("~/")))
        text = QDir::homePath() + text.mid(1);
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('%') || i + 1 >= text.size()) {
            out += text.at(i);
            continue;
        }
        switch (text.at(++i).unicode()) {
        case u'%': out += QLatin1Char('%'); break;
        case u'd': out += QDir::homePath(); break;
        case u'h': out += hostName; break;
        case u'n': out += alias; break;
        case u'u': out += localUserName(); break;
        case u'r': out += remoteUser; break;
        case u'p': out += QString::number(port); break;
        default: out += QLatin1Char('%') + text.at(i); break;
        }
    }
    return out;
}

SshConfigEntry SshConfig::resolveText(const QString &alias, const QString &text, const QString &includeDir)
{
    Parser parser;
    parser.alias = alias;
    parser.includeDir = includeDir;
    parser.parseText(text, 0);
    parser.finish();
    return parser.entry;
}

SshConfigEntry SshConfig::resolve(const QString &alias, const QString &path)
{
    if (path == QLatin1String("none"))
        return resolveText(alias, {}, {});
    QStringList files;
    if (!path.isEmpty())
        files << path;
    else
        files << QDir::homePath() + QStringLiteral("/.ssh/config") << QStringLiteral("/etc/ssh/ssh_config");
    // The user's and the system's files are one sequence for "first value wins"; parse them
    // as one text, each with its own Include directory, by resolving them in order.
    Parser parser;
    parser.alias = alias;
    for (const QString &name : std::as_const(files)) {
        QFile file(name);
        if (!file.open(QIODevice::ReadOnly)) {
            if (!path.isEmpty())
                parser.entry.warnings << QStringLiteral("ssh_config: cannot read %1").arg(name);
            continue;
        }
        // OpenSSH resolves relative Includes of the user's file in ~/.ssh, of system files in /etc/ssh.
        parser.includeDir = name.startsWith(QLatin1String("/etc/ssh/")) ? QStringLiteral("/etc/ssh")
                                                                         : QDir::homePath() + QStringLiteral("/.ssh");
        parser.parseText(QString::fromUtf8(file.readAll()), 0);
    }
    parser.finish();
    for (const QString &warning : std::as_const(parser.entry.warnings))
        qCInfo(lcSsh) << warning;
    return parser.entry;
}

} // namespace Tunebench
