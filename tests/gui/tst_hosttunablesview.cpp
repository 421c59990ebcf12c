// SPDX-License-Identifier: GPL-3.0-or-later
// The hosts dock's tunables page (issue 27): per key what a real driver supports (here ixgbe and
// mlx5_core as FakeDriver answers for them, read through the real HostReader), why not, what the
// driver does with it, the lines of ethtool's output that were not understood, and the read
// asked for by signal once the page is looked at.
#include "fakelinuxhost.h"
#include "tunables/hostreader.h"
#include "views/hostsmodel.h"
#include "views/hostsview.h"
#include "views/hosttunablesview.h"
#include "views/keysupportmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace Tunebench;
using namespace Tunebench::Test;

namespace {

HostSnapshot readDriver(std::unique_ptr<FakeDriver> nic)
{
    FakeLinuxHost host(QStringLiteral("lab-host"));
    host.useDriver(std::move(nic));
    HostReader reader(host);
    auto snapshot = reader.read(ReadRequest{host.driver->interfaceName, {}});
    return snapshot ? snapshot.value() : HostSnapshot{};
}

/// The shown row of @p key: its columns' texts, empty when the key is not shown.
QStringList shownRow(const QTableView *table, const QString &key)
{
    const QAbstractItemModel *model = table->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, KeySupportModel::KeyColumn).data().toString() != key)
            continue;
        QStringList texts;
        for (int column = 0; column < model->columnCount(); ++column)
            texts << model->index(row, column).data().toString();
        return texts;
    }
    return {};
}

} // namespace

