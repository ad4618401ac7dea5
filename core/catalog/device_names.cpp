// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/device_names.h"

#include <iterator>
#include <utility>

namespace blab::core {

namespace {

// Printed name → catalog id. One row per name a tool prints; a product sold in several
// memory sizes under one printed name maps to the catalog's only row for it.
const std::pair<const char *, const char *> kNames[] = {
    // NVIDIA, as nvidia-smi and Nsight Compute print the board's name.
    {"NVIDIA H100 80GB HBM3", "h100_sxm"},
    {"NVIDIA H100 PCIe", "h100_pcie"},
    {"NVIDIA H200", "h200_sxm"},
    {"NVIDIA H100 NVL", "h100_nvl"},
    {"NVIDIA H200 NVL", "h200_nvl"},
    // The 96 GB GH200 is named after its 480 GB of Grace memory, the 144 GB one after its HBM.
    {"NVIDIA GH200 480GB", "gh200_96gb"},
    {"NVIDIA GH200 144G HBM3e", "gh200"},
    {"NVIDIA H800", "h800"},
    {"NVIDIA H20", "h20"},
    {"NVIDIA B200", "b200"},
    {"NVIDIA B300 SXM6 AC", "b300"},
    {"NVIDIA GB200", "gb200"},
    {"NVIDIA GB300", "gb300"},
    {"NVIDIA A100-SXM4-80GB", "a100_80gb_sxm"},
    {"NVIDIA A100-SXM4-40GB", "a100_40gb_sxm"},
    {"NVIDIA A800-SXM4-80GB", "a800"},
    {"NVIDIA L40S", "l40s"},
    {"NVIDIA GeForce RTX 5090", "rtx_5090"},
    {"NVIDIA GeForce RTX 4090", "rtx_4090"},
    {"NVIDIA GeForce RTX 3060", "rtx_3060"},
    // CPUs, as /proc/cpuinfo's model name (and so likwid-perfctr's CPU name) gives them.
    {"Intel(R) Xeon(R) Platinum 8480+", "xeon_8480"},
    {"AMD EPYC 9654 96-Core Processor", "epyc_9654"},
    {"AMD Ryzen 9 7950X 16-Core Processor", "ryzen_7950x"},
};

} // namespace

std::string DeviceNames::normalised(const std::string &name)
{
    std::string out;
    bool space = false;
    for (const char c : name) {
        // ASCII only, whatever the C library's locale says a space or a capital is.
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> DeviceNames::table()
{
    return {std::begin(kNames), std::end(kNames)};
}

std::string DeviceNames::idFor(const std::string &printedName)
{
    const std::string wanted = normalised(printedName);
    for (const auto &[name, id] : kNames) {
        if (normalised(name) == wanted)
            return id;
    }
    return {};
}

} // namespace blab::core
