// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/editor/armsmodel.h"

#include "tunables/driverknowledge.h"
#include "tunables/platformprovider.h"

#include <QBrush>

namespace Tunebench {

namespace {

QString keyOf(const QString &setting)
{
    const qsizetype eq = setting.indexOf(QLatin1Char('='));
    return (eq < 0 ? setting : setting.left(eq)).trimmed();
}

QString valueOf(const QString &setting)
{
    const qsizetype eq = setting.indexOf(QLatin1Char('='));
    return eq < 0 ? QString() : setting.mid(eq + 1).trimmed();
}

} // namespace

ArmsModel::ArmsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ArmsModel::setArms(const QList<ExperimentArm> &arms)
{
    beginResetModel();
    m_arms = arms;
    m_rows.clear();
    m_badTests.clear();
    for (const ExperimentArm &arm : arms)
        addRowsOf(arm);
    m_current.clear();
    for (const Row &row : std::as_const(m_rows))
        m_current << currentOf(row);
    endResetModel();
}

void ArmsModel::addRowsOf(const ExperimentArm &arm)
{
    for (TestField field : testFields())
        if (arm.test.has(field) && !m_rows.contains(Row{true, HostRole::Client, testFieldName(field), field}))
            m_rows << Row{true, HostRole::Client, testFieldName(field), field};
    for (HostRole role : {HostRole::Client, HostRole::Server})
        for (const QString &setting : arm.tunables.value(role))
            if (const Row row{false, role, keyOf(setting)}; !m_rows.contains(row))
                m_rows << row;
}

std::optional<SpecError> ArmsModel::problem() const
{
    if (m_badTests.isEmpty())
        return std::nullopt;
    const auto first = m_badTests.cbegin();
    SpecError error{SpecField::ArmTest, first.value().second, first.key().first};
    error.testField = first.key().second;
    return error;
}

int ArmsModel::addArm()
{
    int n = int(m_arms.size()) + 1;
    QString label;
    do
        label = tr("Arm %1").arg(n++);
    while (std::any_of(m_arms.begin(), m_arms.end(), [&label](const ExperimentArm &a) { return a.label == label; }));
    const int arm = int(m_arms.size());
    beginInsertColumns({}, FirstArmColumn + arm, FirstArmColumn + arm);
    ExperimentArm added;
    added.label = label;
    m_arms << added;
    endInsertColumns();
    Q_EMIT armsChanged();
    return arm;
}

void ArmsModel::removeArm(int arm)
{
    if (arm < 0 || arm >= m_arms.size())
        return;
    beginRemoveColumns({}, FirstArmColumn + arm, FirstArmColumn + arm);
    m_arms.removeAt(arm);
    QMap<std::pair<int, TestField>, std::pair<QString, QString>> kept;
    for (auto it = m_badTests.cbegin(); it != m_badTests.cend(); ++it)
        if (it.key().first != arm)
            kept.insert({it.key().first > arm ? it.key().first - 1 : it.key().first, it.key().second}, it.value());
    m_badTests = kept;
    endRemoveColumns();
    Q_EMIT armsChanged();
}

bool ArmsModel::renameArm(int arm, const QString &label)
{
    const QString trimmed = label.trimmed();
    if (arm < 0 || arm >= m_arms.size() || trimmed.isEmpty())
        return false;
    m_arms[arm].label = trimmed;
    Q_EMIT headerDataChanged(Qt::Horizontal, FirstArmColumn + arm, FirstArmColumn + arm);
    Q_EMIT armsChanged();
    return true;
}

bool ArmsModel::addRow(const Row &row)
{
    if (row.key.isEmpty() || m_rows.contains(row))
        return false;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows << row;
    m_current << currentOf(row);
    endInsertRows();
    return true;
}

void ArmsModel::removeSettingRow(int row)
{
    if (row < 0 || row >= m_rows.size())
        return;
    const Row removed = m_rows.at(row);
    beginRemoveRows({}, row, row);
    for (int arm = 0; arm < m_arms.size(); ++arm)
        setCell(arm, removed, QString());
    m_rows.removeAt(row);
    m_current.removeAt(row);
    endRemoveRows();
    Q_EMIT armsChanged();
}

int ArmsModel::rowFor(const SpecError &error) const
{
    if (error.field == SpecField::ArmTest)
        return rowOf(Row{true, HostRole::Client, testFieldName(error.testField), error.testField});
    if (error.field == SpecField::ArmTunables)
        return rowOf(Row{false, error.role, error.key});
    return -1;
}

void ArmsModel::setBaseTest(const TestParameters &test)
{
    if (test == m_baseTest)
        return;
    m_baseTest = test;
    updateCurrent();
}

void ArmsModel::setHostState(HostRole role, const std::optional<HostSnapshot> &snapshot, const QString &error)
{
    if (snapshot)
        m_snapshots.insert(role, *snapshot);
    else
        m_snapshots.remove(role);
    if (error.isEmpty())
        m_snapshotErrors.remove(role);
    else
        m_snapshotErrors.insert(role, error);
    updateCurrent();
}

void ArmsModel::setGreyedColor(const QColor &color)
{
    m_greyed = color;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::ForegroundRole});
}

void ArmsModel::updateCurrent()
{
    m_current.clear();
    for (const Row &row : std::as_const(m_rows))
        m_current << currentOf(row);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                           {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole});
}

