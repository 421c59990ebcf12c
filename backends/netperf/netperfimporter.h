// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "netperf/netperfoutput.h"

#include <QByteArrayView>
#include <QCoreApplication>

#include <functional>

namespace Tunebench {

/// What an import recovered and what it had to skip. Line numbers in output refer to the text
/// as given (before unquoting and re-segmenting).
struct ImportReport
{
    NetperfOutput output;
    qint64 sourceLines = 0;
    qint64 unquotedLines = 0; ///< lines that carried "> " mail quoting
    qint64 splitRecords = 0; ///< records found glued onto another line and split off
    qint64 rejoinedLines = 0; ///< wrapped lines joined back to the record they belong to

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
    /// Told now and then (every few hundred kB) how far the import is: @p done of @p total bytes,
    /// where total counts the text twice (it is read once to find a terminal's wrap width, then
    /// imported). Returning false cancels the import. Called on the importing thread.
    using Progress = std::function<bool(qint64 done, qint64 total)>;

    [[nodiscard]] static ImportReport importText(QByteArrayView text);
    /// As above, telling @p progress; fails with ErrorCode::Cancelled when it returned false.
    [[nodiscard]] static Result<ImportReport> importText(QByteArrayView text, const Progress &progress);
    [[nodiscard]] static Result<ImportReport> importFile(const QString &path, const Progress &progress = {});
};

} // namespace Tunebench
