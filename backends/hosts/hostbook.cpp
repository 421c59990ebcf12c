// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/hostbook.h"

#include "hosts/hostspec.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>

namespace Tunebench {

namespace {

HostEntry localEntry()
{
    HostEntry local;
    local.name = QStringLiteral("local");
    local.useSudo = false;
    local.interfaceName = QStringLiteral("lo");
    return local;
}

} // namespace

QString HostEntry::argument() const
{
    if (isLocal() || address.isEmpty())
        return name;
    QString host = address.contains(QLatin1Char(':')) && port > 0 ? QStringLiteral("[%1]").arg(address) : address;
    if (!user.isEmpty())
        host = user + QLatin1Char('@') + host;
    if (port > 0)
        host += QLatin1Char(':') + QString::number(port);
    return host;
}

ConnectOptions HostEntry::connectOptions(const ConnectOptions &base) const
{
    ConnectOptions options = base;
    if (!identityFile.isEmpty())
        options.identityFiles.prepend(identityFile);
    options.privilege = useSudo ? Privilege::Auto : Privilege::Never;
    return options;
}

HostBook::HostBook()
{
    m_entries << localEntry();
}

int HostBook::indexOf(const QString &name) const
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries.at(i).name == name)
            return i;
    return -1;
}

std::optional<HostEntry> HostBook::find(const QString &nameOrArgument) const
{
    for (const HostEntry &entry : m_entries)
        if (entry.name == nameOrArgument)
            return entry;
    for (const HostEntry &entry : m_entries)
        if (entry.argument() == nameOrArgument)
            return entry;
    return std::nullopt;
}

Status HostBook::check(const HostEntry &entry, int replacing) const
{
    const QString name = entry.name.trimmed();
    if (name.isEmpty())
        return makeError(ErrorCode::InvalidArgument, tr("Give the host a name (an ~/.ssh/config alias works as is)"));
    if (name == QLatin1String("local") && !(replacing >= 0 && m_entries.value(replacing).isLocal()))
        return makeError(ErrorCode::InvalidArgument, tr("\"local\" is the built-in host of this machine; choose another name"));
    if (name.contains(QRegularExpression(QStringLiteral("\\s"))))
        return makeError(ErrorCode::InvalidArgument, tr("A host name cannot contain spaces"));
    const int existing = indexOf(name);
    if (existing >= 0 && existing != replacing)
        return makeError(ErrorCode::InvalidArgument, tr("There is already a host named \"%1\"").arg(name));
    if (entry.port < 0 || entry.port > 65535)
        return makeError(ErrorCode::InvalidArgument, tr("Port %1 is out of range (1-65535, or 0 for the default)").arg(entry.port));
    if (!entry.user.isEmpty() && entry.user.contains(QRegularExpression(QStringLiteral("[\\s@:]"))))
        return makeError(ErrorCode::InvalidArgument, tr("The user name \"%1\" cannot contain spaces, '@' or ':'").arg(entry.user));
    if (!entry.address.isEmpty() && entry.address.contains(QRegularExpression(QStringLiteral("[\\s@/]"))))
        return makeError(ErrorCode::InvalidArgument, tr("\"%1\" is not a host name or address").arg(entry.address));
    if (!entry.isLocal()) {
        if (const auto parsed = HostSpec::parse(entry.argument()); !parsed)
            return parsed.error();
    }
    if (!entry.identityFile.isEmpty() && !QFile::exists(QDir::fromNativeSeparators(entry.identityFile)))
        return makeError(ErrorCode::NotFound, tr("The identity file %1 does not exist").arg(entry.identityFile));
    return Ok{};
}

Status HostBook::add(const HostEntry &entry)
{
    if (Status ok = check(entry); !ok)
        return ok;
    HostEntry copy = entry;
    copy.name = copy.name.trimmed();
    m_entries << copy;
    return Ok{};
}

Status HostBook::replace(int index, const HostEntry &entry)
{
    if (index < 0 || index >= m_entries.size())
        return makeError(ErrorCode::InvalidArgument, tr("No host at position %1").arg(index));
    if (Status ok = check(entry, index); !ok)
        return ok;
    HostEntry copy = entry;
    copy.name = copy.name.trimmed();
    if (m_entries.at(index).isLocal())
        copy.name = QStringLiteral("local"); // only its interface and sudo can change
    m_entries[index] = copy;
    return Ok{};
}

