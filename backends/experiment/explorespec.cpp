// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/explorespec.h"

#include "experiment/testspecjson.h"
#include "tunables/tunablekey.h"

#include <QCoreApplication>

namespace Tunebench {

namespace {

const QLatin1String FormatName("tunebench-exploration");

// A class for lupdate: it files ExploreSpecText::tr() under the context the code asks for at run time
// (a free tr() helper would be invisible to it).
struct ExploreSpecText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::ExplorationSpec)
};

Error fieldError(const QString &field, const QString &message)
{
    return makeError(ErrorCode::InvalidArgument, QStringLiteral("%1: %2").arg(field, message));
}

QJsonObject hostJson(const ExperimentHost &host)
{
    QJsonObject object {{QStringLiteral("host"), host.host}, {QStringLiteral("interface"), host.interfaceName}};
    if (!host.dataAddress.isEmpty())
        object.insert(QStringLiteral("dataAddress"), host.dataAddress);
    return object;
}

ExperimentHost hostFrom(const QJsonObject &object)
{
    return ExperimentHost {object.value(QLatin1String("host")).toString().trimmed(),
        object.value(QLatin1String("interface")).toString().trimmed(),
        object.value(QLatin1String("dataAddress")).toString().trimmed()};
}

// People write the category as they think of it ("channels.combined"); the catalogue's prefixes
// are singular.
QString canonicalPrefix(const QString &key)
{
    static const QList<std::pair<QLatin1String, QLatin1String>> aliases {
        {QLatin1String("channels."), QLatin1String("channel.")},
        {QLatin1String("rings."), QLatin1String("ring.")},
        {QLatin1String("features."), QLatin1String("feature.")},
        {QLatin1String("coalescing."), QLatin1String("coalesce.")},
        {QLatin1String("sysctls."), QLatin1String("sysctl.")},
    };
    for (const auto &[alias, prefix] : aliases)
        if (key.startsWith(alias))
            return prefix + key.mid(alias.size());
    return key;
}

} // namespace

QString ExplorationSpec::displayName() const
{
    return name.isEmpty() ? ExploreSpecText::tr("Exploration %1 -> %2").arg(client.host, server.host) : name;
}

QJsonObject ExplorationSpec::toJson() const
{
    return QJsonObject {{QStringLiteral("format"), FormatName}, {QStringLiteral("version"), FormatVersion},
        {QStringLiteral("name"), displayName()},
        {QStringLiteral("hosts"),
            QJsonObject {{QStringLiteral("client"), hostJson(client)}, {QStringLiteral("server"), hostJson(server)}}},
        {QStringLiteral("test"), testParametersToJson(test)}, {QStringLiteral("settleSeconds"), settleSeconds},
        // What the experiment analysis reads from any stored spec: the settling time
        // plays the part of an experiment's warm-up.
        {QStringLiteral("warmupSeconds"), settleSeconds}};
}

Result<ExplorationSpec> ExplorationSpec::fromJson(const QJsonObject &object)
{
    if (object.value(QLatin1String("format")).toString() != FormatName)
        return fieldError(QStringLiteral("format"),
            ExploreSpecText::tr("this is not a Tunebench exploration (expected \"format\": \"%1\")").arg(FormatName));
    if (object.value(QLatin1String("version")).toInt(-1) > FormatVersion)
        return fieldError(QStringLiteral("version"),
            ExploreSpecText::tr("written by a newer Tunebench; this one reads up to %1").arg(FormatVersion));
    ExplorationSpec spec;
    spec.name = object.value(QLatin1String("name")).toString();
    const QJsonObject hosts = object.value(QLatin1String("hosts")).toObject();
    spec.client = hostFrom(hosts.value(QLatin1String("client")).toObject());
    spec.server = hostFrom(hosts.value(QLatin1String("server")).toObject());
    auto test = testParametersFromJson(object.value(QLatin1String("test")).toObject());
    if (!test)
        return test.error();
    spec.test = test.value();
    spec.settleSeconds = object.value(QLatin1String("settleSeconds")).toDouble(spec.settleSeconds);
    if (const Status valid = spec.validate(); !valid)
        return valid.error();
    return spec;
}

