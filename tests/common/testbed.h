// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace Tunebench::Test {

/// Facts about the namespace test bed, read from `tests/testbed/testbed status`'s state file.
class Testbed
{
public:
    /// Loads the state of a running bed; isUp() is false when there is none.
    static Testbed load();

    bool isUp() const { return m_up; }
    QString whyDown() const { return m_whyDown; }
    QString value(const QString &key) const { return m_values.value(key); }

    QString clientAddress() const { return value(QStringLiteral("CLIENT_ADDR")); }
    QString serverAddress() const { return value(QStringLiteral("SERVER_ADDR")); }
    QString clientNamespace() const { return value(QStringLiteral("CLIENT_NS")); }
    QString serverNamespace() const { return value(QStringLiteral("SERVER_NS")); }
    QString keyPath() const { return value(QStringLiteral("CLIENT_KEY")); }
    QString knownHostsPath() const { return value(QStringLiteral("KNOWN_HOSTS")); }
    QString sudoUser() const { return value(QStringLiteral("SUDO_USER")); }
    QString noSudoUser() const { return value(QStringLiteral("NOSUDO_USER")); }
    QString interfaceName() const { return value(QStringLiteral("IFACE")); }
    int netserverPort() const { return value(QStringLiteral("NETSERVER_PORT")).toInt(); }
    QString stateDir() const { return value(QStringLiteral("STATE_DIR")); }

    /// Path of the testbed script in the source tree.
    static QString scriptPath();
    /// Runs `testbed <verb>` and returns its exit code; output goes to @p output when given.
    static int runScript(const QStringList &arguments, QString *output = nullptr, int timeoutMs = 120000);
    /// Runs argv inside a bed namespace (ip netns exec) and returns its exit code.
    static int runInNamespace(const QString &ns, const QStringList &argv, QString *output = nullptr,
                              int timeoutMs = 60000);
    /// The state of offload @p feature ("tcp-segmentation-offload") of the bed's NIC in namespace
    /// @p ns as `ethtool -k` prints it ("on" or "off"), read without the code under test; empty
    /// when ethtool does not list it.
    QString featureState(const QString &ns, const QString &feature) const;

private:
    bool m_up = false;
    QString m_whyDown;
    QMap<QString, QString> m_values;
};

/// True when integration tests must fail rather than skip without a bed (TUNEBENCH_REQUIRE_TESTBED=1).
bool testbedRequired();

} // namespace Tunebench::Test

/// Skips (or, when the bed is required, fails) the current test function when the bed is down.
/// The marker TESTBED-SKIP lets CTest count the test as skipped.
#define TUNEBENCH_REQUIRE_BED(bed)                                                                            \
    do {                                                                                                      \
        if (!(bed).isUp()) {                                                                                  \
            const QString why = "the namespace test bed is not up (" + (bed).whyDown()                        \
                + "); start it with 'sudo tests/testbed/testbed up'";                                         \
            if (Tunebench::Test::testbedRequired())                                                           \
                QFAIL(qPrintable("TESTBED-MISSING: " + why));                                                 \
            QSKIP(qPrintable("TESTBED-SKIP: " + why));                                                        \
        }                                                                                                     \
    } while (false)
