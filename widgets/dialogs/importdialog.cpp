// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/importdialog.h"

#include "dialogs/busystatusrow.h"
#include "dialogs/importarmseditor.h"
#include "dialogs/importpreviewtree.h"
#include "report/tunebenchjson.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Tunebench {

namespace {

enum SourceTab
{
    FilesTab,
    PasteTab
};
enum FileColumn
{
    FileNameColumn,
    ArmColumn
};
const QColor kWarning(0xd9, 0x53, 0x4f);

// Pasted text goes through a file so that it is previewed exactly as a file would be (the
// experiment's name, an existing import of that name); the text itself travels in the preview.
Result<ImportPreview> previewText(Database &database, const QByteArray &text, const ImportOptions &options,
    const NetperfImporter::Progress &progress)
{
    QTemporaryDir dir;
    // Named as the arm of unlabelled text is (the label field's placeholder).
    const QString path = dir.filePath(ImportDialog::tr("pasted") + QStringLiteral(".txt"));
    QSaveFile file(path);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        return makeError(ErrorCode::Io,
            ImportDialog::tr("Cannot keep the pasted text in a temporary file (%1): check "
                             "that the temporary folder %2 is writable.")
                .arg(dir.isValid() ? file.errorString() : dir.errorString(), QDir::tempPath()));
    auto preview = ReportImporter::preview({path}, options, &database, progress);
    if (!preview)
        return preview;
    ImportPreview named = preview.value();
    for (ImportSource &source : named.sources)
        source.name = ImportDialog::tr("pasted text");
    return named;
}

// A file's arm label when none is given, as the CLI makes it: "tcp_rr.log" -> "tcp_rr".
QString defaultLabel(const QString &path)
{
    QString name = QFileInfo(path).fileName();
    for (const QLatin1String suffix : {QLatin1String(".txt"), QLatin1String(".log"), QLatin1String(".out")})
        if (name.endsWith(suffix, Qt::CaseInsensitive))
            name.chop(suffix.size());
    return name;
}

int netperfRuns(const ImportPreview &preview)
{
    int runs = 0;
    for (const ImportSource &source : preview.sources)
        if (source.kind == ImportSource::Kind::NetperfText)
            runs += int(source.importedTests().size());
    return runs;
}

int exports(const ImportPreview &preview)
{
    return int(std::count_if(preview.sources.cbegin(), preview.sources.cend(),
        [](const ImportSource &s) { return s.kind == ImportSource::Kind::TunebenchJson; }));
}

} // namespace

ImportDialog::ImportDialog(StoreTask store, QWidget *parent)
    : QDialog(parent)
    , m_store(std::move(store))
    , m_previewTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("importDialog"));
    setWindowTitle(tr("Import"));
    auto *layout = new QVBoxLayout(this);
    auto *intro
        = new QLabel(tr("Import netperf output (a log, a terminal capture, a mail; wrapped and quoted lines are "
                        "read too) or a Tunebench JSON export. Nothing is stored until you press Import."),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_sources = new QTabWidget(this);
    m_sources->setObjectName(QStringLiteral("importSources"));
    m_sources->addTab(makeFilesPage(), tr("&Files"));
    m_sources->addTab(makePastePage(), tr("&Paste Text"));
    layout->addWidget(m_sources, 1);
    layout->addLayout(makeOptions());
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto *found = new QSplitter(Qt::Vertical, this);
    m_arms = new ImportArmsEditor(found);
    m_tree = makeImportPreviewTree(found);
    found->addWidget(m_arms);
    found->addWidget(m_tree);
    layout->addWidget(found, 3);
    const BusyStatusRow statusRow = makeBusyStatusRow(this, QStringLiteral("importStatus"));
    m_progress = statusRow.progress;
    m_status = statusRow.status;
    m_stop = new QPushButton(tr("&Stop Reading"), this);
    m_stop->setObjectName(QStringLiteral("stopReading"));
    m_stop->hide();
    statusRow.layout->addWidget(m_stop);
    layout->addLayout(statusRow.layout);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("importButton"));
    m_import->setDefault(true);
    layout->addWidget(m_buttons);
    resize(900, 720);

    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(300);
    connect(m_previewTimer, &QTimer::timeout, this, &ImportDialog::runPreview);
    connect(m_remove, &QPushButton::clicked, this, &ImportDialog::removeFiles);
    connect(m_files, &QTreeWidget::itemSelectionChanged, this, &ImportDialog::updateButtons);
    connect(m_files, &QTreeWidget::itemActivated, this,
        [this](QTreeWidgetItem *item) { m_files->editItem(item, ArmColumn); });
    connect(m_files, &QTreeWidget::itemChanged, this, &ImportDialog::schedulePreview);
    connect(m_sources, &QTabWidget::currentChanged, this, &ImportDialog::schedulePreview);
    connect(m_pasted, &QPlainTextEdit::textChanged, this, &ImportDialog::schedulePreview);
    connect(m_pastedLabel, &QLineEdit::textChanged, this, &ImportDialog::schedulePreview);
    connect(m_experiment, &QLineEdit::textChanged, this, &ImportDialog::schedulePreview);
    connect(m_warmup, &QDoubleSpinBox::valueChanged, this, &ImportDialog::schedulePreview);
    connect(m_arms, &ImportArmsEditor::groupByChanged, this, &ImportDialog::schedulePreview);
    connect(m_arms, &ImportArmsEditor::armsChanged, this, [this](const QList<ImportArm> &arms) {
        if (m_preview)
            m_preview->arms = arms; // Import stores the arms as the user left them
    });
    connect(m_import, &QPushButton::clicked, this, &ImportDialog::importNow);
    connect(m_stop, &QPushButton::clicked, this, &ImportDialog::stopReading);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    schedulePreview();
}

