// SPDX-License-Identifier: GPL-3.0-or-later
// The experiment file <-> ExperimentSpec: the only place an experiment is JSON.
#include "experiment/experimentspec.h"

#include "experiment/testspecjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <limits>

namespace Tunebench {

namespace {

const QLatin1String FormatName("tunebench-experiment");

// A class for lupdate: it files SpecText::tr() under the context the code asks for at run time
// (a free tr() helper would be invisible to it).
struct SpecText
{
    Q_DECLARE_TR_FUNCTIONS(Tunebench::ExperimentSpec)
};

Error fieldError(const QString &field, const QString &message)
{
    return makeError(ErrorCode::InvalidArgument, QStringLiteral("%1: %2").arg(field, message));
}

// Unknown keys are refused so that a typo ("repetition") is not silently ignored.
std::optional<Error> checkKeys(const QJsonObject &object, const QString &where, const QStringList &known)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.contains(it.key()))
            return fieldError(where.isEmpty() ? it.key() : where + QLatin1Char('.') + it.key(),
                              SpecText::tr("unknown field (known: %1)").arg(known.join(QLatin1String(", "))));
    return std::nullopt;
}

QString sweepParameterName(SweepSpec::Parameter parameter)
{
    switch (parameter) {
    case SweepSpec::Parameter::RequestSize:
        return QStringLiteral("requestSize");
    case SweepSpec::Parameter::ResponseSize:
        return QStringLiteral("responseSize");
    case SweepSpec::Parameter::Burst:
        return QStringLiteral("burst");
    case SweepSpec::Parameter::Tunable:
        return QStringLiteral("tunable");
    }
    return {};
}

std::optional<HostRole> roleFromName(const QString &name)
{
    if (name == QLatin1String("client"))
        return HostRole::Client;
    if (name == QLatin1String("server"))
        return HostRole::Server;
    return std::nullopt;
}

Result<ExperimentHost> hostFromJson(const QJsonValue &value, const QString &where, bool server)
{
    if (!value.isObject())
        return fieldError(where, SpecText::tr("must be an object with \"host\" and \"interface\""));
    const QJsonObject object = value.toObject();
    QStringList known{QStringLiteral("host"), QStringLiteral("interface"), QStringLiteral("pinnedCounters")};
    if (server)
        known << QStringLiteral("dataAddress");
    if (auto error = checkKeys(object, where, known))
        return *error;
    ExperimentHost host;
    host.host = object.value(QLatin1String("host")).toString().trimmed();
    host.interfaceName = object.value(QLatin1String("interface")).toString().trimmed();
    host.dataAddress = object.value(QLatin1String("dataAddress")).toString().trimmed();
    const QJsonValue pinned = object.value(QLatin1String("pinnedCounters"));
    if (!pinned.isUndefined() && !pinned.isArray())
        return fieldError(where + QStringLiteral(".pinnedCounters"), SpecText::tr("must be a list of counter names"));
    for (const QJsonValue &name : pinned.toArray()) {
        const QString counter = name.toString().trimmed();
        if (!name.isString() || counter.isEmpty() || counter.contains(QLatin1Char(' ')))
            return fieldError(where + QStringLiteral(".pinnedCounters"),
                              SpecText::tr("must be a list of counter names such as \"rx_missed_errors\""));
        host.pinnedCounters << counter;
    }
    return host;
}

QJsonObject hostToJson(const ExperimentHost &host, bool server)
{
    QJsonObject object{{QStringLiteral("host"), host.host}, {QStringLiteral("interface"), host.interfaceName}};
    if (server && !host.dataAddress.isEmpty())
        object.insert(QStringLiteral("dataAddress"), host.dataAddress);
    if (!host.pinnedCounters.isEmpty())
        object.insert(QStringLiteral("pinnedCounters"), QJsonArray::fromStringList(host.pinnedCounters));
    return object;
}

