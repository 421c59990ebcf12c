// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dialogs/storetask.h"
#include "report/reportimporter.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <optional>

class QDialogButtonBox;
class QDoubleSpinBox;
class QLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTimer;
class QTreeWidget;

namespace Tunebench {

class ImportArmsEditor;

/**
 * File -> Import: netperf output (files, or text pasted from a mail or a terminal) and Tunebench
 * JSON exports. Every change is previewed with ReportImporter::preview, as `tunebench-cli import
 * --dry-run` does: what was recognised (tests with their interim samples and results, Tunebench
 * exports) and what was skipped, with the lines and why. Each file's arm label and the
 * experiment name are the CLI's --label and --experiment; the arms are proposed as --group-by
 * proposes them (from the story by default), and the user moves runs, merges and renames arms in
 * the ImportArmsEditor, which shows the comparison they make. Reading the files and the store runs
 * in store tasks, never on the GUI thread; Import commits there and the dialog closes with
 * imported(). Reading more than bigReadBytes shows how far it is and can be stopped.
 */
class ImportDialog : public QDialog
{
    Q_OBJECT
public:
    /// Sources at least this big are read with a progress bar and a Stop Reading button.
    static constexpr qint64 bigReadBytes = 4 * 1024 * 1024;

    explicit ImportDialog(StoreTask store, QWidget *parent = nullptr);
    ~ImportDialog() override;

    /// Adds files to import (the Add Files… button), each with its name as the arm label.
    void addFiles(const QStringList &paths);
    [[nodiscard]] QStringList files() const;
    /// The arm label of the file in row @p row (the CLI's --label).
    void setArmLabel(int row, const QString &label);
    /// Switches to the pasted-text source.
    void setPastedText(const QString &text, const QString &armLabel = QString());
    void setExperimentName(const QString &name);
    void setWarmupSeconds(double seconds);

    /// True while a preview or the import runs, or a preview waits for typing to stop.
    [[nodiscard]] bool isBusy() const;
    /// The latest preview (empty before the first).
    [[nodiscard]] const std::optional<ImportPreview> &preview() const { return m_preview; }
    [[nodiscard]] QTreeWidget *previewTree() const { return m_tree; }
    /// The arms the runs go to, as proposed and as the user changes them; Import stores those.
    [[nodiscard]] ImportArmsEditor *armsEditor() const { return m_arms; }
    [[nodiscard]] QString summaryText() const;
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] const ImportResult &importResult() const { return m_result; }

public Q_SLOTS:
    /// Stores what the preview recognised (the Import button).
    void importNow();
    /// Stops reading a big source (the Stop Reading button): nothing is previewed or imported.
    void stopReading();
    /// Closes, except while the import runs (its result would be lost to the window).
    void reject() override;

Q_SIGNALS:
    void previewShown();
    void imported(const Tunebench::ImportResult &result);
    void importFailed(const QString &message);
    /// How far reading a big source is: @p done of @p total bytes.
    void readProgress(qint64 done, qint64 total);

private:
    struct Request
    {
        QStringList paths;
        QByteArray pasted; ///< pasted text, when no paths
        ImportOptions options;
    };

    QWidget *makeFilesPage();
    QWidget *makePastePage();
    QLayout *makeOptions();
    void chooseFiles();
    void removeFiles();
    void schedulePreview();
    void runPreview();
    [[nodiscard]] std::optional<Request> request(QString *problem) const;
    void showPreview(quint64 job, const Result<ImportPreview> &preview);
    void showReadProgress(quint64 job, qint64 done, qint64 total);
    void keepArrangedArms(const ImportPreview &preview);
    [[nodiscard]] QString summarize(const ImportPreview &preview) const;
    void finishImport(const Result<ImportResult> &result);
    void setStatus(const QString &text, bool error = false);
    void updateButtons();

    StoreTask m_store;
    quint64 m_job = 0; ///< the latest preview asked for; older answers are dropped
    bool m_previewing = false;
    bool m_importing = false;
    bool m_bigRead = false; ///< the preview running reads a big source
    std::shared_ptr<std::atomic_bool> m_stopRead; ///< set to stop the preview running
    std::optional<ImportPreview> m_preview;
    QList<ImportArm> m_proposed; ///< the arms the latest preview proposed, before the user's changes
    ImportOptions m_previewOptions;
    ImportResult m_result;

    QTabWidget *m_sources;
    QTreeWidget *m_files;
    QPushButton *m_remove;
    QPlainTextEdit *m_pasted;
    QLineEdit *m_pastedLabel;
    QLineEdit *m_experiment;
    QDoubleSpinBox *m_warmup;
    QTimer *m_previewTimer;
    QLabel *m_summary;
    QTreeWidget *m_tree;
    ImportArmsEditor *m_arms;
    QProgressBar *m_progress;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_import;
    QPushButton *m_stop;
};

} // namespace Tunebench
