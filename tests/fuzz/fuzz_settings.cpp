// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the window's settings loader over an arbitrary settings file. Whatever the
// file holds, the inputs that come out must be inside the ranges the options promise.

#include "fuzz_locale.h"
#include "io/option_spec.h"
#include "state/what_if_state.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <tuple>
#include <utility>

namespace {

// Created once and never destroyed: libFuzzer leaves through exit(), and destroying a
// QCoreApplication from a static destructor, after Qt's own globals are gone, crashes.
QCoreApplication *g_app = nullptr;
QTemporaryDir *g_dir = nullptr;

void mustHold(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    g_app = new QCoreApplication(*argc, *argv);
    QCoreApplication::setOrganizationName(QStringLiteral("BottleneckLabFuzz"));
    QCoreApplication::setApplicationName(QStringLiteral("settings"));
    g_dir = new QTemporaryDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, g_dir->path());
    // After QCoreApplication, which sets the C library's locale from the environment.
    blab::fuzz::useCommaLocale();
    return 0;
}

namespace {

// Writes the input as a settings file of its own, which each read starts from. Qt keeps the files
// it has read in a cache that it trusts while the size and time stamp match, and rewrites a file
// it could not parse whole; a new file name for every read keeps both from carrying one read
// into the next.
void writeSettings(const std::uint8_t *data, std::size_t size)
{
    static int count = 0;
    QFile::remove(QSettings().fileName());
    QCoreApplication::setApplicationName(QStringLiteral("settings-%1").arg(++count));
    const QString path = QSettings().fileName();
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        std::abort();
    file.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    blab::fuzz::sameInEveryLocale([&] {
        writeSettings(data, size);
        blab::ui::WhatIfState read;
        read.load();
        read.flush();
        const auto &in = read.inputs();
        return std::make_tuple(read.cpuGflops(), in.memBandwidthGBs, in.linkGBs, in.accelTflops,
                               in.flopsPerSample, in.sampleBytes, in.n, in.k, in.params, in.cards,
                               read.profile() ? read.profile()->toJson() : "");
    });
    writeSettings(data, size);
    blab::ui::WhatIfState state;
    state.load();
    state.flush();
    using blab::core::OptionSpec;
    const auto &in = state.inputs();
    mustHold(OptionSpec::memBandwidth.check(in.memBandwidthGBs).empty());
    mustHold(OptionSpec::linkBandwidth.check(in.linkGBs).empty());
    mustHold(OptionSpec::accelTflops.check(in.accelTflops).empty());
    mustHold(OptionSpec::flopsPerSample.check(in.flopsPerSample).empty());
    mustHold(OptionSpec::sampleBytes.check(in.sampleBytes).empty());
    mustHold(OptionSpec::n.check(in.n).empty());
    mustHold(OptionSpec::k.check(in.k).empty());
    mustHold(OptionSpec::params.check(in.params).empty());
    mustHold(OptionSpec::cards.check(in.cards).empty());
    mustHold(std::isfinite(state.cpuGflops()) && state.cpuGflops() > 0);
    if (state.profile())
        mustHold(state.profile()->peakGflops > 0 && state.profile()->memBandwidthGBs() > 0);
    return 0;
}
