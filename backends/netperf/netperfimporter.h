// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "netperf/netperfoutput.h"

#include <QByteArrayView>
#include <QCoreApplication>

namespace Tunebench {

/// What an import recovered and what it had to skip. Line numbers in output refer to the text
/// as given (before unquoting and re-segmenting).
struct ImportReport
{
    NetperfOutput output;
    qint64 sourceLines = 0;
    qint64 unquotedLines = 0;  ///< lines that carried "> " mail quoting
    qint64 splitRecords = 0;   ///< records found glued onto another line and split off
    qint64 rejoinedLines = 0;  ///< wrapped lines joined back to the record they belong to

    /// One line: "tests: 3, interim samples: 120, results: 2, failures: 0; lines skipped: 4".
    [[nodiscard]] QString summary() const;
};

/// Imports netperf output as people keep it: terminal logs with several tests, text pasted into
/// mail and mailing-list archives. Before parsing it undoes the usual damage:
///  - "> " quoting (any depth),
///  - records joined onto one long line (split again at every record start),
///  - lines wrapped by a mail client or terminal (joined back when the record was cut short),
///  - headers split over lines and rows glued to headers (the table reader reads tokens).
/// Everything that still cannot be read is in output.unparsed with its original line number.
class NetperfImporter
{
    Q_DECLARE_TR_FUNCTIONS(NetperfImporter)
public:
    [[nodiscard]] static ImportReport importText(QByteArrayView text);
    [[nodiscard]] static Result<ImportReport> importFile(const QString &path);
};

} // namespace Tunebench
