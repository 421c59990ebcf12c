// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/qcp.h"
#include "charts/siaxisticker.h"
#include "charts/siformat.h"

#include <QTest>

using namespace Tunebench;

class TestSiAxisTicker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formatsSingleValuesWithThreeSignificantDigits_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("label");
        QTest::newRow("kilo") << 12345.0 << QString() << QStringLiteral("12.3 k");
        QTest::newRow("mega with unit") << 2.5e6 << QStringLiteral("Tr/s") << QStringLiteral("2.50 MTr/s");
        QTest::newRow("plain") << 950.0 << QString() << QStringLiteral("950");
        QTest::newRow("rounds up to next prefix") << 999999.0 << QString() << QStringLiteral("1.00 M");
        QTest::newRow("micro") << 0.000850 << QStringLiteral("s") << QStringLiteral("850 \u00b5s");
        QTest::newRow("milli") << 0.0123 << QString() << QStringLiteral("12.3 m");
        QTest::newRow("negative") << -4200.0 << QString() << QStringLiteral("-4.20 k");
        QTest::newRow("zero") << 0.0 << QString() << QStringLiteral("0");
        QTest::newRow("giga") << 9.87e9 << QString() << QStringLiteral("9.87 G");
    }
    void formatsSingleValuesWithThreeSignificantDigits()
    {
        QFETCH(double, value);
        QFETCH(QString, unit);
        QFETCH(QString, label);
        QCOMPARE(formatSi(value, unit), label);
    }

    void labelsAnAxisWithOnePrefixAndExactSteps_data()
    {
        QTest::addColumn<QList<double>>("ticks");
        QTest::addColumn<QStringList>("labels");
        QTest::newRow("half kilo steps") << QList<double>{0, 500, 1000, 1500}
                                         << QStringList{"0", "0.5 k", "1.0 k", "1.5 k"};
        QTest::newRow("quarter steps keep two decimals")
            << QList<double>{12000, 12250, 12500} << QStringList{"12.00 k", "12.25 k", "12.50 k"};
        QTest::newRow("whole kilo steps") << QList<double>{20000, 40000, 60000}
                                          << QStringList{"20 k", "40 k", "60 k"};
        QTest::newRow("below a thousand") << QList<double>{0, 200, 400, 600, 800}
                                          << QStringList{"0", "200", "400", "600", "800"};
        QTest::newRow("mega") << QList<double>{1e6, 1.2e6, 1.4e6} << QStringList{"1.0 M", "1.2 M", "1.4 M"};
        QTest::newRow("milli") << QList<double>{0.001, 0.002, 0.003} << QStringList{"1 m", "2 m", "3 m"};
        QTest::newRow("noise around zero") << QList<double>{-1e-13, 50, 100} << QStringList{"0", "50", "100"};
    }
    void labelsAnAxisWithOnePrefixAndExactSteps()
    {
        QFETCH(QList<double>, ticks);
        QFETCH(QStringList, labels);
        QCOMPARE(formatSiTicks(ticks), labels);
    }

    void usesTheAxisLocale()
    {
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(formatSiTicks({0, 500, 1000}, {}, german), QStringList({"0", "0,5 k", "1,0 k"}));
    }

    void tickerLabelsAQCustomPlotAxis()
    {
        QCustomPlot plot;
        plot.resize(800, 400);
        auto ticker = QSharedPointer<SiAxisTicker>::create(QStringLiteral("Tr/s"));
        plot.yAxis->setTicker(ticker);
        plot.yAxis->setRange(0, 52000);
        plot.replot();
        const QVector<QString> labels = plot.yAxis->tickVectorLabels();
        QVERIFY(labels.size() >= 3);
        for (const QString &label : labels)
            QVERIFY2(label == QLatin1String("0 Tr/s") || label.endsWith(QLatin1String(" kTr/s")),
                     qPrintable(label));
        QVERIFY(labels.contains(QStringLiteral("0 Tr/s")));
    }
};

QTEST_MAIN(TestSiAxisTicker)
#include "tst_siaxisticker.moc"
