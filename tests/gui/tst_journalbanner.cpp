// SPDX-License-Identifier: GPL-3.0-or-later
// The unrestored-tunables banner on journals from a real store: what it names, the restore
// request, and hiding once the journal is clean. The restore itself on a bed host is in
// tests/integration/tst_journalbanner_bed.cpp.
#include "experiment/experimenthistory.h"
#include "store/database.h"
#include "store/tunablesjournalrepository.h"
#include "views/journalbanner.h"

#include <QLabel>
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

    // An exploration opens a journal per change: the banner keeps to a few lines however many
    // journals and keys there are, and its tooltip lists them all.
    void staysShortWithManyJournalsAndKeys()
    {
        QList<OpenJournalEntry> journals;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int change = 0; change < 20; ++change) // one exploration, one host: a single line
            journals << OpenJournalEntry {change + 1, QStringLiteral("tb-server"), QStringLiteral("eth0"),
                QStringLiteral("exploration 3"), now.addSecs(-change), {QStringLiteral("key%1").arg(change)}};
        for (int owner = 0; owner < JournalBanner::MaxLines + 2; ++owner)
            journals << OpenJournalEntry {100 + owner, QStringLiteral("tb-client"), QStringLiteral("eth1"),
                QStringLiteral("experiment %1").arg(owner), now, {QStringLiteral("tso")}};
        JournalBanner banner;
        banner.setOpenJournals(journals);
        const QStringList lines = banner.text().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 1 + JournalBanner::MaxLines + 1); // the sentence, the lines, "and 3 more"
        QVERIFY2(lines.at(1).contains(QStringLiteral("key0, key1")), qPrintable(lines.at(1)));
        QVERIFY2(lines.at(1).contains(QStringLiteral("and %1 more").arg(20 - JournalBanner::MaxKeys)), qPrintable(lines.at(1)));
        QVERIFY(!lines.at(1).contains(QStringLiteral("key19")));
        QVERIFY2(lines.constLast().contains(QStringLiteral("3 more")), qPrintable(lines.constLast()));
        QString tooltip;
        for (const QLabel *label : banner.findChildren<QLabel *>())
            tooltip += label->toolTip();
        for (const QString &expected : {QStringLiteral("key19"), QStringLiteral("experiment %1").arg(JournalBanner::MaxLines + 1)})
            QVERIFY2(tooltip.contains(expected), qPrintable(tooltip));
        QCOMPARE(banner.hosts(), (QStringList {QStringLiteral("tb-server"), QStringLiteral("tb-client")}));
    }
};

QTEST_MAIN(TestJournalBanner)
#include "tst_journalbanner.moc"
