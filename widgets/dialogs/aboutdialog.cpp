// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/aboutdialog.h"

#include "core/version.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace Tunebench {

AboutDialog::AboutDialog(const QStringList &components, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Tunebench"));
    auto *layout = new QVBoxLayout(this);

    auto *icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(64, 64));
    layout->addWidget(icon, 0, Qt::AlignHCenter);

    auto *title = new QLabel(tr("<h2>Tunebench %1</h2>").arg(version().toHtmlEscaped()), this);
    title->setAlignment(Qt::AlignHCenter);
    layout->addWidget(title);

    auto *text = new QLabel(this);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setOpenExternalLinks(false);
    QString html = tr("<p>A workbench for network performance engineers: run netperf request/response "
                      "experiments on tuned hosts, watch them live and compare them with honest statistics.</p>"
                      "<p>Licensed under the GNU General Public License, version 3 or later.</p>");
    html += QLatin1String("<p>") + tr("Built with:") + QLatin1String("<br>");
    QStringList escaped;
    for (const QString &component : components)
        escaped << component.toHtmlEscaped();
    html += escaped.join(QLatin1String("<br>")) + QLatin1String("</p>");
    text->setText(html);
    layout->addWidget(text);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace Tunebench
