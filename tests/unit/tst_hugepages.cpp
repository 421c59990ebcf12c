// SPDX-License-Identifier: GPL-3.0-or-later
// readAllIntoHugePages(): the same bytes as QIODevice::readAll(), from wherever the device stands.
#include "core/hugepages.h"

#include <QBuffer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Tunebench;

class TestHugePages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsWhatReadAllReads_data()
    {
        QTest::addColumn<qsizetype>("size");
        QTest::addColumn<qint64>("from");
        QTest::newRow("empty") << qsizetype(0) << qint64(0);
        QTest::newRow("small, read whole") << qsizetype(1000) << qint64(0);
        QTest::newRow("big, read whole") << qsizetype(9 * 1024 * 1024 + 17) << qint64(0);
        QTest::newRow("big, from the middle") << qsizetype(9 * 1024 * 1024 + 17) << qint64(3 * 1024 * 1024 + 5);
        QTest::newRow("big, its last bytes") << qsizetype(9 * 1024 * 1024 + 17) << qint64(9 * 1024 * 1024);
    }
    void readsWhatReadAllReads()
    {
        QFETCH(qsizetype, size);
        QFETCH(qint64, from);
        QByteArray bytes(size, Qt::Uninitialized);
        QRandomGenerator generator(42);
        for (char &byte : bytes)
            byte = char(generator.bounded(256));
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("log.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), qint64(size));
        file.close();

        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.seek(from));
        const QByteArray read = readAllIntoHugePages(file);
        QCOMPARE(read.size(), size - from);
        QVERIFY(read == bytes.sliced(from));
        QVERIFY(file.atEnd());

        QBuffer buffer(&bytes); // not a file: the same from any device with a size
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        QVERIFY(buffer.seek(from));
        QVERIFY(readAllIntoHugePages(buffer) == bytes.sliced(from));
    }
};

QTEST_GUILESS_MAIN(TestHugePages)
#include "tst_hugepages.moc"
