// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the kernel advisor's result as the settings keep it, read back from
// arbitrary bytes. Accepted advice must recommend a family that was measured and verified, and
// must read back the same after writing.

#include "measure/kernel_advisor.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    blab::core::AdvisorResult advice;
    const std::string text(reinterpret_cast<const char *>(data), size);
    if (!blab::core::AdvisorResult::fromJson(text, advice).empty())
        return 0;
    if (!advice.recommendedCore.empty() &&
        (!advice.recommended() || !advice.recommended()->usable()))
        std::abort();
    blab::core::AdvisorResult again;
    if (!blab::core::AdvisorResult::fromJson(advice.toJson(), again).empty() ||
        again.toJson() != advice.toJson())
        std::abort();
    return 0;
}