ArmsModel::Current ArmsModel::currentOf(const Row &row) const
{
    if (row.test) {
        const QString base = m_baseTest.text(row.field);
        return {base.isEmpty() ? tr("netperf's default") : base,
                tr("The experiment's test parameter; an arm's value overrides it for that arm"), {}};
    }
    if (m_snapshotErrors.contains(row.role))
        return {tr("?"), m_snapshotErrors.value(row.role), {}};
    if (!m_snapshots.contains(row.role))
        return {tr("…"), tr("Not read yet: the host's value shows once it has been read"), {}};
    const HostSnapshot &snapshot = m_snapshots[row.role];
    auto provider = providerForName(snapshot.platform);
    auto keys = provider ? provider.value()->resolveKey(row.key) : Result<QList<TunableKey>>(provider.error());
    if (!keys || keys->isEmpty()) {
        const QString reason = keys ? tr("'%1' names no tunable").arg(row.key) : keys.error().message;
        return {tr("unknown key"), {}, reason};
    }
    QString toolTip = tr("%1 on %2 at %3").arg(row.key, snapshot.host, snapshot.takenAt.toLocalTime().toString(Qt::ISODate));
    // What this driver does with the key (ixgbe's rx-usecs 1 is adaptive, mlx5 ignores rx-usecs
    // while adaptive-rx is on, ...).
    if (const QString meaning = DriverKnowledge::meaning(snapshot.driver.driver, keys->constFirst()); !meaning.isEmpty())
        toolTip += QLatin1Char('\n') + meaning;
    return {describeState(snapshot.state(keys->constFirst())), toolTip, snapshot.unsupportedReason(keys->constFirst())};
}

QString ArmsModel::label(const Row &row) const
{
    if (row.test)
        return tr("test: %1").arg(row.key);
    return tr("%1: %2").arg(row.role == HostRole::Client ? tr("client") : tr("server"), row.key);
}

QString ArmsModel::cellText(int arm, const Row &row) const
{
    if (row.test) {
        const auto bad = m_badTests.constFind({arm, row.field});
        return bad != m_badTests.cend() ? bad.value().first : m_arms.at(arm).test.text(row.field);
    }
    for (const QString &setting : m_arms.at(arm).tunables.value(row.role))
        if (keyOf(setting) == row.key)
            return valueOf(setting);
    return {};
}

bool ArmsModel::setCell(int arm, const Row &row, const QString &input)
{
    const QString text = input.trimmed();
    ExperimentArm &target = m_arms[arm];
    if (row.test) {
        TestParameters test = target.test;
        if (const auto wrong = test.setText(row.field, text)) {
            m_badTests.insert({arm, row.field},
                              {text, QStringLiteral("arms[%1].test.%2: %3").arg(arm).arg(row.key, *wrong)});
            return true;
        }
        m_badTests.remove({arm, row.field});
        target.test = test;
        return true;
    }
    QStringList settings = target.tunables.value(row.role);
    const auto at = std::find_if(settings.begin(), settings.end(), [&row](const QString &s) { return keyOf(s) == row.key; });
    if (text.isEmpty())
        settings.removeIf([&row](const QString &s) { return keyOf(s) == row.key; });
    else if (at != settings.end())
        *at = row.key + QLatin1Char('=') + text;
    else
        settings << row.key + QLatin1Char('=') + text;
    if (settings.isEmpty())
        target.tunables.remove(row.role);
    else
        target.tunables.insert(row.role, settings);
    return true;
}

int ArmsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ArmsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstArmColumn + int(m_arms.size());
}

QVariant ArmsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const Row &row = m_rows.at(index.row());
    const Current &current = m_current.at(index.row());
    const int arm = index.column() - FirstArmColumn;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (index.column() == SettingColumn)
            return label(row);
        if (index.column() == CurrentColumn)
            return current.text;
        return cellText(arm, row);
    case Qt::ToolTipRole:
        if (!current.unsupported.isEmpty())
            return tr("Not supported here: %1").arg(current.unsupported);
        if (index.column() == CurrentColumn)
            return current.toolTip;
        if (arm >= 0 && row.test && m_badTests.contains({arm, row.field}))
            return m_badTests.value({arm, row.field}).second;
        return {};
    case Qt::ForegroundRole:
        if (!current.unsupported.isEmpty() && m_greyed.isValid())
            return QBrush(m_greyed);
        return {};
    default:
        return {};
    }
}

bool ArmsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !checkIndex(index) || index.column() < FirstArmColumn)
        return false;
    const int arm = index.column() - FirstArmColumn;
    const Row row = m_rows.at(index.row());
    if (value.toString().trimmed() == cellText(arm, row))
        return true;
    setCell(arm, row, value.toString());
    Q_EMIT dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole, Qt::ToolTipRole});
    Q_EMIT armsChanged();
    return true;
}

Qt::ItemFlags ArmsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index))
        return Qt::NoItemFlags;
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return index.column() >= FirstArmColumn ? flags | Qt::ItemIsEditable : flags;
}

QVariant ArmsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == SettingColumn)
        return tr("Setting");
    if (section == CurrentColumn)
        return tr("Now on host");
    return m_arms.at(section - FirstArmColumn).label;
}

bool ArmsModel::setHeaderData(int section, Qt::Orientation orientation, const QVariant &value, int role)
{
    if (orientation != Qt::Horizontal || role != Qt::EditRole)
        return false;
    return renameArm(section - FirstArmColumn, value.toString());
}

} // namespace Tunebench
