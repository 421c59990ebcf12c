// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace Tunebench {

/// Quits the application right after @p window has painted for the first time. Used by the
/// start-up benchmark (TUNEBENCH_QUIT_AFTER_FIRST_PAINT=1) and by smoke tests, which may also ask
/// for a PNG of the window first (TUNEBENCH_SCREENSHOT=path).
class StartupProbe : public QObject
{
    Q_OBJECT
public:
    explicit StartupProbe(QWidget *window);
    static bool requested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace Tunebench
