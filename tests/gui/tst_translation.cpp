// SPDX-License-Identifier: GPL-3.0-or-later
// The German catalogue is complete, and the main window under a German locale shows no text that
// the catalogue translates but the window left in English (a tr() whose context lupdate recorded
// differently from the one the code asks for at run time, or a string built outside tr()). Every
// lookup the catalogue cannot answer is recorded, so a context mismatch shows even for text no
// widget displays; the CLI's help and a few of its errors (and backend messages it prints) come
// out in German too.
#include "clicapture.h"
#include "experiment/exploretimeline.h"
#include "experimentfixture.h"
#include "explorecli.h"
#include "i18n.h"
#include "mainwindow.h"
#include "netperf/netperffailure.h"
#include "displaytext/statustext.h"
#include "views/historyview.h"
#include "views/resultsview.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMetaEnum>
#include <QMenu>
#include <QMenuBar>
#include <QMutex>
#include <QMutexLocker>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QToolBar>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace Tunebench;

namespace {

struct Catalogue
{
    QSet<QString> sources;       ///< English source texts whose German translation differs from them
    QSet<QString> allSources;    ///< every source text
    QSet<QString> contexts;      ///< every context
    QSet<QString> translations;  ///< every German text (some equal their source, e.g. "Status")
    QStringList unfinished;      ///< "context: source" of messages without a finished translation
    QString error;
};

Catalogue readCatalogue(const QString &path)
{
    Catalogue catalogue;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        catalogue.error = file.errorString();
        return catalogue;
    }
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    QStringList forms;
    bool finished = true;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        const auto name = xml.name();
        if (xml.isStartElement() && name == QLatin1String("name")) {
            context = xml.readElementText();
            catalogue.contexts.insert(context);
        } else if (xml.isStartElement() && name == QLatin1String("message")) {
            source.clear();
            forms.clear();
            finished = true;
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.isStartElement() && name == QLatin1String("source")) {
            source = xml.readElementText();
            catalogue.allSources.insert(source);
        } else if (xml.isStartElement() && name == QLatin1String("translation")) {
            finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            if (!numerus)
                forms << xml.readElementText();
        } else if (xml.isStartElement() && name == QLatin1String("numerusform")) {
            forms << xml.readElementText();
        } else if (xml.isEndElement() && name == QLatin1String("message")) {
            if (!finished || forms.isEmpty() || forms.constFirst().trimmed().isEmpty())
                catalogue.unfinished << context + QLatin1String(": ") + source;
            for (const QString &form : std::as_const(forms)) {
                catalogue.translations.insert(form);
                if (!form.trimmed().isEmpty() && form != source)
                    catalogue.sources.insert(source);
            }
        }
    }
    if (xml.hasError())
        catalogue.error = xml.errorString();
    return catalogue;
}

/// Installed before the real catalogues, so asked last: sees every lookup that neither Tunebench's
/// catalogue nor Qt's answered. Lookups of Qt's own contexts that concern no text of ours are
/// left out (there may be no Qt catalogue for German installed).
class MissRecorder : public QTranslator
{
public:
    explicit MissRecorder(const Catalogue &catalogue) : m_catalogue(catalogue) {}

    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        const QString ctx = QString::fromUtf8(context);
        const QString source = QString::fromUtf8(sourceText);
        const bool qtOwn = ctx.size() > 1 && ctx.at(0) == QLatin1Char('Q') && ctx.at(1).isUpper();
        // KSyntaxHighlighting (Debian 13) names its definitions through its own catalogue, in
        // these contexts: "Markdown" there is the highlighter's, not our report format's.
        const bool syntaxHighlighting = ctx == QLatin1String("Language") || ctx == QLatin1String("Language Section");
        const bool ours = !syntaxHighlighting
            && (m_catalogue.allSources.contains(source) || (m_catalogue.contexts.contains(ctx) && !qtOwn));
        QMutexLocker lock(&m_mutex);
        if (m_recording && ours)
            m_misses.insert(QStringLiteral("%1: \"%2\"").arg(ctx, source));
        return {};
    }

    void setRecording(bool on)
    {
        QMutexLocker lock(&m_mutex);
        m_recording = on;
    }
    QStringList takeMisses()
    {
        QMutexLocker lock(&m_mutex);
        QStringList misses(m_misses.cbegin(), m_misses.cend());
        m_misses.clear();
        misses.sort();
        return misses;
    }

private:
    const Catalogue &m_catalogue;
    mutable QMutex m_mutex;
    mutable QSet<QString> m_misses;
    bool m_recording = true;
};

