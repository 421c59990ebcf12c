// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/driverknowledge.h"

#include <QHash>

namespace Tunebench {

namespace {

using WhileAdaptive = DriverKnowledge::WhileAdaptive;

// One driver's facts. Key names are -C/-G names without the category prefix; the sources are
// quoted in the headers of tests/data/ethtool/drivers/*.
struct Facts
{
    QStringList inert;             ///< overridden by adaptive moderation while it is on
    QStringList refusedWhileOn;    ///< refused while their adaptive switch stays on
    QString refusedLogLine;        ///< the kernel log line of that refusal (%1: rx or tx)
    QString ringRounding;
    QHash<QString, QString> usecsRange; ///< -usecs key -> the range the driver takes
};

const QHash<QString, Facts> &facts()
{
    static const QHash<QString, Facts> table = [] {
        QHash<QString, Facts> t;
        t.insert(QStringLiteral("mlx5_core"),
                 Facts{{QStringLiteral("rx-usecs"), QStringLiteral("rx-frames"), QStringLiteral("tx-usecs"),
                        QStringLiteral("tx-frames")},
                       {},
                       {},
                       DriverKnowledge::tr("up to a power of two"),
                       {}});
        t.insert(QStringLiteral("mlx4_en"),
                 Facts{{QStringLiteral("rx-usecs")}, {}, {}, DriverKnowledge::tr("up to a power of two"), {}});
        t.insert(QStringLiteral("ixgbe"), Facts{{}, {}, {}, DriverKnowledge::tr("up to a multiple of 8"),
                                                {{QStringLiteral("rx-usecs"), QStringLiteral("0 to 1022")}}});
        t.insert(QStringLiteral("i40e"),
                 Facts{{},
                       {QStringLiteral("rx-usecs"), QStringLiteral("tx-usecs")},
                       QStringLiteral("%1 interrupt moderation cannot be changed if adaptive-%2 is enabled."),
                       DriverKnowledge::tr("up to a multiple of 32"),
                       {{QStringLiteral("rx-usecs"), QStringLiteral("0 to 8160")},
                        {QStringLiteral("tx-usecs"), QStringLiteral("0 to 8160")},
                        {QStringLiteral("rx-usecs-high"), QStringLiteral("0 to 236")}}});
        t.insert(QStringLiteral("ice"),
                 Facts{{},
                       {QStringLiteral("rx-usecs"), QStringLiteral("tx-usecs"), QStringLiteral("rx-usecs-high")},
                       QStringLiteral("%1 interrupt throttling cannot be changed if adaptive-%2 is enabled"),
                       DriverKnowledge::tr("up to a multiple of 32"),
                       {{QStringLiteral("rx-usecs"), QStringLiteral("0 to 8160")},
                        {QStringLiteral("tx-usecs"), QStringLiteral("0 to 8160")},
                        {QStringLiteral("rx-usecs-high"), QStringLiteral("0 (off) to 236")}}});
        t.insert(QStringLiteral("bnxt_en"),
                 Facts{{QStringLiteral("rx-usecs"), QStringLiteral("rx-frames")}, {}, {}, {}, {}});
        t.insert(QStringLiteral("e1000e"),
                 Facts{{}, {}, {}, {}, {{QStringLiteral("rx-usecs"), QStringLiteral("0, 1, 3, 4 or 10 to 10000")}}});
        t.insert(QStringLiteral("virtio_net"),
                 Facts{{QStringLiteral("rx-usecs"), QStringLiteral("rx-frames")}, {}, {}, {}, {}});
        t.insert(QStringLiteral("ena"), Facts{{QStringLiteral("rx-usecs")}, {}, {}, {}, {}});
        return t;
    }();
    return table;
}

const Facts *factsFor(const QString &driver)
{
    const auto it = facts().constFind(driver);
    return it == facts().cend() ? nullptr : &*it;
}

} // namespace

QStringList DriverKnowledge::knownDrivers()
{
    QStringList names = facts().keys();
    names.sort();
    return names;
}

TunableKey DriverKnowledge::adaptiveKeyFor(const TunableKey &key)
{
    return TunableKey{Category::Coalescing, key.name.startsWith(QLatin1String("tx-")) ? QStringLiteral("adaptive-tx")
                                                                                      : QStringLiteral("adaptive-rx")};
}

DriverKnowledge::WhileAdaptive DriverKnowledge::whileAdaptive(const QString &driver, const TunableKey &key)
{
    const Facts *f = factsFor(driver);
    if (!f || key.category != Category::Coalescing)
        return WhileAdaptive::Applies;
    if (f->refusedWhileOn.contains(key.name))
        return WhileAdaptive::Refused;
    if (f->inert.contains(key.name))
        return WhileAdaptive::Inert;
    return WhileAdaptive::Applies;
}

QString DriverKnowledge::meaning(const QString &driver, const TunableKey &key)
{
    if (key.category == Category::Rings && !ringRounding(driver).isEmpty()
        && (key.name == QLatin1String("rx") || key.name == QLatin1String("tx")))
        return tr("%1 rounds ring sizes %2").arg(driver, ringRounding(driver));
    if (key.category != Category::Coalescing)
        return {};
    const QString name = key.name;
    if (driver == QLatin1String("ixgbe") && name == QLatin1String("rx-usecs"))
        return tr("ixgbe has no adaptive-rx switch: rx-usecs 1 is its dynamic (adaptive) interrupt throttling, "
                  "0 turns throttling off, 2 to 1022 set a fixed interval");
    if (driver == QLatin1String("ixgbe") && name == QLatin1String("tx-usecs"))
        return tr("while Rx and Tx share interrupt vectors (ixgbe's default) rx-usecs sets both and tx-usecs "
                  "cannot be set");
    if (driver == QLatin1String("e1000e") && name == QLatin1String("rx-usecs"))
        return tr("e1000e has no adaptive-rx switch: rx-usecs 0 is off, 1 dynamic, 3 dynamic conservative (the "
                  "default), 4 simplified balancing; 10 to 10000 become an interrupt rate that reads back rounded");
    if (driver == QLatin1String("mlx4_en")
        && (name == QLatin1String("rx-usecs-low") || name == QLatin1String("rx-usecs-high")
            || name.startsWith(QLatin1String("pkt-rate-")) || name == QLatin1String("sample-interval")))
        return tr("mlx4_en's adaptive moderation moves rx-usecs between rx-usecs-low and rx-usecs-high by packet "
                  "rate");
    if (driver == QLatin1String("i40e") && name == QLatin1String("tx-usecs-high"))
        return tr("i40e has one interrupt rate limit: set rx-usecs-high");
    switch (whileAdaptive(driver, key)) {
    case WhileAdaptive::Inert:
        return tr("has no effect while %1 is on: %2's adaptive moderation chooses it").arg(adaptiveKeyFor(key).name, driver);
    case WhileAdaptive::Refused:
        return tr("%1 refuses to change it while %2 stays on").arg(driver, adaptiveKeyFor(key).name);
    case WhileAdaptive::Applies:
        break;
    }
    return {};
}

QString DriverKnowledge::refusalHint(const QString &driver, const TunableKey &key, const QString &value,
                                     const QString &error, bool adaptiveOn)
{
    const Facts *f = factsFor(driver);
    if (!f || key.category != Category::Coalescing)
        return {};
    const bool invalid = error.contains(QLatin1String("Invalid argument"));
    const QString side = key.name.startsWith(QLatin1String("tx-")) ? QStringLiteral("tx") : QStringLiteral("rx");
    if (invalid && adaptiveOn && f->refusedWhileOn.contains(key.name)) {
        // i40e writes "RX interrupt moderation ...", ice "rx interrupt throttling ...".
        QString logLine = f->refusedLogLine.arg(driver == QLatin1String("i40e") ? side.toUpper() : side, side);
        if (key.name.endsWith(QLatin1String("-high")))
            logLine = QStringLiteral("Invalid value, %1 cannot be changed if adaptive-tx or adaptive-rx is enabled").arg(key.name);
        return tr("%1 does not change %2 while %3 is on (its kernel log: \"%4\"); set %3=off in the same change")
            .arg(driver, key.name, adaptiveKeyFor(key).name, logLine);
    }
    if (driver == QLatin1String("ixgbe") && key.name == QLatin1String("tx-usecs") && invalid)
        return tr("ixgbe does not take tx-usecs while Rx and Tx share interrupt vectors (its default); rx-usecs "
                  "sets the interval of both");
    if (driver == QLatin1String("mlx5_core") && error.contains(QLatin1String("out of range")))
        return key.name.endsWith(QLatin1String("-usecs"))
            ? tr("mlx5_core takes at most 4095 µs (its kernel log: \"maximum coalesce time supported is 4095 usecs\")")
            : tr("mlx5_core takes at most 65535 frames");
    if (driver == QLatin1String("i40e") && key.name == QLatin1String("tx-usecs-high") && invalid)
        return tr("i40e has one interrupt rate limit: set rx-usecs-high (its kernel log: \"tx-usecs-high is not "
                  "used, please program rx-usecs-high\")");
    if (invalid && f->usecsRange.contains(key.name))
        return tr("%1 takes %2 %3, not %4").arg(driver, key.name, f->usecsRange.value(key.name), value);
    return {};
}

QString DriverKnowledge::silentAdjustment(const QString &driver, const TunableKey &key, const QString &value)
{
    bool ok = false;
    const uint usecs = value.toUInt(&ok);
    if (driver == QLatin1String("ice") && ok && usecs % 2 == 1
        && (key.name == QLatin1String("rx-usecs") || key.name == QLatin1String("tx-usecs")))
        return tr("ice reads back %1 but programs even values only, so the device uses %2 µs (its kernel log: "
                  "\"User set %3 to %1, device only supports even values. Rounding down and attempting to set %3 "
                  "to %2\")")
            .arg(value)
            .arg(usecs - 1)
            .arg(key.name);
    return {};
}

QString DriverKnowledge::ringRounding(const QString &driver)
{
    const Facts *f = factsFor(driver);
    return f ? f->ringRounding : QString();
}

QString DriverKnowledge::planNote(const QString &driver, const TunableKey &key, bool adaptiveOn)
{
    if (!adaptiveOn)
        return {};
    switch (whileAdaptive(driver, key)) {
    case WhileAdaptive::Refused:
        return tr("%1 refuses to change %2 while %3 stays on: add %3=off").arg(driver, key.name, adaptiveKeyFor(key).name);
    case WhileAdaptive::Inert:
        return tr("has no effect while %1 is on: %2's adaptive moderation chooses %3; add %1=off for a fixed value")
            .arg(adaptiveKeyFor(key).name, driver, key.name);
    case WhileAdaptive::Applies:
        break;
    }
    return {};
}

} // namespace Tunebench
