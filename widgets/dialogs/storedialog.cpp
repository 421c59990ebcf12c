// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/storedialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QUrl>
#include <QVBoxLayout>

namespace Tunebench {

namespace {

bool isTeamStore(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://")) || location.startsWith(QLatin1String("postgres://"));
}

QLabel *noteLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

StoreDialog::StoreDialog(const QString &current, QWidget *parent)
    : QDialog(parent)
    , m_local(new QRadioButton(tr("&This machine: a SQLite file"), this))
    , m_team(new QRadioButton(tr("A &team's PostgreSQL database"), this))
    , m_file(new QLineEdit(this))
    , m_browse(new QPushButton(tr("&Browse..."), this))
    , m_uri(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_test(new QPushButton(tr("Test &connection"), this))
    , m_result(noteLabel(QString(), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Results Store"));
    auto *choice = new QButtonGroup(this);
    choice->addButton(m_local);
    choice->addButton(m_team);
    const bool team = isTeamStore(current);
    (team ? m_team : m_local)->setChecked(true);
    m_file->setText(team ? QString() : current);
    m_uri->setText(team ? current : QString());
    m_uri->setPlaceholderText(QStringLiteral("postgresql://user@db.example.org:5432/tunebench"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("from ~/.pgpass, PGPASSWORD or the keychain"));
    m_password->setToolTip(tr("Kept in the desktop keychain, never in Tunebench's settings. ~/.pgpass and PGPASSWORD "
                              "are tried first, as by psql."));
    m_problem->setStyleSheet(QStringLiteral("color: palette(link)"));

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browse);
    auto *teamForm = new QFormLayout;
    teamForm->addRow(tr("&URI:"), m_uri);
    teamForm->addRow(tr("&Password:"), m_password);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_result, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_local);
    layout->addLayout(fileRow);
    layout->addSpacing(8);
    layout->addWidget(m_team);
    layout->addLayout(teamForm);
    layout->addWidget(noteLabel(tr("Experiments run against a team store are recorded on this machine first and "
                                   "published when they end, so a server that goes away loses nothing; the tunables "
                                   "journal always stays on this machine."),
                                this));
    layout->addLayout(testRow);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_browse, &QPushButton::clicked, this, &StoreDialog::browse);
    connect(m_test, &QPushButton::clicked, this, [this] {
        m_result->setText(tr("Connecting..."));
        m_test->setEnabled(false);
        Q_EMIT testRequested(location(), password());
    });
    for (QLineEdit *field : {m_file, m_uri, m_password})
        connect(field, &QLineEdit::textChanged, this, &StoreDialog::validate);
    connect(choice, &QButtonGroup::buttonToggled, this, &StoreDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

QString StoreDialog::location() const
{
    return (m_team->isChecked() ? m_uri : m_file)->text().trimmed();
}

QString StoreDialog::password() const
{
    return m_team->isChecked() ? m_password->text() : QString();
}

QString StoreDialog::problem() const
{
    if (m_local->isChecked())
        return m_file->text().trimmed().isEmpty() ? tr("Name the SQLite file.") : QString();
    const QString uri = m_uri->text().trimmed();
    if (uri.isEmpty())
        return tr("Give the database's URI: postgresql://user@host:port/dbname.");
    if (!isTeamStore(uri))
        return tr("A team store's URI starts with postgresql://.");
    if (!QUrl(uri).password().isEmpty())
        return tr("Leave the password out of the URI (it would be saved in the settings): type it below.");
    return {};
}

void StoreDialog::setTestResult(bool ok, const QString &text)
{
    m_test->setEnabled(problem().isEmpty());
    m_result->setText(ok ? text : tr("Failed: %1").arg(text));
}

void StoreDialog::validate()
{
    const bool team = m_team->isChecked();
    m_file->setEnabled(!team);
    m_browse->setEnabled(!team);
    m_uri->setEnabled(team);
    m_password->setEnabled(team);
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_test->setEnabled(why.isEmpty());
    m_result->clear();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

void StoreDialog::browse()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Results Store File"), m_file->text(),
                                                      tr("SQLite databases (*.sqlite *.db);;All files (*)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!file.isEmpty())
        m_file->setText(file);
}

} // namespace Tunebench
