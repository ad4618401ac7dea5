// SPDX-License-Identifier: GPL-3.0-or-later

#include "state/profile_file.h"

#include "io/atomic_file.h"
#include "text/labels.h"
#include "text/problem_text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace blab::ui {

std::optional<core::MachineProfile> ProfileFile::read(const QString &path, QString *error)
{
    // A pasted novel of a path is not echoed back in full.
    QString name = QDir::toNativeSeparators(path);
    if (name.size() > 120)
        name = name.left(120) + QStringLiteral("…");
    const auto fail = [&](const QString &why) {
        if (error)
            *error = tr("Cannot read %1: %2").arg(name, why);
        return std::nullopt;
    };
    // Opening a named pipe would wait for a writer that may never come, and a device may never
    // end, so only a regular file is opened.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return fail(tr("not a regular file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    if (file.size() > kMaxBytes)
        return fail(tr("the file is %1; a machine profile is at most %2")
                        .arg(Labels::bytes(double(file.size())), Labels::bytes(double(kMaxBytes))));
    const QByteArray text = file.read(kMaxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(file.errorString());
    core::ProfileReadError problem;
    std::optional<core::MachineProfile> profile =
        core::MachineProfile::fromJson(text.toStdString(), &problem);
    if (!profile)
        return fail(ProblemText::profile(problem));
    return profile;
}

bool ProfileFile::write(const core::MachineProfile &profile, const QString &path, QString *error)
{
    const std::string text = profile.toJson();
    const int cause = core::AtomicFile::write(QFile::encodeName(path).toStdString(), text);
    if (cause != 0 && error)
        *error = tr("Cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), Labels::systemError(cause));
    return cause == 0;
}

QString ProfileFile::suggestedName(const core::MachineProfile &profile)
{
    const QString date = QString::fromStdString(profile.measuredAt).left(10);
    return date.isEmpty() ? QStringLiteral("machine-profile.json")
                          : QStringLiteral("machine-profile-%1.json").arg(date);
}

} // namespace blab::ui
