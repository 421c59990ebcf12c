// SPDX-License-Identifier: GPL-3.0-or-later
// What the experiment editor's forms share.
#pragma once

#include <QStringList>

class QWidget;

namespace Tunebench::EditorForms {

/// Marks (or unmarks) the widget a validation error is about: a red frame and the
/// "tunebenchInvalid" property, which tests and style sheets read.
void markInvalid(QWidget *widget, bool invalid);

/// Keys users tune most, offered when a setting is added (any key the tunables backend knows works).
[[nodiscard]] QStringList commonTunableKeys();

} // namespace Tunebench::EditorForms
