// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tunebench {

/// One delimited part of a read script's output: what one command printed and its exit code.
struct ScriptSection
{
    QString name;
    QString text;
    int exitCode = -1;
};

/// The output of a provider's read script: every section between "@@tb-begin NAME" and
/// "@@tb-end NAME CODE" lines. Markers start with "@@tb-", which no tool the scripts run prints,
/// so the sections of one remote round can be told apart without a process per fact.
class ScriptSections
{
    Q_DECLARE_TR_FUNCTIONS(ScriptSections)
public:
    /// Fails when a section is not closed: the connection dropped or the script was killed.
    [[nodiscard]] static Result<ScriptSections> parse(const QByteArray &output);

    [[nodiscard]] const ScriptSection *find(const QString &name) const;
    [[nodiscard]] QList<ScriptSection> withPrefix(const QString &prefix) const;
    [[nodiscard]] qsizetype size() const { return m_sections.size(); }

    /// The shell functions every read script starts with: begin/end markers and a runner that
    /// records a command's exit code.
    [[nodiscard]] static QString shellPrelude();

private:
    QList<ScriptSection> m_sections;
};

} // namespace Tunebench