Result<ExperimentArm> armFromJson(const QJsonValue &value, const QString &where)
{
    if (!value.isObject())
        return fieldError(where, SpecText::tr("must be an object with a \"label\""));
    const QJsonObject object = value.toObject();
    if (auto error = checkKeys(object, where,
                               {QStringLiteral("label"), QStringLiteral("description"), QStringLiteral("tunables"),
                                QStringLiteral("manual"), QStringLiteral("test")}))
        return *error;
    ExperimentArm arm;
    arm.label = object.value(QLatin1String("label")).toString().trimmed();
    arm.description = object.value(QLatin1String("description")).toString();
    arm.manual = object.value(QLatin1String("manual")).toString();
    const QJsonValue test = object.value(QLatin1String("test"));
    if (!test.isUndefined() && !test.isObject())
        return fieldError(where + QLatin1String(".test"),
            SpecText::tr("must be an object of test parameters, e.g. {\"requestSize\": 4096}"));
    auto overrides = testParametersFromJson(test.toObject());
    if (!overrides)
        return makeError(overrides.error().code, where + QLatin1Char('.') + overrides.error().message);
    arm.test = overrides.value();
    const QJsonValue tunables = object.value(QLatin1String("tunables"));
    if (!tunables.isUndefined() && !tunables.isObject())
        return fieldError(where + QLatin1String(".tunables"),
            SpecText::tr("must be an object {\"client\": [...], \"server\": [...]}"));
    const QJsonObject perHost = tunables.toObject();
    for (auto it = perHost.begin(); it != perHost.end(); ++it) {
        const QString field = where + QLatin1String(".tunables.") + it.key();
        const auto role = roleFromName(it.key());
        if (!role)
            return fieldError(field, SpecText::tr("hosts are \"client\" and \"server\""));
        if (!it.value().isArray())
            return fieldError(field, SpecText::tr("must be a list of \"KEY=VALUE\" strings"));
        QStringList settings;
        for (const QJsonValue &setting : it.value().toArray()) {
            if (!setting.isString())
                return fieldError(field, SpecText::tr("must be a list of \"KEY=VALUE\" strings"));
            settings << setting.toString().trimmed();
        }
        arm.tunables.insert(*role, settings);
    }
    return arm;
}

QJsonObject armToJson(const ExperimentArm &arm)
{
    QJsonObject tunables;
    for (auto it = arm.tunables.cbegin(); it != arm.tunables.cend(); ++it)
        tunables.insert(hostRoleName(it.key()), QJsonArray::fromStringList(it.value()));
    QJsonObject object{{QStringLiteral("label"), arm.label}, {QStringLiteral("tunables"), tunables}};
    if (!arm.description.isEmpty())
        object.insert(QStringLiteral("description"), arm.description);
    if (!arm.manual.isEmpty())
        object.insert(QStringLiteral("manual"), arm.manual);
    if (!arm.test.isEmpty())
        object.insert(QStringLiteral("test"), testParametersToJson(arm.test));
    return object;
}

Result<SweepSpec> sweepFromJson(const QJsonValue &value)
{
    const QString where = QStringLiteral("sweep");
    if (!value.isObject())
        return fieldError(where, SpecText::tr("must be an object with \"parameter\" and \"values\" or \"preset\""));
    const QJsonObject object = value.toObject();
    if (auto error = checkKeys(object, where,
                               {QStringLiteral("parameter"), QStringLiteral("host"), QStringLiteral("key"),
                                QStringLiteral("values"), QStringLiteral("preset")}))
        return *error;
    SweepSpec sweep;
    const QString parameter = object.value(QLatin1String("parameter")).toString();
    bool found = false;
    for (auto candidate : {SweepSpec::Parameter::RequestSize, SweepSpec::Parameter::ResponseSize,
                           SweepSpec::Parameter::Burst, SweepSpec::Parameter::Tunable}) {
        if (sweepParameterName(candidate) == parameter) {
            sweep.parameter = candidate;
            found = true;
        }
    }
    if (!found)
        return fieldError(where + QLatin1String(".parameter"),
                          SpecText::tr("'%1' is not one of requestSize, responseSize, burst, tunable").arg(parameter));
    if (sweep.parameter == SweepSpec::Parameter::Tunable) {
        const auto role = roleFromName(object.value(QLatin1String("host")).toString());
        if (!role)
            return fieldError(
                where + QLatin1String(".host"), SpecText::tr("a tunable sweep names the host: client or server"));
        sweep.tunableHost = *role;
        sweep.tunableKey = object.value(QLatin1String("key")).toString().trimmed();
    }
    sweep.preset = object.value(QLatin1String("preset")).toString();
    const QJsonValue values = object.value(QLatin1String("values"));
    if (!values.isUndefined() && !values.isArray())
        return fieldError(where + QLatin1String(".values"), SpecText::tr("must be a list of whole numbers"));
    for (const QJsonValue &v : values.toArray()) {
        const double number = v.toDouble(-1);
        if (!v.isDouble() || number != double(qint64(number)))
            return fieldError(where + QLatin1String(".values"), SpecText::tr("must be a list of whole numbers"));
        sweep.values << qint64(number);
    }
    return sweep;
}

