// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/schedule.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QStringList>

#include <optional>

namespace Tunebench {

/// Which of the two hosts of an experiment.
enum class HostRole { Client, Server };
[[nodiscard]] QString hostRoleName(HostRole role);

/// A host as the experiment file names it; `host` is anything the host connector accepts.
struct ExperimentHost
{
    QString host;          ///< "local", "[user@]host[:port]" or an ~/.ssh/config alias
    QString interfaceName; ///< the NIC under test (tunables, telemetry)
    QString dataAddress;   ///< server only: address the data connection goes to (netperf -- -H)
};

/// One configuration under test. Tunables are KEY=VALUE settings per host role, in the tunables
/// backend's key syntax; `manual` names changes Tunebench cannot make ("patched kernel").
struct ExperimentArm
{
    QString label;
    QString description;
    QMap<HostRole, QStringList> tunables;
    QString manual;
    /// Test parameters this arm changes (e.g. {"requestSize": 4096}, or CPU binding), merged
    /// over the experiment's test section.
    QJsonObject test;
};

/// What a sweep varies: a test parameter, or a numeric tunable on one host.
struct SweepSpec
{
    enum class Parameter { RequestSize, ResponseSize, Burst, Tunable };
    Parameter parameter = Parameter::RequestSize;
    HostRole tunableHost = HostRole::Server; ///< for Tunable
    QString tunableKey;                      ///< for Tunable
    QList<qint64> values;                    ///< explicit values, or empty with a preset
    QString preset;                          ///< "packet_byte": sizes around the MSS measured at run time
};

/// The experiment file's model (format "tunebench-experiment", version 1; see
/// docs/experiment-format.md). The GUI edits the same model.
struct ExperimentSpec
{
    static constexpr int FormatVersion = 1;

    QString name;
    QString description;
    ExperimentHost client;
    ExperimentHost server;
    QJsonObject test; ///< the netperf test, in TestSpec's JSON form
    QList<ExperimentArm> arms;
    int repetitions = 5;
    RunOrder order = RunOrder::Interleaved;
    std::uint64_t seed = 0; ///< for Randomized; 0 = pick one at run time and record it
    double warmupSeconds = 1.0;
    double pauseSeconds = 1.0;
    bool stopOnFailure = false;
    /// While tunables are applied, the hosts put themselves back when no word comes from
    /// Tunebench for this long (HostAgent); 2-3600 s.
    int restoreGraceSeconds = DefaultRestoreGraceSeconds;
    std::optional<SweepSpec> sweep;
    static constexpr int DefaultRestoreGraceSeconds = 15;

    [[nodiscard]] QJsonObject toJson() const;
    /// Parses and validates; errors name the field ("arms[1].label: ...").
    [[nodiscard]] static Result<ExperimentSpec> fromJson(const QJsonObject &object);
    [[nodiscard]] static Result<ExperimentSpec> fromFile(const QString &path);
    [[nodiscard]] Status saveTo(const QString &path) const;
    /// Checks everything fromJson checks, for specs built in code or by the GUI.
    [[nodiscard]] Status validate() const;
    /// The test section with @p arm's overrides merged in.
    [[nodiscard]] QJsonObject testFor(int arm) const;
};

} // namespace Tunebench
