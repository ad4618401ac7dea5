// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/system_info.h"

#include "measure/cpu/cpu_features.h"

#include <cblas.h>
#include <fstream>
#include <locale>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace blab::core {
namespace {

// Reads one "Key:   12345 kB" line of /proc/meminfo; 0 when the key is missing.
std::uint64_t meminfoBytes(const std::string &key)
{
    std::ifstream in("/proc/meminfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.compare(0, key.size() + 1, key + ":") == 0) {
            std::istringstream fields(line.substr(key.size() + 1));
            fields.imbue(std::locale::classic());
            std::uint64_t kib = 0;
            fields >> kib;
            return kib * 1024;
        }
    }
    return 0;
}

std::uint64_t sysconfBytes(int name)
{
    const long pages = sysconf(name);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0)
        return 0;
    return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize);
}

} // namespace

std::uint64_t SystemInfo::availableMemoryBytes()
{
    const std::uint64_t available = meminfoBytes("MemAvailable");
    return available ? available : sysconfBytes(_SC_AVPHYS_PAGES);
}

std::uint64_t SystemInfo::totalMemoryBytes()
{
    const std::uint64_t total = meminfoBytes("MemTotal");
    return total ? total : sysconfBytes(_SC_PHYS_PAGES);
}

int SystemInfo::logicalCpuCount()
{
    const unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : static_cast<int>(n);
}

std::string SystemInfo::cpuModelName()
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon != std::string::npos && colon + 2 <= line.size())
                return line.substr(colon + 2);
        }
    }
    return "unknown CPU";
}

std::string SystemInfo::openblasCoreName()
{
    const char *name = openblas_get_corename();
    return name ? name : "unknown";
}

std::string SystemInfo::openblasConfig()
{
    const char *config = openblas_get_config();
    std::string text = config ? config : "unknown";
    while (!text.empty() && text.back() == ' ')
        text.pop_back();
    return text;
}

std::string SystemInfo::cpuIdentity()
{
    const CpuFeatures features = CpuFeatures::detect();
    std::string identity = cpuModelName();
    if (features.x86)
        identity += " (family " + std::to_string(features.family) + ", model " +
                    std::to_string(features.model) + ")";
    return identity;
}

int SystemInfo::openblasThreads()
{
    return openblas_get_num_threads();
}

int SystemInfo::openblasMaxThreads()
{
    const int procs = openblas_get_num_procs();
    return procs > 0 ? procs : logicalCpuCount();
}

} // namespace blab::core
