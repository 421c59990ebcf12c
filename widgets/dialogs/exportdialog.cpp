// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/exportdialog.h"

#include "charts/reportcharts.h"
#include "dialogs/busystatusrow.h"
#include "dialogs/exportoutput.h"
#include "report/flentwriter.h"
#include "report/mailreportwriter.h"
#include "report/reportbuilder.h"
#include "report/reportcomposer.h"
#include "report/reportexporter.h"
#include "report/reportmodel.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace Tunebench {

namespace {

enum PreviewPage
{
    TextPage,
    HtmlPage
};

QString purpose(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Html:
        return ExportDialog::tr("For a browser or a wiki: the tables, verdicts and every chart in one file that "
                                "loads nothing from elsewhere.");
    case ReportFormat::Pdf:
        return ExportDialog::tr("For printing and attaching: the same report as pages, the charts as vectors.");
    case ReportFormat::Markdown:
        return ExportDialog::tr(
            "For a repository or a ticket: text tables, each chart as a PNG file in the same folder.");
    case ReportFormat::Text:
        return ExportDialog::tr("For a mailing list: at most 80 columns, no tabs, netperf command lines wrapped as a "
                                "shell reads them; no charts.");
    case ReportFormat::Mail:
        return ExportDialog::tr("For a reply on a mailing list: at most 72 columns, one compact table per arm, one "
                                "verdict line per metric, only the settings that differ.");
    case ReportFormat::Csv:
        return ExportDialog::tr("For a spreadsheet: one row per run; the interim samples go to a second file, "
                                "NAME.samples.csv.");
    case ReportFormat::Json:
        return ExportDialog::tr("Everything stored about the experiment, raw netperf output included; File → Import "
                                "reads it back into any Tunebench.");
    case ReportFormat::Flent:
        return ExportDialog::tr("For Flent's plots and statistics (flent -i FILE): each run is a series of its "
                                "interim rates.");
    }
    return QString();
}

QString displayName(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Markdown:
        return ExportDialog::tr("Markdown");
    case ReportFormat::Text:
        return ExportDialog::tr("text");
    case ReportFormat::Mail:
        return ExportDialog::tr("mail reply");
    case ReportFormat::Flent:
        return ExportDialog::tr("Flent");
    default:
        return ReportFormats::name(format).toUpper();
    }
}

QString sizeText(qsizetype bytes)
{
    return bytes < 10240 ? ExportDialog::tr("%n byte(s)", nullptr, int(bytes))
                         : ExportDialog::tr("%1 KiB").arg(QString::number(double(bytes) / 1024.0, 'f', 0));
}

} // namespace

using namespace ExportOutput;

ExportDialog::ExportDialog(qint64 experimentId, StoreTask store, QWidget *parent)
    : QDialog(parent)
    , m_id(experimentId)
    , m_store(std::move(store))
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export Report"));
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(tr("Experiment %1").arg(experimentId), this);
    m_title->setObjectName(QStringLiteral("exportTitle"));
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_title);
    layout->addLayout(makeForm());
    layout->addWidget(makePreview(), 1);
    layout->addLayout(makeStatusRow());
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *exportButton = m_buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    exportButton->setObjectName(QStringLiteral("exportButton"));
    exportButton->setDefault(true);
    QPushButton *mailButton = m_buttons->addButton(tr("Copy for &Mail"), QDialogButtonBox::ActionRole);
    mailButton->setObjectName(QStringLiteral("copyForMailButton"));
    mailButton->setToolTip(tr("Put the report on the clipboard as one pastes it into a reply: at most %1 columns.")
                               .arg(MailReportWriter::Width));
    layout->addWidget(m_buttons);
    resize(900, 700);

    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::pathChanged);
    connect(m_showSource, &QCheckBox::toggled, this, [this](bool on) {
        m_htmlSource = on;
        m_shownFormat.reset();
        showPreview();
    });
    connect(m_charts, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("export/charts"), on);
        m_shownFormat.reset();
        m_chartIds.reset();
        pathChanged();
        showPreview();
    });
    connect(exportButton, &QPushButton::clicked, this, &ExportDialog::exportReport);
    connect(mailButton, &QPushButton::clicked, this, &ExportDialog::copyForMail);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_path->setText(defaultPath(experimentId) + ReportFormats::suffix(format()));
    formatChanged();
    load();
}

