// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/machine_load.h"
#include "measure/profile/machine_profile.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace blab::core {

struct ProfileOptions
{
    // 0 means every thread OpenBLAS may use.
    int threads = 0;
    // Smaller arrays, fewer passes and a shorter sweep: under ten seconds on two cores.
    bool quick = false;
    int sweepMin = 64;
    int sweepMax = 4096;
    // 0 doubles n each step; a positive value adds that much instead.
    int sweepStep = 0;
    // Where the machine's CPU time is read (MachineLoad::read unless a test gives another).
    MachineLoad::Source loadSource;
};

// Called when each step starts, with a stable id such as "peak_1" or "sweep_1024", and once more
// with step == steps at the end.
using ProfileProgress = std::function<void(int step, int steps, const std::string &id)>;

class MachineProfiler
{
public:
    static MachineProfile run(const ProfileOptions &options, const ProfileProgress &progress = {},
                              const std::atomic_bool *cancel = nullptr);
    // From min to max, doubling n each step (step 0) or adding step to it; at most 1024 when
    // quick, and never more than 64 sizes.
    static std::vector<int> sweepSizes(int minN, int maxN, int step, bool quick);
    // k = 1, 2, 4 ... 1024; every other one when quick.
    static std::vector<int> kernelKs(bool quick);
};

} // namespace blab::core
