// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/experimentspec.h"
#include "tunables/changeplan.h"

#include <QJsonObject>
#include <QMap>
#include <QMetaType>

namespace Tunebench {

/// What to explore: the host pair and the netperf test run back to back while tunables change.
/// Stored as the exploration's spec ("format": "tunebench-exploration", version 1).
struct ExplorationSpec
{
    static constexpr int FormatVersion = 1;

    QString name; ///< empty: "Exploration CLIENT -> SERVER"
    ExperimentHost client;
    ExperimentHost server;
    /// The netperf test. durationSeconds is the length of each back-to-back run (default 10);
    /// interimInterval the live sample interval (default 0.25).
    TestParameters test;
    /// After a change takes effect (and at the start), this long is left out of segment statistics.
    double settleSeconds = 2.0;

    [[nodiscard]] QString displayName() const;
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static Result<ExplorationSpec> fromJson(const QJsonObject &object);
    /// Hosts, interfaces, the test section and the settling time; errors name the field.
    [[nodiscard]] Status validate() const;
};

/// One change asked for during an exploration: settings for one host, applied together.
///
/// Text form (the CLI's stdin, the GUI's quick entry): `ROLE KEY=VALUE [KEY=VALUE...]`, e.g.
/// `server adaptive-rx=off`, `client tso=on gro=off`, `server channels.combined=2`. Keys are the
/// tunables backend's (`tunebench-cli tunables show` lists them); the plural category prefixes
/// people write (`channels.`, `rings.`, `features.`, `coalescing.`) are accepted too.
struct ExploreChangeRequest
{
    int id = 0; ///< chosen by the caller, echoed in the marker (0: the session numbers them)
    HostRole role = HostRole::Server;
    QList<Setting> settings;

    /// "adaptive-rx=off channel.rx=1"
    [[nodiscard]] QString settingsText() const;
    /// "server: adaptive-rx off": the marker's label.
    [[nodiscard]] QString label() const;
    [[nodiscard]] static Result<ExploreChangeRequest> parse(const QString &line);
};

/// The settings an exploration changed on its hosts (canonical key id -> verified value): what a
/// segment runs with, relative to the hosts' state when the exploration started.
struct ExploreConfiguration
{
    QMap<QString, QString> client;
    QMap<QString, QString> server;

    QMap<QString, QString> &of(HostRole role) { return role == HostRole::Client ? client : server; }
    [[nodiscard]] const QMap<QString, QString> &of(HostRole role) const
    {
        return role == HostRole::Client ? client : server;
    }
    [[nodiscard]] bool isEmpty() const { return client.isEmpty() && server.isEmpty(); }
    /// "server feature.tcp-segmentation-offload=off, client channel.rx=1", or "baseline".
    [[nodiscard]] QString describe() const;
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static ExploreConfiguration fromJson(const QJsonObject &object);
    friend bool operator==(const ExploreConfiguration &, const ExploreConfiguration &) = default;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::ExploreChangeRequest)
