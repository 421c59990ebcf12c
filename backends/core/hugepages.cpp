// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hugepages.h"

#include <QIODevice>

#include <limits>

#if defined(Q_OS_LINUX)
#include <sys/mman.h>
#endif

namespace Tunebench {

void adviseHugePages(void *data, qsizetype bytes)
{
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
    constexpr quintptr huge = 2 * 1024 * 1024;
    const auto begin = (quintptr(data) + huge - 1) & ~(huge - 1);
    const auto end = (quintptr(data) + quintptr(bytes)) & ~(huge - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

QByteArray readAllIntoHugePages(QIODevice &device)
{
    const qint64 left = device.isSequential() ? 0 : device.size() - device.pos();
    if (left < 4 * 1024 * 1024 || left > qint64(std::numeric_limits<qsizetype>::max() / 2))
        return device.readAll();
    QByteArray data(qsizetype(left), Qt::Uninitialized);
    adviseHugePages(data.data(), data.size());
    qsizetype filled = 0;
    while (filled < data.size()) {
        const qint64 n = device.read(data.data() + filled, data.size() - filled);
        if (n <= 0)
            break;
        filled += qsizetype(n);
    }
    data.truncate(filled);
    if (filled == qsizetype(left))
        data += device.readAll(); // what the file gained since its size was read
    return data;
}

} // namespace Tunebench
