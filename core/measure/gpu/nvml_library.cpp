// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/nvml_library.h"

#include <array>
#include <cstdio>

namespace blab::core {

namespace {

using Return = int;
using Device = struct NvmlDeviceOpaque *;
constexpr Return kSuccess = 0;
// NVML_ERROR_INSUFFICIENT_SIZE: there are more processes than the (empty) list holds.
constexpr Return kInsufficientSize = 7;

struct Functions
{
    Return (*init)() = nullptr;
    Return (*shutdown)() = nullptr;
    Return (*byBusId)(const char *busId, Device *device) = nullptr;
    Return (*driverVersion)(char *text, unsigned length) = nullptr;
    Return (*generation)(Device device, unsigned *value) = nullptr;
    Return (*width)(Device device, unsigned *value) = nullptr;
    Return (*maxGeneration)(Device device, unsigned *value) = nullptr;
    Return (*maxWidth)(Device device, unsigned *value) = nullptr;
    Return (*powerLimit)(Device device, unsigned *milliwatts) = nullptr;
    Return (*processes)(Device device, unsigned *count, void *infos) = nullptr;
};

int readUnsigned(Return (*get)(Device, unsigned *), Device device)
{
    unsigned value = 0;
    return get && get(device, &value) == kSuccess ? static_cast<int>(value) : 0;
}

void readDevice(const Functions &f, Device device, NvmlFacts &facts)
{
    facts.pcieGeneration = readUnsigned(f.generation, device);
    facts.pcieWidth = readUnsigned(f.width, device);
    facts.pcieMaxGeneration = readUnsigned(f.maxGeneration, device);
    facts.pcieMaxWidth = readUnsigned(f.maxWidth, device);
    facts.powerLimitWatts = readUnsigned(f.powerLimit, device) / 1000.0;
    // Asked with an empty list, NVML answers with the count alone.
    unsigned count = 0;
    const Return r = f.processes ? f.processes(device, &count, nullptr) : -1;
    if (r == kSuccess)
        facts.otherProcesses = 0;
    else if (r == kInsufficientSize)
        facts.otherProcesses = static_cast<int>(count);
}

} // namespace

std::string NvmlLibrary::busId(int domain, int bus, int device)
{
    std::array<char, 32> text{};
    std::snprintf(text.data(), text.size(), "%08X:%02X:%02X.0", static_cast<unsigned>(domain),
                  static_cast<unsigned>(bus), static_cast<unsigned>(device));
    return text.data();
}

NvmlFacts NvmlLibrary::query(const std::string &pciBusId)
{
    NvmlFacts facts;
    SharedLibrary library;
    if (!library.open({"libnvidia-ml.so.1"}, facts.problem))
        return facts;
    Functions f;
    library.bind(f.init, "nvmlInit_v2");
    library.bind(f.shutdown, "nvmlShutdown");
    library.bind(f.byBusId, "nvmlDeviceGetHandleByPciBusId_v2");
    library.bind(f.driverVersion, "nvmlSystemGetDriverVersion");
    library.bind(f.generation, "nvmlDeviceGetCurrPcieLinkGeneration");
    library.bind(f.width, "nvmlDeviceGetCurrPcieLinkWidth");
    library.bind(f.maxGeneration, "nvmlDeviceGetMaxPcieLinkGeneration");
    library.bind(f.maxWidth, "nvmlDeviceGetMaxPcieLinkWidth");
    library.bind(f.powerLimit, "nvmlDeviceGetPowerManagementLimit");
    library.bind(f.processes, "nvmlDeviceGetComputeRunningProcesses_v3");
    if (!f.init || !f.shutdown || !f.byBusId || f.init() != kSuccess) {
        facts.problem = library.path() + " did not start";
        return facts;
    }
    std::array<char, 96> version{};
    if (f.driverVersion && f.driverVersion(version.data(), version.size()) == kSuccess)
        facts.driverVersion = version.data();
    Device device = nullptr;
    if (f.byBusId(pciBusId.c_str(), &device) == kSuccess)
        readDevice(f, device, facts);
    else
        facts.problem = "NVML does not know the card at " + pciBusId;
    f.shutdown();
    return facts;
}

} // namespace blab::core
