// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportimporter.h"

class QTreeWidget;
class QWidget;

namespace Tunebench {

/// The import dialog's "What was found" list: per source, each item with its lines and whether it
/// is imported or skipped, and why (the recognised flag in Qt::UserRole of column 0).
[[nodiscard]] QTreeWidget *makeImportPreviewTree(QWidget *parent);
void fillImportPreviewTree(QTreeWidget *tree, const ImportPreview &preview);

} // namespace Tunebench
