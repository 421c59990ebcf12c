// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "netperf/netperftestspec.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace Tunebench {

/// A field of an experiment's test section, as the file names it ("requestSize").
enum class TestField {
    None, ///< the section as a whole
    Type,
    DurationSeconds,
    Transactions,
    InterimInterval,
    Cpu,
    LocalCpu,
    RemoteCpu,
    LocalCpuBinding,
    RemoteCpuBinding,
    ConfidenceLevel,
    ConfidenceWidth,
    MaxIterations,
    MinIterations,
    LatencyStatistics,
    Family,
    ControlPort,
    RequestSize,
    ResponseSize,
    Burst,
    NoDelay,
    LocalDataPort,
    RemoteDataPort,
    LocalSocketBuffer,
    RemoteSocketBuffer,
    Selectors,
};

/// Every field, in the order the file format lists them.
[[nodiscard]] const QList<TestField> &testFields();
[[nodiscard]] QString testFieldName(TestField field); ///< "requestSize"; empty for None
[[nodiscard]] TestField testFieldFromName(const QString &name); ///< None for a name that is no field

/// A test section that cannot run: the field it is about and the message, which names the
/// section as the experiment file does ("test.transactions: must be positive", "test: The
/// request size (-r) must be between 1 and 1073741824, not 0.").
struct TestProblem
{
    TestField field = TestField::None;
    QString message;
};

/**
 * The test section of an experiment file, or an arm's overrides of it, typed.
 *
 * A field is set only when the file (or the user) names it, so that a section saves as it was
 * read and an arm's overrides merge over the experiment's field by field. toNetperf() fills in
 * Tunebench's defaults: TCP_RR for 10 s with interim results every 0.25 s, latency statistics
 * and the omni selectors Tunebench records.
 */
struct TestParameters
{
    /// interimInterval's value for the file's null: no interim results.
    static constexpr double NoInterims = 0;

    std::optional<NetperfTestType> type;
    std::optional<int> durationSeconds;
    std::optional<int> transactions; ///< a count run instead of a timed one
    std::optional<double> interimInterval;
    std::optional<bool> cpu; ///< localCpu and remoteCpu at once; each of them overrides it
    std::optional<bool> localCpu;
    std::optional<bool> remoteCpu;
    std::optional<int> localCpuBinding;
    std::optional<int> remoteCpuBinding;
    std::optional<int> confidenceLevel;
    std::optional<double> confidenceWidth;
    std::optional<int> maxIterations;
    std::optional<int> minIterations;
    std::optional<bool> latencyStatistics;
    std::optional<AddressFamily> family; ///< Unspecified: the file's ""
    std::optional<int> controlPort;
    std::optional<int> requestSize;
    std::optional<int> responseSize;
    std::optional<int> burst;
    std::optional<bool> noDelay;
    std::optional<int> localDataPort;
    std::optional<int> remoteDataPort;
    std::optional<int> localSocketBuffer;
    std::optional<int> remoteSocketBuffer;
    std::optional<QStringList> selectors;

    [[nodiscard]] bool isEmpty() const { return *this == TestParameters{}; }
    [[nodiscard]] bool has(TestField field) const;
    /// These parameters with every field @p overrides sets taken from it.
    [[nodiscard]] TestParameters mergedWith(const TestParameters &overrides) const;

    /// The netperf test these parameters describe, without hosts (the experiment's hosts give
    /// them); fails with problem()'s message.
    [[nodiscard]] Result<NetperfTestSpec> toNetperf() const;
    /// Why the test cannot run, checked as netperf would; nothing when it can.
    [[nodiscard]] std::optional<TestProblem> problem() const;

    /// A field as text, as the editor's arms table shows it: "4096", "true", "TCP_RR", "ipv6",
    /// "null" (no interim results), selectors separated by commas; empty when it is not set.
    [[nodiscard]] QString text(TestField field) const;
    /// Sets a field from such text; empty text unsets it. Fails with what the field takes
    /// ("must be a whole number"), without the field's name, and leaves the field as it was.
    [[nodiscard]] std::optional<QString> setText(TestField field, const QString &text);

    friend bool operator==(const TestParameters &, const TestParameters &) = default;
};

/// The field of a test section a netperf option comes from (None for the hosts' options).
[[nodiscard]] TestField testFieldFor(NetperfOption option);

} // namespace Tunebench
