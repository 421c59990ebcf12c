// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/logging.h"

Q_LOGGING_CATEGORY(lcCore, "tunebench.core", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTransport, "tunebench.transport", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSsh, "tunebench.ssh", QtInfoMsg)
Q_LOGGING_CATEGORY(lcHosts, "tunebench.hosts", QtInfoMsg)
Q_LOGGING_CATEGORY(lcNetperf, "tunebench.netperf", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTunables, "tunebench.tunables", QtInfoMsg)
Q_LOGGING_CATEGORY(lcExperiment, "tunebench.experiment", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStats, "tunebench.stats", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStore, "tunebench.store", QtInfoMsg)
Q_LOGGING_CATEGORY(lcReport, "tunebench.report", QtInfoMsg)
