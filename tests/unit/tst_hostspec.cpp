// SPDX-License-Identifier: GPL-3.0-or-later
#include "hosts/hostspec.h"

#include <QTest>

using namespace Tunebench;

class TestHostSpec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesHostArguments_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<bool>("local");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("local") << "local" << true << "" << "" << 0;
        QTest::newRow("alias") << "tb-server" << false << "" << "tb-server" << 0;
        QTest::newRow("user@host") << "root@198.18.0.2" << false << "root" << "198.18.0.2" << 0;
        QTest::newRow("host:port") << "box.lab:2222" << false << "" << "box.lab" << 2222;
        QTest::newRow("user@host:port") << "me@box:22" << false << "me" << "box" << 22;
        QTest::newRow("bare ipv6") << "fe80::1" << false << "" << "fe80::1" << 0;
        QTest::newRow("bracketed ipv6 port") << "u@[2001:db8::2]:2200" << false << "u" << "2001:db8::2" << 2200;
        QTest::newRow("user with @") << "a@b@host" << false << "a@b" << "host" << 0;
    }
    void parsesHostArguments()
    {
        QFETCH(QString, argument);
        QFETCH(bool, local);
        QFETCH(QString, user);
        QFETCH(QString, host);
        QFETCH(int, port);
        const Result<HostSpec> spec = HostSpec::parse(argument);
        QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().message));
        QCOMPARE(spec->isLocal(), local);
        QCOMPARE(spec->user, user);
        QCOMPARE(spec->host, host);
        QCOMPARE(spec->port, port);
        QCOMPARE(spec->argument, argument);
    }
    void rejectsMalformedArguments_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::newRow("empty") << "";
        QTest::newRow("no user") << "@host";
        QTest::newRow("port zero") << "host:0";
        QTest::newRow("port too big") << "host:65536";
        QTest::newRow("port text") << "host:ssh";
        QTest::newRow("option injection") << "-oProxyCommand=x";
        QTest::newRow("space") << "two words";
        QTest::newRow("unclosed bracket") << "[::1";
        QTest::newRow("slash") << "a/b";
    }
    void rejectsMalformedArguments()
    {
        QFETCH(QString, argument);
        const Result<HostSpec> spec = HostSpec::parse(argument);
        QVERIFY(!spec.ok());
        QCOMPARE(spec.error().code, ErrorCode::InvalidArgument);
    }
};

QTEST_GUILESS_MAIN(TestHostSpec)
#include "tst_hostspec.moc"
