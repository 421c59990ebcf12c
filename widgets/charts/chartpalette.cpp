// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartpalette.h"

#include <array>

namespace Tunebench {

QColor blendColors(const QColor &a, const QColor &b, double t)
{
    const auto mix = [t](double x, double y) { return x + (y - x) * t; };
    return QColor::fromRgbF(float(mix(a.redF(), b.redF())), float(mix(a.greenF(), b.greenF())),
                            float(mix(a.blueF(), b.blueF())));
}

ChartPalette ChartPalette::fromPalette(const QPalette &palette)
{
    ChartPalette chart;
    chart.background = palette.color(QPalette::Active, QPalette::Base);
    chart.foreground = palette.color(QPalette::Active, QPalette::Text);
    // hotspot decides light vs dark from the palette's lightness the same way.
    chart.dark = chart.background.lightness() < chart.foreground.lightness();
    chart.grid = blendColors(chart.background, chart.foreground, 0.18);
    chart.subGrid = blendColors(chart.background, chart.foreground, 0.08);
    chart.marker = blendColors(chart.background, chart.foreground, 0.6);
    return chart;
}

QColor ChartPalette::series(int index) const
{
    // Okabe & Ito, "Color Universal Design" (2008), without black and yellow for light
    // backgrounds; the dark set swaps in the brighter members and a lightened blue.
    static constexpr std::array<QRgb, 6> light = {0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9};
    static constexpr std::array<QRgb, 6> dark = {0x56B4E9, 0xE69F00, 0x2EC4A0, 0xE3A1C8, 0xF0E442, 0xF08A4B};
    const auto &set = this->dark ? dark : light;
    return QColor::fromRgb(set[size_t(index < 0 ? 0 : index) % set.size()]);
}

QColor ChartPalette::faint(const QColor &color) const
{
    return blendColors(color, background, 0.65);
}

} // namespace Tunebench
