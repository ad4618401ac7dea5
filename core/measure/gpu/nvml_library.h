// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "measure/common/shared_library.h"

#include <string>

namespace blab::core {

// What NVML (libnvidia-ml.so.1, loaded at run time) says of one GPU: its PCIe link, the driver's
// version, its power limit and whether other processes are computing on it. Every field that
// could not be read stays at its "unknown" value.
struct NvmlFacts
{
    // Empty with a reason in problem when NVML did not load or did not find the card.
    std::string problem;
    std::string driverVersion;
    // The link as it runs now (an idle card may drop to a lower generation) and at its best.
    int pcieGeneration = 0;
    int pcieWidth = 0;
    int pcieMaxGeneration = 0;
    int pcieMaxWidth = 0;
    double powerLimitWatts = 0.0;
    // Processes computing on the card before this program touched it; -1 when unknown.
    int otherProcesses = -1;
};

class NvmlLibrary
{
public:
    // The card whose PCI address is "0000:1b:00.0" (domain:bus:device.function, as the CUDA
    // driver's attributes give it).
    static NvmlFacts query(const std::string &pciBusId);
    // "00000000:1B:00.0" for domain 0, bus 0x1b, device 0, as NVML spells addresses.
    static std::string busId(int domain, int bus, int device);
};

} // namespace blab::core