/// Stands in for Qt's German catalogue (which need not be installed) for the one text the CLI
/// rewrites: QCommandLineParser's "Usage: %1".
class QtUsageTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "QCommandLineParser") == 0 && qstrcmp(sourceText, "Usage: %1") == 0)
            return QStringLiteral("Aufruf: %1");
        return {};
    }
};

class TextCollector
{
public:
    explicit TextCollector(QWidget *window) : m_window(window) {}

    void collect()
    {
        add(m_window->windowTitle(), m_window);
        for (QWidget *widget : m_window->findChildren<QWidget *>()) {
            if (widget->isVisibleTo(m_window))
                collectWidget(widget);
        }
        if (auto *main = qobject_cast<QMainWindow *>(m_window)) {
            for (QAction *action : main->menuBar()->actions())
                collectAction(action);
            add(main->statusBar()->currentMessage(), main->statusBar());
        }
    }

    /// "text  [where]" of every text seen, by text
    QMap<QString, QString> texts;

private:
    void add(const QString &text, const QObject *where)
    {
        if (text.isEmpty() || texts.contains(text))
            return;
        QString name = QString::fromLatin1(where->metaObject()->className());
        for (const QObject *o = where; o; o = o->parent()) {
            if (!o->objectName().isEmpty()) {
                name += QLatin1String(" in ") + o->objectName();
                break;
            }
        }
        texts.insert(text, name);
    }

    void collectAction(QAction *action)
    {
        add(action->text(), action);
        add(action->toolTip() == QString(action->text()).remove(QLatin1Char('&')) ? QString() : action->toolTip(), action);
        add(action->statusTip(), action);
        if (QMenu *menu = action->menu()) {
            add(menu->title(), menu);
            for (QAction *child : menu->actions())
                collectAction(child);
        }
    }

    void collectWidget(QWidget *widget)
    {
        add(widget->toolTip(), widget);
        add(widget->statusTip(), widget);
        if (widget->isWindow() || qobject_cast<QDockWidget *>(widget))
            add(widget->windowTitle(), widget);
        if (auto *label = qobject_cast<QLabel *>(widget))
            add(label->text(), widget);
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            add(button->text(), widget);
        if (auto *box = qobject_cast<QGroupBox *>(widget))
            add(box->title(), widget);
        if (auto *edit = qobject_cast<QLineEdit *>(widget))
            add(edit->placeholderText(), widget);
        if (auto *edit = qobject_cast<QPlainTextEdit *>(widget))
            add(edit->placeholderText(), widget);
        if (auto *edit = qobject_cast<QTextEdit *>(widget))
            add(edit->placeholderText(), widget);
        if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            add(combo->placeholderText(), widget);
            // An editable combo offers data (host names such as "local"), a fixed one choices.
            for (int i = 0; i < combo->count() && !combo->isEditable(); ++i)
                add(combo->itemText(i), widget);
        }
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
            add(spin->specialValueText(), widget);
        if (auto *spin = qobject_cast<QSpinBox *>(widget)) {
            add(spin->prefix(), widget);
            add(spin->suffix(), widget);
        }
        if (auto *spin = qobject_cast<QDoubleSpinBox *>(widget)) {
            add(spin->prefix(), widget);
            add(spin->suffix(), widget);
        }
        if (auto *progress = qobject_cast<QProgressBar *>(widget))
            add(progress->format(), widget);
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(tabs->tabText(i), widget);
                add(tabs->tabToolTip(i), widget);
            }
        }
        if (auto *toolbar = qobject_cast<QToolBar *>(widget)) {
            add(toolbar->windowTitle(), widget);
            for (QAction *action : toolbar->actions())
                collectAction(action);
        }
        for (QAction *action : widget->actions())
            collectAction(action);
        if (auto *view = qobject_cast<QAbstractItemView *>(widget); view && view->model())
            collectHeaders(view->model(), widget);
    }

    void collectHeaders(const QAbstractItemModel *model, const QWidget *view)
    {
        for (int c = 0; c < model->columnCount(); ++c) {
            add(model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(), view);
            add(model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString(), view);
        }
    }

    QWidget *m_window;
};

} // namespace

