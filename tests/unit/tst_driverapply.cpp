// SPDX-License-Identifier: GPL-3.0-or-later
// Plan, apply, verify and restore against hosts whose NIC answers as a real driver does
// (FakeDriver over the captures of tests/data/ethtool/drivers): what each driver refuses, rounds,
// clamps, ignores or takes without effect is reported per key, in its words, and restoring
// brings each driver back even where the order of the writes matters.
#include "experiment/armsettings.h"
#include "experiment/experimentspec.h"
#include "fakelinuxhost.h"
#include "store/database.h"
#include "store/snapshotrepository.h"
#include "store/tunablesjournalrepository.h"
#include "tunables/changeplan.h"
#include "tunables/driveranswers.h"
#include "tunables/hostreader.h"
#include "tunables/keysupport.h"
#include "tunables/tunablesapplier.h"
#include "tunables/tunablesrestorer.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

struct Session
{
    Session(const QString &path, FakeLinuxHost &host) : database(path), journal(database), snapshots(database), reader(host)
    {
        opened = database.open().ok();
    }
    Database database;
    TunablesJournalRepository journal;
    SnapshotRepository snapshots;
    HostReader reader;
    bool opened = false;
};

const QStringList &allDrivers()
{
    static const QStringList names = {QStringLiteral("mlx4_en"),  QStringLiteral("mlx5_core"), QStringLiteral("ixgbe"),
                                      QStringLiteral("i40e"),     QStringLiteral("ice"),       QStringLiteral("bnxt_en"),
                                      QStringLiteral("e1000e"),   QStringLiteral("virtio_net"), QStringLiteral("ena")};
    return names;
}

QList<Setting> settings(const QStringList &pairs)
{
    QList<Setting> out;
    for (const QString &pair : pairs)
        out << Setting{pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1)};
    return out;
}

const KeyOutcome *outcomeOf(const QList<KeyOutcome> &outcomes, const QString &id)
{
    for (const KeyOutcome &outcome : outcomes) {
        if (outcome.key.id() == id)
            return &outcome;
    }
    return nullptr;
}

} // namespace

class TestDriverApply : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_counter = 0;

    QString nextPath() { return m_dir.filePath(QStringLiteral("drivers%1.sqlite").arg(++m_counter)); }

    static Result<ChangePlan> plan(Session &session, const QString &interfaceName, const QStringList &pairs)
    {
        auto provider = session.reader.provider();
        if (!provider)
            return provider.error();
        auto requested = ChangePlanner::resolve(*provider.value(), settings(pairs), true);
        if (!requested)
            return requested.error();
        auto before = session.reader.read(ReadRequest{interfaceName, {}});
        if (!before)
            return before.error();
        return ChangePlanner::build(*provider.value(), before.value(), requested.value());
    }

    static HostSnapshot read(Session &session, const QString &interfaceName)
    {
        auto snapshot = session.reader.read(ReadRequest{interfaceName, {}});
        return snapshot ? snapshot.value() : HostSnapshot{};
    }

    /// Applies @p pairs on a fresh host with @p driver's NIC; the report and the host stay for checks.
    struct Applied
    {
        std::unique_ptr<FakeLinuxHost> host;
        std::unique_ptr<Session> session;
        HostSnapshot before;
        ChangePlan plan;
        ApplyReport report;
        bool ok = false;
    };
    Applied apply(const QString &driver, const QStringList &pairs, const QString &version = QStringLiteral("6.1"),
                  bool restoreOnFailure = false)
    {
        Applied applied;
        applied.host = std::make_unique<FakeLinuxHost>();
        applied.host->useDriver(FakeDriver::make(driver, version));
        applied.session = std::make_unique<Session>(nextPath(), *applied.host);
        const QString interfaceName = applied.host->driver->interfaceName;
        applied.before = read(*applied.session, interfaceName);
        auto planned = plan(*applied.session, interfaceName, pairs);
        if (!planned || !applied.session->opened)
            return applied;
        applied.plan = planned.value();
        ApplyOptions options;
        options.restoreOnFailure = restoreOnFailure;
        auto report = TunablesApplier(applied.session->reader, applied.session->journal, applied.session->snapshots)
                          .apply(applied.plan, options);
        if (!report)
            return applied;
        applied.report = report.value();
        applied.ok = true;
        return applied;
    }

    static bool restoreAndCompare(Applied &applied)
    {
        if (applied.report.journalId == 0)
            return true;
        TunablesRestorer restorer(applied.session->reader, applied.session->journal, applied.session->snapshots);
        auto restored = restorer.restore(applied.report.journalId);
        if (!restored || !restored->closed) {
            qWarning() << "not restored:" << (restored ? (restored->error ? restored->error->toString() : QString()) : restored.error().toString());
            if (restored)
                for (const KeyOutcome &outcome : restored->outcomes)
                    qWarning() << outcome.key.id() << outcome.error;
            return false;
        }
        const auto differences = diffSnapshots(applied.before, read(*applied.session, applied.host->driver->interfaceName));
        for (const SnapshotDifference &difference : differences)
            qWarning() << "differs after restore:" << difference.key << describeState(difference.before) << describeState(difference.after);
        return differences.isEmpty();
    }

