// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dialogs/storetask.h"
#include "report/reportexporter.h"
#include "report/reportformat.h"

#include <QDialog>
#include <QHash>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QStackedWidget;
class QTextBrowser;

namespace Tunebench {

class ChartRenderer;
struct ReportModel;

/**
 * File -> Export Report: one stored experiment in any report format. The report model is built
 * by a store task (off the GUI thread; the dialog stays usable and shows that it is busy), the
 * formats are rendered here on the GUI thread because the charts are QCustomPlot widgets. The
 * preview shows the text formats as they will be written (80 columns for mailing-list text),
 * the HTML rendered with its charts, and for PDF and Flent what the file will hold.
 */
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    ExportDialog(qint64 experimentId, StoreTask store, QWidget *parent = nullptr);
    ~ExportDialog() override;

    [[nodiscard]] qint64 experimentId() const { return m_id; }
    /// True while the model is built, a preview rendered or a file written.
    [[nodiscard]] bool isBusy() const;
    [[nodiscard]] bool hasModel() const { return m_model != nullptr; }

    [[nodiscard]] ReportFormat format() const;
    void setFormat(ReportFormat format);
    [[nodiscard]] QString outputPath() const;
    void setOutputPath(const QString &path);

    /// What the preview pane shows, as text: the file as it will be written for txt, md, csv,
    /// json and HTML (its source), the summary for PDF and Flent. Empty until rendered.
    [[nodiscard]] QString previewText() const;
    /// The rendered HTML preview (charts as images).
    [[nodiscard]] QTextBrowser *htmlPreview() const { return m_html; }
    /// The line under the preview: progress, the files written, or what went wrong.
    [[nodiscard]] QString statusText() const;

public Q_SLOTS:
    /// Writes the report in the chosen format to the chosen path (the Export button).
    void exportReport();
    /// Puts the mail report (ReportFormat::Mail, 72 columns) on the clipboard ("Copy for Mail").
    void copyForMail();

Q_SIGNALS:
    /// The model was built (or could not be: statusText() says why).
    void modelLoaded(bool ok);
    /// The preview of the current format is shown.
    void previewShown();
    void exported(const QStringList &files);
    void exportFailed(const QString &message);

private:
    struct Rendered
    {
        QByteArray data;
        QString error;
    };

    QLayout *makeForm();
    QWidget *makePreview();
    QLayout *makeStatusRow();
    void load();
    void setModel(const ReportModel &model);
    void setLoadError(const QString &message);
    void formatChanged();
    void showPreview();
    void render(ReportFormat format);
    void showRendered(ReportFormat format, const Rendered &rendered);
    void showHtml(const QByteArray &html);
    [[nodiscard]] QString summary(ReportFormat format, const QByteArray &data) const;
    void browse();
    void pathChanged();
    void write(ReportFormat format, const QString &path);
    void setBusy(const QString &text);
    void setStatus(const QString &text, bool error = false);
    void updateButtons();
    [[nodiscard]] ChartRenderer *renderer(ReportFormat format);
    [[nodiscard]] ReportExportOptions exportOptions() const;
    /// Where m_rendered keeps @p format's preview as the options are now.
    [[nodiscard]] int renderKey(ReportFormat format) const;

    qint64 m_id;
    StoreTask m_store;
    std::unique_ptr<ReportModel> m_model;
    std::unique_ptr<ChartRenderer> m_renderer;
    QHash<int, Rendered> m_rendered;
    /// The report's chart ids with the options as they are now, composed once rather than for
    /// every path typed (ReportExporter::chartIds()); reset with the model and the charts option.
    std::optional<QStringList> m_chartIds;
    std::optional<ReportFormat> m_shownFormat;
    int m_busy = 0;
    bool m_htmlSource = false;

    QLabel *m_title;
    QComboBox *m_format;
    QLabel *m_formatHelp;
    QCheckBox *m_charts;
    QLineEdit *m_path;
    QLabel *m_files;
    QStackedWidget *m_preview;
    QPlainTextEdit *m_text;
    QTextBrowser *m_html;
    QCheckBox *m_showSource;
    QLabel *m_previewNote;
    QProgressBar *m_progress;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace Tunebench
