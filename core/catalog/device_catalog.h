#pragma once

#include "catalog/device_spec.h"

#include <set>
#include <string>
#include <vector>

namespace blab::core {

struct DeviceRatios
{
    double compute = 0.0;       // this device's peak at the chosen precision over this CPU's FP32
    double bandwidth = 0.0;     // this device's memory bandwidth over this CPU's
    double gflopsPerWatt = 0.0; // this device's compute per watt at the chosen precision
    double efficiency = 0.0;    // that over this CPU's FP32 compute per watt
};

// The devices every part compares: this CPU first, then the shipped catalog (the lesson's two
// generic cards and real products, from resources/devices.json), then the user's own.
class DeviceCatalog
{
public:
    static constexpr const char *kThisCpu = "this_cpu";

    // This machine's row: the measured (or entered) FP32 figure; bandwidth as given; the power is
    // a typical desktop figure, since nothing here can measure it.
    static DeviceSpec thisCpu(double cpuGflops, double cpuBandwidthGBs, bool cpuMeasured,
                              double cpuMemoryGB);
    // The shipped catalog, read once from the JSON compiled into the program.
    static const std::vector<DeviceSpec> &builtIn();
    // Why the shipped catalog did not parse; empty when it did (a test keeps it so).
    static const std::string &builtInError();
    // Ids the user's devices may not take: this CPU's and the shipped ones.
    static std::set<std::string> reservedIds();

    // This CPU and the lesson's two generic cards, in the lesson's order.
    static std::vector<DeviceSpec> lessonDevices(double cpuGflops, double cpuBandwidthGBs,
                                                 bool cpuMeasured, double cpuMemoryGB);
    // This CPU, the shipped catalog, then userDevices when given.
    static std::vector<DeviceSpec> all(double cpuGflops, double cpuBandwidthGBs, bool cpuMeasured,
                                       double cpuMemoryGB,
                                       const std::vector<DeviceSpec> *userDevices = nullptr);

    static DeviceRatios ratios(const DeviceSpec &device, const DeviceSpec &cpu,
                               Precision precision = Precision::Fp32);
};

} // namespace blab::core
