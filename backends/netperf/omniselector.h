// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

namespace Tunebench {

/// The numeric result fields Tunebench knows, whichever output form (-k keyval, -o CSV or a
/// classic table) they were read from.
enum class ResultField {
    Throughput,
    RtLatency,
    P50Latency,
    P90Latency,
    P99Latency,
    MinLatency,
    MaxLatency,
    MeanLatency,
    StddevLatency,
    LocalCpuUtil,
    RemoteCpuUtil,
    LocalServiceDemand,
    RemoteServiceDemand,
    ConfidenceLevel,
    ConfidenceIterations,
    ThroughputConfidence,
    LocalCpuConfidence,
    RemoteCpuConfidence,
    RequestSize,
    ResponseSize,
    TransportMss,
    LocalRetransmissions,
    RemoteRetransmissions,
    ElapsedTime,
    LocalSendSocketSize,
    LocalRecvSocketSize,
    RemoteSendSocketSize,
    RemoteRecvSocketSize,
    SendSize,
    Count
};

inline constexpr int resultFieldCount = int(ResultField::Count);

/// One netperf omni output selector (the names `-k` and `-o` take), as netperf 2.7.0 spells it.
struct OmniSelector
{
    QByteArrayView key;       ///< selector and -k key, e.g. "P99_LATENCY"
    QByteArrayView csvHeader; ///< the human name -o prints in its header line
    std::optional<ResultField> field; ///< empty for the string selectors (units)
    bool recordedByDefault;  ///< part of the -k list Tunebench asks for
    bool needsLatencyStats;  ///< only meaningful with the global -j
};

/// Every selector Tunebench understands, in the order it asks for them.
[[nodiscard]] const QList<OmniSelector> &omniSelectors();
/// The selectors Tunebench records for every test (rate, latency percentiles, CPU, service
/// demand, confidence, sizes, MSS, retransmissions, elapsed time).
[[nodiscard]] QStringList defaultSelectorKeys();
[[nodiscard]] const OmniSelector *selectorForKey(QByteArrayView key);
[[nodiscard]] const OmniSelector *selectorForCsvHeader(QByteArrayView header);
[[nodiscard]] const OmniSelector *selectorForField(ResultField field);
/// A stable lower-case name for JSON and reports, e.g. "p99_latency".
[[nodiscard]] QString resultFieldName(ResultField field);

} // namespace Tunebench
