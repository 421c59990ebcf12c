// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace Tunebench {

/**
 * Settings -> Results Store (issue 28): this machine's SQLite file or a team's PostgreSQL
 * database (a libpq URI), with an optional password that the application keeps in the desktop
 * keychain (never in the settings; ~/.pgpass and PGPASSWORD are used first, as libpq does), and
 * "Test connection", which the application answers with setTestResult() from a worker thread.
 * The dialog itself touches no database.
 */
class StoreDialog : public QDialog
{
    Q_OBJECT
public:
    /// @p current: the store in use, a file path or a postgresql:// URI.
    explicit StoreDialog(const QString &current, QWidget *parent = nullptr);

    /// The chosen store: the file or the URI.
    [[nodiscard]] QString location() const;
    /// The password typed for a team store (empty: none typed, use what is saved).
    [[nodiscard]] QString password() const;
    /// Why the choice cannot be used, or empty.
    [[nodiscard]] QString problem() const;
    /// The answer to testRequested(): what the store said, or why it could not be reached.
    void setTestResult(bool ok, const QString &text);

    [[nodiscard]] QRadioButton *teamChoice() const { return m_team; }
    [[nodiscard]] QLineEdit *uriField() const { return m_uri; }
    [[nodiscard]] QLineEdit *passwordField() const { return m_password; }
    [[nodiscard]] QPushButton *testButton() const { return m_test; }
    [[nodiscard]] QLabel *testResult() const { return m_result; }

Q_SIGNALS:
    void testRequested(const QString &location, const QString &password);

private:
    void validate();
    void browse();

    QRadioButton *m_local;
    QRadioButton *m_team;
    QLineEdit *m_file;
    QPushButton *m_browse;
    QLineEdit *m_uri;
    QLineEdit *m_password;
    QPushButton *m_test;
    QLabel *m_result;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace Tunebench
