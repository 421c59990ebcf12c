// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A host's clock offset in three columns (<role>_clock_offset, _uncertainty, _method), as the
// run and exploration tables hold it. A null method means the offset was never measured.

#include "core/clockoffset.h"

#include <QSqlQuery>
#include <QVariant>

namespace Tunebench {

inline void bindClockOffset(QSqlQuery &query, const std::optional<ClockOffset> &offset)
{
    query.addBindValue(offset ? QVariant(offset->seconds) : QVariant());
    query.addBindValue(offset && offset->uncertainty ? QVariant(*offset->uncertainty) : QVariant());
    query.addBindValue(offset ? QVariant(ClockOffset::methodName(offset->method)) : QVariant());
}

/// Reads the three columns from @p first on.
[[nodiscard]] inline std::optional<ClockOffset> clockOffsetFrom(const QSqlQuery &query, int first)
{
    const auto method = ClockOffset::methodFromName(query.value(first + 2).toString());
    if (!method)
        return std::nullopt;
    ClockOffset offset;
    offset.seconds = query.value(first).toDouble();
    if (!query.value(first + 1).isNull())
        offset.uncertainty = query.value(first + 1).toDouble();
    offset.method = *method;
    return offset;
}

} // namespace Tunebench
