// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/fallbackhighlighter.h"
#include "text/highlightedtextview.h"
#include "text/syntaxrepository.h"

#include <QFile>
#include <QPlainTextDocumentLayout>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QXmlStreamReader>

using namespace Tunebench;

namespace {

QStringList fixtureLines(const char *name)
{
    QFile file(QStringLiteral(TUNEBENCH_TEST_DATA_DIR "/netperf-log/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

int lineStartingWith(const QStringList &lines, const QString &prefix)
{
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(prefix))
            return i;
    }
    qFatal("no line starts with %s", qPrintable(prefix));
    return -1;
}

QColor foreground(const QTextCharFormat &format)
{
    return format.hasProperty(QTextFormat::ForegroundBrush) ? format.foreground().color() : QColor();
}

QPalette paletteWith(QColor base, QColor text)
{
    QPalette palette;
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Window, base);
    palette.setColor(QPalette::WindowText, text);
    return palette;
}

// Formats a highlighter put on @p line of @p document.
QList<QTextLayout::FormatRange> formatsOf(QTextDocument &document, int line)
{
    return document.findBlockByNumber(line).layout()->formats();
}

} // namespace

class TestHighlightedTextView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qInfo("highlighting with %s",
              SyntaxRepository::usesKSyntaxHighlighting() ? "KSyntaxHighlighting" : "the built-in fallback");
    }

    void loadsTheNetperfDefinitionAndBash()
    {
        SyntaxRepository repository;
        QVERIFY(repository.hasDefinition(TextLanguage::NetperfOutput));
        QVERIFY(repository.hasDefinition(TextLanguage::Bash));
        QVERIFY(!repository.hasDefinition(TextLanguage::Plain));
    }

    void netperfLogTellsInterimLinesWarningsAndErrorsApart()
    {
        SyntaxRepository repository;
        HighlightedTextView view(TextLanguage::NetperfOutput, &repository);
        view.setPalette(paletteWith(Qt::white, Qt::black));
        QStringList lines = fixtureLines("tcp_rr_demo_cpu_confidence_warning.txt");
        lines += fixtureLines("establish_control_failure.txt");
        view.appendLines(lines);
        QCOMPARE(view.document()->blockCount(), lines.size());

        const int interim = lineStartingWith(lines, QStringLiteral("Interim result:"));
        const int warning = lineStartingWith(lines, QStringLiteral("!!! WARNING"));
        const int error = lineStartingWith(lines, QStringLiteral("establish control:"));
        const int banner = lineStartingWith(lines, QStringLiteral("MIGRATED"));
        const int number = int(lines[interim].indexOf(QRegularExpression(QStringLiteral("[0-9]"))));
        QTRY_VERIFY(!view.formatAt(error, 4).properties().isEmpty()); // highlighting may trail by one event-loop pass

        const QColor interimColor = foreground(view.formatAt(interim, 0));
        const QColor numberColor = foreground(view.formatAt(interim, number));
        const QColor warningColor = foreground(view.formatAt(warning, 4));
        const QColor errorColor = foreground(view.formatAt(error, 4));
        for (const QColor &color : {interimColor, numberColor, warningColor, errorColor})
            QVERIFY(color.isValid() && color != QColor(Qt::black));
        QVERIFY(interimColor != numberColor);
        // KDE's Breeze themes draw warnings and errors in the same red, errors underlined; so
        // the two must differ in format, not necessarily in colour.
        QVERIFY(view.formatAt(warning, 4) != view.formatAt(error, 4));
        QVERIFY(errorColor != interimColor);
        QVERIFY(warningColor != interimColor);
        QVERIFY(!view.formatAt(banner, 0).properties().isEmpty());
    }

    void bashPreviewHighlightsKeywordsStringsAndComments()
    {
        SyntaxRepository repository;
        HighlightedTextView view(TextLanguage::Bash, &repository);
        view.setPalette(paletteWith(Qt::white, Qt::black));
        view.setText(QStringLiteral("set -eu\n"
                                    "if [ \"$(id -u)\" -ne 0 ]; then echo 'need root' >&2; exit 1; fi\n"
                                    "ethtool -C eth0 adaptive-rx off # step 2: apply arm B\n"));
        QTRY_VERIFY(!view.formatAt(2, 40).properties().isEmpty());
        const QString line1 = view.document()->findBlockByNumber(1).text();
        const QColor keyword = foreground(view.formatAt(1, 0));
        const QColor string = foreground(view.formatAt(1, int(line1.indexOf(QLatin1String("'need")) + 2)));
        const QString line2 = view.document()->findBlockByNumber(2).text();
        const QColor comment = foreground(view.formatAt(2, int(line2.indexOf(QLatin1Char('#')) + 3)));
        QVERIFY(keyword.isValid());
        QVERIFY(string.isValid());
        QVERIFY(comment.isValid());
        QVERIFY(keyword != string);
        QVERIFY(comment != string);
        QVERIFY(foreground(view.formatAt(2, 2)) != comment); // "ethtool" is no comment
    }

    void followsPaletteChanges()
    {
        SyntaxRepository repository;
        HighlightedTextView view(TextLanguage::NetperfOutput, &repository);
        view.setPalette(paletteWith(Qt::white, Qt::black));
        view.appendLines({QStringLiteral("!!! WARNING")});
        QTRY_VERIFY(foreground(view.formatAt(0, 4)).isValid());
        const QColor light = foreground(view.formatAt(0, 4));
        view.setPalette(paletteWith(QColor(0x1e, 0x1e, 0x1e), QColor(0xee, 0xee, 0xee)));
        QTRY_VERIFY(foreground(view.formatAt(0, 4)).isValid() && foreground(view.formatAt(0, 4)) != light);
        QVERIFY(foreground(view.formatAt(0, 4)).lightness() > light.lightness()); // light on dark
    }

    void liveLogIsBoundedAndFollowsTheTail()
    {
        SyntaxRepository repository;
        HighlightedTextView view(TextLanguage::NetperfOutput, &repository);
        view.resize(400, 200);
        view.setMaximumLines(100);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int batch = 0; batch < 10; ++batch) {
            QStringList lines;
            for (int i = 0; i < 100; ++i)
                lines << QStringLiteral("Interim result: %1.00 Trans/s over 0.250 seconds").arg(batch * 100 + i);
            view.appendLines(lines);
        }
        QVERIFY(view.document()->blockCount() <= 100);
        QVERIFY(view.document()->lastBlock().text().contains(QLatin1String("999.00")));
        QCOMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());

        view.verticalScrollBar()->setValue(0); // the user scrolls up to read
        view.appendLines({QStringLiteral("Interim result: 1.00 Trans/s over 0.250 seconds")});
        QCOMPARE(view.verticalScrollBar()->value(), 0);
        QVERIFY(view.isReadOnly());
    }

    void plainTextIsNotHighlighted()
    {
        SyntaxRepository repository;
        HighlightedTextView view(TextLanguage::Plain, &repository);
        view.setText(QStringLiteral("!!! WARNING"));
        QVERIFY(!view.isHighlighted());
        QTest::qWait(20);
        QVERIFY(view.formatAt(0, 4).properties().isEmpty());
        view.setLanguage(TextLanguage::NetperfOutput);
        QVERIFY(view.isHighlighted());
        QTRY_VERIFY(!view.formatAt(0, 4).properties().isEmpty());
    }

    // The fallback is what Debian 12 users see; test it directly so Debian 13 builds cover it too.
    void fallbackColoursNetperfRoles()
    {
        QTextDocument document;
        document.setDocumentLayout(new QPlainTextDocumentLayout(&document)); // as in the views
        FallbackHighlighter highlighter(TextLanguage::NetperfOutput, &document);
        highlighter.setPalette(paletteWith(Qt::white, Qt::black));
        document.setPlainText(QStringLiteral("Interim result: 63033.95 Trans/s over 0.250 seconds\n"
                                             "!!! WARNING\n"
                                             "establish control: are you sure there is a netserver listening?\n"
                                             "16384  131072 1       1      1.00    22856.24\n"
                                             "NETPERF_INTERIM_RESULT[0]=63033.95\n"));
        // QSyntaxHighlighter highlights a freshly attached document on the next event-loop pass.
        QTRY_VERIFY(!formatsOf(document, 0).isEmpty());
        using Role = FallbackHighlighter::Role;
        const auto roleAt = [&](int line, int column) {
            for (const auto &range : formatsOf(document, line)) {
                if (column >= range.start && column < range.start + range.length)
                    return range.format;
            }
            return QTextCharFormat();
        };
        QCOMPARE(roleAt(0, 0), highlighter.format(Role::Interim));
        QCOMPARE(roleAt(0, 17), highlighter.format(Role::Number));
        QCOMPARE(roleAt(1, 5), highlighter.format(Role::Warning));
        QCOMPARE(roleAt(2, 20), highlighter.format(Role::Error));
        QCOMPARE(roleAt(3, 8), highlighter.format(Role::Result));
        QCOMPARE(roleAt(4, 3), highlighter.format(Role::Key));
    }

    void fallbackColoursBashRoles()
    {
        QTextDocument document;
        document.setDocumentLayout(new QPlainTextDocumentLayout(&document)); // as in the views
        FallbackHighlighter highlighter(TextLanguage::Bash, &document);
        document.setPlainText(QStringLiteral("sudo sysctl -w net.core.busy_poll=50 && echo \"$HOST\" # done"));
        QTRY_VERIFY(!formatsOf(document, 0).isEmpty());
        using Role = FallbackHighlighter::Role;
        const QString text = document.firstBlock().text();
        const auto at = [&](const QString &needle) {
            const auto column = text.indexOf(needle);
            for (const auto &range : formatsOf(document, 0)) {
                if (column >= range.start && column < range.start + range.length)
                    return range.format;
            }
            return QTextCharFormat();
        };
        QCOMPARE(at(QStringLiteral("sudo")), highlighter.format(Role::Keyword));
        QCOMPARE(at(QStringLiteral("-w")), highlighter.format(Role::Option));
        QCOMPARE(at(QStringLiteral("&&")), highlighter.format(Role::Operator));
        QCOMPARE(at(QStringLiteral("\"$HOST")), highlighter.format(Role::String));
        QCOMPARE(at(QStringLiteral("# done")), highlighter.format(Role::Comment));
    }

    // The definition the Repository loads on Debian 13, checked here on every build: well-formed,
    // named as SyntaxRepository asks for it, every regular expression valid, every attribute declared.
    void shippedNetperfDefinitionIsConsistent()
    {
        QFile file(QStringLiteral(":/tunebench/ksyntaxhighlighting/syntax/netperf-output.xml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QSet<QString> declared;
        QSet<QString> used;
        QSet<QString> contexts;
        QSet<QString> targets;
        int regexes = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto attributes = xml.attributes();
            if (xml.name() == QLatin1String("language"))
                QCOMPARE(attributes.value(QLatin1String("name")).toString(),
                         SyntaxRepository::definitionName(TextLanguage::NetperfOutput));
            if (xml.name() == QLatin1String("itemData"))
                declared.insert(attributes.value(QLatin1String("name")).toString());
            if (xml.name() == QLatin1String("context"))
                contexts.insert(attributes.value(QLatin1String("name")).toString());
            if (attributes.hasAttribute(QLatin1String("attribute")))
                used.insert(attributes.value(QLatin1String("attribute")).toString());
            const QString target = attributes.value(QLatin1String("context")).toString();
            if (!target.isEmpty() && !target.startsWith(QLatin1Char('#')))
                targets.insert(target);
            if (xml.name() == QLatin1String("RegExpr")) {
                const QRegularExpression re(attributes.value(QLatin1String("String")).toString());
                QVERIFY2(re.isValid(), qPrintable(re.pattern() + QLatin1String(": ") + re.errorString()));
                ++regexes;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(regexes >= 5);
        QVERIFY2(used.subtract(declared).isEmpty(), qPrintable(QStringList(used.values()).join(u',')));
        QVERIFY2(targets.subtract(contexts).isEmpty(), qPrintable(QStringList(targets.values()).join(u',')));
    }
};

QTEST_MAIN(TestHighlightedTextView)
#include "tst_highlightedtextview.moc"
