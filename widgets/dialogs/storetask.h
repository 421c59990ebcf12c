// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

namespace Tunebench {

class Database;

/// Runs @p task with the results database on a worker thread (the GUI passes
/// Workbench::storeTaskRunner()); @p failed runs there instead, with why, when the database
/// cannot be opened. Tasks hand their results back to the GUI thread themselves (the dialogs with
/// QMetaObject::invokeMethod on a QPointer to themselves, the main window through a JobTracker,
/// app/gui/jobtracker.h), so nothing that takes one runs SQL on the GUI thread.
using StoreTask
    = std::function<void(std::function<void(Database &)> task, std::function<void(const QString &)> failed)>;

} // namespace Tunebench
