// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QHBoxLayout;
class QLabel;
class QProgressBar;
class QString;
class QWidget;

namespace Tunebench {

/// The export and import dialogs' status line: an indeterminate progress bar (objectName
/// "busy") shown while the store thread works, and a selectable, wrapping message label.
struct BusyStatusRow
{
    QHBoxLayout *layout = nullptr;
    QProgressBar *progress = nullptr;
    QLabel *status = nullptr;
};

[[nodiscard]] BusyStatusRow makeBusyStatusRow(QWidget *parent, const QString &statusObjectName);

} // namespace Tunebench