private Q_SLOTS:
    void everyDriverReadsWithNothingUnrecognised_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("version");
        for (const QString &driver : allDrivers())
            for (const QString &version : {QStringLiteral("6.1"), QStringLiteral("6.14")})
                QTest::newRow(qPrintable(driver + QLatin1Char(' ') + version)) << driver << version;
    }
    void everyDriverReadsWithNothingUnrecognised()
    {
        QFETCH(QString, driver);
        QFETCH(QString, version);
        FakeLinuxHost host;
        host.useDriver(FakeDriver::make(driver, version));
        Session session(nextPath(), host);
        const HostSnapshot snapshot = read(session, host.driver->interfaceName);
        QCOMPARE(snapshot.driver.driver, driver);
        QVERIFY2(snapshot.unrecognised.isEmpty(), qPrintable(QStringList(snapshot.unrecognised.keys()).join(QLatin1Char(','))));
        QVERIFY(!snapshot.unsupportedCategories.contains(QStringLiteral("coalesce")));
        QVERIFY(snapshot.state(TunableKey{Category::Rings, QStringLiteral("rx")})->supported);
        // Per key support, as `tunables show` lists it.
        const QList<KeySupport> support = KeySupportTable::build(snapshot);
        const auto level = [&support](const QString &key) {
            for (const KeySupport &row : support)
                if (row.key == key)
                    return row.level;
            return KeySupport::Level::ReadOnly;
        };
        QCOMPARE(level(QStringLiteral("coalesce.rx-usecs")), KeySupport::Level::Writable);
        QCOMPARE(level(QStringLiteral("coalesce.tx-aggr-max-frames")), KeySupport::Level::Unsupported);
        if (driver == QLatin1String("e1000e"))
            QCOMPARE(level(QStringLiteral("channel.combined")), KeySupport::Level::Unsupported);
    }

    void theAdaptivePresetAppliesAndRestoresOnEveryDriver_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("hasAdaptive");
        for (const QString &driver : allDrivers()) {
            const bool adaptive = driver != QLatin1String("ixgbe") && driver != QLatin1String("e1000e");
            QTest::newRow(qPrintable(driver)) << driver << QStringLiteral("6.1") << adaptive;
            QTest::newRow(qPrintable(driver + QStringLiteral(" 6.14"))) << driver << QStringLiteral("6.14") << adaptive;
        }
    }
    void theAdaptivePresetAppliesAndRestoresOnEveryDriver()
    {
        // The "adaptive-rx off" arm of resources/presets/bed-adaptive-rx.json.
        QFETCH(QString, driver);
        QFETCH(QString, version);
        QFETCH(bool, hasAdaptive);
        Applied applied = apply(driver, {QStringLiteral("adaptive-rx=off"), QStringLiteral("rx-usecs=0")}, version);
        QVERIFY(applied.ok);
        QVERIFY2(applied.report.succeeded(), qPrintable(applied.report.error ? applied.report.error->toString() : QString()));
        const KeyOutcome *adaptive = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.adaptive-rx"));
        const KeyOutcome *usecs = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.rx-usecs"));
        QVERIFY(adaptive && usecs);
        if (hasAdaptive) {
            QVERIFY(adaptive->action != PlannedChange::Action::Unsupported);
            QCOMPARE(applied.host->driver->coalesce.value(QStringLiteral("adaptive-rx")), QStringLiteral("off"));
        } else {
            // ixgbe and e1000e have no adaptive-rx: refused up front with ethtool's n/a, and the
            // plan says what their rx-usecs means instead.
            QCOMPARE(adaptive->action, PlannedChange::Action::Unsupported);
            QCOMPARE(adaptive->error, QStringLiteral("n/a"));
        }
        QCOMPARE(applied.host->driver->coalesce.value(QStringLiteral("rx-usecs")), QStringLiteral("0"));
        if (usecs->action == PlannedChange::Action::Change)
            QCOMPARE(usecs->answer, DriverAnswer::Taken);
        QVERIFY(restoreAndCompare(applied));
    }

    void theAdaptivePresetsArmsMeanItOnEveryDriver_data()
    {
        QTest::addColumn<QString>("driver");
        for (const QString &driver : allDrivers())
            QTest::newRow(qPrintable(driver)) << driver;
    }
    void theAdaptivePresetsArmsMeanItOnEveryDriver()
    {
        // Both arms of resources/presets/bed-adaptive-rx.json, one after the other as an
        // experiment runs them (ArmSettings: a key one arm names is the host's own in the
        // other), then the stack of journals restored at once.
        QFETCH(QString, driver);
        auto spec = ExperimentSpec::fromFile(QStringLiteral(TUNEBENCH_SOURCE_DIR "/resources/presets/bed-adaptive-rx.json"));
        QVERIFY(spec.ok());
        QCOMPARE(spec->arms.size(), 2);
        FakeLinuxHost host;
        host.useDriver(FakeDriver::make(driver));
        Session session(nextPath(), host);
        QVERIFY(session.opened);
        const QString interfaceName = host.driver->interfaceName;
        const HostSnapshot original = read(session, interfaceName);
        auto provider = session.reader.provider();
        QVERIFY(provider.ok());
        auto arms = ArmSettings::resolve(spec->arms, HostRole::Server, *provider.value(), true);
        QVERIFY(arms.ok());
        const QString originalUsecs = host.driver->coalesce.value(QStringLiteral("rx-usecs"));
        const bool hasAdaptive = host.driver->coalesce.contains(QStringLiteral("adaptive-rx"));
        QList<qint64> journals;
        for (int arm : {1, 0, 1}) {
            const ChangePlan plan = ChangePlanner::build(*provider.value(), read(session, interfaceName),
                                                         arms->desiredFor(arm, original));
            ApplyOptions options;
            options.restoreOnFailure = false;
            auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(plan, options);
            QVERIFY(report.ok());
            QVERIFY2(report->succeeded(), qPrintable(QStringLiteral("arm %1").arg(arm)));
            if (report->journalId > 0)
                journals << report->journalId;
            const bool off = arm == 1;
            QCOMPARE(host.driver->coalesce.value(QStringLiteral("rx-usecs")), off ? QStringLiteral("0") : originalUsecs);
            if (hasAdaptive)
                QCOMPARE(host.driver->coalesce.value(QStringLiteral("adaptive-rx")),
                         off ? QStringLiteral("off") : QStringLiteral("on"));
        }
        auto restored = TunablesRestorer(session.reader, session.journal, session.snapshots).restore(journals);
        QVERIFY(restored.ok() && restored->closed);
        QVERIFY(diffSnapshots(original, read(session, interfaceName)).isEmpty());
    }

    void i40eAndIceRefuseUsecsWhileAdaptiveStaysOn_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("logLine");
        QTest::newRow("i40e") << "i40e" << "RX interrupt moderation cannot be changed if adaptive-rx is enabled.";
        QTest::newRow("ice") << "ice" << "rx interrupt throttling cannot be changed if adaptive-rx is enabled";
    }
    void i40eAndIceRefuseUsecsWhileAdaptiveStaysOn()
    {
        QFETCH(QString, driver);
        QFETCH(QString, logLine);
        Applied applied = apply(driver, {QStringLiteral("rx-usecs=30")});
        QVERIFY(applied.ok);
        // The plan warns before anything is written ...
        QVERIFY2(applied.plan.items.first().note.contains(QStringLiteral("%1 refuses to change rx-usecs while adaptive-rx stays on").arg(driver)),
                 qPrintable(applied.plan.items.first().note));
        // ... and the driver does refuse, which the user reads in its words with the reason.
        QVERIFY(!applied.report.succeeded());
        const KeyOutcome *usecs = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.rx-usecs"));
        QCOMPARE(usecs->answer, DriverAnswer::Refused);
        QVERIFY2(usecs->error.startsWith(QStringLiteral("refused by %1: Invalid argument").arg(driver)), qPrintable(usecs->error));
        QVERIFY2(usecs->error.contains(logLine), qPrintable(usecs->error));
        QVERIFY(usecs->error.contains(QLatin1String("set adaptive-rx=off in the same change")));
        QCOMPARE(applied.host->driver->kernelLog.value(0), logLine);
        QCOMPARE(applied.host->driver->coalesce.value(QStringLiteral("rx-usecs")), QStringLiteral("50"));
        QVERIFY(restoreAndCompare(applied));
    }

    void restoringAdaptiveOnComesAfterTheValuesItWouldRefuse_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::newRow("i40e") << "i40e";
        QTest::newRow("ice") << "ice";
    }
    void restoringAdaptiveOnComesAfterTheValuesItWouldRefuse()
    {
        QFETCH(QString, driver);
        Applied applied = apply(driver, {QStringLiteral("adaptive-rx=off"), QStringLiteral("rx-usecs=10"),
                                         QStringLiteral("adaptive-tx=off"), QStringLiteral("tx-usecs=10")});
        QVERIFY(applied.ok && applied.report.succeeded());
        QVERIFY(restoreAndCompare(applied));
        // adaptive on again, in a command of its own after the values.
        QStringList last = applied.host->driver->coalesceWrites.constLast();
        QCOMPARE(last.size(), 4);
        QCOMPARE(last.at(1), QStringLiteral("on"));
        QCOMPARE(last.at(3), QStringLiteral("on"));
        last.removeAll(QStringLiteral("on"));
        last.sort();
        QCOMPARE(last, (QStringList{QStringLiteral("adaptive-rx"), QStringLiteral("adaptive-tx")}));
        QCOMPARE(applied.host->driver->coalesce.value(QStringLiteral("rx-usecs")), QStringLiteral("50"));
    }

    void mlx5TakesUsecsWithoutEffectWhileAdaptiveIsOn()
    {
        Applied applied = apply(QStringLiteral("mlx5_core"), {QStringLiteral("rx-usecs=16")});
        QVERIFY(applied.ok && applied.report.succeeded());
        QVERIFY(applied.plan.items.first().note.contains(QLatin1String("has no effect while adaptive-rx is on")));
        const KeyOutcome *usecs = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.rx-usecs"));
        QVERIFY(usecs->verified);
        QCOMPARE(usecs->answer, DriverAnswer::Inert);
        QVERIFY2(usecs->note.contains(QLatin1String("mlx5_core's adaptive moderation chooses rx-usecs")), qPrintable(usecs->note));
        QVERIFY(restoreAndCompare(applied));
    }

    void mlx5RefusesTimesBeyondItsMaximumInItsWords()
    {
        Applied applied = apply(QStringLiteral("mlx5_core"), {QStringLiteral("adaptive-rx=off"), QStringLiteral("rx-usecs=5000")});
        QVERIFY(applied.ok && !applied.report.succeeded());
        const KeyOutcome *usecs = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.rx-usecs"));
        const KeyOutcome *adaptive = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.adaptive-rx"));
        QCOMPARE(usecs->answer, DriverAnswer::Refused);
        QVERIFY2(usecs->error.contains(QLatin1String("Numerical result out of range")), qPrintable(usecs->error));
        QVERIFY(usecs->error.contains(QStringLiteral("mlx5_core takes at most 4095 µs")));
        // One command set both, and the driver gave no offset: both are reported, neither changed.
        QCOMPARE(adaptive->answer, DriverAnswer::Refused);
        QVERIFY(adaptive->error.contains(QLatin1String("did not say which it refused")));
        QCOMPARE(applied.host->driver->coalesce.value(QStringLiteral("adaptive-rx")), QStringLiteral("on"));
    }

    void ixgbeRefusesWhatItHasNot()
    {
        Applied applied = apply(QStringLiteral("ixgbe"), {QStringLiteral("rx-frames=8"), QStringLiteral("tx-usecs=50")});
        QVERIFY(applied.ok && !applied.report.succeeded());
        const KeyOutcome *frames = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.rx-frames"));
        const KeyOutcome *tx = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.tx-usecs"));
        // rx-frames is n/a: never written. tx-usecs is refused by the driver, with why.
        QCOMPARE(frames->action, PlannedChange::Action::Unsupported);
        QCOMPARE(frames->error, QStringLiteral("n/a"));
        QCOMPARE(tx->answer, DriverAnswer::Refused);
        QVERIFY2(tx->error.contains(QLatin1String("Rx and Tx share interrupt vectors")), qPrintable(tx->error));
        QCOMPARE(applied.host->writeCount(), 1);
    }

    void theKeyAnOffsetPointsAtGetsTheWordsAndTheOthersAreNotChanged()
    {
        // A snapshot older than the driver's answer: the kernel refuses the second parameter.
        FakeLinuxHost host;
        host.useDriver(FakeDriver::make(QStringLiteral("ixgbe")));
        HostSnapshot context;
        context.driver.driver = QStringLiteral("ixgbe");
        CommandStep step{Category::Coalescing,
                         {TunableKey{Category::Coalescing, QStringLiteral("rx-usecs")},
                          TunableKey{Category::Coalescing, QStringLiteral("rx-frames")}},
                         {}};
        step.spec.argv = {QStringLiteral("ethtool"), QStringLiteral("-C"), QStringLiteral("ens2f0"), QStringLiteral("rx-usecs"),
                          QStringLiteral("10"), QStringLiteral("rx-frames"), QStringLiteral("8")};
        const FakeDriver::Answer answer = host.driver->setCoalesce(step.spec.argv.mid(3));
        CommandOutput output;
        output.exit.kind = CommandExit::Kind::Exited;
        output.exit.exitCode = answer.exitCode;
        output.stderrData = answer.err;
        QVERIFY(answer.err.contains("(offset 44)"));
        const QHash<QString, QString> messages = DriverAnswers::refusals(step, output, context);
        QVERIFY2(messages.value(QStringLiteral("coalesce.rx-frames"))
                     .startsWith(QLatin1String("refused by ixgbe: cannot modify an unsupported parameter; Invalid argument")),
                 qPrintable(messages.value(QStringLiteral("coalesce.rx-frames"))));
        QVERIFY(messages.value(QStringLiteral("coalesce.rx-usecs"))
                    .startsWith(QLatin1String("not changed: ixgbe refused the whole command because of rx-frames")));
    }

    void driversThatRoundSayBy_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("reads");
        QTest::addColumn<QString>("note");
        QTest::newRow("ixgbe ring, multiple of 8") << "ixgbe" << "ring.rx=1001" << "1008" << "up to a multiple of 8";
        QTest::newRow("mlx5 ring, power of two") << "mlx5_core" << "ring.rx=5000" << "8192" << "up to a power of two";
        QTest::newRow("i40e ring, multiple of 32") << "i40e" << "ring.tx=1000" << "1024" << "up to a multiple of 32";
        QTest::newRow("e1000e usecs as a rate") << "e1000e" << "rx-usecs=7000" << "7142" << "e1000e adjusted 7000 to 7142";
    }
    void driversThatRoundSayBy()
    {
        QFETCH(QString, driver);
        QFETCH(QString, setting);
        QFETCH(QString, reads);
        QFETCH(QString, note);
        Applied applied = apply(driver, {setting});
        QVERIFY(applied.ok && applied.report.succeeded());
        const KeyOutcome &outcome = applied.report.outcomes.first();
        QVERIFY(outcome.verified);
        QCOMPARE(outcome.applied, reads);
        QCOMPARE(outcome.answer, DriverAnswer::Adjusted);
        QVERIFY2(outcome.note.contains(note), qPrintable(outcome.note));
        QVERIFY(restoreAndCompare(applied));
    }

    void iceReadsBackOddUsecsButTheDeviceUsesOneLess()
    {
        Applied applied = apply(QStringLiteral("ice"), {QStringLiteral("adaptive-rx=off"), QStringLiteral("rx-usecs=25")});
        QVERIFY(applied.ok && applied.report.succeeded());
        const KeyOutcome *usecs = outcomeOf(applied.report.outcomes, QStringLiteral("coalesce.rx-usecs"));
        QCOMPARE(usecs->applied, QStringLiteral("25"));
        QCOMPARE(usecs->answer, DriverAnswer::Adjusted);
        QVERIFY2(usecs->note.contains(QStringLiteral("the device uses 24 µs")), qPrintable(usecs->note));
        QVERIFY(applied.host->driver->kernelLog.constLast().startsWith(QLatin1String("User set rx-usecs to 25")));
        QVERIFY(restoreAndCompare(applied));
    }

    void aValueClampedBeyondToleranceDoesNotVerify()
    {
        // ixgbe clamps rings to at least 64 without a word.
        Applied applied = apply(QStringLiteral("ixgbe"), {QStringLiteral("ring.rx=8")}, QStringLiteral("6.1"), true);
        QVERIFY(applied.ok && !applied.report.succeeded());
        const KeyOutcome &outcome = applied.report.outcomes.first();
        QCOMPARE(outcome.answer, DriverAnswer::Clamped);
        QCOMPARE(outcome.error, QStringLiteral("ethtool accepted it, but ixgbe reports 64 instead of 8"));
        QVERIFY(applied.report.rollback && applied.report.rollback->closed);
        QCOMPARE(applied.host->driver->rings.value(QStringLiteral("rx")), QStringLiteral("512"));
    }

    void aDriverThatIgnoresAWriteIsCaught()
    {
        auto nic = FakeDriver::make(QStringLiteral("bnxt_en"));
        nic->ignoresCoalesceWrites = true;
        FakeLinuxHost host;
        host.useDriver(std::move(nic));
        Session session(nextPath(), host);
        auto planned = plan(session, host.driver->interfaceName, {QStringLiteral("rx-frames=1")});
        QVERIFY(planned.ok());
        auto report = TunablesApplier(session.reader, session.journal, session.snapshots).apply(planned.value());
        QVERIFY(report.ok() && !report->succeeded());
        const KeyOutcome &outcome = report->outcomes.first();
        QCOMPARE(outcome.answer, DriverAnswer::Ignored);
        QCOMPARE(outcome.error, QStringLiteral("ethtool accepted it, but bnxt_en still reports 15: the change was silently ignored"));
    }

    void e1000eRefusesUsecsItCannotTurnIntoARate()
    {
        Applied applied = apply(QStringLiteral("e1000e"), {QStringLiteral("rx-usecs=7")});
        QVERIFY(applied.ok && !applied.report.succeeded());
        const KeyOutcome &outcome = applied.report.outcomes.first();
        QCOMPARE(outcome.answer, DriverAnswer::Refused);
        QVERIFY2(outcome.error.contains(QLatin1String("e1000e takes rx-usecs 0, 1, 3, 4 or 10 to 10000, not 7")),
                 qPrintable(outcome.error));
        // e1000e has no channels at all.
        Applied channels = apply(QStringLiteral("e1000e"), {QStringLiteral("channel.combined=2")});
        QVERIFY(channels.ok);
        QCOMPARE(channels.report.outcomes.first().action, PlannedChange::Action::Unsupported);
        QVERIFY(channels.report.outcomes.first().error.contains(QLatin1String("Operation not supported")));
    }

    void beyondTheMaximumIsRefusedBeforeWriting()
    {
        Applied applied = apply(QStringLiteral("mlx5_core"), {QStringLiteral("ring.rx=9000"), QStringLiteral("channel.combined=64")});
        QVERIFY(applied.ok);
        for (const KeyOutcome &outcome : applied.report.outcomes) {
            QCOMPARE(outcome.action, PlannedChange::Action::Unsupported);
            QVERIFY(outcome.error.contains(QLatin1String("exceeds this device's maximum")));
        }
        QCOMPARE(applied.host->writeCount(), 0);
    }

    void aRenamedFieldIsReportedAndNotWritten()
    {
        auto nic = FakeDriver::make(QStringLiteral("mlx5_core"), QStringLiteral("6.14"));
        nic->coalesceFilter = [](QString text) { return text.replace(QLatin1String("rx-usecs:\t"), QLatin1String("rx-usec:\t")); };
        FakeLinuxHost host;
        host.useDriver(std::move(nic));
        Session session(nextPath(), host);
        const HostSnapshot snapshot = read(session, host.driver->interfaceName);
        QCOMPARE(snapshot.unrecognised.value(QStringLiteral("coalesce")), QStringList{QStringLiteral("rx-usec:\t8")});
        auto planned = plan(session, host.driver->interfaceName, {QStringLiteral("rx-usecs=0"), QStringLiteral("tx-usecs=0")});
        QVERIFY(planned.ok());
        const PlannedChange &usecs = planned->items.value(0).key.name == QLatin1String("rx-usecs") ? planned->items.at(0)
                                                                                                  : planned->items.at(1);
        QCOMPARE(usecs.action, PlannedChange::Action::Unsupported);
        QVERIFY2(usecs.reason.contains(QLatin1String("did not list rx-usecs")) && usecs.reason.contains(QLatin1String("rx-usec:")),
                 qPrintable(usecs.reason));
        // The key that still reads is planned, with the unread line named.
        const PlannedChange &tx = planned->items.value(0).key.name == QLatin1String("tx-usecs") ? planned->items.at(0)
                                                                                               : planned->items.at(1);
        QCOMPARE(tx.action, PlannedChange::Action::Change);
        QVERIFY(tx.note.contains(QLatin1String("lines Tunebench does not understand")));
        QCOMPARE(planned->dryRun(), QStringList{QStringLiteral("ethtool -C ens1f0np0 tx-usecs 0")});
    }

    void showSaysPerKeyWhatEachDriverDoes()
    {
        FakeLinuxHost host;
        host.useDriver(FakeDriver::make(QStringLiteral("ixgbe")));
        Session session(nextPath(), host);
        const QList<KeySupport> rows = KeySupportTable::build(read(session, QStringLiteral("ens2f0")));
        QString usecsNote;
        QString framesReason;
        for (const KeySupport &row : rows) {
            if (row.key == QLatin1String("coalesce.rx-usecs"))
                usecsNote = row.note;
            if (row.key == QLatin1String("coalesce.rx-frames"))
                framesReason = row.reason;
        }
        QVERIFY2(usecsNote.contains(QLatin1String("rx-usecs 1 is its dynamic (adaptive) interrupt throttling")), qPrintable(usecsNote));
        QCOMPARE(framesReason, QStringLiteral("n/a"));
    }
};

QTEST_GUILESS_MAIN(TestDriverApply)
#include "tst_driverapply.moc"