ExportDialog::~ExportDialog() = default;

QLayout *ExportDialog::makeForm()
{
    auto *form = new QFormLayout;
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("format"));
    for (ReportFormat format : ReportFormats::all())
        m_format->addItem(ReportFormats::description(format), int(format));
    // The format exported last, so a second export is one click.
    if (const auto last = ReportFormats::fromName(QSettings().value(QStringLiteral("export/format")).toString()))
        m_format->setCurrentIndex(m_format->findData(int(*last)));
    form->addRow(tr("&Format:"), m_format);
    m_formatHelp = new QLabel(this);
    m_formatHelp->setObjectName(QStringLiteral("formatHelp"));
    m_formatHelp->setWordWrap(true);
    form->addRow(QString(), m_formatHelp);
    m_charts = new QCheckBox(tr("Include c&harts"), this);
    m_charts->setObjectName(QStringLiteral("charts"));
    m_charts->setToolTip(tr("Without charts an HTML report is a small file to paste into a wiki or attach to a "
                            "bug, and a Markdown report writes no images beside it."));
    m_charts->setChecked(QSettings().value(QStringLiteral("export/charts"), true).toBool());
    form->addRow(QString(), m_charts);
    auto *pathRow = new QHBoxLayout;
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("outputPath"));
    pathRow->addWidget(m_path, 1);
    auto *browse = new QToolButton(this);
    browse->setObjectName(QStringLiteral("browse"));
    browse->setText(tr("&Browse…"));
    pathRow->addWidget(browse);
    auto *pathLabel = new QLabel(tr("&Save to:"), this);
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    m_files = new QLabel(this);
    m_files->setObjectName(QStringLiteral("outputFiles"));
    m_files->setWordWrap(true);
    form->addRow(QString(), m_files);
    connect(browse, &QToolButton::clicked, this, &ExportDialog::browse);
    return form;
}