ImportDialog::~ImportDialog() = default;

QWidget *ImportDialog::makeFilesPage()
{
    auto *filesPage = new QWidget(this);
    auto *filesLayout = new QVBoxLayout(filesPage);
    m_files = new QTreeWidget(filesPage);
    m_files->setObjectName(QStringLiteral("importFiles"));
    m_files->setRootIsDecorated(false);
    m_files->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_files->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_files->setHeaderLabels({tr("File"), tr("Arm label")});
    m_files->headerItem()->setToolTip(ArmColumn,
        tr("The arm the file's runs go to (double-click to change): files with "
           "different labels are compared as A and B."));
    filesLayout->addWidget(m_files);
    auto *fileButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add Files…"), filesPage);
    add->setObjectName(QStringLiteral("addFiles"));
    m_remove = new QPushButton(tr("&Remove"), filesPage);
    m_remove->setObjectName(QStringLiteral("removeFiles"));
    fileButtons->addWidget(add);
    fileButtons->addWidget(m_remove);
    fileButtons->addStretch(1);
    filesLayout->addLayout(fileButtons);
    connect(add, &QPushButton::clicked, this, &ImportDialog::chooseFiles);
    return filesPage;
}

QWidget *ImportDialog::makePastePage()
{
    auto *pastePage = new QWidget(this);
    auto *pasteLayout = new QFormLayout(pastePage);
    m_pasted = new QPlainTextEdit(pastePage);
    m_pasted->setObjectName(QStringLiteral("pastedText"));
    m_pasted->setPlaceholderText(tr("Paste netperf output here."));
    m_pasted->setLineWrapMode(QPlainTextEdit::NoWrap);
    pasteLayout->addRow(m_pasted);
    m_pastedLabel = new QLineEdit(pastePage);
    m_pastedLabel->setObjectName(QStringLiteral("pastedLabel"));
    m_pastedLabel->setPlaceholderText(tr("pasted"));
    pasteLayout->addRow(tr("Arm &label:"), m_pastedLabel);
    return pastePage;
}

