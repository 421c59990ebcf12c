// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetrysampler.h"

#include "core/logging.h"
#include "transport/commandrunner.h"

namespace Tunebench {

TelemetrySampler::TelemetrySampler(CommandRunner *runner, QString interfaceName, double intervalSeconds,
                                   QObject *parent)
    : QObject(parent), m_runner(runner), m_interface(std::move(interfaceName)), m_interval(intervalSeconds)
{
}

TelemetrySampler::~TelemetrySampler()
{
    stop();
}

QString TelemetrySampler::script()
{
    // $1 = interface ('' = none), $2 = interval in seconds. Everything in the loop is a bash
    // builtin, so sampling costs no fork/exec. `read -t` on a pipe we hold open for writing
    // ourselves never sees data or EOF, so it is a fork-free sleep. EPOCHREALTIME needs bash 5;
    // older bash (RHEL 8 has 4.4) falls back to /proc/uptime (0.01 s resolution, relative to boot),
    // tied to the host's epoch clock once by the B line (one date, before the loop), so that
    // every reading is stamped with the clock netperf's times and the clock offset use.
    return QStringLiteral(R"SH(set -u
iface=$1; interval=$2
exec {tick}<> <(:)
hz=$(getconf CLK_TCK 2>/dev/null) || hz=100
printf 'H %s\n' "${hz:-100}"
if [ -z "${EPOCHREALTIME:-}" ]; then
  read -r up _ </proc/uptime; printf 'B %s %s\n' "$(date +%s.%N 2>/dev/null)" "$up"
fi
stats=/sys/class/net/$iface/statistics
while :; do
  if [ -n "${EPOCHREALTIME:-}" ]; then now=$EPOCHREALTIME; else read -r now _ </proc/uptime; fi
  printf 'S %s\n' "${now/,/.}"
  while read -r name rest; do
    case $name in
      cpu*) printf '%s %s\n' "$name" "$rest" ;;
      intr|softirq) printf '%s %s\n' "$name" "${rest%% *}" ;;
      ctxt) printf 'ctxt %s\n' "$rest" ;;
    esac
  done </proc/stat
  if [ -n "$iface" ] && [ -r "$stats/rx_packets" ]; then
    read -r rp <"$stats/rx_packets"; read -r tp <"$stats/tx_packets"
    read -r rb <"$stats/rx_bytes"; read -r tb <"$stats/tx_bytes"
    printf 'net %s %s %s %s\n' "$rp" "$tp" "$rb" "$tb"
  fi
  read -r -a me </proc/self/stat
  printf 'self %s %s\nE\n' "${me[13]}" "${me[14]}"
  read -r -t "$interval" -u "$tick" _ || :
done
)SH");
}

void TelemetrySampler::start()
{
    if (m_process)
        return;
    m_stopping = false;
    m_previous.reset();
    m_parser = TelemetryParser{};
    CommandSpec spec;
    spec.argv = {QStringLiteral("bash"), QStringLiteral("-c"), script(), QStringLiteral("tunebench-telemetry"),
                 m_interface, QString::number(m_interval, 'f', 3)};
    m_process = m_runner->start(spec, this);
    connect(m_process, &CommandProcess::stdoutLine, this, &TelemetrySampler::onLine);
    connect(m_process, &CommandProcess::stderrLine, this, [this](const QString &line) {
        if (m_stderr.size() < 20)
            m_stderr << line;
    });
    connect(m_process, &CommandProcess::finished, this, &TelemetrySampler::onFinished);
}

void TelemetrySampler::stop()
{
    if (!m_process)
        return;
    m_stopping = true;
    CommandProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    process->cancel();
    process->deleteLater();
}

void TelemetrySampler::onLine(const QString &line)
{
    const std::optional<TelemetryReading> reading = m_parser.feed(line);
    if (!reading)
        return;
    Q_EMIT readingReady(*reading);
    if (m_previous) {
        const TelemetryInterval interval = intervalBetween(*m_previous, *reading, m_parser.ticksPerSecond());
        m_intervals << interval;
        Q_EMIT intervalReady(interval);
    }
    m_previous = reading;
}

void TelemetrySampler::onFinished(const CommandExit &exit)
{
    CommandProcess *process = m_process;
    m_process = nullptr;
    if (process)
        process->deleteLater();
    if (m_stopping)
        return;
    const QString why = m_stderr.isEmpty() ? exit.describe() : m_stderr.join(QLatin1String("; "));
    Q_EMIT failed(makeError(ErrorCode::CommandFailed,
                            tr("telemetry on %1 stopped: %2 (it needs bash on the host)").arg(m_runner->hostName(), why)));
}

} // namespace Tunebench
