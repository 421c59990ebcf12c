// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/qcp.h"

namespace Tunebench {

/// QCustomPlot's default tick placement with SI-prefixed labels from formatSiTicks().
class SiAxisTicker : public QCPAxisTicker
{
public:
    explicit SiAxisTicker(QString unit = {});

    void setUnit(const QString &unit) { m_unit = unit; }
    [[nodiscard]] QString unit() const { return m_unit; }

protected:
    QVector<QString> createLabelVector(const QVector<double> &ticks, const QLocale &locale, QChar formatChar,
                                       int precision) override;

private:
    QString m_unit;
};

} // namespace Tunebench
