// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportimporter.h"

#include <QJsonObject>

#include <memory>

namespace Tunebench::Cli {

class CliCommand;

/// `tunebench-cli import FILE... [--label L] [--experiment NAME]`.
std::unique_ptr<CliCommand> makeImportCommand();

/// An import source as the --json output of `import` prints it: file, kind, arm, and the
/// recognised and skipped items with their lines.
[[nodiscard]] QJsonObject importSourceJson(const ImportSource &source);

} // namespace Tunebench::Cli
