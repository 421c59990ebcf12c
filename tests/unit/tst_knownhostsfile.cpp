// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/ssh/knownhostsfile.h"

#include <QTest>

using namespace Tunebench;

namespace {
// tests/data/ssh/known_hosts_sample was written by ssh-keygen; the fingerprints below are what
// `ssh-keygen -lf` printed for its keys (see the README next to it).
const QString Sample = QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/ssh/known_hosts_sample");
} // namespace

class TestKnownHostsFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsPlainEntriesWithLineNumberAndOpenSshFingerprint()
    {
        const QList<KnownHostsEntry> entries = KnownHostsFile::entriesFor(Sample, QStringLiteral("198.18.0.2"), 22);
        QCOMPARE(entries.size(), 1); // the @revoked line is not a known key
        QCOMPARE(entries.first().lineNumber, 2);
        QCOMPARE(entries.first().keyType, QStringLiteral("ssh-ed25519"));
        QCOMPARE(entries.first().fingerprint, QStringLiteral("SHA256:iA8TptR56/SiImGPJBWGIewkE8eARhGL84oO9PtB16E"));
    }
    void usesTheBracketFormForOtherPorts()
    {
        const QList<KnownHostsEntry> entries = KnownHostsFile::entriesFor(Sample, QStringLiteral("198.18.0.2"), 2222);
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().lineNumber, 3);
        QCOMPARE(entries.first().fingerprint, QStringLiteral("SHA256:K5TnnqG2Bzj31UI5usgfB2OS1B+uem+GlXiPcHHMqWE"));
    }
    void matchesHashedEntries()
    {
        const QList<KnownHostsEntry> entries =
            KnownHostsFile::entriesFor(Sample, QStringLiteral("hashed.example"), 22);
        QCOMPARE(entries.size(), 1);
        QVERIFY(entries.first().hashed);
        QCOMPARE(entries.first().lineNumber, 4);
        QCOMPARE(entries.first().fingerprint, QStringLiteral("SHA256:S8zewcKdaCarHI9y5cRCnJ3AMpsLMI/3P9QTvEqsqGQ"));
        QVERIFY(KnownHostsFile::entriesFor(Sample, QStringLiteral("other.example"), 22).isEmpty());
    }
    void honoursWildcardsAndNegation()
    {
        QCOMPARE(KnownHostsFile::entriesFor(Sample, QStringLiteral("a.wild.example"), 22).size(), 1);
        QVERIFY(KnownHostsFile::entriesFor(Sample, QStringLiteral("bad.wild.example"), 22).isEmpty());
    }
    void hostFieldFollowsOpenSsh()
    {
        QCOMPARE(KnownHostsFile::hostField(QStringLiteral("h"), 22), QStringLiteral("h"));
        QCOMPARE(KnownHostsFile::hostField(QStringLiteral("h"), 2222), QStringLiteral("[h]:2222"));
    }
    void missingFileHasNoEntries()
    {
        QVERIFY(KnownHostsFile::entriesFor(QStringLiteral("/nonexistent/known_hosts"), QStringLiteral("h"), 22).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestKnownHostsFile)
#include "tst_knownhostsfile.moc"
