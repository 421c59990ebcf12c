// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

namespace Tunebench {

/// Version, licence and the libraries Tunebench is built on.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    /// @p components lists "name version" lines of the libraries the caller knows about.
    explicit AboutDialog(const QStringList &components, QWidget *parent = nullptr);
};

} // namespace Tunebench
