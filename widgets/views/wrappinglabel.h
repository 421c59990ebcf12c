// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace Tunebench {

/// A label for sentences and notes in the views: it wraps, and its text can be selected and
/// copied (users paste verdicts into mail).
inline QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace Tunebench
