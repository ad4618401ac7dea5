// SPDX-License-Identifier: GPL-3.0-or-later

#include "machine_profiles.h"

#include "cli_runner.h"
#include "state/profile_file.h"
#include "text/labels.h"
#include "text/problem_text.h"

#include <QSettings>
#include <QTextStream>
#include <cstdio>
#include <unistd.h>

namespace blab::app {

namespace {

QTextStream &errors()
{
    static QTextStream stream(stderr);
    return stream;
}

// Reads the file an option names into out, as File → Open machine profile reads it; false with
// "--compare: Cannot read FILE: line N: reason" otherwise.
bool readOption(const char *option, const std::string &file,
                std::optional<core::MachineProfile> &out, QString &error)
{
    if (file.empty())
        return true;
    QString why;
    out = ui::ProfileFile::read(QString::fromStdString(file), &why);
    if (!out)
        error = QStringLiteral("--%1: %2").arg(QLatin1String(option), why);
    return out.has_value();
}

} // namespace

bool MachineProfiles::readGiven(const ParsedCommand &command, Pair &pair, QString &error)
{
    return readOption("profile", command.profileFile, pair.thisMachine, error) &&
           readOption("compare", command.compareFile, pair.other, error);
}

std::optional<core::MachineProfile> MachineProfiles::kept(bool &present,
                                                          core::ProfileReadError *why)
{
    const QByteArray json = QSettings().value(QStringLiteral("profile/json")).toByteArray();
    present = !json.isEmpty();
    if (!present)
        return std::nullopt;
    return core::MachineProfile::fromJson(json.toStdString(), why);
}

void MachineProfiles::completeThisMachine(const ParsedCommand &command, Pair &pair)
{
    if (!pair.other || pair.thisMachine)
        return;
    // The window drops a kept profile that does not read and measures again; so does this.
    core::ProfileReadError why;
    bool present = false;
    pair.thisMachine = kept(present, &why);
    pair.thisOrigin = core::BandwidthSource::KeptProfile;
    if (pair.thisMachine)
        return;
    if (present)
        errors() << "bottleneck-lab: "
                 << CliRunner::tr("the profile the window keeps does not read (%1); measuring this "
                                  "machine")
                        .arg(ui::ProblemText::profile(why))
                 << Qt::endl;
    core::ProfileOptions options;
    options.threads = command.bench.threads;
    options.quick = true;
    pair.thisMachine = measure(options);
    pair.thisOrigin = core::BandwidthSource::MeasuredNow;
}

void MachineProfiles::takeBandwidth(const Pair &pair, core::WhatIfInputs &inputs)
{
    if (inputs.memBandwidthSource == core::BandwidthSource::Entered)
        return;
    std::optional<core::MachineProfile> profile = pair.thisMachine;
    core::BandwidthSource origin = pair.thisOrigin;
    if (!profile) {
        bool present = false;
        profile = kept(present, nullptr);
        origin = core::BandwidthSource::KeptProfile;
    }
    // A profile without a triad (one that failed part-way) leaves the lesson's figure.
    if (!profile || !(profile->memBandwidthGBs() > 0))
        return;
    inputs.memBandwidthGBs = profile->memBandwidthGBs();
    inputs.memBandwidthSource = origin;
}

core::MachineProfile MachineProfiles::measure(const core::ProfileOptions &options)
{
    const bool showProgress = isatty(fileno(stderr));
    core::MachineProfile p =
        core::MachineProfiler::run(options, [&](int step, int steps, const std::string &id) {
            if (showProgress)
                errors() << "\r" << QString(50, QLatin1Char(' ')) << "\r" << step << "/" << steps
                         << " " << QString::fromStdString(id) << Qt::flush;
        });
    if (showProgress)
        errors() << "\r" << QString(50, QLatin1Char(' ')) << "\r" << Qt::flush;
    return p;
}

} // namespace blab::app
