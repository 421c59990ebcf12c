// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/telemetrysampler.h"

#include "core/logging.h"
#include "transport/commandrunner.h"

#include <cmath>

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
    // $1 = interface ('' = none), $2 = interval in seconds, $3 = read `ethtool -S` every that many
    // samples (0 or missing: never). Everything in the loop but that is a bash builtin, so a
    // sample costs no fork/exec. `read -t` on a pipe we hold open for writing ourselves never
    // sees data or EOF, so it is a fork-free sleep. EPOCHREALTIME needs bash 5; older bash (RHEL 8
    // has 4.4) falls back to /proc/uptime (0.01 s resolution, relative to boot), tied to the
    // host's epoch clock once by the B line (one date, before the loop), so that every reading is
    // stamped with the clock netperf's times and the clock offset use.
    //
    // NIC counters: /sys/class/net/IF/statistics holds the kernel's standard ones (rx_missed_errors,
    // rx_dropped, …) and is read every sample. The driver's own (per-queue packets, rx_no_buffer,
    // …) exist only behind the ETHTOOL_GSTATS ioctl, so `ethtool -S` it is, a fork and an exec:
    // at $3 samples apart (every 2 s by default) instead of every sample. The NIC's IRQs are
    // found once, before the loop: the device's msi_irqs (mlx5, ixgbe; for virtio_net those of the
    // PCI device above virtioN) and the lines whose name holds the interface's name
    // (ProcParsers::isNicIrq is the same rule); a NIC without any (veth) skips /proc/interrupts.
    return QStringLiteral(R"SH(set -u
iface=$1; interval=$2; every=${3:-0}
exec {tick}<> <(:)
hz=$(getconf CLK_TCK 2>/dev/null) || hz=100
printf 'H %s\n' "${hz:-100}"
if [ -z "${EPOCHREALTIME:-}" ]; then
  read -r up _ </proc/uptime; printf 'B %s %s\n' "$(date +%s.%N 2>/dev/null)" "$up"
fi
stats=/sys/class/net/$iface/statistics
nicirqs=' '; ethtool=
if [ -n "$iface" ]; then
  dev=/sys/class/net/$iface/device
  [ -d "$dev/msi_irqs" ] || { [ -e "$dev/features" ] && dev=$dev/..; }
  for f in "$dev"/msi_irqs/*; do [ -e "$f" ] && nicirqs+="${f##*/} "; done
  { read -r _
    while read -r irq rest; do
      case ${irq%:} in ''|*[!0-9]*) continue ;; esac
      case " ${rest##* } " in *[!A-Za-z0-9_]"$iface"[!A-Za-z0-9_]*) nicirqs+="${irq%:} " ;; esac
    done; } </proc/interrupts
  [ "$every" -gt 0 ] && ethtool=$(PATH=$PATH:/usr/sbin:/sbin command -v ethtool 2>/dev/null)
fi
n=0
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
  { IFS= read -r l; printf 'sq %s\n' "$l"
    while IFS= read -r l; do case $l in *NET_RX:*|*NET_TX:*) printf 'sq %s\n' "$l" ;; esac; done
  } </proc/softirqs
  if [ "$nicirqs" != ' ' ]; then
    { IFS= read -r l; printf 'iq %s\n' "$l"
      while read -r irq rest; do
        case $nicirqs in *" ${irq%:} "*) printf 'iq %s %s\n' "$irq" "$rest" ;; esac
      done; } </proc/interrupts
  fi
  if [ -n "$iface" ] && [ -d "$stats" ]; then
    for f in "$stats"/*; do read -r v <"$f" && printf 'st %s %s\n' "${f##*/}" "$v"; done 2>/dev/null
  fi
  while IFS= read -r l; do case $l in Tcp:*) printf 'tcp %s\n' "$l" ;; esac; done </proc/net/snmp
  if [ -n "$ethtool" ] && [ $((n % every)) -eq 0 ]; then
    printf 'X\n'
    while IFS= read -r l; do printf 'x %s\n' "$l"; done < <("$ethtool" -S "$iface" 2>/dev/null)
  fi
  n=$((n + 1))
  read -r -a me </proc/self/stat
  printf 'self %s %s %s %s\nE\n' "${me[13]}" "${me[14]}" "${me[15]}" "${me[16]}"
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
    m_lastDriverReading.reset();
    m_parser = TelemetryParser{};
    CommandSpec spec;
    const int every = m_driverCountersSeconds > 0 && m_interval > 0
        ? std::max(1, int(std::lround(m_driverCountersSeconds / m_interval))) : 0;
    spec.argv = {QStringLiteral("bash"), QStringLiteral("-c"), script(), QStringLiteral("tunebench-telemetry"),
                 m_interface, QString::number(m_interval, 'f', 3), QString::number(every)};
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
        TelemetryInterval interval = intervalBetween(*m_previous, *reading, m_parser.ticksPerSecond(), m_pinned);
        if (reading->hasDriverCounters && m_lastDriverReading) {
            const double seconds = reading->time - m_lastDriverReading->time;
            addCounterRates(interval.driverCounters, interval.counterResets, m_lastDriverReading->driverCounters,
                            reading->driverCounters, seconds, m_pinned);
            if (seconds > 0)
                interval.driverCountersSeconds = seconds;
        }
        m_intervals << interval;
        Q_EMIT intervalReady(interval);
    }
    m_previous = reading;
    if (reading->hasDriverCounters)
        m_lastDriverReading = reading;
}

void TelemetrySampler::setPinnedCounters(const QStringList &names)
{
    m_pinned = names;
}

void TelemetrySampler::setDriverCountersInterval(double seconds)
{
    m_driverCountersSeconds = seconds;
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
