// SPDX-License-Identifier: GPL-3.0-or-later
// The unrestored-tunables banner against a real journal: a change left on the bed's server by
// TunablesApplier (as after a crash) shows in the banner; "Restore now" goes through the real
// TunablesRestorer over SSH, and the banner disappears once the restore is verified.
#include "experiment/experimenthistory.h"
#include "hosts/hostconnector.h"
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "testbed.h"
#include "tunables/changeplan.h"
#include "tunables/hostreader.h"
#include "tunables/tunablesapplier.h"
#include "tunablesbedguard.h"
#include "views/journalbanner.h"

#include <QApplication>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

class TestJournalBannerBed : public QObject
{
    Q_OBJECT
    Testbed m_bed;
    QTemporaryDir m_dir;

    ConnectOptions options() const
    {
        ConnectOptions options;
        options.identityFiles = {m_bed.keyPath()};
        options.knownHostsPath = m_bed.knownHostsPath();
        options.sshConfigPath = QStringLiteral("none");
        options.batchMode = true;
        options.connectTimeoutMs = 20000;
        return options;
    }

    QString groState() const
    {
        return m_bed.featureState(m_bed.serverNamespace(), QStringLiteral("generic-receive-offload"));
    }

private Q_SLOTS:
    void initTestCase() { m_bed = Testbed::load(); }

    void bannerDisappearsAfterAVerifiedRestore()
    {
        TUNEBENCH_REQUIRE_BED(m_bed);
        BedGuard guard(m_bed);
        const QString host = m_bed.sudoUser() + QLatin1Char('@') + m_bed.serverAddress();
        HostConnector connector(options());
        auto runner = connector.runner(host);
        QVERIFY2(runner.ok(), runner.ok() ? "" : qPrintable(runner.error().toString()));
        Database database(m_dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(database.open().ok());
        TunablesJournalRepository journal(database);
        SnapshotRepository snapshots(database);
        HostReader reader(*runner.value());
        const QString before = groState();
        QVERIFY(before == QLatin1String("on") || before == QLatin1String("off"));
        const QString changed = before == QLatin1String("on") ? QStringLiteral("off") : QStringLiteral("on");

        // Apply as an experiment would and stop there, as if Tunebench had crashed.
        auto provider = reader.provider();
        QVERIFY(provider.ok());
        auto requested = ChangePlanner::resolve(*provider.value(), {{QStringLiteral("gro"), changed}}, true);
        QVERIFY(requested.ok());
        auto current = reader.read(ReadRequest {m_bed.interfaceName(), {}});
        QVERIFY(current.ok());
        ApplyOptions apply;
        apply.owner = QStringLiteral("experiment 7 (banner test)");
        auto report = TunablesApplier(reader, journal, snapshots)
                          .apply(ChangePlanner::build(*provider.value(), current.value(), requested.value()), apply);
        QVERIFY(report.ok() && report->succeeded());
        QCOMPARE(groState(), changed);

        JournalBanner banner;
        banner.show();
        auto open = ExperimentHistory::openJournals(database);
        QVERIFY(open.ok());
        QCOMPARE(open->size(), 1);
        banner.setOpenJournals(open.value());
        QVERIFY(banner.isVisible());
        QVERIFY2(banner.text().contains(open->first().host), qPrintable(banner.text()));
        const QString key = requested->first().first.id();
        QCOMPARE(open->first().keys, QStringList {key});
        QVERIFY2(banner.text().contains(key), qPrintable(banner.text()));
        QVERIFY(banner.text().contains(QStringLiteral("experiment 7 (banner test)")));

        // "Restore now", handled the way the controller does: restoreHost per host, then a fresh look.
        int restoredHosts = 0;
        connect(&banner, &JournalBanner::restoreRequested, this, [&](const QStringList &hosts) {
            banner.setRestoring(true);
            for (const QString &name : hosts) {
                auto hostRunner = connector.runner(name);
                QVERIFY2(hostRunner.ok(), hostRunner.ok() ? "" : qPrintable(hostRunner.error().toString()));
                auto reports = ExperimentHistory::restoreHost(database, *hostRunner.value());
                QVERIFY2(reports.ok(), reports.ok() ? "" : qPrintable(reports.error().toString()));
                QCOMPARE(reports->size(), 1);
                QVERIFY(reports->first().closed);
                ++restoredHosts;
            }
            banner.setOpenJournals(ExperimentHistory::openJournals(database).value());
        });
        banner.restoreButton()->click();
        QCOMPARE(restoredHosts, 1);
        QCOMPARE(groState(), before);
        QVERIFY(!banner.isVisible());
        QVERIFY(ExperimentHistory::openJournals(database)->isEmpty());
    }
};

QTEST_MAIN(TestJournalBannerBed)
#include "tst_journalbanner_bed.moc"
