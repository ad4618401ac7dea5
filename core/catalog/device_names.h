// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <utility>
#include <vector>

namespace blab::core {

// The names profilers and system tools print for a device, mapped to the catalog's ids, so that
// a kernel read from a profiler's file lands on the right roofline. GPU names are written as
// nvidia-smi --query-gpu=name and Nsight Compute's device__attribute_display_name print them;
// CPU names as /proc/cpuinfo's "model name" and likwid-perfctr's
// "CPU name:" line print them. A name matches when it is the same apart from letter case,
// spaces at either end and runs of spaces.
class DeviceNames
{
public:
    // The catalog id, or empty when the name is not in the table.
    static std::string idFor(const std::string &printedName);
    // Every row, printed name first: a test checks each id against the catalog.
    static std::vector<std::pair<std::string, std::string>> table();
    // The name as compared: lower case, trimmed, inner runs of spaces made one.
    static std::string normalised(const std::string &name);
};

} // namespace blab::core
