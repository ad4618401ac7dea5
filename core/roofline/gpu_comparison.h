// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "measure/gpu/gpu_measurement.h"

#include <string>
#include <vector>

namespace blab::core {

// One measured figure of a GPU beside the catalog's datasheet figure for it.
struct GpuFigure
{
    enum class Kind
    {
        FmaPeak,     // the program's FP32 multiply-add kernel
        Product,     // cuBLASLt's fastest product at precision
        Memory,      // the best of copy, read and triad
        PinnedLink,  // the fastest pinned host-to-device copy
        PageableLink // the fastest pageable host-to-device copy
    };
    Kind kind = Kind::FmaPeak;
    std::string precision;  // for products: fp32, tf32, bf16, fp16, fp8
    double measured = 0.0;  // TFLOPS for compute, GB/s for bandwidths
    double datasheet = 0.0; // 0 where the catalog gives none
    bool isCompute() const { return kind == Kind::FmaPeak || kind == Kind::Product; }
    // measured ÷ datasheet; 0 without a datasheet figure.
    double share() const { return datasheet > 0 ? measured / datasheet : 0.0; }
};

// A measured GPU beside its datasheet: every figure the measurement has, in a fixed order, each
// with the matched catalog device's figure where that device lists one (none for an unknown
// card). A measured figure above its datasheet figure is possible (a card clocked above its
// base, or a datasheet that rounds); the text says so rather than hiding it.
class GpuComparison
{
public:
    static std::vector<GpuFigure> figures(const GpuMeasurement &gpu, const DeviceSpec *datasheet);
    // The shipped catalog's device for the card's name (DeviceNames' table), or null.
    static const DeviceSpec *datasheetFor(const std::string &cardName);
    // Sets the measured card's catalog id from its name (empty when the catalog lacks it): the
    // command line and the window both call this on what the child measured.
    static void matchCatalog(GpuOutcome &outcome);
};

} // namespace blab::core
