// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "kernels/user_kernel.h"

#include <string>
#include <vector>

namespace blab::core {

// Why a profiler's file was refused as a whole; the line and a detail (a column, a metric, a
// value, as the file writes it) go with it.
enum class ImportProblem
{
    None,
    NotAProfilerFile, // neither an ncu raw page nor likwid-perfctr's CSV
    BadCsv,           // detail: what the CSV reader found
    NoUnitsRow,       // ncu: the row after the header is not the units row
    MissingColumn,    // ncu: detail names every missing column or metric, ", " between
    UnknownUnit,      // detail: the unit; column: its column
    BadNumber,        // detail: the value; column: its column or metric
    MoreThanOneGroup, // likwid: event sets multiplexed (-g A -g B)
    MissingMetric,    // likwid: detail names the metric the group does not give
    TooManyKernels,   // more than UserKernel::kMaxKernels
    NoKernels         // nothing in the file could be placed (see skipped)
};

// Why one kernel of a file was left out.
enum class SkipReason
{
    NoFlops,           // no floating-point work was counted
    NoBytes,           // no memory traffic was counted
    NoTime,            // a time of 0, or n/a
    TensorNotCounted,  // tensor-core instructions, and the file has no tensor FLOP counters
    IntegerTensor,     // integer tensor work (INT8, INT4, INT1): operations, not FLOPs
    OtherTensorFormat, // tensor FLOPs of a format no catalog peak is for (format: its name)
    NoPeak,            // the device has no peak at the kernel's precision (format: it)
    MixedPrecision,    // more than a tenth of its FLOPs in a second precision
    OtherDevice,       // a launch on another GPU than the file's first
    OutOfRange         // a count or a time a --kernel spec would refuse
};

// Kernels read from a profiler's file, before and after they are given a device.
struct ImportedKernels
{
    enum class Format
    {
        Ncu,
        Likwid
    };
    Format format = Format::Ncu;
    // The device as the file names it: ncu's device__attribute_display_name, likwid's CPU name
    // (empty when the file has none).
    std::string deviceName;
    // Each kernel with its name, FLOPs, bytes, time and precision; the device is set by assign().
    std::vector<UserKernel> kernels;
    struct Skipped
    {
        std::string name;
        SkipReason reason;
        // The precision (a KernelPrecisions id) or the tensor format the reason is about.
        std::string format;
    };
    std::vector<Skipped> skipped;

    int line = 0;
    ImportProblem problem = ImportProblem::None;
    // The value or name the problem is about, and the column or metric it is in, as the file
    // writes them.
    std::string detail;
    std::string column;
    bool ok() const { return problem == ImportProblem::None; }
};

// Reads the kernels of an Nsight Compute raw page (ncu --csv --page raw) or of likwid-perfctr's
// CSV (-O, or -o FILE.csv), whichever the text is; see NcuReader and LikwidReader.
class KernelImport
{
public:
    // The largest file read: far more than a profile of a hundred kernels.
    static constexpr std::size_t kMaxBytes = 32u << 20;

    static ImportedKernels read(const std::string &text);
    // The device the file's kernels ran on: this_cpu when its name is this machine's CPU
    // (thisCpuName, as /proc/cpuinfo gives it), else the catalog id DeviceNames gives; empty
    // when the name is unknown (the user is then asked).
    static std::string deviceFor(const ImportedKernels &imported, const std::string &thisCpuName);
    // Puts every kernel on device (this CPU, or one of devices by id); those it has no peak for
    // at their precision move to skipped. A file whose kernels all went is refused as
    // NoKernels.
    static void assign(ImportedKernels &imported, const std::string &device,
                       const std::vector<DeviceSpec> &devices);
    // The commands that record a program's kernels as the Nsight Compute reader needs them and
    // print the file (NcuReader::recordCommand), for the messages that name them.
    static std::string ncuRecordCommand();
    // A kernel's name as a spec takes it: at most maxBytes (and kMaxName) bytes of whole
    // characters, ',' and '=' and control characters made spaces, spaces trimmed; "kernel"
    // for nothing left.
    static std::string specName(const std::string &name,
                                std::size_t maxBytes = UserKernel::kMaxName);
};

} // namespace blab::core
