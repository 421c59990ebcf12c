// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/siaxisticker.h"

#include "charts/siformat.h"

namespace Tunebench {

SiAxisTicker::SiAxisTicker(QString unit)
    : m_unit(std::move(unit))
{
}

QVector<QString> SiAxisTicker::createLabelVector(const QVector<double> &ticks, const QLocale &locale, QChar, int)
{
    // All labels at once (not getTickLabel per tick) so the whole axis shares one prefix.
    return formatSiTicks(ticks, m_unit, locale);
}

} // namespace Tunebench
