// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/tunablekey.h"

#include "tunables/knownsysctls.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <set>

namespace Tunebench {

namespace {

const QRegularExpression &anchored(const char *pattern)
{
    // Each call site passes a literal; caching by pointer keeps one compiled pattern each, per
    // thread so that no lock is needed.
    thread_local QHash<const char *, QRegularExpression> cache;
    auto it = cache.find(pattern);
    if (it == cache.end())
        it = cache.insert(pattern, QRegularExpression(QRegularExpression::anchoredPattern(QLatin1String(pattern))));
    return *it;
}

bool isMatch(const char *pattern, const QString &text)
{
    return anchored(pattern).match(text).hasMatch();
}

std::optional<std::set<int>> cpuSet(const QString &list)
{
    std::set<int> cpus;
    const QString trimmed = list.trimmed();
    if (trimmed.isEmpty())
        return cpus;
    for (const QString &part : trimmed.split(QLatin1Char(','))) {
        const QStringList range = part.split(QLatin1Char('-'));
        bool okLow = false;
        bool okHigh = false;
        const int low = range.value(0).toInt(&okLow);
        const int high = range.size() == 2 ? range.value(1).toInt(&okHigh) : low;
        if (!okLow || (range.size() == 2 && !okHigh) || range.size() > 2 || high < low || high - low > 65535)
            return std::nullopt;
        for (int cpu = low; cpu <= high; ++cpu)
            cpus.insert(cpu);
    }
    return cpus;
}

QString canonicalMask(const QString &mask)
{
    QString digits = mask.trimmed().toLower();
    digits.remove(QLatin1Char(','));
    while (digits.size() > 1 && digits.startsWith(QLatin1Char('0')))
        digits.remove(0, 1);
    return digits.isEmpty() ? QStringLiteral("0") : digits;
}

QString simplifiedList(const QString &value)
{
    return value.simplified();
}

quint64 nextPowerOfTwo(quint64 value)
{
    quint64 power = 1;
    while (power < value)
        power <<= 1;
    return power;
}

// Per-key tolerance for drivers that round what they are given. Rings: drivers round up to a
// descriptor multiple (ixgbe 8, i40e 32) or to a power of two (mlx4), never down. Coalescing
// times: ixgbe keeps microseconds in 2 µs steps, igb in ITR units, e1000e converts to an
// interrupt rate; allow 2 µs or 10 %, but not around 0 to 4, which are modes on several drivers.
// Everything else must read back exactly.
bool withinTolerance(const TunableKey &key, quint64 desired, quint64 actual)
{
    if (desired == actual)
        return true;
    if (key.category == Category::Rings && (key.name == QLatin1String("rx") || key.name == QLatin1String("tx")
                                            || key.name == QLatin1String("rx-mini")
                                            || key.name == QLatin1String("rx-jumbo")))
        return actual > desired && actual <= std::max(nextPowerOfTwo(desired), desired + 32);
    // 0 to 4 are modes, not times, on several drivers (ixgbe: 0 off, 1 dynamic; e1000e: 0, 1, 3, 4).
    if (key.category == Category::Coalescing && key.name.contains(QLatin1String("usecs")) && (desired <= 4 || actual <= 4))
        return false;
    if (key.category == Category::Coalescing && key.name.contains(QLatin1String("usecs"))) {
        const double slack = std::max(2.0, 0.1 * double(desired));
        return std::fabs(double(actual) - double(desired)) <= slack;
    }
    return false;
}

} // namespace

QList<Category> applyOrder()
{
    return {Category::Channels,    Category::Rings,   Category::Features, Category::Coalescing, Category::RpsMask,
            Category::XpsMask,     Category::IrqAffinity, Category::Sysctl};
}

QString TunableKey::id() const
{
    return TunableCatalog::categoryPrefix(category) + QLatin1Char('.') + name;
}

ValueKind TunableKey::valueKind() const
{
    switch (category) {
    case Category::Features:
        return ValueKind::OnOff;
    case Category::Coalescing:
        return name.startsWith(QLatin1String("adaptive-")) || name.startsWith(QLatin1String("cqe-mode-"))
            ? ValueKind::OnOff
            : ValueKind::UInt;
    case Category::Rings:
        if (name == QLatin1String("tx-push") || name == QLatin1String("rx-push"))
            return ValueKind::OnOff;
        return name == QLatin1String("tcp-data-split") ? ValueKind::Choice : ValueKind::UInt;
    case Category::Channels:
        return ValueKind::UInt;
    case Category::RpsMask:
    case Category::XpsMask:
        return ValueKind::CpuMask;
    case Category::IrqAffinity:
        return ValueKind::CpuList;
    case Category::Sysctl:
        return knownSysctlKind(name).value_or(ValueKind::Text);
    case Category::Link:
        return ValueKind::ReadOnly;
    }
    return ValueKind::Text;
}

Result<TunableKey> TunableKey::fromId(const QString &id)
{
    const qsizetype dot = id.indexOf(QLatin1Char('.'));
    const auto category = TunableCatalog::categoryFromPrefix(id.left(dot));
    if (dot <= 0 || !category)
        return makeError(ErrorCode::InvalidArgument, TunableCatalog::tr("'%1' is not a tunable key.").arg(id));
    TunableKey key{*category, id.mid(dot + 1)};
    bool valid = false;
    switch (key.category) {
    case Category::Coalescing:
        valid = TunableCatalog::coalescingParameters().contains(key.name);
        break;
    case Category::Rings:
        valid = TunableCatalog::ringParameters().contains(key.name);
        break;
    case Category::Channels:
        valid = TunableCatalog::channelParameters().contains(key.name);
        break;
    case Category::Features:
        valid = isMatch("[a-z0-9][a-z0-9_-]{0,63}", key.name);
        break;
    case Category::RpsMask:
        valid = isMatch("rx-[0-9]{1,5}", key.name);
        break;
    case Category::XpsMask:
        valid = isMatch("tx-[0-9]{1,5}", key.name);
        break;
    case Category::IrqAffinity:
        valid = isMatch("[0-9]{1,6}", key.name);
        break;
    case Category::Sysctl:
        valid = TunableCatalog::validateSysctlName(key.name).ok();
        break;
    case Category::Link:
        valid = key.name == QLatin1String("mtu") || key.name == QLatin1String("speed")
            || key.name == QLatin1String("operstate");
        break;
    }
    if (!valid)
        return makeError(ErrorCode::InvalidArgument, TunableCatalog::tr("'%1' is not a known %2 setting.")
                                                         .arg(key.name, TunableCatalog::categoryTitle(key.category)));
    return key;
}

QString TunableCatalog::categoryPrefix(Category category)
{
    switch (category) {
    case Category::Channels:
        return QStringLiteral("channel");
    case Category::Rings:
        return QStringLiteral("ring");
    case Category::Features:
        return QStringLiteral("feature");
    case Category::Coalescing:
        return QStringLiteral("coalesce");
    case Category::RpsMask:
        return QStringLiteral("rps");
    case Category::XpsMask:
        return QStringLiteral("xps");
    case Category::IrqAffinity:
        return QStringLiteral("irq");
    case Category::Sysctl:
        return QStringLiteral("sysctl");
    case Category::Link:
        return QStringLiteral("link");
    }
    return {};
}

QString TunableCatalog::categoryTitle(Category category)
{
    switch (category) {
    case Category::Channels:
        return tr("channels");
    case Category::Rings:
        return tr("rings");
    case Category::Features:
        return tr("features (offloads)");
    case Category::Coalescing:
        return tr("interrupt coalescing");
    case Category::RpsMask:
        return tr("RPS CPU masks");
    case Category::XpsMask:
        return tr("XPS CPU masks");
    case Category::IrqAffinity:
        return tr("IRQ affinity");
    case Category::Sysctl:
        return tr("sysctl");
    case Category::Link:
        return tr("link");
    }
    return {};
}

std::optional<Category> TunableCatalog::categoryFromPrefix(const QString &prefix)
{
    for (Category category : {Category::Channels, Category::Rings, Category::Features, Category::Coalescing,
                              Category::RpsMask, Category::XpsMask, Category::IrqAffinity, Category::Sysctl,
                              Category::Link}) {
        if (categoryPrefix(category) == prefix)
            return category;
    }
    return std::nullopt;
}

const QStringList &TunableCatalog::coalescingParameters()
{
    static const QStringList names = {
        QStringLiteral("adaptive-rx"),    QStringLiteral("adaptive-tx"),     QStringLiteral("sample-interval"),
        QStringLiteral("stats-block-usecs"), QStringLiteral("pkt-rate-low"), QStringLiteral("pkt-rate-high"),
        QStringLiteral("rx-usecs"),       QStringLiteral("rx-frames"),       QStringLiteral("rx-usecs-irq"),
        QStringLiteral("rx-frames-irq"),  QStringLiteral("tx-usecs"),        QStringLiteral("tx-frames"),
        QStringLiteral("tx-usecs-irq"),   QStringLiteral("tx-frames-irq"),   QStringLiteral("rx-usecs-low"),
        QStringLiteral("rx-frames-low"),  QStringLiteral("tx-usecs-low"),    QStringLiteral("tx-frames-low"),
        QStringLiteral("rx-usecs-high"),  QStringLiteral("rx-frames-high"),  QStringLiteral("tx-usecs-high"),
        QStringLiteral("tx-frames-high"), QStringLiteral("cqe-mode-rx"),     QStringLiteral("cqe-mode-tx"),
        QStringLiteral("tx-aggr-max-bytes"), QStringLiteral("tx-aggr-max-frames"),
        QStringLiteral("tx-aggr-time-usecs"),
    };
    return names;
}

const QStringList &TunableCatalog::ringParameters()
{
    static const QStringList names = {
        QStringLiteral("rx"),         QStringLiteral("rx-mini"),  QStringLiteral("rx-jumbo"),
        QStringLiteral("tx"),         QStringLiteral("rx-buf-len"), QStringLiteral("cqe-size"),
        QStringLiteral("tx-push"),    QStringLiteral("rx-push"),  QStringLiteral("tcp-data-split"),
        QStringLiteral("tx-push-buf-len"), QStringLiteral("hds-thresh"),
    };
    return names;
}

const QStringList &TunableCatalog::channelParameters()
{
    static const QStringList names = {QStringLiteral("rx"), QStringLiteral("tx"), QStringLiteral("other"),
                                      QStringLiteral("combined")};
    return names;
}

QString TunableCatalog::featureLongName(const QString &shortName)
{
    // ethtool.c off_flag_def: the legacy names -K still accepts next to the long ones.
    static const QHash<QString, QString> names = {
        {QStringLiteral("rx"), QStringLiteral("rx-checksumming")},
        {QStringLiteral("tx"), QStringLiteral("tx-checksumming")},
        {QStringLiteral("sg"), QStringLiteral("scatter-gather")},
        {QStringLiteral("tso"), QStringLiteral("tcp-segmentation-offload")},
        {QStringLiteral("ufo"), QStringLiteral("udp-fragmentation-offload")},
        {QStringLiteral("gso"), QStringLiteral("generic-segmentation-offload")},
        {QStringLiteral("gro"), QStringLiteral("generic-receive-offload")},
        {QStringLiteral("lro"), QStringLiteral("large-receive-offload")},
        {QStringLiteral("rxvlan"), QStringLiteral("rx-vlan-offload")},
        {QStringLiteral("txvlan"), QStringLiteral("tx-vlan-offload")},
        {QStringLiteral("ntuple"), QStringLiteral("ntuple-filters")},
        {QStringLiteral("rxhash"), QStringLiteral("receive-hashing")},
    };
    return names.value(shortName);
}

Status TunableCatalog::validateInterfaceName(const QString &name)
{
    if (!isMatch("[A-Za-z0-9_.-]{1,15}", name) || name == QLatin1String(".") || name == QLatin1String(".."))
        return makeError(ErrorCode::InvalidArgument,
                         tr("'%1' is not a valid interface name: use 1 to 15 letters, digits, '_', '.' or '-'.")
                             .arg(name));
    return Ok{};
}

Status TunableCatalog::validateSysctlName(const QString &name)
{
    const bool shapeOk = name.size() <= 200 && isMatch("[a-z][a-z0-9_]*(\\.[A-Za-z0-9_/%-]+)+", name);
    const QStringList components = sysctlPath(name).split(QLatin1Char('/'));
    const bool pathOk = std::none_of(components.cbegin(), components.cend(), [](const QString &c) {
        return c.isEmpty() || c == QLatin1String(".") || c == QLatin1String("..");
    });
    if (!shapeOk || !pathOk)
        return makeError(ErrorCode::InvalidArgument,
                         tr("'%1' is not a valid sysctl name (expected dotted names such as net.core.busy_poll).")
                             .arg(name));
    return Ok{};
}

QString TunableCatalog::sysctlPath(const QString &name)
{
    QString path = name;
    for (QChar &c : path) {
        if (c == QLatin1Char('.'))
            c = QLatin1Char('/');
        else if (c == QLatin1Char('/'))
            c = QLatin1Char('.');
    }
    return path;
}

QString TunableCatalog::sysctlNameFromPath(const QString &path)
{
    return sysctlPath(path); // the swap is its own inverse
}

Result<QString> TunableCatalog::normalizeValue(const TunableKey &key, const QString &value)
{
    const QString v = value.trimmed();
    const auto invalid = [&](const QString &expected) -> Result<QString> {
        return makeError(ErrorCode::InvalidArgument,
                         tr("'%1' is not a valid value for %2: expected %3.").arg(value, key.id(), expected));
    };
    switch (key.valueKind()) {
    case ValueKind::OnOff:
        if (v == QLatin1String("on") || v == QLatin1String("1") || v == QLatin1String("true"))
            return QStringLiteral("on");
        if (v == QLatin1String("off") || v == QLatin1String("0") || v == QLatin1String("false"))
            return QStringLiteral("off");
        return invalid(tr("on or off"));
    case ValueKind::UInt: {
        bool ok = false;
        const qulonglong number = v.toULongLong(&ok);
        if (!ok || !isMatch("[0-9]{1,10}", v) || number > 4294967295ULL)
            return invalid(tr("a whole number from 0 to 4294967295"));
        return QString::number(number);
    }
    case ValueKind::Choice:
        if (v == QLatin1String("on") || v == QLatin1String("off") || v == QLatin1String("auto"))
            return v;
        return invalid(tr("on, off or auto"));
    case ValueKind::Word:
        if (!isMatch("[A-Za-z0-9_.-]{1,64}", v))
            return invalid(tr("a name made of letters, digits, '_', '.' or '-'"));
        return v;
    case ValueKind::IntList:
        if (!isMatch("-?[0-9]{1,20}(\\s+-?[0-9]{1,20}){0,15}", v))
            return invalid(tr("whole numbers separated by spaces"));
        return simplifiedList(v);
    case ValueKind::CpuList:
        if (!isMatch("[0-9]{1,5}(-[0-9]{1,5})?(,[0-9]{1,5}(-[0-9]{1,5})?)*", v) || !cpuSet(v))
            return invalid(tr("a CPU list such as 0-3,8"));
        return v;
    case ValueKind::CpuMask:
        if (!isMatch("[0-9A-Fa-f]{1,8}(,[0-9A-Fa-f]{1,8}){0,127}", v))
            return invalid(tr("a hexadecimal CPU mask such as f or 00000000,0000000f"));
        return canonicalMask(v);
    case ValueKind::Text:
        if (!isMatch("[A-Za-z0-9_.:,/+ -]{1,256}", v))
            return invalid(tr("letters, digits, spaces and _ . : , / + - only"));
        return simplifiedList(v);
    case ValueKind::ReadOnly:
        return makeError(ErrorCode::InvalidArgument, tr("%1 is recorded in snapshots but cannot be set.").arg(key.id()));
    }
    return invalid(QString());
}

QString TunableCatalog::canonicalReading(const TunableKey &key, const QString &value)
{
    switch (key.valueKind()) {
    case ValueKind::CpuMask:
        return canonicalMask(value);
    case ValueKind::IntList:
    case ValueKind::Text:
        return simplifiedList(value);
    default:
        return value.trimmed();
    }
}

bool TunableCatalog::matches(const TunableKey &key, const QString &desired, const QString &actual, bool allowRounding)
{
    const QString a = canonicalReading(key, actual);
    const QString d = canonicalReading(key, desired);
    if (a == d)
        return true;
    if (key.valueKind() == ValueKind::CpuList) {
        const auto left = cpuSet(d);
        const auto right = cpuSet(a);
        return left && right && *left == *right;
    }
    if (key.valueKind() == ValueKind::UInt && allowRounding) {
        bool okDesired = false;
        bool okActual = false;
        const quint64 wanted = d.toULongLong(&okDesired);
        const quint64 got = a.toULongLong(&okActual);
        return okDesired && okActual && withinTolerance(key, wanted, got);
    }
    return false;
}

} // namespace Tunebench
