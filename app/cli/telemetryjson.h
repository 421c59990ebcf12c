// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/experimentrepository.h"

#include <QJsonObject>

namespace Tunebench::Cli {

/// A run's stored telemetry for `show --json --telemetry`: per host ("client", "server"), `perCpu`
/// (one entry per CPU: run means of user/system/softirq/irq/idle %, NET_RX/NET_TX softirqs and
/// NIC interrupts per second, and its series), `nicCounters` (name -> mean rate over the run),
/// `queueInterrupts`, TCP retransmissions and the bound CPU's service demand.
[[nodiscard]] QJsonObject runTelemetryJson(const QList<TelemetrySampleRow> &rows);

} // namespace Tunebench::Cli
