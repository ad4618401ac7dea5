// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the kernel advisor's result as the settings keep it, read back from
// arbitrary bytes. Accepted advice must recommend a family that was measured and verified, and
// must read back the same after writing.

#include "fuzz_locale.h"
#include "measure/cpu/kernel_advisor.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <tuple>
#include <utility>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    blab::fuzz::useCommaLocale();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    blab::core::AdvisorResult advice;
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto read = blab::fuzz::sameInEveryLocale([&] {
        blab::core::AdvisorResult r;
        const std::string problem = blab::core::AdvisorResult::fromJson(text, r);
        return std::make_pair(problem, problem.empty() ? r.toJson() : std::string());
    });
    if (!read.first.empty())
        return 0;
    blab::core::AdvisorResult::fromJson(text, advice);
    if (!advice.recommendedCore.empty() &&
        (!advice.recommended() || !advice.recommended()->usable()))
        std::abort();
    blab::core::AdvisorResult again;
    if (!blab::core::AdvisorResult::fromJson(advice.toJson(), again).empty() ||
        again.toJson() != advice.toJson())
        std::abort();
    return 0;
}
