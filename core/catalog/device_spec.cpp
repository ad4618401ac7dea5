#include "catalog/device_spec.h"

#include <cmath>

namespace blab::core {

std::optional<double> DeviceSpec::peakTflops(Precision precision) const
{
    switch (precision) {
    case Precision::Fp32:
        return fp32Tflops;
    case Precision::Tf32:
        return tf32Tflops;
    case Precision::Bf16:
        return bf16Tflops;
    case Precision::Fp8:
        return fp8Tflops;
    }
    return fp32Tflops;
}

double DeviceSpec::effectiveTflops(Precision precision) const
{
    return peakTflops(precision).value_or(fp32Tflops);
}

double DeviceSpec::hostLinkGBs() const
{
    if (pcieGen <= 0 || pcieLanes <= 0)
        return 0.0;
    // PCIe 1.0 and 2.0 lose a fifth to 8b/10b encoding (0.25 and 0.5 GB/s per lane); from 3.0 on
    // 128b/130b costs under 2 %, and every generation doubles the rate.
    const double perLane = pcieGen == 1   ? 0.25
                           : pcieGen == 2 ? 0.5
                                          : 0.985 * std::pow(2.0, pcieGen - 3);
    return perLane * pcieLanes;
}

std::string DeviceSpec::hostLinkText() const
{
    if (pcieGen <= 0 || pcieLanes <= 0)
        return {};
    return "PCIe " + std::to_string(pcieGen) + ".0 x" + std::to_string(pcieLanes);
}

} // namespace blab::core
