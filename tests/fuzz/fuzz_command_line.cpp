// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the whole command line, one argument per line of the input. Whatever it
// accepts must hold values inside the ranges the options promise.

#include "command_line.h"
#include "fuzz_locale.h"
#include "io/option_spec.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <tuple>
#include <utility>

using blab::core::OptionSpec;

namespace {

void mustHold(bool condition)
{
    if (!condition)
        std::abort();
}

bool inRange(const OptionSpec &spec, double v)
{
    return std::isfinite(v) && v >= spec.minValue() && v <= spec.maxValue();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    blab::fuzz::useCommaLocale();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<int>(size));
    QStringList arguments{QStringLiteral("bottleneck-lab")};
    for (const QByteArray &line : bytes.split('\n'))
        arguments << QString::fromUtf8(line);
    if (arguments.size() > 64)
        return 0;

    blab::app::CommandLine::subcommandWord(arguments);
    blab::app::CommandLine::isHeadless(arguments);
    blab::app::ParsedCommand command;
    QString error;
    const auto parsed = blab::fuzz::sameInEveryLocale([&] {
        command = {};
        error.clear();
        const bool ok = blab::app::CommandLine::parse(arguments, command, error);
        const auto &w = command.whatIf;
        return std::make_tuple(ok, error, w.cpuGflops, w.memBandwidthGBs, w.linkGBs, w.accelTflops,
                               w.n, w.k, w.batches);
    });
    if (!std::get<0>(parsed)) {
        mustHold(!error.isEmpty());
        return 0;
    }
    const auto &w = command.whatIf;
    if (w.cpuGflops)
        mustHold(inRange(OptionSpec::cpuGflops, *w.cpuGflops));
    mustHold(inRange(OptionSpec::memBandwidth, w.memBandwidthGBs));
    mustHold(inRange(OptionSpec::linkBandwidth, w.linkGBs));
    mustHold(inRange(OptionSpec::accelTflops, w.accelTflops));
    mustHold(inRange(OptionSpec::n, w.n));
    mustHold(inRange(OptionSpec::k, w.k));
    mustHold(!w.batches.empty());
    mustHold(command.width >= 100 && command.height >= 100 && command.scale >= 1);
    return 0;
}
