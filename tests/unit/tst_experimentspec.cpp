// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/experimentspec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;

namespace {
QJsonObject validExperiment()
{
    return QJsonDocument::fromJson(R"({
        "format": "tunebench-experiment", "version": 1,
        "name": "TSO on vs off",
        "hosts": {"client": {"host": "root@198.18.0.1", "interface": "eth0"},
                  "server": {"host": "tb-server", "interface": "eth0", "dataAddress": "198.18.0.2"}},
        "test": {"type": "TCP_RR", "requestSize": 4345, "responseSize": 1, "durationSeconds": 3},
        "arms": [{"label": "TSO on", "tunables": {"server": ["tso=on"], "client": ["tso=on"]}},
                 {"label": "TSO off", "tunables": {"server": ["tso=off"]}, "manual": "patched kernel"}],
        "repetitions": 3, "order": "randomized", "seed": 1234, "warmupSeconds": 0.5, "pauseSeconds": 0,
        "stopOnFailure": true,
        "sweep": {"parameter": "requestSize", "preset": "packet_byte"}
    })")
        .object();
}

QJsonObject with(QJsonObject object, const QString &path, const QJsonValue &value)
{
    // path: "a" or "a.b" or "arms.1.label"
    const QStringList parts = path.split(QLatin1Char('.'));
    if (parts.size() == 1) {
        if (value.isUndefined())
            object.remove(path);
        else
            object.insert(path, value);
        return object;
    }
    const QString rest = parts.mid(1).join(QLatin1Char('.'));
    if (object.value(parts.first()).isArray()) {
        QJsonArray array = object.value(parts.first()).toArray();
        const int index = parts.at(1).toInt();
        const QString tail = parts.mid(2).join(QLatin1Char('.'));
        array[index] = with(array.at(index).toObject(), tail, value);
        object.insert(parts.first(), array);
        return object;
    }
    object.insert(parts.first(), with(object.value(parts.first()).toObject(), rest, value));
    return object;
}
} // namespace

