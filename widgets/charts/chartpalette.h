// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>

namespace Tunebench {

/// Chart colours derived from the widget palette, so charts follow light and dark themes.
struct ChartPalette
{
    QColor background;
    QColor foreground; ///< axes, labels, text
    QColor grid;
    QColor subGrid;
    QColor marker;
    bool dark = false;

    [[nodiscard]] static ChartPalette fromPalette(const QPalette &palette);
    /// A colour per arm or series index, from the Okabe-Ito set (readable with colour-vision
    /// deficiencies); lighter variants on dark backgrounds.
    [[nodiscard]] QColor series(int index) const;
    /// @p color pushed towards the background, opaque: cheaper to paint than alpha on dense lines.
    [[nodiscard]] QColor faint(const QColor &color) const;
};

/// @p a blended towards @p b by @p t in [0, 1].
[[nodiscard]] QColor blendColors(const QColor &a, const QColor &b, double t);

} // namespace Tunebench
