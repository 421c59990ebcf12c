// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/freebsdprovider.h"

#include "tunables/knownsysctls.h"
#include "tunables/scriptsections.h"

#include <QRegularExpression>

namespace Tunebench {

namespace {

// "options=e1259b<RXCSUM,TXCSUM,...>" -> {"RXCSUM", "TXCSUM", ...}
QStringList bitNames(const QString &line, const QString &label)
{
    static const QRegularExpression bits(QStringLiteral("^\\s*(\\w+)=[0-9a-fA-F]+<([^>]*)>"));
    const auto match = bits.match(line);
    if (!match.hasMatch() || match.captured(1) != label)
        return {};
    return match.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts);
}

// "media: Ethernet autoselect (1000baseT <full-duplex>)" -> 1000; "(10Gbase-SR ...)" -> 10000.
QString speedFromMedia(const QString &line)
{
    static const QRegularExpression active(QStringLiteral("\\((\\d+)(G?)base"), QRegularExpression::CaseInsensitiveOption);
    const auto match = active.match(line);
    if (!match.hasMatch())
        return {};
    const qint64 value = match.captured(1).toLongLong();
    return QString::number(match.captured(2).isEmpty() ? value : value * 1000);
}

QList<TunableKey> featureKeys(std::initializer_list<const char *> names)
{
    QList<TunableKey> keys;
    for (const char *name : names)
        keys << TunableKey{Category::Features, QString::fromLatin1(name)};
    return keys;
}

} // namespace

QString FreeBsdProvider::capabilityFlag(const QString &capability)
{
    // sbin/ifconfig/ifconfig.c IFCAPBITS and the ifconfig(8) keywords that toggle each bit.
    static const QMap<QString, QString> flags = {
        {QStringLiteral("RXCSUM"), QStringLiteral("rxcsum")},
        {QStringLiteral("TXCSUM"), QStringLiteral("txcsum")},
        {QStringLiteral("RXCSUM_IPV6"), QStringLiteral("rxcsum6")},
        {QStringLiteral("TXCSUM_IPV6"), QStringLiteral("txcsum6")},
        {QStringLiteral("TSO4"), QStringLiteral("tso4")},
        {QStringLiteral("TSO6"), QStringLiteral("tso6")},
        {QStringLiteral("LRO"), QStringLiteral("lro")},
        {QStringLiteral("VLAN_MTU"), QStringLiteral("vlanmtu")},
        {QStringLiteral("VLAN_HWTAGGING"), QStringLiteral("vlanhwtag")},
        {QStringLiteral("VLAN_HWCSUM"), QStringLiteral("vlanhwcsum")},
        {QStringLiteral("VLAN_HWTSO"), QStringLiteral("vlanhwtso")},
        {QStringLiteral("VLAN_HWFILTER"), QStringLiteral("vlanhwfilter")},
        {QStringLiteral("POLLING"), QStringLiteral("polling")},
        {QStringLiteral("WOL_UCAST"), QStringLiteral("wol_ucast")},
        {QStringLiteral("WOL_MCAST"), QStringLiteral("wol_mcast")},
        {QStringLiteral("WOL_MAGIC"), QStringLiteral("wol_magic")},
    };
    return flags.value(capability);
}

QStringList FreeBsdProvider::knownSysctls() const
{
    return freebsdKnownSysctls();
}

CommandSpec FreeBsdProvider::readCommand(const ReadRequest &request) const
{
    // Same marker protocol as Linux; ifconfig and sysctl each run once for the whole set.
    static const QString script = QStringLiteral("if=$1; shift\n") + ScriptSections::shellPrelude()
        + QStringLiteral("run kernel uname -srm\n"
                         "run interfaces ifconfig -l\n"
                         "case \" $(ifconfig -l) \" in *\" $if \"*) [ -n \"$if\" ] && run ifconfig ifconfig -m \"$if\";; esac\n"
                         "if [ $# -gt 0 ]; then run sysctl sysctl -e -- \"$@\"; fi\n");
    QStringList names = knownSysctls();
    for (const QString &extra : request.extraSysctls) {
        if (!names.contains(extra))
            names << extra;
    }
    CommandSpec spec;
    spec.argv = QStringList{QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("tunebench-read"),
                            request.interfaceName}
        + names;
    spec.timeoutMs = 60000;
    return spec;
}

