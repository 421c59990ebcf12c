// SPDX-License-Identifier: GPL-3.0-or-later
// tunebench-cli db copy (issue 28): an experiment that a real local-loopback run stored is copied
// SQLite -> middle -> SQLite (middle: PostgreSQL in tst_dbcopy_pg, SQLite in tst_dbcopy), with
// identical `show --json --samples` in all three stores, and copies again add nothing.
#include "clicapture.h"
#include "teststore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using Tunebench::Test::Captured;
using Tunebench::Test::runCliCaptured;
namespace TestStore = Tunebench::TestStore;

namespace {

QList<qint64> experimentIds(const QString &db)
{
    const Captured list = runCliCaptured({QStringLiteral("--json"), QStringLiteral("list"), QStringLiteral("--db"), db});
    QList<qint64> ids;
    for (const QString &line : list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        ids << QJsonDocument::fromJson(line.toUtf8()).object().value(QStringLiteral("id")).toInteger();
    return ids;
}

QString shown(const QString &db, qint64 id)
{
    const Captured show = runCliCaptured({QStringLiteral("--json"), QStringLiteral("show"), QString::number(id),
                                          QStringLiteral("--samples"), QStringLiteral("--db"), db});
    return show.exitCode == 0 ? show.out : QStringLiteral("show failed: ") + show.err;
}

QJsonObject done(const Captured &copy)
{
    const auto events = copy.events(QStringLiteral("done"));
    return events.isEmpty() ? QJsonObject{} : events.constFirst();
}

Captured copy(const QString &from, const QString &to)
{
    return runCliCaptured({QStringLiteral("--json"), QStringLiteral("db"), QStringLiteral("copy"), from, to});
}

} // namespace

class TestDbCopy : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { TUNEBENCH_REQUIRE_TEST_STORE(); }

    void copiesARealRunThereAndBackUnchangedAndOnlyOnce()
    {
        const QString source = m_dir.filePath(QStringLiteral("source.sqlite"));
        const QString middle = TestStore::fresh(m_dir, QStringLiteral("middle"));
        const QString back = m_dir.filePath(QStringLiteral("back.sqlite"));
        const Captured run = runCliCaptured({QStringLiteral("--json"), QStringLiteral("run"), QStringLiteral("--preset"),
                                             QStringLiteral("local-loopback"), QStringLiteral("--repetitions"),
                                             QStringLiteral("1"), QStringLiteral("--db"), source});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        // A second experiment, so that copying is more than one experiment's ids lining up.
        const Captured second = runCliCaptured({QStringLiteral("--json"), QStringLiteral("run"), QStringLiteral("--preset"),
                                                QStringLiteral("local-loopback"), QStringLiteral("--repetitions"),
                                                QStringLiteral("1"), QStringLiteral("--db"), source});
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));

        const Captured there = copy(source, middle);
        QVERIFY2(there.exitCode == 0, qPrintable(there.err + there.out));
        QCOMPARE(done(there).value(QStringLiteral("copied")).toInt(), 2);
        QVERIFY(done(there).value(QStringLiteral("rows")).toInteger() > 100); // samples, snapshots, runs
        const Captured again = copy(source, middle);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(done(again).value(QStringLiteral("copied")).toInt(), 0);
        QCOMPARE(done(again).value(QStringLiteral("skipped")).toInt(), 2);
        QCOMPARE(done(again).value(QStringLiteral("rows")).toInteger(), 0);

        const Captured home = copy(middle, back);
        QVERIFY2(home.exitCode == 0, qPrintable(home.err + home.out));
        QCOMPARE(done(home).value(QStringLiteral("copied")).toInt(), 2);
        // Back into the store it came from: it is already there.
        QCOMPARE(done(copy(back, source)).value(QStringLiteral("copied")).toInt(), 0);

        const QList<qint64> ids = experimentIds(source);
        QCOMPARE(ids.size(), 2);
        QCOMPARE(experimentIds(middle), ids);
        QCOMPARE(experimentIds(back), ids);
        for (const qint64 id : ids) {
            const QString original = shown(source, id);
            QVERIFY2(original.contains(QLatin1String("\"interim\":[")), qPrintable(original.left(300))); // with --samples
            QCOMPARE(shown(middle, id), original);
            QCOMPARE(shown(back, id), original);
        }
    }

    void refusesToCopyAStoreOntoItself()
    {
        const QString store = m_dir.filePath(QStringLiteral("self.sqlite"));
        const Captured self = copy(store, store);
        QCOMPARE(self.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestDbCopy)
#include "tst_dbcopy.moc"