class TestTranslation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_catalogue = readCatalogue(QStringLiteral(TUNEBENCH_SOURCE_DIR "/translations/tunebench_de.ts"));
        QVERIFY2(m_catalogue.error.isEmpty(), qPrintable(m_catalogue.error));
        QVERIFY(m_catalogue.sources.size() > 100);
        m_misses = std::make_unique<MissRecorder>(m_catalogue);
        QCoreApplication::installTranslator(m_misses.get());
        QVERIFY(installTranslations(*qApp, QLocale(QLocale::German, QLocale::Germany)));
        // The recorder sees a known text asked for in a context lupdate did not record it in.
        QCOMPARE(QCoreApplication::translate("CliCommand", "Show this help."), QStringLiteral("Diese Hilfe anzeigen."));
        QCOMPARE(QCoreApplication::translate("Tunebench::Cli::NoSuchCommand", "Show this help."),
                 QStringLiteral("Show this help."));
        QCOMPARE(m_misses->takeMisses(), QStringList{QStringLiteral("Tunebench::Cli::NoSuchCommand: \"Show this help.\"")});
    }

    void init() { m_misses->takeMisses(); }

    void cleanup()
    {
        const QStringList misses = m_misses->takeMisses();
        QVERIFY2(misses.isEmpty(),
                 qPrintable(QStringLiteral("%1 lookup(s) the catalogue has no entry for in the context the code asked "
                                           "for (lupdate saw another context, or the text is not in it):\n  %2")
                                .arg(misses.size())
                                .arg(misses.join(QLatin1String("\n  ")))));
    }

    void catalogueHasNoUnfinishedMessages()
    {
        QVERIFY2(m_catalogue.unfinished.isEmpty(),
                 qPrintable(QStringLiteral("%1 unfinished message(s) in translations/tunebench_de.ts "
                                           "(scripts/update-translations lists them):\n  %2")
                                .arg(m_catalogue.unfinished.size())
                                .arg(m_catalogue.unfinished.join(QLatin1String("\n  ")))));
    }

    void mainViewsShowNoUntranslatedText()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindowOptions options;
        options.databasePath = dir.filePath(QStringLiteral("results.sqlite"));
        qint64 sweep = -1;
        {
            // A stored sweep experiment, so that every page of the results view has something to show.
            Database database(options.databasePath);
            QVERIFY(database.open().ok());
            QVERIFY(Test::recordExperiment(database, Test::twoArmFixture()) > 0);
            sweep = Test::recordExperiment(database, Test::sweepFixture());
            QVERIFY(sweep > 0);
        }
        MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("&Datei"));

        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
        QVERIFY(tabs);
        QVERIFY(tabs->count() >= 2);
        TextCollector collector(&window);
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            collector.collect();
        }
        // The results view with an experiment opened from the history, page by page.
        auto *history = window.findChild<HistoryView *>();
        auto *results = window.findChild<ResultsView *>();
        QVERIFY(history && results);
        QTRY_COMPARE_WITH_TIMEOUT(history->table()->model()->rowCount(), 2, 30000);
        history->selectExperiments({sweep});
        history->openCurrent();
        QTRY_COMPARE_WITH_TIMEOUT(results->experimentId(), sweep, 30000);
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->widget(i)->isAncestorOf(results) || tabs->widget(i) == results)
                tabs->setCurrentIndex(i);
        const QMetaEnum pages = QMetaEnum::fromType<ResultsView::Page>();
        for (int p = 0; p < pages.keyCount(); ++p) {
            const auto page = ResultsView::Page(pages.value(p));
            QVERIFY2(results->isPageAvailable(page), pages.key(p));
            results->showPage(page);
            QCoreApplication::processEvents();
            collector.collect();
        }
        QVERIFY(collector.texts.size() > 40);
        qInfo("%d tabs, %d distinct texts checked", int(tabs->count()), int(collector.texts.size()));

        QStringList untranslated;
        for (auto it = collector.texts.cbegin(); it != collector.texts.cend(); ++it) {
            if (m_catalogue.sources.contains(it.key()) && !m_catalogue.translations.contains(it.key()))
                untranslated << QStringLiteral("\"%1\" (%2)").arg(it.key(), it.value());
        }
        QVERIFY2(untranslated.isEmpty(), qPrintable(QStringLiteral("shown in English although translated:\n  ")
                                                    + untranslated.join(QLatin1String("\n  "))));
    }

    void germanMenuAcceleratorsAreUnique()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindowOptions options;
        options.databasePath = dir.filePath(QStringLiteral("results.sqlite"));
        MainWindow window(options);
        const auto mnemonic = [](const QString &text) {
            const qsizetype at = QString(text).replace(QLatin1String("&&"), QLatin1String("__")).indexOf(QLatin1Char('&'));
            return at < 0 || at + 1 >= text.size() ? QChar() : text.at(at + 1).toLower();
        };
        QList<QList<QAction *>> menus{window.menuBar()->actions()};
        for (QAction *action : window.menuBar()->actions())
            menus << action->menu()->actions();
        QStringList clashes;
        for (const QList<QAction *> &menu : std::as_const(menus)) {
            QHash<QChar, QString> seen;
            for (QAction *action : menu) {
                const QChar key = mnemonic(action->text());
                if (key.isNull())
                    continue;
                if (seen.contains(key))
                    clashes << seen.value(key) + QLatin1String(" / ") + action->text();
                seen.insert(key, action->text());
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1String(", "))));
    }

    void cliSpeaksGerman()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&dir](const QString &name, const QByteArray &content) {
            QFile file(dir.filePath(name));
            return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() ? file.fileName() : QString();
        };
        const QString numbers = write(QStringLiteral("numbers.txt"), "1\n2\nthree\n");
        const QString notJson = write(QStringLiteral("notjson.json"), "nope");
        const QString unknownField = write(QStringLiteral("field.json"),
                                           R"({"format": "tunebench-experiment", "version": 1, "name": "x", "bogus": 1})");
        QVERIFY(!numbers.isEmpty() && !notJson.isEmpty() && !unknownField.isEmpty());
        const QString db = dir.filePath(QStringLiteral("cli.sqlite"));

        QList<QStringList> cases{{QStringLiteral("--help")},
                                 {QStringLiteral("frobnicate")},
                                 {QStringLiteral("compare"), dir.filePath(QStringLiteral("missing")), numbers},
                                 {QStringLiteral("compare"), numbers, numbers},
                                 {QStringLiteral("run"), notJson, QStringLiteral("--db"), db},
                                 {QStringLiteral("run"), unknownField, QStringLiteral("--db"), db},
                                 {QStringLiteral("explore"), QStringLiteral("tb-client"), QStringLiteral("--db"), db},
                                 {QStringLiteral("list"), QStringLiteral("--no-such-option")}};
        for (const auto &command : Cli::allCommands())
            cases << QStringList{command->name(), QStringLiteral("--help")};
        const auto runAll = [&cases] {
            QStringList outputs;
            for (const QStringList &args : std::as_const(cases)) {
                const Test::Captured r = Test::runCliCaptured(args);
                outputs << r.out + r.err;
            }
            // Backend messages the CLI prints, reached directly.
            outputs << Cli::ExploreLine::parse(QStringLiteral("frobnicate")).error().message
                    << notInstalledError(QStringLiteral("netperf"), QStringLiteral("tb-server")).message
                    << statusText(QStringLiteral("interrupted"))
                    << ExploreMarker::statusText(ExploreMarker::Status::Partial);
            return outputs;
        };
        const QStringList german = runAll();
        QVERIFY(german.constFirst().contains(QLatin1String("Befehle:")));
        QVERIFY2(german.at(2).contains(QLatin1String("kann nicht gelesen werden")), qPrintable(german.at(2)));

        // The same in English: every output must differ (some message of it is German).
        const QList<QTranslator *> translators = qApp->findChildren<QTranslator *>();
        for (QTranslator *translator : translators)
            QCoreApplication::removeTranslator(translator);
        m_misses->setRecording(false);
        const QStringList english = runAll();
        m_misses->setRecording(true);
        for (QTranslator *translator : translators)
            QCoreApplication::installTranslator(translator);
        QCOMPARE(english.size(), german.size());
        QStringList same;
        for (qsizetype i = 0; i < german.size(); ++i) {
            QVERIFY2(!german.at(i).trimmed().isEmpty(), qPrintable(QString::number(i)));
            if (german.at(i) == english.at(i))
                same << (i < cases.size() ? cases.at(i).join(QLatin1Char(' ')) : QString::number(i)) + QLatin1String(": ")
                        + german.at(i).left(200);
        }
        QVERIFY2(same.isEmpty(), qPrintable(QStringLiteral("still English in German:\n  ") + same.join(QLatin1String("\n  "))));

        // Help names the command as it is typed, also when Qt's catalogue translates "Usage: %1".
        QtUsageTranslator usage;
        QCoreApplication::installTranslator(&usage);
        const Test::Captured help = Test::runCliCaptured({QStringLiteral("compare"), QStringLiteral("--help")});
        QCoreApplication::removeTranslator(&usage);
        QVERIFY2(help.out.startsWith(QLatin1String("Aufruf: tunebench-cli compare [")), qPrintable(help.out.left(200)));
    }

private:
    Catalogue m_catalogue;
    std::unique_ptr<MissRecorder> m_misses;
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
