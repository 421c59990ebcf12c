// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/storycommands.h"

#include "tunables/tunablekey.h"

#include <QRegularExpression>
#include <QStringList>

namespace Tunebench {

namespace {

/// A command line without its prompt and wrappers: the host they name, and the words.
struct Command
{
    QString host;
    QStringList words;
};

/// Blank-separated words with simple quoting ('...', "...") taken off; a word starting with an
/// unquoted '#' after the first ends the command (a comment).
QStringList shellWords(QStringView line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (const QChar c : line) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
            continue;
        }
        if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
            continue;
        }
        if (c == QLatin1Char('#') && !inWord && !words.isEmpty())
            break;
        if (c == QLatin1Char('\'') || c == QLatin1Char('"'))
            quote = c;
        else
            word += c;
        inWord = true;
    }
    if (inWord)
        words << word;
    return words;
}

bool endsLikePrompt(const QString &word)
{
    return word.endsWith(QLatin1Char('$')) || word.endsWith(QLatin1Char('#')) || word.endsWith(QLatin1Char('%'))
        || word.endsWith(QLatin1Char('>'));
}

/// "root@server:~#" -> "server", "server#" -> "server", "#" -> "".
QString hostOfPrompt(QString word)
{
    word.chop(1);
    if (const qsizetype at = word.indexOf(QLatin1Char('@')); at >= 0)
        word = word.mid(at + 1);
    if (const qsizetype colon = word.indexOf(QLatin1Char(':')); colon >= 0)
        word = word.left(colon);
    static const QRegularExpression hostName(QStringLiteral("^[A-Za-z][A-Za-z0-9._-]*$"));
    return hostName.match(word).hasMatch() ? word : QString();
}

/// Takes the prompt off @p command: "$", "root@box:~#", "box#", "[root@box ~]#" (two words).
void takePrompt(Command &command)
{
    QStringList &words = command.words;
    if (words.isEmpty())
        return;
    const QString first = words.constFirst();
    if (first.startsWith(QLatin1Char('[')) && first.contains(QLatin1Char('@'))) {
        command.host = first.mid(first.indexOf(QLatin1Char('@')) + 1);
        while (!words.isEmpty() && !(words.constFirst().endsWith(QLatin1String("]#")) || words.constFirst().endsWith(QLatin1String("]$"))))
            words.removeFirst();
        if (!words.isEmpty())
            words.removeFirst();
        return;
    }
    if (endsLikePrompt(first) && (first.size() == 1 || first.contains(QLatin1Char('@')) || first.contains(QLatin1Char(':'))
                                  || !hostOfPrompt(first).isEmpty())) {
        command.host = hostOfPrompt(first);
        words.removeFirst();
    }
}

/// Takes sudo, doas, env, time, nice, "ssh [-opts] HOST" and "ip netns exec NS" off the front.
void takeWrappers(Command &command)
{
    QStringList &w = command.words;
    for (bool more = true; more && !w.isEmpty();) {
        const QString first = w.constFirst();
        more = true;
        if (first == QLatin1String("sudo") || first == QLatin1String("doas") || first == QLatin1String("time")
            || first == QLatin1String("nice") || first == QLatin1String("env") || first == QLatin1String("command")) {
            w.removeFirst();
            while (!w.isEmpty() && (w.constFirst().startsWith(QLatin1Char('-')) || w.constFirst().contains(QLatin1Char('='))))
                w.removeFirst();
        } else if (first == QLatin1String("ssh") && w.size() > 2) {
            w.removeFirst();
            while (w.size() > 1 && w.constFirst().startsWith(QLatin1Char('-')))
                w.removeFirst();
            const QString host = w.takeFirst();
            command.host = host.mid(host.indexOf(QLatin1Char('@')) + 1);
        } else if (first == QLatin1String("ip") && w.size() > 3 && w.at(1) == QLatin1String("netns") && w.at(2) == QLatin1String("exec")) {
            command.host = w.at(3);
            w.remove(0, 4);
        } else {
            more = false;
        }
    }
}

bool isName(const QString &text)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]*$"));
    return name.match(text).hasMatch();
}

bool isOnOff(const QString &text)
{
    return text == QLatin1String("on") || text == QLatin1String("off");
}

bool isValue(const QString &text)
{
    static const QRegularExpression value(QStringLiteral("^[A-Za-z0-9_.,:+-]+$"));
    return value.match(text).hasMatch();
}

