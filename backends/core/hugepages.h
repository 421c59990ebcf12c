// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QtGlobal>

class QIODevice;

namespace Tunebench {

/// Asks Linux to back the whole 2 MiB pages of a large block with transparent huge pages, where
/// they are enabled "madvise" (Debian's default). A block of tens of MB faulted in 4 KiB pages
/// costs a fault per page, which measured a tenth of a 100 MB parse on bare metal and half of a
/// 100 MB import on a virtual machine. A hint only: errors do not matter, other systems ignore it.
void adviseHugePages(void *data, qsizetype bytes);

/// All that is left of @p device (a file: its size tells how much) in one block advised as above,
/// rather than QIODevice::readAll()'s. Stops early on a read error (the device's errorString()).
[[nodiscard]] QByteArray readAllIntoHugePages(QIODevice &device);

} // namespace Tunebench
