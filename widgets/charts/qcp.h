// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way tb_charts includes QCustomPlot. Its header is written with Qt's `signals` and
// `foreach` keywords, which this project turns off (QT_NO_KEYWORDS), so they are mapped to
// their macro forms for the length of that header only.
#ifndef signals
#define signals Q_SIGNALS
#define TUNEBENCH_QCP_UNDEF_SIGNALS
#endif
#ifndef foreach
#define foreach Q_FOREACH
#define TUNEBENCH_QCP_UNDEF_FOREACH
#endif

#include <qcustomplot.h>

#ifdef TUNEBENCH_QCP_UNDEF_SIGNALS
#undef signals
#undef TUNEBENCH_QCP_UNDEF_SIGNALS
#endif
#ifdef TUNEBENCH_QCP_UNDEF_FOREACH
#undef foreach
#undef TUNEBENCH_QCP_UNDEF_FOREACH
#endif