StorySetting setting(const Command &command, const QString &key, const QString &name, const QString &value)
{
    return StorySetting{command.host, key, name, value};
}

// ethtool -K|-C|-G|-L IF name value ...
QList<StorySetting> readEthtool(const Command &command)
{
    const QStringList &w = command.words;
    if (w.size() < 5)
        return {};
    const QString option = w.at(1);
    std::optional<Category> category;
    if (option == QLatin1String("-K") || option == QLatin1String("--features") || option == QLatin1String("--offload"))
        category = Category::Features;
    else if (option == QLatin1String("-C") || option == QLatin1String("--coalesce"))
        category = Category::Coalescing;
    else if (option == QLatin1String("-G") || option == QLatin1String("--set-ring"))
        category = Category::Rings;
    else if (option == QLatin1String("-L") || option == QLatin1String("--set-channels"))
        category = Category::Channels;
    if (!category)
        return {};
    QList<StorySetting> settings;
    const QString prefix = TunableCatalog::categoryPrefix(*category) + QLatin1Char('.');
    for (qsizetype i = 3; i + 1 < w.size(); i += 2) {
        const QString name = w.at(i);
        const QString value = w.at(i + 1);
        if (!isName(name) || !(*category == Category::Features ? isOnOff(value) : isValue(value)))
            return {};
        QString keyName = name;
        if (*category == Category::Features && !TunableCatalog::featureLongName(name).isEmpty())
            keyName = TunableCatalog::featureLongName(name);
        settings << setting(command, prefix + keyName, name, value);
    }
    return settings;
}

/// "net.core.busy_poll", "hw.ix.max_interrupt_rate", "dev.ix.0.enable_aim": a sysctl or loader
/// tunable under one of Linux's or FreeBSD's roots.
bool isSysctlName(const QString &name)
{
    static const QStringList roots = {QStringLiteral("net"), QStringLiteral("kern"), QStringLiteral("kernel"),
        QStringLiteral("hw"), QStringLiteral("dev"), QStringLiteral("vm"), QStringLiteral("fs"), QStringLiteral("vfs"),
        QStringLiteral("debug"), QStringLiteral("machdep"), QStringLiteral("security"), QStringLiteral("abi")};
    static const QRegularExpression shape(QStringLiteral("^[a-z][a-z0-9_]*(\\.[A-Za-z0-9_%-]+)+$"));
    return shape.match(name).hasMatch() && roots.contains(name.section(QLatin1Char('.'), 0, 0));
}

StorySetting sysctlSetting(const Command &command, const QString &name, const QString &value)
{
    return setting(command, QStringLiteral("sysctl.") + name, name.section(QLatin1Char('.'), -1), value);
}

// sysctl [-w] a=b ..., kenv a=b
QList<StorySetting> readSysctl(const Command &command)
{
    QList<StorySetting> settings;
    for (qsizetype i = 1; i < command.words.size(); ++i) {
        const QString &word = command.words.at(i);
        if (word.startsWith(QLatin1Char('-')))
            continue;
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        if (eq <= 0 || !isSysctlName(word.left(eq)) || !isValue(word.mid(eq + 1)))
            return {};
        settings << sysctlSetting(command, word.left(eq), word.mid(eq + 1));
    }
    return settings;
}

StorySetting pathSetting(const Command &command, const QString &path, const QString &value)
{
    if (path.startsWith(QLatin1String("/proc/sys/")))
        return sysctlSetting(command, TunableCatalog::sysctlNameFromPath(path.mid(10)), value);
    if (path.startsWith(QLatin1String("/sys/")))
        return setting(command, QStringLiteral("sysfs.") + path.mid(5).replace(QLatin1Char('/'), QLatin1Char('.')),
                       path.section(QLatin1Char('/'), -1), value);
    return {};
}

// echo V > /proc/sys/..., echo V | [sudo] tee [-a] /proc/sys/...
QList<StorySetting> readEcho(const Command &command)
{
    const QStringList &w = command.words;
    if (w.size() < 3 || !isValue(w.at(1)))
        return {};
    QString path;
    for (qsizetype i = 2; i < w.size() && path.isEmpty(); ++i) {
        if (w.at(i) == QLatin1String(">") && i + 1 < w.size())
            path = w.at(i + 1);
        else if (w.at(i).startsWith(QLatin1Char('>')) && !w.at(i).startsWith(QLatin1String(">>")))
            path = w.at(i).mid(1);
        else if (w.at(i) == QLatin1String("tee")) {
            for (qsizetype k = i + 1; k < w.size() && path.isEmpty(); ++k)
                if (!w.at(k).startsWith(QLatin1Char('-')))
                    path = w.at(k);
        }
    }
    const StorySetting found = pathSetting(command, path, w.at(1));
    if (found.key.isEmpty())
        return {};
    return {found};
}

