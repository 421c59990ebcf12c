// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Stored experiments for the results and history tests: recorded through ExperimentRepository
// and analysed with analyzeExperiment, as the engine does, from interim series captured on the
// test bed (tests/data). Header-only; link tb_experiment.

#include "experiment/experimentanalysis.h"
#include "experiment/schedule.h"
#include "store/database.h"
#include "store/experimentrepository.h"

#include <cmath>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <optional>

namespace Tunebench::Test {

inline QString testDataPath(const QString &relative)
{
    return QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/") + relative;
}

/// The numbers of a tests/data/stats file (one interim rate per line, '#' comments).
inline QList<double> capturedRates(const QString &file)
{
    QFile in(testDataPath(QStringLiteral("stats/") + file));
    QList<double> values;
    if (!in.open(QIODevice::ReadOnly))
        return values;
    for (const QByteArray &line : in.readAll().split('\n'))
        if (!line.trimmed().isEmpty() && !line.startsWith('#'))
            values << line.trimmed().toDouble();
    return values;
}

/// Interim rates as netperf printed them ("Interim result: V Trans/s over S seconds ending at E").
inline QList<InterimSampleRow> capturedInterim(const QString &text)
{
    static const QRegularExpression line(
        QStringLiteral(R"(Interim result:\s+([0-9.]+) \S+ over ([0-9.]+) seconds ending at ([0-9.]+))"));
    QList<InterimSampleRow> rows;
    for (auto it = line.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        rows << InterimSampleRow {
            int(rows.size()), m.captured(3).toDouble(), m.captured(2).toDouble(), m.captured(1).toDouble()};
    }
    return rows;
}

inline QString capturedText(const QString &relative)
{
    QFile in(testDataPath(relative));
    return in.open(QIODevice::ReadOnly) ? QString::fromUtf8(in.readAll()) : QString();
}

/// @p values as 0.25 s interim samples ending at @p start + 0.25, + 0.5, ...
inline QList<InterimSampleRow> interimFrom(const QList<double> &values, double start)
{
    QList<InterimSampleRow> rows;
    for (qsizetype i = 0; i < values.size(); ++i)
        rows << InterimSampleRow {int(i), start + 0.25 * double(i + 1), 0.25, values.at(i)};
    return rows;
}

struct FixtureRun
{
    int arm = 0;
    int repetition = 0;
    int sweepPoint = -1;
    std::optional<double> sweepValue;
    QList<InterimSampleRow> interim;
    QString rawOutput;
    QString status = QStringLiteral("completed");
    QString error;
};

struct FixtureExperiment
{
    QString name;
    QStringList arms;
    QList<FixtureRun> runs;
    QJsonObject sweep; ///< the spec's sweep section, empty for none
    std::optional<int> mss;
    /// Per arm: the server's GRO setting the runs verified ("on"/"off"); empty for none.
    QStringList gro;
    QDateTime createdAt = QDateTime::currentDateTimeUtc();
    QString clientHost = QStringLiteral("tbsudo@198.18.0.1");
    QString serverHost = QStringLiteral("tbsudo@198.18.0.2");
};

inline QByteArray settingsJson(const QString &gro)
{
    const QJsonArray settings {QJsonObject {{"host", "server"}, {"key", "gro"},
                                   {"action", gro == QLatin1String("on") ? "unchanged" : "change"}, {"original", "on"},
                                   {"desired", gro}, {"applied", gro}, {"verified", true}, {"error", ""}},
        QJsonObject {{"host", "client"}, {"key", "tso"}, {"action", "unchanged"}, {"original", "on"}, {"desired", "on"},
            {"applied", "on"}, {"verified", true}, {"error", ""}}};
    return QJsonDocument(settings).toJson(QJsonDocument::Compact);
}

/// Stores @p fixture as the engine would: experiment, arms, runs with their interim samples and
/// results, then the analysis as the experiment's summary. Returns the experiment id, or -1.
inline qint64 recordExperiment(Database &database, const FixtureExperiment &fixture)
{
    ExperimentRepository repository(database);
    QJsonObject spec {{"format", "tunebench-experiment"}, {"version", 1}, {"name", fixture.name},
        {"test", QJsonObject {{"type", "TCP_RR"}, {"interimInterval", 0.25}}}, {"warmupSeconds", 0}};
    if (!fixture.sweep.isEmpty())
        spec.insert("sweep", fixture.sweep);
    ExperimentRecord experiment;
    experiment.name = fixture.name;
    experiment.spec = QJsonDocument(spec).toJson(QJsonDocument::Compact);
    experiment.clientHost = fixture.clientHost;
    experiment.serverHost = fixture.serverHost;
    experiment.status = QStringLiteral("running");
    experiment.mss = fixture.mss;
    experiment.createdAt = fixture.createdAt;
    QList<ArmRecord> arms;
    for (qsizetype i = 0; i < fixture.arms.size(); ++i)
        arms << ArmRecord {0, int(i), fixture.arms.at(i), "{}"};
    auto id = repository.create(experiment, arms);
    if (!id)
        return -1;
    experiment.id = id.value();
    QList<RunRecord> runs;
    for (qsizetype i = 0; i < fixture.runs.size(); ++i) {
        RunRecord run;
        run.experimentId = id.value();
        run.armId = arms.at(fixture.runs.at(i).arm).id;
        run.index = int(i);
        run.repetition = fixture.runs.at(i).repetition;
        run.sweepPoint = fixture.runs.at(i).sweepPoint;
        run.sweepValue = fixture.runs.at(i).sweepValue;
        runs << run;
    }
    if (!repository.addRuns(runs).ok())
        return -1;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const FixtureRun &source = fixture.runs.at(i);
        RunRecord &run = runs[i];
        run.status = source.status;
        run.error = source.error;
        run.rawOutput = source.rawOutput;
        run.commandLine = QStringLiteral("netperf -H 198.18.0.2 -t TCP_RR -D 0.25 -c -C");
        run.settings = fixture.gro.isEmpty() ? QByteArray() : settingsJson(fixture.gro.value(source.arm));
        if (source.status == QLatin1String("completed") && !source.interim.isEmpty()) {
            double transactions = 0, seconds = 0;
            for (const InterimSampleRow &row : source.interim) {
                transactions += row.value * row.interval;
                seconds += row.interval;
            }
            run.rate = transactions / seconds;
            // Both CPUs of the bed busy during TCP_RR: CPU microseconds per transaction.
            run.localServiceDemand = 2e6 / *run.rate;
            run.remoteServiceDemand = 1.9e6 / *run.rate;
            run.liveServiceDemandLocal = 2.06e6 / *run.rate;
            run.liveServiceDemandRemote = 1.95e6 / *run.rate;
        }
        if (!repository.updateRun(run).ok() || !repository.appendInterim(run.id, source.interim).ok())
            return -1;
    }
    auto summary = analyzeExperiment(repository, id.value());
    if (!summary)
        return -1;
    experiment.summary = QJsonDocument(summary.value()).toJson(QJsonDocument::Compact);
    experiment.status = QStringLiteral("completed");
    experiment.finishedAt = QDateTime::currentDateTimeUtc();
    return repository.updateExperiment(experiment).ok() ? id.value() : -1;
}