Result<ParsedCategory> FreeBsdProvider::parseIfconfig(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    static const QRegularExpression header(QStringLiteral("^([A-Za-z0-9_.-]+): flags=.*\\bmtu (\\d+)"));
    const auto head = header.match(lines.value(0));
    if (!head.hasMatch())
        return makeError(ErrorCode::ParseError, tr("Unexpected ifconfig output."), lines.value(0));
    QStringList enabled;
    QStringList capable;
    ParsedCategory parsed;
    parsed.values.insert(QStringLiteral("link.mtu"), TunableState{head.captured(2)});
    for (const QString &line : lines) {
        if (const QStringList names = bitNames(line, QStringLiteral("options")); !names.isEmpty())
            enabled = names;
        else if (const QStringList caps = bitNames(line, QStringLiteral("capabilities")); !caps.isEmpty())
            capable = caps;
        else if (line.trimmed().startsWith(QLatin1String("media:")))
            parsed.values.insert(QStringLiteral("link.speed"), TunableState{speedFromMedia(line)});
        else if (line.trimmed().startsWith(QLatin1String("status:")))
            parsed.values.insert(QStringLiteral("link.operstate"), TunableState{line.trimmed().mid(7).trimmed()});
    }
    if (capable.isEmpty())
        capable = enabled; // without -m ifconfig shows only what is on
    for (const QString &capability : std::as_const(capable)) {
        const QString flag = capabilityFlag(capability);
        if (!flag.isEmpty())
            parsed.values.insert(QStringLiteral("feature.") + flag,
                                 TunableState{enabled.contains(capability) ? QStringLiteral("on") : QStringLiteral("off")});
    }
    return parsed;
}

QMap<QString, TunableState> FreeBsdProvider::parseSysctl(const QString &text, const QStringList &names)
{
    QMap<QString, TunableState> states;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (line.startsWith(QLatin1String("sysctl: ")) || eq <= 0)
            continue;
        const TunableKey key{Category::Sysctl, line.left(eq)};
        if (names.contains(key.name))
            states.insert(key.name, TunableState{TunableCatalog::canonicalReading(key, line.mid(eq + 1))});
    }
    for (const QString &name : names) {
        if (!states.contains(name))
            states.insert(name, TunableState{QString(), false, false, QString(), tr("absent on this host")});
    }
    return states;
}

Result<HostSnapshot> FreeBsdProvider::parseRead(const ReadRequest &request, const QByteArray &output) const
{
    auto parsed = ScriptSections::parse(output);
    if (!parsed)
        return parsed.error();
    const ScriptSection *interfaces = parsed->find(QStringLiteral("interfaces"));
    if (!interfaces)
        return makeError(ErrorCode::ParseError, tr("The host did not answer the tunables read script."));
    HostSnapshot snapshot;
    snapshot.platform = name();
    snapshot.interfaceName = request.interfaceName;
    snapshot.interfaces = interfaces->text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!request.interfaceName.isEmpty() && !snapshot.interfaces.contains(request.interfaceName))
        return makeError(ErrorCode::NotFound, tr("There is no interface '%1' on the host (it has: %2).")
                                                  .arg(request.interfaceName, snapshot.interfaces.join(QStringLiteral(", "))));
    if (const ScriptSection *kernel = parsed->find(QStringLiteral("kernel")))
        snapshot.kernel = kernel->text.trimmed();
    snapshot.toolVersion = QStringLiteral("ifconfig");
    if (const ScriptSection *ifconfig = parsed->find(QStringLiteral("ifconfig"))) {
        auto interface = parseIfconfig(ifconfig->text);
        if (!interface)
            return interface.error();
        for (auto it = interface->values.cbegin(); it != interface->values.cend(); ++it)
            snapshot.values.insert(it.key(), it.value());
        // FreeBSD names interfaces after their driver: em0 is unit 0 of em(4).
        snapshot.driver.driver = QString(request.interfaceName).remove(QRegularExpression(QStringLiteral("\\d+$")));
        const QString why = tr("no generic interface on FreeBSD; set the driver's dev.%1.N.* sysctls instead")
                                .arg(snapshot.driver.driver);
        for (Category category : {Category::Coalescing, Category::Rings, Category::Channels})
            snapshot.unsupportedCategories.insert(TunableCatalog::categoryPrefix(category), why);
        for (Category category : {Category::IrqAffinity, Category::RpsMask, Category::XpsMask})
            snapshot.unsupportedCategories.insert(TunableCatalog::categoryPrefix(category),
                                                  tr("not supported on FreeBSD yet (cpuset -x)"));
    }
    QStringList names = knownSysctls();
    for (const QString &extra : request.extraSysctls) {
        if (!names.contains(extra))
            names << extra;
    }
    const ScriptSection *sysctl = parsed->find(QStringLiteral("sysctl"));
    const QMap<QString, TunableState> sysctls = parseSysctl(sysctl ? sysctl->text : QString(), names);
    for (auto it = sysctls.cbegin(); it != sysctls.cend(); ++it)
        snapshot.values.insert(TunableKey{Category::Sysctl, it.key()}.id(), it.value());
    return snapshot;
}

