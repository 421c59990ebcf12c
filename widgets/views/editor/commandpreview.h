// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>

namespace Tunebench {

class HighlightedTextView;

/// The experiment editor's command preview: the exact commands per host and step as a Bash
/// script, highlighted, with "Copy as script".
class CommandPreview : public QGroupBox
{
    Q_OBJECT
public:
    explicit CommandPreview(QWidget *parent = nullptr);

    void setScript(const QString &script);
    [[nodiscard]] QString script() const;

Q_SIGNALS:
    /// "Copy as script" was clicked: the owner brings the script up to date and copies it.
    void copyRequested();

private:
    HighlightedTextView *m_text;
};

} // namespace Tunebench
