// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: every numeric option and the batch list, parsed from arbitrary bytes. An
// accepted value outside its option's range, or not finite, is a bug and aborts.

#include "fuzz_locale.h"
#include "io/option_spec.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using blab::core::OptionSpec;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    blab::fuzz::useCommaLocale();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    for (const OptionSpec *spec :
         {&OptionSpec::cpuGflops, &OptionSpec::memBandwidth, &OptionSpec::linkBandwidth,
          &OptionSpec::accelTflops, &OptionSpec::flopsPerSample, &OptionSpec::sampleBytes,
          &OptionSpec::n, &OptionSpec::k, &OptionSpec::params, &OptionSpec::cards,
          &OptionSpec::cardLinkBandwidth, &OptionSpec::stepMs, &OptionSpec::repeats,
          &OptionSpec::width, &OptionSpec::height, &OptionSpec::scale}) {
        const auto [error, value] = blab::fuzz::sameInEveryLocale([&] {
            double read = 0.0;
            const std::string problem = spec->parse(text, read);
            return std::make_pair(problem, read);
        });
        if (error.empty()) {
            if (!std::isfinite(value) || value < spec->minValue() || value > spec->maxValue() ||
                (spec->isInteger() && std::floor(value) != value))
                std::abort();
        } else if (error.find('\n') != std::string::npos || error.size() > 300) {
            std::abort();
        }
    }
    std::vector<int> batches;
    if (OptionSpec::batch.parseList(text, batches).empty()) {
        if (batches.empty() || batches.size() > 32)
            std::abort();
        for (int b : batches) {
            if (b < OptionSpec::batch.minValue() || b > OptionSpec::batch.maxValue())
                std::abort();
        }
    }
    return 0;
}