QWidget *ExportDialog::makePreview()
{
    auto *box = new QWidget(this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    m_preview = new QStackedWidget(this);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("textPreview"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_html = new QTextBrowser(this);
    m_html->setObjectName(QStringLiteral("htmlPreview"));
    m_html->setOpenLinks(false);
    m_preview->insertWidget(TextPage, m_text);
    m_preview->insertWidget(HtmlPage, m_html);
    layout->addWidget(m_preview, 1);
    auto *noteRow = new QHBoxLayout;
    m_previewNote = new QLabel(this);
    m_previewNote->setObjectName(QStringLiteral("previewNote"));
    m_previewNote->setWordWrap(true);
    noteRow->addWidget(m_previewNote, 1);
    m_showSource = new QCheckBox(tr("Show HTML s&ource"), this);
    m_showSource->setObjectName(QStringLiteral("showSource"));
    noteRow->addWidget(m_showSource);
    layout->addLayout(noteRow);
    return box;
}

QLayout *ExportDialog::makeStatusRow()
{
    const BusyStatusRow row = makeBusyStatusRow(this, QStringLiteral("exportStatus"));
    m_progress = row.progress;
    m_status = row.status;
    return row.layout;
}

bool ExportDialog::isBusy() const
{
    return m_busy > 0;
}

ReportFormat ExportDialog::format() const
{
    return ReportFormat(m_format->currentData().toInt());
}

void ExportDialog::setFormat(ReportFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

QString ExportDialog::outputPath() const
{
    return m_path->text().trimmed();
}

void ExportDialog::setOutputPath(const QString &path)
{
    m_path->setText(path);
    if (const auto named = ReportFormats::fromFileName(path); named && *named != format())
        setFormat(*named);
}

QString ExportDialog::previewText() const
{
    if (!m_shownFormat)
        return QString();
    // The text formats byte for byte (the text view shows CSV's CRLF as plain line breaks).
    if (ReportFormats::isText(*m_shownFormat))
        return QString::fromUtf8(m_rendered.value(renderKey(*m_shownFormat)).data);
    return m_text->toPlainText();
}

QString ExportDialog::statusText() const
{
    return m_status->text();
}

void ExportDialog::load()
{
    setBusy(tr("Reading experiment %1 from the results database…").arg(m_id));
    QPointer<ExportDialog> self(this);
    const qint64 id = m_id;
    m_store(
        [self, id](Database &database) {
            const Result<ReportModel> model = ReportBuilder::build(database, id);
            QMetaObject::invokeMethod(self, [self, model] {
                if (model)
                    self->setModel(model.value());
                else
                    self->setLoadError(model.error().message);
            });
        },
        [self](const QString &why) { QMetaObject::invokeMethod(self, [self, why] { self->setLoadError(why); }); });
}

void ExportDialog::setModel(const ReportModel &model)
{
    --m_busy;
    m_model = std::make_unique<ReportModel>(model);
    m_chartIds.reset();
    m_title->setText(
        QStringLiteral("<b>%1</b><br/>%2").arg(model.title().toHtmlEscaped(), model.subtitle().toHtmlEscaped()));
    setStatus(QString());
    pathChanged();
    Q_EMIT modelLoaded(true);
    showPreview();
}

void ExportDialog::setLoadError(const QString &message)
{
    --m_busy;
    setStatus(tr("The report cannot be built: %1").arg(message), true);
    m_text->setPlainText(QString());
    updateButtons();
    Q_EMIT modelLoaded(false);
}

void ExportDialog::formatChanged()
{
    const ReportFormat chosen = format();
    m_formatHelp->setText(purpose(chosen));
    if (!m_path->text().isEmpty())
        m_path->setText(withSuffix(m_path->text(), chosen));
    m_showSource->setVisible(chosen == ReportFormat::Html);
    m_charts->setVisible(ReportFormats::needsRenderer(chosen)); // the formats with charts
    pathChanged();
    showPreview();
}

void ExportDialog::showPreview()
{
    updateButtons();
    if (!m_model)
        return;
    const ReportFormat chosen = format();
    if (m_shownFormat == chosen)
        return;
    if (const auto it = m_rendered.constFind(renderKey(chosen)); it != m_rendered.cend()) {
        showRendered(chosen, *it);
        return;
    }
    // Rendering draws charts on this thread: say so first, then draw once the event loop ran.
    setBusy(tr("Rendering the %1 preview…").arg(displayName(chosen)));
    QTimer::singleShot(0, this, [this, chosen] {
        if (!m_rendered.contains(renderKey(chosen)))
            render(chosen);
        --m_busy;
        if (format() == chosen)
            showRendered(chosen, m_rendered.value(renderKey(chosen)));
        updateButtons();
    });
}

void ExportDialog::render(ReportFormat chosen)
{
    const Result<QByteArray> data = ReportExporter::render(*m_model, chosen, renderer(chosen), exportOptions());
    m_rendered.insert(
        renderKey(chosen), data ? Rendered {data.value(), QString()} : Rendered {QByteArray(), data.error().message});
}

void ExportDialog::showRendered(ReportFormat chosen, const Rendered &rendered)
{
    m_shownFormat = chosen;
    if (!rendered.error.isEmpty()) {
        m_preview->setCurrentIndex(TextPage);
        m_text->setPlainText(QString());
        m_previewNote->setText(QString());
        setStatus(tr("No preview: %1").arg(rendered.error), true);
        Q_EMIT previewShown();
        return;
    }
    setStatus(QString());
    if (chosen == ReportFormat::Html && !m_htmlSource) {
        showHtml(rendered.data);
    } else {
        m_preview->setCurrentIndex(TextPage);
        m_text->setPlainText(
            ReportFormats::isText(chosen) ? QString::fromUtf8(rendered.data) : summary(chosen, rendered.data));
    }
    if (chosen == ReportFormat::Text || chosen == ReportFormat::Mail)
        m_previewNote->setText(tr("Widest line: %1 of %2 columns.")
                                   .arg(widestLine(m_text->toPlainText()))
                                   .arg(chosen == ReportFormat::Mail ? MailReportWriter::Width : 80));
    else if (ReportFormats::isText(chosen))
        m_previewNote->setText(tr("%1, exactly as it will be written.").arg(sizeText(rendered.data.size())));
    else
        m_previewNote->setText(chosen == ReportFormat::Pdf ? tr("The PDF as rendered: its pages, sections and charts.")
                                                           : tr("What the Flent file holds: one series per run."));
    Q_EMIT previewShown();
}

void ExportDialog::showHtml(const QByteArray &html)
{
    static const QRegularExpression inlineSvg(
        QStringLiteral("<svg\\b.*?</svg>"), QRegularExpression::DotMatchesEverythingOption);
    auto *document = new QTextDocument(m_html);
    QString text = QString::fromUtf8(html);
    QString shown;
    qsizetype at = 0;
    int chart = 0;
    for (auto it = inlineSvg.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        shown += QStringView(text).mid(at, match.capturedStart() - at);
        at = match.capturedEnd();
        QSize size;
        const QImage image = svgImage(match.captured(), &size);
        if (image.isNull()) {
            shown += tr("<p><i>(a chart: it is in the exported file)</i></p>");
            continue;
        }
        const QString name = QStringLiteral("tunebench-chart:%1").arg(++chart);
        document->addResource(QTextDocument::ImageResource, QUrl(name), image);
        shown += QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\"/>")
                     .arg(name)
                     .arg(size.width())
                     .arg(size.height());
    }
    shown += QStringView(text).mid(at);
    document->setHtml(shown);
    m_html->setDocument(document); // deletes the document it showed before, a child of m_html
    m_preview->setCurrentIndex(HtmlPage);
}

QString ExportDialog::summary(ReportFormat chosen, const QByteArray &data) const
{
    QStringList lines;
    if (chosen == ReportFormat::Pdf) {
        const ReportDocument document = ReportComposer::compose(*m_model);
        lines << tr("PDF: %n page(s), %1.", nullptr, pdfPages(data)).arg(sizeText(data.size())) << QString();
        lines << tr("Sections:");
        for (const ReportBlock &block : document.blocks)
            if (block.kind == ReportBlock::Kind::Heading && block.level == 2)
                lines << QStringLiteral("  ") + block.text;
        lines << QString() << tr("%n chart(s), drawn as vectors:", nullptr, int(document.charts.size()));
        for (const ChartSpec &chart : document.charts)
            lines << QStringLiteral("  ") + chart.title;
        return lines.join(QLatin1Char('\n'));
    }
    const QJsonObject flent = FlentWriter::toJson(*m_model);
    const QJsonObject metadata = flent.value(QLatin1String("metadata")).toObject();
    lines << tr("Flent data file, gzipped: %1.").arg(sizeText(data.size()))
          << tr("Filed as Flent's \"%1\" test, one sample every %2 s.")
                 .arg(metadata.value(QLatin1String("NAME")).toString())
                 .arg(metadata.value(QLatin1String("STEP_SIZE")).toDouble())
          << QString() << tr("%n series (one per run):", nullptr, int(m_model->runs.size()));
    for (const ReportRun &run : m_model->runs)
        lines << QStringLiteral("  ")
                + tr("%1: %n interim sample(s)", nullptr, int(run.interim.size())).arg(FlentWriter::seriesName(run));
    return lines.join(QLatin1Char('\n'));
}

void ExportDialog::browse()
{
    const ReportFormat chosen = format();
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export Report"), outputPath(), ReportFormats::description(chosen));
    if (path.isEmpty())
        return;
    setOutputPath(ReportFormats::fromFileName(path) ? path : path + ReportFormats::suffix(chosen));
}

void ExportDialog::pathChanged()
{
    const QString path = outputPath();
    if (path.isEmpty() || !m_model) {
        m_files->setText(path.isEmpty() ? tr("Choose the file to write.") : QString());
        updateButtons();
        return;
    }
    const ReportFormat chosen = format();
    if (chosen == ReportFormat::Markdown && !m_chartIds)
        m_chartIds = ReportExporter::chartIds(*m_model, exportOptions());
    const QStringList files
        = ReportExporter::outputFiles(chosen == ReportFormat::Markdown ? *m_chartIds : QStringList(), chosen, path);
    QStringList notes;
    if (files.size() > 1) {
        QStringList names;
        for (const QString &file : files.mid(1))
            names << QFileInfo(file).fileName();
        notes << tr("Also writes, in the same folder: %1").arg(names.join(QLatin1String(", ")));
    }
    if (QFileInfo::exists(path))
        notes << tr("%1 exists and will be replaced.").arg(QFileInfo(path).fileName());
    m_files->setText(notes.join(QLatin1Char('\n')));
    updateButtons();
}

void ExportDialog::exportReport()
{
    if (!m_model) {
        setStatus(isBusy() ? tr("The report is still being read from the results database; export once it is shown.")
                           : tr("There is no report to export: %1").arg(m_status->text()),
            true);
        return;
    }
    const QString path = outputPath();
    const ReportFormat chosen = format();
    QString problem;
    const auto named = ReportFormats::fromFileName(path);
    const QFileInfo info(path);
    if (path.isEmpty())
        problem = tr("Choose the file to write the report to (Browse…).");
    else if (named && *named != chosen)
        problem = tr("%1 names a %2 file, but %3 is chosen: change the format or the file name.")
                      .arg(info.fileName(), displayName(*named), displayName(chosen));
    else if (info.isDir())
        problem = tr("%1 is a folder: add a file name.").arg(QDir::toNativeSeparators(path));
    else if (!info.dir().exists())
        problem = tr("The folder %1 does not exist: create it, or choose another place (Browse…).")
                      .arg(QDir::toNativeSeparators(info.absolutePath()));
    if (!problem.isEmpty()) {
        setStatus(problem, true);
        Q_EMIT exportFailed(problem);
        return;
    }
    setBusy(tr("Writing %1…").arg(QDir::toNativeSeparators(named ? path : path + ReportFormats::suffix(chosen))));
    QTimer::singleShot(
        0, this, [this, chosen, path = named ? path : path + ReportFormats::suffix(chosen)] { write(chosen, path); });
}

void ExportDialog::write(ReportFormat chosen, const QString &path)
{
    const Result<QStringList> files = ReportExporter::write(*m_model, chosen, path, renderer(chosen), exportOptions());
    --m_busy;
    updateButtons();
    if (!files) {
        setStatus(files.error().message, true);
        Q_EMIT exportFailed(files.error().message);
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("lastDirectory"), QFileInfo(path).absolutePath());
    settings.setValue(QStringLiteral("export/format"), ReportFormats::name(chosen));
    const QString main = QDir::toNativeSeparators(files->constFirst());
    setStatus(files->size() > 1
            ? tr("Wrote %1 and %n more file(s) beside it.", nullptr, int(files->size() - 1)).arg(main)
            : tr("Wrote %1.").arg(main));
    pathChanged();
    Q_EMIT exported(files.value());
}

void ExportDialog::setBusy(const QString &text)
{
    ++m_busy;
    setStatus(text);
    updateButtons();
}

void ExportDialog::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    QPalette colours = palette();
    if (error)
        colours.setColor(QPalette::WindowText, QColor(0xd9, 0x53, 0x4f));
    m_status->setPalette(colours);
    m_status->setProperty("error", error);
}

void ExportDialog::updateButtons()
{
    m_progress->setVisible(isBusy());
    if (QPushButton *button = findChild<QPushButton *>(QStringLiteral("exportButton")))
        button->setEnabled(m_model && !isBusy() && !outputPath().isEmpty());
    if (QPushButton *button = findChild<QPushButton *>(QStringLiteral("copyForMailButton")))
        button->setEnabled(m_model && !isBusy());
}

void ExportDialog::copyForMail()
{
    if (!m_model)
        return;
    // Plain text without charts: rendering it is quick, so it needs no store task.
    const QString text = QString::fromUtf8(MailReportWriter::write(*m_model));
    QGuiApplication::clipboard()->setText(text);
    setStatus(tr("Copied the mail report to the clipboard: %n line(s), at most %1 columns.", nullptr, int(text.count(QLatin1Char('\n'))))
                  .arg(MailReportWriter::Width));
}

ChartRenderer *ExportDialog::renderer(ReportFormat chosen)
{
    if (!m_renderer && ReportFormats::needsRenderer(chosen))
        m_renderer = std::make_unique<QcpChartRenderer>();
    return m_renderer.get();
}

ReportExportOptions ExportDialog::exportOptions() const
{
    ReportExportOptions options;
    options.charts = m_charts->isChecked();
    return options;
}

int ExportDialog::renderKey(ReportFormat chosen) const
{
    return 2 * int(chosen) + (ReportFormats::needsRenderer(chosen) && m_charts->isChecked() ? 1 : 0);
}

} // namespace Tunebench
