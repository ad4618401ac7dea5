// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "roofline/hierarchy_roofline.h"
#include "roofline/roofline_model.h"

#include <string>
#include <vector>

namespace blab::core {

// One roof a kernel can be held under: a compute peak or a memory level's bandwidth.
struct Roof
{
    std::string name; // "compute", or the memory level: "L1" … "DRAM", "memory" on a device
    double peakGflops = 0.0;   // for the compute roof
    double bandwidthGBs = 0.0; // for a memory roof
    bool compute = false;
    bool isCompute() const { return compute; }
    // What this roof allows at an intensity.
    double gflopsAt(double flopsPerByte) const
    {
        return isCompute() ? peakGflops : bandwidthGBs * flopsPerByte;
    }
};

// A kernel of the user's, timed, set against a roofline: where it sits and which roof is above
// it. As Intel Advisor's cache-aware roofline does, the roof that sets the bound is the lowest
// of the roofs at the kernel's intensity that is still at or above what the kernel reached (a
// memory roof counts where it is below the compute peak, the compute roof where the fastest
// memory roof reaches it): a kernel above L3's and DRAM's roofs but under L2's is judged against
// L2. A kernel above every roof (a timing or a count that is off) is
// judged against the highest, and its share exceeds 1.
struct KernelPlacement
{
    double flopsPerByte = 0.0;
    double attainedGflops = 0.0;
    // The roof above and what it allows at this intensity.
    std::string roof;
    double boundGflops = 0.0;
    // attained ÷ bound.
    double shareOfBound = 0.0;
    // How many times faster the kernel would be at the bound: bound ÷ attained.
    double speedupAtBound = 0.0;

    // op's FLOPs and bytes over seconds; roofs as roofsOf gives them. Nothing is placed (an
    // empty roof) when seconds, FLOPs or bytes are not positive or there is no roof.
    static KernelPlacement place(const Operation &op, double seconds,
                                 const std::vector<Roof> &roofs);
    // A device: its compute peak and one memory roof, "memory".
    static std::vector<Roof> roofsOf(const RooflineModel &device);
    // A catalog device at a precision (its id, "bf16"): that peak and its memory bandwidth; none
    // where the device has no peak at that precision, as the FP32 one would judge a BF16 kernel
    // against the wrong units.
    static std::vector<Roof> roofsOf(const DeviceSpec &device, const std::string &precision);
    // This CPU as measured: the compute peak of the precision and every level of its hierarchy;
    // none at all for FP64 when the profile did not measure it.
    static std::vector<Roof> roofsOf(const HierarchyRoofline &cpu, bool fp64);
    // A compute roof of peak GFLOPS, or a memory roof of gbs; a figure that is not positive
    // is no roof and is left out.
    static void addRoof(std::vector<Roof> &roofs, const std::string &name, double peak, double gbs);
};

} // namespace blab::core