/// Two arms, interleaved, five repetitions each: "GRO on" from the captured -r 1,1 rates and
/// "GRO off" from the captured -r 1048576,1 rates (12 intervals per run, windows moving by two),
/// plus the captured level-shift run as the second "GRO on" repetition, which its stability
/// check flags.
inline FixtureExperiment twoArmFixture(const QString &name = QStringLiteral("GRO on/off"))
{
    FixtureExperiment fixture;
    fixture.name = name;
    fixture.arms = {QStringLiteral("GRO on"), QStringLiteral("GRO off")};
    fixture.gro = {QStringLiteral("on"), QStringLiteral("off")};
    const QList<double> small = capturedRates(QStringLiteral("rr_request_1_rates.txt"));
    const QList<double> large = capturedRates(QStringLiteral("rr_request_1m_rates.txt"));
    const QString levelShift = capturedText(QStringLiteral("stats/tcp_rr_level_shift.txt"));
    double start = 1795995436.0;
    for (int repetition = 0; repetition < 5; ++repetition) {
        for (int arm = 0; arm < 2; ++arm) {
            FixtureRun run;
            run.arm = arm;
            run.repetition = repetition;
            if (arm == 0 && repetition == 1) {
                run.interim = capturedInterim(levelShift);
                run.rawOutput = levelShift;
            } else {
                run.interim = interimFrom((arm == 0 ? small : large).mid(2 * repetition, 12), start);
                for (const InterimSampleRow &row : std::as_const(run.interim))
                    run.rawOutput += QStringLiteral("Interim result: %1 Trans/s over 0.250 seconds ending at %2\n")
                                         .arg(row.value, 0, 'f', 2)
                                         .arg(row.endTime, 0, 'f', 3);
            }
            start += 5;
            fixture.runs << run;
        }
    }
    return fixture;
}