class TestHostTunablesView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void saysPerKeyWhatTheDriverSupportsAndWhy()
    {
        const HostSnapshot snapshot = readDriver(FakeDriver::make(QStringLiteral("ixgbe")));
        QVERIFY(!snapshot.values.isEmpty());
        HostTunablesView view;
        view.resize(900, 600);
        view.showHost(QStringLiteral("lab-ixgbe"), {QStringLiteral("lo"), snapshot.interfaceName}, snapshot.interfaceName);
        view.setSnapshot(QStringLiteral("lab-ixgbe"), snapshot);
        const auto *table = view.findChild<QTableView *>(QStringLiteral("tunablesTable"));

        // ixgbe takes rx-usecs (1 means its dynamic throttling), has no rx-frames (n/a), and
        // cannot change what it fixes.
        const QStringList usecs = shownRow(table, QStringLiteral("coalesce.rx-usecs"));
        QCOMPARE(usecs.value(KeySupportModel::SupportColumn), KeySupportModel::levelText(KeySupport::Level::Writable));
        QVERIFY2(usecs.value(KeySupportModel::WhyColumn).contains(QLatin1String("dynamic (adaptive) interrupt throttling")),
                 qPrintable(usecs.join(QLatin1Char('|'))));
        const QStringList frames = shownRow(table, QStringLiteral("coalesce.rx-frames"));
        QCOMPARE(frames.value(KeySupportModel::SupportColumn), KeySupportModel::levelText(KeySupport::Level::Unsupported));
        QCOMPARE(frames.value(KeySupportModel::WhyColumn), QStringLiteral("n/a"));
        QCOMPARE(frames.value(KeySupportModel::ValueColumn), QStringLiteral("—"));
        const QStringList lro = shownRow(table, QStringLiteral("feature.large-receive-offload"));
        QVERIFY(!lro.isEmpty());
        // Every key of the table the CLI lists is shown, and the summary counts them.
        const QList<KeySupport> all = KeySupportTable::build(snapshot);
        QCOMPARE(view.visibleRows(), int(all.size()));
        QVERIFY2(view.summary().contains(QLatin1String("driver ixgbe")), qPrintable(view.summary()));
        const int fixed = view.model()->count(KeySupport::Level::Fixed);
        QVERIFY(fixed > 0);
        QVERIFY2(view.summary().contains(tr("%n fixed by the driver", nullptr, fixed)), qPrintable(view.summary()));
        // A driver that printed nothing unexpected has no "not understood" list.
        QVERIFY(view.unrecognisedLines().isEmpty());
        QVERIFY(view.findChild<QLabel *>(QStringLiteral("tunablesUnrecognised"))->isHidden());

        // "Only what cannot be set" keeps exactly the fixed, unsupported and read-only keys.
        view.findChild<QCheckBox *>(QStringLiteral("tunablesOnlyLimited"))->setChecked(true);
        QCOMPARE(view.visibleRows(), int(all.size()) - view.model()->count(KeySupport::Level::Writable));
        QVERIFY(shownRow(table, QStringLiteral("coalesce.rx-usecs")).isEmpty());
        QVERIFY(!shownRow(table, QStringLiteral("coalesce.rx-frames")).isEmpty());
        // The filter finds keys by their reasons too: every n/a parameter and nothing else.
        view.findChild<QLineEdit *>(QStringLiteral("tunablesFilter"))->setText(QStringLiteral("n/a"));
        int notAvailable = 0;
        for (const KeySupport &row : all)
            notAvailable += row.reason.contains(QLatin1String("n/a"), Qt::CaseInsensitive)
                || row.key.contains(QLatin1String("n/a")) || row.note.contains(QLatin1String("n/a"), Qt::CaseInsensitive);
        QVERIFY(notAvailable > 0);
        QCOMPARE(view.visibleRows(), notAvailable);
    }

    void listsWhatTheToolPrintedThatWasNotUnderstood()
    {
        // An ethtool whose coalescing output renamed a field: kept as printed, never guessed at.
        auto nic = FakeDriver::make(QStringLiteral("mlx5_core"), QStringLiteral("6.14"));
        nic->coalesceFilter = [](QString text) { return text.replace(QLatin1String("rx-usecs:\t"), QLatin1String("rx-usec:\t")); };
        const HostSnapshot snapshot = readDriver(std::move(nic));
        QVERIFY(!snapshot.unrecognised.isEmpty());
        HostTunablesView view;
        view.showHost(QStringLiteral("lab-mlx5"), {}, snapshot.interfaceName);
        view.setSnapshot(QStringLiteral("lab-mlx5"), snapshot);
        view.show();
        const QStringList lines = view.unrecognisedLines();
        QVERIFY2(lines.size() == 1 && lines.first().startsWith(QLatin1String("coalesce: rx-usec:")), qPrintable(lines.join(u'|')));
        const auto *label = view.findChild<QLabel *>(QStringLiteral("tunablesUnrecognised"));
        QVERIFY(label->isVisible());
        QVERIFY(label->text().contains(QLatin1String("rx-usec:")));
        QVERIFY(label->text().contains(QLatin1String("never set")));
    }

    void readsTheChosenInterfaceAndSaysWhyItCouldNot()
    {
        HostTunablesView view;
        QSignalSpy requested(&view, &HostTunablesView::readRequested);
        auto *read = view.findChild<QPushButton *>(QStringLiteral("readTunables"));
        QVERIFY(!read->isEnabled()); // no host yet
        view.showHost(QStringLiteral("lab"), {QStringLiteral("eth0"), QStringLiteral("eth1")}, QStringLiteral("eth0"));
        view.findChild<QComboBox *>(QStringLiteral("tunablesInterface"))->setCurrentText(QStringLiteral("eth1"));
        read->click();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().value(0).toString(), QStringLiteral("lab"));
        QCOMPARE(requested.first().value(1).toString(), QStringLiteral("eth1"));
        QVERIFY(view.isReading(QStringLiteral("lab")));
        QVERIFY(!read->isEnabled());
        QVERIFY(view.summary().contains(QLatin1String("eth1")));
        view.setError(QStringLiteral("lab"), QStringLiteral("eth1"), QStringLiteral("eth1: no such interface on lab"));
        QVERIFY(read->isEnabled());
        QVERIFY2(view.summary().contains(QLatin1String("no such interface on lab")), qPrintable(view.summary()));
        QCOMPARE(view.visibleRows(), 0);
    }

    void theHostsDockReadsAHostOnceWhenItsTunablesAreLookedAt()
    {
        HostsModel model;
        HostBook book;
        HostEntry entry;
        entry.name = QStringLiteral("lab");
        entry.address = QStringLiteral("198.18.0.2");
        entry.interfaceName = QStringLiteral("eth0");
        QVERIFY(book.add(entry).ok());
        model.setBook(book);
        HostsView view(&model);
        view.selectHost(QStringLiteral("lab"));
        HostTunablesView *tunables = view.tunablesView();
        QSignalSpy requested(tunables, &HostTunablesView::readRequested);
        QCOMPARE(requested.size(), 0); // the probe page is shown: nothing read behind the user's back
        view.showTunables();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().value(1).toString(), QStringLiteral("eth0"));
        tunables->setSnapshot(QStringLiteral("lab"), readDriver(FakeDriver::make(QStringLiteral("ixgbe"))));
        view.selectHost(QStringLiteral("local"));
        QCOMPARE(requested.size(), 2); // local is read as well, once
        view.selectHost(QStringLiteral("lab"));
        QCOMPARE(requested.size(), 2);
        QVERIFY(tunables->hasSnapshot(QStringLiteral("lab")));
        QCOMPARE(tunables->host(), QStringLiteral("lab"));
    }
};

QTEST_MAIN(TestHostTunablesView)
#include "tst_hosttunablesview.moc"
