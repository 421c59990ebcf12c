// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "testbed.h"

#include <QRegularExpression>
#include <QStringList>

namespace Tunebench::Test {

/// Records the settings these tests touch and writes them back on destruction, with plain
/// commands that do not depend on the code under test.
class BedGuard
{
public:
    explicit BedGuard(const Testbed &bed) : m_ns(bed.serverNamespace()), m_if(bed.interfaceName())
    {
        QString out;
        Testbed::runInNamespace(m_ns, {QStringLiteral("ethtool"), QStringLiteral("-k"), m_if}, &out);
        // tx-checksumming first, because TSO depends on it when they are written back.
        for (const QString &feature : {QStringLiteral("tx-checksumming"), QStringLiteral("tcp-segmentation-offload"),
                                       QStringLiteral("generic-segmentation-offload"),
                                       QStringLiteral("generic-receive-offload")}) {
            const auto match = QRegularExpression(QStringLiteral("^") + feature + QStringLiteral(": (on|off)"),
                                                  QRegularExpression::MultilineOption)
                                   .match(out);
            m_features << feature << match.captured(1);
        }
        Testbed::runInNamespace(m_ns, {QStringLiteral("ethtool"), QStringLiteral("-l"), m_if}, &out);
        const QStringList current = out.mid(out.indexOf(QLatin1String("Current hardware settings:"))).split(QLatin1Char('\n'));
        for (const QString &line : current) {
            if (line.startsWith(QLatin1String("RX:")))
                m_channels << QStringLiteral("rx") << line.mid(3).trimmed();
            if (line.startsWith(QLatin1String("TX:")))
                m_channels << QStringLiteral("tx") << line.mid(3).trimmed();
        }
        Testbed::runInNamespace(m_ns, {QStringLiteral("sysctl"), QStringLiteral("-n"), QStringLiteral("net.core.somaxconn")}, &out);
        m_somaxconn = out.trimmed();
        Testbed::runInNamespace(m_ns, {QStringLiteral("cat"), rpsFile()}, &out);
        m_rps = out.trimmed();
    }
    ~BedGuard()
    {
        Testbed::runInNamespace(m_ns, QStringList{QStringLiteral("ethtool"), QStringLiteral("-L"), m_if} + m_channels);
        Testbed::runInNamespace(m_ns, QStringList{QStringLiteral("ethtool"), QStringLiteral("-K"), m_if} + m_features);
        Testbed::runInNamespace(m_ns, {QStringLiteral("sysctl"), QStringLiteral("-w"),
                                       QStringLiteral("net.core.somaxconn=") + m_somaxconn});
        Testbed::runInNamespace(m_ns, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo \"$1\" > \"$2\""),
                                       QStringLiteral("guard"), m_rps, rpsFile()});
    }
    // Values that differ from what the bed had, so that tests change something whatever state
    // an earlier test (or another engineer's) left behind.
    QString opposite(const QString &feature) const
    {
        return m_features.value(m_features.indexOf(feature) + 1) == QLatin1String("on") ? QStringLiteral("off")
                                                                                          : QStringLiteral("on");
    }
    QString otherChannelCount(const QString &which) const
    {
        return m_channels.value(m_channels.indexOf(which) + 1) == QLatin1String("1") ? QStringLiteral("2")
                                                                                       : QStringLiteral("1");
    }
    QString otherSomaxconn() const { return m_somaxconn == QLatin1String("1024") ? QStringLiteral("1023") : QStringLiteral("1024"); }
    QString otherRpsMask() const { return m_rps.toUInt(nullptr, 16) == 1 ? QStringLiteral("2") : QStringLiteral("1"); }

    bool complete() const
    {
        return m_features.size() == 8 && !m_features.contains(QString()) && m_channels.size() == 4 && !m_somaxconn.isEmpty()
            && !m_rps.isEmpty();
    }

private:
    QString rpsFile() const { return QStringLiteral("/sys/class/net/") + m_if + QStringLiteral("/queues/rx-0/rps_cpus"); }

    QString m_ns;
    QString m_if;
    QStringList m_features;
    QStringList m_channels;
    QString m_somaxconn;
    QString m_rps;
};

} // namespace Tunebench::Test
