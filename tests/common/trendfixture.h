// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Histories for the trend tests (issue 28 part 5): one stored experiment per median, a day apart,
// with host snapshots linked before and after each, as the engine links them. Header-only; link
// tb_experiment.

#include "experimentfixture.h"
#include "store/snapshotrepository.h"
#include "tunables/hostsnapshot.h"

#include <QHash>
#include <QRandomGenerator>

#include <cmath>

namespace Tunebench::Test {

/// @p n medians around 10,000 transactions/s with @p noise relative Gaussian noise (a shared
/// bed's spread from day to day), from a fixed seed.
inline QList<double> noisyMedians(quint64 seed, int n, double noise = 0.015)
{
    QRandomGenerator random(seed);
    QList<double> values;
    for (int i = 0; i < n; ++i) {
        const double u1 = 1.0 - random.generateDouble(), u2 = random.generateDouble();
        values << 10000.0 * (1.0 + noise * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2));
    }
    return values;
}

inline HostSnapshot kernelSnapshot(const QString &host, const QString &kernel)
{
    HostSnapshot s;
    s.host = host;
    s.interfaceName = QStringLiteral("eth0");
    s.platform = QStringLiteral("linux");
    s.kernel = kernel;
    s.driver = DriverInfo {QStringLiteral("veth"), QStringLiteral("1.0"), {}, {}};
    s.values.insert(QStringLiteral("gro"), TunableState {QStringLiteral("on")});
    return s;
}

inline qint64 storeSnapshot(Database &database, const HostSnapshot &s)
{
    auto saved = SnapshotRepository(database).save(SnapshotRecord {
        0, s.host, s.interfaceName, s.takenAt, QJsonDocument(s.toJson()).toJson(QJsonDocument::Compact)});
    return saved ? saved.value() : -1;
}

/// @p medians as historyFixture experiments a day apart from @p first between @p client and
/// @p server; the server's snapshots carry kernel @p kernels[i], the client's one fixed kernel.
/// Returns the ids oldest first, or an empty list when storing failed.
inline QList<qint64> recordHistory(Database &database, const QList<double> &medians, const QString &client,
    const QString &server, const QStringList &kernels, const QDateTime &first)
{
    QList<qint64> ids;
    ExperimentRepository experiments(database);
    const qint64 clientSnapshot = storeSnapshot(database, kernelSnapshot(client, QStringLiteral("6.1.0-18-amd64")));
    QHash<QString, qint64> serverSnapshots;
    for (qsizetype i = 0; i < medians.size(); ++i) {
        FixtureExperiment fixture
            = historyFixture(QStringLiteral("nightly %1").arg(i + 1), medians.at(i), first.addDays(i));
        fixture.clientHost = client;
        fixture.serverHost = server;
        const qint64 id = recordExperiment(database, fixture);
        if (id <= 0)
            return {};
        const QString kernel = kernels.value(i);
        if (!serverSnapshots.contains(kernel))
            serverSnapshots.insert(kernel, storeSnapshot(database, kernelSnapshot(server, kernel)));
        for (const QString &phase : {QStringLiteral("before"), QStringLiteral("after")}) {
            if (!experiments.linkSnapshot(id, QStringLiteral("server"), phase, serverSnapshots.value(kernel)).ok()
                || !experiments.linkSnapshot(id, QStringLiteral("client"), phase, clientSnapshot).ok())
                return {};
        }
        ids << id;
    }
    return ids;
}

/// Twelve nights from 2026-09-01 02:00 UTC, the last six 8 % slower on a new server kernel
/// (6.1.0-18-amd64 → 6.1.0-21-amd64): the history the CLI and the history view are tested on.
inline QList<qint64> recordKernelStepHistory(Database &database, const QString &client, const QString &server)
{
    QList<double> medians = noisyMedians(7, 12);
    QStringList kernels;
    for (int i = 0; i < 12; ++i) {
        if (i >= 6)
            medians[i] *= 0.92;
        kernels << (i < 6 ? QStringLiteral("6.1.0-18-amd64") : QStringLiteral("6.1.0-21-amd64"));
    }
    return recordHistory(database, medians, client, server, kernels, QDateTime(QDate(2026, 9, 1), QTime(2, 0), Qt::UTC));
}

} // namespace Tunebench::Test
