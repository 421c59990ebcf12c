// SPDX-License-Identifier: GPL-3.0-or-later
// The unrestored-tunables banner on journals from a real store: what it names, the restore
// request, and hiding once the journal is clean. The restore itself on a bed host is in
// tests/integration/tst_journalbanner_bed.cpp.
#include "experiment/experimenthistory.h"
#include "store/database.h"
#include "store/tunablesjournalrepository.h"
#include "views/journalbanner.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;

class TestJournalBanner : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // A journal as TunablesApplier writes it before the first change.
    static qint64 openJournal(Database &database, const QString &host, const QString &owner, const QStringList &keys)
    {
        JournalRecord journal;
        journal.host = host;
        journal.interfaceName = QStringLiteral("eth0");
        journal.platform = QStringLiteral("linux");
        journal.owner = owner;
        for (const QString &key : keys)
            journal.changes << JournalChangeRecord {int(journal.changes.size()), key, QStringLiteral("on"),
                QStringLiteral("off"), JournalChangeRecord::State::Applied, QStringLiteral("off"), {}};
        SnapshotRecord snapshot {0, host, QStringLiteral("eth0"), QDateTime::currentDateTimeUtc(), "{}"};
        auto id = TunablesJournalRepository(database).open(journal, snapshot);
        return id ? id.value() : -1;
    }

private Q_SLOTS:
    void namesHostKeysAndExperimentOfOpenJournals()
    {
        Database database(m_dir.filePath(QStringLiteral("banner.sqlite")));
        QVERIFY(database.open().ok());
        JournalBanner banner;
        banner.show();
        auto clean = ExperimentHistory::openJournals(database);
        QVERIFY(clean.ok());
        banner.setOpenJournals(clean.value());
        QVERIFY(!banner.isVisible());

        const qint64 server = openJournal(database, QStringLiteral("tbsudo@198.18.0.2"),
            QStringLiteral("experiment 12 (TSO)"), {QStringLiteral("tso"), QStringLiteral("gro")});
        const qint64 client = openJournal(database, QStringLiteral("tb-client"),
            QStringLiteral("tunebench-cli pid 4242"), {QStringLiteral("channel.rx")});
        QVERIFY(server > 0 && client > 0);
        auto open = ExperimentHistory::openJournals(database);
        QVERIFY(open.ok());
        QCOMPARE(open->size(), 2);
        banner.setOpenJournals(open.value());
        QVERIFY(banner.isVisible());
        const QString text = banner.text();
        for (const QString &expected : {QStringLiteral("tbsudo@198.18.0.2 (eth0)"), QStringLiteral("tso, gro"),
                 QStringLiteral("experiment 12 (TSO)"), QStringLiteral("tb-client"), QStringLiteral("channel.rx"),
                 QStringLiteral("tunebench-cli pid 4242")})
            QVERIFY2(text.contains(expected), qPrintable(text));

        QSignalSpy restore(&banner, &JournalBanner::restoreRequested);
        banner.restoreButton()->click();
        QCOMPARE(restore.size(), 1);
        QCOMPARE(restore.at(0).at(0).toStringList(),
            (QStringList {QStringLiteral("tb-client"), QStringLiteral("tbsudo@198.18.0.2")})); // newest first
        banner.setRestoring(true);
        QVERIFY(!banner.restoreButton()->isEnabled());
        banner.setRestoreError(QStringLiteral("tb-client could not be reached"));
        QVERIFY(banner.restoreButton()->isEnabled());
        QVERIFY(banner.text().contains(QStringLiteral("could not be reached")));
        QVERIFY(banner.isVisible());

        // Closing one journal (a verified restore does exactly this) leaves the other.
        QVERIFY(TunablesJournalRepository(database).close(client).ok());
        banner.setOpenJournals(ExperimentHistory::openJournals(database).value());
        QVERIFY(banner.isVisible());
        QVERIFY(!banner.text().contains(QStringLiteral("tb-client")));
        QVERIFY(TunablesJournalRepository(database).close(server).ok());
        banner.setOpenJournals(ExperimentHistory::openJournals(database).value());
        QVERIFY(!banner.isVisible());
    }
};

QTEST_MAIN(TestJournalBanner)
#include "tst_journalbanner.moc"