QLayout *ImportDialog::makeOptions()
{
    auto *options = new QFormLayout;
    m_experiment = new QLineEdit(this);
    m_experiment->setObjectName(QStringLiteral("experimentName"));
    m_experiment->setPlaceholderText(tr("A new experiment named after the arms"));
    m_experiment->setToolTip(tr("When an imported experiment of this name exists, the runs are added to it as further "
                                "arms; otherwise a new one of this name is created."));
    options->addRow(tr("E&xperiment:"), m_experiment);
    m_warmup = new QDoubleSpinBox(this);
    m_warmup->setObjectName(QStringLiteral("warmup"));
    m_warmup->setRange(0, 3600);
    m_warmup->setDecimals(2);
    m_warmup->setSingleStep(0.5);
    m_warmup->setSuffix(tr(" s"));
    m_warmup->setToolTip(tr("Interim results within this many seconds of a run's start are left out of its rate "
                            "(a new experiment only)."));
    options->addRow(tr("&Warm-up to leave out:"), m_warmup);
    return options;
}

void ImportDialog::addFiles(const QStringList &paths)
{
    const QStringList present = files();
    for (const QString &path : paths) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (present.contains(absolute))
            continue;
        auto *item = new QTreeWidgetItem({QFileInfo(absolute).fileName(), defaultLabel(absolute)});
        item->setData(FileNameColumn, Qt::UserRole, absolute);
        item->setToolTip(FileNameColumn, QDir::toNativeSeparators(absolute));
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        m_files->addTopLevelItem(item);
    }
    m_files->resizeColumnToContents(FileNameColumn);
    m_sources->setCurrentIndex(FilesTab);
    schedulePreview();
}

QStringList ImportDialog::files() const
{
    QStringList paths;
    for (int i = 0; i < m_files->topLevelItemCount(); ++i)
        paths << m_files->topLevelItem(i)->data(FileNameColumn, Qt::UserRole).toString();
    return paths;
}

void ImportDialog::setArmLabel(int row, const QString &label)
{
    if (QTreeWidgetItem *item = m_files->topLevelItem(row))
        item->setText(ArmColumn, label);
}

void ImportDialog::setPastedText(const QString &text, const QString &armLabel)
{
    m_pasted->setPlainText(text);
    m_pastedLabel->setText(armLabel);
    m_sources->setCurrentIndex(PasteTab);
}

void ImportDialog::setExperimentName(const QString &name)
{
    m_experiment->setText(name);
}

void ImportDialog::setWarmupSeconds(double seconds)
{
    m_warmup->setValue(seconds);
}

bool ImportDialog::isBusy() const
{
    return m_previewing || m_importing || m_previewTimer->isActive();
}

QString ImportDialog::summaryText() const
{
    return m_summary->text();
}

QString ImportDialog::statusText() const
{
    return m_status->text();
}

