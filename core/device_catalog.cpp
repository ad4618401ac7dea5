#include "core/device_catalog.h"

namespace blab::core {

std::vector<DeviceSpec> DeviceCatalog::lessonDevices(double cpuGflops, double cpuBandwidthGBs,
                                                     bool cpuMeasured, double cpuMemoryGB)
{
    DeviceSpec cpu{"this_cpu",
                   "This CPU",
                   cpuGflops / 1000.0,
                   cpuBandwidthGBs,
                   65.0,
                   cpuMemoryGB,
                   cpuMeasured,
                   cpuMeasured ? "measured here with cblas_sgemm; bandwidth and power typical"
                               : "entered; bandwidth and power typical of a desktop CPU"};
    DeviceSpec entry{
        "entry_gpu", "Entry-level GPU",
        8.0,         300.0,
        120.0,       8.0,
        false,       "lesson's round figures for an entry graphics card; 8 GB assumed"};
    DeviceSpec trainer{"training_accelerator",
                       "Training accelerator",
                       20.0,
                       900.0,
                       300.0,
                       32.0,
                       false,
                       "lesson's round figures for a training card; 32 GB assumed"};
    return {cpu, entry, trainer};
}

std::vector<DeviceSpec> DeviceCatalog::realPresets()
{
    return {
        {"rtx_3060", "NVIDIA GeForce RTX 3060 12 GB", 12.7, 360.0, 170.0, 12.0, false,
         "NVIDIA product page"},
        {"rtx_4090", "NVIDIA GeForce RTX 4090", 82.6, 1008.0, 450.0, 24.0, false,
         "NVIDIA Ada whitepaper"},
        {"a100_80gb_sxm", "NVIDIA A100 80 GB SXM", 19.5, 2039.0, 400.0, 80.0, false,
         "NVIDIA A100 datasheet"},
        {"h100_sxm", "NVIDIA H100 SXM", 67.0, 3350.0, 700.0, 80.0, false, "NVIDIA H100 datasheet"},
    };
}

std::vector<DeviceSpec> DeviceCatalog::all(double cpuGflops, double cpuBandwidthGBs,
                                           bool cpuMeasured, double cpuMemoryGB)
{
    std::vector<DeviceSpec> devices =
        lessonDevices(cpuGflops, cpuBandwidthGBs, cpuMeasured, cpuMemoryGB);
    for (DeviceSpec &d : realPresets())
        devices.push_back(std::move(d));
    return devices;
}

DeviceRatios DeviceCatalog::ratios(const DeviceSpec &device, const DeviceSpec &cpu)
{
    DeviceRatios r;
    r.compute = cpu.fp32Tflops > 0 ? device.fp32Tflops / cpu.fp32Tflops : 0.0;
    r.bandwidth = cpu.memBandwidthGBs > 0 ? device.memBandwidthGBs / cpu.memBandwidthGBs : 0.0;
    return r;
}

} // namespace blab::core
