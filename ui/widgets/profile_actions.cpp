// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/profile_actions.h"

#include "state/profile_file.h"
#include "state/what_if_state.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace blab::ui {

namespace {

const QString kFolderKey = QStringLiteral("files/profile_folder");

void showStatus(QWidget *window, const QString &message)
{
    if (auto *main = qobject_cast<QMainWindow *>(window))
        main->statusBar()->showMessage(message, 5000);
}

} // namespace

ProfileActions::ProfileActions(WhatIfState *state, QWidget *window)
    : QObject(window), m_state(state), m_window(window)
{
    connect(m_state, &WhatIfState::profileChanged, this, &ProfileActions::updateEnabled);
}

void ProfileActions::addTo(QMenu *menu)
{
    m_save = menu->addAction(tr("&Save machine profile…"), this,
                             qOverload<>(&ProfileActions::saveProfile));
    m_save->setShortcut(QKeySequence::Save);
    m_save->setStatusTip(tr("Save this machine's measured roofline as JSON, to compare it on "
                            "another machine or keep it."));
    QAction *open = menu->addAction(tr("&Open machine profile to compare…"), this,
                                    qOverload<>(&ProfileActions::openComparison));
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip(tr("Draw another machine's saved profile beside this one's on the "
                          "roofline (tab 3)."));
    m_remove =
        menu->addAction(tr("&Remove compared profile"), this, &ProfileActions::removeComparison);
    m_remove->setStatusTip(tr("Take the other machine's profile off the roofline."));
    updateEnabled();
}

void ProfileActions::updateEnabled()
{
    if (m_save) {
        m_save->setEnabled(m_state->profile().has_value());
        m_save->setToolTip(m_state->profile() ? QString()
                                              : tr("Measure this machine's roofline on tab 1 "
                                                   "first."));
    }
    if (m_remove)
        m_remove->setEnabled(m_state->comparison().has_value());
}

QString ProfileActions::startFolder() const
{
    const QString fallback = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QSettings().value(kFolderKey, fallback).toString();
}

void ProfileActions::rememberFolder(const QString &path) const
{
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
}

void ProfileActions::saveProfile()
{
    if (!m_state->profile())
        return;
    const QString suggested =
        QDir(startFolder()).filePath(ProfileFile::suggestedName(*m_state->profile()));
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save machine profile"),
                                                      suggested, tr("Machine profiles (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!ProfileFile::write(*m_state->profile(), path, &error)) {
        QMessageBox::warning(m_window, tr("Save machine profile"), error);
        return;
    }
    rememberFolder(path);
    showStatus(m_window, tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void ProfileActions::openComparison()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open machine profile to compare"), startFolder(),
                                     tr("Machine profiles (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openComparison(path, &error)) {
        QMessageBox::warning(m_window, tr("Open machine profile"), error);
        return;
    }
    rememberFolder(path);
    showStatus(
        m_window,
        tr("Comparing with %1: see the roofline on tab 3").arg(QDir::toNativeSeparators(path)));
}

bool ProfileActions::openComparison(const QString &path, QString *error)
{
    const std::optional<core::MachineProfile> profile = ProfileFile::read(path, error);
    if (!profile)
        return false;
    m_state->setComparison(profile);
    return true;
}

void ProfileActions::removeComparison()
{
    m_state->setComparison(std::nullopt);
    showStatus(m_window, tr("The compared profile is off the roofline."));
}

} // namespace blab::ui
