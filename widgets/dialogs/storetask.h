// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

namespace Tunebench {

class Database;

/// Runs @p task with the results database on a worker thread (the GUI passes
/// Workbench::storeTask); @p failed runs there instead, with why, when the database cannot be
/// opened. Tasks hand results back with QMetaObject::invokeMethod(receiver, ...), so dialogs
/// that take one never run SQL on the GUI thread.
using StoreTask
    = std::function<void(std::function<void(Database &)> task, std::function<void(const QString &)> failed)>;

} // namespace Tunebench
