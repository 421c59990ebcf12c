// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Tunebench {

/// One step of the schema: applied once, in version order, inside one transaction.
struct Migration
{
    int version = 0;
    QString name;
    QStringList statements;
};

/// Every migration Tunebench knows, oldest first. Append new ones at the end with the next
/// version number; never edit or reorder one that has shipped, because databases in the field
/// record which versions they already ran.
[[nodiscard]] QList<Migration> schemaMigrations();

} // namespace Tunebench