Status ExplorationSpec::validate() const
{
    for (const auto &[field, host] :
        {std::pair {QStringLiteral("hosts.client"), &client}, std::pair {QStringLiteral("hosts.server"), &server}}) {
        if (host->host.isEmpty())
            return fieldError(field + QLatin1String(".host"),
                ExploreSpecText::tr("name the host: 'local', [user@]host[:port] or an ~/.ssh/config alias"));
        if (!host->interfaceName.isEmpty())
            if (const Status valid = TunableCatalog::validateInterfaceName(host->interfaceName); !valid)
                return fieldError(field + QLatin1String(".interface"), valid.error().message);
    }
    const auto netperf = test.toNetperf();
    if (!netperf)
        return netperf.error();
    if (!netperf->interimInterval)
        return fieldError(QStringLiteral("test.interimInterval"),
            ExploreSpecText::tr("an exploration needs interim results (e.g. 0.25 s) to draw and compare segments"));
    if (netperf->count > 0)
        return fieldError(QStringLiteral("test.durationSeconds"),
            ExploreSpecText::tr("an exploration runs netperf for a time, not a transaction count"));
    if (!(settleSeconds >= 0 && settleSeconds <= 600))
        return fieldError(QStringLiteral("settleSeconds"), ExploreSpecText::tr("must be between 0 and 600 seconds"));
    return Ok {};
}

QString ExploreChangeRequest::settingsText() const
{
    QStringList parts;
    for (const Setting &setting : settings)
        parts << setting.key + QLatin1Char('=') + setting.value;
    return parts.join(QLatin1Char(' '));
}

QString ExploreChangeRequest::label() const
{
    QStringList parts;
    for (const Setting &setting : settings)
        parts << setting.key + QLatin1Char(' ') + setting.value;
    return QStringLiteral("%1: %2").arg(hostRoleName(role), parts.join(QLatin1String(", ")));
}

Result<ExploreChangeRequest> ExploreChangeRequest::parse(const QString &line)
{
    const QStringList words = line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    ExploreChangeRequest request;
    const QString role = words.value(0).toLower();
    if (role == QLatin1String("client"))
        request.role = HostRole::Client;
    else if (role == QLatin1String("server"))
        request.role = HostRole::Server;
    else
        return makeError(ErrorCode::InvalidArgument,
            ExploreSpecText::tr("a change starts with the host, client or server, e.g. \"server adaptive-rx=off\""));
    if (words.size() < 2)
        return makeError(ErrorCode::InvalidArgument,
            ExploreSpecText::tr("say what to change on the %1: KEY=VALUE, e.g. tso=off").arg(role));
    for (const QString &word : words.mid(1)) {
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == word.size() - 1)
            return makeError(ErrorCode::InvalidArgument, ExploreSpecText::tr("'%1' is not KEY=VALUE").arg(word));
        request.settings << Setting {canonicalPrefix(word.left(eq)), word.mid(eq + 1)};
    }
    return request;
}

QString ExploreConfiguration::describe() const
{
    QStringList parts;
    for (HostRole role : {HostRole::Server, HostRole::Client})
        for (auto it = of(role).cbegin(); it != of(role).cend(); ++it)
            parts << QStringLiteral("%1 %2=%3").arg(hostRoleName(role), it.key(), it.value());
    return parts.isEmpty() ? ExploreSpecText::tr("baseline") : parts.join(QLatin1String(", "));
}

QJsonObject ExploreConfiguration::toJson() const
{
    QJsonObject object;
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        QJsonObject values;
        for (auto it = of(role).cbegin(); it != of(role).cend(); ++it)
            values.insert(it.key(), it.value());
        object.insert(hostRoleName(role), values);
    }
    return object;
}

ExploreConfiguration ExploreConfiguration::fromJson(const QJsonObject &object)
{
    ExploreConfiguration configuration;
    for (HostRole role : {HostRole::Client, HostRole::Server}) {
        const QJsonObject values = object.value(hostRoleName(role)).toObject();
        for (auto it = values.begin(); it != values.end(); ++it)
            configuration.of(role).insert(it.key(), it.value().toString());
    }
    return configuration;
}

} // namespace Tunebench