// ifconfig IF [-]capability ... [mtu N]; ip link set [dev] IF mtu N
QList<StorySetting> readInterface(const Command &command)
{
    static const QStringList capabilities = {
        QStringLiteral("rxcsum"), QStringLiteral("txcsum"), QStringLiteral("rxcsum6"), QStringLiteral("txcsum6"),
        QStringLiteral("tso"), QStringLiteral("tso4"), QStringLiteral("tso6"), QStringLiteral("lro"),
        QStringLiteral("vlanmtu"), QStringLiteral("vlanhwtag"), QStringLiteral("vlanhwcsum"), QStringLiteral("vlanhwtso"),
        QStringLiteral("vlanhwfilter"), QStringLiteral("polling"), QStringLiteral("toe"), QStringLiteral("txtls"),
        QStringLiteral("rxtls"), QStringLiteral("hwrxtstmp"), QStringLiteral("txrtlmt"), QStringLiteral("nomap")};
    QStringList w = command.words;
    if (w.constFirst() == QLatin1String("ip")) {
        if (w.size() < 5 || w.at(1) != QLatin1String("link") || w.at(2) != QLatin1String("set"))
            return {};
        w.remove(0, w.at(3) == QLatin1String("dev") ? 4 : 3);
    } else {
        w.removeFirst();
    }
    if (w.size() < 2 || !isName(w.constFirst()))
        return {};
    QList<StorySetting> settings;
    for (qsizetype i = 1; i < w.size(); ++i) {
        const QString word = w.at(i);
        const bool off = word.startsWith(QLatin1Char('-'));
        const QString name = off ? word.mid(1) : word;
        if (name == QLatin1String("mtu") && !off && i + 1 < w.size() && isValue(w.at(i + 1)))
            settings << setting(command, QStringLiteral("link.mtu"), name, w.at(++i));
        else if (capabilities.contains(name))
            settings << setting(command, QStringLiteral("feature.") + name, name, off ? QStringLiteral("off") : QStringLiteral("on"));
    }
    return settings;
}

/// What sysctl prints and loader.conf / sysctl.conf hold: "net.core.busy_poll = 50",
/// "hw.ixgbe.max_interrupt_rate=0", `hw.ix.enable_aim="0"`, "dev.ix.0.enable_aim: 1 -> 0".
QList<StorySetting> readAssignment(QStringView line)
{
    static const QRegularExpression assignment(QStringLiteral("^([a-z][A-Za-z0-9_.%-]+)\\s*=\\s*\"?([A-Za-z0-9_.,:+-]+)\"?$"));
    static const QRegularExpression change(QStringLiteral("^([a-z][A-Za-z0-9_.%-]+):\\s*\\S+\\s*->\\s*([A-Za-z0-9_.,:+-]+)$"));
    const QString text = line.trimmed().toString();
    for (const QRegularExpression *pattern : {&assignment, &change}) {
        const QRegularExpressionMatch match = pattern->match(text);
        if (match.hasMatch() && isSysctlName(match.captured(1)))
            return {sysctlSetting(Command{}, match.captured(1), match.captured(2))};
    }
    return {};
}

} // namespace

QList<StorySetting> StoryCommands::read(QStringView line)
{
    if (QList<StorySetting> assigned = readAssignment(line); !assigned.isEmpty())
        return assigned;
    Command command;
    command.words = shellWords(line);
    takePrompt(command);
    takeWrappers(command);
    if (command.words.isEmpty())
        return {};
    const QString program = command.words.constFirst().section(QLatin1Char('/'), -1);
    if (program == QLatin1String("ethtool"))
        return readEthtool(command);
    if (program == QLatin1String("sysctl") || program == QLatin1String("kenv"))
        return readSysctl(command);
    if (program == QLatin1String("echo"))
        return readEcho(command);
    if (program == QLatin1String("ifconfig") || program == QLatin1String("ip"))
        return readInterface(command);
    return {};
}

QString StoryCommands::describe(const StorySetting &setting)
{
    return setting.name + QLatin1Char(' ') + setting.value;
}

} // namespace Tunebench
