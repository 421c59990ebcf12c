// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace Tunebench::Test {

/// A NIC driver behind FakeLinuxHost, answering `ethtool -i/-c/-g/-l` and `-C/-G/-L` as the real
/// one does. Its outputs are the captures in tests/data/ethtool/drivers with the current values
/// written into them, so every line, tab and n/a is the capture's; its refusals, roundings and
/// kernel log lines follow the driver's sources (quoted in the captures' headers):
///
/// - mlx5_core: usecs above 4095 or frames above 65535 -> "Numerical result out of range";
///   ring sizes rounded up to a power of two;
/// - mlx4_en: ring sizes rounded up to a power of two;
/// - ixgbe: rx-usecs 0..1022 (1 = dynamic), tx-usecs refused (shared vectors); rings clamped to
///   64..4096 and aligned up to 8;
/// - i40e: rx-/tx-usecs refused while their adaptive switch stays on, stored rounded up to even;
///   rings aligned up to 32;
/// - ice: the same refusal, odd usecs kept as set (the device uses one less) with its log line;
///   rx-usecs-high refused while adaptive is on; rings aligned up to 32;
/// - e1000e: rx-usecs 2 and 5..9 refused, 10..10000 become an interrupt rate that reads back as
///   1000000/rate; rings clamped to 64..4096 and aligned up to 8; no channels at all;
/// - bnxt_en, virtio_net, ena: values stored as given.
///
/// Every driver: a parameter ethtool shows as n/a is refused by the kernel ("cannot modify an
/// unsupported parameter", with the attribute offset ethtool prints); sizes beyond the maximum
/// are refused ("requested ring size exceeds maximum", "requested channel count exceeds maximum").
class FakeDriver
{
public:
    struct Answer
    {
        QByteArray err;
        int exitCode = 0;
    };

    /// One of mlx4_en, mlx5_core, ixgbe, i40e, ice, bnxt_en, e1000e, virtio_net, ena, as ethtool
    /// @p version ("6.1" or "6.14") shows it; nullptr for another name.
    [[nodiscard]] static std::unique_ptr<FakeDriver> make(const QString &driver, const QString &version = QStringLiteral("6.1"));

    QString name;
    QString version;
    QString interfaceName;
    /// The coalescing parameters the driver supports ("adaptive-rx" -> "on"); n/a ones are absent.
    QMap<QString, QString> coalesce;
    QMap<QString, QString> rings;
    QMap<QString, qint64> ringMax;
    QMap<QString, QString> channels;
    QMap<QString, qint64> channelMax;
    bool hasChannels = true;
    /// A driver that answers -C with success and keeps its old values (no real one of the nine
    /// is known to; it is what verification has to catch).
    bool ignoresCoalesceWrites = false;
    /// Rewrites the -c output before the host prints it (a changed ethtool format).
    std::function<QString(const QString &)> coalesceFilter;
    /// What the driver wrote to the kernel log (netdev_info), newest last.
    QStringList kernelLog;
    /// Every -C the driver took, as its argv after the interface name.
    QList<QStringList> coalesceWrites;

    [[nodiscard]] QString driverInfoText() const { return m_driverInfo; }
    [[nodiscard]] QString coalesceText() const;
    [[nodiscard]] QString ringsText() const;
    [[nodiscard]] QString channelsText() const;
    /// The section name of the read script for rings: "rings-json" from 6.2 on, else "rings".
    [[nodiscard]] bool ringsAsJson() const { return version != QLatin1String("6.1"); }
    [[nodiscard]] QString ringsJson() const;

    /// `ethtool -C/-G/-L IFNAME name value ...`: @p pairs are the argv after the interface.
    Answer setCoalesce(const QStringList &pairs);
    Answer setRings(const QStringList &pairs);
    Answer setChannels(const QStringList &pairs);

private:
    [[nodiscard]] QString render(const QString &templ, const QMap<QString, QString> &current,
                                 const QMap<QString, qint64> &maximums) const;
    [[nodiscard]] Answer unsupportedParameter(int index) const;
    [[nodiscard]] QString coalesceRefusal(const QMap<QString, QString> &merged, const QMap<QString, QString> &request);
    [[nodiscard]] QString stored(const QString &name, const QString &value);
    [[nodiscard]] qint64 ringSize(qint64 requested) const;

    QString m_driverInfo;
    QString m_coalesceTemplate;
    QString m_ringsTemplate;
    QString m_ringsJsonTemplate;
    QString m_channelsTemplate;
};

} // namespace Tunebench::Test
