// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/editor/commandpreview.h"

#include "text/highlightedtextview.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tunebench {

CommandPreview::CommandPreview(QWidget *parent)
    : QGroupBox(tr("Command preview"), parent)
    , m_text(new HighlightedTextView(TextLanguage::Bash, nullptr, this))
{
    m_text->setObjectName(QStringLiteral("commandPreview"));
    auto *copy = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy as script"), this);
    copy->setObjectName(QStringLiteral("copyScript"));
    copy->setToolTip(tr("Copy the commands, per host and step, as a Bash script"));
    connect(copy, &QPushButton::clicked, this, &CommandPreview::copyRequested);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(copy);
    layout->addLayout(row);
}

void CommandPreview::setScript(const QString &script)
{
    // Re-highlighting a long script on every keystroke would be wasted when nothing changed.
    if (m_text->toPlainText() != script)
        m_text->setText(script);
}

QString CommandPreview::script() const
{
    return m_text->toPlainText();
}

} // namespace Tunebench
