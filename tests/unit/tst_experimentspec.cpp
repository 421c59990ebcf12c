// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/experimentspec.h"
#include "experiment/testspecjson.h"
#include "stats/comparison.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
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
QJsonObject readObject(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Every key of @p read is in @p saved with the same value; arms are compared arm by arm the same
// way. What saving may add are the defaults of the fields the file left out.
QString lostOrChanged(const QJsonObject &read, const QJsonObject &saved, const QString &where = {})
{
    for (auto it = read.begin(); it != read.end(); ++it) {
        const QString path = where + it.key();
        if (!saved.contains(it.key()))
            return path + QLatin1String(" is lost");
        if (it.key() == QLatin1String("arms") || it.key() == QLatin1String("hosts")) {
            const bool arms = it.key() == QLatin1String("arms");
            const QJsonArray readList = arms ? it.value().toArray() : QJsonArray{it.value()};
            const QJsonArray savedList = arms ? saved.value(it.key()).toArray() : QJsonArray{saved.value(it.key())};
            if (readList.size() != savedList.size())
                return path + QLatin1String(" has another length");
            for (qsizetype i = 0; i < readList.size(); ++i) {
                const QJsonObject r = readList.at(i).toObject(), s = savedList.at(i).toObject();
                const QString at = arms ? QStringLiteral("%1[%2].").arg(path).arg(i) : path + QLatin1Char('.');
                if (!arms) { // hosts.client, hosts.server
                    for (const QString &role : r.keys())
                        if (QString lost = lostOrChanged(r.value(role).toObject(), s.value(role).toObject(), at + role + QLatin1Char('.')); !lost.isEmpty())
                            return lost;
                } else if (QString lost = lostOrChanged(r, s, at); !lost.isEmpty()) {
                    return lost;
                }
            }
        } else if (saved.value(it.key()) != it.value()) {
            return path + QLatin1String(" changed to ")
                + QString::fromUtf8(QJsonDocument(QJsonObject{{it.key(), saved.value(it.key())}}).toJson(QJsonDocument::Compact));
        }
    }
    return {};
}

// A typed spec whose test section and arms set a bit of everything.
ExperimentSpec typedSpec()
{
    ExperimentSpec spec = ExperimentSpec::fromJson(validExperiment()).value();
    spec.sweep.reset();
    spec.test = TestParameters{.type = NetperfTestType::TcpRr, .durationSeconds = 3, .interimInterval = 0.5, .cpu = true,
                               .remoteCpu = false, .requestSize = 64, .responseSize = 1};
    spec.arms[1].test.requestSize = 4096;
    spec.arms[1].test.localCpuBinding = 2;
    return spec;
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
        QTest::newRow("pinned not a list") << "hosts.server.pinnedCounters" << QJsonValue(QStringLiteral("rx_dropped"))
                                           << "hosts.server.pinnedCounters:";
        QTest::newRow("pinned not names") << "hosts.client.pinnedCounters" << QJsonValue(QJsonArray{3})
                                          << "hosts.client.pinnedCounters:";
    }

    void keepsThePinnedNicCountersOfEachHost()
    {
        QJsonObject object = validExperiment();
        QJsonObject hosts = object.value(QLatin1String("hosts")).toObject();
        QJsonObject server = hosts.value(QLatin1String("server")).toObject();
        server.insert(QStringLiteral("pinnedCounters"), QJsonArray{QStringLiteral("rx_missed_errors"), QStringLiteral("rx_queue_0_drops")});
        hosts.insert(QStringLiteral("server"), server);
        object.insert(QStringLiteral("hosts"), hosts);
        const auto spec = ExperimentSpec::fromJson(object);
        QVERIFY(spec.ok());
        QCOMPARE(spec->server.pinnedCounters, (QStringList{QStringLiteral("rx_missed_errors"), QStringLiteral("rx_queue_0_drops")}));
        QVERIFY(spec->client.pinnedCounters.isEmpty());
        QCOMPARE(ExperimentSpec::fromJson(spec->toJson())->server.pinnedCounters, spec->server.pinnedCounters);
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

    // The experiment file format does not change with the typed spec: every preset, the report
    // fixture and the format's own example save every field as they were read, the test sections
    // exactly, and what they save reads back to the same spec.
    void savesEveryPresetAndFixtureAsItWasRead_data()
    {
        QTest::addColumn<QJsonObject>("file");
        const QDir presets(QStringLiteral(TUNEBENCH_SOURCE_DIR "/resources/presets"));
        const QStringList names = presets.entryList({QStringLiteral("*.json")});
        QVERIFY(names.size() >= 5);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << readObject(presets.filePath(name));
        QTest::newRow("report fixture") << readObject(QStringLiteral(TUNEBENCH_SOURCE_DIR "/tests/data/report/bed-experiment.json"));
        QFile format(QStringLiteral(TUNEBENCH_SOURCE_DIR "/docs/experiment-format.md"));
        QVERIFY(format.open(QIODevice::ReadOnly));
        const auto example = QRegularExpression(QStringLiteral("```json\\n(.*?)```"), QRegularExpression::DotMatchesEverythingOption)
                                 .match(QString::fromUtf8(format.readAll()));
        QVERIFY(example.hasMatch());
        QTest::newRow("docs/experiment-format.md") << QJsonDocument::fromJson(example.captured(1).toUtf8()).object();
    }
    // A preset that cannot reach a verdict teaches the user that Tunebench never has one.
    void everyPresetRunsEnoughRepetitionsForAVerdict()
    {
        const int needed = Stats::RankTests::minimumRunsPerArm(Stats::CompareOptions{}.alpha);
        QCOMPARE(needed, 4);
        const QDir presets(QStringLiteral(TUNEBENCH_SOURCE_DIR "/resources/presets"));
        for (const QString &name : presets.entryList({QStringLiteral("*.json")})) {
            const auto spec = ExperimentSpec::fromJson(readObject(presets.filePath(name)));
            QVERIFY2(spec.ok(), qPrintable(name));
            QVERIFY2(spec->repetitions >= needed, qPrintable(QStringLiteral("%1: %2 repetitions").arg(name).arg(spec->repetitions)));
        }
    }

    void savesEveryPresetAndFixtureAsItWasRead()
    {
        QFETCH(QJsonObject, file);
        QVERIFY(!file.isEmpty());
        const auto spec = ExperimentSpec::fromJson(file);
        QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().message));
        const QJsonObject saved = spec->toJson();
        QCOMPARE(saved.value(QLatin1String("test")), file.value(QLatin1String("test")));
        const QJsonArray arms = file.value(QLatin1String("arms")).toArray();
        for (qsizetype i = 0; i < arms.size(); ++i)
            QCOMPARE(saved.value(QLatin1String("arms")).toArray().at(i).toObject().value(QLatin1String("test")),
                     arms.at(i).toObject().value(QLatin1String("test")));
        const QString lost = lostOrChanged(file, saved);
        QVERIFY2(lost.isEmpty(), qPrintable(lost));
        const auto again = ExperimentSpec::fromJson(saved);
        QVERIFY(again.ok());
        QCOMPARE(again.value(), spec.value());
        QCOMPARE(QJsonDocument(again->toJson()).toJson(), QJsonDocument(saved).toJson());
    }

    void testSectionsAreTypedAndMergeFieldByField()
    {
        const auto spec = ExperimentSpec::fromJson(with(with(validExperiment(), QStringLiteral("test.cpu"), true),
                                                        QStringLiteral("arms.1.test"),
                                                        QJsonObject{{"requestSize", 1}, {"localCpu", false}, {"interimInterval", QJsonValue::Null}}));
        QVERIFY2(spec.ok(), spec.ok() ? "" : qPrintable(spec.error().message));
        QCOMPARE(spec->test.type, NetperfTestType::TcpRr);
        QCOMPARE(spec->test.requestSize, 4345);
        QCOMPARE(spec->test.durationSeconds, 3);
        QVERIFY(!spec->test.interimInterval);
        QVERIFY(spec->arms.at(0).test.isEmpty());
        const TestParameters second = spec->testFor(1);
        QCOMPARE(second.requestSize, 1);
        QCOMPARE(second.responseSize, 1); // the experiment's, not overridden
        const NetperfTestSpec first = spec->testFor(0).toNetperf().value();
        const NetperfTestSpec other = second.toNetperf().value();
        QVERIFY(first.localCpu && first.remoteCpu); // "cpu": both
        QVERIFY(!other.localCpu && other.remoteCpu); // the arm's localCpu wins over the experiment's cpu
        QCOMPARE(first.interimInterval, 0.25);       // Tunebench's default
        QVERIFY(!other.interimInterval);             // null: none
        QCOMPARE(first.seconds, 3);
        QVERIFY(first.latencyStatistics);
        // Saved as read: "cpu" stays "cpu", null stays null.
        const QJsonObject arm = spec->toJson().value(QLatin1String("arms")).toArray().at(1).toObject();
        QCOMPARE(arm.value(QLatin1String("test")).toObject().value(QLatin1String("interimInterval")), QJsonValue(QJsonValue::Null));
        QCOMPARE(spec->toJson().value(QLatin1String("test")).toObject().value(QLatin1String("cpu")), QJsonValue(true));
    }

    void typedSpecRoundTripsThroughJson()
    {
        const ExperimentSpec spec = typedSpec();
        QCOMPARE(spec.check(), std::nullopt);
        const auto back = ExperimentSpec::fromJson(spec.toJson());
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
        QCOMPARE(back.value(), spec);
        ExperimentSpec changed = spec;
        changed.arms[1].test.localCpuBinding.reset();
        QVERIFY(!(changed == spec));
    }

    void everyTestFieldTakesItsText_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("wrong");
        QTest::newRow("int") << "requestSize" << "4096" << "4k";
        QTest::newRow("bool") << "noDelay" << "true" << "yes";
        QTest::newRow("seconds") << "interimInterval" << "0.5" << "-1";
        QTest::newRow("no interims") << "interimInterval" << "null" << "0";
        QTest::newRow("percent") << "confidenceWidth" << "2.5" << "0";
        QTest::newRow("type") << "type" << "UDP_RR" << "SCTP_STREAM";
        QTest::newRow("family") << "family" << "ipv6" << "ipx";
        QTest::newRow("selectors") << "selectors" << "THROUGHPUT,P99_LATENCY" << "";
    }
    void everyTestFieldTakesItsText()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(QString, wrong);
        const TestField which = testFieldFromName(field);
        QVERIFY(which != TestField::None);
        QCOMPARE(testFieldName(which), field);
        TestParameters parameters;
        QCOMPARE(parameters.setText(which, text), std::nullopt);
        QVERIFY(parameters.has(which));
        QCOMPARE(parameters.text(which), text);
        // The text form and the file form agree.
        const auto fromFile = testParametersFromJson(testParametersToJson(parameters));
        QVERIFY(fromFile.ok());
        QCOMPARE(fromFile.value(), parameters);
        if (!wrong.isEmpty()) {
            const TestParameters before = parameters;
            QVERIFY(parameters.setText(which, wrong).has_value());
            QCOMPARE(parameters, before);
        }
        QCOMPARE(parameters.setText(which, QString()), std::nullopt);
        QVERIFY(!parameters.has(which));
    }

    // Each error says which field it is about, typed, and the message is validate()'s.
    void checkNamesTheFieldTyped_data()
    {
        QTest::addColumn<int>("mutation");
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("arm");
        QTest::addColumn<int>("testField");
        QTest::addColumn<QString>("prefix");
        const auto row = [](const char *name, int mutation, SpecField field, int arm, TestField testField, const char *prefix) {
            QTest::newRow(name) << mutation << int(field) << arm << int(testField) << QString::fromLatin1(prefix);
        };
        row("name", 0, SpecField::Name, -1, TestField::None, "name:");
        row("client host", 1, SpecField::ClientHost, -1, TestField::None, "hosts.client.host:");
        row("server interface", 2, SpecField::ServerInterface, -1, TestField::None, "hosts.server.interface:");
        row("data address", 3, SpecField::DataAddress, -1, TestField::None, "hosts.server.dataAddress:");
        row("one arm", 4, SpecField::Arms, -1, TestField::None, "arms:");
        row("duplicate label", 5, SpecField::ArmLabel, 1, TestField::None, "arms[1].label:");
        row("bad setting", 6, SpecField::ArmTunables, 0, TestField::None, "arms[0].tunables.server:");
        row("repetitions", 7, SpecField::Repetitions, -1, TestField::None, "repetitions:");
        row("pause", 8, SpecField::PauseSeconds, -1, TestField::None, "pauseSeconds:");
        row("sweep key", 9, SpecField::SweepKey, -1, TestField::None, "sweep.key:");
        row("test sizes for a stream", 10, SpecField::Test, -1, TestField::RequestSize, "test: ");
        row("test count", 11, SpecField::Test, -1, TestField::Transactions, "test.transactions:");
        row("arm's binding", 12, SpecField::ArmTest, 1, TestField::LocalCpuBinding, "arms[1].test: ");
        row("interval longer than the test", 13, SpecField::Test, -1, TestField::InterimInterval, "test: ");
        row("sweep values", 14, SpecField::SweepValues, -1, TestField::None, "sweep.values:");
    }
    void checkNamesTheFieldTyped()
    {
        QFETCH(int, mutation);
        QFETCH(int, field);
        QFETCH(int, arm);
        QFETCH(int, testField);
        QFETCH(QString, prefix);
        ExperimentSpec spec = typedSpec();
        QCOMPARE(spec.check(), std::nullopt);
        switch (mutation) {
        case 0: spec.name.clear(); break;
        case 1: spec.client.host.clear(); break;
        case 2: spec.server.interfaceName = QStringLiteral("eth0;reboot"); break;
        case 3: spec.server.dataAddress = QStringLiteral("-H evil"); break;
        case 4: spec.arms.removeLast(); break;
        case 5: spec.arms[1].label = spec.arms[0].label; break;
        case 6: spec.arms[0].tunables[HostRole::Server] << QStringLiteral("gro"); break;
        case 7: spec.repetitions = 0; break;
        case 8: spec.pauseSeconds = -1; break;
        case 9: spec.sweep = SweepSpec{SweepSpec::Parameter::Tunable, HostRole::Server, {}, {1, 2}, {}}; break;
        case 10: spec.test.type = NetperfTestType::TcpStream; break;
        case 11: spec.test.transactions = 0; break;
        case 12: spec.arms[1].test.localCpuBinding = 5000; break;
        case 13: spec.test.interimInterval = 5; break;
        case 14: spec.sweep = SweepSpec{SweepSpec::Parameter::RequestSize, HostRole::Server, {}, {0, 2}, {}}; break;
        }
        const auto error = spec.check();
        QVERIFY(error.has_value());
        QCOMPARE(int(error->field), field);
        QCOMPARE(error->arm, arm);
        QCOMPARE(int(error->testField), testField);
        QVERIFY2(error->message.startsWith(prefix), qPrintable(error->message));
        QCOMPARE(spec.validate().error().message, error->message);
        if (mutation == 6) {
            QCOMPARE(error->role, HostRole::Server);
            QCOMPARE(error->key, QStringLiteral("gro"));
        }
    }

    // What the engine reported when a run began is now refused when the file is read, in the same words.
    void fileTestErrorsNameTheField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown test field") << "test.bogus" << QJsonValue(1) << "test.bogus:";
        QTest::newRow("fractional size") << "test.requestSize" << QJsonValue(1.5) << "test.requestSize:";
        QTest::newRow("string size") << "test.requestSize" << QJsonValue(QStringLiteral("4k")) << "test.requestSize:";
        QTest::newRow("zero interval") << "test.interimInterval" << QJsonValue(0) << "test.interimInterval:";
        QTest::newRow("cpu not bool") << "test.cpu" << QJsonValue(1) << "test.cpu:";
        QTest::newRow("test type") << "test.type" << QJsonValue(QStringLiteral("SCTP")) << "test.type:";
        QTest::newRow("arm's test field") << "arms.1.test" << QJsonValue(QJsonObject{{"requestSize", "big"}})
                                          << "arms[1].test.requestSize:";
        QTest::newRow("arm's test not object") << "arms.1.test" << QJsonValue(3) << "arms[1].test:";
        QTest::newRow("arm's test for netperf") << "arms.0.test" << QJsonValue(QJsonObject{{"burst", -1}}) << "arms[0].test: ";
    }
    void fileTestErrorsNameTheField()
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
