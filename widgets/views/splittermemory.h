// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QSplitter;

namespace Tunebench {

/// Gives @p splitter the sizes the user last dragged it to (QSettings "splitters/KEY"), and keeps
/// them there whenever it is moved: a view laid out for a small screen stays as the user left it.
void rememberSplitter(QSplitter *splitter, const QString &key);

} // namespace Tunebench
