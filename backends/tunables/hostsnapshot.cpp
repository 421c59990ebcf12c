// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/hostsnapshot.h"

#include <QJsonArray>

namespace Tunebench {

namespace {

constexpr int kFormatVersion = 1;

QJsonObject stateToJson(const TunableState &state)
{
    QJsonObject object;
    if (!state.value.isEmpty() || state.supported)
        object.insert(QStringLiteral("value"), state.value);
    if (!state.supported)
        object.insert(QStringLiteral("unsupported"), state.reason);
    if (state.fixed)
        object.insert(QStringLiteral("fixed"), true);
    if (!state.requested.isEmpty())
        object.insert(QStringLiteral("requested"), state.requested);
    return object;
}

TunableState stateFromJson(const QJsonObject &object)
{
    TunableState state;
    state.supported = !object.contains(QStringLiteral("unsupported"));
    state.value = object.value(QStringLiteral("value")).toString();
    state.reason = object.value(QStringLiteral("unsupported")).toString();
    state.fixed = object.value(QStringLiteral("fixed")).toBool();
    state.requested = object.value(QStringLiteral("requested")).toString();
    return state;
}

void diffInfo(QList<SnapshotDifference> &out, const QString &key, const QString &before, const QString &after)
{
    if (before == after)
        return;
    out << SnapshotDifference{key, TunableState{before}, TunableState{after}};
}

} // namespace

std::optional<TunableState> HostSnapshot::state(const TunableKey &key) const
{
    const auto it = values.constFind(key.id());
    if (it == values.cend())
        return std::nullopt;
    return *it;
}

QString HostSnapshot::unsupportedReason(const TunableKey &key) const
{
    const QString prefix = TunableCatalog::categoryPrefix(key.category);
    if (unsupportedCategories.contains(prefix))
        return TunableCatalog::tr("%1 not supported here: %2")
            .arg(TunableCatalog::categoryTitle(key.category), unsupportedCategories.value(prefix));
    const auto current = state(key);
    if (!current && unrecognised.contains(prefix))
        return TunableCatalog::tr("the tool's output did not list %1 and has lines Tunebench does not understand "
                                  "(%2): its format may have changed, so nothing is written")
            .arg(key.name, unrecognised.value(prefix).join(QLatin1String(" | ")));
    if (!current)
        return TunableCatalog::tr("absent on this host");
    if (!current->supported)
        return current->reason.isEmpty() ? TunableCatalog::tr("unsupported") : current->reason;
    if (current->fixed)
        return TunableCatalog::tr("fixed by the driver ([fixed])");
    if (key.valueKind() == ValueKind::ReadOnly)
        return TunableCatalog::tr("read-only");
    return {};
}

QJsonObject HostSnapshot::toJson() const
{
    QJsonObject valueObject;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        valueObject.insert(it.key(), stateToJson(it.value()));
    QJsonObject limitObject;
    for (auto it = limits.cbegin(); it != limits.cend(); ++it)
        limitObject.insert(it.key(), it.value());
    QJsonObject unsupportedObject;
    for (auto it = unsupportedCategories.cbegin(); it != unsupportedCategories.cend(); ++it)
        unsupportedObject.insert(it.key(), it.value());
    QJsonObject unrecognisedObject;
    for (auto it = unrecognised.cbegin(); it != unrecognised.cend(); ++it)
        unrecognisedObject.insert(it.key(), QJsonArray::fromStringList(it.value()));
    QJsonObject object{
        {QStringLiteral("format"), kFormatVersion},
        {QStringLiteral("host"), host},
        {QStringLiteral("interface"), interfaceName},
        {QStringLiteral("platform"), platform},
        {QStringLiteral("takenAt"), takenAt.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("kernel"), kernel},
        {QStringLiteral("tool"), toolVersion},
        {QStringLiteral("driver"),
         QJsonObject{{QStringLiteral("driver"), driver.driver},
                     {QStringLiteral("version"), driver.version},
                     {QStringLiteral("firmware"), driver.firmware},
                     {QStringLiteral("bus"), driver.busInfo}}},
        {QStringLiteral("interfaces"), QJsonArray::fromStringList(interfaces)},
        {QStringLiteral("values"), valueObject},
        {QStringLiteral("limits"), limitObject},
        {QStringLiteral("unsupported"), unsupportedObject},
    };
    // Written only when there is something, so snapshots of well-understood hosts stay as they were.
    if (!unrecognisedObject.isEmpty())
        object.insert(QStringLiteral("unrecognised"), unrecognisedObject);
    return object;
}

Result<HostSnapshot> HostSnapshot::fromJson(const QJsonObject &object)
{
    if (object.value(QStringLiteral("format")).toInt() != kFormatVersion)
        return makeError(ErrorCode::ParseError,
                         TunableCatalog::tr("The stored snapshot has format %1; this Tunebench reads format %2.")
                             .arg(object.value(QStringLiteral("format")).toInt())
                             .arg(kFormatVersion));
    HostSnapshot snapshot;
    snapshot.host = object.value(QStringLiteral("host")).toString();
    snapshot.interfaceName = object.value(QStringLiteral("interface")).toString();
    snapshot.platform = object.value(QStringLiteral("platform")).toString();
    snapshot.takenAt = QDateTime::fromString(object.value(QStringLiteral("takenAt")).toString(), Qt::ISODateWithMs);
    snapshot.kernel = object.value(QStringLiteral("kernel")).toString();
    snapshot.toolVersion = object.value(QStringLiteral("tool")).toString();
    const QJsonObject driver = object.value(QStringLiteral("driver")).toObject();
    snapshot.driver = DriverInfo{driver.value(QStringLiteral("driver")).toString(),
                                 driver.value(QStringLiteral("version")).toString(),
                                 driver.value(QStringLiteral("firmware")).toString(),
                                 driver.value(QStringLiteral("bus")).toString()};
    for (const QJsonValue &name : object.value(QStringLiteral("interfaces")).toArray())
        snapshot.interfaces << name.toString();
    const QJsonObject values = object.value(QStringLiteral("values")).toObject();
    for (auto it = values.begin(); it != values.end(); ++it)
        snapshot.values.insert(it.key(), stateFromJson(it.value().toObject()));
    const QJsonObject limits = object.value(QStringLiteral("limits")).toObject();
    for (auto it = limits.begin(); it != limits.end(); ++it)
        snapshot.limits.insert(it.key(), it.value().toInteger());
    const QJsonObject unsupported = object.value(QStringLiteral("unsupported")).toObject();
    for (auto it = unsupported.begin(); it != unsupported.end(); ++it)
        snapshot.unsupportedCategories.insert(it.key(), it.value().toString());
    const QJsonObject unrecognised = object.value(QStringLiteral("unrecognised")).toObject();
    for (auto it = unrecognised.begin(); it != unrecognised.end(); ++it) {
        QStringList lines;
        for (const QJsonValue &line : it.value().toArray())
            lines << line.toString();
        snapshot.unrecognised.insert(it.key(), lines);
    }
    return snapshot;
}

QList<SnapshotDifference> diffSnapshots(const HostSnapshot &before, const HostSnapshot &after)
{
    QList<SnapshotDifference> out;
    diffInfo(out, QStringLiteral("info.kernel"), before.kernel, after.kernel);
    diffInfo(out, QStringLiteral("info.driver"), before.driver.driver + QLatin1Char(' ') + before.driver.version,
             after.driver.driver + QLatin1Char(' ') + after.driver.version);
    diffInfo(out, QStringLiteral("info.firmware"), before.driver.firmware, after.driver.firmware);
    QStringList keys = before.values.keys() + after.values.keys();
    keys.sort();
    keys.removeDuplicates();
    for (const QString &key : std::as_const(keys)) {
        const auto left = before.values.constFind(key);
        const auto right = after.values.constFind(key);
        const bool hasLeft = left != before.values.cend();
        const bool hasRight = right != after.values.cend();
        if (hasLeft && hasRight && *left == *right)
            continue;
        SnapshotDifference difference{key, std::nullopt, std::nullopt};
        if (hasLeft)
            difference.before = *left;
        if (hasRight)
            difference.after = *right;
        out << difference;
    }
    return out;
}

QString describeState(const std::optional<TunableState> &state)
{
    if (!state)
        return TunableCatalog::tr("(absent)");
    if (!state->supported) {
        // A read-only sysctl still has a value worth recording; n/a has none.
        const QString shown = state->value.isEmpty() ? QStringLiteral("n/a") : state->value;
        return state->reason.isEmpty() || state->reason == QLatin1String("n/a")
            ? shown
            : QStringLiteral("%1 (%2)").arg(shown, state->reason);
    }
    QString text = state->value;
    if (state->fixed)
        text += QStringLiteral(" [fixed]");
    if (!state->requested.isEmpty())
        text += QStringLiteral(" [requested %1]").arg(state->requested);
    return text;
}

} // namespace Tunebench
