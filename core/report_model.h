#pragma once

#include "core/device_catalog.h"
#include "core/interconnect_model.h"
#include "core/memory_model.h"
#include "core/roofline_model.h"
#include "core/sgemm_benchmark.h"
#include "core/transfer_model.h"
#include "core/what_if_inputs.h"

#include <optional>
#include <string>
#include <vector>

namespace blab::core {

// Every figure of the five parts for one set of what-if inputs. The text report, the JSON report
// and the window all read from this, which is why they agree.
struct ReportModel
{
    WhatIfInputs inputs;
    double cpuGflops = 0.0;
    bool cpuMeasured = false;
    // Present when the CPU figure was measured in this run.
    std::optional<SgemmResult> measurement;

    // Part two.
    std::vector<DeviceSpec> devices;
    // Part three: the CPU's roofline and the lesson's kernels on it.
    RooflineModel roofline;
    std::vector<Operation> operations;
    // Part four: one row per batch size.
    std::vector<BatchTransfer> transfers;
    // Part five.
    MemoryBreakdown memory;
    DeviceSpec fitDevice;
    bool fits = false;
    InterconnectInputs link;
    InterconnectResult interconnect;

    // cpuGflops is the measured or entered figure; inputs.cpuGflops is ignored here. Devices
    // other than this CPU come from otherDevices when given (the window's edited table), else
    // from the catalog.
    static ReportModel build(const WhatIfInputs &inputs, double cpuGflops, bool cpuMeasured,
                             double cpuMemoryGB,
                             const std::vector<DeviceSpec> *otherDevices = nullptr);
    // The device ids --device accepts.
    static std::vector<std::string> deviceIds();

    std::string toJson() const;
};

// The bench subcommand's JSON.
std::string sgemmResultJson(const SgemmResult &result);

} // namespace blab::core
