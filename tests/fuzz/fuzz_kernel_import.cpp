// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: a profiler's file of kernels (Nsight Compute's raw page, likwid-perfctr's
// CSV) over arbitrary bytes, read under the C locale and again under a decimal-comma one, which
// must agree. A refused file names a line inside it; an accepted one gives kernels whose specs
// read back as they are, with finite counts and times inside a spec's limits, on a device or
// on this CPU alike, each at a precision its device has a peak for. The corpus holds real
// captures of an H200 (tensor FLOP counters by input type, scaled units).

#include "catalog/device_catalog.h"
#include "catalog/precision.h"
#include "fuzz_locale.h"
#include "kernels/kernel_import.h"
#include "kernels/ncu_reader.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

using namespace blab::core;

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

// Every kernel kept on a device has a peak there at its precision (this CPU: FP32 or FP64).
void checkKernels(const ImportedKernels &imported, const std::string &device)
{
    const std::vector<DeviceSpec> &catalog = DeviceCatalog::builtIn();
    const auto spec = std::find_if(catalog.begin(), catalog.end(),
                                   [&](const DeviceSpec &d) { return d.id == device; });
    for (const UserKernel &k : imported.kernels) {
        KernelPrecision precision = KernelPrecision::Fp32;
        check(KernelPrecisions::fromId(k.precision, precision));
        check(spec == catalog.end()
                  ? precision == KernelPrecision::Fp32 || precision == KernelPrecision::Fp64
                  : spec->peakTflops(precision).has_value());
        check(k.device == device);
        check(std::isfinite(k.flops) && k.flops >= 1.0 && k.flops <= UserKernel::kMaxCount);
        check(std::isfinite(k.bytes) && k.bytes >= 1.0 && k.bytes <= UserKernel::kMaxCount);
        check(std::isfinite(k.seconds) && k.seconds >= UserKernel::kMinSeconds);
        UserKernel back;
        std::string why;
        check(UserKernel::parse(k.spec(), back, why));
        check(back.spec() == k.spec());
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    blab::fuzz::useCommaLocale();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    // The kernels' specs (or the refusal) as text, read under the C locale and the comma one.
    ImportedKernels imported;
    blab::fuzz::sameInEveryLocale([&] {
        imported = KernelImport::read(text);
        std::string seen = std::to_string(static_cast<int>(imported.problem)) + ":" +
                           std::to_string(imported.line) + ":" + imported.detail + "\n";
        for (const UserKernel &k : imported.kernels)
            seen += k.spec() + "\n";
        return seen;
    });
    if (!imported.ok()) {
        check(imported.line >= 0 && imported.line <= lines);
        check(imported.kernels.empty());
        return 0;
    }
    check(!imported.kernels.empty() && imported.kernels.size() <= UserKernel::kMaxKernels);
    for (const char *device : {"h100_sxm", "h100_pcie", "this_cpu"}) {
        ImportedKernels placed = imported;
        KernelImport::assign(placed, device, DeviceCatalog::builtIn());
        if (placed.ok())
            checkKernels(placed, device);
    }
    double value = 0.0;
    if (NcuReader::number(text.substr(0, 40), value))
        check(std::isfinite(value) && value >= 0.0);
    return 0;
}
