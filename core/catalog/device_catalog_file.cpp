// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/device_catalog_file.h"

#include "catalog/catalog_reader.h"
#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/number_text.h"
#include "io/printable.h"

#include <cmath>
#include <optional>
#include <utility>

namespace blab::core {

namespace {

using Code = CatalogProblem::Code;

using Range = CatalogReader::Range;

constexpr Range kTflops{0.001, 1e5};
constexpr Range kMemoryGB{0.01, 1e6};
constexpr Range kBandwidthGBs{0.01, 1e6};
constexpr Range kWatts{0.1, 1e5};
constexpr Range kCardLinkGBs{0.0, 1e5};
// A bridge joins two cards; an NVL72 rack 72 GPUs; Huawei's CloudMatrix384 384 packages.
constexpr Range kCardLinkCards{2.0, 384.0};
// A card an hour, in whatever currency the user counts in; 0 is a card already paid for.
constexpr Range kPricePerHour{0.0, 1e6};
constexpr std::size_t kMaxName = 120;
constexpr std::size_t kMaxSource = 800;
constexpr std::size_t kMaxLinkName = 60;

CatalogProblem problem(Code code, std::vector<std::string> args = {})
{
    return {code, std::move(args)};
}

// The range check of one figure, named by its key in the file.
CatalogProblem checkRange(const std::string &key, double v, const Range &r)
{
    if (std::isfinite(v) && v >= r.min && v <= r.max)
        return {};
    return CatalogReader::outOfRange(key, v, r);
}

// A device is judged on at least one of the peaks a precision asks for.
bool hasComputeFigure(const DeviceSpec &d)
{
    for (Precision p :
         {Precision::Fp32, Precision::Tf32, Precision::Bf16, Precision::Fp8, Precision::Fp4}) {
        if (d.peakTflops(p))
            return true;
    }
    return false;
}

// Reads the host link and the card link of one device.
bool readLinks(CatalogReader &r, DeviceSpec &out)
{
    std::optional<double> gen, lanes, link, c2c;
    if (!r.optionalFigure("pcie_gen", {0, 7}, gen) ||
        !r.optionalFigure("pcie_lanes", {0, 32}, lanes) ||
        !r.optionalFigure("card_link_gbs", kCardLinkGBs, link) ||
        !r.optionalFigure("nvlink_c2c_gbs", kCardLinkGBs, c2c))
        return false;
    out.c2cLinkGBs = c2c.value_or(0.0);
    const double g = gen.value_or(0.0), l = lanes.value_or(0.0);
    if (g != std::floor(g))
        return r.fail("pcie_gen", problem(Code::PcieGenNotWhole));
    if (l != 0 && l != 1 && l != 2 && l != 4 && l != 8 && l != 16 && l != 32)
        return r.fail("pcie_lanes", problem(Code::BadLanes));
    if ((g == 0) != (l == 0))
        return r.fail("", problem(Code::GenLanesTogether));
    out.pcieGen = static_cast<int>(g);
    out.pcieLanes = static_cast<int>(l);
    out.cardLinkGBs = link.value_or(0.0);
    return true;
}

// Reads one device object, or says what is wrong with it and on which line.
bool readDevice(CatalogReader &r, DeviceSpec &out)
{
    // FP32 is optional: some makers print only their tensor peaks (H20, Ascend).
    std::optional<double> fp32;
    // Power likewise: Huawei publishes none for its Ascend cards; 0 stands for unknown.
    std::optional<double> watts;
    if (!r.onlyKnown({"id",
                      "name",
                      "fp32_tflops",
                      "tf32_tflops",
                      "bf16_tflops",
                      "fp8_tflops",
                      "fp4_tflops",
                      "nvfp4",
                      "fp16_tflops",
                      "fp16_vector_tflops",
                      "fp64_tflops",
                      "fp64_tensor_tflops",
                      "memory_gb",
                      "mem_bandwidth_gbs",
                      "watts",
                      "pcie_gen",
                      "pcie_lanes",
                      "card_link_gbs",
                      "card_link",
                      "card_link_cards",
                      "source",
                      "price_per_hour",
                      "nvlink_c2c_gbs"}) ||
        !r.text("id", true, 64, out.id) || !r.text("name", true, kMaxName, out.name) ||
        !r.optionalFigure("fp32_tflops", kTflops, fp32) ||
        !r.optionalFigure("tf32_tflops", kTflops, out.tf32Tflops) ||
        !r.optionalFigure("bf16_tflops", kTflops, out.bf16Tflops) ||
        !r.optionalFigure("fp8_tflops", kTflops, out.fp8Tflops) ||
        !r.optionalFigure("fp4_tflops", kTflops, out.fp4Tflops) ||
        !r.optionalFigure("fp16_tflops", kTflops, out.fp16Tflops) ||
        !r.optionalFigure("fp16_vector_tflops", kTflops, out.fp16VectorTflops) ||
        !r.optionalFigure("fp64_tflops", kTflops, out.fp64Tflops) ||
        !r.optionalFigure("fp64_tensor_tflops", kTflops, out.fp64TensorTflops) ||
        !r.figure("memory_gb", kMemoryGB, out.memoryGB) ||
        !r.figure("mem_bandwidth_gbs", kBandwidthGBs, out.memBandwidthGBs) ||
        !r.optionalFigure("watts", kWatts, watts) ||
        !r.optionalFigure("price_per_hour", kPricePerHour, out.pricePerHour) ||
        !r.text("card_link", false, kMaxLinkName, out.cardLinkName) ||
        !r.whole("card_link_cards", kCardLinkCards, false, out.cardLinkCards) ||
        !r.flag("nvfp4", out.fp4TakesNvfp4) || !r.text("source", false, kMaxSource, out.source))
        return false;
    if (!DeviceCatalogFile::isValidId(out.id))
        return r.fail("id", problem(Code::BadId));
    out.fp32Tflops = fp32.value_or(0.0);
    out.watts = watts.value_or(0.0);
    if (!hasComputeFigure(out))
        return r.fail("", problem(Code::NoComputeFigure));
    return readLinks(r, out);
}

} // namespace

bool DeviceCatalogFile::isValidId(const std::string &id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (std::size_t i = 0; i < id.size(); ++i) {
        const char c = id[i];
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (!alnum && (i == 0 || (c != '_' && c != '-' && c != '.')))
            return false;
    }
    return true;
}

std::string DeviceCatalogFile::slug(const std::string &name, bool keepDashes)
{
    std::string out;
    for (const char c : name) {
        // ASCII only, whatever the C library's locale says a letter is.
        const char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        if ((lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9'))
            out += lower;
        else if (keepDashes && lower == '-' && !out.empty())
            out += '-';
        else if (!out.empty() && out.back() != '_')
            out += '_';
    }
    while (!out.empty() && out.back() == '_')
        out.pop_back();
    return out;
}

DeviceCatalogFile::Result DeviceCatalogFile::parse(const std::string &text,
                                                   const std::set<std::string> &takenIds)
{
    Result result;
    const auto fail = [&result](int line, CatalogProblem p) {
        result.devices.clear();
        result.refuse(line, std::move(p));
        return result;
    };
    JsonDocument json;
    const Json *devices = nullptr;
    if (!CatalogReader::open(text, {kFormat, kVersion, "devices", kMaxBytes, kMaxDevices}, json,
                             devices, result))
        return result;
    std::set<std::string> seen;
    for (const Json &item : *devices) {
        DeviceSpec device;
        CatalogReader reader(json, item);
        if (!readDevice(reader, device) || !reader.newId(device.id, takenIds, seen, "devices"))
            return fail(reader.line(), reader.problem());
        result.devices.push_back(std::move(device));
    }
    return result;
}

CatalogProblem DeviceCatalogFile::checkTyped(const std::string &key, double value)
{
    return checkRange(key, value, key == "watts" ? kWatts : kTflops);
}

CatalogProblem DeviceCatalogFile::validate(const DeviceSpec &d)
{
    if (!isValidId(d.id))
        return problem(Code::BadId);
    if (d.name.empty())
        return problem(Code::Empty, {"name"});
    if (d.name.size() > kMaxName)
        return problem(Code::TooLong, {"name", std::to_string(kMaxName)});
    if (!hasComputeFigure(d))
        return problem(Code::NoComputeFigure);
    // FP32 is checked below with the figures that hold 0 for "not published".
    const std::pair<const char *, std::optional<double>> figures[] = {
        {"tf32_tflops", d.tf32Tflops}, {"bf16_tflops", d.bf16Tflops},
        {"fp8_tflops", d.fp8Tflops},   {"fp4_tflops", d.fp4Tflops},
        {"fp16_tflops", d.fp16Tflops}, {"fp16_vector_tflops", d.fp16VectorTflops},
        {"fp64_tflops", d.fp64Tflops}, {"fp64_tensor_tflops", d.fp64TensorTflops}};
    for (const auto &[key, value] : figures) {
        if (value) {
            CatalogProblem p = checkRange(key, *value, kTflops);
            if (!p.empty())
                return p;
        }
    }
    for (CatalogProblem p :
         {checkRange("memory_gb", d.memoryGB, kMemoryGB),
          checkRange("mem_bandwidth_gbs", d.memBandwidthGBs, kBandwidthGBs),
          d.watts != 0 ? checkRange("watts", d.watts, kWatts) : CatalogProblem{},
          d.fp32Tflops != 0 ? checkRange("fp32_tflops", d.fp32Tflops, kTflops) : CatalogProblem{},
          checkRange("card_link_gbs", d.cardLinkGBs, kCardLinkGBs),
          checkRange("nvlink_c2c_gbs", d.c2cLinkGBs, kCardLinkGBs),
          d.cardLinkCards != 0 ? checkRange("card_link_cards", d.cardLinkCards, kCardLinkCards)
                               : CatalogProblem{},
          d.pricePerHour ? checkRange("price_per_hour", *d.pricePerHour, kPricePerHour)
                         : CatalogProblem{}}) {
        if (!p.empty())
            return p;
    }
    return {};
}

std::string DeviceCatalogFile::toJson(const std::vector<DeviceSpec> &devices)
{
    // One device per line, so that the line numbers of a later error point at one device.
    std::string out = std::string("{\"format\": \"") + kFormat +
                      "\", \"version\": " + std::to_string(kVersion) + ", \"devices\": [";
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const DeviceSpec &d = devices[i];
        Json json = {{"id", d.id},
                     {"name", d.name},
                     {"fp32_tflops", orNull(d.peakTflops(Precision::Fp32))},
                     {"tf32_tflops", orNull(d.tf32Tflops)},
                     {"bf16_tflops", orNull(d.bf16Tflops)},
                     {"fp8_tflops", orNull(d.fp8Tflops)},
                     {"memory_gb", d.memoryGB},
                     {"mem_bandwidth_gbs", d.memBandwidthGBs},
                     {"watts", orNull(d.watts > 0 ? std::optional<double>(d.watts) : std::nullopt)},
                     {"pcie_gen", d.pcieGen},
                     {"pcie_lanes", d.pcieLanes},
                     {"card_link_gbs", d.cardLinkGBs},
                     {"card_link", d.cardLinkName},
                     {"source", d.source}};
        // The kernels' peaks only where the device has them: a file of the window's own rows
        // stays as it was.
        // The price likewise, so that the window's editor keeps the one a file gave.
        const std::pair<const char *, std::optional<double>> kernelPeaks[] = {
            {"fp4_tflops", d.fp4Tflops},
            {"fp16_tflops", d.fp16Tflops},
            {"fp16_vector_tflops", d.fp16VectorTflops},
            {"fp64_tflops", d.fp64Tflops},
            {"fp64_tensor_tflops", d.fp64TensorTflops},
            {"price_per_hour", d.pricePerHour}};
        for (const auto &[key, value] : kernelPeaks) {
            if (value)
                json[key] = *value;
        }
        // FP4 tensor cores that take only MXFP4's blocks say so; the others are written as before.
        if (!d.fp4TakesNvfp4)
            json["nvfp4"] = false;
        // NVLink-C2C only on the superchips that have it.
        if (d.c2cLinkGBs > 0)
            json["nvlink_c2c_gbs"] = d.c2cLinkGBs;
        // The cards a card link joins only where a file gave them (absent: the whole server).
        if (d.cardLinkCards > 0)
            json["card_link_cards"] = d.cardLinkCards;
        out += (i == 0 ? "\n  " : ",\n  ") + JsonWriter::write(json);
    }
    out += devices.empty() ? "]}\n" : "\n]}\n";
    return out;
}

} // namespace blab::core
