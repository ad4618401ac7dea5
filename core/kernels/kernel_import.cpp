// SPDX-License-Identifier: GPL-3.0-or-later

#include "kernels/kernel_import.h"

#include "catalog/device_catalog.h"
#include "catalog/device_names.h"
#include "catalog/precision.h"
#include "io/csv_reader.h"
#include "kernels/likwid_reader.h"
#include "kernels/ncu_reader.h"

#include <algorithm>

namespace blab::core {

namespace {

// Where a line that starts with prefix begins in text (at the start or after a line break), or
// npos. Whatever comes before it is the profiled program's output or the tool's own lines
// (==PROF==, likwid's banner), which are not CSV.
std::size_t lineStarting(const std::string &text, const std::string &prefix)
{
    for (std::size_t at = 0; at < text.size();) {
        if (text.compare(at, prefix.size(), prefix) == 0)
            return at;
        const std::size_t next = text.find('\n', at);
        if (next == std::string::npos)
            break;
        at = next + 1;
    }
    return std::string::npos;
}

} // namespace

ImportedKernels KernelImport::read(const std::string &text)
{
    ImportedKernels out;
    const std::size_t ncu = lineStarting(text, "\"ID\",");
    const std::size_t likwid = lineStarting(text, "STRUCT,Info,3");
    const std::size_t start = std::min(ncu, likwid);
    if (start == std::string::npos || text.size() > kMaxBytes) {
        out.problem = ImportProblem::NotAProfilerFile;
        return out;
    }
    const int before = static_cast<int>(std::count(text.begin(), text.begin() + start, '\n'));
    CsvReader::Result csv = CsvReader::read(text.substr(start));
    if (!csv.ok()) {
        out.problem = ImportProblem::BadCsv;
        out.line = before + csv.line;
        out.detail = csv.problem;
        return out;
    }
    for (CsvReader::Record &r : csv.records)
        r.line += before;
    if (start == ncu)
        NcuReader::read(csv.records, out);
    else
        LikwidReader::read(csv.records, out);
    // What a reader made must be a kernel a --kernel spec gives: a unit read wrongly by a
    // factor of 10⁹ must not put a kernel in the list that the next start would drop.
    std::vector<UserKernel> kept;
    for (const UserKernel &k : out.kernels) {
        UserKernel back;
        std::string why;
        UserKernel placed = k;
        // Which device takes which precision is assign()'s to judge; here only the figures.
        placed.device = "imported";
        if (UserKernel::parse(placed.spec(), back, why))
            kept.push_back(k);
        else
            out.skipped.push_back({k.name, SkipReason::OutOfRange, k.precision});
    }
    out.kernels = std::move(kept);
    if (out.ok() && out.kernels.size() > UserKernel::kMaxKernels)
        out.problem = ImportProblem::TooManyKernels;
    if (out.ok() && out.kernels.empty())
        out.problem = ImportProblem::NoKernels;
    // A refused file gives nothing, not the kernels read before the refusal; the skipped ones
    // stay, as they say why nothing could be placed.
    if (!out.ok())
        out.kernels.clear();
    return out;
}

std::string KernelImport::deviceFor(const ImportedKernels &imported, const std::string &thisCpuName)
{
    if (imported.format == ImportedKernels::Format::Likwid && !thisCpuName.empty() &&
        DeviceNames::normalised(imported.deviceName) == DeviceNames::normalised(thisCpuName))
        return DeviceCatalog::kThisCpu;
    return imported.deviceName.empty() ? std::string() : DeviceNames::idFor(imported.deviceName);
}

void KernelImport::assign(ImportedKernels &imported, const std::string &device,
                          const std::vector<DeviceSpec> &devices)
{
    const auto spec = std::find_if(devices.begin(), devices.end(),
                                   [&](const DeviceSpec &d) { return d.id == device; });
    std::vector<UserKernel> kept;
    for (UserKernel &k : imported.kernels) {
        k.device = device;
        KernelPrecision precision = KernelPrecision::Fp32;
        // This CPU has its measured FP32 and FP64 roofs; a device the peaks its catalog gives.
        const bool held = device == DeviceCatalog::kThisCpu
                              ? (k.precision == "fp32" || k.precision == "fp64")
                              : KernelPrecisions::fromId(k.precision, precision) &&
                                    spec != devices.end() &&
                                    spec->peakTflops(precision).has_value();
        if (held)
            kept.push_back(k);
        else
            imported.skipped.push_back({k.name, SkipReason::NoPeak, k.precision});
    }
    imported.kernels = std::move(kept);
    if (imported.ok() && imported.kernels.empty())
        imported.problem = ImportProblem::NoKernels;
}

std::string KernelImport::ncuRecordCommand()
{
    return NcuReader::recordCommand();
}

std::string KernelImport::specName(const std::string &name, std::size_t maxBytes)
{
    std::string out;
    for (const char c : name)
        out +=
            (static_cast<unsigned char>(c) < 0x20 || c == 0x7f || c == ',' || c == '=') ? ' ' : c;
    // Whole UTF-8 characters only: a cut lead byte's continuation bytes go with it.
    maxBytes = std::min(maxBytes, UserKernel::kMaxName);
    if (out.size() > maxBytes) {
        // Cut before the character the limit falls inside: back up while the first byte left
        // out continues a character.
        std::size_t cut = maxBytes;
        while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80)
            --cut;
        out.resize(cut);
    }
    const std::size_t first = out.find_first_not_of(' ');
    if (first == std::string::npos)
        return "kernel";
    return out.substr(first, out.find_last_not_of(' ') - first + 1);
}

} // namespace blab::core
