// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/gpu/gpu_measurement.h"

#include "io/json.h"
#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/printable.h"

#include <algorithm>

namespace blab::core {

namespace {

// Rates far above any card's, so that a figure off by a unit is refused rather than drawn.
constexpr double kMaxTflops = 1e5;
constexpr double kMaxGBs = 1e6;

Json gemmJson(const GpuGemmPoint &g)
{
    return {{"precision", g.precision},
            {"n", g.n},
            {"tflops_fastest", g.tflopsFastest},
            {"tflops_median", g.tflopsMedian},
            {"method", g.method},
            {"products_per_timing", g.productsPerTiming},
            {"timings", g.timings},
            {"operand_sets", g.operandSets},
            {"verified", g.verified}};
}

Json linkJson(const GpuHostLink &l)
{
    return {{"direction", l.direction},
            {"pinned", l.pinned},
            {"mib", l.mib},
            {"gbs", l.gbs},
            {"gbs_median", l.gbsMedian}};
}

// Reads a string member into out (cut to a printable line); false when it is not a string.
bool text(const Json &o, const char *name, std::string &out, std::size_t maxBytes = 200)
{
    const Json *v = JsonDocument::find(o, name);
    if (!v || !v->is_string())
        return false;
    out = printable(v->get<std::string>(), maxBytes);
    return true;
}

bool whole(const Json &o, const char *name, double low, double high, int &out)
{
    double v = 0;
    if (!JsonDocument::numberIn(o, name, low, high, v))
        return false;
    out = static_cast<int>(v);
    return true;
}

std::string readGemm(const Json &o, GpuGemmPoint &g)
{
    if (!o.is_object() || !text(o, "precision", g.precision, 16) || !whole(o, "n", 1, 1e6, g.n) ||
        !JsonDocument::numberIn(o, "tflops_fastest", 0, kMaxTflops, g.tflopsFastest) ||
        !JsonDocument::numberIn(o, "tflops_median", 0, kMaxTflops, g.tflopsMedian) ||
        !text(o, "method", g.method, 32) ||
        !whole(o, "products_per_timing", 0, 1e9, g.productsPerTiming) ||
        !whole(o, "timings", 0, 1e6, g.timings) ||
        !whole(o, "operand_sets", 0, 1e6, g.operandSets) ||
        !JsonDocument::flagIn(o, "verified", g.verified))
        return "gpu.gemm: an entry lacks a field or has one out of range";
    return {};
}

std::string readLink(const Json &o, GpuHostLink &l)
{
    if (!o.is_object() || !text(o, "direction", l.direction, 32) ||
        (l.direction != "host_to_device" && l.direction != "device_to_host") ||
        !JsonDocument::flagIn(o, "pinned", l.pinned) ||
        !JsonDocument::numberIn(o, "mib", 0, 1e9, l.mib) ||
        !JsonDocument::numberIn(o, "gbs", 0, kMaxGBs, l.gbs) ||
        !JsonDocument::numberIn(o, "gbs_median", 0, kMaxGBs, l.gbsMedian))
        return "gpu.host_links: an entry lacks a field or has one out of range";
    return {};
}

std::string readMemory(const Json *o, GpuMemoryBandwidth &m)
{
    if (!o || !o->is_object() || !JsonDocument::numberIn(*o, "copy_gbs", 0, kMaxGBs, m.copyGBs) ||
        !JsonDocument::numberIn(*o, "read_gbs", 0, kMaxGBs, m.readGBs) ||
        !JsonDocument::numberIn(*o, "triad_gbs", 0, kMaxGBs, m.triadGBs) ||
        !JsonDocument::flagIn(*o, "counts_read_and_write", m.countsReadAndWrite) ||
        !JsonDocument::numberIn(*o, "array_bytes", 0, 1e15, m.arrayBytes))
        return "gpu.memory lacks a field or has one out of range";
    return {};
}

std::string readCard(const Json &o, GpuMeasurement &g)
{
    double memoryBytes = 0;
    if (!whole(o, "index", 0, 1024, g.index) || !text(o, "name", g.name, 100) || g.name.empty() ||
        !text(o, "catalog_id", g.catalogId, 64) || !text(o, "driver", g.driverVersion, 64) ||
        !text(o, "cuda", g.cudaVersion, 16) || !text(o, "cublaslt", g.cublaslt, 300) ||
        !whole(o, "compute_major", 0, 100, g.computeMajor) ||
        !whole(o, "compute_minor", 0, 100, g.computeMinor) ||
        !whole(o, "multiprocessors", 0, 1e5, g.multiprocessors) ||
        !JsonDocument::numberIn(o, "sm_clock_mhz", 0, 1e5, g.smClockMHz) ||
        !JsonDocument::numberIn(o, "memory_clock_mhz", 0, 1e6, g.memoryClockMHz) ||
        !whole(o, "memory_bus_bits", 0, 1e5, g.memoryBusBits) ||
        !JsonDocument::numberIn(o, "memory_bytes", 0, 1e15, memoryBytes) ||
        !JsonDocument::numberIn(o, "l2_bytes", 0, 1e12, g.l2Bytes) ||
        !whole(o, "pcie_generation", 0, 100, g.pcieGeneration) ||
        !whole(o, "pcie_width", 0, 100, g.pcieWidth) ||
        !whole(o, "pcie_max_generation", 0, 100, g.pcieMaxGeneration) ||
        !whole(o, "pcie_max_width", 0, 100, g.pcieMaxWidth) ||
        !JsonDocument::numberIn(o, "power_limit_watts", 0, 1e5, g.powerLimitWatts) ||
        !whole(o, "other_processes", -1, 1e6, g.otherProcesses) ||
        !JsonDocument::numberIn(o, "fma_peak_tflops", 0, kMaxTflops, g.fmaPeakTflops) ||
        !JsonDocument::flagIn(o, "cancelled", g.cancelled))
        return "gpu: a field about the card is missing or out of range";
    g.memoryBytes = memoryBytes;
    return {};
}

} // namespace

double GpuMemoryBandwidth::bestGBs() const
{
    return std::max({copyGBs, readGBs, triadGBs});
}

double GpuMeasurement::bestTflops(const std::string &precision) const
{
    double best = 0.0;
    for (const GpuGemmPoint &g : gemm) {
        if (g.precision == precision && g.verified)
            best = std::max(best, g.tflopsFastest);
    }
    return best;
}

double GpuMeasurement::bestHostToDeviceGBs(bool pinned) const
{
    double best = 0.0;
    for (const GpuHostLink &l : hostLinks) {
        if (l.direction == "host_to_device" && l.pinned == pinned)
            best = std::max(best, l.gbs);
    }
    return best;
}

double GpuMeasurement::worstHostToDeviceGBs(bool pinned) const
{
    double worst = 0.0;
    for (const GpuHostLink &l : hostLinks) {
        if (l.direction == "host_to_device" && l.pinned == pinned && l.gbs > 0)
            worst = worst > 0 ? std::min(worst, l.gbs) : l.gbs;
    }
    return worst;
}

Json GpuMeasurement::toJsonValue() const
{
    Json json = {{"index", index},
                 {"name", name},
                 {"catalog_id", catalogId},
                 {"driver", driverVersion},
                 {"cuda", cudaVersion},
                 {"driver_library", driverPath},
                 {"cublaslt", cublaslt},
                 {"cublaslt_library", cublasltPath},
                 {"compute_major", computeMajor},
                 {"compute_minor", computeMinor},
                 {"multiprocessors", multiprocessors},
                 {"sm_clock_mhz", smClockMHz},
                 {"memory_clock_mhz", memoryClockMHz},
                 {"memory_bus_bits", memoryBusBits},
                 {"memory_bytes", memoryBytes},
                 {"l2_bytes", l2Bytes},
                 {"pci_bus_id", pciBusId},
                 {"pcie_generation", pcieGeneration},
                 {"pcie_width", pcieWidth},
                 {"pcie_max_generation", pcieMaxGeneration},
                 {"pcie_max_width", pcieMaxWidth},
                 {"power_limit_watts", powerLimitWatts},
                 {"other_processes", otherProcesses}};
    Json products = Json::array();
    for (const GpuGemmPoint &g : gemm)
        products.push_back(gemmJson(g));
    json["gemm"] = std::move(products);
    json["fma_peak_tflops"] = fmaPeakTflops;
    json["memory"] = {{"copy_gbs", memory.copyGBs},
                      {"read_gbs", memory.readGBs},
                      {"triad_gbs", memory.triadGBs},
                      {"counts_read_and_write", memory.countsReadAndWrite},
                      {"array_bytes", memory.arrayBytes}};
    Json links = Json::array();
    for (const GpuHostLink &l : hostLinks)
        links.push_back(linkJson(l));
    json["host_links"] = std::move(links);
    json["notes"] = notes;
    json["cancelled"] = cancelled;
    return json;
}

std::string GpuMeasurement::fromJsonValue(const Json &o, GpuMeasurement &out)
{
    if (!o.is_object())
        return "gpu is not a JSON object";
    GpuMeasurement g;
    std::string problem = readCard(o, g);
    if (problem.empty())
        problem = readMemory(JsonDocument::find(o, "memory"), g.memory);
    const Json *products = JsonDocument::find(o, "gemm");
    const Json *links = JsonDocument::find(o, "host_links");
    const Json *notes = JsonDocument::find(o, "notes");
    if (problem.empty() && (!products || !products->is_array() || products->size() > 1000 ||
                            !links || !links->is_array() || links->size() > 1000 || !notes ||
                            !notes->is_array() || notes->size() > 100))
        problem = "gpu: gemm, host_links or notes is not a list of at most 1000 entries";
    for (std::size_t i = 0; problem.empty() && i < products->size(); ++i)
        problem = readGemm((*products)[i], g.gemm.emplace_back());
    for (std::size_t i = 0; problem.empty() && i < links->size(); ++i)
        problem = readLink((*links)[i], g.hostLinks.emplace_back());
    for (std::size_t i = 0; problem.empty() && i < notes->size(); ++i) {
        if (!(*notes)[i].is_string())
            problem = "gpu.notes: an entry is not text";
        else
            g.notes.push_back(printable((*notes)[i].get<std::string>(), 400));
    }
    text(o, "driver_library", g.driverPath, 300);
    text(o, "pci_bus_id", g.pciBusId, 32);
    // The first profiles wrote the library's file in brackets after its version.
    if (!text(o, "cublaslt_library", g.cublasltPath, 300)) {
        const std::size_t open = g.cublaslt.find(" (");
        if (open != std::string::npos && g.cublaslt.back() == ')') {
            g.cublasltPath = g.cublaslt.substr(open + 2, g.cublaslt.size() - open - 3);
            g.cublaslt.resize(open);
        }
    }
    if (problem.empty())
        out = std::move(g);
    return problem;
}

std::string GpuOutcome::toJson() const
{
    Json json = {{"gpu", gpu ? gpu->toJsonValue() : Json(nullptr)},
                 {"gpu_absent", absent.empty() ? Json(nullptr) : Json(absent)},
                 {"gpu_absent_code", absentCode.empty() ? Json(nullptr) : Json(absentCode)},
                 {"gpu_absent_detail", absentDetail},
                 {"gpu_error", error.empty() ? Json(nullptr) : Json(error)},
                 {"gpu_count", deviceCount},
                 {"gpu_index_out_of_range", indexOutOfRange}};
    return JsonWriter::write(json) + "\n";
}

std::string GpuOutcome::fromJson(const std::string &text, GpuOutcome &out)
{
    JsonDocument document;
    JsonDocument::Error error;
    if (!document.parse(text, error))
        return "line " + std::to_string(error.line) + ": " + error.message;
    const Json &o = document.root();
    const Json *gpu = JsonDocument::find(o, "gpu");
    const Json *absent = JsonDocument::find(o, "gpu_absent");
    const Json *failed = JsonDocument::find(o, "gpu_error");
    const Json *outOfRange = JsonDocument::find(o, "gpu_index_out_of_range");
    double count = 0;
    if (!gpu || !absent || !(absent->is_null() || absent->is_string()) || !failed ||
        !(failed->is_null() || failed->is_string()) || !outOfRange || !outOfRange->is_boolean() ||
        !JsonDocument::numberIn(o, "gpu_count", -1, 1024, count))
        return "the GPU measurement's output lacks gpu, gpu_absent, gpu_error or gpu_count";
    GpuOutcome r;
    if (!gpu->is_null()) {
        const std::string problem = GpuMeasurement::fromJsonValue(*gpu, r.gpu.emplace());
        if (!problem.empty())
            return problem;
    }
    r.absent = absent->is_string() ? printable(absent->get<std::string>(), 400) : std::string();
    if (const Json *code = JsonDocument::find(o, "gpu_absent_code"); code && code->is_string())
        r.absentCode = printable(code->get<std::string>(), 20);
    if (const Json *detail = JsonDocument::find(o, "gpu_absent_detail");
        detail && detail->is_string())
        r.absentDetail = printable(detail->get<std::string>(), 400);
    r.error = failed->is_string() ? printable(failed->get<std::string>(), 400) : std::string();
    r.deviceCount = static_cast<int>(count);
    r.indexOutOfRange = outOfRange->get<bool>();
    out = std::move(r);
    return {};
}

} // namespace blab::core