/// A packet_byte sweep over the sizes around @p mss with two arms and three repetitions per
/// point. Each run is a window of the captured -r 1,1 rates; above 3·MSS the rates are those of
/// a request that needs a fourth segment, which waits for the server's delayed ACK: the window's
/// rates times @p cliffFactor.
/// @p noise scatters each run's rate by up to that fraction (a fixed pattern, not random), as a
/// noisy bed does; @p repetitions per point and arm.
inline FixtureExperiment sweepFixture(int mss = 1448, double cliffFactor = 0.45, double noise = 0.0, int repetitions = 3)
{
    FixtureExperiment fixture;
    fixture.name = QStringLiteral("packet_byte sweep");
    fixture.arms = {QStringLiteral("GRO on"), QStringLiteral("GRO off")};
    fixture.gro = {QStringLiteral("on"), QStringLiteral("off")};
    fixture.mss = mss;
    fixture.sweep = QJsonObject {{"parameter", "requestSize"}, {"preset", "packet_byte"}};
    const QList<double> rates = capturedRates(QStringLiteral("rr_request_1_rates.txt"));
    const QList<qint64> sizes = packetByteSizes(mss);
    double start = 1795995436.0;
    int window = 0;
    for (qsizetype point = 0; point < sizes.size(); ++point) {
        for (int repetition = 0; repetition < repetitions; ++repetition) {
            for (int arm = 0; arm < 2; ++arm) {
                QList<double> values = rates.mid((window % 6) * 2, 12);
                // A fixed hash of the run's place, spread evenly over [1 - noise, 1 + noise].
                const double hash = std::sin(double(window++) * 12.9898) * 43758.5453;
                const double scatter = 1.0 + noise * (2.0 * (hash - std::floor(hash)) - 1.0);
                const double factor = (sizes.at(point) > 3 * mss ? cliffFactor : 1.0) * (arm == 0 ? 1.0 : 0.97) * scatter;
                for (double &v : values)
                    v *= factor;
                FixtureRun run;
                run.arm = arm;
                run.repetition = repetition;
                run.sweepPoint = int(point);
                run.sweepValue = double(sizes.at(point));
                run.interim = interimFrom(values, start);
                start += 5;
                fixture.runs << run;
            }
        }
    }
    return fixture;
}

/// One experiment of a history: @p arms arms (each 3 % below the one before) of @p runs runs
/// each, whose rates lie evenly around @p median (±0.2 % steps, so the first arm's median is
/// @p median exactly), each run four constant 0.25 s intervals.
inline FixtureExperiment historyFixture(
    const QString &name, double median, const QDateTime &createdAt, int arms = 2, int runs = 7)
{
    FixtureExperiment fixture;
    fixture.name = name;
    fixture.createdAt = createdAt;
    for (int arm = 0; arm < arms; ++arm)
        fixture.arms << QString(QChar(u'A' + arm));
    double start = double(createdAt.toSecsSinceEpoch());
    for (int repetition = 0; repetition < runs; ++repetition) {
        for (int arm = 0; arm < arms; ++arm) {
            const double value
                = median * std::pow(0.97, arm) * (1.0 + 0.002 * (repetition - (runs - 1) / 2.0));
            FixtureRun run;
            run.arm = arm;
            run.repetition = repetition;
            run.interim = interimFrom(QList<double>(4, value), start);
            start += 5;
            fixture.runs << run;
        }
    }
    return fixture;
}

} // namespace Tunebench::Test