Result<QList<TunableKey>> FreeBsdProvider::resolveKey(const QString &text) const
{
    const QString key = text.trimmed();
    const QString bare = key.startsWith(QLatin1String("feature.")) ? key.mid(8) : key;
    // Linux spellings that have a FreeBSD counterpart, so one experiment can name both hosts.
    if (bare == QLatin1String("tso") || bare == QLatin1String("tcp-segmentation-offload"))
        return featureKeys({"tso4", "tso6"});
    if (bare == QLatin1String("lro") || bare == QLatin1String("large-receive-offload"))
        return featureKeys({"lro"});
    if (bare == QLatin1String("rx-checksumming"))
        return featureKeys({"rxcsum", "rxcsum6"});
    if (bare == QLatin1String("tx-checksumming"))
        return featureKeys({"txcsum", "txcsum6"});
    for (const QString &capability : {QStringLiteral("RXCSUM"), QStringLiteral("TXCSUM"), QStringLiteral("RXCSUM_IPV6"),
                                      QStringLiteral("TXCSUM_IPV6"), QStringLiteral("TSO4"), QStringLiteral("TSO6"),
                                      QStringLiteral("LRO"), QStringLiteral("VLAN_MTU"), QStringLiteral("VLAN_HWTAGGING"),
                                      QStringLiteral("VLAN_HWCSUM"), QStringLiteral("VLAN_HWTSO"),
                                      QStringLiteral("VLAN_HWFILTER"), QStringLiteral("POLLING"),
                                      QStringLiteral("WOL_UCAST"), QStringLiteral("WOL_MCAST"), QStringLiteral("WOL_MAGIC")}) {
        if (capabilityFlag(capability) == bare)
            return QList<TunableKey>{TunableKey{Category::Features, bare}};
    }
    const qsizetype dot = key.indexOf(QLatin1Char('.'));
    if (dot > 0 && TunableCatalog::categoryFromPrefix(key.left(dot)) && !key.startsWith(QLatin1String("feature."))) {
        auto resolved = TunableKey::fromId(key);
        if (!resolved)
            return resolved.error();
        return QList<TunableKey>{resolved.value()};
    }
    if (TunableCatalog::coalescingParameters().contains(key))
        return QList<TunableKey>{TunableKey{Category::Coalescing, key}};
    if (dot > 0) {
        if (Status valid = TunableCatalog::validateSysctlName(key); !valid)
            return valid.error();
        return QList<TunableKey>{TunableKey{Category::Sysctl, key}};
    }
    return makeError(ErrorCode::InvalidArgument,
                     tr("'%1' is not a FreeBSD interface capability Tunebench knows (try tso4, tso6, lro, rxcsum, "
                        "txcsum, rxcsum6, txcsum6, vlanhwtag) or a sysctl name.")
                         .arg(key));
}

QList<CommandStep> FreeBsdProvider::writeSteps(const QString &interfaceName, const QList<KeyValue> &values) const
{
    QList<CommandStep> steps;
    CommandStep features{Category::Features, {}, {}};
    features.spec.argv = QStringList{QStringLiteral("ifconfig"), interfaceName};
    for (const KeyValue &value : inApplyOrder(values)) {
        if (value.first.category == Category::Features) {
            // ifconfig em0 tso4 / ifconfig em0 -tso4
            features.keys << value.first;
            features.spec.argv << (value.second == QLatin1String("on") ? value.first.name
                                                                       : QLatin1Char('-') + value.first.name);
        } else if (value.first.category == Category::Sysctl) {
            CommandStep step{Category::Sysctl, {value.first}, {}};
            step.spec.argv = QStringList{QStringLiteral("sysctl"), value.first.name + QLatin1Char('=') + value.second};
            step.spec.needsRoot = true;
            step.spec.timeoutMs = 30000;
            steps << step;
        }
    }
    if (!features.keys.isEmpty()) {
        features.spec.needsRoot = true;
        features.spec.timeoutMs = 30000;
        steps.prepend(features); // features come before sysctls in applyOrder()
    }
    return steps;
}

} // namespace Tunebench
