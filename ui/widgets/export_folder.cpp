// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/export_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace blab::ui {

namespace {

const QString kKey = QStringLiteral("export/folder");

} // namespace

QString ExportFolder::suggested()
{
    const QString last = QSettings().value(kKey).toString();
    if (!last.isEmpty())
        return last;
    // writableLocation() names ~/Pictures whether or not it exists.
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (!pictures.isEmpty() && QFileInfo(pictures).isDir())
        return pictures;
    return QDir::homePath();
}

void ExportFolder::remember(const QString &folder)
{
    QSettings().setValue(kKey, QFileInfo(folder).absoluteFilePath());
}

} // namespace blab::ui
