#pragma once

#include <string>
#include <vector>

namespace blab::core {

struct DeviceSpec
{
    // Stable identifier for JSON, settings and --device.
    std::string id;
    // English name; the window translates the lesson's generic rows and keeps product names.
    std::string name;
    double fp32Tflops = 0.0;
    double memBandwidthGBs = 0.0;
    double watts = 0.0;
    double memoryGB = 0.0;
    // True only for this CPU when its compute figure was measured here rather than typed in.
    bool measured = false;
    // Where the figures come from.
    std::string source;

    double gflops() const { return fp32Tflops * 1000.0; }
    double gflopsPerWatt() const { return watts > 0 ? gflops() / watts : 0.0; }
};

struct DeviceRatios
{
    double compute = 0.0;   // this device's FP32 peak over this CPU's
    double bandwidth = 0.0; // this device's memory bandwidth over this CPU's
};

class DeviceCatalog
{
public:
    // The lesson's three rows: this CPU, an entry GPU (about 8 TFLOPS, 300 GB/s, 120 W) and a
    // training accelerator (about 20 TFLOPS, 900 GB/s, 300 W).
    static std::vector<DeviceSpec> lessonDevices(double cpuGflops, double cpuBandwidthGBs,
                                                 bool cpuMeasured, double cpuMemoryGB);
    // Real cards with their vendors' published dense FP32 figures, for comparison.
    static std::vector<DeviceSpec> realPresets();
    static std::vector<DeviceSpec> all(double cpuGflops, double cpuBandwidthGBs, bool cpuMeasured,
                                       double cpuMemoryGB);

    static DeviceRatios ratios(const DeviceSpec &device, const DeviceSpec &cpu);
};

} // namespace blab::core
