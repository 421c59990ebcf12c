// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fakedriver.h"
#include "transport/commandrunner.h"

#include <QMap>
#include <QSet>
#include <QStringList>

#include <functional>

namespace Tunebench::Test {

/// A simulated Linux host behind the CommandRunner interface, for unit tests of planning,
/// applying and restoring. It answers the tunables read script in the same marker protocol
/// as the real script (from its own state, in ethtool 6.1's text formats), and interprets
/// `ethtool -K/-L/-C`, `sysctl -w`, `id -u` and `uname -s`. Its rules follow what the bed's
/// veth does: coalescing and rings are "Operation not supported", channels have a maximum,
/// large-receive-offload is [fixed], and turning tx-checksumming off also turns TSO off.
/// With useDriver() it is a host with that real driver's NIC instead (see FakeDriver).
class FakeLinuxHost : public CommandRunner
{
    Q_OBJECT
public:
    explicit FakeLinuxHost(QString hostName = QStringLiteral("fake-host"), QObject *parent = nullptr);

    [[nodiscard]] QString hostName() const override { return m_hostName; }
    [[nodiscard]] CommandProcess *start(const CommandSpec &spec, QObject *parent = nullptr) override;

    // The host's state, as tests arrange and inspect it.
    QMap<QString, QString> features;   ///< long name -> on/off
    QSet<QString> fixedFeatures;
    QSet<QString> ignoredFeatures;     ///< the "driver" accepts a write and silently keeps the old value
    QMap<QString, int> channels{{QStringLiteral("rx"), 2}, {QStringLiteral("tx"), 2}};
    int channelMax = 2;
    QMap<QString, QString> sysctls;    ///< name -> value; absent names do not exist
    QStringList interfaces{QStringLiteral("eth0"), QStringLiteral("lo")};
    bool root = true;
    /// The NIC's driver when useDriver() was called; coalescing, rings and channels are its.
    std::shared_ptr<FakeDriver> driver;
    /// Makes the host's NIC @p nic (its interface, driver info, features, coalescing, rings,
    /// channels and ethtool version).
    void useDriver(std::unique_ptr<FakeDriver> nic);

    /// Every argv started, in order.
    QList<QStringList> commands;
    /// Write commands (everything but the read script, uname and id) started so far.
    [[nodiscard]] int writeCount() const { return m_writes; }
    /// Called before a write command changes anything.
    std::function<void(const QStringList &argv)> beforeWrite;
    /// After this many writes every command fails with ConnectionLost (-1: never).
    int loseConnectionAfterWrites = -1;
    void reconnect() { m_connectionLost = false; loseConnectionAfterWrites = -1; }

private:
    struct Answer
    {
        QByteArray out;
        QByteArray err;
        int exitCode = 0;
    };
    Answer read(const QStringList &argv) const;
    Answer ethtool(const QStringList &argv);
    Answer sysctlWrite(const QStringList &argv);
    [[nodiscard]] QString featuresText(const QString &interfaceName) const;
    [[nodiscard]] QByteArray driverSections(const QString &interfaceName) const;

    QString m_hostName;
    int m_writes = 0;
    bool m_connectionLost = false;
};

} // namespace Tunebench::Test