QJsonObject sweepToJson(const SweepSpec &sweep)
{
    QJsonObject object{{QStringLiteral("parameter"), sweepParameterName(sweep.parameter)}};
    if (sweep.parameter == SweepSpec::Parameter::Tunable) {
        object.insert(QStringLiteral("host"), hostRoleName(sweep.tunableHost));
        object.insert(QStringLiteral("key"), sweep.tunableKey);
    }
    if (!sweep.preset.isEmpty())
        object.insert(QStringLiteral("preset"), sweep.preset);
    if (!sweep.values.isEmpty()) {
        QJsonArray values;
        for (qint64 v : sweep.values)
            values << double(v);
        object.insert(QStringLiteral("values"), values);
    }
    return object;
}

} // namespace

QJsonObject ExperimentSpec::toJson() const
{
    QJsonArray armArray;
    for (const ExperimentArm &arm : arms)
        armArray << armToJson(arm);
    QJsonObject object{
        {QStringLiteral("format"), FormatName},
        {QStringLiteral("version"), FormatVersion},
        {QStringLiteral("name"), name},
        {QStringLiteral("hosts"),
         QJsonObject{{QStringLiteral("client"), hostToJson(client, false)},
                     {QStringLiteral("server"), hostToJson(server, true)}}},
        {QStringLiteral("test"), testParametersToJson(test)},
        {QStringLiteral("arms"), armArray},
        {QStringLiteral("repetitions"), repetitions},
        {QStringLiteral("order"), runOrderName(order)},
        {QStringLiteral("warmupSeconds"), warmupSeconds},
        {QStringLiteral("pauseSeconds"), pauseSeconds},
        {QStringLiteral("stopOnFailure"), stopOnFailure},
    };
    if (!description.isEmpty())
        object.insert(QStringLiteral("description"), description);
    if (seed != 0)
        object.insert(QStringLiteral("seed"), double(seed));
    if (sweep)
        object.insert(QStringLiteral("sweep"), sweepToJson(*sweep));
    if (restoreGraceSeconds != DefaultRestoreGraceSeconds)
        object.insert(QStringLiteral("restoreGraceSeconds"), restoreGraceSeconds);
    return object;
}