Status HostBook::remove(int index)
{
    if (index < 0 || index >= m_entries.size())
        return makeError(ErrorCode::InvalidArgument, tr("No host at position %1").arg(index));
    if (m_entries.at(index).isLocal())
        return makeError(ErrorCode::InvalidArgument, tr("The built-in local host cannot be removed"));
    m_entries.removeAt(index);
    return Ok{};
}

void HostBook::load(QSettings &settings)
{
    m_entries = {localEntry()};
    const int count = settings.beginReadArray(QStringLiteral("hosts"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        HostEntry entry;
        entry.name = settings.value(QStringLiteral("name")).toString();
        entry.address = settings.value(QStringLiteral("address")).toString();
        entry.port = settings.value(QStringLiteral("port"), 0).toInt();
        entry.user = settings.value(QStringLiteral("user")).toString();
        entry.identityFile = settings.value(QStringLiteral("identityFile")).toString();
        entry.useSudo = settings.value(QStringLiteral("sudo"), true).toBool();
        entry.interfaceName = settings.value(QStringLiteral("interface")).toString();
        if (entry.isLocal()) {
            m_entries[0].interfaceName = entry.interfaceName;
            continue;
        }
        // A hand-edited or stale entry that no longer checks out is skipped, not fatal.
        if (check(entry).ok() || (check(entry).error().code == ErrorCode::NotFound))
            m_entries << entry;
    }
    settings.endArray();
}

void HostBook::save(QSettings &settings) const
{
    settings.beginWriteArray(QStringLiteral("hosts"), int(m_entries.size()));
    for (int i = 0; i < m_entries.size(); ++i) {
        const HostEntry &entry = m_entries.at(i);
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), entry.name);
        settings.setValue(QStringLiteral("address"), entry.address);
        settings.setValue(QStringLiteral("port"), entry.port);
        settings.setValue(QStringLiteral("user"), entry.user);
        settings.setValue(QStringLiteral("identityFile"), entry.identityFile);
        settings.setValue(QStringLiteral("sudo"), entry.useSudo);
        settings.setValue(QStringLiteral("interface"), entry.interfaceName);
    }
    settings.endArray();
}

QStringList HostBook::sshConfigAliases(const QString &path)
{
    QFile file(path.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh/config") : path);
    QStringList aliases;
    if (!file.open(QIODevice::ReadOnly))
        return aliases;
    static const QRegularExpression hostLine(QStringLiteral("^\\s*Host\\s*[=\\s]\\s*(.+)$"),
                                             QRegularExpression::CaseInsensitiveOption);
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        const auto match = hostLine.match(line);
        if (!match.hasMatch())
            continue;
        for (const QString &pattern : match.captured(1).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
            if (!pattern.contains(QLatin1Char('*')) && !pattern.contains(QLatin1Char('?')) && !pattern.startsWith(QLatin1Char('!'))
                && !aliases.contains(pattern))
                aliases << pattern;
    }
    return aliases;
}

HostBookConnector::HostBookConnector(HostBook book, ConnectOptions base) : m_book(std::move(book)), m_base(std::move(base)) { }

HostBookConnector::~HostBookConnector() = default;

QString HostBookConnector::hostName(const QString &nameOrArgument) const
{
    const auto entry = m_book.find(nameOrArgument);
    return entry ? entry->name : nameOrArgument;
}

Result<std::shared_ptr<CommandRunner>> HostBookConnector::runner(const QString &nameOrArgument)
{
    const auto entry = m_book.find(nameOrArgument);
    const QString name = entry ? entry->name : nameOrArgument;
    if (auto it = m_runners.constFind(name); it != m_runners.constEnd())
        return *it;
    std::shared_ptr<HostConnector> &connector = m_connectors[name];
    if (!connector)
        connector = std::make_shared<HostConnector>(entry ? entry->connectOptions(m_base) : m_base);
    auto runner = connector->runner(entry ? entry->argument() : nameOrArgument);
    if (!runner)
        return runner.error();
    m_runners.insert(name, runner.value());
    if (m_created)
        m_created(name, runner.value().get());
    return runner;
}

} // namespace Tunebench
