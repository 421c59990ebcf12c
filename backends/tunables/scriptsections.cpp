// SPDX-License-Identifier: GPL-3.0-or-later
#include "tunables/scriptsections.h"

namespace Tunebench {

namespace {
const QLatin1String kBegin("@@tb-begin ");
const QLatin1String kEnd("@@tb-end ");
} // namespace

Result<ScriptSections> ScriptSections::parse(const QByteArray &output)
{
    ScriptSections sections;
    std::optional<ScriptSection> open;
    QStringList body;
    for (const QString &line : QString::fromUtf8(output).split(QLatin1Char('\n'))) {
        if (line.startsWith(kBegin)) {
            if (open)
                return makeError(ErrorCode::ParseError, tr("The host's answer is garbled near '%1'.").arg(line));
            open = ScriptSection{line.mid(kBegin.size()), QString(), -1};
            body.clear();
            continue;
        }
        if (open && line.startsWith(kEnd)) {
            const QString rest = line.mid(kEnd.size());
            const qsizetype space = rest.lastIndexOf(QLatin1Char(' '));
            bool ok = false;
            const int code = rest.mid(space + 1).toInt(&ok);
            if (space <= 0 || rest.left(space) != open->name || !ok)
                return makeError(ErrorCode::ParseError, tr("The host's answer is garbled near '%1'.").arg(line));
            while (!body.isEmpty() && body.constLast().isEmpty())
                body.removeLast(); // the end marker always starts on a fresh line
            open->text = body.join(QLatin1Char('\n'));
            open->exitCode = code;
            sections.m_sections << *open;
            open.reset();
            continue;
        }
        if (open)
            body << line;
    }
    if (open)
        return makeError(ErrorCode::ConnectionLost,
                         tr("The host's answer stopped in the middle of '%1': the connection or the command was cut.")
                             .arg(open->name));
    return sections;
}

const ScriptSection *ScriptSections::find(const QString &name) const
{
    for (const ScriptSection &section : m_sections) {
        if (section.name == name)
            return &section;
    }
    return nullptr;
}

QList<ScriptSection> ScriptSections::withPrefix(const QString &prefix) const
{
    QList<ScriptSection> found;
    for (const ScriptSection &section : m_sections) {
        if (section.name.startsWith(prefix))
            found << section;
    }
    return found;
}

QString ScriptSections::shellPrelude()
{
    // b/e print the markers; run keeps a command's stderr with its stdout and records the exit
    // code. The end marker starts with a newline, so it is on a line of its own even after
    // output without a final newline.
    return QStringLiteral(
        "b() { printf '@@tb-begin %s\\n' \"$1\"; }\n"
        "e() { printf '\\n@@tb-end %s %s\\n' \"$1\" \"$2\"; }\n"
        "run() { n=$1; shift; b \"$n\"; \"$@\" 2>&1; r=$?; e \"$n\" \"$r\"; return $r; }\n");
}

} // namespace Tunebench
