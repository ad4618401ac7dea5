// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/device_spec.h"

#include "io/number_text.h"
#include "io/trimmed.h"

#include <cctype>
#include <cmath>
#include <locale>
#include <regex>
#include <sstream>

namespace blab::core {

std::optional<double> DeviceSpec::peakTflops(Precision precision) const
{
    switch (precision) {
    case Precision::Fp32:
        return fp32Tflops > 0 ? std::optional<double>(fp32Tflops) : std::nullopt;
    case Precision::Tf32:
        return tf32Tflops;
    case Precision::Bf16:
        return bf16Tflops;
    case Precision::Fp8:
        return fp8Tflops;
    case Precision::Fp4:
        return fp4Tflops;
    }
    return std::nullopt;
}

bool DeviceSpec::computesFp4(WeightDtype weights) const
{
    if (!fp4Tflops || !WeightDtypes::fp4(weights))
        return false;
    return weights == WeightDtype::Mxfp4 || fp4TakesNvfp4;
}

std::optional<double> DeviceSpec::peakTflops(KernelPrecision precision) const
{
    switch (precision) {
    case KernelPrecision::Fp64:
        return fp64Tflops;
    case KernelPrecision::Fp64Tensor:
        return fp64TensorTflops;
    case KernelPrecision::Fp32:
        return peakTflops(Precision::Fp32);
    case KernelPrecision::Tf32:
        return tf32Tflops;
    case KernelPrecision::Bf16:
        return bf16Tflops;
    case KernelPrecision::Fp16:
        return fp16Tflops;
    case KernelPrecision::Fp16Vector:
        return fp16VectorTflops;
    case KernelPrecision::Fp8:
        return fp8Tflops;
    case KernelPrecision::Fp4:
        return fp4Tflops;
    }
    return std::nullopt;
}

double DeviceSpec::kernelPeakTflops(const std::string &precisionId) const
{
    KernelPrecision p = KernelPrecision::Fp32;
    return KernelPrecisions::fromId(precisionId, p) ? peakTflops(p).value_or(0.0) : 0.0;
}

Precision DeviceSpec::computedPrecision(Precision precision) const
{
    for (Precision p : {precision, Precision::Fp32, Precision::Tf32, Precision::Bf16,
                        Precision::Fp8, Precision::Fp4}) {
        if (peakTflops(p))
            return p;
    }
    return precision;
}

double DeviceSpec::effectiveTflops(Precision precision) const
{
    return peakTflops(computedPrecision(precision)).value_or(0.0);
}

double DeviceSpec::hostLinkGBs() const
{
    return c2cLinkGBs > 0 ? c2cLinkGBs / 2.0 : pcieLinkGBs();
}

double DeviceSpec::pcieLinkGBs() const
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

double DeviceSpec::gflopsPerWatt(Precision precision) const
{
    return watts > 0 ? effectiveTflops(precision) * 1000.0 / watts : 0.0;
}

std::string DeviceSpec::hostLinkText() const
{
    if (c2cLinkGBs > 0) {
        std::ostringstream out;
        out.imbue(std::locale::classic());
        out << "NVLink-C2C " << c2cLinkGBs << " GB/s";
        return out.str();
    }
    if (pcieGen <= 0 || pcieLanes <= 0)
        return {};
    return "PCIe " + std::to_string(pcieGen) + ".0 x" + std::to_string(pcieLanes);
}

namespace {

std::string lowered(std::string text)
{
    for (char &c : text)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

} // namespace

bool DeviceSpec::parseHostLink(const std::string &text, DeviceSpec &device,
                               const std::string &noneWord)
{
    const std::string t = trimmed(text);
    if (t.empty() || t == "\u2014" || lowered(t) == "none" ||
        (!noneWord.empty() && t == noneWord)) {
        device.pcieGen = 0;
        device.pcieLanes = 0;
        device.c2cLinkGBs = 0.0;
        return true;
    }
    // NVLink-C2C and its figure in GB/s, both directions, as the table shows it.
    static const std::regex c2c(
        "^nvlink[-\\s]?c2c\\s+(\\d{1,5}(?:\\.\\d{1,3})?)\\s*(?:gb/s)?(?:\\s*\\(.*\\))?$",
        std::regex::icase);
    std::smatch c;
    if (std::regex_match(t, c, c2c)) {
        double gbs = 0.0;
        if (!NumberText::parse(c[1].str(), gbs) || gbs <= 0)
            return false;
        device.c2cLinkGBs = gbs;
        return true;
    }
    // A generation 1 to 7 (".0" optional), "x" or "×", 1 to 2 digits of lanes, and an optional
    // note in brackets, as the table itself shows the link.
    static const std::regex pattern(
        "^(?:pcie\\s*)?([1-7])(?:\\.0)?\\s*(?:x|X|\u00d7)\\s*(\\d{1,2})(?:\\s*\\(.*\\))?$",
        std::regex::icase);
    std::smatch m;
    if (!std::regex_match(t, m, pattern))
        return false;
    const int parsedLanes = std::stoi(m[2].str());
    if (parsedLanes != 1 && parsedLanes != 2 && parsedLanes != 4 && parsedLanes != 8 &&
        parsedLanes != 16 && parsedLanes != 32)
        return false;
    device.pcieGen = std::stoi(m[1].str());
    device.pcieLanes = parsedLanes;
    device.c2cLinkGBs = 0.0;
    return true;
}

} // namespace blab::core
