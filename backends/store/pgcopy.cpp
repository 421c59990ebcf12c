// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/pgcopy.h"

#include "store/database.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <libpq-fe.h>

#include <memory>

namespace Tunebench {

namespace {

struct ResultDeleter
{
    void operator()(PGresult *result) const { PQclear(result); }
};
using ResultHandle = std::unique_ptr<PGresult, ResultDeleter>;

Error copyError(const QString &table, PGconn *connection)
{
    return databaseError(QCoreApplication::translate("PgCopy", "Cannot copy the rows of %1 into PostgreSQL.").arg(table),
                         QString::fromUtf8(PQerrorMessage(connection)).trimmed());
}

void appendEscaped(QByteArray &out, const QByteArray &text)
{
    for (const char c : text) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            out += c;
        }
    }
}

} // namespace

QByteArray pgCopyText(const QVariant &value)
{
    if (value.isNull())
        return QByteArrayLiteral("\\N");
    switch (value.typeId()) {
    case QMetaType::Double:
        // 17 significant digits read back as the same double.
        return QByteArray::number(value.toDouble(), 'g', 17);
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return value.toByteArray();
    case QMetaType::Bool:
        return value.toBool() ? QByteArrayLiteral("t") : QByteArrayLiteral("f");
    case QMetaType::QByteArray:
        // bytea's hex input, its backslash escaped for COPY.
        return QByteArrayLiteral("\\\\x") + value.toByteArray().toHex();
    default: {
        QByteArray escaped;
        appendEscaped(escaped, value.toString().toUtf8());
        return escaped;
    }
    }
}

Status pgCopyIn(QSqlDatabase &db, const QString &table, const QStringList &columns, const CopyRowSource &next)
{
    const QVariant handle = db.driver()->handle();
    // Qt names the type after libpq's struct (Qt 6.4: "pg_conn*"); its documentation says "PGconn*".
    if (qstrcmp(handle.typeName(), "pg_conn*") != 0 && qstrcmp(handle.typeName(), "PGconn*") != 0)
        return makeError(ErrorCode::Internal, QStringLiteral("pgCopyIn needs a QPSQL connection"));
    PGconn *connection = *static_cast<PGconn *const *>(handle.constData());
    const QByteArray statement = QStringLiteral("COPY %1 (%2) FROM STDIN").arg(table, columns.join(QLatin1String(", "))).toUtf8();
    if (ResultHandle started(PQexec(connection, statement.constData())); PQresultStatus(started.get()) != PGRES_COPY_IN)
        return copyError(table, connection);
    QByteArray buffer;
    QVariantList row;
    Status status = Ok{};
    while (status) {
        row.clear();
        auto more = next(row);
        if (!more) {
            status = more.error();
            break;
        }
        if (more.value()) {
            for (qsizetype c = 0; c < row.size(); ++c) {
                if (c > 0)
                    buffer += '\t';
                buffer += pgCopyText(row.at(c));
            }
            buffer += '\n';
        }
        // Sent in pieces of a few hundred kilobytes, and what is left at the end.
        if (buffer.size() >= 256 * 1024 || (!more.value() && !buffer.isEmpty())) {
            if (PQputCopyData(connection, buffer.constData(), int(buffer.size())) != 1)
                return copyError(table, connection);
            buffer.clear();
        }
        if (!more.value())
            break;
    }
    // A failed row source ends the COPY with an error, which fails the transaction around it.
    const QByteArray why = status ? QByteArray() : status.error().message.toUtf8();
    if (PQputCopyEnd(connection, status ? nullptr : why.constData()) != 1)
        return copyError(table, connection);
    bool failed = false;
    while (ResultHandle result{PQgetResult(connection)})
        failed = failed || PQresultStatus(result.get()) != PGRES_COMMAND_OK;
    if (!status)
        return status;
    if (failed)
        return copyError(table, connection);
    return Ok{};
}

} // namespace Tunebench
