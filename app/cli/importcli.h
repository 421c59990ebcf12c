// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportimporter.h"

#include <QJsonObject>

#include <memory>

namespace Tunebench::Cli {

class CliCommand;

/// `tunebench-cli import FILE... [--label L] [--experiment NAME] [--group-by auto|file|none] [--arm RANGE=LABEL]`.
std::unique_ptr<CliCommand> makeImportCommand();

/// An import source as the --json output of `import` prints it: file, kind, arm, and the
/// recognised and skipped items with their lines.
[[nodiscard]] QJsonObject importSourceJson(const ImportSource &source);
/// The arms of an import as --json prints them: {"event": "arms", "groupBy", "arms": [{label,
/// runs: [{file, firstLine, lastLine}], test, settings, leadIn}]}.
[[nodiscard]] QJsonObject importArmsJson(const ImportPreview &preview);

} // namespace Tunebench::Cli
