// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/schedule.h"
#include "experiment/testparameters.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QMetaType>
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
    /// NIC counters (sysfs statistics or `ethtool -S` names) kept in every telemetry interval even
    /// when they do not move; the others are kept only when they do.
    QStringList pinnedCounters;
    friend bool operator==(const ExperimentHost &, const ExperimentHost &) = default;
};

/// One configuration under test. Tunables are KEY=VALUE settings per host role, in the tunables
/// backend's key syntax; `manual` names changes Tunebench cannot make ("patched kernel").
struct ExperimentArm
{
    QString label;
    QString description;
    QMap<HostRole, QStringList> tunables;
    QString manual;
    /// Test parameters this arm changes (a request size, a CPU binding), merged over the
    /// experiment's test section.
    TestParameters test;
    friend bool operator==(const ExperimentArm &, const ExperimentArm &) = default;
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
    friend bool operator==(const SweepSpec &, const SweepSpec &) = default;
};

/// What a validation error is about, so that an editor marks that field (never by its text).
enum class SpecField {
    None, ///< nothing one field can fix
    Name,
    ClientHost,
    ClientInterface,
    ServerHost,
    ServerInterface,
    DataAddress,
    Test,       ///< the experiment's test section; SpecError::testField says which field
    Arms,       ///< the list of arms as a whole (fewer than two)
    ArmLabel,   ///< SpecError::arm
    ArmTunables, ///< SpecError::arm, role and key
    ArmTest,    ///< SpecError::arm and testField: the arm's test, its overrides merged in
    Repetitions,
    Order,
    WarmupSeconds,
    PauseSeconds,
    RestoreGraceSeconds,
    Sweep,      ///< the sweep as a whole (values and a preset)
    SweepParameter,
    SweepHost,
    SweepKey,
    SweepValues,
    SweepPreset,
};

/// A validation error: the message as the CLI prints it ("arms[1].label: the label 'A' is used
/// twice") and, typed, the field it is about.
struct SpecError
{
    SpecField field = SpecField::None;
    QString message;
    int arm = -1;                      ///< for ArmLabel, ArmTunables, ArmTest
    HostRole role = HostRole::Server;  ///< for ArmTunables
    QString key;                       ///< for ArmTunables: the setting's key, where known
    TestField testField = TestField::None; ///< for Test and ArmTest (None: the section as a whole)

    [[nodiscard]] Error toError() const { return makeError(ErrorCode::InvalidArgument, message); }
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
    TestParameters test; ///< the netperf test
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

    // The file boundary (experimentspecjson.cpp): JSON appears nowhere else.
    [[nodiscard]] QJsonObject toJson() const;
    /// Parses and validates; errors name the field ("arms[1].label: ...").
    [[nodiscard]] static Result<ExperimentSpec> fromJson(const QJsonObject &object);
    [[nodiscard]] static Result<ExperimentSpec> fromFile(const QString &path);
    [[nodiscard]] Status saveTo(const QString &path) const;

    /// Checks everything fromJson checks, for specs built in code or by the GUI: the names, hosts,
    /// arms, schedule and sweep, then the test and each arm's test as netperf would.
    [[nodiscard]] Status validate() const;
    /// validate()'s first error with the field it is about; nothing when the spec is valid.
    [[nodiscard]] std::optional<SpecError> check() const;
    /// The test section with @p arm's overrides merged in.
    [[nodiscard]] TestParameters testFor(int arm) const;

    friend bool operator==(const ExperimentSpec &, const ExperimentSpec &) = default;
};

} // namespace Tunebench

Q_DECLARE_METATYPE(Tunebench::ExperimentSpec)
