// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/omniselector.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace Tunebench {

namespace {
using F = ResultField;
// Keys and CSV names as netperf 2.7.0 prints them (captured in tests/data/netperf/tcp_rr_csv_all.txt;
// the table itself is netperf_output_source[] in src/nettest_omni.c).
const QList<OmniSelector> kSelectors = {
    {"THROUGHPUT", "Throughput", F::Throughput, true, false},
    {"THROUGHPUT_UNITS", "Throughput Units", std::nullopt, true, false},
    {"RT_LATENCY", "Round Trip Latency usec/tran", F::RtLatency, true, false},
    {"P50_LATENCY", "50th Percentile Latency Microseconds", F::P50Latency, true, true},
    {"P90_LATENCY", "90th Percentile Latency Microseconds", F::P90Latency, true, true},
    {"P99_LATENCY", "99th Percentile Latency Microseconds", F::P99Latency, true, true},
    {"MIN_LATENCY", "Minimum Latency Microseconds", F::MinLatency, true, true},
    {"MAX_LATENCY", "Maximum Latency Microseconds", F::MaxLatency, true, true},
    {"MEAN_LATENCY", "Mean Latency Microseconds", F::MeanLatency, true, true},
    {"STDDEV_LATENCY", "Stddev Latency Microseconds", F::StddevLatency, true, true},
    {"LOCAL_CPU_UTIL", "Local CPU Util %", F::LocalCpuUtil, true, false},
    {"REMOTE_CPU_UTIL", "Remote CPU Util %", F::RemoteCpuUtil, true, false},
    {"LOCAL_SD", "Local Service Demand", F::LocalServiceDemand, true, false},
    {"REMOTE_SD", "Remote Service Demand", F::RemoteServiceDemand, true, false},
    {"SD_UNITS", "Service Demand Units", std::nullopt, true, false},
    {"CONFIDENCE_LEVEL", "Confidence Level Percent", F::ConfidenceLevel, true, false},
    {"CONFIDENCE_ITERATION", "Confidence Iterations Run", F::ConfidenceIterations, true, false},
    {"THROUGHPUT_CONFID", "Throughput Confidence Width (%)", F::ThroughputConfidence, true, false},
    {"LOCAL_CPU_CONFID", "Local CPU Confidence Width (%)", F::LocalCpuConfidence, true, false},
    {"REMOTE_CPU_CONFID", "Remote CPU Confidence Width (%)", F::RemoteCpuConfidence, true, false},
    {"REQUEST_SIZE", "Request Size Bytes", F::RequestSize, true, false},
    {"RESPONSE_SIZE", "Response Size Bytes", F::ResponseSize, true, false},
    {"TRANSPORT_MSS", "Transport MSS bytes", F::TransportMss, true, false},
    {"LOCAL_TRANSPORT_RETRANS", "Local Transport Retransmissions", F::LocalRetransmissions, true, false},
    {"REMOTE_TRANSPORT_RETRANS", "Remote Transport Retransmissions", F::RemoteRetransmissions, true, false},
    {"ELAPSED_TIME", "Elapsed Time (sec)", F::ElapsedTime, true, false},
    {"LSS_SIZE_END", "Local Send Socket Size Final", F::LocalSendSocketSize, false, false},
    {"LSR_SIZE_END", "Local Recv Socket Size Final", F::LocalRecvSocketSize, false, false},
    {"RSS_SIZE_END", "Remote Send Socket Size Final", F::RemoteSendSocketSize, false, false},
    {"RSR_SIZE_END", "Remote Recv Socket Size Final", F::RemoteRecvSocketSize, false, false},
    {"LOCAL_SEND_SIZE", "Local Send Size", F::SendSize, false, false},
};

const char *const kFieldNames[] = {
    "throughput", "rt_latency", "p50_latency", "p90_latency", "p99_latency", "min_latency", "max_latency",
    "mean_latency", "stddev_latency", "local_cpu_util", "remote_cpu_util", "local_sd", "remote_sd",
    "confidence_level", "confidence_iterations", "throughput_confidence", "local_cpu_confidence",
    "remote_cpu_confidence", "request_size", "response_size", "transport_mss", "local_retransmissions",
    "remote_retransmissions", "elapsed_time", "local_send_socket_size", "local_recv_socket_size",
    "remote_send_socket_size", "remote_recv_socket_size", "send_size",
};
static_assert(std::size(kFieldNames) == resultFieldCount);
} // namespace

