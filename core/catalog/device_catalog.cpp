// SPDX-License-Identifier: GPL-3.0-or-later

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

DeviceSpec DeviceCatalog::thisCpu(const ThisCpu &figures, double bandwidthGBs)
{
    DeviceSpec cpu;
    cpu.id = kThisCpu;
    cpu.name = "This CPU";
    cpu.fp32Tflops = figures.gflops / 1000.0;
    cpu.memBandwidthGBs = bandwidthGBs;
    cpu.watts = 65.0;
    cpu.memoryGB = figures.memoryGB;
    cpu.measured = figures.source == CpuSource::Measured;
    cpu.source = cpu.measured ? "FP32 measured here with cblas_sgemm; bandwidth as set; power a "
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
    std::set<std::string> ids{kThisCpu, kThisGpu};
    for (const DeviceSpec &d : builtIn())
        ids.insert(d.id);
    return ids;
}

std::vector<DeviceSpec> DeviceCatalog::lessonDevices(const ThisCpu &cpu, double bandwidthGBs)
{
    std::vector<DeviceSpec> devices{thisCpu(cpu, bandwidthGBs)};
    for (const DeviceSpec &d : builtIn()) {
        if (d.id == "entry_gpu" || d.id == "training_accelerator")
            devices.push_back(d);
    }
    return devices;
}

std::vector<DeviceSpec> DeviceCatalog::all(const ThisCpu &cpu, double bandwidthGBs,
                                           const std::vector<DeviceSpec> *userDevices)
{
    std::vector<DeviceSpec> devices{thisCpu(cpu, bandwidthGBs)};
    devices.insert(devices.end(), builtIn().begin(), builtIn().end());
    if (userDevices)
        devices.insert(devices.end(), userDevices->begin(), userDevices->end());
    return devices;
}

bool DeviceCatalog::knows(const std::string &id, const std::vector<DeviceSpec> &userDevices)
{
    if (id == kThisCpu)
        return true;
    for (const std::vector<DeviceSpec> *list : {&builtIn(), &userDevices}) {
        for (const DeviceSpec &d : *list) {
            if (d.id == id)
                return true;
        }
    }
    return false;
}

DeviceRatios DeviceCatalog::ratios(const DeviceSpec &device, const DeviceSpec &cpu,
                                   Precision precision)
{
    DeviceRatios r;
    r.bandwidth = cpu.memBandwidthGBs > 0 ? device.memBandwidthGBs / cpu.memBandwidthGBs : 0.0;
    r.hasPrecision = device.peakTflops(precision).has_value();
    if (!r.hasPrecision)
        return r;
    r.compute = cpu.fp32Tflops > 0 ? device.effectiveTflops(precision) / cpu.fp32Tflops : 0.0;
    r.gflopsPerWatt = device.gflopsPerWatt(precision);
    r.efficiency = cpu.gflopsPerWatt() > 0 ? r.gflopsPerWatt / cpu.gflopsPerWatt() : 0.0;
    return r;
}

} // namespace blab::core
