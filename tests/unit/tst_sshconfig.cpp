// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/sshconfig.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;

class TestSshConfig : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void laterHostBlocksMatchTheAliasNotTheHostName()
    {
        // The test bed's own layout, which libssh 0.10 resolves wrongly (see sshconfig.h).
        const QString text = QStringLiteral("Host tb-client\n    HostName 198.18.0.1\nHost tb-server\n    HostName 198.18.0.2\n"
                                            "Host tb-client tb-server\n    User root\n    IdentityFile /bed/client_key\n"
                                            "    UserKnownHostsFile /bed/known_hosts\n");
        const SshConfigEntry entry = SshConfig::resolveText(QStringLiteral("tb-server"), text, {});
        QCOMPARE(entry.hostName, QStringLiteral("198.18.0.2"));
        QCOMPARE(entry.user, QStringLiteral("root"));
        QCOMPARE(entry.identityFiles, QStringList{QStringLiteral("/bed/client_key")});
        QCOMPARE(entry.userKnownHostsFiles, QStringList{QStringLiteral("/bed/known_hosts")});
    }
    void firstValueWinsAndIdentityFilesAccumulate()
    {
        const QString text = QStringLiteral("Host web*\n  Port 2222\n  User first\n  IdentityFile /k/one\n"
                                            "Host *\n  Port 22\n  User second\n  IdentityFile /k/two\n");
        const SshConfigEntry entry = SshConfig::resolveText(QStringLiteral("web1"), text, {});
        QCOMPARE(entry.port, 2222);
        QCOMPARE(entry.user, QStringLiteral("first"));
        QCOMPARE(entry.identityFiles, (QStringList{QStringLiteral("/k/one"), QStringLiteral("/k/two")}));
    }
    void negatedPatternExcludesAHost()
    {
        const QString text = QStringLiteral("Host *.lab !db.lab\n  User labuser\n");
        QCOMPARE(SshConfig::resolveText(QStringLiteral("web.lab"), text, {}).user, QStringLiteral("labuser"));
        QVERIFY(SshConfig::resolveText(QStringLiteral("db.lab"), text, {}).user.isEmpty());
        QVERIFY(SshConfig::resolveText(QStringLiteral("web.other"), text, {}).user.isEmpty());
    }
    void acceptsEqualsSignsQuotesAndAnyKeywordCase()
    {
        const QString text = QStringLiteral("HOST box\n  hostname=10.0.0.9\n  IDENTITYFILE \"/path with space/key\"\n");
        const SshConfigEntry entry = SshConfig::resolveText(QStringLiteral("box"), text, {});
        QCOMPARE(entry.hostName, QStringLiteral("10.0.0.9"));
        QCOMPARE(entry.identityFiles, QStringList{QStringLiteral("/path with space/key")});
    }
    void expandsTokensAndTilde()
    {
        const QString text = QStringLiteral("Host box\n  HostName %h.example.org\n  User alice\n  Port 2200\n"
                                            "  IdentityFile ~/.ssh/id_%r_%h_%p\n");
        const SshConfigEntry entry = SshConfig::resolveText(QStringLiteral("box"), text, {});
        QCOMPARE(entry.hostName, QStringLiteral("box.example.org"));
        QCOMPARE(entry.identityFiles,
                 QStringList{QDir::homePath() + QStringLiteral("/.ssh/id_alice_box.example.org_2200")});
    }
    void unsupportedMatchBlocksAreIgnoredWithAWarning()
    {
        const QString text = QStringLiteral("Match exec \"true\"\n  User wrong\nMatch all\n  Port 2022\n");
        const SshConfigEntry entry = SshConfig::resolveText(QStringLiteral("any"), text, {});
        QVERIFY(entry.user.isEmpty());
        QCOMPARE(entry.port, 2022);
        QCOMPARE(entry.warnings.size(), 1);
    }
    void followsIncludeRelativeToTheIncludeDirectory()
    {
        QTemporaryDir dir;
        QFile included(dir.filePath(QStringLiteral("lab.conf")));
        QVERIFY(included.open(QIODevice::WriteOnly));
        included.write("Host lab1\n  HostName 192.0.2.10\n");
        included.close();
        const SshConfigEntry entry =
            SshConfig::resolveText(QStringLiteral("lab1"), QStringLiteral("Include *.conf\n"), dir.path());
        QCOMPARE(entry.hostName, QStringLiteral("192.0.2.10"));
    }
    void reportsProxyJump()
    {
        const SshConfigEntry entry =
            SshConfig::resolveText(QStringLiteral("inner"), QStringLiteral("Host inner\n  ProxyJump bastion\n"), {});
        QCOMPARE(entry.proxyJump, QStringLiteral("bastion"));
    }
    void noneReadsNoFile()
    {
        const SshConfigEntry entry = SshConfig::resolve(QStringLiteral("anything"), QStringLiteral("none"));
        QVERIFY(entry.hostName.isEmpty());
        QVERIFY(entry.identityFiles.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSshConfig)
#include "tst_sshconfig.moc"
