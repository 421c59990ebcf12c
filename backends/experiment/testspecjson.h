// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "netperf/netperftestspec.h"

#include <QJsonObject>

namespace Tunebench {

/// The "test" section of an experiment file <-> a netperf test. The control host and the data
/// address come from the experiment's hosts, not from this section.
/// Errors name the field as "test.<field>".
[[nodiscard]] Result<NetperfTestSpec> testSpecFromJson(const QJsonObject &object);
[[nodiscard]] QJsonObject testSpecToJson(const NetperfTestSpec &spec);

} // namespace Tunebench