void ImportDialog::chooseFiles()
{
    QSettings settings;
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, tr("Import"), settings.value(QStringLiteral("lastDirectory")).toString(),
            tr("netperf output and Tunebench exports (*.txt *.log *.out *.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    settings.setValue(QStringLiteral("lastDirectory"), QFileInfo(paths.constFirst()).absolutePath());
    addFiles(paths);
}

void ImportDialog::removeFiles()
{
    qDeleteAll(m_files->selectedItems());
    schedulePreview();
}

void ImportDialog::schedulePreview()
{
    // Every answer from before this change is stale, and a read still running need not go on.
    if (m_stopRead)
        m_stopRead->store(true);
    ++m_job;
    m_previewing = false;
    m_previewTimer->start();
    updateButtons();
}

std::optional<ImportDialog::Request> ImportDialog::request(QString *problem) const
{
    Request request;
    if (m_sources->currentIndex() == FilesTab) {
        request.paths = files();
        if (request.paths.isEmpty()) {
            *problem = tr("Add the files to import (Add Files…), or paste netperf output on the Paste Text page.");
            return std::nullopt;
        }
        bool named = false; // labels the user gave name the story's arms, as --label does
        for (int i = 0; i < m_files->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = m_files->topLevelItem(i);
            const QString label = item->text(ArmColumn).trimmed();
            if (label.isEmpty()) {
                *problem = tr("Give %1 an arm label (double-click its row).").arg(item->text(FileNameColumn));
                return std::nullopt;
            }
            named = named || label != defaultLabel(request.paths.at(i));
            request.options.labels << label;
        }
        if (!named)
            request.options.labels.clear();
    } else {
        request.pasted = m_pasted->toPlainText().toUtf8();
        if (request.pasted.trimmed().isEmpty()) {
            *problem = tr("Paste netperf output into the text field, or add files on the Files page.");
            return std::nullopt;
        }
        // Without a label the text is called "pasted", as its temporary file.
        if (const QString label = m_pastedLabel->text().trimmed(); !label.isEmpty())
            request.options.labels << label;
    }
    request.options.experimentName = m_experiment->text().trimmed();
    request.options.warmupSeconds = m_warmup->value();
    request.options.groupBy = m_arms->groupBy();
    return request;
}

void ImportDialog::runPreview()
{
    QString problem;
    const std::optional<Request> wanted = request(&problem);
    if (!wanted) {
        m_preview.reset();
        m_tree->clear();
        m_arms->clear();
        m_summary->setText(problem);
        setStatus(QString());
        updateButtons();
        Q_EMIT previewShown();
        return;
    }
    qint64 bytes = wanted->pasted.size();
    for (const QString &path : wanted->paths)
        bytes += QFileInfo(path).size();
    m_previewing = true;
    m_bigRead = bytes >= bigReadBytes;
    // A big read shows how far it is (per mille of the bytes), a small one only that it runs.
    m_progress->setRange(0, m_bigRead ? 1000 : 0);
    m_progress->setValue(0);
    m_progress->setTextVisible(m_bigRead);
    setStatus(tr("Reading…"));
    updateButtons();
    m_previewOptions = wanted->options;
    QPointer<ImportDialog> self(this);
    const quint64 job = m_job;
    const auto stop = std::make_shared<std::atomic_bool>(false);
    m_stopRead = stop;
    NetperfImporter::Progress progress;
    if (m_bigRead) {
        // Called on the store's thread.
        progress = [self, job, stop](qint64 done, qint64 total) {
            QMetaObject::invokeMethod(self, [self, job, done, total] { self->showReadProgress(job, done, total); });
            return !stop->load();
        };
    }
    m_store(
        [self, job, request = *wanted, progress](Database &database) {
            const Result<ImportPreview> preview = request.paths.isEmpty()
                ? previewText(database, request.pasted, request.options, progress)
                : ReportImporter::preview(request.paths, request.options, &database, progress);
            QMetaObject::invokeMethod(self, [self, job, preview] { self->showPreview(job, preview); });
        },
        [self, job](const QString &why) {
            QMetaObject::invokeMethod(
                self, [self, job, why] { self->showPreview(job, makeError(ErrorCode::Io, why)); });
        });
}

void ImportDialog::showReadProgress(quint64 job, qint64 done, qint64 total)
{
    if (job != m_job || !m_previewing)
        return;
    m_progress->setValue(int(double(done) / double(std::max<qint64>(total, 1)) * 1000));
    Q_EMIT readProgress(done, total);
}

void ImportDialog::stopReading()
{
    if (!m_previewing || !m_stopRead)
        return;
    m_stopRead->store(true);
    setStatus(tr("Stopping…"));
}

void ImportDialog::showPreview(quint64 job, const Result<ImportPreview> &preview)
{
    if (job != m_job)
        return;
    m_previewing = false;
    m_bigRead = false;
    m_stopRead.reset();
    m_tree->clear();
    m_arms->clear();
    if (!preview && preview.error().code == ErrorCode::Cancelled) {
        m_preview.reset();
        m_summary->setText(QString());
        setStatus(tr("Reading stopped: nothing was imported. Change the files or options to read them again."));
    } else if (!preview) {
        m_preview.reset();
        m_summary->setText(QString());
        setStatus(preview.error().message, true);
    } else {
        keepArrangedArms(preview.value());
        fillImportPreviewTree(m_tree, *m_preview);
        m_arms->setPreview(*m_preview, m_previewOptions.warmupSeconds, m_proposed);
        m_summary->setText(summarize(*m_preview));
        setStatus(QString());
    }
    updateButtons();
    Q_EMIT previewShown();
}

void ImportDialog::keepArrangedArms(const ImportPreview &preview)
{
    // The same sources and arms proposed again by the same grouping (another experiment name or
    // warm-up): the arms stay as the user arranged them. Another grouping, which the user agreed
    // to (ImportArmsEditor asks), proposes its own.
    const auto names = [](const ImportPreview &p) {
        QStringList out;
        for (const ImportSource &source : p.sources)
            out << source.name + QLatin1Char('\n') + source.armLabel;
        return out;
    };
    const bool same = m_preview && preview.groupBy == m_preview->groupBy && preview.arms == m_proposed
        && names(preview) == names(*m_preview);
    const QList<ImportArm> arranged = same ? m_preview->arms : preview.arms;
    m_proposed = preview.arms;
    m_preview = preview;
    m_preview->arms = arranged;
}

QString ImportDialog::summarize(const ImportPreview &preview) const
{
    QStringList sentences;
    const int runs = netperfRuns(preview);
    if (runs > 0 && preview.existingExperiment > 0)
        sentences << tr("%n netperf run(s) will be added to the imported experiment “%1” (id %2).", nullptr, runs)
                         .arg(preview.experimentName)
                         .arg(preview.existingExperiment);
    else if (runs > 0)
        sentences
            << tr("%n netperf run(s) will go into a new experiment, “%1”.", nullptr, runs).arg(preview.experimentName);
    if (runs > 0 && preview.existingExperiment > 0 && m_previewOptions.warmupSeconds > 0)
        sentences << tr("The warm-up applies to new experiments only: this one keeps its own.");
    if (const int json = exports(preview); json > 0)
        sentences << tr("%n Tunebench export(s) will be imported as the experiment(s) they were; arm labels and the "
                        "experiment name do not apply to them.",
            nullptr, json);
    if (preview.runs() == 0)
        sentences << tr("Nothing to import: no netperf test with a result or interim samples, and no Tunebench export. "
                        "The list below says why each part was skipped.");
    return sentences.join(QLatin1Char(' '));
}

void ImportDialog::importNow()
{
    if (isBusy() || !m_preview) {
        setStatus(m_importing ? tr("The import is running.") : tr("Wait for the preview: Import stores what it shows."),
            true);
        return;
    }
    if (m_preview->runs() == 0) {
        setStatus(tr("There is nothing to import."), true);
        return;
    }
    m_importing = true;
    m_progress->setRange(0, 0);
    m_progress->setTextVisible(false);
    setStatus(tr("Importing %n run(s)…", nullptr, m_preview->runs()));
    updateButtons();
    QPointer<ImportDialog> self(this);
    m_store(
        [self, preview = *m_preview, options = m_previewOptions](Database &database) {
            const Result<ImportResult> result = ReportImporter::commit(database, preview, options);
            QMetaObject::invokeMethod(self, [self, result] { self->finishImport(result); });
        },
        [self](const QString &why) {
            QMetaObject::invokeMethod(self, [self, why] { self->finishImport(makeError(ErrorCode::Io, why)); });
        });
}

void ImportDialog::reject()
{
    if (m_importing) {
        setStatus(tr("The import is running: the dialog closes when it has finished."), true);
        return;
    }
    if (m_stopRead)
        m_stopRead->store(true); // what it read would only be dropped
    QDialog::reject();
}

void ImportDialog::finishImport(const Result<ImportResult> &result)
{
    m_importing = false;
    updateButtons();
    if (!result) {
        setStatus(tr("Nothing was imported: %1").arg(result.error().message), true);
        Q_EMIT importFailed(result.error().message);
        return;
    }
    m_result = result.value();
    setStatus(tr("Imported %n run(s).", nullptr, m_result.runs));
    Q_EMIT imported(m_result);
    accept();
}

void ImportDialog::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    QPalette colours = palette();
    if (error)
        colours.setColor(QPalette::WindowText, kWarning);
    m_status->setPalette(colours);
}

void ImportDialog::updateButtons()
{
    m_progress->setVisible(m_previewing || m_importing);
    m_stop->setVisible(m_previewing && m_bigRead);
    m_remove->setEnabled(!m_files->selectedItems().isEmpty() && !m_importing);
    m_import->setEnabled(!isBusy() && m_preview && m_preview->runs() > 0);
    m_sources->setEnabled(!m_importing);
    m_experiment->setEnabled(!m_importing);
    m_warmup->setEnabled(!m_importing);
    m_arms->setEnabled(!m_importing);
    m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(!m_importing);
}

} // namespace Tunebench
