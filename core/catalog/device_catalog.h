// SPDX-License-Identifier: GPL-3.0-or-later

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
    // False when the device has no figure at the chosen precision (no BF16 on an older card):
    // then compute, gflopsPerWatt and efficiency are 0 and mean "no such format", since its FP32
    // figure would be a number the device does not reach in that format.
    bool hasPrecision = true;
};

// Where this CPU's compute figure came from.
enum class CpuSource
{
    Entered,
    Measured,
    // Measured on the machine of a profile the user gave (report --profile FILE), not here.
    Profile
};

// This CPU as the catalog lists it: its FP32 figure, where that came from, and its memory.
struct ThisCpu
{
    double gflops = 0.0;
    CpuSource source = CpuSource::Entered;
    double memoryGB = 0.0;
};

// The devices every part compares: this CPU first, then the shipped catalog (the lesson's two
// generic cards and real products, from resources/devices.json), then the user's own.
class DeviceCatalog
{
public:
    static constexpr const char *kThisCpu = "this_cpu";
    // A GPU measured here or in a profile opened beside this machine's, shown beside its
    // datasheet row (roofline/MeasuredGpu): never a row of the catalog itself, so never a device
    // the command line's --device takes.
    static constexpr const char *kThisGpu = "this_gpu";

    // This machine's row: the measured (or entered) FP32 figure; bandwidth as given; the power is
    // a typical desktop figure, since nothing here can measure it.
    static DeviceSpec thisCpu(const ThisCpu &cpu, double bandwidthGBs);
    // The shipped catalog, read once from the JSON compiled into the program.
    static const std::vector<DeviceSpec> &builtIn();
    // Why the shipped catalog did not parse; empty when it did (a test keeps it so).
    static const std::string &builtInError();
    // Ids the user's devices may not take: this CPU's, the measured GPU's and the shipped ones.
    static std::set<std::string> reservedIds();

    // This CPU and the lesson's two generic cards, in the lesson's order.
    static std::vector<DeviceSpec> lessonDevices(const ThisCpu &cpu, double bandwidthGBs);
    // This CPU (with its memory bandwidth), the shipped catalog, then userDevices when given.
    static std::vector<DeviceSpec> all(const ThisCpu &cpu, double bandwidthGBs,
                                       const std::vector<DeviceSpec> *userDevices = nullptr);
    // Whether id names this CPU, a shipped device or one of userDevices.
    static bool knows(const std::string &id, const std::vector<DeviceSpec> &userDevices);

    static DeviceRatios ratios(const DeviceSpec &device, const DeviceSpec &cpu,
                               Precision precision = Precision::Fp32);
};

} // namespace blab::core
