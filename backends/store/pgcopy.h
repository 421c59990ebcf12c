// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QStringList>
#include <QVariantList>

#include <functional>

class QSqlDatabase;

namespace Tunebench {

/// The next row for pgCopyIn(): fills @p row (one value per column, a null QVariant for NULL)
/// and returns true, returns false when there are no more, or an error that ends the copy.
using CopyRowSource = std::function<Result<bool>(QVariantList &row)>;

/**
 * `COPY table (columns) FROM STDIN` on @p db's connection, in the transaction open there: the bulk
 * path for samples into a PostgreSQL store (issue 28), which multi-row INSERTs through Qt's driver
 * reach only at a third of its speed (every bound value goes through a QVariant and text). Qt SQL
 * has no COPY, so this speaks libpq's COPY protocol on the PGconn that Qt's QPSQL driver hands out
 * (QSqlDriver::handle()). Values go in COPY's text format: numbers as text that reads back to the
 * same double, text escaped, byte arrays as bytea's hex form.
 */
[[nodiscard]] Status pgCopyIn(QSqlDatabase &db, const QString &table, const QStringList &columns, const CopyRowSource &next);

/// One value in COPY's text format (for the tests of the format).
[[nodiscard]] QByteArray pgCopyText(const QVariant &value);

} // namespace Tunebench
