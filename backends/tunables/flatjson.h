// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace Tunebench {

/// The members of the first object in a JSON array, in the order they were written and with
/// repeated names kept. QJsonObject keeps neither, and `ethtool --json -c` needs both: it
/// names the adaptive pair and the CQE-mode pair alike ("rx", "tx"), so only their place
/// tells them apart. Nested values are kept as they are parsed by QJsonDocument.
using JsonMembers = QList<QPair<QString, QJsonValue>>;

/// Nothing when @p json is not an array whose first element is an object.
[[nodiscard]] std::optional<JsonMembers> firstObjectMembers(const QByteArray &json);

} // namespace Tunebench