class TestExperimentSpec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsAValidFile()
    {
        const auto spec = ExperimentSpec::fromJson(validExperiment());
        QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().message));
        QCOMPARE(spec->arms.size(), 2);
        QCOMPARE(spec->arms.at(0).tunables.value(HostRole::Server), QStringList{QStringLiteral("tso=on")});
        QCOMPARE(spec->arms.at(1).manual, QStringLiteral("patched kernel"));
        QCOMPARE(spec->order, RunOrder::Randomized);
        QCOMPARE(spec->seed, 1234u);
        QCOMPARE(spec->server.dataAddress, QStringLiteral("198.18.0.2"));
        QVERIFY(spec->sweep);
        QCOMPARE(spec->sweep->preset, QStringLiteral("packet_byte"));
        QVERIFY(spec->stopOnFailure);
    }

    void roundTripsThroughJsonAndFiles()
    {
        const auto spec = ExperimentSpec::fromJson(validExperiment());
        QVERIFY(spec.ok());
        const auto again = ExperimentSpec::fromJson(spec->toJson());
        QVERIFY(again.ok());
        QCOMPARE(again->toJson(), spec->toJson());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.json"));
        QVERIFY(spec->saveTo(path).ok());
        const auto loaded = ExperimentSpec::fromFile(path);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->toJson(), spec->toJson());
    }

    void defaultsAreInterleavedFiveRepetitions()
    {
        QJsonObject object = with(validExperiment(), QStringLiteral("order"), QJsonValue::Undefined);
        object = with(object, QStringLiteral("repetitions"), QJsonValue::Undefined);
        const auto spec = ExperimentSpec::fromJson(object);
        QVERIFY(spec.ok());
        QCOMPARE(spec->order, RunOrder::Interleaved);
        QCOMPARE(spec->repetitions, 5);
    }

    void restoreGraceIsFifteenSecondsUnlessTheFileSaysOtherwise()
    {
        QCOMPARE(ExperimentSpec::fromJson(validExperiment())->restoreGraceSeconds, 15);
        QVERIFY(!ExperimentSpec::fromJson(validExperiment())->toJson().contains(QLatin1String("restoreGraceSeconds")));
        const auto spec = ExperimentSpec::fromJson(with(validExperiment(), QStringLiteral("restoreGraceSeconds"), 3));
        QVERIFY(spec.ok());
        QCOMPARE(spec->restoreGraceSeconds, 3);
        QCOMPARE(ExperimentSpec::fromJson(spec->toJson())->restoreGraceSeconds, 3);
    }

    void errorsNameTheField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("field");
        QTest::newRow("format") << "format" << QJsonValue(QStringLiteral("flent")) << "format:";
        QTest::newRow("newer version") << "version" << QJsonValue(2) << "version:";
        QTest::newRow("typo") << "repetition" << QJsonValue(3) << "repetition:";
        QTest::newRow("no name") << "name" << QJsonValue(QString()) << "name:";
        QTest::newRow("no client host") << "hosts.client.host" << QJsonValue(QString()) << "hosts.client.host:";
        QTest::newRow("hostile interface") << "hosts.server.interface" << QJsonValue(QStringLiteral("eth0;touch /tmp/x"))
                                           << "hosts.server.interface:";
        QTest::newRow("too long interface") << "hosts.server.interface" << QJsonValue(QStringLiteral("abcdefghijklmnop"))
                                            << "hosts.server.interface:";
        QTest::newRow("unknown host field") << "hosts.client.dataAddress" << QJsonValue(QStringLiteral("x"))
                                            << "hosts.client.dataAddress:";
        QTest::newRow("one arm") << "arms" << QJsonValue(QJsonArray{QJsonObject{{"label", "A"}}}) << "arms:";
        QTest::newRow("duplicate label") << "arms.1.label" << QJsonValue(QStringLiteral("TSO on")) << "arms[1].label:";
        QTest::newRow("empty label") << "arms.0.label" << QJsonValue(QString()) << "arms[0].label:";
        QTest::newRow("bad tunable") << "arms.0.tunables" << QJsonValue(QJsonObject{{"server", QJsonArray{"tso"}}})
                                     << "arms[0].tunables.server:";
        QTest::newRow("bad tunable host") << "arms.0.tunables" << QJsonValue(QJsonObject{{"router", QJsonArray{}}})
                                          << "arms[0].tunables.router:";
        QTest::newRow("zero repetitions") << "repetitions" << QJsonValue(0) << "repetitions:";
        QTest::newRow("fractional repetitions") << "repetitions" << QJsonValue(2.5) << "repetitions:";
        QTest::newRow("order") << "order" << QJsonValue(QStringLiteral("shuffled")) << "order:";
        QTest::newRow("negative warmup") << "warmupSeconds" << QJsonValue(-1) << "warmupSeconds:";
        QTest::newRow("stop not bool") << "stopOnFailure" << QJsonValue(QStringLiteral("yes")) << "stopOnFailure:";
        QTest::newRow("sweep parameter") << "sweep.parameter" << QJsonValue(QStringLiteral("mtu")) << "sweep.parameter:";
        QTest::newRow("sweep preset") << "sweep.preset" << QJsonValue(QStringLiteral("rrul")) << "sweep.preset:";
        QTest::newRow("sweep values and preset") << "sweep.values" << QJsonValue(QJsonArray{1, 2}) << "sweep:";
        QTest::newRow("test not object") << "test" << QJsonValue(3) << "test:";
        QTest::newRow("grace too short") << "restoreGraceSeconds" << QJsonValue(1) << "restoreGraceSeconds:";
        QTest::newRow("grace fractional") << "restoreGraceSeconds" << QJsonValue(2.5) << "restoreGraceSeconds:";
    }
    void errorsNameTheField()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, field);
        const auto spec = ExperimentSpec::fromJson(with(validExperiment(), path, value));
        QVERIFY(!spec.ok());
        QCOMPARE(spec.error().code, ErrorCode::InvalidArgument);
        QVERIFY2(spec.error().message.startsWith(field), qPrintable(spec.error().message));
    }

    void badFilesAreClearErrors()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ \"format\": ");
        file.close();
        const auto broken = ExperimentSpec::fromFile(path);
        QVERIFY(!broken.ok());
        QCOMPARE(broken.error().code, ErrorCode::ParseError);
        QVERIFY(broken.error().message.contains(QStringLiteral("not valid JSON")));
        const auto missing = ExperimentSpec::fromFile(dir.filePath(QStringLiteral("missing.json")));
        QCOMPARE(missing.error().code, ErrorCode::Io);
    }
};

QTEST_GUILESS_MAIN(TestExperimentSpec)
#include "tst_experimentspec.moc"