Result<ExperimentSpec> ExperimentSpec::fromJson(const QJsonObject &object)
{
    if (object.value(QLatin1String("format")).toString() != FormatName)
        return fieldError(QStringLiteral("format"),
            SpecText::tr("this is not a Tunebench experiment (expected \"format\": \"%1\")").arg(FormatName));
    const int version = object.value(QLatin1String("version")).toInt(-1);
    if (version < 1)
        return fieldError(QStringLiteral("version"), SpecText::tr("must be a positive whole number"));
    if (version > FormatVersion)
        return fieldError(QStringLiteral("version"),
            SpecText::tr("version %1 was written by a newer Tunebench; this one reads up to %2")
                .arg(version)
                .arg(FormatVersion));
    if (auto error = checkKeys(object, {},
                               {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
                                QStringLiteral("description"), QStringLiteral("hosts"), QStringLiteral("test"),
                                QStringLiteral("arms"), QStringLiteral("repetitions"), QStringLiteral("order"),
                                QStringLiteral("seed"), QStringLiteral("warmupSeconds"), QStringLiteral("pauseSeconds"),
                                QStringLiteral("stopOnFailure"), QStringLiteral("sweep"),
                                QStringLiteral("restoreGraceSeconds")}))
        return *error;

    ExperimentSpec spec;
    spec.name = object.value(QLatin1String("name")).toString().trimmed();
    spec.description = object.value(QLatin1String("description")).toString();
    const QJsonObject hosts = object.value(QLatin1String("hosts")).toObject();
    if (auto error = checkKeys(hosts, QStringLiteral("hosts"), {QStringLiteral("client"), QStringLiteral("server")}))
        return *error;
    auto client = hostFromJson(hosts.value(QLatin1String("client")), QStringLiteral("hosts.client"), false);
    if (!client)
        return client.error();
    auto server = hostFromJson(hosts.value(QLatin1String("server")), QStringLiteral("hosts.server"), true);
    if (!server)
        return server.error();
    spec.client = client.value();
    spec.server = server.value();
    const QJsonValue test = object.value(QLatin1String("test"));
    if (!test.isObject())
        return fieldError(QStringLiteral("test"), SpecText::tr("must be an object describing the netperf test"));
    auto parameters = testParametersFromJson(test.toObject());
    if (!parameters)
        return parameters.error();
    spec.test = parameters.value();

    const QJsonValue arms = object.value(QLatin1String("arms"));
    if (!arms.isArray())
        return fieldError(QStringLiteral("arms"), SpecText::tr("must be a list of at least two arms"));
    for (qsizetype i = 0; i < arms.toArray().size(); ++i) {
        auto arm = armFromJson(arms.toArray().at(i), QStringLiteral("arms[%1]").arg(i));
        if (!arm)
            return arm.error();
        spec.arms << arm.value();
    }

    auto number = [&object](const char *key, double fallback) {
        const QJsonValue value = object.value(QLatin1String(key));
        return value.isUndefined() ? fallback : value.toDouble(std::numeric_limits<double>::quiet_NaN());
    };
    const double repetitions = number("repetitions", spec.repetitions);
    if (!(repetitions == double(int(repetitions))))
        return fieldError(QStringLiteral("repetitions"), SpecText::tr("must be a whole number"));
    spec.repetitions = int(repetitions);
    const QString order = object.value(QLatin1String("order")).toString(runOrderName(spec.order));
    const auto parsedOrder = runOrderFromName(order);
    if (!parsedOrder)
        return fieldError(
            QStringLiteral("order"), SpecText::tr("'%1' is not one of interleaved, randomized, blocked").arg(order));
    spec.order = *parsedOrder;
    const double seed = number("seed", 0);
    if (!(seed >= 0 && seed <= 9007199254740992.0 && seed == double(qint64(seed))))
        return fieldError(QStringLiteral("seed"), SpecText::tr("must be a whole number from 0 to 2^53"));
    spec.seed = std::uint64_t(seed);
    spec.warmupSeconds = number("warmupSeconds", spec.warmupSeconds);
    spec.pauseSeconds = number("pauseSeconds", spec.pauseSeconds);
    const QJsonValue stop = object.value(QLatin1String("stopOnFailure"));
    if (!stop.isUndefined() && !stop.isBool())
        return fieldError(QStringLiteral("stopOnFailure"), SpecText::tr("must be true or false"));
    spec.stopOnFailure = stop.toBool(false);
    const double grace = number("restoreGraceSeconds", spec.restoreGraceSeconds);
    if (!(grace == double(int(grace))))
        return fieldError(QStringLiteral("restoreGraceSeconds"), SpecText::tr("must be a whole number of seconds"));
    spec.restoreGraceSeconds = int(grace);
    if (object.contains(QLatin1String("sweep"))) {
        auto sweep = sweepFromJson(object.value(QLatin1String("sweep")));
        if (!sweep)
            return sweep.error();
        spec.sweep = sweep.value();
    }
    if (auto status = spec.validate(); !status)
        return status.error();
    return spec;
}

Result<ExperimentSpec> ExperimentSpec::fromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(
            ErrorCode::Io, SpecText::tr("cannot read the experiment file %1: %2").arg(path, file.errorString()));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return makeError(ErrorCode::ParseError, SpecText::tr("%1 is not valid JSON at byte %2: %3")
                                                    .arg(path)
                                                    .arg(parseError.offset)
                                                    .arg(parseError.errorString()));
    if (!document.isObject())
        return makeError(ErrorCode::ParseError, SpecText::tr("%1 must hold one JSON object").arg(path));
    return fromJson(document.object());
}

Status ExperimentSpec::saveTo(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return makeError(ErrorCode::Io, SpecText::tr("cannot write %1: %2").arg(path, file.errorString()));
    file.write(QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return makeError(ErrorCode::Io, SpecText::tr("cannot write %1: %2").arg(path, file.errorString()));
    return Ok{};
}

} // namespace Tunebench
