#include "catalog/device_catalog.h"

#include "catalog/device_catalog_file.h"

#include <cstdio>

namespace blab::core {

// Generated at configure time from resources/devices.json.
extern const char *const kBuiltInDevicesJson;

namespace {

struct BuiltIn
{
    std::vector<DeviceSpec> devices;
    std::string error;
};

const BuiltIn &builtInCatalog()
{
    static const BuiltIn catalog = [] {
        BuiltIn b;
        const DeviceCatalogFile::Result r =
            DeviceCatalogFile::parse(kBuiltInDevicesJson, {DeviceCatalog::kThisCpu});
        if (r.ok())
            b.devices = r.devices;
        else
            b.error = "resources/devices.json line " + std::to_string(r.errorLine) + ": " + r.error;
        return b;
    }();
    return catalog;
}

} // namespace

DeviceSpec DeviceCatalog::thisCpu(double cpuGflops, double cpuBandwidthGBs, bool cpuMeasured,
                                  double cpuMemoryGB)
{
    DeviceSpec cpu;
    cpu.id = kThisCpu;
    cpu.name = "This CPU";
    cpu.fp32Tflops = cpuGflops / 1000.0;
    cpu.memBandwidthGBs = cpuBandwidthGBs;
    cpu.watts = 65.0;
    cpu.memoryGB = cpuMemoryGB;
    cpu.measured = cpuMeasured;
    cpu.source = cpuMeasured ? "FP32 measured here with cblas_sgemm; bandwidth as set; power a "
                               "typical desktop figure"
                             : "FP32 entered; bandwidth as set; power a typical desktop figure";
    return cpu;
}

const std::vector<DeviceSpec> &DeviceCatalog::builtIn()
{
    return builtInCatalog().devices;
}

const std::string &DeviceCatalog::builtInError()
{
    return builtInCatalog().error;
}

std::set<std::string> DeviceCatalog::reservedIds()
{
    std::set<std::string> ids{kThisCpu};
    for (const DeviceSpec &d : builtIn())
        ids.insert(d.id);
    return ids;
}

std::vector<DeviceSpec> DeviceCatalog::lessonDevices(double cpuGflops, double cpuBandwidthGBs,
                                                     bool cpuMeasured, double cpuMemoryGB)
{
    std::vector<DeviceSpec> devices{thisCpu(cpuGflops, cpuBandwidthGBs, cpuMeasured, cpuMemoryGB)};
    for (const DeviceSpec &d : builtIn()) {
        if (d.id == "entry_gpu" || d.id == "training_accelerator")
            devices.push_back(d);
    }
    return devices;
}

std::vector<DeviceSpec> DeviceCatalog::all(double cpuGflops, double cpuBandwidthGBs,
                                           bool cpuMeasured, double cpuMemoryGB,
                                           const std::vector<DeviceSpec> *userDevices)
{
    std::vector<DeviceSpec> devices{thisCpu(cpuGflops, cpuBandwidthGBs, cpuMeasured, cpuMemoryGB)};
    devices.insert(devices.end(), builtIn().begin(), builtIn().end());
    if (userDevices)
        devices.insert(devices.end(), userDevices->begin(), userDevices->end());
    return devices;
}

DeviceRatios DeviceCatalog::ratios(const DeviceSpec &device, const DeviceSpec &cpu,
                                   Precision precision)
{
    DeviceRatios r;
    r.compute = cpu.fp32Tflops > 0 ? device.effectiveTflops(precision) / cpu.fp32Tflops : 0.0;
    r.bandwidth = cpu.memBandwidthGBs > 0 ? device.memBandwidthGBs / cpu.memBandwidthGBs : 0.0;
    r.gflopsPerWatt = device.gflopsPerWatt(precision);
    r.efficiency = cpu.gflopsPerWatt() > 0 ? r.gflopsPerWatt / cpu.gflopsPerWatt() : 0.0;
    return r;
}

} // namespace blab::core