const QList<OmniSelector> &omniSelectors()
{
    return kSelectors;
}

QStringList defaultSelectorKeys()
{
    QStringList keys;
    for (const OmniSelector &selector : kSelectors) {
        if (selector.recordedByDefault)
            keys << QString::fromLatin1(selector.key.data(), selector.key.size());
    }
    return keys;
}

namespace {

/// The selectors by name (the -k key or the -o header), for the lookup the parser makes for every
/// -k line and -o column it reads: an open-addressed table keyed by the name's length and its first
/// and last eight bytes, which are the whole name up to sixteen bytes; a longer name is compared
/// whole once those match. (Comparing every name of the right length took a fifth of a -k result.)
class SelectorNames
{
public:
    explicit SelectorNames(QByteArrayView OmniSelector::*name)
    {
        for (const OmniSelector &selector : kSelectors) {
            const QByteArrayView key = selector.*name;
            Entry *slot = &m_table[slotOf(key)];
            while (slot->selector)
                slot = &m_table[size_t(slot - m_table.data() + 1) % m_table.size()];
            *slot = {head(key), tail(key), key, &selector};
        }
    }

    [[nodiscard]] const OmniSelector *find(QByteArrayView name) const
    {
        const quint64 first = head(name);
        const quint64 last = tail(name);
        for (size_t i = slotOf(name);; i = (i + 1) % m_table.size()) {
            const Entry &entry = m_table[i];
            if (!entry.selector)
                return nullptr;
            if (entry.head == first && entry.tail == last && entry.name.size() == name.size()
                && (name.size() <= 16 || std::memcmp(entry.name.data(), name.data(), size_t(name.size())) == 0))
                return entry.selector;
        }
    }

private:
    struct Entry
    {
        quint64 head = 0;
        quint64 tail = 0;
        QByteArrayView name;
        const OmniSelector *selector = nullptr;
    };
    /// The first eight bytes (zero-padded), and the last eight (zero when shorter).
    static quint64 head(QByteArrayView name)
    {
        quint64 word = 0;
        std::memcpy(&word, name.data(), size_t(std::min<qsizetype>(name.size(), 8)));
        return word;
    }
    static quint64 tail(QByteArrayView name)
    {
        quint64 word = 0;
        if (name.size() > 8)
            std::memcpy(&word, name.data() + name.size() - 8, 8);
        return word;
    }
    size_t slotOf(QByteArrayView name) const
    {
        const quint64 mix = (head(name) ^ (tail(name) * 0x9E3779B97F4A7C15ULL) ^ quint64(name.size())) * 0xBF58476D1CE4E5B9ULL;
        return size_t(mix >> 56); // 256 slots, for about a hundred names
    }

    std::array<Entry, 256> m_table{};
};

} // namespace

const OmniSelector *selectorForKey(QByteArrayView key)
{
    static const SelectorNames keys(&OmniSelector::key);
    return keys.find(key);
}

const OmniSelector *selectorForCsvHeader(QByteArrayView header)
{
    static const SelectorNames headers(&OmniSelector::csvHeader);
    return headers.find(header);
}

const OmniSelector *selectorForField(ResultField field)
{
    for (const OmniSelector &selector : kSelectors) {
        if (selector.field == field)
            return &selector;
    }
    return nullptr;
}

QString resultFieldName(ResultField field)
{
    const int index = int(field);
    if (index < 0 || index >= resultFieldCount)
        return {};
    return QString::fromLatin1(kFieldNames[index]);
}

} // namespace Tunebench
