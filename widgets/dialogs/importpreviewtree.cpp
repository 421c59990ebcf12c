// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/importpreviewtree.h"

#include "dialogs/importdialog.h"

#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QTreeWidget>

namespace Tunebench {

namespace {

enum PreviewColumn
{
    WhatColumn,
    LinesColumn,
    ImportColumn
};

const QColor kWarning(0xd9, 0x53, 0x4f);

QString lineRange(const ImportItem &item)
{
    if (item.firstLine <= 0)
        return QString();
    if (item.lastLine <= item.firstLine)
        return QString::number(item.firstLine);
    return QStringLiteral("%1–%2").arg(item.firstLine).arg(item.lastLine);
}

QString sourceText(const ImportSource &source, ImportGroupBy groupBy)
{
    switch (source.kind) {
    case ImportSource::Kind::Unreadable:
        return source.error;
    case ImportSource::Kind::TunebenchJson:
        return source.summary();
    case ImportSource::Kind::NetperfText:
        break;
    }
    // Grouped otherwise than by file, the arms list says where the runs go.
    QString text = groupBy == ImportGroupBy::File
        ? ImportDialog::tr("netperf output, arm “%1”: %2").arg(source.armLabel, source.summary())
        : ImportDialog::tr("netperf output: %1").arg(source.summary());
    if (!source.testType.isEmpty())
        text += QStringLiteral(" (%1%2)").arg(
            source.testType, source.units.isEmpty() ? QString() : QStringLiteral(", ") + source.units);
    return text;
}

} // namespace

QTreeWidget *makeImportPreviewTree(QWidget *parent)
{
    auto *tree = new QTreeWidget(parent);
    tree->setObjectName(QStringLiteral("importPreview"));
    tree->setHeaderLabels({ImportDialog::tr("What was found"), ImportDialog::tr("Lines"), ImportDialog::tr("Import")});
    // Descriptions are cut to about 60 characters; the reasons get the rest of the width.
    tree->setColumnWidth(WhatColumn, 440);
    tree->header()->setSectionResizeMode(LinesColumn, QHeaderView::ResizeToContents);
    tree->header()->setStretchLastSection(true);
    tree->setUniformRowHeights(true);
    return tree;
}

void fillImportPreviewTree(QTreeWidget *tree, const ImportPreview &preview)
{
    const QColor greyed = tree->palette().color(QPalette::Disabled, QPalette::Text);
    for (const ImportSource &source : preview.sources) {
        const QString about = sourceText(source, preview.groupBy);
        const QString text = ImportDialog::tr("%1 — %2").arg(QFileInfo(source.name).fileName(), about);
        auto *top = new QTreeWidgetItem(tree, {text});
        top->setFirstColumnSpanned(true);
        top->setToolTip(WhatColumn, QDir::toNativeSeparators(source.name) + QLatin1Char('\n') + about);
        QFont bold = top->font(WhatColumn);
        bold.setBold(true);
        top->setFont(WhatColumn, bold);
        if (source.kind == ImportSource::Kind::Unreadable)
            top->setForeground(WhatColumn, kWarning);
        for (const ImportItem &item : source.items) {
            const QString verdict
                = item.recognised ? ImportDialog::tr("imported") : ImportDialog::tr("skipped: %1").arg(item.reason);
            auto *child = new QTreeWidgetItem(top, {item.description, lineRange(item), verdict});
            child->setToolTip(WhatColumn, item.description);
            child->setToolTip(ImportColumn, verdict);
            child->setData(WhatColumn, Qt::UserRole, item.recognised);
            if (!item.recognised) {
                for (int column = WhatColumn; column <= ImportColumn; ++column)
                    child->setForeground(column, greyed);
            }
        }
        top->setExpanded(true);
    }
}

} // namespace Tunebench
