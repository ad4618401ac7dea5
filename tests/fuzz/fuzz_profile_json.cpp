// libFuzzer target: the profile the window keeps in its settings, read back from arbitrary
// bytes. A profile it accepts must be one the roofline can draw.

#include "measure/machine_profiler.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto profile = blab::core::MachineProfile::fromJson(
        std::string(reinterpret_cast<const char *>(data), size));
    if (!profile)
        return 0;
    if (!(profile->peakGflops > 0) || !(profile->memBandwidthGBs() > 0) || profile->threads < 1 ||
        !std::isfinite(profile->balanceFlopsPerByte()))
        std::abort();
    for (const auto &k : profile->kernels) {
        if (!(k.flopsPerByte() > 0) || !std::isfinite(k.gflops()))
            std::abort();
    }
    return 0;
}
